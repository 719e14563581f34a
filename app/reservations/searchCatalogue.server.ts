import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import type { ContentVersion } from '~/db/contentState.server';
import type { ContentTranslations } from '~/i18n/contentTranslations';
import type { OfferPlanJson } from '~/offers/offers.server';
import { toHotelPricing } from '~/pricing/hotelPricing.server';
import type { RateCard, Season } from '~/pricing/nightlyRates';
import type { HotelPricing } from '~/pricing/plans';

/**
 * What the availability search shows of a hotel besides its free rooms (docs/decisions/0041): its
 * texts, taxes, offers, and its room types with their whole rate cards. It changes only with the
 * content (every table it is read from notifies the content version, drizzle/0002 and 0029), so a
 * server keeps it per database at the content version, and a search reads from the database only
 * which room types are free. Without a version (tests, scripts) nothing is kept: each search reads
 * its hotels anew.
 */

export interface CatalogueRoom {
  id: string;
  name: string;
  description: string;
  sizeSqm: number;
  beds: string;
  view: string;
  maxGuests: number;
  inventory: number;
  translations: ContentTranslations | null;
  /** Every season and hand-priced night from yesterday on: a stay's nights are priced from it as from its own. */
  card: RateCard;
}

export interface CatalogueHotel {
  id: string;
  name: string;
  slug: string;
  country: string;
  city: string;
  averageRating: number;
  currency: string;
  translations: ContentTranslations | null;
  pricing: HotelPricing;
  /** The published offers sold at the hotel, in the brand's order, whatever their dates. */
  offers: OfferPlanJson[];
  rooms: Map<string, CatalogueRoom>;
}

/** Hotels kept per database at most: the best-rated pages of the search, many times over. */
export const CATALOGUE_MAX_HOTELS = 2_000;

interface Kept {
  version: string;
  hotels: Map<string, CatalogueHotel>;
}

const versions = new WeakMap<Database, ContentVersion>();
const kept = new WeakMap<Database, Kept>();

/** Lets the search keep its hotels for `db` while `version` stands (the server's, with its response cache). */
export function keepSearchCatalogue(db: Database, version: ContentVersion): void {
  versions.set(db, version);
  kept.delete(db);
}

interface CatalogueRow extends Record<string, unknown> {
  id: string;
  name: string;
  slug: string;
  country: string;
  city: string;
  average_rating: number | string;
  currency: string;
  translations: ContentTranslations | null;
  pricing: Record<string, unknown> | null;
  rooms:
    | (Omit<CatalogueRoom, 'card'> & { base: number; weekend: number; points: number | null; seasons: Season[] | null; days: Record<string, number> | null })[]
    | null;
  offers: OfferPlanJson[] | null;
}

