/**
 * The limits of the studio's price forms and the staff API (browser-safe: no schema code; the
 * rules are in pricingInput.server.ts). Money is minor units of the hotel's currency.
 */

/** The largest rate, city tax or supplement, in minor units (the columns are 32-bit integers). */
export const MAX_MONEY_MINOR = 1_000_000_000;
/** The rates grid shows this many nights at a time, and the API answers at most this many. */
export const GRID_DAYS = 90;
/** A bulk change covers at most a year of nights. */
export const MAX_BULK_NIGHTS = 366;
export const SEASON_NAME_MAX = 100;
/** Plan percentages (Advance purchase, the member tiers, an offer's discount). */
export const MAX_PLAN_PCT = 90;
export const MAX_VAT_BPS = 5000;
export const MAX_FREE_CANCELLATION_DAYS = 60;
export const MAX_ADVANCE_DAYS = 365;

/** The rates grid's bulk change form and the plans and taxes form, by name (their fields' ids start with it). */
export const BULK = 'bulk';
export const PLANS = 'plans';

export const SEASON_FIELD_ORDER = ['name', 'startsOn', 'endsOn', 'rate'] as const;
export const BULK_FIELD_ORDER = ['roomTypeIds', 'from', 'until', 'rate'] as const;
export const PRICING_FIELD_ORDER = [
  'vat',
  'vatIncluded',
  'cityTax',
  'cityTaxPer',
  'freeCancellationDays',
  'advancePct',
  'advanceMinDays',
  'memberIvoryPct',
  'memberGoldPct',
  'memberSovereignPct',
] as const;
