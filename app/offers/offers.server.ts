import { and, asc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { hotels, offerHotels, offers, type OfferInclusion } from '~/db/schema';
import { inLanguage, type ContentTranslations } from '~/i18n/contentTranslations';
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales';
import type { OfferPlan } from '~/pricing/plans';
import { OFFER_TEXTS, type Offer } from './offer';

/**
 * The brand's offers and packages (issue 31; docs/decisions/0038-price-model.md): the pages' and the
 * API's reads, the offers a stay can be booked on, and the promo code's guarded use.
 */

type OfferRow = typeof offers.$inferSelect;

const hotelColumns = {
  offerId: offerHotels.offerId,
  _id: hotels.id,
  name: hotels.name,
  slug: hotels.slug,
  city: hotels.city,
  country: hotels.country,
  currency: hotels.currency,
  translations: hotels.translations,
  supplementMinor: offerHotels.supplementMinor,
};

async function withHotels(db: Database, rows: OfferRow[], locale: Locale): Promise<Offer[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select(hotelColumns)
    .from(offerHotels)
    .innerJoin(hotels, eq(hotels.id, offerHotels.hotelId))
    .where(
      inArray(
        offerHotels.offerId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(hotels.name));
  return rows.map((row) => {
    const texts = inLanguage({ name: row.name, summary: row.summary, description: row.description }, row.translations, locale, OFFER_TEXTS);
    return {
      _id: row.id,
      slug: row.slug,
      name: texts.name,
      summary: texts.summary,
      description: texts.description,
      inclusions: row.inclusions,
      stayFrom: row.stayFrom,
      stayUntil: row.stayUntil,
      minNights: row.minNights,
      discountPct: row.discountPct,
      refundable: row.refundable,
      promoCode: row.promoCode !== null,
      hotels: links
        .filter((l) => l.offerId === row.id)
        .map(({ offerId: _offer, translations, ...hotel }) => {
          const { english: _english, ...place } = inLanguage({ city: hotel.city, country: hotel.country }, translations, locale, ['city', 'country']);
          return { ...hotel, ...place };
        }),
      ...(texts.english && { english: texts.english }),
    };
  });
}

/** The published offers a guest can still book (their last night today or later), in the brand's order. */
export async function listOffers(db: Database, { today, locale = DEFAULT_LOCALE }: { today: string; locale?: Locale }): Promise<Offer[]> {
  const rows = await db
    .select()
    .from(offers)
    .where(and(eq(offers.published, true), gte(offers.stayUntil, today)))
    .orderBy(asc(offers.position), asc(offers.name));
  return withHotels(db, rows, locale);
}

/** A published offer by its slug, or null. */
export async function findOffer(db: Database, slug: string, locale: Locale = DEFAULT_LOCALE): Promise<Offer | null> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.slug, slug), eq(offers.published, true)))
    .limit(1);
  return row ? ((await withHotels(db, [row], locale))[0] ?? null) : null;
}

/** An offer as a plan of one hotel, with its name in the page's language. */
export interface HotelOfferPlan extends OfferPlan {
  offerId: string;
  name: string;
  inclusions: OfferInclusion[];
  english?: 'name'[];
}

const planColumns = {
  offerId: offers.id,
  hotelId: offerHotels.hotelId,
  slug: offers.slug,
  name: offers.name,
  translations: offers.translations,
  discountPct: offers.discountPct,
  supplementMinor: offerHotels.supplementMinor,
  minNights: offers.minNights,
  stayFrom: offers.stayFrom,
  stayUntil: offers.stayUntil,
  refundable: offers.refundable,
  promoCode: offers.promoCode,
  inclusions: offers.inclusions,
  position: offers.position,
};

const planRows = (db: Pick<Database, 'select'>) => db.select(planColumns).from(offers).innerJoin(offerHotels, eq(offerHotels.offerId, offers.id));
type PlanRow = Awaited<ReturnType<typeof planRows>>[number];

/**
 * The offers the hotels sell on nights of a stay, by hotel, in the brand's order. An offer with a
 * promo code is listed only when the search names it (`offer`): it is not for every guest.
 */
