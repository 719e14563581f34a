import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, call, openTestApis, signUpGuests } from '~/api/testHelpers.server';
import { hotels, reservations, roomTypes } from '~/db/schema';
import { addDays, utcDay } from '~/domain/stay';

/**
 * No overbooking under concurrent requests. On PostgreSQL the requests go through two API
 * instances, each with its own connection pool, as two server processes on one database would; on
 * PGlite through the one instance the embedded database allows.
 */
const { database, apis } = await openTestApis();

async function guests(count: number): Promise<string[]> {
  return (await signUpGuests(apis[0]!, count, 'rush')).map((guest) => guest.token);
}

async function roomTypeId(hotelSlug: string, name: string): Promise<{ id: string; inventory: number }> {
  const [row] = await database.db
    .select({ id: roomTypes.id, inventory: roomTypes.inventory })
    .from(roomTypes)
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .where(and(eq(hotels.slug, hotelSlug), eq(roomTypes.name, name)));
  return row!;
}

const today = utcDay();

describe(`concurrent reservation requests (${process.env.DATABASE_URL ? 'PostgreSQL, two app instances' : 'PGlite'})`, () => {
  it('N free rooms and N + 20 simultaneous requests for the same nights: exactly N get 201, the rest 409', async () => {
    const room = await roomTypeId('alpine-gold-casino-lodge', 'Engadin Family Suite');
    const free = room.inventory;
    expect(free).toBeGreaterThan(1);
    const tokens = await guests(free + 20);
    const stay = { roomTypeId: room.id, checkIn: addDays(today, 200), checkOut: addDays(today, 204), guests: 4 };
    const answers = await Promise.all(tokens.map((token, i) => call(apis[i % apis.length]!, 'POST', '/reservations', { body: stay, headers: bearer(token) })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(free);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20);
    const rows = await database.db.select({ id: reservations.id }).from(reservations).where(eq(reservations.roomTypeId, room.id));
    expect(rows).toHaveLength(free);
  });

  it('overlapping stays of every length on a single suite never hold the same night twice', async () => {
    const suite = await roomTypeId('celtic-fortune-casino-resort', "Laird's Suite");
    expect(suite.inventory).toBe(1);
    const tokens = await guests(24);
    const answers = await Promise.all(
      tokens.map((token, i) => {
        const start = 220 + ((i * 7) % 12);
        const stay = { roomTypeId: suite.id, checkIn: addDays(today, start), checkOut: addDays(today, start + 1 + (i % 4)), guests: 2 };
        return call(apis[i % apis.length]!, 'POST', '/reservations', { body: stay, headers: bearer(token) });
      }),
    );
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    expect(answers.some((a) => a.status === 201)).toBe(true);
    const overlaps = await database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from reservations a join reservations b
        on a.room_type_id = b.room_type_id and a.id < b.id and a.check_in < b.check_out and b.check_in < a.check_out
      where a.room_type_id = ${suite.id} and a.status in ('requested', 'confirmed') and b.status in ('requested', 'confirmed')`);
    expect((overlaps as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    const counts = await database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from room_nights n
      where n.room_type_id = ${suite.id} and n.booked <> (select count(*) from reservations r where r.room_type_id = n.room_type_id
        and r.status in ('requested', 'confirmed') and r.check_in <= n.night and r.check_out > n.night)`);
    expect((counts as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
