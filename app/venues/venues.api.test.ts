import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '~/api/testHelpers.server';
import { bookings, spaTreatments, users } from '~/db/schema';
import { addDays } from '~/domain/stay';
import { localNow } from '~/domain/hotelClock';
import type { Venue } from './venues.server';
import { openVenuesTestApi, tomorrow } from './venuesApiTestKit.server';

/** The venues and their free times through the API, by the hotels' clocks (booking them: venues.bookings.api.test.ts). */
const { database, api, clock, setClock, venue, treatment, hotelDay, nextWeekday, slots } = await openVenuesTestApi();

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
    expect(localNow(jade.timeZone, clock()).minutes).toBe(19 * 60 + 10);
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
    const there = localNow(aurora.timeZone, clock()).minutes; // 17:00 or 18:00
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
