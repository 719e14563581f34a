import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, call, openTestApis, signUpGuests } from '~/api/testHelpers.server';
import { hotels, reservations, roomTypes } from '~/db/schema';
import { appendEntries, balanceOf, sumOfEntries } from '~/loyalty/ledger.server';
import type { Reservation } from './reservation';
import { addDays, utcDay } from '~/domain/stay';

/**
 * Changes racing for the last rooms (issue 49). On PostgreSQL the changes go through two API
 * instances, each with its own connection pool, as two server processes on one database would; on
 * PGlite through the one instance the embedded database allows.
 */
const { database, apis } = await openTestApis();
const db = database.db;
const today = utcDay();
const where = process.env.DATABASE_URL ? 'PostgreSQL, two app instances' : 'PGlite';

async function roomType(hotelSlug: string, name: string) {
  const [row] = await db
    .select({ id: roomTypes.id, inventory: roomTypes.inventory, pointsPerNight: roomTypes.pointsPerNight })
    .from(roomTypes)
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .where(and(eq(hotels.slug, hotelSlug), eq(roomTypes.name, name)));
  return row!;
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Nights whose count differs from the requested and confirmed stays holding them. */
async function miscounted(): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from room_nights n
    where n.booked <> (select count(*) from reservations r where r.room_type_id = n.room_type_id
      and r.status in ('requested', 'confirmed') and r.check_in <= n.night and r.check_out > n.night)`);
  return rows<{ n: number }>(result)[0]!.n;
}

describe(`changes into the last rooms (${where})`, () => {
  it('20 guests changing into the last 5 rooms: exactly 5 succeed, the 15 others keep their original stay untouched', async () => {
    const [from, into] = [await roomType('celtic-fortune-casino-resort', 'Classic Room'), await roomType('celtic-fortune-casino-resort', 'Castle View Room')];
    // The hotel has five Castle View Rooms for these nights (the studio's inventory).
    await db.update(roomTypes).set({ inventory: 5 }).where(eq(roomTypes.id, into.id));
    const stay = { checkIn: addDays(today, 250), checkOut: addDays(today, 253), guests: 2 };
    const guests = await signUpGuests(apis[0]!, 20, 'move');
    const made = await Promise.all(
      guests.map(
        async (g) => (await call<Reservation>(apis[0]!, 'POST', '/reservations', { body: { roomTypeId: from.id, ...stay }, headers: bearer(g.token) })).body,
      ),
    );
    expect(made.every((r) => r.status === 'requested')).toBe(true);

    const answers = await Promise.all(
      made.map((r, i) =>
        call<Reservation>(apis[i % apis.length]!, 'PATCH', `/reservations/${r._id}`, { body: { roomTypeId: into.id }, headers: bearer(guests[i]!.token) }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);

    const after = await db
      .select({
        id: reservations.id,
        roomTypeId: reservations.roomTypeId,
        checkIn: reservations.checkIn,
        checkOut: reservations.checkOut,
        status: reservations.status,
        totalMinor: reservations.totalMinor,
      })
      .from(reservations)
      .where(
        inArray(
          reservations.id,
          made.map((r) => r._id),
        ),
      );
    const moved = after.filter((r) => r.roomTypeId === into.id);
    expect(moved).toHaveLength(5);
    for (const [i, answer] of answers.entries()) {
      const row = after.find((r) => r.id === made[i]!._id)!;
      if (answer.status === 409) {
        expect(row).toEqual({
          id: made[i]!._id,
          roomTypeId: from.id,
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
          status: 'requested',
          totalMinor: made[i]!.totalMinor,
        });
      }
    }
    const full = rows<{ booked: number }>(
      await db.execute(
        sql`select booked from room_nights where room_type_id = ${into.id} and night >= ${stay.checkIn}::date and night < ${stay.checkOut}::date`,
      ),
    );
    expect(full.map((n) => n.booked)).toEqual([5, 5, 5]);
    expect(await miscounted()).toBe(0);
  });

  it('two changes of one member’s award stays, each costing more than half the balance: one is held, the other refused, and the balance is the sum', async () => {
    const alpine = await roomType('nordic-star-casino-hotel', 'Aurora Room');
    const night = alpine.pointsPerNight!;
    const [member] = await signUpGuests(apis[0]!, 1, 'award');
    // Two one-night award stays, and a balance for one more night.
    await db.transaction((tx) => appendEntries(tx, [{ userId: member!.userId, kind: 'adjust', points: night * 3, reason: 'adjustment' }]));
    const stays = await Promise.all(
      [260, 270].map(
        async (offset) =>
          (
            await call<Reservation>(apis[0]!, 'POST', '/reservations', {
              body: { roomTypeId: alpine.id, checkIn: addDays(today, offset), checkOut: addDays(today, offset + 1), guests: 2, ratePlan: 'points' },
              headers: bearer(member!.token),
            })
          ).body,
      ),
    );
    expect(await balanceOf(db, member!.userId)).toBe(night);
    const answers = await Promise.all(
      stays.map((s, i) =>
        call(apis[i % apis.length]!, 'PATCH', `/reservations/${s._id}`, { body: { checkOut: addDays(s.checkIn, 2) }, headers: bearer(member!.token) }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toEqual({ error: 'Not enough points', details: { ratePlan: 'Not enough points' } });
    expect(await balanceOf(db, member!.userId)).toBe(0);
    expect(await sumOfEntries(db, member!.userId)).toBe(0);
    expect(await miscounted()).toBe(0);
  });
});
