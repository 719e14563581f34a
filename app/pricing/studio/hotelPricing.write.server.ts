import { eq } from 'drizzle-orm';
import type { User } from '~/accounts/user';
import { recordAudit } from '~/audit/audit.server';
import type { Database } from '~/db/client.server';
import { hotelPricing, hotels } from '~/db/schema';
import type { WriteOutcome } from '~/hotels/studio/hotels.write.server';
import { isUuid } from '~/lib/ids';
import { DEFAULT_PRICING } from '~/pricing/plans';
import type { HotelPricingInput } from './pricingInput.server';

/**
 * A hotel's taxes and plans as the studio edits them: the hotel_pricing row, or the defaults a hotel
 * without one is priced with (DEFAULT_PRICING). Saved whole (an upsert) with its audit entry; the
 * table's trigger bumps the content version, so the search and the hotel's pages follow at once.
 * Plans and taxes leave the Flexible nights alone, so the hotel's price range stands.
 */

type Actor = Pick<User, '_id' | 'username'>;
export const HOTEL_NOT_FOUND = 'Hotel not found';

const DEFAULTS: HotelPricingInput = {
  vatBps: DEFAULT_PRICING.vatBps,
  vatIncluded: DEFAULT_PRICING.vatIncluded,
  cityTaxMinor: DEFAULT_PRICING.cityTaxMinor,
  cityTaxPer: DEFAULT_PRICING.cityTaxPer,
  freeCancellationDays: DEFAULT_PRICING.freeCancellationDays,
  advanceEnabled: true,
  advancePct: DEFAULT_PRICING.advance!.pct,
  advanceMinDays: DEFAULT_PRICING.advance!.minDaysAhead,
  memberEnabled: true,
  memberIvoryPct: DEFAULT_PRICING.member!.ivory,
  memberGoldPct: DEFAULT_PRICING.member!.gold,
  memberSovereignPct: DEFAULT_PRICING.member!.sovereign,
};

const columns = {
  vatBps: hotelPricing.vatBps,
  vatIncluded: hotelPricing.vatIncluded,
  cityTaxMinor: hotelPricing.cityTaxMinor,
  cityTaxPer: hotelPricing.cityTaxPer,
  freeCancellationDays: hotelPricing.freeCancellationDays,
  advanceEnabled: hotelPricing.advanceEnabled,
  advancePct: hotelPricing.advancePct,
  advanceMinDays: hotelPricing.advanceMinDays,
  memberEnabled: hotelPricing.memberEnabled,
  memberIvoryPct: hotelPricing.memberIvoryPct,
  memberGoldPct: hotelPricing.memberGoldPct,
  memberSovereignPct: hotelPricing.memberSovereignPct,
};

export interface StudioHotelPricing {
  hotel: { id: string; name: string; slug: string; currency: string };
  pricing: HotelPricingInput;
  /** False while the hotel is priced with the defaults (no row of its own yet). */
  stored: boolean;
}

export async function findHotelPricing(db: Pick<Database, 'select'>, hotelId: string): Promise<StudioHotelPricing | null> {
  if (!isUuid(hotelId)) return null;
  const [row] = await db
    .select({ id: hotels.id, name: hotels.name, slug: hotels.slug, currency: hotels.currency, pricing: columns })
    .from(hotels)
    .leftJoin(hotelPricing, eq(hotelPricing.hotelId, hotels.id))
    .where(eq(hotels.id, hotelId));
  if (!row) return null;
  const { pricing, ...hotel } = row;
  // A left join's missing row comes back as an object of nulls.
  const stored = pricing !== null && pricing.vatBps !== null;
  return { hotel, pricing: stored ? (pricing as HotelPricingInput) : { ...DEFAULTS }, stored };
}

export async function saveHotelPricing(db: Database, actor: Actor, hotelId: string, input: HotelPricingInput): Promise<WriteOutcome<StudioHotelPricing>> {
  if (!isUuid(hotelId)) return { ok: false, status: 404, error: HOTEL_NOT_FOUND };
  return db.transaction(async (tx) => {
    const [hotel] = await tx.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, hotelId)).for('share');
    if (!hotel) return { ok: false, status: 404, error: HOTEL_NOT_FOUND } as const;
    const [before] = await tx.select(columns).from(hotelPricing).where(eq(hotelPricing.hotelId, hotelId)).for('update');
    await tx
      .insert(hotelPricing)
      .values({ hotelId, ...input })
      .onConflictDoUpdate({ target: hotelPricing.hotelId, set: { ...input, updatedAt: new Date() } });
    await recordAudit(tx, actor, { action: 'hotelPricing.update', entity: 'hotel', entityId: hotelId, before: before ?? null, after: input });
    return { ok: true, value: (await findHotelPricing(tx, hotelId))! } as const;
  });
}
