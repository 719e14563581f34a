import { and, eq } from 'drizzle-orm';
import type { Database } from './client.server';
import { roomTypes, venues } from './schema';
import { isUuid } from '~/lib/ids';

/** A hotel's own rows: its room types and its venues. */
type HotelPart = typeof roomTypes | typeof venues;

/**
 * True when the row `id` of `table` belongs to the hotel `hotelId`: what a studio form for one
 * hotel may touch. False, without a query, for ids that are not UUIDs.
 */
export async function belongsToHotel(db: Database, table: HotelPart, id: string, hotelId: string): Promise<boolean> {
  if (!isUuid(id) || !isUuid(hotelId)) return false;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.hotelId, hotelId)));
  return Boolean(row);
}
