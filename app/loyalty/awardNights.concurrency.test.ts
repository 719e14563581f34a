import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, call, openTestApis, signUpGuests } from '~/api/testHelpers.server';
import { hotels, reservations, roomNights, roomTypes } from '~/db/schema';
import { addDays, utcDay } from '~/domain/stay';
import { appendEntries, balanceOf, sumOfEntries } from './ledger.server';

/**
 * Award nights (issue 32) under parallel requests from one member whose balance pays for one stay:
 * exactly one is accepted, the others answer 409 "Not enough points", and nothing is half-held:
 * no reservation or night without its hold, no hold without its reservation. On PostgreSQL
 * through two API instances with a pool each (two processes on one database); on PGlite through one.
 */
const { database, apis } = await openTestApis();
const today = utcDay();

async function alpineRoom() {
  const [row] = await database.db
    .select({ id: roomTypes.id, pointsPerNight: roomTypes.pointsPerNight })
    .from(roomTypes)
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .where(and(eq(hotels.slug, 'alpine-gold-casino-lodge'), eq(roomTypes.name, 'Alpine Room')));
  return { id: row!.id, pointsPerNight: row!.pointsPerNight! };
}

describe(`award nights against one balance (${database.url ? 'PostgreSQL, two app instances' : 'PGlite'})`, () => {
  it('ten requests at once with points for one stay: exactly one is accepted, nine answer 409, and nothing is half-held', async () => {
    const room = await alpineRoom();
    expect(room.pointsPerNight).toBeGreaterThan(0);
    const [guest] = await signUpGuests(apis[0]!, 1, 'award');
    const cost = room.pointsPerNight * 2;
    await database.db.transaction((tx) => appendEntries(tx, [{ userId: guest!.userId, kind: 'adjust', points: cost + 5, reason: 'adjustment', note: 'test' }]));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call<{ error?: string; awardPoints?: number }>(apis[i % apis.length]!, 'POST', '/reservations', {
          body: { roomTypeId: room.id, checkIn: addDays(today, 30 + i * 3), checkOut: addDays(today, 32 + i * 3), guests: 2, ratePlan: 'points' },
          headers: bearer(guest!.token),
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.error).toBe('Not enough points');
    expect(answers.find((a) => a.status === 201)!.body.awardPoints).toBe(cost);

    expect(await balanceOf(database.db, guest!.userId)).toBe(5);
    expect(await sumOfEntries(database.db, guest!.userId)).toBe(5);
    const stays = await database.db.select({ id: reservations.id }).from(reservations).where(eq(reservations.userId, guest!.userId));
    expect(stays).toHaveLength(1);
    // Only the accepted stay's two nights are held: the refused requests rolled their nights back.
    const [held] = await database.db
      .select({ booked: sql<number>`coalesce(sum(${roomNights.booked}), 0)::int` })
      .from(roomNights)
      .where(
        and(
          eq(roomNights.roomTypeId, room.id),
          sql`${roomNights.night} >= ${addDays(today, 30)}::date`,
          sql`${roomNights.night} < ${addDays(today, 60)}::date`,
        ),
      );
    expect(Number(held!.booked)).toBe(2);
  });
});
