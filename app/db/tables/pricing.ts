/**
 * The price of a stay (docs/decisions/0038-price-model.md): each hotel's taxes and rate plans, and
 * the brand's offers. The room types' rates (base, weekend, seasons, nights priced by hand) are in
 * ./reservations.ts. Money is integer minor units of the hotel's currency.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { hotels } from './content';
import { offerInclusions, type OfferInclusion } from '../values';
import { translationsColumn } from './translations';

export { offerInclusions, type OfferInclusion };

/**
 * A hotel's taxes and rate plans. A hotel without a row has the defaults (app/pricing/plans.ts,
 * DEFAULT_PRICING): no taxes, Flexible free until 2 days before arrival, Advance 15 % from 21 days
 * ahead, members 10 / 12 / 15 % by tier.
 */
export const hotelPricing = pgTable(
  'hotel_pricing',
  {
    hotelId: uuid('hotel_id')
      .primaryKey()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    /** Basis points: 1000 is 10 %. */
    vatBps: smallint('vat_bps').notNull().default(0),
    vatIncluded: boolean('vat_included').notNull().default(true),
    /** Per guest (or per room, `city_tax_per`) per night, in minor units. */
    cityTaxMinor: integer('city_tax_minor').notNull().default(0),
    cityTaxPer: text('city_tax_per').$type<'guest' | 'room'>().notNull().default('guest'),
    freeCancellationDays: smallint('free_cancellation_days').notNull().default(2),
    advanceEnabled: boolean('advance_enabled').notNull().default(true),
    advancePct: smallint('advance_pct').notNull().default(15),
    advanceMinDays: smallint('advance_min_days').notNull().default(21),
    memberEnabled: boolean('member_enabled').notNull().default(true),
    memberIvoryPct: smallint('member_ivory_pct').notNull().default(10),
    memberGoldPct: smallint('member_gold_pct').notNull().default(12),
    memberSovereignPct: smallint('member_sovereign_pct').notNull().default(15),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('hotel_pricing_vat_check', sql`${t.vatBps} between 0 and 5000`),
    check('hotel_pricing_city_tax_check', sql`${t.cityTaxMinor} >= 0 and ${t.cityTaxPer} in ('guest', 'room')`),
    check('hotel_pricing_days_check', sql`${t.freeCancellationDays} between 0 and 60 and ${t.advanceMinDays} between 0 and 365`),
    check(
      'hotel_pricing_pct_check',
      sql`${t.advancePct} between 0 and 90 and ${t.memberIvoryPct} between 0 and 90 and ${t.memberGoldPct} between 0 and 90 and ${t.memberSovereignPct} between 0 and 90`,
    ),
  ],
);

/**
 * An offer or package (issue 31): its texts, inclusions, the nights it covers, a minimum stay, its
 * price (a percentage off the Flexible nights, plus each hotel's supplement), and an optional promo
 * code with a validity window and a cap on uses (`promo_uses` never passes `promo_max_uses`).
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: varchar('slug', { length: 80 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull(),
    description: text('description').notNull(),
    translations: translationsColumn(),
    inclusions: text('inclusions')
      .array()
      .$type<OfferInclusion[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** First and last night the offer covers, both included. */
    stayFrom: date('stay_from', { mode: 'string' }).notNull(),
    stayUntil: date('stay_until', { mode: 'string' }).notNull(),
    minNights: smallint('min_nights').notNull().default(1),
    discountPct: smallint('discount_pct').notNull().default(0),
    refundable: boolean('refundable').notNull().default(true),
    /** Upper case; matched without regard to case. */
    promoCode: varchar('promo_code', { length: 40 }),
    promoStartsAt: timestamp('promo_starts_at', { withTimezone: true }),
    promoEndsAt: timestamp('promo_ends_at', { withTimezone: true }),
    promoMaxUses: integer('promo_max_uses'),
    promoUses: integer('promo_uses').notNull().default(0),
    published: boolean('published').notNull().default(true),
    position: smallint('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offers_slug_unique').on(t.slug),
    uniqueIndex('offers_promo_code_unique')
      .on(t.promoCode)
      .where(sql`${t.promoCode} is not null`),
    check('offers_dates_check', sql`${t.stayUntil} >= ${t.stayFrom}`),
    check('offers_numbers_check', sql`${t.minNights} between 1 and 30 and ${t.discountPct} between 0 and 90`),
    check('offers_promo_uses_check', sql`${t.promoUses} >= 0 and (${t.promoMaxUses} is null or ${t.promoUses} <= ${t.promoMaxUses})`),
    check('offers_promo_code_check', sql`${t.promoCode} is null or ${t.promoCode} ~ '^[A-Z0-9-]{3,40}$'`),
  ],
);

/** The hotels an offer applies to, each with its supplement for the stay (minor units of the hotel's currency). */
export const offerHotels = pgTable(
  'offer_hotels',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    supplementMinor: integer('supplement_minor').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.hotelId] }),
    index('offer_hotels_hotel_idx').on(t.hotelId),
    check('offer_hotels_supplement_check', sql`${t.supplementMinor} >= 0`),
  ],
);
