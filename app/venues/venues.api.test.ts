import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, call, createTestApi, newAccount, type TestApi } from '~/api/testHelpers.server';
import type { DatabaseHandle } from '~/db/client.server';
import { auditLog, bookings, hotels, spaTreatments, users, venues } from '~/db/schema';
import { createTestDatabase } from '~/db/testDatabase.server';
import { addDays, utcDay } from '~/reservations/stay';
import { isoWeekday, localNow } from './hotelClock';
import type { Booking, StaffBooking } from './booking';
import type { FreeSlot } from './slots.server';
import type { Venue } from './venues.server';

/**
 * The venues' API on a real database, with the hotels' clock set by each test: `clock` is the
 * instant the API takes as now (never a sleep).
 */
let database: DatabaseHandle;
let api: TestApi;
let clock = new Date();
beforeAll(async () => {
  database = await createTestDatabase();
  api = createTestApi({ ...database, now: () => clock });
});
afterAll(() => database?.close());

/** Tomorrow (UTC) at this UTC time: far from any test's "today" in the past. */
const tomorrow = addDays(utcDay(), 1);
const setClock = (utcTime: string, day = tomorrow) => (clock = new Date(`${day}T${utcTime}Z`));
beforeEach(() => setClock('09:00:00'));

async function signUp(role?: 'admin' | 'concierge' | 'editor') {
  const { body } = await call<{ token: string; user: { _id: string; username: string } }>(api, 'POST', '/auth/signup', { body: newAccount(role ?? 'guest') });
  if (role) await database.db.update(users).set({ role }).where(eq(users.id, body.user._id));
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

describe('the demo venues', () => {
  it('give every demo hotel its IANA zone, 2-3 restaurants and one spa of 4-6 treatments and 2-4 therapists', async () => {
    const rows = (
      (await database.db.execute(sql`
        select h.slug, h.time_zone as "timeZone",
          count(*) filter (where v.kind = 'restaurant')::int as restaurants,
          count(*) filter (where v.kind = 'spa')::int as spas,
          max(v.capacity) filter (where v.kind = 'spa')::int as therapists,
          (select count(*)::int from spa_treatments t join venues s on s.id = t.venue_id where s.hotel_id = h.id) as treatments
        from hotels h join venues v on v.hotel_id = h.id group by h.id order by h.slug`)) as unknown as {
        rows: { slug: string; timeZone: string; restaurants: number; spas: number; therapists: number; treatments: number }[];
      }
    ).rows;
    expect(Object.fromEntries(rows.map((r) => [r.slug, r.timeZone]))).toEqual({
      'alpine-gold-casino-lodge': 'Europe/Zurich',
      'celtic-fortune-casino-resort': 'Europe/London',
      'golden-dunes-casino-resort': 'Asia/Dubai',
      'mediterranean-grand-casino-spa': 'Europe/Rome',
      'nordic-star-casino-hotel': 'America/Anchorage',
      'royal-palace-casino-resort': 'Asia/Singapore',
    });
    for (const row of rows) {
      expect(row.restaurants, row.slug).toBeGreaterThanOrEqual(2);
      expect(row.restaurants, row.slug).toBeLessThanOrEqual(3);
      expect(row.spas, row.slug).toBe(1);
      expect(row.therapists, row.slug).toBeGreaterThanOrEqual(2);
      expect(row.therapists, row.slug).toBeLessThanOrEqual(4);
      expect(row.treatments, row.slug).toBeGreaterThanOrEqual(4);
      expect(row.treatments, row.slug).toBeLessThanOrEqual(6);
    }
  });

  it('refuse a treatment that does not fill whole slots, in the database itself', async () => {
    const spa = await venue('celtic-fortune-casino-resort', 'heather-spa');
    await expect(database.db.insert(spaTreatments).values({ venueId: spa.id, name: 'Odd', durationMinutes: 45, price: 10 })).rejects.toThrow();
    const grill = await venue('celtic-fortune-casino-resort', 'castle-rock-grill');
    await expect(database.db.insert(spaTreatments).values({ venueId: grill.id, name: 'Steak', durationMinutes: 60, price: 10 })).rejects.toThrow();
    // A booking's treatment is one of its own venue's: a table with a massage cannot be stored.
    const [anyone] = await database.db.select({ id: users.id }).from(users).limit(1);
    const massage = await treatment(spa.id, 'Deep Tissue Massage');
    const row = { reference: 'AUB-TEST00', userId: anyone!.id, day: '2030-01-01', startTime: '12:00', endTime: '13:00', party: 1, treatmentId: massage };
    await expect(database.db.insert(bookings).values({ ...row, venueId: grill.id })).rejects.toThrow();
  });
});

describe('GET /api/venues', () => {
  it('lists every hotel’s venues, a spa with its treatments in the hotel’s currency, a restaurant without', async () => {
    const res = await call<Venue[]>(api, 'GET', '/venues');
    expect(res.status).toBe(200);
    expect(new Set(res.body.map((v) => v.hotel.slug)).size).toBe(6);
    const spa = res.body.find((v) => v.slug === 'alpine-spring-spa')!;
    expect(spa).toMatchObject({
      kind: 'spa',
      name: 'Alpine Spring Spa',
      maxParty: 2,
      cuisine: null,
      hotel: { slug: 'alpine-gold-casino-lodge', timeZone: 'Europe/Zurich' },
    });
    expect(spa.treatments![0]).toMatchObject({ name: 'Alpine Herb Massage', durationMinutes: 60, price: 210, currency: 'CHF' });
    expect(spa.treatments![0]!._id).toBeTruthy();
    const chalet = res.body.find((v) => v.slug === 'le-chalet')!;
    expect(chalet).toMatchObject({
      kind: 'restaurant',
      cuisine: 'Fondue and raclette',
      closedOn: ['Monday', 'Tuesday'],
      sittings: [{ name: 'Dinner', opens: '18:30', closes: '22:00' }],
    });
    expect(chalet).not.toHaveProperty('treatments');
    expect(chalet).not.toHaveProperty('capacity');
  });

  it('filters by hotel and by kind; an unknown hotel is a 404, a bad kind a 400', async () => {
    const one = await call<Venue[]>(api, 'GET', '/venues?hotel=royal-palace-casino-resort');
    expect(one.body.map((v) => v.slug)).toEqual(['jade-pavilion', 'the-verandah', 'marina-grill', 'orchid-spa']);
    const spas = await call<Venue[]>(api, 'GET', '/venues?kind=spa');
    expect(spas.body).toHaveLength(6);
    expect(spas.body.every((v) => v.kind === 'spa')).toBe(true);
    expect((await call<Venue[]>(api, 'GET', '/venues?hotel=royal-palace-casino-resort&kind=restaurant')).body).toHaveLength(3);
    const unknown = await call<{ error: string }>(api, 'GET', '/venues?hotel=no-such-hotel');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Hotel not found');
    expect((await call(api, 'GET', '/venues?kind=bar')).status).toBe(400);
  });
});

describe('GET /api/venues/{id}/slots', () => {
  it('answers a restaurant’s starts in the hotel’s time with its free covers', async () => {
    const grill = await venue('celtic-fortune-casino-resort', 'castle-rock-grill');
    const res = await slots(grill.id, { date: hotelDay(grill.timeZone, 3), party: 2 });
    expect(res.status).toBe(200);
    // Lunch 12:00-14:30 and dinner 18:00-22:00 on a 30-minute grid, the last slot ending at the close.
    expect(res.body.map((s) => s.time)).toEqual([
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
    ]);
    expect(res.body.every((s) => s.available === grill.capacity)).toBe(true);
  });

  it('follows the hotel’s clock: where it is evening no earlier slot is left today, where it is morning lunch still is', async () => {
    setClock('11:10:00'); // 19:10 in Singapore; 11:10-13:10 in Rome, by the season
    const jade = await venue('royal-palace-casino-resort', 'jade-pavilion');
    expect(localNow(jade.timeZone, clock).minutes).toBe(19 * 60 + 10);
    const evening = await slots(jade.id, { date: hotelDay(jade.timeZone), party: 2 });
    expect(evening.status).toBe(200);
    expect(evening.body.map((s) => s.time)).toEqual(['19:30', '20:00', '20:30', '21:00', '21:30']);
    // Tomorrow there, the whole day.
    expect((await slots(jade.id, { date: hotelDay(jade.timeZone, 1), party: 2 })).body[0]!.time).toBe('11:30');

    setClock('08:00:00'); // 09:00 or 10:00 in Sanremo
    const terrazza = await venue('mediterranean-grand-casino-spa', 'terrazza-dei-fiori');
    const morning = await slots(terrazza.id, { date: hotelDay(terrazza.timeZone), party: 2 });
    expect(morning.body[0]!.time).toBe('12:30');
  });

  it('takes "today" from the hotel: the same UTC day is already past in Singapore and still today in Alaska', async () => {
    setClock('02:00:00'); // 10:00 in Singapore; 17:00 or 18:00 the evening before in Anchorage
    const jade = await venue('royal-palace-casino-resort', 'jade-pavilion');
    const aurora = await venue('nordic-star-casino-hotel', 'aurora-dining-room');
    const yesterdayUtc = addDays(tomorrow, -1);
    expect(hotelDay(aurora.timeZone)).toBe(yesterdayUtc);
    const past = await slots(jade.id, { date: yesterdayUtc, party: 2 });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ error: 'The date cannot be in the past', details: { date: 'The date cannot be in the past' } });
    const alaska = await slots(aurora.id, { date: yesterdayUtc, party: 2 });
    expect(alaska.status).toBe(200);
    expect(alaska.body.length).toBeGreaterThan(0);
    const there = localNow(aurora.timeZone, clock).minutes; // 17:00 or 18:00
    expect(alaska.body.every((s) => Number(s.time.slice(0, 2)) * 60 + Number(s.time.slice(3)) > there)).toBe(true);
  });

  it('answers a closed day with an empty list', async () => {
    const chalet = await venue('alpine-gold-casino-lodge', 'le-chalet');
    const monday = nextWeekday(hotelDay(chalet.timeZone, 1), 1);
    const closed = await slots(chalet.id, { date: monday, party: 2 });
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual([]);
    expect((await slots(chalet.id, { date: addDays(monday, 1), party: 2 })).body).toEqual([]);
    expect((await slots(chalet.id, { date: addDays(monday, 2), party: 2 })).body.length).toBeGreaterThan(0);
  });

  it('gives a spa’s starts for the treatment’s whole length before the spa closes', async () => {
    const spa = await venue('celtic-fortune-casino-resort', 'heather-spa');
    const stone = await treatment(spa.id, 'Highland Hot Stone Massage');
    const res = await slots(spa.id, { date: hotelDay(spa.timeZone, 5), party: 1, treatment: stone });
    expect(res.status).toBe(200);
    // 09:00-19:00: a 90-minute treatment starts at 17:30 at the latest.
    expect(res.body[0]).toEqual({ time: '09:00', available: 2 });
    expect(res.body.at(-1)).toEqual({ time: '17:30', available: 2 });
    expect(res.body).toHaveLength(18);
  });

  it.each([
    [{ party: 2 }, 'Please choose a date', 'date'],
    [{ date: '2027-02-30', party: 2 }, 'The date must be written YYYY-MM-DD', 'date'],
    [{ date: 'far', party: 2 }, 'The date must be written YYYY-MM-DD', 'date'],
    [{ days: 181, party: 2 }, 'The date must be within 180 days from today', 'date'],
    [{ days: 1, party: 0 }, 'Party must be a whole number from 1 to 6', 'party'],
    [{ days: 1, party: 7 }, 'Party must be a whole number from 1 to 6', 'party'],
    [{ days: 1, party: 'two' }, 'Party must be a whole number from 1 to 6', 'party'],
    [{ days: 1, party: 2, treatment: '00000000-0000-4000-8000-000000000000' }, 'Only a spa takes a treatment', 'treatment'],
  ])('refuses %j at a restaurant with 400: %s', async (query, message, field) => {
    const oyster = await venue('celtic-fortune-casino-resort', 'thistle-and-oyster');
    const { days, ...rest } = query as Record<string, string | number> & { days?: number };
    const res = await slots(oyster.id, { ...(days !== undefined && { date: hotelDay(oyster.timeZone, days) }), ...rest });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: message, details: { [field]: message } });
  });

  it('accepts the 180th day ahead; a spa needs one of its own treatments; an unknown venue is a 404', async () => {
    const spa = await venue('celtic-fortune-casino-resort', 'heather-spa');
    const other = await venue('alpine-gold-casino-lodge', 'alpine-spring-spa');
    const stone = await treatment(spa.id, 'Highland Hot Stone Massage');
    expect((await slots(spa.id, { date: hotelDay(spa.timeZone, 180), party: 1, treatment: stone })).status).toBe(200);
    expect((await slots(spa.id, { date: hotelDay(spa.timeZone, 2), party: 1 })).body.error).toBe('Please choose a treatment');
    const foreign = await slots(spa.id, { date: hotelDay(spa.timeZone, 2), party: 1, treatment: await treatment(other.id, 'Hay Bath') });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toBe('The Heather Spa has no such treatment');
    expect((await slots(spa.id, { date: hotelDay(spa.timeZone, 2), treatment: 'nope' })).status).toBe(400);
    expect((await slots('00000000-0000-4000-8000-000000000000', { date: tomorrow, party: 2 })).status).toBe(404);
    expect((await slots('nope', { date: tomorrow, party: 2 })).status).toBe(404);
  });
});

