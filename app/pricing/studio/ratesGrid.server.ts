import { and, asc, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { hotels, rateSeasons, roomRateDays, roomTypes } from '~/db/schema';
import { isUuid } from '~/lib/ids';
import { isWeekendNight, nightPrice, nightsOf, seasonOf, type RateCard } from '~/pricing/nightlyRates';
import { addDays } from '~/domain/stay';

/**
 * The rates grid's data: a hotel's room types by night, each night's Flexible price as the search
 * computes it (nightPrice) and where it comes from: a price set by hand, a season, or the base rate
 * (with the weekend difference on Friday and Saturday nights).
 */

export type NightSource = 'hand' | 'season' | 'base';

export interface GridNight {
  date: string;
  amountMinor: number;
  source: NightSource;
  /** The season's name on a season night. */
  season: string | null;
  weekend: boolean;
}

export interface GridRoomType {
  id: string;
  name: string;
  baseRateMinor: number;
  weekendDeltaMinor: number;
  nights: GridNight[];
}

export interface RatesGrid {
  hotel: { id: string; name: string; slug: string; currency: string };
  from: string;
  nights: string[];
  roomTypes: GridRoomType[];
}

export async function ratesGrid(db: Pick<Database, 'select'>, hotelId: string, from: string, days: number): Promise<RatesGrid | null> {
  if (!isUuid(hotelId)) return null;
  const [hotel] = await db
    .select({ id: hotels.id, name: hotels.name, slug: hotels.slug, currency: hotels.currency })
    .from(hotels)
    .where(eq(hotels.id, hotelId));
  if (!hotel) return null;
  const end = addDays(from, days);
  const nights = nightsOf(from, end);
  const rooms = await db
    .select({ id: roomTypes.id, name: roomTypes.name, baseRateMinor: roomTypes.baseRateMinor, weekendDeltaMinor: roomTypes.weekendDeltaMinor })
    .from(roomTypes)
    .where(eq(roomTypes.hotelId, hotelId))
    .orderBy(asc(roomTypes.position), asc(roomTypes.name));
  const ids = rooms.map((r) => r.id);
  const [seasons, handPrices] = ids.length
    ? await Promise.all([
        db
          .select()
          .from(rateSeasons)
          .where(and(inArray(rateSeasons.roomTypeId, ids), gte(rateSeasons.endsOn, from), lt(rateSeasons.startsOn, end)))
          .orderBy(asc(rateSeasons.startsOn)),
        db
          .select()
          .from(roomRateDays)
          .where(and(inArray(roomRateDays.roomTypeId, ids), gte(roomRateDays.night, from), lte(roomRateDays.night, addDays(end, -1)))),
      ])
    : [[], []];
  return {
    hotel,
    from,
    nights,
    roomTypes: rooms.map((room) => {
      const card: RateCard & { seasons: typeof seasons } = {
        baseMinor: room.baseRateMinor,
        weekendMinor: room.weekendDeltaMinor,
        seasons: seasons.filter((s) => s.roomTypeId === room.id),
        days: Object.fromEntries(handPrices.filter((d) => d.roomTypeId === room.id).map((d) => [d.night, d.rateMinor])),
      };
      return {
        ...room,
        nights: nights.map((date) => {
          const season = seasonOf(card, date) as (typeof seasons)[number] | undefined;
          const hand = card.days[date] !== undefined;
          return {
            date,
            amountMinor: nightPrice(card, date),
            source: hand ? 'hand' : season ? 'season' : 'base',
            season: !hand && season ? season.name : null,
            weekend: isWeekendNight(date),
          };
        }),
      };
    }),
  };
}
