import { useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { stayMoneyIn } from '~/reservations/format';
import { percentIn, totalTaxesText } from './planTexts';
import type { PlanQuote } from './plans';

/** A stay's taxes and fees, each with its rate or its amount per night, then the total: what the guest pays at the hotel, nothing hidden. */
export function TaxLines({ plan, country }: { plan: Pick<PlanQuote, 'taxes' | 'totalMinor' | 'currency'>; country: string; guests?: number }) {
  const t = useT();
  const locale = useLocale();
  const money = (minor: number) => stayMoneyIn(locale, minor, { country }, plan.currency);
  return (
    <dl className="plan-taxes">
      {plan.taxes.lines.map((line) => (
        <div key={line.kind}>
          <dt>
            {line.kind === 'vat'
              ? t(line.included ? 'rates_tax_included' : 'rates_tax_added', { rate: percentIn(locale, line.bps) })
              : t(line.per === 'guest' ? 'rates_city_tax_guest' : 'rates_city_tax_room', { amount: money(line.perNightMinor) })}
          </dt>
          <dd>{money(line.amountMinor)}</dd>
        </div>
      ))}
      <div className="plan-taxes-total">
        <dt>{t('rates_total')}</dt>
        <dd>{money(plan.totalMinor)}</dd>
      </div>
    </dl>
  );
}

/** What a stay's total holds, said beside it in the page's language: the taxes included, or the amount the hotel adds. */
export function useTotalTaxes() {
  const t = useT();
  const locale = useLocale();
  return (stay: { taxes: { includedMinor: number; addedMinor: number }; currency: string }, country: string) =>
    totalTaxesText(t, stay.taxes, (minor) => stayMoneyIn(locale, minor, { country }, stay.currency));
}
