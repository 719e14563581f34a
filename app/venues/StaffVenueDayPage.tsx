import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router';
import { STAFF_NOTE_MAX } from '~/reservations/staffNote';
import { site } from '~/site.config';
import { requireSectionPage } from '~/studio/guard.server';
import { StudioNav } from '~/studio/StudioNav';
import type { Route } from './+types/StaffVenueDayPage';
import { coversText, dayText, guestsText, sheetHref } from './sheetText';
import { mailLinkOrigin } from '~/mail/links.server';
import { cancelFromForm, venueSheet } from './staffSheet.server';
import { VenuesError } from './VenuesError';
import '~/studio/studio.css';
import './staffVenues.css';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const staff = await requireSectionPage(siteOf(context).db, request);
  const sheet = await venueSheet(siteOf(context).db, params.id, pageUrl(request), new Date());
  return { staff: staff.username, role: staff.role, ...sheet };
}

/** Cancel with a note, as a plain form POST (docs/decisions/0012): the role is checked again here. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = await requireSectionPage(siteOf(context).db, request);
  return cancelFromForm(siteOf(context).db, staff, params.id, request, new Date(), {
    origin: mailLinkOrigin(request),
    mail: siteOf(context).mail,
    locale: 'en',
  });
}

/** A refused cancel (409: cancelled meanwhile) shows the sheet as it now stands, not as it was. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus !== undefined || defaultShouldRevalidate;
}

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  const name = loaded ? `${loaded.venue.name}, ${loaded.date} | ` : '';
  return [{ title: `${name}Venues | Studio | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

/**
 * A restaurant's or spa's day sheet for the concierge: every booking of the day by time, the guest
 * and their note, and a cancel form (with a note the guest reads) per confirmed booking. Plain
 * links and forms, so it works before the scripts run and without them; with them, React Router
 * submits in place.
 */
