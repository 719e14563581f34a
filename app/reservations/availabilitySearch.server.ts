import type { Database } from '~/db/client.server';
import { preparedRows } from '~/db/preparedQuery.server';
import { inLanguage } from '~/i18n/contentTranslations';
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales';
import { offerPlansOfJson, type OfferPlanJson } from '~/offers/offers.server';
import { wholeUnitsOf } from '~/lib/money';
import { quotePlans, type MemberTier } from '~/pricing/plans';
import { planView } from '~/pricing/planView';
import { ROOM_TYPE_TEXTS } from './availability.server';
import { catalogueHotels } from './searchCatalogue.server';
import type { Availability } from './reservation';
import { utcDay, type Stay } from '~/domain/stay';

/** Hotels one availability search returns at most, and unless asked for fewer. */
export const MAX_HOTELS_PER_SEARCH = 50;
export const DEFAULT_HOTELS_PER_SEARCH = 20;

interface AvailabilityRow extends Record<string, unknown> {
  hotel_id: string;
  /** The hotel's fitting room types with rooms free, in its own order (never empty): [id, rooms free]. */
  rooms: [string, number][];
}

/**
 * The search in one pass: hotels in the list's order (read from `hotels_rating_name_idx`), each
 * with its room types that fit the party and have a room free on every night, as a JSON array of
 * [id, rooms free] in the hotel's own order; a hotel with none is skipped, and `limit`/`offset`
 * count hotels. Each room type's free rooms are computed once (the busiest night's bookings, one
 * index range of room_nights). What the hotels and room types show and cost comes from the search
 * catalogue (./searchCatalogue.server.ts, docs/decisions/0041). `$1` check-in, `$2` check-out, `$3`
 * guests, `$4` limit, `$5` offset; with `bySlug`, `$6` the hotel's slug; with `byOffer`, the
 * offer's slug last: only that offer's hotels.
 */
const searchSql = (bySlug: boolean, byOffer: boolean) => `
  select h.id as hotel_id, r.rooms
  from hotels h
  cross join lateral (
    select json_agg(json_build_array(rt.id, f.available) order by rt.position, rt.name) as rooms
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
      { name: `availability_free_rooms${bySlug ? '_hotel' : ''}${byOffer ? '_offer' : ''}`, text: searchSql(bySlug, byOffer) },
    ]),
  ),
);

/** The offers a hotel sells on nights of the stay, as offerPlansFor lists them: a promo-code offer only when the search names it. */
const offersFor = (offers: readonly OfferPlanJson[], stay: Stay, offer: string | null) =>
  offers.filter((o) => o.stayUntil >= stay.checkIn && o.stayFrom < stay.checkOut && (!o.promoCode || o.slug === offer));

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
  const catalogue = await catalogueHotels(
    db,
    rows.map((row) => ({ hotelId: row.hotel_id, roomIds: row.rooms.map(([id]) => id) })),
  );
  return rows.flatMap((row) => {
    const found = catalogue.get(row.hotel_id);
    if (!found) return []; // deleted since the search read it
    const place = inLanguage({ city: found.city, country: found.country }, found.translations, locale, ['city', 'country']);
    const hotel = {
      _id: found.id,
      name: found.name,
      slug: found.slug,
      country: found.country,
      city: found.city,
      averageRating: Math.round(found.averageRating * 100) / 100,
      ...(locale !== DEFAULT_LOCALE && { place: { city: place.city, country: place.country, ...(place.english && { english: place.english }) } }),
    };
    const { pricing, currency } = found;
    const offers = offerPlansOfJson(offersFor(found.offers, stay, offer), locale);
    return row.rooms.flatMap(([id, available]) => {
      const rt = found.rooms.get(id);
      if (!rt) return [];
      const room = inLanguage({ name: rt.name, description: rt.description, beds: rt.beds, view: rt.view }, rt.translations, locale, ROOM_TYPE_TEXTS);
      const { card } = rt;
      const plans = quotePlans({ card, pricing, stay, today, tier, offers, awardNights }).map((q) => planView(q, offers));
      const flexible = plans[0]!;
      return {
        hotel,
        roomType: {
          _id: rt.id,
          name: room.name,
          description: room.description,
          sizeSqm: rt.sizeSqm,
          beds: room.beds,
          view: room.view,
          maxGuests: rt.maxGuests,
          nightlyRate: wholeUnitsOf(card.baseMinor, currency),
          baseRateMinor: card.baseMinor,
          currency,
          inventory: rt.inventory,
          ...(room.english && { english: room.english }),
        },
        available: Number(available),
        nights: stay.nights,
        nightlyRate: wholeUnitsOf(Math.round(flexible.roomMinor / stay.nights), currency),
        total: wholeUnitsOf(flexible.totalMinor, currency),
        currency,
        plans,
      };
    });
  });
}