describe('POST /api/bookings', () => {
  it('books a table, confirmed at once, with a reference; the guest lists it', async () => {
    const guest = await signUp();
    const grill = await venue('celtic-fortune-casino-resort', 'castle-rock-grill');
    const date = hotelDay(grill.timeZone, 10);
    const res = await bookAs(guest.headers, { venueId: grill.id, date, time: '19:30', party: 4, note: 'An anniversary: a quiet table, please.' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'confirmed',
      venue: { _id: grill.id, kind: 'restaurant', name: 'Castle Rock Grill', hotel: { slug: 'celtic-fortune-casino-resort', timeZone: 'Europe/London' } },
      date,
      time: '19:30',
      endTime: '20:00',
      party: 4,
      note: 'An anniversary: a quiet table, please.',
      staffNote: null,
      cancelledAt: null,
    });
    expect(res.body).not.toHaveProperty('treatment');
    expect(res.body.reference).toMatch(/^AUB-[0-9A-HJKMNP-TV-Z]{6}$/);
    const left = await slots(grill.id, { date, party: 1 });
    expect(left.body.find((s) => s.time === '19:30')!.available).toBe(grill.capacity - 4);
    expect(left.body.find((s) => s.time === '20:00')!.available).toBe(grill.capacity);
    expect(await countsAgree()).toBe(true);
  });

  it('answers 401 signed out', async () => {
    const grill = await venue('celtic-fortune-casino-resort', 'castle-rock-grill');
    const body = { venueId: grill.id, date: hotelDay(grill.timeZone, 10), time: '19:30', party: 2 };
    expect((await bookAs({}, body)).status).toBe(401);
    expect((await bookAs(bearer('not-a-token'), body)).status).toBe(401);
  });

  it.each([
    [{ time: '19:15' }, 400, 'A table cannot begin at 19:15 at Castle Rock Grill. Please choose one of the times offered.'],
    [{ time: '22:00' }, 400, 'A table cannot begin at 22:00 at Castle Rock Grill. Please choose one of the times offered.'],
    [{ time: '7pm' }, 400, 'The time must be written HH:MM'],
    [{ party: 11 }, 400, 'Party must be a whole number from 1 to 10'],
    [{ party: 1.5 }, 400, 'Party must be a whole number'],
    [{ date: 'tomorrow' }, 400, 'The date must be written YYYY-MM-DD'],
    [{ days: -1 }, 400, 'The date cannot be in the past'],
    [{ days: 200 }, 400, 'The date must be within 180 days from today'],
    [{ note: 'x'.repeat(501) }, 400, 'The note must be at most 500 characters'],
    [{ note: 'bell\u0007' }, 400, 'The note may not hold control characters'],
    [{ treatmentId: '00000000-0000-4000-8000-000000000000' }, 400, 'Only a spa takes a treatment'],
    [{ venueId: '00000000-0000-4000-8000-000000000000' }, 404, 'Venue not found'],
    [{ venueId: 'nope' }, 404, 'Venue not found'],
  ])('refuses %j with %i', async (change, status, message) => {
    const guest = await signUp();
    const grill = await venue('celtic-fortune-casino-resort', 'castle-rock-grill');
    const { days = 12, ...rest } = change as Record<string, unknown> & { days?: number };
    const res = await bookAs(guest.headers, { venueId: grill.id, date: hotelDay(grill.timeZone, days), time: '19:30', party: 2, ...rest });
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(message);
  });

  it('refuses a closed day and a time already begun by the hotel’s clock', async () => {
    const guest = await signUp();
    const chalet = await venue('alpine-gold-casino-lodge', 'le-chalet');
    const tuesday = nextWeekday(hotelDay(chalet.timeZone, 1), 2);
    const closed = await bookAs(guest.headers, { venueId: chalet.id, date: tuesday, time: '19:00', party: 2 });
    expect(closed.status).toBe(400);
    expect(closed.body.error).toBe('Le Chalet is closed on Tuesdays');

    setClock('11:10:00'); // 19:10 in Singapore
    const jade = await venue('royal-palace-casino-resort', 'jade-pavilion');
    const today = hotelDay(jade.timeZone);
    const begun = await bookAs(guest.headers, { venueId: jade.id, date: today, time: '19:00', party: 2 });
    expect(begun.status).toBe(400);
    expect(begun.body.error).toBe('19:00 has already begun at Jade Pavilion. Please choose a later time.');
    expect((await bookAs(guest.headers, { venueId: jade.id, date: today, time: '19:30', party: 2 })).status).toBe(201);
  });

  it('fills a slot to its covers and no further: the next party is 409, a smaller one still fits', async () => {
    const oyster = await venue('celtic-fortune-casino-resort', 'thistle-and-oyster');
    expect(oyster).toMatchObject({ capacity: 20, maxParty: 6 });
    const date = nextWeekday(hotelDay(oyster.timeZone, 20), 5);
    for (let i = 0; i < 3; i++) expect((await bookAs((await signUp()).headers, { venueId: oyster.id, date, time: '20:00', party: 6 })).status).toBe(201);
    const full = await bookAs((await signUp()).headers, { venueId: oyster.id, date, time: '20:00', party: 3 });
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ error: 'Sorry, that time is no longer available. Please choose another time.' });
    expect((await bookAs((await signUp()).headers, { venueId: oyster.id, date, time: '20:00', party: 2 })).status).toBe(201);
    const after = await slots(oyster.id, { date, party: 1 });
    expect(after.body.map((s) => s.time)).not.toContain('20:00');
    expect(after.body.find((s) => s.time === '20:30')!.available).toBe(20);
    expect(await countsAgree()).toBe(true);
  });

  it('holds a therapist in every slot a treatment spans: two 90-minute treatments fill a 2-therapist spa', async () => {
    const spa = await venue('celtic-fortune-casino-resort', 'heather-spa');
    expect(spa.capacity).toBe(2);
    const stone = await treatment(spa.id, 'Highland Hot Stone Massage');
    const facial = await treatment(spa.id, 'Heather and Honey Facial');
    const date = hotelDay(spa.timeZone, 30);
    const first = await bookAs((await signUp()).headers, { venueId: spa.id, date, time: '10:00', party: 1, treatmentId: stone });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      time: '10:00',
      endTime: '11:30',
      treatment: { _id: stone, name: 'Highland Hot Stone Massage', durationMinutes: 90, price: 165, currency: 'GBP' },
    });
    expect((await bookAs((await signUp()).headers, { venueId: spa.id, date, time: '10:30', party: 1, treatmentId: stone })).status).toBe(201);
    // 11:00 is held by both; 11:30 is free again.
    expect((await bookAs((await signUp()).headers, { venueId: spa.id, date, time: '11:00', party: 1, treatmentId: facial })).status).toBe(409);
    expect((await bookAs((await signUp()).headers, { venueId: spa.id, date, time: '10:00', party: 1, treatmentId: facial })).status).toBe(409);
    // A 60-minute facial: free for both therapists at 09:00, for one where it meets a single massage, never across 10:30-11:00.
    const free = await slots(spa.id, { date, party: 1, treatment: facial });
    expect(free.body.slice(0, 4)).toEqual([
      { time: '09:00', available: 2 },
      { time: '09:30', available: 1 },
      { time: '11:30', available: 1 },
      { time: '12:00', available: 2 },
    ]);
    expect((await slots(spa.id, { date, party: 2, treatment: facial })).body.map((s) => s.time).slice(0, 2)).toEqual(['09:00', '12:00']);
    expect((await bookAs((await signUp()).headers, { venueId: spa.id, date, time: '12:00', party: 2, treatmentId: facial })).status).toBe(201);
    const late = await bookAs((await signUp()).headers, { venueId: spa.id, date, time: '18:00', party: 1, treatmentId: stone });
    expect(late.status).toBe(400); // would end after 19:00
    expect((await bookAs((await signUp()).headers, { venueId: spa.id, date, time: '12:00', party: 1 })).body.error).toBe('Please choose a treatment');
    expect(await countsAgree()).toBe(true);
  });
});

