import { Link, useLocation } from 'react-router';
import { signInHref } from '~/accounts/pendingTarget';
import type { CurrencyView } from '~/currency/convert';
import { Price } from '~/currency/Price';
import { langOf } from '~/i18n/contentTranslations';
import { localizedPath } from '~/i18n/locales';
import { useT } from '~/i18n/translate';
import { useLocale, useLocaleHref } from '~/i18n/useLocale';
import { unitsOf } from '~/lib/money';
import { stayDayIn, stayMoneyIn } from '~/domain/stayFormat';
import { requestHref } from '~/domain/stayLinks';
import type { Stay } from '~/domain/stay';
import { planNameKey, termsOf, termsText, totalTaxesText } from './planTexts';
import type { StayPlan } from './planView';
import { TaxLines } from './TaxLines';

interface PlanProps {
  /** The room type the plans are for: its id for the request, its name for the link's label. */
  roomType: { _id: string; name: string };
  stay: Stay;
  country: string;
  signedIn: boolean;
  canRequest: boolean;
  view?: CurrencyView | null;
  today: string;
}

/**
 * The plans a free room can be booked on (issue 31, "the price of the stay, everywhere the guest
 * decides"), lowest price first (issue 50): `first`, ordered by the page's loader (plansFirst: the
 * lowest the guest can book, or the offer the search is for, and signed out the member price with a
 * link to sign in that comes back to this search), then the others behind a `<details>`, one tap
 * away before the scripts run and without them. Each plan has its total and what it holds, its
 * terms, the nights and taxes in a disclosure, and its Request: a plain link carrying the plan and
 * the total shown.
 */
export function PlanList({ first, more, ...props }: PlanProps & { first: StayPlan[]; more: StayPlan[] }) {
  const t = useT();
  const list = (plans: StayPlan[]) => (
    <ul className="plan-list" role="list">
      {plans.map((plan) => (
        <PlanCard key={plan.code} plan={plan} {...props} />
      ))}
    </ul>
  );
  return (
    <>
      {list(first)}
      {more.length > 0 && (
        <details className="plan-more">
          <summary>{t('rates_more', { count: more.length })}</summary>
          {list(more)}
        </details>
      )}
    </>
  );
}

/**
 * One plan: its name and terms across the card, then its total, what the total holds, and its
 * action: Request, or signed out on the member price, a link to sign in that comes back here.
 */
function PlanCard({ plan, roomType, stay, country, signedIn, canRequest, view, today }: PlanProps & { plan: StayPlan }) {
  const t = useT();
  const locale = useLocale();
  const here = useLocation();
  const request = useLocaleHref(requestHref(roomType._id, stay, plan));
  const name = plan.kind === 'offer' ? plan.name : t(planNameKey(plan.kind));
  const money = (minor: number) => stayMoneyIn(locale, minor, { country }, plan.currency);
  return (
    <li className="plan" data-plan={plan.code}>
      <div className="plan-head">
        <p className="plan-name">
          <span lang={langOf(plan, 'name')}>{name}</span>
          {plan.membersOnly && <span className="chip chip-gold plan-chip">{t('rates_members_chip')}</span>}
        </p>
        <p className="plan-terms muted">{termsText(t, termsOf(plan, today), locale)}</p>
      </div>
      <div className="plan-price">
        <p className="plan-total">
          <strong>{money(plan.totalMinor)}</strong> <span className="muted">{t('rates_for_nights', { count: stay.nights })}</span>
        </p>
        <p className="plan-total-taxes muted">{totalTaxesText(t, plan.taxes, money)}</p>
        {view && view.target !== plan.currency && (
          <p className="muted plan-converted">
            <Price amount={Math.round(unitsOf(plan.totalMinor, plan.currency))} currency={plan.currency} country={country} view={view} />
          </p>
        )}
      </div>
      {plan.membersOnly && !signedIn ? (
        <Link className="text-link plan-sign-in" to={localizedPath(locale, signInHref(`${here.pathname}${here.search}${here.hash}`))}>
          {t('rates_sign_in_member')}
        </Link>
      ) : (
        canRequest && (
          <Link className="button button-gold button-sm" {...request} aria-label={t('rates_request_label', { room: roomType.name, plan: name })}>
            {t('rates_request')}
          </Link>
        )
      )}
      <details className="plan-details">
        <summary>{t('rates_details')}</summary>
        <dl className="plan-nights">
          {plan.nightly.map((night) => (
            <div key={night.date}>
              <dt>{stayDayIn(locale, night.date)}</dt>
              <dd>{money(night.amountMinor)}</dd>
            </div>
          ))}
          {plan.supplementMinor > 0 && (
            <div>
              <dt>{t('rates_supplement')}</dt>
              <dd>{money(plan.supplementMinor)}</dd>
            </div>
          )}
        </dl>
        <TaxLines plan={plan} money={money} />
      </details>
    </li>
  );
}
