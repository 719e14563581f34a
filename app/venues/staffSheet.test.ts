import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { STAFF_NOTE_MAX } from '~/reservations/staffNote';
import { addDays } from '~/domain/stay';
import { auditLog, hotels, outbox, users, venues } from '~/db/schema';
import { createTestDatabase } from '~/db/testDatabase.server';
import { localNow } from '~/domain/hotelClock';
import { cancelFromForm, VENUE_HOTELS_PER_PAGE, venueSheet, venuesByHotel, type CancelActionData } from './staffSheet.server';
import { book } from './bookings.server';
import { freeSlots } from './slots.server';

const database = await createTestDatabase();
afterAll(() => database.close());
const { db } = database;
const now = new Date();
const [desk] = await db.insert(users).values({ username: 'venuedesk', email: 'venue-desk@example.com', role: 'concierge' }).returning();
const [guest] = await db.insert(users).values({ username: 'venueguest', email: 'venue-guest@example.com' }).returning();
const staff = { _id: desk!.id, username: desk!.username };

async function venueId(hotelSlug: string, slug: string) {
  const [row] = await db
    .select({ id: venues.id, timeZone: hotels.timeZone })
    .from(venues)
    .innerJoin(hotels, eq(hotels.id, venues.hotelId))
    .where(and(eq(hotels.slug, hotelSlug), eq(venues.slug, slug)));
  return row!;
}

/** A table for two `days` ahead of the hotel's today, at its first free time (a closed day is skipped). */
async function bookTable(venue: { id: string; timeZone: string }, days: number, note = 'Window seat, please') {
  for (let day = days; day < days + 7; day++) {
    const date = addDays(localNow(venue.timeZone, now).date, day);
    const free = await freeSlots(db, venue.id, { date, party: 2 }, now);
    if (!free.ok || free.value.length === 0) continue;
    const made = await book(db, { _id: guest!.id }, { venueId: venue.id, date, time: free.value[0]!.time, party: 2, note }, now);
    if (!made.ok) throw new Error(made.error);
    return made.value;
  }
  throw new Error('no free table');
}

/** The day sheet's cancel form, as a browser posts it. */
async function post(venue: string, fields: Record<string, string>) {
  const request = new Request(`http://localhost/studio/venues/${venue}`, { method: 'POST', body: new URLSearchParams(fields) });
  const answer = (await cancelFromForm(db, staff, venue, request, now, { origin: 'https://aurelia.test', locale: 'en' })) as unknown as {
    data: CancelActionData;
    init: ResponseInit | null;
  };
  return { status: answer.init?.status ?? 200, data: answer.data };
}

/** What a loader threw: `data(...)` with its status. */
async function thrown(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return { status: (error as { init: ResponseInit }).init.status, data: (error as { data: unknown }).data };
  }
  throw new Error('nothing thrown');
}

describe('the venues list', () => {
  it('groups every venue by hotel with the hotel’s own today', async () => {
    const { hotels: groups, hasNext } = await venuesByHotel(db, now);
    expect(groups).toHaveLength(6);
    expect(hasNext).toBe(false);
    for (const group of groups) {
      expect(group.today).toBe(localNow(group.hotel.timeZone, now).date);
      expect(group.venues.filter((v) => v.kind === 'spa')).toHaveLength(1);
    }
  });

  it('beyond a thousand venues: pages of hotels, each hotel once, and a search that finds the last', async () => {
    // 70 hotels of 15 venues each (1,050 venues) after the demo's, rated below them, the last lowest.
    const own = await createTestDatabase();
    try {
      await own.db.execute(sql`insert into hotels (slug, name, country, city, street_address, description, image, room_count, price_min, price_max,
          currency, time_zone, total_gaming_space, number_of_tables, number_of_slots, restaurants, vip_lounges, is_open_all_day, year_established, dresscode)
        select 'paging-hotel-' || g, 'Paging Hotel ' || lpad(g::text, 3, '0'), 'Norway', 'Tromsø', 'Storgata ' || g, 'A hotel of many venues.',
          '/images/hotels/x.svg', 50, 100, 200, 'EUR', 'Europe/Oslo', 100, 5, 50, 1, 1, true, 2000, 'Smart'
        from generate_series(1, 70) g`);
      await own.db.execute(sql`insert into venues (hotel_id, kind, slug, name, cuisine, description, slot_minutes, capacity, max_party, position)
        select h.id, 'restaurant', 'room-' || n, 'Dining Room ' || n, 'Nordic', 'A room.', 30, 10, 4, n
        from hotels h cross join generate_series(1, 15) n where h.slug like 'paging-hotel-%'`);
      await own.db.execute(sql`update hotels set name = 'Zz Farthest Lodge', city = 'Longyearbyen' where slug = 'paging-hotel-70'`);

      const seen: string[] = [];
      for (let page = 1; ; page++) {
        const { hotels: groups, hasNext } = await venuesByHotel(own.db, now, { page });
        expect(groups.length).toBeLessThanOrEqual(VENUE_HOTELS_PER_PAGE);
        seen.push(...groups.map((g) => g.hotel.name));
        if (!hasNext) break;
      }
      expect(seen).toHaveLength(76);
      expect(new Set(seen).size).toBe(76);
      expect(seen.at(-1)).toBe('Zz Farthest Lodge');

      for (const q of ['farthest', 'LONGYEARBYEN']) {
        const found = await venuesByHotel(own.db, now, { q });
        expect(found.hotels.map((g) => g.hotel.name)).toEqual(['Zz Farthest Lodge']);
        expect(found.hotels[0]!.venues).toHaveLength(15);
      }
      const norway = await venuesByHotel(own.db, now, { q: 'norway', page: 4 });
      expect(norway).toMatchObject({ hasNext: false });
      expect(norway.hotels).toHaveLength(70 - 3 * VENUE_HOTELS_PER_PAGE);
      // A pattern's own characters are text, not wildcards.
      expect((await venuesByHotel(own.db, now, { q: '%' })).hotels).toEqual([]);
    } finally {
      await own.close();
    }
  });
});

