import { useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import type { StayPlan } from '~/pricing/planView';
import { stayMoneyIn } from '~/domain/stayFormat';

/** Points as the page's language writes a number: "12,000", "12 000", "12.000". */
export function usePoints() {
  const t = useT();
  const number = new Intl.NumberFormat(useLocale());
  return (points: number) => t('rates_points_cost', { count: points, points: number.format(points) });
}

/**
 * A plan's price as the request page shows it: an amount, or for award nights their points, and
 * the taxes the hotel adds when there are any ("24,000 points + €12.50").
 */
export function PlanPrice({ plan, country }: { plan: Pick<StayPlan, 'points' | 'totalMinor' | 'currency'>; country: string }) {
  const t = useT();
  const locale = useLocale();
  const points = usePoints();
  const money = stayMoneyIn(locale, plan.totalMinor, { country }, plan.currency);
  if (plan.points === undefined) return <>{money}</>;
  return <>{plan.totalMinor > 0 ? t('rates_points_plus', { points: points(plan.points), amount: money }) : points(plan.points)}</>;
}