describe('a guest’s bookings', () => {
  it('lists the caller’s own, soonest first; someone else’s cannot be cancelled (404)', async () => {
    const [guest, other] = [await signUp(), await signUp()];
    const grill = await venue('celtic-fortune-casino-resort', 'castle-rock-grill');
    const spa = await venue('alpine-gold-casino-lodge', 'alpine-spring-spa');
    const later = await bookAs(guest.headers, { venueId: grill.id, date: hotelDay(grill.timeZone, 40), time: '12:30', party: 2 });
    const sooner = await bookAs(guest.headers, {
      venueId: spa.id,
      date: hotelDay(spa.timeZone, 35),
      time: '09:00',
      party: 1,
      treatmentId: await treatment(spa.id, 'Hay Bath'),
    });
    const sameDayEarlier = await bookAs(guest.headers, { venueId: grill.id, date: hotelDay(grill.timeZone, 40), time: '12:00', party: 2 });
    await bookAs(other.headers, { venueId: grill.id, date: hotelDay(grill.timeZone, 38), time: '12:00', party: 2 });
    const list = await call<Booking[]>(api, 'GET', '/bookings', { headers: guest.headers });
    expect(list.status).toBe(200);
    expect(list.body.map((b) => b._id)).toEqual([sooner.body._id, sameDayEarlier.body._id, later.body._id]);
    expect((await call(api, 'POST', `/bookings/${later.body._id}/cancel`, { headers: other.headers })).status).toBe(404);
    expect((await call(api, 'POST', '/bookings/nope/cancel', { headers: guest.headers })).status).toBe(404);
    expect((await call(api, 'GET', '/bookings')).status).toBe(401);
    expect((await call(api, 'POST', `/bookings/${later.body._id}/cancel`)).status).toBe(401);
  });

  it('cancels before the time begins and frees the covers at once; twice is a 409', async () => {
    const oyster = await venue('celtic-fortune-casino-resort', 'thistle-and-oyster');
    const date = nextWeekday(hotelDay(oyster.timeZone, 50), 6);
    const guests = await Promise.all([signUp(), signUp(), signUp(), signUp()]);
    const made = [];
    for (const guest of guests.slice(0, 3)) made.push(await bookAs(guest.headers, { venueId: oyster.id, date, time: '21:00', party: 6 }));
    expect((await bookAs(guests[3]!.headers, { venueId: oyster.id, date, time: '21:00', party: 6 })).status).toBe(409);
    const cancelled = await call<Booking>(api, 'POST', `/bookings/${made[0]!.body._id}/cancel`, { headers: guests[0]!.headers });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', staffNote: null });
    expect(cancelled.body.cancelledAt).toBe(clock.toISOString());
    expect((await slots(oyster.id, { date, party: 1 })).body.find((s) => s.time === '21:00')!.available).toBe(8);
    expect((await call(api, 'POST', `/bookings/${made[0]!.body._id}/cancel`, { headers: guests[0]!.headers })).status).toBe(409);
    expect((await bookAs(guests[3]!.headers, { venueId: oyster.id, date, time: '21:00', party: 6 })).status).toBe(201);
    expect(await countsAgree()).toBe(true);
  });

  it('cannot cancel once the time has begun by the hotel’s clock', async () => {
    setClock('06:00:00'); // 14:00 in Singapore
    const guest = await signUp();
    const jade = await venue('royal-palace-casino-resort', 'jade-pavilion');
    const today = hotelDay(jade.timeZone);
    const made = await bookAs(guest.headers, { venueId: jade.id, date: today, time: '19:00', party: 2 });
    expect(made.status).toBe(201);
    setClock('11:00:00'); // 19:00 there: begun
    const res = await call<{ error: string }>(api, 'POST', `/bookings/${made.body._id}/cancel`, { headers: guest.headers });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/already begun/);
  });
});

