import type { Database } from '~/db/client.server';
import { preparedRows } from '~/db/preparedQuery.server';
import { inLanguage, type ContentTranslations } from '~/i18n/contentTranslations';
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales';
import { offerPlansFor } from '~/offers/offers.server';
import { wholeUnitsOf } from '~/lib/money';
import { DEFAULT_PRICING, quotePlans, type HotelPricing, type MemberTier } from '~/pricing/plans';
import { rateCardJson, toRateCard, type RateCardRow } from '~/pricing/rateCards.server';
import { planView } from '~/pricing/planView';
import { ROOM_TYPE_TEXTS } from './availability.server';
import type { Availability } from './reservation';
import { utcDay, type Stay } from './stay';

/** Hotels one availability search returns at most, and unless asked for fewer. */
export const MAX_HOTELS_PER_SEARCH = 50;
export const DEFAULT_HOTELS_PER_SEARCH = 20;

/** A room type of a hotel's row as the search's JSON array carries it. */
interface AvailableRoomJson {
  id: string;
  name: string;
  description: string;
  size_sqm: number;
  beds: string;
  view: string;
  max_guests: number;
  inventory: number;
  available: number;
  translations: ContentTranslations | null;
  /** Its rates for the stay's nights (app/pricing/rateCards.server.ts). */
  card: RateCardRow;
}

/** The hotel_pricing row as JSON (null: the hotel has the defaults). */
interface PricingJson {
  vat_bps: number;
  vat_included: boolean;
  city_tax_minor: number;
  city_tax_per: 'guest' | 'room';
  free_cancellation_days: number;
  advance_enabled: boolean;
  advance_pct: number;
  advance_min_days: number;
  member_enabled: boolean;
  member_ivory_pct: number;
  member_gold_pct: number;
  member_sovereign_pct: number;
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
  pricing: PricingJson | null;
  /** The hotel's fitting room types with rooms free, in its own order (never empty). */
  rooms: AvailableRoomJson[];
}

const pricingOfJson = (currency: string, p: PricingJson | null): HotelPricing =>
  p
    ? {
        currency,
        vatBps: p.vat_bps,
        vatIncluded: p.vat_included,
        cityTaxMinor: p.city_tax_minor,
        cityTaxPer: p.city_tax_per,
        freeCancellationDays: p.free_cancellation_days,
        advance: p.advance_enabled ? { pct: p.advance_pct, minDaysAhead: p.advance_min_days } : null,
        member: p.member_enabled ? { ivory: p.member_ivory_pct, gold: p.member_gold_pct, sovereign: p.member_sovereign_pct } : null,
      }
    : { currency, ...DEFAULT_PRICING };

/**
 * The search in one pass: hotels in the list's order (read from `hotels_rating_name_idx`), each
 * with its room types that fit the party and have a room free on every night, as a JSON array in
 * the hotel's own order; a hotel with none is skipped, and `limit`/`offset` count hotels. Each room
 * type's free rooms are computed once (the busiest night's bookings, one index range of
 * room_nights). Each room type carries its rate card for the stay's nights and each hotel its taxes
 * and plans, so every plan is priced without another query. `$1` check-in, `$2` check-out, `$3`
 * guests, `$4` limit, `$5` offset; with `bySlug`, `$6` the hotel's slug; with `byOffer`, the
 * offer's slug last: only that offer's hotels.
 */
const searchSql = (bySlug: boolean, byOffer: boolean) => `
  select h.id as hotel_id, h.name as hotel_name, h.slug as hotel_slug, h.country as hotel_country, h.city as hotel_city,
    h.average_rating, h.currency, h.translations as hotel_translations, row_to_json(hp) as pricing, r.rooms
  from hotels h
  left join hotel_pricing hp on hp.hotel_id = h.id
  cross join lateral (
    select json_agg(json_build_object(
        'id', rt.id, 'name', rt.name, 'description', rt.description, 'size_sqm', rt.size_sqm, 'beds', rt.beds,
        'view', rt.view, 'max_guests', rt.max_guests, 'inventory', rt.inventory,
        'available', f.available, 'translations', rt.translations,
        'card', json_build_object(${rateCardJson('$1::date', '$2::date')}))
      order by rt.position, rt.name) as rooms
    from room_types rt
    cross join lateral (
      select rt.inventory - coalesce(max(n.booked), 0) as available
      from room_nights n
      where n.room_type_id = rt.id and n.night >= $1::date and n.night < $2::date
    ) f
    where rt.hotel_id = h.id and rt.max_guests >= $3::int and f.available > 0
  ) r
  where r.rooms is not null${bySlug ? ' and h.slug = $6::text' : ''}${
    byOffer
      ? ` and exists (select 1 from offer_hotels oh join offers o on o.id = oh.offer_id where oh.hotel_id = h.id and o.slug = $${bySlug ? 7 : 6}::text)`
      : ''
  }
  order by h.average_rating desc nulls last, h.name
  limit $4::int offset $5::int`;

