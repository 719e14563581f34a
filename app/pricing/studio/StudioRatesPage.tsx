import { data, Form, Link } from 'react-router';
import { formatUtcDate } from '~/lib/dates';
import { addDays, isCalendarDay, utcDay } from '~/domain/stay';
import { site } from '~/site.config';
import { FormAnswer } from '~/studio/FormAnswer';
import { requireSectionPage } from '~/studio/guard.server';
import { StudioError } from '~/studio/StudioError';
import { firstProblem, StudioField, useFocusAnswer } from '~/studio/StudioField';
import { StudioNav } from '~/studio/StudioNav';
import { ErrorState } from '~/ui/ErrorState';
import type { Route } from './+types/StudioRatesPage';
import { refusalFor } from './priceForms';
import { BULK, BULK_FIELD_ORDER, GRID_DAYS, MAX_BULK_NIGHTS } from './pricingInput';
import { RatesGrid, RatesLegend } from './RatesGrid';
import { ratesGrid } from './ratesGrid.server';
import { ratesPageAction } from './ratesPage.server';
import { PriceLinks } from './PriceLinks';
import '~/studio/studio.css';
import '~/studio/studioFields.css';
import './rates.css';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

async function gridOf(db: SiteContext['db'], request: Request, hotelId: string) {
  const asked = pageUrl(request).searchParams.get('from') ?? '';
  const grid = await ratesGrid(db, hotelId, isCalendarDay(asked) ? asked : utcDay(), GRID_DAYS);
  if (!grid) throw data({ error: 'Hotel not found' }, { status: 404 });
  return grid;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = await requireSectionPage(siteOf(context).db, request);
  return { role: user.role, grid: await gridOf(siteOf(context).db, request, params.id), today: utcDay() };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await requireSectionPage(siteOf(context).db, request);
  const { hotel, roomTypes } = await gridOf(siteOf(context).db, request, params.id);
  return ratesPageAction(siteOf(context).db, user, request, hotel, new Map(roomTypes.map((r) => [r.id, r.name])));
}

export function meta({ loaderData: loaderData }: Route.MetaArgs) {
  return [{ title: `Rates | ${loaderData?.grid.hotel.name ?? 'Hotel'} | Hotels | Studio | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

/** A hotel's rates by night, 90 days at a time, and the bulk change of a date range: plain links and one plain form. */
export default function StudioRatesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { grid, today } = loaderData;
  const { hotel, from } = grid;
  const pageRef = useFocusAnswer<HTMLDivElement>(actionData);
  const failed = refusalFor(actionData, BULK);
  const firstNight = from < today ? today : from;
  const values: Record<string, string | undefined> = failed?.values ?? { from: firstNight, until: firstNight, rate: '', roomTypeIds: '' };
  const chosen = new Set((values.roomTypeIds ?? '').split(',').filter(Boolean));
  const errors = failed?.errors ?? {};
  const first = firstProblem(BULK_FIELD_ORDER, errors);
  const field = (name: (typeof BULK_FIELD_ORDER)[number]) => ({ form: BULK, name, value: values[name], error: errors[name], autoFocus: first === name });
  const pageLink = (day: string) => `?${new URLSearchParams({ from: day })}`;
  // The form's key changes with each success, so it empties again; a refusal keeps what was typed.
  const formKey = actionData?.ok ? actionData.message : 'bulk';

  return (
    <div className="container studio" ref={pageRef}>
      <StudioNav role={loaderData.role} />
      <p className="studio-back">
        <Link to={`/studio/hotels/${hotel.id}`}>← {hotel.name}</Link>
      </p>
      <div className="studio-head">
        <div>
          <p className="eyebrow">Prices in {hotel.currency}</p>
          <h1>Rates: {hotel.name}</h1>
        </div>
        <PriceLinks hotelId={hotel.id} current="rates" />
      </div>

      <nav className="rates-pager" aria-label="Nights shown">
        <p>
          {formatUtcDate(grid.nights[0]!, 'd MMMM yyyy')} to {formatUtcDate(grid.nights.at(-1)!, 'd MMMM yyyy')}
        </p>
        <div className="rates-pager-links">
          <Link className="button button-outline" to={pageLink(addDays(from, -GRID_DAYS))}>
            ← Previous {GRID_DAYS} days
          </Link>
          {from !== today && (
            <Link className="button button-outline" to={pageLink(today)}>
              From today
            </Link>
          )}
          <Link className="button button-outline" to={pageLink(addDays(from, GRID_DAYS))}>
            Next {GRID_DAYS} days →
          </Link>
        </div>
      </nav>
      <RatesLegend />
      {grid.roomTypes.length === 0 ? <p className="muted">This hotel has no room types yet: add one on the hotel’s page first.</p> : <RatesGrid grid={grid} />}

      {grid.roomTypes.length > 0 && (
        <Form method="post" className="studio-form" aria-labelledby="bulk-heading" noValidate key={formKey}>
          <h2 id="bulk-heading">Change a date range</h2>
          <FormAnswer answer={actionData} target={BULK} />
          <p className="field-hint">
            Set one price on every night from the first to the last (both included, at most {MAX_BULK_NIGHTS} nights), whatever its season or weekday; or clear
            those hand prices so the nights take their season’s or base rate again.
          </p>
          <fieldset className="studio-fieldset" aria-describedby={errors.roomTypeIds ? `${BULK}-roomTypeIds-error` : undefined}>
            <legend>Room types</legend>
            <div className="studio-checks">
              {grid.roomTypes.map((room, i) => (
                <div key={room.id} className="field studio-check">
                  <input
                    id={`${BULK}-room-${room.id}`}
                    type="checkbox"
                    name="roomTypeId"
                    value={room.id}
                    defaultChecked={chosen.has(room.id)}
                    // eslint-disable-next-line jsx-a11y/no-autofocus -- the first field with a problem, after the editor's own submission
                    autoFocus={first === 'roomTypeIds' && i === 0}
                    aria-invalid={errors.roomTypeIds ? true : undefined}
                  />
                  <label htmlFor={`${BULK}-room-${room.id}`}>{room.name}</label>
                </div>
              ))}
            </div>
            {errors.roomTypeIds && (
              <p id={`${BULK}-roomTypeIds-error`} className="studio-field-error">
                {errors.roomTypeIds}
              </p>
            )}
          </fieldset>
          <div className="studio-fields">
            <StudioField {...field('from')} label="First night" type="date" required />
            <StudioField {...field('until')} label="Last night" type="date" required />
            <StudioField {...field('rate')} label={`Price per night (${hotel.currency})`} hint="Not needed to clear." />
          </div>
          <div className="rates-actions">
            <button type="submit" name="intent" value="set" className="button button-gold">
              Set the price
            </button>
            <button type="submit" name="intent" value="clear" className="button button-outline">
              Clear hand prices
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (error && typeof error === 'object' && 'status' in error && error.status === 404) {
    return <ErrorState title="Hotel not found" message="It may have been removed." backTo={{ href: '/studio/hotels', label: 'Back to the hotels' }} />;
  }
  return <StudioError error={error} area="content" />;
}
