import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, call, openTestApis, signUpGuests } from '~/api/testHelpers.server';
import { hotels, spaTreatments, venues } from '~/db/schema';
import { addDays, utcDay } from '~/domain/stay';
import { localNow } from '~/domain/hotelClock';

/**
 * No slot past its capacity under concurrent bookings (docs/decisions/0032). On PostgreSQL the
 * bookings go through two API instances, each with its own connection pool, as two server
 * processes on one database would; on PGlite through the one instance the embedded database allows.
 */
const clock = new Date(`${addDays(utcDay(), 1)}T09:00:00Z`);
const { database, apis } = await openTestApis({ now: () => clock });

async function guests(count: number): Promise<string[]> {
  return (await signUpGuests(apis[0]!, count, 'table')).map((guest) => guest.token);
}

async function venue(hotelSlug: string, slug: string) {
  const [row] = await database.db
    .select({ id: venues.id, capacity: venues.capacity, timeZone: hotels.timeZone })
    .from(venues)
    .innerJoin(hotels, eq(hotels.id, venues.hotelId))
    .where(and(eq(hotels.slug, hotelSlug), eq(venues.slug, slug)));
  return row!;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const backend = process.env.DATABASE_URL ? 'PostgreSQL, two app instances' : 'PGlite';

describe(`concurrent bookings (${backend})`, () => {
  it('the last N covers of a slot and N + 10 parties of one at once: exactly N get 201, the rest 409', async () => {
    const grill = await venue('golden-dunes-casino-resort', 'saffron-and-sea');
    const date = addDays(localNow(grill.timeZone, clock).date, 14);
    const slot = { venueId: grill.id, date, time: '20:00' };
    // Two large parties first: N covers are left.
    const [a, b] = await guests(2);
    for (const token of [a!, b!])
      expect((await call(apis[0]!, 'POST', '/bookings', { body: { ...slot, party: 10 }, headers: bearer(token) })).status).toBe(201);
    const left = grill.capacity - 20;
    expect(left).toBeGreaterThan(1);

    const tokens = await guests(left + 10);
    const answers = await Promise.all(
      tokens.map((token, i) => call(apis[i % apis.length]!, 'POST', '/bookings', { body: { ...slot, party: 1 }, headers: bearer(token) })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(left);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    const [held] = rowsOf<{ covers: number; booked: number }>(
      await database.db.execute(sql`
        select (select sum(party)::int from bookings where venue_id = ${grill.id} and day = ${date} and start_time = '20:00' and status = 'confirmed') as covers,
               (select booked from venue_slots where venue_id = ${grill.id} and day = ${date} and slot = '20:00') as booked`),
    );
    expect(held).toEqual({ covers: grill.capacity, booked: grill.capacity });
  });

  it('a spa with 2 therapists and overlapping 90-minute treatments never holds 3 at once', async () => {
    const spa = await venue('celtic-fortune-casino-resort', 'heather-spa');
    expect(spa.capacity).toBe(2);
    const [stone] = await database.db
      .select({ id: spaTreatments.id, minutes: spaTreatments.durationMinutes })
      .from(spaTreatments)
      .where(and(eq(spaTreatments.venueId, spa.id), eq(spaTreatments.name, 'Highland Hot Stone Massage')));
    expect(stone!.minutes).toBe(90);
    const date = addDays(localNow(spa.timeZone, clock).date, 21);
    const starts = ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30'];
    const tokens = await guests(30);
    const answers = await Promise.all(
      tokens.map((token, i) =>
        call(apis[i % apis.length]!, 'POST', '/bookings', {
          body: { venueId: spa.id, date, time: starts[(i * 7) % starts.length], party: 1, treatmentId: stone!.id },
          headers: bearer(token),
        }),
      ),
    );
    expect(answers.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const made = answers.filter((r) => r.status === 201).length;
    expect(made).toBeGreaterThanOrEqual(2);
    // At every half hour of the day, at most two treatments run, and each slot's count is exactly theirs.
    const [worst] = rowsOf<{ most: number }>(
      await database.db.execute(sql`
        select max(n)::int as most from (
          select count(b.id) as n from generate_series(timestamp '2000-01-01 09:00', timestamp '2000-01-01 18:30', interval '30 minutes') as t(at)
          left join bookings b on b.venue_id = ${spa.id} and b.day = ${date} and b.status = 'confirmed'
            and b.start_time <= t.at::time and b.end_time > t.at::time
          group by t.at) as per_slot`),
    );
    expect(worst!.most).toBe(2);
    const [drift] = rowsOf<{ n: number }>(
      await database.db.execute(sql`
        select count(*)::int as n from venue_slots s
        where s.venue_id = ${spa.id} and s.day = ${date} and s.booked <> (select count(*) from bookings b where b.venue_id = s.venue_id
          and b.day = s.day and b.status = 'confirmed' and b.start_time <= s.slot and b.end_time > s.slot)`),
    );
    expect(drift!.n).toBe(0);
    console.info(`venues concurrency (${backend}): ${made} of 30 overlapping 90-minute treatments booked on a 2-therapist spa`);
  });
});