/** The four searches as named prepared statements (ADR 0037), by `bySlug:byOffer`. */
const SEARCHES = new Map(
  [false, true].flatMap((bySlug) =>
    [false, true].map((byOffer) => [
      `${bySlug}:${byOffer}`,
      { name: `availability_search${bySlug ? '_hotel' : ''}${byOffer ? '_offer' : ''}`, text: searchSql(bySlug, byOffer) },
    ]),
  ),
);

/** Who is searching and what for, beside the stay: the plans' prices depend on them. */
export interface SearchOptions {
  hotelSlug?: string;
  limit?: number;
  offset?: number;
  locale?: Locale;
  /** The member's tier when signed in; null signed out (the member price is then shown, not bookable). */
  tier?: MemberTier | null;
  /** The offer the search is for (/booking?offer=…): only its hotels, its plan listed even with a promo code. */
  offer?: string | null;
  /** Today (UTC): Advance purchase's window counts from it. */
  today?: string;
  /** List award nights (the points plan) where a room type has a points price: a signed-in member's search. */
  awardNights?: boolean;
}

/**
 * Room types free for the whole stay and big enough for the party, grouped by hotel: the best-rated
 * hotels first (the hotel list's order), each hotel's rooms in its own order, each with the price of
 * every plan it can be booked on (docs/decisions/0038). Pages through hotels that have something
 * free: `limit` hotels after skipping `offset`, so a search over 100,000 hotels reads the rating
 * index only until it has found them. `hotelSlug` narrows it to one hotel, `offer` to an offer's
 * hotels. A translated page (`locale`) gets the hotels' cities and countries, the rooms' texts and
 * the offers' names in its language where the rows have them, the others listed in `english`.
 */
export async function searchAvailability(
  db: Database,
  stay: Stay,
  {
    hotelSlug,
    limit = DEFAULT_HOTELS_PER_SEARCH,
    offset = 0,
    locale = DEFAULT_LOCALE,
    tier = null,
    offer = null,
    today = utcDay(),
    awardNights = false,
  }: SearchOptions = {},
): Promise<Availability[]> {
  const values: unknown[] = [stay.checkIn, stay.checkOut, stay.guests, limit, offset];
  if (hotelSlug !== undefined) values.push(hotelSlug);
  if (offer) values.push(offer);
  const rows = await preparedRows<AvailabilityRow>(db, { ...SEARCHES.get(`${hotelSlug !== undefined}:${Boolean(offer)}`)!, values });
  const offersByHotel = await offerPlansFor(
    db,
    rows.map((r) => r.hotel_id),
    stay,
    { offer, locale },
  );
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
    const pricing = pricingOfJson(row.currency, row.pricing);
    const offers = offersByHotel.get(row.hotel_id) ?? [];
    return row.rooms.map((rt) => {
      const room = inLanguage({ name: rt.name, description: rt.description, beds: rt.beds, view: rt.view }, rt.translations, locale, ROOM_TYPE_TEXTS);
      const card = toRateCard(rt.card);
      const plans = quotePlans({ card, pricing, stay, today, tier, offers, awardNights }).map((q) => planView(q, offers));
      const flexible = plans[0]!;
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
          nightlyRate: wholeUnitsOf(card.baseMinor, row.currency),
          baseRateMinor: card.baseMinor,
          currency: row.currency,
          inventory: rt.inventory,
          ...(room.english && { english: room.english }),
        },
        available: Number(rt.available),
        nights: stay.nights,
        nightlyRate: wholeUnitsOf(Math.round(flexible.roomMinor / stay.nights), row.currency),
        total: wholeUnitsOf(flexible.totalMinor, row.currency),
        currency: row.currency,
        plans,
      };
    });
  });
}
