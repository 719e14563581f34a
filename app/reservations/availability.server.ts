import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { preparedRows } from '~/db/preparedQuery.server';
import { hotels, roomTypes } from '~/db/schema';
import { inLanguage, type ContentTranslations } from '~/i18n/contentTranslations';
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales';
import { isUuid } from '~/lib/ids';
import type { Availability, RoomType } from './reservation';
import type { Stay } from './stay';

/** Hotels one availability search returns at most, and unless asked for fewer. */
export const MAX_HOTELS_PER_SEARCH = 50;
export const DEFAULT_HOTELS_PER_SEARCH = 20;

type RoomTypeRow = typeof roomTypes.$inferSelect;

/** A room type's texts that have translations (the `translations` column, app/i18n/contentTranslations.ts). */
export const ROOM_TYPE_TEXTS = ['name', 'description', 'beds', 'view'] as const;

/** A room type as the pages and the API show it; in `locale`, the English fields listed in `english` (pages only). */
export function toRoomType(englishRow: RoomTypeRow, currency: string, locale: Locale = DEFAULT_LOCALE): RoomType {
  const row = inLanguage(englishRow, englishRow.translations, locale, ROOM_TYPE_TEXTS);
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    sizeSqm: row.sizeSqm,
    beds: row.beds,
    view: row.view,
    maxGuests: row.maxGuests,
    nightlyRate: row.nightlyRate,
    currency,
    inventory: row.inventory,
    ...(row.english && { english: row.english }),
  };
}

/** A hotel's room types in its own order. */
export async function roomTypesOfHotel(db: Database, hotelId: string, currency: string, locale: Locale = DEFAULT_LOCALE): Promise<RoomType[]> {
  const rows = await db.select().from(roomTypes).where(eq(roomTypes.hotelId, hotelId)).orderBy(asc(roomTypes.position), asc(roomTypes.name));
  return rows.map((row) => toRoomType(row, currency, locale));
}

/**
 * Rooms of the type still free on every night of the stay: the inventory less the busiest night's
 * bookings (room_nights holds a row only for nights someone asked for).
 */
const freeRooms = (stay: Pick<Stay, 'checkIn' | 'checkOut'>) => sql`(rt.inventory - coalesce((
  select max(n.booked) from room_nights n
  where n.room_type_id = rt.id and n.night >= ${stay.checkIn}::date and n.night < ${stay.checkOut}::date), 0))`;

/** A room type of a hotel's row as the search's JSON array carries it. */
interface AvailableRoomJson {
  id: string;
  name: string;
  description: string;
  size_sqm: number;
  beds: string;
  view: string;
  max_guests: number;
  nightly_rate: number;
  inventory: number;
  available: number;
  translations: ContentTranslations | null;
}

interface AvailabilityRow extends Record<string, unknown> {
  hotel_id: string;
  hotel_name: string;
  hotel_slug: string;
  hotel_country: string;
  hotel_city: string;
  average_rating: number;
  currency: string;
  hotel_translations: ContentTranslations | null;
  /** The hotel's fitting room types with rooms free, in its own order (never empty). */
  rooms: AvailableRoomJson[];
}

/**
 * The search in one pass: hotels in the list's order (read from `hotels_rating_name_idx`), each
 * with its room types that fit the party and have a room free on every night, as a JSON array in
 * the hotel's own order; a hotel with none is skipped, and `limit`/`offset` count hotels. Each room
 * type's free rooms are computed once (the busiest night's bookings, one index range of
 * room_nights). `$1` check-in, `$2` check-out, `$3` guests, `$4` limit, `$5` offset and, with
 * `bySlug`, `$6` the hotel's slug.
 */
const searchSql = (bySlug: boolean) => `
  select h.id as hotel_id, h.name as hotel_name, h.slug as hotel_slug, h.country as hotel_country, h.city as hotel_city,
    h.average_rating, h.currency, h.translations as hotel_translations, r.rooms
  from hotels h
  cross join lateral (
    select json_agg(json_build_object(
        'id', rt.id, 'name', rt.name, 'description', rt.description, 'size_sqm', rt.size_sqm, 'beds', rt.beds,
        'view', rt.view, 'max_guests', rt.max_guests, 'nightly_rate', rt.nightly_rate, 'inventory', rt.inventory,
        'available', f.available, 'translations', rt.translations)
      order by rt.position, rt.name) as rooms
    from room_types rt
    cross join lateral (
      select rt.inventory - coalesce(max(n.booked), 0) as available
      from room_nights n
      where n.room_type_id = rt.id and n.night >= $1::date and n.night < $2::date
    ) f
    where rt.hotel_id = h.id and rt.max_guests >= $3::int and f.available > 0
  ) r
  where r.rooms is not null${bySlug ? ' and h.slug = $6::text' : ''}
  order by h.average_rating desc nulls last, h.name
  limit $4::int offset $5::int`;
