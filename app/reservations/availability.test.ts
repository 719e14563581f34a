import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { hotels, rateSeasons, roomNights, roomRateDays, roomTypes } from '~/db/schema';
import { createTestDatabase } from '~/db/testDatabase.server';
import { eq, sql } from 'drizzle-orm';
import { searchAvailability } from './availabilitySearch.server';
import { addDays, daysBetween, utcDay, type Stay } from '~/domain/stay';

/**
 * searchAvailability against a plain reading of the tables: the one query (a prepared statement,
 * ADR 0037) must list exactly the hotels with a fitting room type free on every night, best rated
 * first then by name, each hotel's rooms in its own order, paged by hotel.
 */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const today = utcDay();
const stayAt = (offset: number, nights: number, guests: number): Stay => ({
  checkIn: addDays(today, offset),
  checkOut: addDays(today, offset + nights),
  guests,
  nights,
});

/** What the search must answer, worked out in JavaScript from every row of the three tables. */
async function expected(stay: Stay, { limit = 20, offset = 0, hotelSlug }: { limit?: number; offset?: number; hotelSlug?: string } = {}) {
  const db = database.db;
  const [allHotels, allRooms, allNights] = await Promise.all([db.select().from(hotels), db.select().from(roomTypes), db.select().from(roomNights)]);
  const busiest = (roomTypeId: string) =>
    Math.max(0, ...allNights.filter((n) => n.roomTypeId === roomTypeId && n.night >= stay.checkIn && n.night < stay.checkOut).map((n) => n.booked));
  const byRating = [...allHotels].sort((a, b) => b.averageRating - a.averageRating || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const found = byRating
    .filter((h) => hotelSlug === undefined || h.slug === hotelSlug)
    .map((h) => ({
      slug: h.slug,
      rooms: allRooms
        .filter((r) => r.hotelId === h.id && r.maxGuests >= stay.guests && r.inventory - busiest(r.id) > 0)
        .sort((a, b) => a.position - b.position || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
        .map((r) => `${r.name}:${r.inventory - busiest(r.id)}`),
    }))
    .filter((h) => h.rooms.length > 0)
    .slice(offset, offset + limit);
  return found.flatMap((h) => h.rooms.map((room) => `${h.slug}/${room}`));
}

async function searched(stay: Stay, options: { limit?: number; offset?: number; hotelSlug?: string } = {}) {
  const found = await searchAvailability(database.db, stay, options);
  for (const a of found) {
    const flexible = a.plans[0]!;
    expect(flexible).toMatchObject({ code: 'flexible', currency: a.currency });
    expect(flexible.nightly).toHaveLength(daysBetween(stay.checkIn, stay.checkOut));
    expect(a).toMatchObject({ nights: stay.nights, total: Math.round(flexible.totalMinor / 100) });
  }
  return found.map((a) => `${a.hotel.slug}/${a.roomType.name}:${a.available}`);
}

/** A room type's Flexible nights worked out from its rows: a night priced by hand, else its season's rate or the base, plus the weekend difference. */
async function flexibleNights(roomTypeId: string, stay: Stay) {
  const db = database.db;
  const [[room], seasons, days] = await Promise.all([
    db.select().from(roomTypes).where(eq(roomTypes.id, roomTypeId)),
    db.select().from(rateSeasons).where(eq(rateSeasons.roomTypeId, roomTypeId)),
    db.select().from(roomRateDays).where(eq(roomRateDays.roomTypeId, roomTypeId)),
  ]);
  return Array.from({ length: stay.nights }, (_, i) => {
    const date = addDays(stay.checkIn, i);
    const fixed = days.find((d) => d.night === date);
    if (fixed) return { date, amountMinor: fixed.rateMinor };
    const rate = seasons.find((x) => x.startsOn <= date && date <= x.endsOn)?.rateMinor ?? room!.baseRateMinor;
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    return { date, amountMinor: rate + (weekday === 5 || weekday === 6 ? room!.weekendDeltaMinor : 0) };
  });
}

/** Holds `booked` rooms of a room type on the night `offset` days from today. */
async function hold(roomTypeId: string, offset: number, booked: number) {
  await database.db
    .insert(roomNights)
    .values({ roomTypeId, night: addDays(today, offset), booked })
    .onConflictDoUpdate({ target: [roomNights.roomTypeId, roomNights.night], set: { booked } });
}

async function roomsOf(slug: string) {
  return database.db
    .select({ id: roomTypes.id, name: roomTypes.name, inventory: roomTypes.inventory, maxGuests: roomTypes.maxGuests })
    .from(roomTypes)
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .where(eq(hotels.slug, slug))
    .orderBy(roomTypes.position, roomTypes.name);
}

describe('searchAvailability', () => {
  it('leaves out a hotel whose only fitting room type is full on one night of the stay, and counts the busiest night', async () => {
    const [best] = await searched(stayAt(100, 3, 1), { limit: 1 });
    const slug = best!.split('/')[0]!;
    const rooms = await roomsOf(slug);
    const biggest = Math.max(...rooms.map((r) => r.maxGuests));
    const fitting = rooms.filter((r) => r.maxGuests === biggest);
    // Every room type that takes the largest party is full on the middle night only.
    for (const room of fitting) await hold(room.id, 101, room.inventory);
    expect((await searched(stayAt(100, 3, biggest))).some((s) => s.startsWith(`${slug}/`))).toBe(false);
    expect(await searched(stayAt(100, 3, biggest))).toEqual(await expected(stayAt(100, 3, biggest)));
    // Before and after that night the rooms are free again.
    expect((await searched(stayAt(102, 2, biggest))).some((s) => s.startsWith(`${slug}/`))).toBe(true);
    expect((await searched(stayAt(99, 2, biggest))).some((s) => s.startsWith(`${slug}/`))).toBe(true);
    // With one room taken on one night and two on another, the busiest night counts.
    const room = rooms.reduce((most, r) => (r.inventory > most.inventory ? r : most));
    expect(room.inventory).toBeGreaterThan(2);
    await hold(room.id, 101, 0);
    await hold(room.id, 100, 1);
    await hold(room.id, 102, 2);
    expect(await searched(stayAt(100, 3, 1), { hotelSlug: slug })).toContain(`${slug}/${room.name}:${room.inventory - 2}`);
  });

  it('answers what the tables say for every party size, page and hotel, as often as asked', async () => {
    const slugs = (await database.db.select({ slug: hotels.slug }).from(hotels)).map((h) => h.slug);
    // Some rooms held here and there, a few of them full.
    const rooms = await database.db.select({ id: roomTypes.id, inventory: roomTypes.inventory }).from(roomTypes).orderBy(roomTypes.id);
    for (const [i, room] of rooms.entries()) if (i % 3 === 0) await hold(room.id, 200 + (i % 4), i % 2 === 0 ? room.inventory : 1);
    // More than five runs of each statement: PostgreSQL may switch to a generic plan after five.
    for (const offset of [198, 199, 200, 201, 202, 203, 205])
      for (const guests of [1, 2, 3, 4, 6])
        expect(await searched(stayAt(offset, 1 + (offset % 3), guests)), `${offset} ${guests}`).toEqual(
          await expected(stayAt(offset, 1 + (offset % 3), guests)),
        );
    for (const [limit, offset] of [
      [2, 0],
      [2, 2],
      [2, 4],
      [3, 1],
      [1, 5],
      [20, 6],
    ] as const)
      expect(await searched(stayAt(200, 3, 2), { limit, offset })).toEqual(await expected(stayAt(200, 3, 2), { limit, offset }));
    for (const hotelSlug of [...slugs, 'no-such-hotel'])
      expect(await searched(stayAt(201, 2, 2), { hotelSlug })).toEqual(await expected(stayAt(201, 2, 2), { hotelSlug }));
  });

  it('pages by hotel: every hotel with a room free once, in the list order, whatever the page size', async () => {
    const stay = stayAt(201, 2, 2);
    const all = await searched(stay, { limit: 50 });
    const hotelsInOrder = [...new Set(all.map((s) => s.split('/')[0]))];
    const paged: string[] = [];
    for (let offset = 0; offset < hotelsInOrder.length + 2; offset += 2) paged.push(...(await searched(stay, { limit: 2, offset })));
    expect(paged).toEqual(all);
    for (let offset = 0; offset < hotelsInOrder.length; offset += 2) {
      const page = await searched(stay, { limit: 2, offset });
      expect([...new Set(page.map((s) => s.split('/')[0]))]).toEqual(hotelsInOrder.slice(offset, offset + 2));
    }
  });

  it('waits for a transaction in progress and never reads inside it', async () => {
    const stay = stayAt(300, 1, 1);
    const before = await searched(stay);
    const [room] = await database.db.select({ id: roomTypes.id, inventory: roomTypes.inventory }).from(roomTypes).limit(1);
    let search: Promise<string[]> | undefined;
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into room_nights (room_type_id, night, booked) values (${room!.id}, ${stay.checkIn}::date, ${room!.inventory})`);
        search = searched(stay);
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await search).toEqual(before);
  });

  it('prices every night from the room type’s rows: a season, the weekend difference and a night priced by hand', async () => {
    const stay = stayAt(320, 9, 1);
    const [room] = await roomsOf('celtic-fortune-casino-resort');
    await database.db.update(roomTypes).set({ weekendDeltaMinor: 4_500 }).where(eq(roomTypes.id, room!.id));
    await database.db
      .insert(rateSeasons)
      .values({ roomTypeId: room!.id, name: 'Test season', startsOn: addDays(today, 322), endsOn: addDays(today, 325), rateMinor: 61_000 });
    await database.db.insert(roomRateDays).values({ roomTypeId: room!.id, night: addDays(today, 324), rateMinor: 99_900 });
    const [found] = (await searchAvailability(database.db, stay, { hotelSlug: 'celtic-fortune-casino-resort' })).filter((a) => a.roomType._id === room!.id);
    const nights = await flexibleNights(room!.id, stay);
    expect(found!.plans[0]!.nightly).toEqual(nights);
    expect(nights.map((n) => n.amountMinor)).toContain(99_900);
    expect(new Set(nights.map((n) => n.amountMinor)).size).toBeGreaterThan(2);
  });
});
