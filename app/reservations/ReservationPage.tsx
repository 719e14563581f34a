import { data, isRouteErrorResponse, Link, redirect, useSearchParams } from 'react-router';
import { areaMessagesFor } from '~/i18n/catalogs.server';
import { localeOfPath, localizedPath } from '~/i18n/locales';
import { pageMessagesFrom, translatorFor, useT, type MessageKey } from '~/i18n/translate';
import { useLocaleHref } from '~/i18n/useLocale';
import { site } from '~/site.config';
import { ErrorState } from '~/ui/ErrorState';
import { FormAlert } from '~/ui/forms';
import { PageBanner } from '~/ui/PageHero';
import type { Route } from './+types/ReservationPage';
import { requireSignedInPage } from '~/accounts/rootSession.server';
import { mailLinkOrigin } from '~/mail/links.server';
import { reservationPath } from './links';
import { ReservationCard } from './ReservationCard';
import { findOwnReservation } from './reservationQueries.server';
import { changeReservation, isCancellable, RESERVATION_NOT_FOUND } from './reservations.server';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

/** One of the guest's reservations: the confirmation after a request, and where it is cancelled. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const user = await requireSignedInPage(siteOf(context).db, request);
  const reservation = await findOwnReservation(siteOf(context).db, user, params.id, localeOfPath(pageUrl(request).pathname));
  // Someone else's reservation is as unknown as a missing one.
  if (!reservation) throw data({ error: RESERVATION_NOT_FOUND }, { status: 404 });
  return { reservation, cancellable: isCancellable(reservation), areaMessages: areaMessagesFor(request) };
}

/** Why a cancellation was refused, as a message key (the store's English reasons, by what they say). */
function refusalKey(status: 400 | 404 | 409, error: string): MessageKey {
  if (status === 404) return 'stays_not_found';
  if (error.endsWith('already cancelled')) return 'stays_error_already_cancelled';
  if (error.endsWith('already declined')) return 'stays_error_already_declined';
  return 'stays_error_too_late';
}

/** Cancel (the only change a guest makes): answers in place with the reason when it cannot be done. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const user = await requireSignedInPage(siteOf(context).db, request);
  const form = await request.formData().catch(() => null);
  if (form?.get('intent') !== 'cancel') return data({ problem: 'stays_error_unknown_action' as MessageKey }, { status: 400 });
  const outcome = await changeReservation(
    siteOf(context).db,
    params.id,
    { kind: 'cancel', by: user },
    { notify: { origin: mailLinkOrigin(request), mail: siteOf(context).mail } },
  );
  if (!outcome.ok) return data({ problem: refusalKey(outcome.status, outcome.error) }, { status: outcome.status });
  return redirect(`${localizedPath(localeOfPath(pageUrl(request).pathname), reservationPath(params.id))}?cancelled=1`);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const page = pageMessagesFrom(matches);
  const reference = loaderData?.reservation.reference;
  const title = !page
    ? `${reference ? `Reservation ${reference}` : 'Reservation'} | ${site.name}`
    : reference
      ? translatorFor(page)('stays_page_meta_title', { reference, site: site.name })
      : translatorFor(page)('stays_page_meta_plain', { site: site.name });
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

export default function ReservationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { reservation, cancellable } = loaderData;
  const t = useT();
  const all = useLocaleHref('/reservations');
  const [search] = useSearchParams();
  const { reference } = reservation;
  const notice = search.has('requested')
    ? t('stays_requested_notice', { reference })
    : search.has('cancelled') && reservation.status === 'cancelled'
      ? t('stays_cancelled_notice', { reference })
      : null;
  return (
    <>
      <PageBanner
        id="reservation-heading"
        eyebrow={t('stays_page_eyebrow')}
        title={search.has('requested') ? t('stays_request_sent') : t('stays_page_title', { reference })}
        lead={t('stays_request_lead', { room: reservation.roomType.name, hotel: reservation.hotel.name })}
      />
      <div className="container section reservation-page">
        <FormAlert id="reservation-notice" tone="success" message={notice} />
        <FormAlert id="reservation-error" message={actionData?.problem ? t(actionData.problem) : null} />
        <ReservationCard reservation={reservation} cancellable={cancellable} />
        <p>
          <Link className="text-link" {...all}>
            {t('stays_all')}
          </Link>
        </p>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const back = useLocaleHref('/reservations');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ErrorState
      title={t(notFound ? 'stays_not_found' : 'stays_load_failed')}
      message={t(notFound ? 'stays_not_found_text' : 'stays_try_again')}
      backTo={{ href: back.to, label: t('stays_back') }}
    />
  );
}
