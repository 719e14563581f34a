import { Form, Link } from 'react-router';
import { site } from '~/site.config';
import { requireSectionPage } from '~/studio/guard.server';
import { StudioNav } from '~/studio/StudioNav';
import type { Route } from './+types/StaffVenuesPage';
import { dayText, sheetHref } from './sheetText';
import { askedDate, venuesByHotel } from './staffSheet.server';
import { VenuesError } from './VenuesError';
import '~/studio/studio.css';
import './staffVenues.css';

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await requireSectionPage(context.db, request);
  const date = askedDate(new URL(request.url));
  return { staff: staff.username, role: staff.role, date, hotels: await venuesByHotel(context.db, new Date()) };
}

export function meta() {
  return [{ title: `Venues | Studio | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

/**
 * The concierge's door to the restaurants' and spas' day sheets: every venue by hotel, each a link
 * to its sheet for the day chosen in a plain GET form (each hotel's own today when none is).
 */
export default function StaffVenuesPage({ loaderData }: Route.ComponentProps) {
  const { date, hotels } = loaderData;
  return (
    <div className="container studio staff-venues">
      <StudioNav role={loaderData.role} />
      <div className="studio-head">
        <div>
          <p className="eyebrow">Signed in as {loaderData.staff}</p>
          <h1>Restaurants and spas</h1>
        </div>
      </div>

      <Form method="get" className="venue-day-form" aria-label="Choose the day">
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

      {hotels.length === 0 ? (
        <p className="muted">No venues yet.</p>
      ) : (
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
        ))
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <VenuesError error={error} />;
}
