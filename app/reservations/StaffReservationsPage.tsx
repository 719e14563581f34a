import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { reservationStatuses, type ReservationStatus } from '~/db/values';
import { formatPrice } from '~/hotels/currency';
import { unitsOf } from '~/lib/money';
import type { NamedPlan } from '~/pricing/plans';
import { PLAN_NAMES } from '~/pricing/planView';
import { formatShortDate } from '~/lib/dates';
import { site } from '~/site.config';
import { StudioError } from '~/studio/StudioError';
import { StudioNav } from '~/studio/StudioNav';
import type { Route } from './+types/StaffReservationsPage';
import { statusLabels } from './reservation';
import { listReservationsForStaff } from './reservationQueries.server';
import { lateCheckoutTiers } from '~/loyalty/benefits.server';
import { decideFromForm, requireReservationsStaff } from './staff.server';
import { STAFF_NOTE_MAX } from './staffNote';
import { guestsText, nightsText, utcDay } from './stay';
import '~/studio/studio.css';
import './staffReservations.css';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

const isStatus = (value: string | null): value is ReservationStatus => reservationStatuses.includes(value as ReservationStatus);

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await requireReservationsStaff(siteOf(context).db, request);
  const asked = pageUrl(request).searchParams.get('status');
  const status = isStatus(asked) ? asked : 'requested';
  const reservations = await listReservationsForStaff(siteOf(context).db, { status });
  // Gold and Sovereign members' stays carry a late check-out the concierge arranges (issue 32).
  const lateCheckout = await lateCheckoutTiers(
    siteOf(context).db,
    reservations.map((r) => r._id),
  );
  return { staff: staff.username, role: staff.role, status, reservations, lateCheckout, today: utcDay() };
}

/** Confirm, decline or complete, as a plain form POST (docs/decisions/0012): the role is checked again here. */
export async function action({ context, request }: Route.ActionArgs) {
  const staff = await requireReservationsStaff(siteOf(context).db, request);
  return decideFromForm(siteOf(context).db, staff, request, siteOf(context).mail);
}

