import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { roomNights, roomTypes } from '~/db/schema';
import { addDays } from '~/domain/stay';
import { nightPrice, nightsOf } from './nightlyRates';
import { rateCardsOf } from './rateCards.server';

/** The most days a price calendar spans (the API's bound), and the hotel page's. */
export const MAX_CALENDAR_DAYS = 90;
export const HOTEL_PAGE_CALENDAR_DAYS = 60;

export interface CalendarDay {
  date: string;
  /** The lowest Flexible price of a night starting that day among the room types that take the party and have a room free; null when none does. */
  lowestMinor: number | null;
  currency: string;
}

/**
 * A hotel's price calendar (issue 31): for each of `days` days from `from`, the lowest price of a
 * night starting that day for the party, or null when sold out. Three reads (the fitting room types,
 * their rates over the span, the nights held) and the rest in memory.
 */
export async function hotelCalendar(
  db: Database,
  hotel: { _id: string; currency: string },
  { from, days, guests }: { from: string; days: number; guests: number },
): Promise<CalendarDay[]> {
  const until = addDays(from, days);
  const rooms = await db
    .select({ id: roomTypes.id, inventory: roomTypes.inventory })
    .from(roomTypes)
    .where(and(eq(roomTypes.hotelId, hotel._id), gte(roomTypes.maxGuests, guests)));
  const ids = rooms.map((r) => r.id);
  const [cards, held] = await Promise.all([
    rateCardsOf(db, ids, from, until),
    ids.length
      ? db
          .select({ roomTypeId: roomNights.roomTypeId, night: roomNights.night, booked: roomNights.booked })
          .from(roomNights)
          .where(and(inArray(roomNights.roomTypeId, ids), gte(roomNights.night, from), lt(roomNights.night, until)))
      : [],
  ]);
  const booked = new Map(held.map((h) => [`${h.roomTypeId} ${h.night}`, h.booked]));
  return nightsOf(from, until).map((date) => {
    let lowest: number | null = null;
    for (const room of rooms) {
      if ((booked.get(`${room.id} ${date}`) ?? 0) >= room.inventory) continue;
      const price = nightPrice(cards.get(room.id)!, date);
      if (lowest === null || price < lowest) lowest = price;
    }
    return { date, lowestMinor: lowest, currency: hotel.currency };
  });
}
