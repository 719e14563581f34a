import { Link } from 'react-router';
import { langOf } from '~/i18n/contentTranslations';
import { useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { planNameKey, termsOf, termsText } from '~/pricing/planTexts';
import type { StayPlan } from '~/pricing/planView';
import type { OfferInclusion } from '~/db/values';
import { TaxLines } from '~/pricing/TaxLines';
import { stayDayIn, stayMoneyIn } from '~/domain/stayFormat';
import { PlanPrice, usePoints } from './PlanPrice';

/** A plan's name on a page: a built-in plan's from the catalogue, an offer's its own (in the page's language where it has one). */
export function usePlanName() {
  const t = useT();
  return (plan: Pick<StayPlan, 'kind' | 'name'>) => (plan.kind === 'offer' ? plan.name : t(planNameKey(plan.kind)));
}

/**
 * The request page's rate: the plans the stay can be booked on as links (the chosen one marked
 * current), and the chosen one's nights, supplement, taxes, total and terms. Links, so the choice
 * works before the scripts run and without them.
 */
export function RequestPlan({
  plans,
  chosen,
  hrefOf,
  country,
  today,
  pointsBalance = null,
}: {
  plans: StayPlan[];
  /** Null when the plan asked for is not offered for the stay: the others are listed to choose from. */
  chosen: StayPlan | null;
  hrefOf: (plan: StayPlan) => string;
  country: string;
  today: string;
  /** The member's spendable points, where award nights are offered; null otherwise. */
  pointsBalance?: number | null;
}) {
  const t = useT();
  const nameOf = usePlanName();
  return (
    <section className="request-plan" aria-labelledby="plan-heading">
      <h3 id="plan-heading">{t('rates_choose_plan')}</h3>
      <ul className="plan-choices" role="list">
        {plans.map((plan) => (
          <li key={plan.code}>
            <Link to={hrefOf(plan)} aria-current={plan.code === chosen?.code ? 'true' : undefined} replace preventScrollReset>
              <span lang={langOf(plan, 'name')}>{nameOf(plan)}</span>{' '}
              <strong>
                <PlanPrice plan={plan} country={country} />
              </strong>
            </Link>
          </li>
        ))}
      </ul>
      {chosen && <ChosenPlan plan={chosen} country={country} today={today} />}
      {chosen?.points !== undefined && pointsBalance !== null && <AwardBalance points={chosen.points} balance={pointsBalance} />}
    </section>
  );
}

function ChosenPlan({ plan: chosen, country, today }: { plan: StayPlan; country: string; today: string }) {
  const t = useT();
  const locale = useLocale();
  const money = (minor: number) => stayMoneyIn(locale, minor, { country }, chosen.currency);
  const points = usePoints();
  // Award nights: each night costs the same points (the room's price a night).
  const perNight = chosen.points !== undefined && chosen.nightly.length > 0 ? chosen.points / chosen.nightly.length : null;
  return (
    <>
      <dl className="plan-nights">
        {chosen.nightly.map((night) => (
          <div key={night.date}>
            <dt>{stayDayIn(locale, night.date)}</dt>
            <dd>{perNight !== null ? points(perNight) : money(night.amountMinor)}</dd>
          </div>
        ))}
        {chosen.supplementMinor > 0 && (
          <div>
            <dt>{t('rates_supplement')}</dt>
            <dd>{money(chosen.supplementMinor)}</dd>
          </div>
        )}
      </dl>
      <TaxLines plan={chosen} money={money} />
      {chosen.inclusions && chosen.inclusions.length > 0 && <Inclusions inclusions={chosen.inclusions} />}
      <p className="plan-terms-strong">{termsText(t, termsOf(chosen, today), locale)}</p>
    </>
  );
}

/** Award nights: the member's balance beside the stay's points, and why it cannot be sent when it falls short. */
function AwardBalance({ points, balance }: { points: number; balance: number }) {
  const t = useT();
  const number = new Intl.NumberFormat(useLocale());
  const short = balance < points;
  return (
    <p className={short ? 'form-alert form-alert-warning' : 'plan-terms-strong'} data-testid="points-balance">
      {t('rates_points_balance', { balance: number.format(balance) })}
      {short && ` ${t('rates_points_short', { count: points - balance, missing: number.format(points - balance) })}`}
    </p>
  );
}

/** What an offer includes, and when the guest chooses the time of a treatment or a dinner. */
export function Inclusions({ inclusions }: { inclusions: OfferInclusion[] }) {
  const t = useT();
  const timed = inclusions.some((i) => i === 'spa_treatment' || i === 'dinner_credit');
  return (
    <div className="plan-inclusions">
      <p>{t('rates_includes')}</p>
      <ul>
        {inclusions.map((inclusion) => (
          <li key={inclusion}>{t(`offers_inclusion_${inclusion}`)}</li>
        ))}
      </ul>
      {timed && <p className="muted">{t('rates_choose_time_later')}</p>}
    </div>
  );
}