/** The hotels with these ids, read in one query. */
async function readHotels(db: Database, ids: readonly string[]): Promise<CatalogueHotel[]> {
  const result = await db.execute<CatalogueRow>(sql`
    select h.id, h.name, h.slug, h.country, h.city, h.average_rating, h.currency, h.translations, row_to_json(hp) as pricing,
      (select json_agg(json_build_object(
          'id', rt.id, 'name', rt.name, 'description', rt.description, 'sizeSqm', rt.size_sqm, 'beds', rt.beds, 'view', rt.view,
          'maxGuests', rt.max_guests, 'inventory', rt.inventory, 'translations', rt.translations,
          'base', rt.base_rate_minor, 'weekend', rt.weekend_delta_minor, 'points', rt.points_per_night,
          'seasons', (select json_agg(json_build_object('startsOn', s.starts_on, 'endsOn', s.ends_on, 'rateMinor', s.rate_minor) order by s.starts_on)
            from rate_seasons s where s.room_type_id = rt.id and s.ends_on >= current_date - 1),
          'days', (select json_object_agg(d.night, d.rate_minor) from room_rate_days d where d.room_type_id = rt.id and d.night >= current_date - 1)))
        from room_types rt where rt.hotel_id = h.id) as rooms,
      (select json_agg(json_build_object(
          'offerId', o.id, 'slug', o.slug, 'name', o.name, 'translations', o.translations,
          'discountPct', o.discount_pct, 'supplementMinor', oh.supplement_minor, 'minNights', o.min_nights,
          'stayFrom', o.stay_from, 'stayUntil', o.stay_until, 'refundable', o.refundable,
          'promoCode', o.promo_code is not null, 'inclusions', o.inclusions)
        order by o.position, o.name)
        from offer_hotels oh join offers o on o.id = oh.offer_id where oh.hotel_id = h.id and o.published) as offers
    from hotels h left join hotel_pricing hp on hp.hotel_id = h.id
    where h.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  const rows = (result as unknown as { rows: CatalogueRow[] }).rows;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    country: row.country,
    city: row.city,
    averageRating: Number(row.average_rating),
    currency: row.currency,
    translations: row.translations,
    pricing: toHotelPricing(row.currency, row.pricing && pricingRowOf(row.pricing)),
    offers: row.offers ?? [],
    rooms: new Map(
      (row.rooms ?? []).map(({ base, weekend, points, seasons, days, ...room }) => [
        room.id,
        { ...room, card: { baseMinor: base, weekendMinor: weekend, seasons: seasons ?? [], days: days ?? {}, pointsPerNight: points ?? null } },
      ]),
    ),
  }));
}

/** hotel_pricing's row as JSON (snake case) in the shape toHotelPricing reads. */
const pricingRowOf = (p: Record<string, unknown>) =>
  ({
    vatBps: p.vat_bps,
    vatIncluded: p.vat_included,
    cityTaxMinor: p.city_tax_minor,
    cityTaxPer: p.city_tax_per,
    freeCancellationDays: p.free_cancellation_days,
    advanceEnabled: p.advance_enabled,
    advancePct: p.advance_pct,
    advanceMinDays: p.advance_min_days,
    memberEnabled: p.member_enabled,
    memberIvoryPct: p.member_ivory_pct,
    memberGoldPct: p.member_gold_pct,
    memberSovereignPct: p.member_sovereign_pct,
  }) as Parameters<typeof toHotelPricing>[1];

/**
 * The hotels a search found, by id, each with at least the room types asked for: from what is kept
 * at the current content version, the others read in one query (and kept, when the version still
 * stands after the read).
 */
export async function catalogueHotels(db: Database, found: readonly { hotelId: string; roomIds: readonly string[] }[]): Promise<Map<string, CatalogueHotel>> {
  const version = versions.get(db);
  const at = version?.current();
  let store = kept.get(db);
  if (version && store?.version !== at) kept.set(db, (store = { version: at!, hotels: new Map() }));
  const out = new Map<string, CatalogueHotel>();
  const missing: string[] = [];
  for (const { hotelId, roomIds } of found) {
    const hotel = store?.hotels.get(hotelId);
    if (hotel && roomIds.every((id) => hotel.rooms.has(id))) out.set(hotelId, hotel);
    else missing.push(hotelId);
  }
  if (missing.length === 0) return out;
  const read = await readHotels(db, missing);
  // Kept only if nothing changed while reading (the version read before the query still stands).
  const keep = store && version?.current() === at && kept.get(db) === store;
  for (const hotel of read) {
    out.set(hotel.id, hotel);
    if (keep) {
      store!.hotels.delete(hotel.id);
      store!.hotels.set(hotel.id, hotel);
    }
  }
  // The first kept are the first to go (Map keeps insertion order; a hotel read again goes last).
  if (keep) {
    for (const oldest of store!.hotels.keys()) {
      if (store!.hotels.size <= CATALOGUE_MAX_HOTELS) break;
      store!.hotels.delete(oldest);
    }
  }
  return out;
}
