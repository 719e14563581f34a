import { Link } from 'react-router';
import { areaMessagesFor } from '~/i18n/catalogs.server';
import { localeOfPath } from '~/i18n/locales';
import { pageMessagesFrom, translatorFor, useT } from '~/i18n/translate';
import { useLocaleHref } from '~/i18n/useLocale';
import { FormAlert } from '~/ui/forms';
import { BookingCard, type BookingEntry } from '~/venues/BookingCard';
import { bookingEntries } from '~/venues/plans.server';
import { site } from '~/site.config';
import { PageBanner } from '~/ui/PageHero';
import type { Route } from './+types/ReservationsPage';
import { requireSignedInPage } from '~/accounts/rootSession.server';
import { ReservationCard } from './ReservationCard';
import type { Reservation } from './reservation';
import { listOwnReservations } from './reservationQueries.server';
import { guestUnreadByStay } from './stayMessages.server';
import { isCancellable } from './reservations.server';
import { utcDay } from '~/domain/stay';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

type Plan = { kind: 'stay'; at: string; reservation: Reservation; cancellable: boolean; unread: number } | { kind: 'booking'; at: string; entry: BookingEntry };

/**
 * The guest's plans: stays, tables and treatments together in time order, the coming ones first
 * (soonest first), then the past, cancelled and declined ones (latest first).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireSignedInPage(siteOf(context).db, request);
  const now = new Date();
  const today = utcDay(now);
  const locale = localeOfPath(pageUrl(request).pathname);
  const [reservations, bookings, unread] = await Promise.all([
    listOwnReservations(siteOf(context).db, user, locale),
    bookingEntries(siteOf(context).db, user, locale, now),
    guestUnreadByStay(siteOf(context).db, user._id),
  ]);
  const coming: Plan[] = [];
  const other: Plan[] = [];
  for (const reservation of reservations) {
    const plan: Plan = {
      kind: 'stay',
      at: reservation.checkIn,
      reservation,
      cancellable: isCancellable(reservation, today),
      unread: unread[reservation._id] ?? 0,
    };
    const isComing = reservation.checkOut > today && (reservation.status === 'requested' || reservation.status === 'confirmed');
    (isComing ? coming : other).push(plan);
  }
  for (const entry of bookings) {
    const plan: Plan = { kind: 'booking', at: `${entry.booking.date}T${entry.booking.time}`, entry };
    (entry.cancellable ? coming : other).push(plan);
  }
  const byTime = (a: Plan, b: Plan) => a.at.localeCompare(b.at);
  // The notice after a booking or a cancellation names one of the guest's own, never any text from the address.
  const search = pageUrl(request).searchParams;
  const own = (reference: string | null) => (reference && bookings.some((entry) => entry.booking.reference === reference) ? reference : null);
  return {
    coming: coming.sort(byTime),
    other: other.sort(byTime).reverse(),
    booked: own(search.get('booked')),
    cancelled: own(search.get('cancelled')),
    areaMessages: areaMessagesFor(request),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const page = pageMessagesFrom(matches);
  const title = page ? translatorFor(page)('stays_list_meta_title', { site: site.name }) : `Your Reservations | ${site.name}`;
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

function PlanCard({ plan }: { plan: Plan }) {
  return plan.kind === 'stay' ? (
    <ReservationCard reservation={plan.reservation} cancellable={plan.cancellable} unread={plan.unread} headingLevel={3} linkToDetail />
  ) : (
    <BookingCard entry={plan.entry} />
  );
}

const planKey = (plan: Plan) => (plan.kind === 'stay' ? plan.reservation._id : plan.entry.booking._id);

export default function ReservationsPage({ loaderData }: Route.ComponentProps) {
  const { coming, other, booked, cancelled } = loaderData;
  const t = useT();
  const findRoom = useLocaleHref('/booking');
  return (
    <>
      <PageBanner id="reservations-heading" eyebrow={t('stays_list_eyebrow')} title={t('stays_list_title')} lead={t('plans_lead')} />
      <div className="container section reservation-page">
        {booked && <FormAlert id="booking-done" tone="success" message={t('booking_booked_notice', { reference: booked })} />}
        {cancelled && <FormAlert id="booking-done" tone="success" message={t('booking_cancelled_notice', { reference: cancelled })} />}
        <section aria-labelledby="coming-heading">
          <h2 id="coming-heading">{t('plans_coming')}</h2>
          {coming.length === 0 ? (
            <p className="muted">
              {t('plans_none')}{' '}
              <Link className="text-link" {...findRoom}>
                {t('stays_find_room')}
              </Link>
            </p>
          ) : (
            <ul className="reservation-list" role="list">
              {coming.map((plan) => (
                <li key={planKey(plan)}>
                  <PlanCard plan={plan} />
                </li>
              ))}
            </ul>
          )}
        </section>
        {other.length > 0 && (
          <section aria-labelledby="past-heading">
            <h2 id="past-heading">{t('stays_past')}</h2>
            <ul className="reservation-list" role="list">
              {other.map((plan) => (
                <li key={planKey(plan)}>
                  <PlanCard plan={plan} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