describe('the day sheet', () => {
  it('shows the hotel’s today by default and a day asked for, and refuses a bad date (400) or an unknown venue (404)', async () => {
    const grill = await venueId('celtic-fortune-casino-resort', 'castle-rock-grill');
    const booking = await bookTable(grill, 20);
    const today = await venueSheet(db, grill.id, new URL('http://x/studio/venues/x'), now);
    expect(today.date).toBe(localNow(grill.timeZone, now).date);
    const sheet = await venueSheet(db, grill.id, new URL(`http://x/studio/venues/x?date=${booking.date}`), now);
    expect(sheet).toMatchObject({ date: booking.date, previous: addDays(booking.date, -1), next: addDays(booking.date, 1) });
    expect(sheet.bookings.map((b) => b.reference)).toContain(booking.reference);
    expect(sheet.bookings.find((b) => b.reference === booking.reference)).toMatchObject({
      note: 'Window seat, please',
      guest: { email: 'venue-guest@example.com' },
    });

    for (const bad of ['2027-02-30', 'tomorrow', '2027-1-5']) {
      expect(await thrown(venueSheet(db, grill.id, new URL(`http://x/?date=${bad}`), now))).toMatchObject({ status: 400 });
    }
    expect(await thrown(venueSheet(db, '00000000-0000-4000-8000-000000000000', new URL('http://x/'), now))).toMatchObject({ status: 404 });
    expect(await thrown(venueSheet(db, 'not-a-uuid', new URL('http://x/'), now))).toMatchObject({ status: 404 });
  });
});

describe('the day sheet’s cancel form', () => {
  it('cancels with the note (CRLF as one line break), audited, and refuses a second time with 409', async () => {
    const grill = await venueId('celtic-fortune-casino-resort', 'castle-rock-grill');
    const booking = await bookTable(grill, 30);
    const answer = await post(grill.id, { id: booking._id, note: ' The kitchen is closed that night.\r\nWe are sorry. ' });
    expect(answer).toEqual({ status: 200, data: { ok: true, id: booking._id, message: `Booking ${booking.reference} cancelled` } });
    const sheet = await venueSheet(db, grill.id, new URL(`http://x/?date=${booking.date}`), now);
    expect(sheet.bookings.find((b) => b._id === booking._id)).toMatchObject({
      status: 'cancelled',
      staffNote: 'The kitchen is closed that night.\nWe are sorry.',
    });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, booking._id));
    expect(entry).toMatchObject({ action: 'booking.cancelled', actorId: staff._id });
    // The guest is told, with the note.
    const [mail] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, 'venue-guest@example.com'), eq(outbox.kind, 'booking-cancelled')));
    expect(mail?.subject).toMatch(new RegExp(`^Cancelled: Castle Rock Grill, .+ \\(${booking.reference}\\)$`));
    expect(mail?.text).toContain('A note from the concierge: The kitchen is closed that night.\nWe are sorry.');

    expect(await post(grill.id, { id: booking._id, note: 'again' })).toEqual({
      status: 409,
      data: { ok: false, id: booking._id, error: 'This booking is already cancelled', note: 'again' },
    });
  });

  it('cancels without a note, and answers 404 for another venue’s booking or an unknown one, 400 for a bad note', async () => {
    const grill = await venueId('celtic-fortune-casino-resort', 'castle-rock-grill');
    const other = await venueId('royal-palace-casino-resort', 'jade-pavilion');
    const booking = await bookTable(grill, 40);
    expect(await post(other.id, { id: booking._id })).toMatchObject({ status: 404, data: { error: 'Booking not found' } });
    expect(await post(grill.id, { id: '00000000-0000-4000-8000-000000000000' })).toMatchObject({ status: 404 });
    expect(await post(grill.id, {})).toMatchObject({ status: 404 });
    expect(await post(grill.id, { id: booking._id, note: 'bell\u0007' })).toMatchObject({
      status: 400,
      data: { error: 'The note may not hold control characters', note: 'bell\u0007' },
    });
    expect(await post(grill.id, { id: booking._id, note: 'x'.repeat(STAFF_NOTE_MAX + 1) })).toMatchObject({ status: 400 });
    expect(await post(grill.id, { id: booking._id })).toMatchObject({ status: 200, data: { ok: true } });
    const sheet = await venueSheet(db, grill.id, new URL(`http://x/?date=${booking.date}`), now);
    expect(sheet.bookings.find((b) => b._id === booking._id)).toMatchObject({ status: 'cancelled', staffNote: null });
  });
});
