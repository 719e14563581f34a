import type { Database } from '~/db/client.server';
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales';
import { offerPlanOf, offerPlansFor, type HotelOfferPlan } from '~/offers/offers.server';
import { hotelPricingOf } from './hotelPricing.server';
import { BUILT_IN_PLANS, POINTS_PLAN, quotePlan, quotePlans, type MemberTier, type PlanRefusal, type StayDates } from './plans';
import { planView, type StayPlan } from './planView';
import { rateCardsOf } from './rateCards.server';

/** The room type a stay is priced for: its id, its hotel and the hotel's currency. */
export interface PricedRoom {
  id: string;
  hotelId: string;
  currency: string;
}

interface QuoteOptions {
  tier: MemberTier | null;
  today: string;
  locale?: Locale;
}

type Reader = Pick<Database, 'select' | 'execute'>;

async function inputsOf(db: Reader, room: PricedRoom, stay: StayDates) {
  const [cards, pricing] = await Promise.all([rateCardsOf(db, [room.id], stay.checkIn, stay.checkOut), hotelPricingOf(db, [room.hotelId])]);
  const card = cards.get(room.id);
  const hotelPricing = pricing.get(room.hotelId);
  if (!card || !hotelPricing) throw new Error(`room type ${room.id} has no rates`);
  return { card, pricing: hotelPricing };
}

export type RoomQuote = { ok: true; plan: StayPlan; offer: HotelOfferPlan | null } | { ok: false; refusal: PlanRefusal };

/**
 * One plan's price for a room type's stay, or why the plan is not offered: what the request page
 * shows and what the request stores (read inside its transaction, so the price stored is the one
 * of the rates at that moment).
 */
export async function quoteRoom(
  db: Reader,
  room: PricedRoom,
  stay: StayDates,
  code: string,
  { tier, today, locale = DEFAULT_LOCALE }: QuoteOptions,
): Promise<RoomQuote> {
  const builtIn = (BUILT_IN_PLANS as readonly string[]).includes(code) || code === POINTS_PLAN;
  const [inputs, offer] = await Promise.all([inputsOf(db, room, stay), builtIn ? null : offerPlanOf(db, room.hotelId, code, locale)]);
  const offers = offer ? [offer] : [];
  const result = quotePlan(code, { ...inputs, stay, today, tier, offers });
  return result.ok ? { ok: true, plan: planView(result.quote, offers), offer } : { ok: false, refusal: result.refusal };
}

/**
 * Every plan a room type's stay can be booked on (the offer the guest came with listed even with a
 * promo code); with `awardNights`, a member's award nights too where the room has a points price.
 */
export async function quoteRoomPlans(
  db: Reader,
  room: PricedRoom,
  stay: StayDates,
  { tier, today, locale = DEFAULT_LOCALE, offer, awardNights = false }: QuoteOptions & { offer?: string | null; awardNights?: boolean },
): Promise<StayPlan[]> {
  const [inputs, offers] = await Promise.all([inputsOf(db, room, stay), offerPlansFor(db, [room.hotelId], stay, { offer, locale })]);
  const hotelOffers = offers.get(room.hotelId) ?? [];
  return quotePlans({ ...inputs, stay, today, tier, offers: hotelOffers, awardNights }).map((q) => planView(q, hotelOffers));
}