export default function StaffVenueDayPage({ loaderData, actionData }: Route.ComponentProps) {
  const { venue, date, today, previous, next, closed, bookings } = loaderData;
  const navigation = useNavigation();
  const busyId = navigation.state === 'submitting' ? navigation.formData?.get('id') : null;
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const confirmed = bookings.filter((b) => b.status === 'confirmed');
  const guests = confirmed.reduce((sum, b) => sum + b.party, 0);
  const spa = venue.kind === 'spa';

  // After a cancel made in place, the answer takes the focus: the form it came from is gone.
  useEffect(() => {
    if (actionData) outcomeRef.current?.focus();
  }, [actionData]);

  return (
    <div className="container studio staff-venues">
      <StudioNav role={loaderData.role} />
      <p className="studio-back">
        <Link to={`/studio/venues${date === today ? '' : `?date=${date}`}`}>Back to the venues</Link>
      </p>
      <div className="studio-head">
        <div>
          <p className="eyebrow">
            {venue.hotel.name} · {spa ? 'Spa' : 'Restaurant'}
          </p>
          <h1>{venue.name}</h1>
          <p className="venue-sheet-day">
            <time dateTime={date}>{dayText(date)}</time>
            {date === today && ' (today)'} <span className="muted">· {venue.hotel.timeZone}</span>
          </p>
        </div>
      </div>

      <nav className="venue-day-nav" aria-label="Days">
        <Link to={sheetHref(venue._id, previous)} rel="prev">
          ← Previous day<span className="visually-hidden">, {dayText(previous)}</span>
        </Link>
        {date !== today && <Link to={sheetHref(venue._id)}>Today</Link>}
        <Link to={sheetHref(venue._id, next)} rel="next">
          Next day<span className="visually-hidden">, {dayText(next)}</span> →
        </Link>
        <Form method="get" className="venue-day-form venue-day-form-inline" aria-label="Go to a day">
          <div className="field">
            <label htmlFor="sheet-date">Day</label>
            <input id="sheet-date" type="date" name="date" defaultValue={date} required />
          </div>
          <button type="submit" className="button button-outline">
            Show
          </button>
        </Form>
      </nav>

      <div id="cancel-status" role="status" aria-live="polite" className="form-alert-region">
        {actionData?.ok && (
          <p ref={outcomeRef} tabIndex={-1} className="form-alert form-alert-success">
            {actionData.message}
          </p>
        )}
      </div>
      <div id="cancel-error" role="alert" aria-live="assertive" className="form-alert-region">
        {actionData && !actionData.ok && (
          <p ref={outcomeRef} tabIndex={-1} className="form-alert form-alert-error">
            {actionData.error}
          </p>
        )}
      </div>

      <p className="venue-sheet-summary">
        {closed && <strong>Closed on {dayText(date).split(' ')[0]}s. </strong>}
        {confirmed.length} confirmed {confirmed.length === 1 ? 'booking' : 'bookings'} ({spa ? guestsText(guests) : coversText(guests)})
        {bookings.length > confirmed.length && `, ${bookings.length - confirmed.length} cancelled`}
      </p>

      {bookings.length === 0 ? (
        <p className="muted">No bookings on this day.</p>
      ) : (
        <ol className="studio-list venue-sheet" aria-label={`Bookings, ${dayText(date)}`}>
          {bookings.map((b) => {
            const failedHere = actionData && !actionData.ok && actionData.id === b._id;
            const isCancelled = b.status === 'cancelled';
            return (
              <li key={b._id} className={`venue-booking${isCancelled ? ' venue-booking-cancelled' : ''}`} data-testid="venue-booking">
                <div className="venue-booking-head">
                  <h2 className="studio-item-title">
                    <time dateTime={`${b.date}T${b.time}`}>{b.time}</time>–{b.endTime}
                    <span className="venue-booking-what"> {b.treatment ? `${b.treatment.name}, ${guestsText(b.party)}` : coversText(b.party)}</span>
                  </h2>
                  <span className={`venue-status venue-status-${b.status}`}>{isCancelled ? 'Cancelled' : 'Confirmed'}</span>
                </div>
                <dl className="venue-facts">
                  <div>
                    <dt>Guest</dt>
                    <dd>
                      {b.guest ? (
                        <>
                          {b.guest.username}
                          <a className="venue-guest-email" href={`mailto:${b.guest.email}`}>
                            {b.guest.email}
                          </a>
                        </>
                      ) : (
                        <span className="muted">Account deleted</span>
                      )}
                    </dd>
                  </div>
                  <div>
                    <dt>Reference</dt>
                    <dd>{b.reference}</dd>
                  </div>
                  <div className="venue-facts-wide">
                    <dt>Guest&rsquo;s note</dt>
                    <dd>{b.note ?? <span className="muted">None</span>}</dd>
                  </div>
                  {isCancelled && (
                    <div className="venue-facts-wide">
                      <dt>Staff note</dt>
                      <dd>{b.staffNote ?? <span className="muted">None (cancelled by the guest, or without a note)</span>}</dd>
                    </div>
                  )}
                </dl>
                {!isCancelled && (
                  <details className="venue-cancel" open={failedHere || undefined}>
                    <summary>
                      Cancel with a note<span className="visually-hidden"> ({b.reference})</span>
                    </summary>
                    <Form method="post" aria-label={`Cancel ${b.reference}`}>
                      <input type="hidden" name="id" value={b._id} />
                      <div className="field">
                        <label htmlFor={`note-${b._id}`}>
                          Note to the guest <span className="optional">(optional)</span>
                        </label>
                        <textarea
                          id={`note-${b._id}`}
                          name="note"
                          rows={2}
                          maxLength={STAFF_NOTE_MAX}
                          defaultValue={failedHere ? actionData.note : ''}
                          aria-describedby={failedHere ? 'cancel-error' : undefined}
                        />
                      </div>
                      <button type="submit" className="button button-outline button-danger" disabled={busyId === b._id}>
                        Cancel booking<span className="visually-hidden"> {b.reference}</span>
                      </button>
                    </Form>
                  </details>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <VenuesError error={error} />;
}
