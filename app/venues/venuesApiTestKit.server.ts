import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach } from 'vitest';
import { bearer, call, createTestApi, makeStaff, newAccount } from '~/api/testHelpers.server';
import { hotels, spaTreatments, venues } from '~/db/schema';
import { createTestDatabase } from '~/db/testDatabase.server';
import { addDays, utcDay } from '~/domain/stay';
import type { Booking } from './booking';
import { isoWeekday, localNow } from '~/domain/hotelClock';
import type { FreeSlot } from './slots.server';

/** Tomorrow (UTC) at this UTC time: far from any test's "today" in the past. */
export const tomorrow = addDays(utcDay(), 1);

/**
 * The venues' API on a real database, with the hotels' clock set by each test: `clock()` is the
 * instant the API takes as now (never a sleep), 09:00 UTC tomorrow as each test begins. For the
 * venues.*.api.test.ts files: `const { database, api, clock, ... } = await openVenuesTestApi();`.
 */
export async function openVenuesTestApi() {
  let clock = new Date();
  const database = await createTestDatabase();
  afterAll(() => database.close());
  const api = createTestApi({ ...database, now: () => clock });
  const setClock = (utcTime: string, day = tomorrow) => (clock = new Date(`${day}T${utcTime}Z`));
  beforeEach(() => setClock('09:00:00'));

  async function signUp(role?: 'admin' | 'concierge' | 'editor') {
    const { body } = await call<{ token: string; user: { _id: string; username: string } }>(api, 'POST', '/auth/signup', { body: newAccount(role ?? 'guest') });
    if (role) await makeStaff(database.db, body.user._id, role);
    return { id: body.user._id, username: body.user.username, headers: bearer(body.token) };
  }

  async function venue(hotelSlug: string, slug: string) {
    const [row] = await database.db
      .select({ id: venues.id, capacity: venues.capacity, maxParty: venues.maxParty, timeZone: hotels.timeZone })
      .from(venues)
      .innerJoin(hotels, eq(hotels.id, venues.hotelId))
      .where(and(eq(hotels.slug, hotelSlug), eq(venues.slug, slug)));
    return row!;
  }

  async function treatment(venueId: string, name: string) {
    const [row] = await database.db
      .select({ id: spaTreatments.id })
      .from(spaTreatments)
      .where(and(eq(spaTreatments.venueId, venueId), eq(spaTreatments.name, name)));
    return row!.id;
  }

  /** The hotel's today by the test's clock, and a day `n` after it. */
  const hotelDay = (timeZone: string, n = 0) => addDays(localNow(timeZone, clock).date, n);
  /** The first day from `from` falling on an ISO weekday (1 Monday … 7 Sunday). */
  const nextWeekday = (from: string, weekday: number) => addDays(from, (weekday - isoWeekday(from) + 7) % 7);

  const slots = (venueId: string, query: Record<string, string | number>) =>
    call<FreeSlot[] & { error?: string; details?: Record<string, string> }>(
      api,
      'GET',
      `/venues/${venueId}/slots?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    );
  const bookAs = (headers: Record<string, string>, body: Record<string, unknown>) =>
    call<Booking & { error: string; details?: Record<string, string> }>(api, 'POST', '/bookings', { body, headers });

  /** Every slot row's count equals the parties of the confirmed bookings spanning it. */
  async function countsAgree() {
    const result = await database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from venue_slots s
      where s.booked <> coalesce((select sum(b.party) from bookings b where b.venue_id = s.venue_id and b.day = s.day
        and b.status = 'confirmed' and b.start_time <= s.slot and b.end_time > s.slot), 0)`);
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n === 0;
  }

  return { database, api, clock: () => clock, setClock, signUp, venue, treatment, hotelDay, nextWeekday, slots, bookAs, countsAgree };
}
