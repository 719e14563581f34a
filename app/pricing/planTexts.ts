import type { Locale } from '~/i18n/locales';
import type { MessageKey, Translate } from '~/i18n/translate';
import { stayDayIn } from '~/domain/stayFormat';
import type { NamedPlan } from './plans';

/** A built-in plan's name in the catalogue. */
export const planNameKey = (kind: NamedPlan): MessageKey => `rates_plan_${kind}`;

/** What cancelling a stay on a plan costs, as the pages tell it before the guest commits. */
export type PlanTerms = { kind: 'non-refundable' } | { kind: 'inside-window' } | { kind: 'free-until'; until: string };

/** The terms as of `today`: free until the plan's day, already inside the window, or non-refundable. */
export function termsOf(plan: { refundable: boolean; freeCancellationUntil: string | null }, today: string): PlanTerms {
  if (!plan.refundable || !plan.freeCancellationUntil) return { kind: 'non-refundable' };
  if (plan.freeCancellationUntil < today) return { kind: 'inside-window' };
  return { kind: 'free-until', until: plan.freeCancellationUntil };
}

/** A tax rate in basis points as the language writes a percentage ("10%", "10 %", "3.8%"). */
export function percentIn(locale: string, bps: number): string {
  const value = bps % 100 === 0 ? String(bps / 100) : (bps / 100).toFixed(bps % 10 === 0 ? 1 : 2);
  const decimal = ['fr', 'de', 'it'].includes(locale) ? value.replace('.', ',') : value;
  return locale === 'fr' || locale === 'de' ? `${decimal}\u00a0%` : `${decimal}%`;
}

/** A plan's cancellation terms in the page's language. */
export function termsText(t: Translate, terms: PlanTerms, locale: Locale): string {
  if (terms.kind === 'non-refundable') return t('rates_non_refundable');
  if (terms.kind === 'inside-window') return t('rates_inside_window');
  return t('rates_free_cancellation', { date: stayDayIn(locale, terms.until) });
}

/**
 * What a stay's total holds, said beside it (issue 50): the taxes and fees included, or the amount
 * the hotel adds to the room price (the total holds that too: ADR 0038). `money` writes an amount of
 * the stay's currency as the page does.
 */
export function totalTaxesText(t: Translate, taxes: { addedMinor: number }, money: (minor: number) => string): string {
  return taxes.addedMinor > 0 ? t('rates_total_taxes_added', { amount: money(taxes.addedMinor) }) : t('rates_total_taxes_included');
}
