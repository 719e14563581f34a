import { addDays, daysBetween } from '~/domain/stay';
import { isWeekendNight, nightPrice, nightsOf, type RateCard } from './nightlyRates';

/**
 * The rate plans a stay can be booked on and the price of each (docs/decisions/0038-price-model.md):
 * - flexible: each night's price; free cancellation until `freeCancellationDays` before arrival;
 * - advance: `advance.pct` below Flexible, only `advance.minDaysAhead` days or more ahead, non-refundable;
 * - member: for members, below Flexible by their tier's percentage (signed out: the first tier's, shown only);
 * - an offer: its percentage below Flexible on the nights, plus its supplement for the stay.
 * Every night's plan price is rounded to the minor unit on its own; the total is the nights' sum,
 * plus the supplement, plus the taxes the hotel adds.
 */

export type MemberTier = 'ivory' | 'gold' | 'sovereign';
export const MEMBER_TIERS: readonly MemberTier[] = ['ivory', 'gold', 'sovereign'];
export const BUILT_IN_PLANS = ['flexible', 'advance', 'member'] as const;
export type BuiltInPlan = (typeof BUILT_IN_PLANS)[number];
/** Award nights: the room's nights paid with the programme's points (docs/decisions/0042-points-ledger.md). */
export const POINTS_PLAN = 'points';
/** The plans the site names itself (an offer has its own name). */
export type NamedPlan = BuiltInPlan | typeof POINTS_PLAN;
/** Codes no offer may take as its slug: the built-in plans and the award nights of the programme. */
export const RESERVED_PLAN_CODES: readonly string[] = [...BUILT_IN_PLANS, 'points'];

/** A hotel's taxes and plan settings (the studio's; a hotel without its own row has DEFAULT_PRICING's). */
export interface HotelPricing {
  currency: string;
  /** VAT in basis points (1000 = 10 %), included in the prices or added to them. */
  vatBps: number;
  vatIncluded: boolean;
  /** A city or tourism tax per guest (or per room) per night, in minor units; 0 where there is none. */
  cityTaxMinor: number;
  cityTaxPer: 'guest' | 'room';
  freeCancellationDays: number;
  /** Null: the hotel does not sell Advance purchase. */
  advance: { pct: number; minDaysAhead: number } | null;
  /** Null: the hotel has no member price. */
  member: Record<MemberTier, number> | null;
}

export const DEFAULT_PRICING: Omit<HotelPricing, 'currency'> = {
  vatBps: 0,
  vatIncluded: true,
  cityTaxMinor: 0,
  cityTaxPer: 'guest',
  freeCancellationDays: 2,
  advance: { pct: 15, minDaysAhead: 21 },
  member: { ivory: 10, gold: 12, sovereign: 15 },
};

/** An offer as a plan: what it takes off the nights, adds to the stay, and when it applies. */
export interface OfferPlan {
  slug: string;
  discountPct: number;
  /** Added once to the stay, in the hotel's currency's minor units. */
  supplementMinor: number;
  minNights: number;
  /** First and last night the offer covers (YYYY-MM-DD, both included). */
  stayFrom: string;
  stayUntil: string;
  refundable: boolean;
  /** True when the offer is booked with a promo code (checked when the request is stored). */
  promoCode: boolean;
}

export interface StayDates {
  checkIn: string;
  checkOut: string;
  guests: number;
}

/** One tax on a stay: VAT at its rate (included or added), or the city tax at its amount per guest or room and night (added). */
export type TaxLine =
  | { kind: 'vat'; amountMinor: number; included: boolean; bps: number }
  | { kind: 'city'; amountMinor: number; included: false; perNightMinor: number; per: 'guest' | 'room' };

export interface PlanQuote {
  code: string;
  kind: NamedPlan | 'offer';
  nightly: { date: string; amountMinor: number }[];
  supplementMinor: number;
  /** The nights and the supplement: the room's price before added taxes. */
  roomMinor: number;
  taxes: { includedMinor: number; addedMinor: number; lines: TaxLine[] };
  totalMinor: number;
  currency: string;
  refundable: boolean;
  /** The last day the stay can be cancelled free of charge (YYYY-MM-DD); null when non-refundable. */
  freeCancellationUntil: string | null;
  membersOnly: boolean;
  promoCode: boolean;
  /** Award nights: what the stay costs in points (its nights are then 0; taxes the hotel adds are still due). */
  points?: number;
}

