import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, call, makeStaff, openTestApi, signUpGuests } from '~/api/testHelpers.server';
import { hotels, pointsEntries, roomTypes } from '~/db/schema';
import type { Availability, Reservation } from '~/reservations/reservation';
import { addDays, utcDay } from '~/domain/stay';
import { appendEntries, balanceOf, sumOfEntries } from './ledger.server';

/** Award nights through the API (issue 32): listed signed in, held at the request, spent, released and refunded. */
const { database, api } = await openTestApi();
const today = utcDay();

async function room(hotelSlug: string, name: string) {
  const [row] = await database.db
    .select({ id: roomTypes.id, pointsPerNight: roomTypes.pointsPerNight })
    .from(roomTypes)
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .where(and(eq(hotels.slug, hotelSlug), eq(roomTypes.name, name)));
  return { id: row!.id, pointsPerNight: row!.pointsPerNight! };
}

async function member(points: number) {
  const [guest] = await signUpGuests(api, 1, 'points');
  if (points) await database.db.transaction((tx) => appendEntries(tx, [{ userId: guest!.userId, kind: 'adjust', points, reason: 'adjustment' }]));
  return { ...guest!, headers: bearer(guest!.token) };
}

async function concierge() {
  const [staff] = await signUpGuests(api, 1, 'concierge');
  await makeStaff(database.db, staff!.userId, 'concierge');
  return bearer(staff!.token);
}

const stay = (roomTypeId: string, offset: number, nights = 2) => ({
  roomTypeId,
  checkIn: addDays(today, offset),
  checkOut: addDays(today, offset + nights),
  guests: 2,
  ratePlan: 'points',
});

const kinds = async (userId: string) =>
  (
    await database.db
      .select({ kind: pointsEntries.kind, points: pointsEntries.points, reason: pointsEntries.reason })
      .from(pointsEntries)
      .where(eq(pointsEntries.userId, userId))
      .orderBy(pointsEntries.id)
  ).map((e) => `${e.kind} ${e.points} ${e.reason}`);

describe('award nights', () => {
  it('are listed to a signed-in member with their cost in points, never to a visitor', async () => {
    const alpine = await room('alpine-gold-casino-lodge', 'Alpine Room');
    const query = `/availability?checkIn=${addDays(today, 20)}&checkOut=${addDays(today, 23)}&guests=2&hotel=alpine-gold-casino-lodge`;
    const anonymous = await call<Availability[]>(api, 'GET', query);
    expect(anonymous.body[0]!.plans.map((p) => p.code)).not.toContain('points');
    const guest = await member(0);
    const signedIn = await call<Availability[]>(api, 'GET', query, { headers: guest.headers });
    const offer = signedIn.body.find((a) => a.roomType._id === alpine.id)!;
    const points = offer.plans.find((p) => p.code === 'points')!;
    expect(points).toMatchObject({ code: 'points', name: 'Award nights', points: alpine.pointsPerNight * 3, roomMinor: 0, membersOnly: true });
    expect(points.nightly.every((n) => n.amountMinor === 0)).toBe(true);
    // Only taxes the hotel adds are due (none are added in St. Moritz's demo data, or the city tax).
    expect(points.totalMinor).toBe(points.taxes.addedMinor);
  });

  it('hold the points at the request, release them when declined, spend them when confirmed and give them back when cancelled', async () => {
    const alpine = await room('alpine-gold-casino-lodge', 'Alpine Room');
    const cost = alpine.pointsPerNight * 2;
    const guest = await member(cost);
    const staff = await concierge();

    const short = await call<{ error: string; details: Record<string, string> }>(api, 'POST', '/reservations', {
      body: stay(alpine.id, 10, 3),
      headers: guest.headers,
    });
    expect([short.status, short.body.error, short.body.details]).toEqual([409, 'Not enough points', { ratePlan: 'Not enough points' }]);

    const first = await call<Reservation>(api, 'POST', '/reservations', { body: stay(alpine.id, 10), headers: guest.headers });
    expect([first.status, first.body.awardPoints, first.body.ratePlan, first.body.roomTotalMinor]).toEqual([201, cost, 'points', 0]);
    expect(await balanceOf(database.db, guest.userId)).toBe(0);
    expect((await call(api, 'POST', `/reservations/${first.body._id}/decline`, { body: {}, headers: staff })).status).toBe(200);
    expect(await balanceOf(database.db, guest.userId)).toBe(cost);

    const second = await call<Reservation>(api, 'POST', '/reservations', { body: stay(alpine.id, 14), headers: guest.headers });
    expect(second.status).toBe(201);
    expect((await call(api, 'POST', `/reservations/${second.body._id}/confirm`, { body: {}, headers: staff })).status).toBe(200);
    expect(await balanceOf(database.db, guest.userId)).toBe(0);
    expect((await call(api, 'POST', `/reservations/${second.body._id}/cancel`, { headers: guest.headers })).status).toBe(200);
    expect(await balanceOf(database.db, guest.userId)).toBe(cost);

    const third = await call<Reservation>(api, 'POST', '/reservations', { body: stay(alpine.id, 18), headers: guest.headers });
    expect((await call(api, 'POST', `/reservations/${third.body._id}/cancel`, { headers: guest.headers })).status).toBe(200);

    expect(await kinds(guest.userId)).toEqual([
      `adjust ${cost} adjustment`,
      `hold ${-cost} award_stay`,
      `release ${cost} award_released`,
      `hold ${-cost} award_stay`,
      `release ${cost} award_stay`,
      `spend ${-cost} award_stay`,
      `release ${cost} award_refund`,
      `hold ${-cost} award_stay`,
      `release ${cost} award_released`,
    ]);
    expect(await sumOfEntries(database.db, guest.userId)).toBe(cost);
  });

  it('are refused for a room without a points price', async () => {
    const alpine = await room('alpine-gold-casino-lodge', 'Alpine Room');
    await database.db.update(roomTypes).set({ pointsPerNight: null }).where(eq(roomTypes.id, alpine.id));
    const guest = await member(1_000_000);
    const answer = await call<{ error: string }>(api, 'POST', '/reservations', { body: stay(alpine.id, 40), headers: guest.headers });
    expect([answer.status, answer.body.error]).toEqual([409, 'This room cannot be booked with points']);
    await database.db.update(roomTypes).set({ pointsPerNight: alpine.pointsPerNight }).where(eq(roomTypes.id, alpine.id));
  });
});
