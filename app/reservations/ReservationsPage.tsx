import { Link } from 'react-router';
import { site } from '~/site.config';
import { PageBanner } from '~/ui/PageHero';
import type { Route } from './+types/ReservationsPage';
import { requireSignedInPage } from '~/accounts/rootSession.server';
import { ReservationCard } from './ReservationCard';
import { isCancellable, listOwnReservations } from './reservations.server';
import { utcDay } from './stay';

/** The guest's reservations, soonest stay first; past and ended ones after the coming ones. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireSignedInPage(context.db, request);
  const today = utcDay();
  const all = (await listOwnReservations(context.db, user)).map((reservation) => ({ reservation, cancellable: isCancellable(reservation, today) }));
  const isComing = ({ reservation: r }: (typeof all)[number]) => r.checkOut > today && (r.status === 'requested' || r.status === 'confirmed');
  return { coming: all.filter(isComing), other: all.filter((entry) => !isComing(entry)).reverse() };
}

export function meta() {
  return [{ title: `Your Reservations | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

export default function ReservationsPage({ loaderData }: Route.ComponentProps) {
  const { coming, other } = loaderData;
  return (
    <>
      <PageBanner
        id="reservations-heading"
        eyebrow="Your account"
        title="Your Reservations"
        lead="Every stay you have asked for, and what our concierge said."
      />
      <div className="container section reservation-page">
        <section aria-labelledby="coming-heading">
          <h2 id="coming-heading">Coming stays</h2>
          {coming.length === 0 ? (
            <p className="muted">
              No stays ahead yet.{' '}
              <Link className="text-link" to="/booking">
                Find a room
              </Link>
            </p>
          ) : (
            <ul className="reservation-list" role="list">
              {coming.map(({ reservation, cancellable }) => (
                <li key={reservation._id}>
                  <ReservationCard reservation={reservation} cancellable={cancellable} headingLevel={3} linkToDetail />
                </li>
              ))}
            </ul>
          )}
        </section>
        {other.length > 0 && (
          <section aria-labelledby="past-heading">
            <h2 id="past-heading">Past, cancelled and declined</h2>
            <ul className="reservation-list" role="list">
              {other.map(({ reservation }) => (
                <li key={reservation._id}>
                  <ReservationCard reservation={reservation} cancellable={false} headingLevel={3} linkToDetail />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
