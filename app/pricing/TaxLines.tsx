import { useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { percentIn } from './planTexts';
import type { PlanQuote } from './plans';

/**
 * A stay's taxes and fees, each with its rate or its amount per night, then the total: what the
 * guest pays at the hotel, nothing hidden. `money` writes an amount of the stay's currency as the page does.
 */
export function TaxLines({ plan, money }: { plan: Pick<PlanQuote, 'taxes' | 'totalMinor'>; money: (minor: number) => string }) {
  const t = useT();
  const locale = useLocale();
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
