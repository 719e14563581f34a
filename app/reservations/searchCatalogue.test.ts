import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '~/db/client.server';
import { hotels, roomTypes } from '~/db/schema';
import { createTestDatabase } from '~/db/testDatabase.server';
import { searchAvailability } from './availabilitySearch.server';
import { keepSearchCatalogue } from './searchCatalogue.server';
import { addDays, utcDay, type Stay } from '~/domain/stay';

/**
 * The search catalogue (docs/decisions/0041): a server keeps what the search shows of its hotels at
 * the content version; a search answers exactly as one that reads everything anew, and a change of
 * version shows the tables' new rates and texts at once.
 */
let database: DatabaseHandle;
let version = 1;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const today = utcDay();
const stay: Stay = { checkIn: addDays(today, 40), checkOut: addDays(today, 43), guests: 2, nights: 3 };

describe('the search catalogue', () => {
  it('answers as a search that reads everything anew, for every language and tier, kept or not', async () => {
    const options = [{}, { locale: 'fr' as const, tier: 'gold' as const }, { locale: 'zh' as const, offset: 2, limit: 3 }];
    const fresh = [];
    for (const o of options) fresh.push(JSON.stringify(await searchAvailability(database.db, stay, { ...o, today })));
    keepSearchCatalogue(database.db, { current: () => String(version), bumpLocal: () => version++ });
    for (const [i, o] of options.entries()) {
      expect(JSON.stringify(await searchAvailability(database.db, stay, { ...o, today }))).toBe(fresh[i]); // read and kept
      expect(JSON.stringify(await searchAvailability(database.db, stay, { ...o, today }))).toBe(fresh[i]); // from memory
    }
  });

  it('keeps a hotel until the content version changes, then reads its rates and texts again', async () => {
    const [first] = await searchAvailability(database.db, stay, { today, limit: 1 });
    const [room] = await database.db.select().from(roomTypes).where(eq(roomTypes.id, first!.roomType._id));
    await database.db
      .update(roomTypes)
      .set({ baseRateMinor: room!.baseRateMinor + 10_000, description: 'A kept description' })
      .where(eq(roomTypes.id, room!.id));
    // The version the test holds has not moved: what was kept is served.
    const [kept] = await searchAvailability(database.db, stay, { today, limit: 1 });
    expect(kept!.roomType.description).toBe(first!.roomType.description);
    version++;
    const [fresh] = await searchAvailability(database.db, stay, { today, limit: 1 });
    expect(fresh!.roomType).toMatchObject({ description: 'A kept description', baseRateMinor: room!.baseRateMinor + 10_000 });
    expect(fresh!.plans[0]!.totalMinor).toBeGreaterThan(first!.plans[0]!.totalMinor);
  });

  it('reads a kept hotel again when the search finds a room type it does not hold', async () => {
    const [first] = await searchAvailability(database.db, stay, { today, limit: 1 });
    const [hotel] = await database.db.select().from(hotels).where(eq(hotels.slug, first!.hotel.slug));
    await database.db.insert(roomTypes).values({
      hotelId: hotel!.id,
      name: 'AAA New suite',
      description: 'Added while the catalogue was kept',
      sizeSqm: 40,
      beds: 'King',
      view: 'Sea',
      maxGuests: 2,
      inventory: 3,
      baseRateMinor: 50_000,
      position: -1,
    });
    const found = await searchAvailability(database.db, stay, { today, hotelSlug: hotel!.slug });
    expect(found[0]!.roomType).toMatchObject({ name: 'AAA New suite', description: 'Added while the catalogue was kept' });
    expect(found[0]!.plans[0]!.nightly.every((n) => n.amountMinor === 50_000)).toBe(true);
  });
});