describe('the staff’s day sheet', () => {
  it('shows a venue’s day by time with party, guest and note to the concierge and admins only', async () => {
    const [guest, concierge, admin, editor] = [await signUp(), await signUp('concierge'), await signUp('admin'), await signUp('editor')];
    const grill = await venue('golden-dunes-casino-resort', 'al-majlis');
    const date = hotelDay(grill.timeZone, 60);
    const late = await bookAs(guest.headers, { venueId: grill.id, date, time: '21:00', party: 5, note: 'No nuts, please.' });
    const early = await bookAs(guest.headers, { venueId: grill.id, date, time: '12:30', party: 2 });
    const path = `/staff/bookings?venue=${grill.id}&date=${date}`;
    expect((await call(api, 'GET', path)).status).toBe(401);
    expect((await call(api, 'GET', path, { headers: guest.headers })).status).toBe(403);
    expect((await call(api, 'GET', path, { headers: editor.headers })).status).toBe(403);
    const sheet = await call<StaffBooking[]>(api, 'GET', path, { headers: concierge.headers });
    expect(sheet.status).toBe(200);
    expect(sheet.body.map((b) => b._id)).toEqual([early.body._id, late.body._id]);
    expect(sheet.body[1]).toMatchObject({ time: '21:00', party: 5, note: 'No nuts, please.', guest: { _id: guest.id, username: guest.username } });
    expect((await call(api, 'GET', path, { headers: admin.headers })).status).toBe(200);
    expect((await call(api, 'GET', `/staff/bookings?venue=${grill.id}`, { headers: admin.headers })).status).toBe(400);
    expect((await call(api, 'GET', `/staff/bookings?venue=${grill.id}&date=2027-02-30`, { headers: admin.headers })).status).toBe(400);
    expect((await call(api, 'GET', `/staff/bookings?date=${date}`, { headers: admin.headers })).status).toBe(400);
    expect((await call(api, 'GET', `/staff/bookings?venue=00000000-0000-4000-8000-000000000000&date=${date}`, { headers: admin.headers })).status).toBe(404);
  });

  it('cancels with a note the guest reads, audited in the same transaction; a guest cannot use it', async () => {
    const [guest, concierge] = [await signUp(), await signUp('concierge')];
    const spa = await venue('golden-dunes-casino-resort', 'dunes-hammam-and-spa');
    const made = await bookAs(guest.headers, {
      venueId: spa.id,
      date: hotelDay(spa.timeZone, 61),
      time: '15:00',
      party: 2,
      treatmentId: await treatment(spa.id, 'Royal Hammam Ritual'),
    });
    expect(made.status).toBe(201);
    const path = `/staff/bookings/${made.body._id}/cancel`;
    expect((await call(api, 'POST', path, { headers: guest.headers, body: {} })).status).toBe(403);
    expect((await call(api, 'POST', path, { headers: concierge.headers, body: { note: 'x'.repeat(1001) } })).status).toBe(400);
    const res = await call<StaffBooking>(api, 'POST', path, {
      headers: concierge.headers,
      body: { note: 'The hammam is closed for repairs that day; we are sorry.' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', staffNote: 'The hammam is closed for repairs that day; we are sorry.' });
    const seen = await call<Booking[]>(api, 'GET', '/bookings', { headers: guest.headers });
    expect(seen.body[0]).toMatchObject({ status: 'cancelled', staffNote: 'The hammam is closed for repairs that day; we are sorry.' });
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'booking'), eq(auditLog.entityId, made.body._id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'booking.cancelled', actorId: concierge.id, before: { status: 'confirmed' }, after: { status: 'cancelled' } });
    expect((await call(api, 'POST', path, { headers: concierge.headers })).status).toBe(409);
    expect((await call(api, 'POST', '/staff/bookings/00000000-0000-4000-8000-000000000000/cancel', { headers: concierge.headers })).status).toBe(404);
    expect(await countsAgree()).toBe(true);
  });
});

describe('the guest’s account', () => {
  it('carries the bookings in the data copy; deleting the account cancels those not begun and frees their covers', async () => {
    const guest = await signUp();
    const oyster = await venue('celtic-fortune-casino-resort', 'thistle-and-oyster');
    const date = nextWeekday(hotelDay(oyster.timeZone, 70), 3);
    const made = await bookAs(guest.headers, { venueId: oyster.id, date, time: '18:00', party: 6, note: 'Window, please.' });
    expect(made.status).toBe(201);
    const copy = await call<{ bookings: Booking[] }>(api, 'GET', '/account/export', { headers: guest.headers });
    expect(copy.body.bookings).toMatchObject([{ _id: made.body._id, reference: made.body.reference, note: 'Window, please.' }]);
    const deleted = await call(api, 'POST', '/account/delete', { headers: guest.headers, body: { password: 'velvet-rope-midnight-42', confirm: 'DELETE' } });
    expect(deleted.status).toBe(204);
    expect((await slots(oyster.id, { date, party: 1 })).body.find((s) => s.time === '18:00')!.available).toBe(20);
    const concierge = await signUp('concierge');
    const sheet = await call<StaffBooking[]>(api, 'GET', `/staff/bookings?venue=${oyster.id}&date=${date}`, { headers: concierge.headers });
    expect(sheet.body.find((b) => b._id === made.body._id)).toMatchObject({ status: 'cancelled', guest: null });
    expect(await countsAgree()).toBe(true);
  });
});
