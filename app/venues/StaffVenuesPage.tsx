import { Form, Link } from 'react-router';
import { site } from '~/site.config';
import { requireSectionPage } from '~/studio/guard.server';
import { StudioNav } from '~/studio/StudioNav';
import type { Route } from './+types/StaffVenuesPage';
import { dayText, sheetHref } from './sheetText';
import { askedDate, venuesByHotel } from './staffSheet.server';
import { VenuesError } from './VenuesError';
import '~/studio/studio.css';
import '~/studio/studioFields.css';
import './staffVenues.css';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

const SEARCH_MAX = 100;
const MAX_PAGE = 100_000;

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await requireSectionPage(siteOf(context).db, request);
  const url = pageUrl(request);
  const date = askedDate(url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_MAX);
  const asked = Number(url.searchParams.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 && asked <= MAX_PAGE ? asked : 1;
  const { hotels, hasNext } = await venuesByHotel(siteOf(context).db, new Date(), { q, page });
  return { staff: staff.username, role: staff.role, date, q, page, hotels, hasNext };
}

export function meta() {
  return [{ title: `Venues | Studio | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

/** This list's address with its search, day and page (each only when set). */
const listHref = (q: string, date: string | null, page: number) =>
  `?${new URLSearchParams({ ...(q ? { q } : {}), ...(date ? { date } : {}), ...(page > 1 ? { page: String(page) } : {}) })}`;

/**
 * The concierge's door to the restaurants' and spas' day sheets: the venues by hotel, twenty
 * hotels a page, found by the hotel's name, city or country; each venue a link to its sheet for
 * the day chosen in the same plain GET form (each hotel's own today when none is).
 */
export default function StaffVenuesPage({ loaderData }: Route.ComponentProps) {
  const { date, hotels, q, page, hasNext } = loaderData;
  return (
    <div className="container studio staff-venues">
      <StudioNav role={loaderData.role} />
      <div className="studio-head">
        <div>
          <p className="eyebrow">Signed in as {loaderData.staff}</p>
          <h1>Restaurants and spas</h1>
        </div>
      </div>

      <Form method="get" className="venue-day-form" role="search" aria-label="Find a hotel’s venues">
        <div className="field">
          <label htmlFor="venues-hotel">Hotel name, city or country</label>
          <input id="venues-hotel" type="search" name="q" defaultValue={q} maxLength={SEARCH_MAX} />
        </div>
        <div className="field">
          <label htmlFor="venues-date">Day</label>
          <input id="venues-date" type="date" name="date" defaultValue={date ?? ''} aria-describedby="venues-date-hint" />
        </div>
        <button type="submit" className="button button-gold">
          Show
        </button>
        <p id="venues-date-hint" className="field-hint venue-day-hint">
          Leave it empty for each hotel&rsquo;s own today.
        </p>
      </Form>

      <p role="status" className="muted">
        {hotels.length === 0
          ? q
            ? `No hotel with venues matches “${q}”.`
            : page > 1
              ? 'No venues on this page.'
              : 'No venues yet.'
          : `${q ? `Hotels matching “${q}”` : 'Every hotel with venues, best rated first'}: page ${page}.`}
      </p>
      {hotels.length > 0 &&
        hotels.map(({ hotel, today, venues }) => (
          <section key={hotel._id} className="venue-hotel" aria-labelledby={`hotel-${hotel._id}`}>
            <h2 id={`hotel-${hotel._id}`} className="venue-hotel-name">
              {hotel.name}
            </h2>
            <p className="muted venue-hotel-clock">
              Today there: <time dateTime={today}>{dayText(today)}</time> ({hotel.timeZone})
            </p>
            <ul className="studio-list" role="list">
              {venues.map((venue) => (
                <li key={venue._id} className="studio-item" data-testid="staff-venue">
                  <div className="studio-item-text">
                    <h3 className="studio-item-title">
                      <Link to={sheetHref(venue._id, date)}>{venue.name}</Link>
                    </h3>
                    <p className="muted">
                      {venue.kind === 'spa' ? 'Spa' : `Restaurant${venue.cuisine ? `, ${venue.cuisine}` : ''}`}
                      {' · '}
                      {venue.sittings.map((s) => `${s.name} ${s.opens}–${s.closes}`).join(', ')}
                      {venue.closedOn.length > 0 && ` · closed ${venue.closedOn.join(', ')}`}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
      <nav className="studio-pager" aria-label="Pages of hotels">
        {page > 1 ? <Link to={listHref(q, date, page - 1)}>← Previous page</Link> : <span />}
        {hasNext && <Link to={listHref(q, date, page + 1)}>Next page →</Link>}
      </nav>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <VenuesError error={error} />;
}
