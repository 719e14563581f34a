import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { hotels, roomTypes } from '~/db/schema';
import { inLanguage } from '~/i18n/contentTranslations';
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales';
import { isUuid } from '~/lib/ids';
import { wholeUnitsOf } from '~/lib/money';
import type { RoomType } from './reservation';
import type { Stay } from '~/domain/stay';

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
    nightlyRate: wholeUnitsOf(row.baseRateMinor, currency),
    baseRateMinor: row.baseRateMinor,
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