/** Why a plan is not offered for a stay: a reason the API words in English and the pages translate. */
export type PlanRefusal =
  | { reason: 'unknown_plan' }
  | { reason: 'advance_not_sold' }
  | { reason: 'advance_too_close'; days: number }
  | { reason: 'member_not_sold' }
  | { reason: 'points_not_sold' }
  | { reason: 'offer_min_nights'; nights: number }
  | { reason: 'offer_dates'; from: string; until: string };

export const refusalText = (r: PlanRefusal): string => {
  switch (r.reason) {
    case 'unknown_plan':
      return 'This rate plan is not offered at this hotel';
    case 'advance_not_sold':
      return 'This hotel does not sell the Advance purchase rate';
    case 'advance_too_close':
      return `The Advance purchase rate must be booked at least ${r.days} days before arrival`;
    case 'member_not_sold':
      return 'This hotel has no member price';
    case 'points_not_sold':
      return 'This room cannot be booked with points';
    case 'offer_min_nights':
      return `This offer needs a stay of at least ${r.nights} nights`;
    case 'offer_dates':
      return `This offer applies to nights from ${r.from} to ${r.until}`;
  }
};

export interface QuoteInput {
  card: RateCard;
  pricing: HotelPricing;
  stay: StayDates;
  /** Today at the hotel's door (UTC day, like the stay rules). */
  today: string;
  /** The member's tier; null signed out (the member plan is then shown at the first tier's price). */
  tier: MemberTier | null;
  offers: readonly OfferPlan[];
  /** List the award nights plan (a signed-in member's search of the API); a request for it is priced either way. */
  awardNights?: boolean;
}

const discounted = (amount: number, pct: number) => Math.round((amount * (100 - pct)) / 100);

/** VAT and the city tax on a room price, for a party and a number of nights. */
export function taxesOn(roomMinor: number, pricing: HotelPricing, guests: number, nights: number): PlanQuote['taxes'] {
  const lines: TaxLine[] = [];
  if (pricing.vatBps > 0) {
    const amountMinor = pricing.vatIncluded
      ? roomMinor - Math.round((roomMinor * 10_000) / (10_000 + pricing.vatBps))
      : Math.round((roomMinor * pricing.vatBps) / 10_000);
    lines.push({ kind: 'vat', amountMinor, included: pricing.vatIncluded, bps: pricing.vatBps });
  }
  if (pricing.cityTaxMinor > 0) {
    const amountMinor = pricing.cityTaxMinor * (pricing.cityTaxPer === 'guest' ? guests : 1) * nights;
    lines.push({ kind: 'city', amountMinor, included: false, perNightMinor: pricing.cityTaxMinor, per: pricing.cityTaxPer });
  }
  const sum = (included: boolean) => lines.filter((l) => l.included === included).reduce((s, l) => s + l.amountMinor, 0);
  return { includedMinor: sum(true), addedMinor: sum(false), lines };
}

/** A stay's nights and whether each is a weekend night. */
type StayNights = readonly { date: string; weekend: boolean }[];
let lastStay: { checkIn: string; checkOut: string; nights: StayNights; days: Map<string, string | number> } | null = null;

/** The stay's nights and its days counted from it: the same for every room type of a search, so the last stay's are kept. */
function stayFacts({ checkIn, checkOut }: StayDates) {
  if (lastStay?.checkIn !== checkIn || lastStay.checkOut !== checkOut) {
    lastStay = { checkIn, checkOut, nights: nightsOf(checkIn, checkOut).map((date) => ({ date, weekend: isWeekendNight(date) })), days: new Map() };
  }
  return lastStay;
}
const stayNights = (stay: StayDates): StayNights => stayFacts(stay).nights;

/** The day `days` before check-in (the last day of free cancellation). */
function daysBeforeCheckIn(stay: StayDates, days: number): string {
  const known = stayFacts(stay).days;
  const key = `before ${days}`;
  let day = known.get(key) as string | undefined;
  if (day === undefined) known.set(key, (day = addDays(stay.checkIn, -days)));
  return day;
}

/** Whole days from `today` to check-in. */
function daysAhead(stay: StayDates, today: string): number {
  const known = stayFacts(stay).days;
  const key = `from ${today}`;
  let days = known.get(key) as number | undefined;
  if (days === undefined) known.set(key, (days = daysBetween(today, stay.checkIn)));
  return days;
}