export async function offerPlansFor(
  db: Pick<Database, 'select'>,
  hotelIds: readonly string[],
  stay: { checkIn: string; checkOut: string },
  { offer, locale = DEFAULT_LOCALE }: { offer?: string | null; locale?: Locale } = {},
): Promise<Map<string, HotelOfferPlan[]>> {
  const byHotel = new Map<string, HotelOfferPlan[]>();
  if (hotelIds.length === 0) return byHotel;
  const rows = await planRows(db)
    .where(
      and(
        inArray(offerHotels.hotelId, [...hotelIds]),
        eq(offers.published, true),
        gte(offers.stayUntil, stay.checkIn),
        lt(offers.stayFrom, stay.checkOut),
        offer ? or(sql`${offers.promoCode} is null`, eq(offers.slug, offer)) : sql`${offers.promoCode} is null`,
      ),
    )
    .orderBy(asc(offers.position), asc(offers.name));
  for (const row of rows) byHotel.set(row.hotelId, [...(byHotel.get(row.hotelId) ?? []), toPlan(fromRow(row), locale)]);
  return byHotel;
}

/** An offer as the search catalogue reads it (app/reservations/searchCatalogue.server.ts): the columns of a plan. */
export interface OfferPlanJson {
  offerId: string;
  slug: string;
  name: string;
  translations: ContentTranslations | null;
  discountPct: number;
  supplementMinor: number;
  minNights: number;
  stayFrom: string;
  stayUntil: string;
  refundable: boolean;
  promoCode: boolean;
  inclusions: OfferInclusion[];
}

/** An offer's columns as a plan in the page's language. */
function toPlan(row: OfferPlanJson, locale: Locale): HotelOfferPlan {
  const { translations: _translations, ...plan } = row;
  const { name, english } = inLanguage({ name: row.name }, row.translations, locale, ['name']);
  return { ...plan, name, ...(english && { english }) };
}

/** A row of `planRows` as the plan's columns: only whether a promo code is set leaves the database's answer. */
function fromRow({ hotelId: _hotel, position: _position, promoCode, ...row }: PlanRow): OfferPlanJson {
  return { ...row, promoCode: promoCode !== null };
}

/** A hotel's offers as the search catalogue keeps them (app/reservations/searchCatalogue.server.ts), as plans in the page's language. */
export function offerPlansOfJson(rows: readonly OfferPlanJson[] | null, locale: Locale): HotelOfferPlan[] {
  return (rows ?? []).map((row) => toPlan(row, locale));
}

/** One hotel's offer by slug (whatever the dates: the plan's rules say why it does not apply), or null. */
export async function offerPlanOf(
  db: Pick<Database, 'select'>,
  hotelId: string,
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<HotelOfferPlan | null> {
  const [row] = await planRows(db)
    .where(and(eq(offerHotels.hotelId, hotelId), eq(offers.slug, slug), eq(offers.published, true)))
    .limit(1);
  return row ? toPlan(fromRow(row), locale) : null;
}

export type PromoProblem = 'promo_missing' | 'promo_wrong' | 'promo_not_yet' | 'promo_expired' | 'promo_used_up' | 'promo_not_for_plan';

export const promoProblemText: Record<PromoProblem, string> = {
  promo_missing: 'This offer is booked with a promo code: please enter it',
  promo_wrong: 'This promo code is not valid for this offer',
  promo_not_yet: 'This promo code is not valid yet',
  promo_expired: 'This promo code has expired',
  promo_used_up: 'This promo code has been used up',
  promo_not_for_plan: 'This promo code is not valid for the rate you chose',
};

/**
 * Takes one use of an offer's promo code inside the request's transaction, or says why not. One
 * guarded update: concurrent requests for the last use queue on the offer's row and re-check the
 * cap after the one before them commits, so exactly one of them wins.
 */
export async function takePromoUse(
  tx: Pick<Database, 'update' | 'select'>,
  offerId: string,
  code: string | null | undefined,
  now: Date,
): Promise<PromoProblem | null> {
  const typed = (code ?? '').trim().toUpperCase();
  if (!typed) return 'promo_missing';
  const taken = await tx
    .update(offers)
    .set({ promoUses: sql`${offers.promoUses} + 1` })
    .where(
      and(
        eq(offers.id, offerId),
        eq(offers.promoCode, typed),
        sql`(${offers.promoStartsAt} is null or ${offers.promoStartsAt} <= ${now})`,
        sql`(${offers.promoEndsAt} is null or ${offers.promoEndsAt} > ${now})`,
        sql`(${offers.promoMaxUses} is null or ${offers.promoUses} < ${offers.promoMaxUses})`,
      ),
    )
    .returning({ id: offers.id });
  if (taken.length === 1) return null;
  const [offer] = await tx
    .select({ code: offers.promoCode, startsAt: offers.promoStartsAt, endsAt: offers.promoEndsAt })
    .from(offers)
    .where(eq(offers.id, offerId));
  if (!offer || offer.code !== typed) return 'promo_wrong';
  if (offer.startsAt && offer.startsAt > now) return 'promo_not_yet';
  if (offer.endsAt && offer.endsAt <= now) return 'promo_expired';
  return 'promo_used_up';
}
