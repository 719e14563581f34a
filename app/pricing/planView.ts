import type { OfferInclusion } from '~/db/values';
import type { NamedPlan, PlanQuote } from './plans';

/** The built-in plans' names as the API gives them (the pages say them in their language: `plan_name_…`). */
export const PLAN_NAMES: Record<NamedPlan, string> = { flexible: 'Flexible', advance: 'Advance purchase', member: 'Member price', points: 'Award nights' };

/**
 * A plan's price for a stay as the pages and the API show it (docs/product/api.md, "Prices"): the
 * quote with the plan's name (an offer's in the page's language, `english` when it has none).
 */
export interface StayPlan extends PlanQuote {
  name: string;
  english?: 'name'[];
  /** An offer's inclusions (breakfast, a spa treatment…); absent for the other plans. */
  inclusions?: OfferInclusion[];
}

/** A quote named: the built-in plans by PLAN_NAMES, an offer by its own name. */
export function planView(quote: PlanQuote, offers: readonly { slug: string; name: string; english?: 'name'[]; inclusions: OfferInclusion[] }[]): StayPlan {
  if (quote.kind !== 'offer') return { ...quote, name: PLAN_NAMES[quote.kind] };
  const offer = offers.find((o) => o.slug === quote.code);
  return { ...quote, name: offer?.name ?? quote.code, inclusions: offer?.inclusions ?? [], ...(offer?.english && { english: offer.english }) };
}
