import type { PlanQuote } from './plans';

type Ordered = Pick<PlanQuote, 'code' | 'totalMinor' | 'membersOnly' | 'points'>;

/**
 * A room's plans as a guest reads them on a phone (issue 50): first the lowest price they can book
 * (or the offer their search is for), with the member price beside it for a signed-out guest (shown,
 * booked once signed in); every other plan behind one tap, in the order the plans are listed. At
 * equal totals the plan listed first leads (Flexible before an offer at its price). Award nights,
 * priced in points, are never the lowest price. The pages' loaders order the plans with it, so the
 * browser's scripts carry none of it (the hotel page's script budget, ADR 0038).
 */
export function plansFirst<P extends Ordered>(plans: readonly P[], { signedIn, featured = null }: { signedIn: boolean; featured?: string | null }) {
  const bookable = plans.filter((p) => (signedIn || !p.membersOnly) && p.points === undefined);
  const lead =
    plans.find((p) => p.code === featured) ??
    bookable.reduce<P | undefined>((low, p) => (low === undefined || p.totalMinor < low.totalMinor ? p : low), undefined) ??
    plans[0];
  const first = plans.filter((p) => p === lead || (!signedIn && p.membersOnly));
  // The lead first, then the member prices in their order.
  first.sort((a, b) => Number(b === lead) - Number(a === lead));
  return { first, more: plans.filter((p) => !first.includes(p)) };
}
