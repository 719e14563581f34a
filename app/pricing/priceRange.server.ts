import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { hotels, rateSeasons, roomRateDays, roomTypes } from '~/db/schema';
import { addDays, utcDay } from '~/domain/stay';
import { unitsOf } from '~/lib/money';
import { nightPrice, nightsOf } from './nightlyRates';
import { rateCardsOf } from './rateCards.server';

/** The hotel list's "From … / night" is the lowest Flexible night of this many days ahead (issue 31). */
export const PRICE_RANGE_DAYS = 90;
const CHUNK = 500;

/**
 * Sets each hotel's price range (the list's "From", the hotel page's range, the search's price
 * order and filter, which follow price_min through the hotels triggers) to the lowest and highest
 * Flexible night of its room types over the next PRICE_RANGE_DAYS days, in whole units rounded
 * outwards (the range holds every price). A hotel without room types keeps the range staff typed.
 * Rows whose range is already right are not written, so the caches are not dropped for nothing.
 */
export async function refreshPriceRanges(db: Pick<Database, 'select' | 'execute' | 'update'>, hotelIds: readonly string[], today = utcDay()): Promise<number> {
  const end = addDays(today, PRICE_RANGE_DAYS);
  const nights = nightsOf(today, end);
  let changed = 0;
  for (let i = 0; i < hotelIds.length; i += CHUNK) {
    const chunk = hotelIds.slice(i, i + CHUNK);
    const rooms = await db
      .select({ id: roomTypes.id, hotelId: roomTypes.hotelId, currency: hotels.currency, priceMin: hotels.priceMin, priceMax: hotels.priceMax })
      .from(roomTypes)
      .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
      .where(inArray(roomTypes.hotelId, chunk));
    const cards = await rateCardsOf(
      db,
      rooms.map((r) => r.id),
      today,
      end,
    );
    const ranges = new Map<string, { low: number; high: number; currency: string; priceMin: number; priceMax: number }>();
    for (const room of rooms) {
      const card = cards.get(room.id)!;
      const range = ranges.get(room.hotelId) ?? { low: Infinity, high: 0, currency: room.currency, priceMin: room.priceMin, priceMax: room.priceMax };
      for (const night of nights) {
        const price = nightPrice(card, night);
        if (price < range.low) range.low = price;
        if (price > range.high) range.high = price;
      }
      ranges.set(room.hotelId, range);
    }
    for (const [hotelId, r] of ranges) {
      const priceMin = Math.floor(unitsOf(r.low, r.currency));
      const priceMax = Math.ceil(unitsOf(r.high, r.currency));
      if (priceMin === r.priceMin && priceMax === r.priceMax) continue;
      await db.update(hotels).set({ priceMin, priceMax }).where(eq(hotels.id, hotelId));
      changed++;
    }
  }
  return changed;
}

/**
 * The daily turn of the window: only hotels with a season or a night priced by hand near it can
 * see their range move as the days pass (base rates and weekends give the same range over any
 * 90 days), so only they are read again. Read from the seasons and priced nights, never by walking
 * every hotel.
 */
export async function refreshMovingPriceRanges(db: Database, today = utcDay()): Promise<number> {
  const from = addDays(today, -1);
  const to = addDays(today, PRICE_RANGE_DAYS);
  const result = await db.execute<{ hotel_id: string }>(sql`
    select distinct rt.hotel_id from ${rateSeasons} s join ${roomTypes} rt on rt.id = s.room_type_id
      where s.ends_on >= ${from}::date and s.starts_on <= ${to}::date
    union
    select distinct rt.hotel_id from ${roomRateDays} d join ${roomTypes} rt on rt.id = d.room_type_id
      where d.night >= ${from}::date and d.night <= ${to}::date`);
  const rows = (result as unknown as { rows: { hotel_id: string }[] }).rows;
  return refreshPriceRanges(
    db,
    rows.map((r) => r.hotel_id),
    today,
  );
}
