import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { hotels } from '~/db/schema';
import { HOTELS_PER_PAGE } from '../paging';
import type { MapHotel } from './HotelMap';

/**
 * The hotels a hotel page's map shows: those of the first page of /rooms (the highest rated, read
 * in the order of hotels_rating_name_idx, so it costs the same at 100,000 hotels), and the hotel
 * itself when it is not among them.
 */
export async function hotelsOnMap(db: Database, current: MapHotel): Promise<MapHotel[]> {
  const rows = await db
    .select({ slug: hotels.slug, name: hotels.name, city: hotels.city, country: hotels.country, latitude: hotels.latitude, longitude: hotels.longitude })
    .from(hotels)
    .orderBy(sql`${hotels.averageRating} desc nulls last`, hotels.name)
    .limit(HOTELS_PER_PAGE);
  const shown: MapHotel[] = rows.map(({ latitude, longitude, ...hotel }) => ({
    ...hotel,
    coordinates: latitude === null || longitude === null ? null : { latitude, longitude },
  }));
  if (!shown.some((h) => h.slug === current.slug))
    shown.push({ slug: current.slug, name: current.name, city: current.city, country: current.country, coordinates: current.coordinates });
  return shown;
}
