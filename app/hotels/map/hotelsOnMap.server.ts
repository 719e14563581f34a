import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { hotels } from '~/db/schema';
import { inLanguage } from '~/i18n/contentTranslations';
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales';
import { HOTELS_PER_PAGE } from '../paging';
import type { MapHotel } from './HotelMap';

/**
 * The hotels a hotel page's map shows: those of the first page of /rooms (the highest rated, read
 * in the order of hotels_rating_name_idx, so it costs the same at 100,000 hotels), and the hotel
 * itself when it is not among them.
 */
export async function hotelsOnMap(db: Database, current: MapHotel, locale: Locale = DEFAULT_LOCALE): Promise<MapHotel[]> {
  const rows = await db
    .select({
      slug: hotels.slug,
      name: hotels.name,
      city: hotels.city,
      country: hotels.country,
      latitude: hotels.latitude,
      longitude: hotels.longitude,
      translations: hotels.translations,
    })
    .from(hotels)
    .orderBy(sql`${hotels.averageRating} desc nulls last`, hotels.name)
    .limit(HOTELS_PER_PAGE);
  const shown: MapHotel[] = rows.map(({ latitude, longitude, translations, ...hotel }) => ({
    ...inLanguage(hotel, translations, locale, ['city', 'country']),
    coordinates: latitude === null || longitude === null ? null : { latitude, longitude },
  }));
  if (!shown.some((h) => h.slug === current.slug)) {
    const { slug, name, city, country, coordinates, english } = current;
    shown.push({ slug, name, city, country, coordinates, ...(english && { english }) });
  }
  return shown;
}