/** The Flexible price of each night of the stay: what every plan of the room type discounts. */
const flexibleNights = (input: QuoteInput) => stayNights(input.stay).map((n) => ({ date: n.date, amountMinor: nightPrice(input.card, n.date, n.weekend) }));

function quote(
  input: QuoteInput,
  flexible: readonly { date: string; amountMinor: number }[],
  code: string,
  kind: PlanQuote['kind'],
  pct: number,
  extra: { supplementMinor?: number; refundable?: boolean; membersOnly?: boolean; promoCode?: boolean; points?: number } = {},
): PlanQuote {
  const { pricing, stay } = input;
  const nightly = pct === 0 ? flexible.map((n) => ({ ...n })) : flexible.map((n) => ({ date: n.date, amountMinor: discounted(n.amountMinor, pct) }));
  const supplementMinor = extra.supplementMinor ?? 0;
  let roomMinor = supplementMinor;
  for (const n of nightly) roomMinor += n.amountMinor;
  const taxes = taxesOn(roomMinor, pricing, stay.guests, nightly.length);
  const refundable = extra.refundable ?? true;
  return {
    code,
    kind,
    nightly,
    supplementMinor,
    roomMinor,
    taxes,
    totalMinor: roomMinor + taxes.addedMinor,
    currency: pricing.currency,
    refundable,
    freeCancellationUntil: refundable ? daysBeforeCheckIn(stay, pricing.freeCancellationDays) : null,
    membersOnly: extra.membersOnly ?? false,
    promoCode: extra.promoCode ?? false,
    ...(extra.points !== undefined && { points: extra.points }),
  };
}

/** The price of one plan for the stay, or why it is not offered. */
export function quotePlan(
  code: string,
  input: QuoteInput,
  flexible: readonly { date: string; amountMinor: number }[] = flexibleNights(input),
): { ok: true; quote: PlanQuote } | { ok: false; refusal: PlanRefusal } {
  const { pricing, stay, today, tier } = input;
  if (code === 'flexible') return { ok: true, quote: quote(input, flexible, code, 'flexible', 0) };
  if (code === 'advance') {
    if (!pricing.advance) return { ok: false, refusal: { reason: 'advance_not_sold' } };
    if (daysAhead(stay, today) < pricing.advance.minDaysAhead) {
      return { ok: false, refusal: { reason: 'advance_too_close', days: pricing.advance.minDaysAhead } };
    }
    return { ok: true, quote: quote(input, flexible, code, 'advance', pricing.advance.pct, { refundable: false }) };
  }
  if (code === 'member') {
    if (!pricing.member) return { ok: false, refusal: { reason: 'member_not_sold' } };
    return { ok: true, quote: quote(input, flexible, code, 'member', pricing.member[tier ?? 'ivory'], { membersOnly: true }) };
  }
  if (code === POINTS_PLAN) {
    const perNight = input.card.pointsPerNight;
    if (!perNight) return { ok: false, refusal: { reason: 'points_not_sold' } };
    const points = perNight * daysBetween(stay.checkIn, stay.checkOut);
    return { ok: true, quote: quote(input, flexible, code, 'points', 100, { membersOnly: true, points }) };
  }
  const offer = input.offers.find((o) => o.slug === code);
  if (!offer) return { ok: false, refusal: { reason: 'unknown_plan' } };
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  if (nights < offer.minNights) return { ok: false, refusal: { reason: 'offer_min_nights', nights: offer.minNights } };
  if (stay.checkIn < offer.stayFrom || addDays(stay.checkOut, -1) > offer.stayUntil) {
    return { ok: false, refusal: { reason: 'offer_dates', from: offer.stayFrom, until: offer.stayUntil } };
  }
  return {
    ok: true,
    quote: quote(input, flexible, offer.slug, 'offer', offer.discountPct, {
      supplementMinor: offer.supplementMinor,
      refundable: offer.refundable,
      promoCode: offer.promoCode,
    }),
  };
}

/** Every plan offered for the stay, in the order a guest reads them: Flexible, Advance, Member, then the offers. */
export function quotePlans(input: QuoteInput): PlanQuote[] {
  const awards = input.awardNights && input.tier !== null && input.card.pointsPerNight ? [POINTS_PLAN] : [];
  const codes = [...BUILT_IN_PLANS, ...awards, ...input.offers.map((o) => o.slug)];
  const flexible = flexibleNights(input);
  return codes.flatMap((code) => {
    const result = quotePlan(code, input, flexible);
    return result.ok ? [result.quote] : [];
  });
}
