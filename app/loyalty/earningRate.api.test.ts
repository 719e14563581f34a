import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, call, makeStaff, openTestApi, signUpGuests } from '~/api/testHelpers.server';
import { perEuroOn, updateRate } from '~/currency/rates.server';
import { exchangeRateDays, hotels, reservations, roomTypes } from '~/db/schema';
import type { Reservation } from '~/reservations/reservation';
import { addDays, utcDay } from '~/domain/stay';
import { completeStay } from './completion.server';
import { pointsForStay } from './earning';
import { balanceOf } from './ledger.server';

/**
 * A stay in another currency earns at the rate of its completion day (issue 32: "converted at that
 * day's rate in the rates table"), not at whatever the rate has become since: the rates table keeps
 * each rate under its day (exchange_rate_days, drizzle/0035).
 */
const { database, api } = await openTestApi();
const today = utcDay();

async function person(role?: 'concierge') {
  const [account] = await signUpGuests(api, 1, role ?? 'member');
  if (role) await makeStaff(database.db, account!.userId, role);
  return { id: account!.userId, username: account!.userId, headers: bearer(account!.token) };
}

/** A confirmed two-night stay at the Alpine lodge (CHF), moved to end on `checkOut`. */
async function confirmedStayEnding(member: { headers: Record<string, string> }, staff: Record<string, string>, offset: number, checkOut: string) {
  const [room] = await database.db
    .select({ id: roomTypes.id })
    .from(roomTypes)
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .where(and(eq(hotels.slug, 'alpine-gold-casino-lodge'), eq(roomTypes.name, 'Alpine Room')));
  const asked = await call<Reservation>(api, 'POST', '/reservations', {
    body: { roomTypeId: room!.id, checkIn: addDays(today, offset), checkOut: addDays(today, offset + 2), guests: 2 },
    headers: member.headers,
  });
  expect(asked.status).toBe(201);
  expect(asked.body.currency).toBe('CHF');
  expect((await call(api, 'POST', `/reservations/${asked.body._id}/confirm`, { body: {}, headers: staff })).status).toBe(200);
  await database.db
    .update(reservations)
    .set({ checkIn: addDays(checkOut, -2), checkOut })
    .where(eq(reservations.id, asked.body._id));
  return asked.body;
}

describe('earning at the completion day’s rate', () => {
  it('keeps each rate under its day and converts a stay at the rate in force when it is completed', async () => {
    const member = await person();
    const concierge = await person('concierge');
    // Three rates of the Swiss franc over a month, the last one today's.
    await updateRate(database.db, { _id: concierge.id, username: 'concierge' }, 'CHF', 0.9, addDays(today, -30));
    await updateRate(database.db, { _id: concierge.id, username: 'concierge' }, 'CHF', 0.95, addDays(today, -5));
    await updateRate(database.db, { _id: concierge.id, username: 'concierge' }, 'CHF', 1.2, today);
    const kept = await database.db.select().from(exchangeRateDays).where(eq(exchangeRateDays.currency, 'CHF'));
    expect(kept.filter((r) => r.asOf >= addDays(today, -30)).map((r) => [r.asOf, r.perEuro])).toEqual(
      expect.arrayContaining([
        [addDays(today, -30), 0.9],
        [addDays(today, -5), 0.95],
        [today, 1.2],
      ]),
    );
    expect(await perEuroOn(database.db, 'CHF', addDays(today, -29))).toBe(0.9);
    expect(await perEuroOn(database.db, 'CHF', addDays(today, -2))).toBe(0.95);
    expect(await perEuroOn(database.db, 'EUR', today)).toBe(1);
    expect(await perEuroOn(database.db, 'XYZ', today)).toBeNull();

    // Completed on the day of the first rate, and three days after the second: each its own day's.
    const first = await confirmedStayEnding(member, concierge.headers, 40, addDays(today, -31));
    const second = await confirmedStayEnding(member, concierge.headers, 45, addDays(today, -4));
    const earnedFirst = await completeStay(database.db, first._id, null, addDays(today, -30));
    const earnedSecond = await completeStay(database.db, second._id, null, addDays(today, -2));
    expect(earnedFirst).toEqual({ ok: true, points: pointsForStay(first.roomTotalMinor, 'CHF', 0.9, 0) });
    expect(earnedSecond).toEqual({ ok: true, points: pointsForStay(second.roomTotalMinor, 'CHF', 0.95, 0) });
    expect(earnedSecond.ok && earnedSecond.points).not.toBe(pointsForStay(second.roomTotalMinor, 'CHF', 1.2, 0));
    expect(await balanceOf(database.db, member.id)).toBe((earnedFirst.ok ? earnedFirst.points : 0) + (earnedSecond.ok ? earnedSecond.points : 0));

    // A second rate written on one day replaces that day's.
    await updateRate(database.db, { _id: concierge.id, username: 'concierge' }, 'CHF', 1.25, today);
    expect(await perEuroOn(database.db, 'CHF', today)).toBe(1.25);
  });
});
