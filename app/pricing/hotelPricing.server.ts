import { eq, inArray } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { hotelPricing, hotels } from '~/db/schema';
import { DEFAULT_PRICING, type HotelPricing } from './plans';

type PricingRow = typeof hotelPricing.$inferSelect;

/** A hotel's pricing row as the plans read it; the defaults where the hotel has none. */
export function toHotelPricing(currency: string, row: Omit<PricingRow, 'hotelId' | 'updatedAt'> | null): HotelPricing {
  if (!row) return { currency, ...DEFAULT_PRICING };
  return {
    currency,
    vatBps: row.vatBps,
    vatIncluded: row.vatIncluded,
    cityTaxMinor: row.cityTaxMinor,
    cityTaxPer: row.cityTaxPer,
    freeCancellationDays: row.freeCancellationDays,
    advance: row.advanceEnabled ? { pct: row.advancePct, minDaysAhead: row.advanceMinDays } : null,
    member: row.memberEnabled ? { ivory: row.memberIvoryPct, gold: row.memberGoldPct, sovereign: row.memberSovereignPct } : null,
  };
}

/** The hotels' taxes and plans, by hotel id. */
export async function hotelPricingOf(db: Pick<Database, 'select'>, hotelIds: readonly string[]): Promise<Map<string, HotelPricing>> {
  if (hotelIds.length === 0) return new Map();
  const rows = await db
    .select({ id: hotels.id, currency: hotels.currency, pricing: hotelPricing })
    .from(hotels)
    .leftJoin(hotelPricing, eq(hotelPricing.hotelId, hotels.id))
    .where(inArray(hotels.id, [...hotelIds]));
  return new Map(rows.map((r) => [r.id, toHotelPricing(r.currency, r.pricing)]));
}
