import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { reservationStatuses, type ReservationStatus } from '~/db/values';
import { formatPrice } from '~/domain/currency';
import { unitsOf } from '~/lib/money';
import type { NamedPlan } from '~/pricing/plans';
import { PLAN_NAMES } from '~/pricing/planView';
import { formatShortDate } from '~/lib/dates';
import { site } from '~/site.config';
import { StudioError } from '~/studio/StudioError';
import { StudioNav } from '~/studio/StudioNav';
import { LocalTime } from '~/ui/LocalTime';
import type { Route } from './+types/StaffReservationsPage';
import { eq } from 'drizzle-orm';
import { hotels } from '~/db/schema';
import { statusLabels, type GuestReservation } from './reservation';
import { findReservationsByIds, listReservationsForStaff } from './reservationQueries.server';
import { ARRIVALS_PER_PAGE, hotelsArrivingOn, listArrivals } from './arrival.server';
import { ArrivalsList } from './StaffArrivals';
import { staysWithUnread, unreadByStay } from './stayMessages.server';
import { lateCheckoutTiers } from '~/loyalty/benefits.server';
import { decideFromForm, requireReservationsStaff } from './staff.server';
import { STAFF_NOTE_MAX } from './staffNote';
import { guestsText, isCalendarDay, nightsText, utcDay } from '~/domain/stay';
import '~/studio/studio.css';
import './staffReservations.css';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

const isStatus = (value: string | null): value is ReservationStatus => reservationStatuses.includes(value as ReservationStatus);

/** What the page lists: the reservations in a status, a day's arrivals, or the stays with guests' messages unread. */
export type StaffView = ReservationStatus | 'arrivals' | 'unread';

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await requireReservationsStaff(siteOf(context).db, request);
  const search = pageUrl(request).searchParams;
  const base = { staff: staff.username, role: staff.role, today: utcDay() };
  if (search.get('view') === 'arrivals') return { ...base, view: 'arrivals' as const, arrivals: await arrivalsView(siteOf(context).db, search, base.today) };
  let reservations: GuestReservation[];
  let view: StaffView;
  let waiting: Record<string, string> = {};
  if (search.get('view') === 'unread') {
    const stays = await staysWithUnread(siteOf(context).db);
    reservations = await findReservationsByIds(
      siteOf(context).db,
      stays.map((s) => s.reservationId),
    );
    waiting = Object.fromEntries(stays.map((s) => [s.reservationId, s.since]));
    view = 'unread';
  } else {
    const asked = search.get('status');
    view = isStatus(asked) ? asked : 'requested';
    reservations = await listReservationsForStaff(siteOf(context).db, { status: view });
  }
  const ids = reservations.map((r) => r._id);
  // Gold and Sovereign members' stays carry a late check-out the concierge arranges (issue 32).
  const [lateCheckout, unread] = await Promise.all([lateCheckoutTiers(siteOf(context).db, ids), unreadByStay(siteOf(context).db, ids)]);
  return { ...base, view, status: view === 'unread' ? null : view, reservations, lateCheckout, unread, waiting };
}

/** The arrivals of a day (`date`, today by default) of every hotel or the one chosen (`hotel`), a page at a time. */
async function arrivalsView(db: Parameters<typeof listArrivals>[0], search: URLSearchParams, today: string) {
  const asked = search.get('date') ?? '';
  const date = isCalendarDay(asked) ? asked : today;
  const hotelsThatDay = await hotelsArrivingOn(db, date);
  const slug = search.get('hotel') ?? '';
  const [hotel] = slug ? await db.select({ id: hotels.id, slug: hotels.slug, name: hotels.name }).from(hotels).where(eq(hotels.slug, slug)).limit(1) : [];
  const page = Math.max(1, Number(/^\d{1,5}$/.test(search.get('page') ?? '') ? search.get('page') : 1));
  const { arrivals, total } = await listArrivals(db, { date, hotelId: hotel?.id ?? null, offset: (page - 1) * ARRIVALS_PER_PAGE });
  return { date, hotel: hotel ?? null, hotels: hotelsThatDay, arrivals, total, page, pages: Math.max(1, Math.ceil(total / ARRIVALS_PER_PAGE)) };
}

/** Confirm, decline or complete, as a plain form POST (docs/decisions/0012): the role is checked again here. */
export async function action({ context, request }: Route.ActionArgs) {
  const staff = await requireReservationsStaff(siteOf(context).db, request);
  return decideFromForm(siteOf(context).db, staff, request, siteOf(context).mail);
}

export function meta() {
  return [{ title: `Reservation requests | Studio | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

const TABS: { view: StaffView; label: string; href: string }[] = [
  { view: 'requested', label: 'Requested', href: '?status=requested' },
  { view: 'confirmed', label: 'Confirmed', href: '?status=confirmed' },
  { view: 'declined', label: 'Declined', href: '?status=declined' },
  { view: 'cancelled', label: 'Cancelled', href: '?status=cancelled' },
  { view: 'arrivals', label: 'Arrivals', href: '?view=arrivals' },
  { view: 'unread', label: 'Unread messages', href: '?view=unread' },
];

/**
 * The concierge's list of reservations by status (docs/product/requirements.md, Reservations): requested ones
 * are confirmed or declined here, with an optional note for the guest. Plain links and forms, so it
 * works before the scripts run and without them; with them, React Router submits in place.
 */
export default function StaffReservationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  const navigation = useNavigation();
  const busyId = navigation.state === 'submitting' ? navigation.formData?.get('id') : null;
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const tab = TABS.find((t) => t.view === view)!;

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
          <h1>{view === 'arrivals' ? 'Arrivals' : view === 'unread' ? 'Guests’ messages' : 'Reservation requests'}</h1>
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

      <nav className="tabs-list" aria-label="Reservations by status, arrivals and messages">
        {TABS.map((t) => (
          <Link key={t.view} to={t.href} data-state={t.view === view ? 'active' : 'inactive'} aria-current={t.view === view ? 'page' : undefined}>
            {t.label}
          </Link>
        ))}
      </nav>

      {loaderData.view === 'arrivals' ? (
        <ArrivalsList {...loaderData.arrivals} />
      ) : loaderData.reservations.length === 0 ? (
        <p className="muted">{view === 'unread' ? 'No guest is waiting for an answer.' : `No ${tab.label.toLowerCase()} reservations.`}</p>
      ) : (
        <ul
          className="studio-list"
          role="list"
          aria-label={view === 'unread' ? 'Stays with unread messages, longest waiting first' : `${tab.label} reservations`}
        >
          {loaderData.reservations.map((r) => {
            const failedHere = actionData && !actionData.ok && actionData.id === r._id;
            const unread = loaderData.unread[r._id] ?? 0;
            return (
              <li key={r._id} className="staff-reservation" data-testid="staff-reservation">
                <div className="staff-reservation-head">
                  <h2 className="studio-item-title">
                    <Link to={`/studio/reservations/${r._id}`}>{r.reference}</Link>
                  </h2>
                  <span className="badge">{statusLabels[r.status]}</span>
                  {unread > 0 && (
                    <Link className="badge staff-unread" to={`/studio/reservations/${r._id}#messages`}>
                      {unread} unread {unread === 1 ? 'message' : 'messages'}
                      {loaderData.waiting[r._id] && (
                        <>
                          {' '}
                          since <LocalTime value={loaderData.waiting[r._id]!} />
                        </>
                      )}
                    </Link>
                  )}
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
