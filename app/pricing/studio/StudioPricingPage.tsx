import { data, Form, Link } from 'react-router';
import { moneyText } from '~/lib/money';
import { site } from '~/site.config';
import { FormAnswer } from '~/studio/FormAnswer';
import { requireSectionPage } from '~/studio/guard.server';
import { StudioError } from '~/studio/StudioError';
import { firstProblem, StudioField, useFocusAnswer } from '~/studio/StudioField';
import { StudioNav } from '~/studio/StudioNav';
import { ErrorState } from '~/ui/ErrorState';
import type { Route } from './+types/StudioPricingPage';
import { findHotelPricing } from './hotelPricing.write.server';
import { PriceLinks } from './PriceLinks';
import { refusalFor } from './priceForms';
import { MAX_ADVANCE_DAYS, MAX_FREE_CANCELLATION_DAYS, MAX_PLAN_PCT, PLANS, PRICING_FIELD_ORDER } from './pricingInput';
import { pricingPageAction } from './pricingPage.server';
import '~/studio/studio.css';
import '~/studio/studioFields.css';
import './rates.css';
import { siteOf } from '~/lib/loadContext.server';

async function pricingOf(db: SiteContext['db'], hotelId: string) {
  const found = await findHotelPricing(db, hotelId);
  if (!found) throw data({ error: 'Hotel not found' }, { status: 404 });
  return found;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = await requireSectionPage(siteOf(context).db, request);
  return { role: user.role, ...(await pricingOf(siteOf(context).db, params.id)) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await requireSectionPage(siteOf(context).db, request);
  const { hotel } = await pricingOf(siteOf(context).db, params.id);
  return pricingPageAction(siteOf(context).db, user, request, hotel);
}

export function meta({ loaderData: loaderData }: Route.MetaArgs) {
  return [{ title: `Plans and taxes | ${loaderData?.hotel.name ?? 'Hotel'} | Hotels | Studio | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

type Field = (typeof PRICING_FIELD_ORDER)[number];

/** A hotel's taxes, Flexible's cancellation terms, Advance purchase and the member price: one plain form. */
export default function StudioPricingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { hotel, pricing, stored } = loaderData;
  const pageRef = useFocusAnswer<HTMLDivElement>(actionData);
  const failed = refusalFor(actionData, PLANS);
  const values: Record<string, string | undefined> = failed?.values ?? {
    ...Object.fromEntries(Object.entries(pricing).map(([name, value]) => [name, String(value)])),
    vat: String(pricing.vatBps / 100),
    vatIncluded: pricing.vatIncluded ? 'included' : 'added',
    cityTax: moneyText(pricing.cityTaxMinor, hotel.currency),
    advanceEnabled: pricing.advanceEnabled ? 'on' : '',
    memberEnabled: pricing.memberEnabled ? 'on' : '',
  };
  const errors = failed?.errors ?? {};
  const first = firstProblem(PRICING_FIELD_ORDER, errors);
  const field = (name: Field) => ({ form: PLANS, name, value: values[name], error: errors[name], autoFocus: first === name, required: true });
  const pct = (name: Field, label: string) => <StudioField {...field(name)} label={`${label} (%)`} type="number" min={0} max={MAX_PLAN_PCT} />;
  const choice = (name: 'vatIncluded' | 'cityTaxPer', value: string, label: string) => (
    <div className="field studio-check">
      <input id={`${PLANS}-${name}-${value}`} type="radio" name={name} value={value} defaultChecked={values[name] === value} />
      <label htmlFor={`${PLANS}-${name}-${value}`}>{label}</label>
    </div>
  );
  const toggle = (name: 'advanceEnabled' | 'memberEnabled', label: string) => (
    <div className="field studio-check">
      <input id={`${PLANS}-${name}`} type="checkbox" name={name} defaultChecked={values[name] === 'on'} />
      <label htmlFor={`${PLANS}-${name}`}>{label}</label>
    </div>
  );

  return (
    <div className="container studio" ref={pageRef}>
      <StudioNav role={loaderData.role} />
      <p className="studio-back">
        <Link to={`/studio/hotels/${hotel.id}`}>← {hotel.name}</Link>
      </p>
      <div className="studio-head">
        <div>
          <p className="eyebrow">Prices in {hotel.currency}</p>
          <h1>Plans and taxes: {hotel.name}</h1>
        </div>
        <PriceLinks hotelId={hotel.id} current="pricing" />
      </div>
      {!stored && <p className="field-hint">This hotel is priced with the brand’s defaults until its plans and taxes are saved here.</p>}
      <Form method="post" className="studio-form" aria-labelledby="plans-heading" noValidate>
        <h2 id="plans-heading" className="visually-hidden">
          Plans and taxes
        </h2>
        <FormAnswer answer={actionData} target={PLANS} />
        <fieldset className="studio-fieldset">
          <legend>Taxes</legend>
          <div className="studio-fields">
            <StudioField {...field('vat')} label="VAT (%)" hint="Up to two decimals, e.g. 3.8; 0 for none." />
            <fieldset className="studio-choice">
              <legend>VAT is</legend>
              {choice('vatIncluded', 'included', 'Included in the prices')}
              {choice('vatIncluded', 'added', 'Added to the prices')}
            </fieldset>
            <StudioField {...field('cityTax')} label={`City tax per night (${hotel.currency})`} hint="0 where the place has none." />
            <fieldset className="studio-choice">
              <legend>City tax is charged</legend>
              {choice('cityTaxPer', 'guest', 'Per guest')}
              {choice('cityTaxPer', 'room', 'Per room')}
            </fieldset>
          </div>
        </fieldset>
        <fieldset className="studio-fieldset">
          <legend>Flexible</legend>
          <StudioField
            {...field('freeCancellationDays')}
            label="Free cancellation until, days before arrival"
            type="number"
            min={0}
            max={MAX_FREE_CANCELLATION_DAYS}
          />
        </fieldset>
        <fieldset className="studio-fieldset">
          <legend>Advance purchase (non-refundable)</legend>
          {toggle('advanceEnabled', 'Sell the Advance purchase rate')}
          <div className="studio-fields">
            {pct('advancePct', 'Below Flexible')}
            <StudioField {...field('advanceMinDays')} label="Booked at least, days ahead" type="number" min={0} max={MAX_ADVANCE_DAYS} />
          </div>
        </fieldset>
        <fieldset className="studio-fieldset">
          <legend>Member price</legend>
          {toggle('memberEnabled', 'Offer the member price')}
          <div className="studio-fields">
            {pct('memberIvoryPct', 'Ivory, below Flexible')}
            {pct('memberGoldPct', 'Gold, below Flexible')}
            {pct('memberSovereignPct', 'Sovereign, below Flexible')}
          </div>
        </fieldset>
        <button type="submit" className="button button-gold">
          Save plans and taxes
        </button>
      </Form>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (error && typeof error === 'object' && 'status' in error && error.status === 404) {
    return <ErrorState title="Hotel not found" message="It may have been removed." backTo={{ href: '/studio/hotels', label: 'Back to the hotels' }} />;
  }
  return <StudioError error={error} area="content" />;
}
