import { Link, useLocation } from 'react-router';
import { signInHref } from '~/accounts/pendingTarget';
import type { CurrencyView } from '~/currency/convert';
import { Price } from '~/currency/Price';
import { langOf } from '~/i18n/contentTranslations';
import { localizedPath } from '~/i18n/locales';
import { useT } from '~/i18n/translate';
import { useLocale, useLocaleHref } from '~/i18n/useLocale';
import { unitsOf } from '~/lib/money';
import { stayDayIn, stayMoneyIn } from '~/reservations/format';
import { requestHref } from '~/reservations/links';
import type { RoomType } from '~/reservations/reservation';
import type { Stay } from '~/reservations/stay';
import { plansFirst } from './planOrder';
import { planNameKey, termsOf, termsText } from './planTexts';
import type { StayPlan } from './planView';
import { TaxLines, useTotalTaxes } from './TaxLines';

interface PlanProps {
  roomType: RoomType;
  stay: Stay;
  country: string;
  signedIn: boolean;
  canRequest: boolean;
  view?: CurrencyView | null;
  today: string;
}

/**
 * The plans a free room can be booked on (issue 31, "the price of the stay, everywhere the guest
 * decides"), lowest price first (issue 50): the lowest the guest can book (or the offer the search is
 * for) and, signed out, the member price beside it with a link to sign in that comes back to this
 * search; the others behind a `<details>`, so they are one tap away before the scripts run and
 * without them. Each plan has its total and what it holds, its terms, the nights and taxes in a
 * disclosure, and its Request: a plain link carrying the plan and the total shown.
 */
export function PlanList({ plans, featured, ...props }: PlanProps & { plans: StayPlan[]; featured?: string | null }) {
  const t = useT();
  const { first, more } = plansFirst(plans, { signedIn: props.signedIn, featured });
  return (
    <>
      <ul className="plan-list" role="list">
        {first.map((plan) => (
          <PlanCard key={plan.code} plan={plan} {...props} />
        ))}
      </ul>
      {more.length > 0 && (
        <details className="plan-more">
          <summary aria-label={t('rates_more_label', { count: more.length, room: props.roomType.name })}>{t('rates_more', { count: more.length })}</summary>
          <ul className="plan-list" role="list">
            {more.map((plan) => (
              <PlanCard key={plan.code} plan={plan} {...props} />
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

/** One plan: its name and terms across the card, then its total, what the total holds, and its action. */
function PlanCard({ plan, roomType, stay, country, signedIn, canRequest, view, today }: PlanProps & { plan: StayPlan }) {
  const t = useT();
  const locale = useLocale();
  const totalTaxes = useTotalTaxes();
  const here = useLocation();
  const signIn = signInHref(`${here.pathname}${here.search}${here.hash}`);
  const name = plan.kind === 'offer' ? plan.name : t(planNameKey(plan.kind));
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
          <strong>{stayMoneyIn(locale, plan.totalMinor, { country }, plan.currency)}</strong>{' '}
          <span className="muted">{t('rates_for_nights', { count: stay.nights })}</span>
        </p>
        <p className="plan-total-taxes muted">{totalTaxes(plan, country)}</p>
        {view && view.target !== plan.currency && (
          <p className="muted plan-converted">
            <Price amount={Math.round(unitsOf(plan.totalMinor, plan.currency))} currency={plan.currency} country={country} view={view} />
          </p>
        )}
      </div>
      <PlanAction plan={plan} name={name} roomType={roomType} stay={stay} signedIn={signedIn} canRequest={canRequest} signIn={signIn} locale={locale} />
      <details className="plan-details">
        <summary>{t('rates_details')}</summary>
        <dl className="plan-nights">
          {plan.nightly.map((night) => (
            <div key={night.date}>
              <dt>{stayDayIn(locale, night.date)}</dt>
              <dd>{stayMoneyIn(locale, night.amountMinor, { country }, plan.currency)}</dd>
            </div>
          ))}
          {plan.supplementMinor > 0 && (
            <div>
              <dt>{t('rates_supplement')}</dt>
              <dd>{stayMoneyIn(locale, plan.supplementMinor, { country }, plan.currency)}</dd>
            </div>
          )}
        </dl>
        <TaxLines plan={plan} country={country} guests={stay.guests} />
      </details>
    </li>
  );
}

function PlanAction({
  plan,
  name,
  roomType,
  stay,
  signedIn,
  canRequest,
  signIn,
  locale,
}: {
  plan: StayPlan;
  name: string;
  roomType: RoomType;
  stay: Stay;
  signedIn: boolean;
  canRequest: boolean;
  signIn: string;
  locale: ReturnType<typeof useLocale>;
}) {
  const t = useT();
  const request = useLocaleHref(requestHref(roomType._id, stay, plan));
  if (plan.membersOnly && !signedIn) {
    return (
      <Link className="text-link plan-sign-in" to={localizedPath(locale, signIn)}>
        {t('rates_sign_in_member')}
      </Link>
    );
  }
  if (!canRequest) return null;
  return (
    <Link className="button button-gold button-sm plan-request" {...request} aria-label={t('rates_request_label', { room: roomType.name, plan: name })}>
      {t('rates_request')}
    </Link>
  );
}