export function meta() {
  return [{ title: `Reservation requests | Studio | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

const TABS: { status: ReservationStatus; label: string }[] = [
  { status: 'requested', label: 'Requested' },
  { status: 'confirmed', label: 'Confirmed' },
  { status: 'declined', label: 'Declined' },
  { status: 'cancelled', label: 'Cancelled' },
];

/**
 * The concierge's list of reservations by status (docs/product/requirements.md, Reservations): requested ones
 * are confirmed or declined here, with an optional note for the guest. Plain links and forms, so it
 * works before the scripts run and without them; with them, React Router submits in place.
 */
export default function StaffReservationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { status, reservations } = loaderData;
  const navigation = useNavigation();
  const busyId = navigation.state === 'submitting' ? navigation.formData?.get('id') : null;
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const label = TABS.find((t) => t.status === status)!.label.toLowerCase();

  // After a decision made in place, the answer takes the focus: the form it came from may be gone.
  useEffect(() => {
    if (actionData) outcomeRef.current?.focus();
  }, [actionData]);

  return (
    <div className="container studio staff-reservations">
      <StudioNav role={loaderData.role} />
      <div className="studio-head">
        <div>
          <p className="eyebrow">Signed in as {loaderData.staff}</p>
          <h1>Reservation requests</h1>
        </div>
      </div>

      <div id="decision-status" role="status" aria-live="polite" className="form-alert-region">
        {actionData?.ok && (
          <p ref={outcomeRef} tabIndex={-1} className="form-alert form-alert-success">
            {actionData.message}
          </p>
        )}
      </div>
      <div id="decision-error" role="alert" aria-live="assertive" className="form-alert-region">
        {actionData && !actionData.ok && (
          <p ref={outcomeRef} tabIndex={-1} className="form-alert form-alert-error">
            {actionData.error}
          </p>
        )}
      </div>

      <nav className="tabs-list" aria-label="Reservations by status">
        {TABS.map((tab) => (
          <Link
            key={tab.status}
            to={`?status=${tab.status}`}
            data-state={tab.status === status ? 'active' : 'inactive'}
            aria-current={tab.status === status ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </nav>

      {reservations.length === 0 ? (
        <p className="muted">No {label} reservations.</p>
      ) : (
        <ul className="studio-list" role="list" aria-label={`${TABS.find((t) => t.status === status)!.label} reservations`}>
          {reservations.map((r) => {
            const failedHere = actionData && !actionData.ok && actionData.id === r._id;
            return (
              <li key={r._id} className="staff-reservation" data-testid="staff-reservation">
                <div className="staff-reservation-head">
                  <h2 className="studio-item-title">{r.reference}</h2>
                  <span className="badge">{statusLabels[r.status]}</span>
                </div>
                <dl className="staff-facts">
                  <div>
                    <dt>Guest</dt>
                    <dd>{r.guest ? `${r.guest.username} (${r.guest.email})` : 'Account deleted'}</dd>
                  </div>
                  <div>
                    <dt>Hotel</dt>
                    <dd>
                      {r.hotel.name}, {r.hotel.city}
                    </dd>
                  </div>
                  <div>
                    <dt>Room</dt>
                    <dd>{r.roomType.name}</dd>
                  </div>
                  <div>
                    <dt>Dates</dt>
                    <dd>
                      <time dateTime={r.checkIn}>{formatShortDate(r.checkIn)}</time> to <time dateTime={r.checkOut}>{formatShortDate(r.checkOut)}</time>,{' '}
                      {nightsText(r.nights)}
                    </dd>
                  </div>
                  <div>
                    <dt>Party</dt>
                    <dd>{guestsText(r.guests)}</dd>
                  </div>
                  <div>
                    <dt>Rate plan</dt>
                    <dd>
                      {r.offer ? `${r.offer.name} (offer)` : (PLAN_NAMES[r.ratePlan as NamedPlan] ?? r.ratePlan)}
                      {r.awardPoints !== null && ` (${r.awardPoints.toLocaleString('en')} points)`}
                    </dd>
                  </div>
                  <div>
                    <dt>Total</dt>
                    <dd>
                      {formatPrice(unitsOf(r.totalMinor, r.currency), r.hotel.country)}
                      {r.taxes.addedMinor > 0 && (
                        <span className="muted"> (taxes added: {formatPrice(unitsOf(r.taxes.addedMinor, r.currency), r.hotel.country)})</span>
                      )}
                    </dd>
                  </div>
                  <div>
                    <dt>Terms</dt>
                    <dd>
                      {r.refundable && r.freeCancellationUntil ? `Free cancellation until ${formatShortDate(r.freeCancellationUntil)}` : 'Non-refundable'}
                    </dd>
                  </div>
                  {loaderData.lateCheckout[r._id] && (
                    <div data-testid="late-checkout">
                      <dt>Late check-out</dt>
                      <dd>{loaderData.lateCheckout[r._id] === 'gold' ? 'Gold' : 'Sovereign'} member benefit</dd>
                    </div>
                  )}
                  <div className="staff-facts-wide">
                    <dt>Special requests</dt>
                    <dd>{r.specialRequests ?? <span className="muted">None</span>}</dd>
                  </div>
                  {r.completedAt && (
                    <div>
                      <dt>Completed</dt>
                      <dd>
                        <time dateTime={r.completedAt}>{formatShortDate(r.completedAt.slice(0, 10))}</time>
                      </dd>
                    </div>
                  )}
                  {r.note && (
                    <div className="staff-facts-wide">
                      <dt>Note to the guest</dt>
                      <dd>{r.note}</dd>
                    </div>
                  )}
                </dl>
                {r.status === 'requested' && (
                  <Form method="post" className="staff-decision" aria-label={`Answer ${r.reference}`}>
                    <input type="hidden" name="id" value={r._id} />
                    <div className="field">
                      <label htmlFor={`note-${r._id}`}>
                        Note to the guest <span className="optional">(optional)</span>
                      </label>
                      <textarea
                        id={`note-${r._id}`}
                        name="note"
                        rows={2}
                        maxLength={STAFF_NOTE_MAX}
                        defaultValue={failedHere ? actionData.note : ''}
                        aria-describedby={failedHere ? 'decision-error' : undefined}
                      />
                    </div>
                    <div className="studio-item-actions">
                      <button type="submit" name="intent" value="confirm" className="button button-gold" disabled={busyId === r._id}>
                        Confirm<span className="visually-hidden"> {r.reference}</span>
                      </button>
                      <button type="submit" name="intent" value="decline" className="button button-outline button-danger" disabled={busyId === r._id}>
                        Decline<span className="visually-hidden"> {r.reference}</span>
                      </button>
                    </div>
                  </Form>
                )}
                {r.status === 'confirmed' && !r.completedAt && r.checkOut <= loaderData.today && (
                  <Form method="post" className="staff-decision" aria-label={`Complete ${r.reference}`}>
                    <input type="hidden" name="id" value={r._id} />
                    <p className="muted">Checked out: marking the stay completed credits the guest’s points.</p>
                    <div className="studio-item-actions">
                      <button type="submit" name="intent" value="complete" className="button button-gold" disabled={busyId === r._id}>
                        Mark completed<span className="visually-hidden"> {r.reference}</span>
                      </button>
                    </div>
                  </Form>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StudioError error={error} area="reservations" />;
}
