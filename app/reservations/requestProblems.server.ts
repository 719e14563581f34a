import type { Database } from '~/db/client.server';
import type { MessageKey } from '~/i18n/translate';
import type { Locale } from '~/i18n/locales';
import type { MemberTier, PlanRefusal } from '~/pricing/plans';
import { quoteRoom, type PricedRoom } from '~/pricing/roomQuote.server';
import type { StayDates } from '~/pricing/plans';

/** Why a request cannot go ahead, as a message key the page translates. */
export type Problem = { key: MessageKey; values?: Record<string, string | number> };

/** A plan's refusal as the pages say it. */
export function refusalProblem(refusal: PlanRefusal): Problem {
  switch (refusal.reason) {
    case 'advance_too_close':
      return { key: 'rates_refused_advance_too_close', values: { days: refusal.days } };
    case 'offer_min_nights':
      return { key: 'rates_refused_min_nights', values: { nights: refusal.nights } };
    case 'offer_dates':
      return { key: 'rates_refused_dates' };
    default:
      return { key: 'rates_plan_not_offered' };
  }
}

/** Why the plan named in the address is not offered for the stay (null when it is). */
export async function planProblemOf(
  db: Database,
  room: PricedRoom,
  stay: StayDates,
  code: string,
  options: { tier: MemberTier | null; today: string; locale: Locale },
): Promise<Problem | null> {
  const result = await quoteRoom(db, room, stay, code, options);
  return result.ok ? null : refusalProblem(result.refusal);
}
