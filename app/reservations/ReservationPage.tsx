import { data, isRouteErrorResponse, Link, redirect, useSearchParams } from 'react-router';
import { site } from '~/site.config';
import { ErrorState } from '~/ui/ErrorState';
import { FormAlert } from '~/ui/forms';
import { PageBanner } from '~/ui/PageHero';
import type { Route } from './+types/ReservationPage';
import { requireSignedInPage } from '~/accounts/rootSession.server';
import { mailLinkOrigin } from '~/mail/links.server';
import { reservationPath } from './links';
import { ReservationCard } from './ReservationCard';
import { changeReservation, findOwnReservation, isCancellable, RESERVATION_NOT_FOUND } from './reservations.server';

/** One of the guest's reservations: the confirmation after a request, and where it is cancelled. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const user = await requireSignedInPage(context.db, request);
  const reservation = await findOwnReservation(context.db, user, params.id);
  // Someone else's reservation is as unknown as a missing one.
  if (!reservation) throw data({ error: RESERVATION_NOT_FOUND }, { status: 404 });
  return { reservation, cancellable: isCancellable(reservation) };
}

/** Cancel (the only change a guest makes): answers in place with the reason when it cannot be done. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const user = await requireSignedInPage(context.db, request);
  const form = await request.formData().catch(() => null);
  if (form?.get('intent') !== 'cancel') return data({ error: 'Unknown action' }, { status: 400 });
  const outcome = await changeReservation(
    context.db,
    params.id,
    { kind: 'cancel', by: user },
    { notify: { origin: mailLinkOrigin(request), mail: context.mail } },
  );
  if (!outcome.ok) return data({ error: outcome.error }, { status: outcome.status });
  return redirect(`${reservationPath(params.id)}?cancelled=1`);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  const title = loaderData ? `Reservation ${loaderData.reservation.reference}` : 'Reservation';
  return [{ title: `${title} | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

export default function ReservationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { reservation, cancellable } = loaderData;
  const [search] = useSearchParams();
  const notice = search.has('requested')
    ? `Thank you. Your request ${reservation.reference} is with our concierge, who will confirm it in writing, usually within a day.`
    : search.has('cancelled') && reservation.status === 'cancelled'
      ? `Your stay ${reservation.reference} is cancelled.`
      : null;
  return (
    <>
      <PageBanner
        id="reservation-heading"
        eyebrow="Your reservation"
        title={search.has('requested') ? 'Request Sent' : `Reservation ${reservation.reference}`}
        lead={`${reservation.roomType.name} at ${reservation.hotel.name}`}
      />
      <div className="container section reservation-page">
        <FormAlert id="reservation-notice" tone="success" message={notice} />
        <FormAlert id="reservation-error" message={actionData?.error ?? null} />
        <ReservationCard reservation={reservation} cancellable={cancellable} />
        <p>
          <Link className="text-link" to="/reservations">
            All your reservations
          </Link>
        </p>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ErrorState
      title={notFound ? 'Reservation not found' : 'Unable to load the reservation'}
      message={notFound ? 'We could not find that reservation among yours.' : 'Please try again in a moment.'}
      backTo={{ href: '/reservations', label: 'Your reservations' }}
    />
  );
}