const availabilitySql = searchSql(false);
const availabilityOfHotelSql = searchSql(true);

/**
 * Room types free for the whole stay and big enough for the party, grouped by hotel: the best-rated
 * hotels first (the hotel list's order), each hotel's rooms in its own order. Pages through hotels
 * that have something free: `limit` hotels after skipping `offset`, so a search over 100,000 hotels
 * reads the rating index only until it has found them. `hotelSlug` narrows it to one hotel. A
 * translated page (`locale`) gets the hotels' cities and countries and the rooms' texts in its
 * language where the rows have them, the others listed in `english`; the API reads English.
 */
export async function searchAvailability(
  db: Database,
  stay: Stay,
  {
    hotelSlug,
    limit = DEFAULT_HOTELS_PER_SEARCH,
    offset = 0,
    locale = DEFAULT_LOCALE,
  }: { hotelSlug?: string; limit?: number; offset?: number; locale?: Locale } = {},
): Promise<Availability[]> {
  const params: unknown[] = [stay.checkIn, stay.checkOut, stay.guests, limit, offset];
  if (hotelSlug !== undefined) params.push(hotelSlug);
  const rows = await runAvailabilityQuery(db, hotelSlug !== undefined, params);
  return rows.flatMap((row) => {
    const place = inLanguage({ city: row.hotel_city, country: row.hotel_country }, row.hotel_translations, locale, ['city', 'country']);
    const hotel = {
      _id: row.hotel_id,
      name: row.hotel_name,
      slug: row.hotel_slug,
      country: row.hotel_country,
      city: row.hotel_city,
      averageRating: Math.round(Number(row.average_rating) * 100) / 100,
      ...(locale !== DEFAULT_LOCALE && { place: { city: place.city, country: place.country, ...(place.english && { english: place.english }) } }),
    };
    return row.rooms.map((rt) => {
      const room = inLanguage({ name: rt.name, description: rt.description, beds: rt.beds, view: rt.view }, rt.translations, locale, ROOM_TYPE_TEXTS);
      return {
        hotel,
        roomType: {
          _id: rt.id,
          name: room.name,
          description: room.description,
          sizeSqm: rt.size_sqm,
          beds: room.beds,
          view: room.view,
          maxGuests: rt.max_guests,
          nightlyRate: rt.nightly_rate,
          currency: row.currency,
          inventory: rt.inventory,
          ...(room.english && { english: room.english }),
        },
        available: Number(rt.available),
        nights: stay.nights,
        nightlyRate: rt.nightly_rate,
        total: rt.nightly_rate * stay.nights,
        currency: row.currency,
      };
    });
  });
}

async function runAvailabilityQuery(db: Database, bySlug: boolean, values: unknown[]): Promise<AvailabilityRow[]> {
  // A named prepared statement, parsed once per connection: ADR 0037.
  return preparedRows<AvailabilityRow>(db, {
    name: bySlug ? 'availability_search_hotel' : 'availability_search',
    text: bySlug ? availabilityOfHotelSql : availabilitySql,
    values,
  });
}

/** Every room type of one hotel with the rooms free for the stay (0 when fully booked). */
export async function hotelAvailability(db: Database, hotelId: string, stay: Pick<Stay, 'checkIn' | 'checkOut'>): Promise<Map<string, number>> {
  const result = await db.execute<{ id: string; available: number | string }>(sql`
    select rt.id, ${freeRooms(stay)} as available from room_types rt where rt.hotel_id = ${hotelId}`);
  return new Map((result as unknown as { rows: { id: string; available: number | string }[] }).rows.map((r) => [r.id, Math.max(0, Number(r.available))]));
}

export interface RoomWithHotel {
  roomType: RoomType;
  hotel: { _id: string; name: string; slug: string; country: string; city: string; image: string };
}

/**
 * A room type with its hotel, or null when there is none with that id. In `locale` (a translated
 * request page), the room type's texts and the hotel's city and country in that language where the
 * rows have them; the hotel's country is then for showing only (prices use the currency).
 */
export async function findRoomWithHotel(db: Database, roomTypeId: string, locale: Locale = DEFAULT_LOCALE): Promise<RoomWithHotel | null> {
  if (!isUuid(roomTypeId)) return null;
  const [row] = await db
    .select({
      room: roomTypes,
      hotel: {
        _id: hotels.id,
        name: hotels.name,
        slug: hotels.slug,
        country: hotels.country,
        city: hotels.city,
        image: hotels.image,
        currency: hotels.currency,
        translations: hotels.translations,
      },
    })
    .from(roomTypes)
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .where(eq(roomTypes.id, roomTypeId))
    .limit(1);
  if (!row) return null;
  const { currency, translations, ...hotel } = row.hotel;
  const { english: _english, ...place } = inLanguage({ city: hotel.city, country: hotel.country }, translations, locale, ['city', 'country']);
  return { roomType: toRoomType(row.room, currency, locale), hotel: { ...hotel, ...place } };
}
