import { data, isRouteErrorResponse, Link, redirect, useSearchParams } from 'react-router';
import { areaMessagesFor } from '~/i18n/catalogs.server';
import { localeOfPath, localizedPath } from '~/i18n/locales';
import { pageMessagesFrom, translatorFor, useT, type MessageKey } from '~/i18n/translate';
import { useLocale, useLocaleHref } from '~/i18n/useLocale';
import { site } from '~/site.config';
import { ErrorState } from '~/ui/ErrorState';
import { FormAlert } from '~/ui/forms';
import { PageBanner } from '~/ui/PageHero';
import type { Route } from './+types/ReservationPage';
import { requireSignedInPage } from '~/accounts/rootSession.server';
import { mailLinkOrigin } from '~/mail/links.server';
import { termsOf } from '~/pricing/planTexts';
import type { ArrivalDetails, ArrivalProblem } from './arrival';
import { arrivalOf, saveArrival, takesArrival } from './arrival.server';
import { ArrivalSection } from './ArrivalForm';
import { stayHistory } from './history.server';
import { reservationPath } from '~/domain/stayLinks';
import { ReservationCard } from './ReservationCard';
import { findOwnReservation } from './reservationQueries.server';
import { changeReservation, isCancellable, RESERVATION_NOT_FOUND } from './reservations.server';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';
import { utcDay } from '~/domain/stay';
import { isChangeable } from './stayChange.server';
import { StayConversation } from './StayConversation';
import { StayHistory } from './StayHistory';
import type { MessageProblem } from './stayMessage';
import { guestConversation, postStayMessage } from './stayMessages.server';

/**
 * One of the guest's reservations: the confirmation after a request, and the stay's life after it
 * (issue 49): change it, cancel it knowing its terms, talk with the concierge, say how and when they
 * arrive, and read its history. Kept per session (docs/decisions/0022): its history, messages and
 * arrival details bump the account's data version like the stay itself.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const user = await requireSignedInPage(siteOf(context).db, request);
  const reservation = await findOwnReservation(siteOf(context).db, user, params.id, localeOfPath(pageUrl(request).pathname));
  // Someone else's reservation is as unknown as a missing one.
  if (!reservation) throw data({ error: RESERVATION_NOT_FOUND }, { status: 404 });
  const today = utcDay();
  // Opening the page reads the concierge's messages: they are marked read (this answer still shows them new).
  const [messages, history, arrival] = await Promise.all([
    guestConversation(siteOf(context).db, user, reservation._id),
    stayHistory(siteOf(context).db, reservation._id),
    arrivalOf(siteOf(context).db, reservation._id),
  ]);
  return {
    reservation,
    cancellable: isCancellable(reservation),
    changeable: isChangeable(reservation, today),
    messages: messages ?? [],
    history,
    arrival,
    takesArrival: takesArrival(reservation, today),
    areaMessages: areaMessagesFor(request),
  };
}

/** Why a cancellation was refused, as a message key (the store's English reasons, by what they say). */
function refusalKey(status: 400 | 404 | 409, error: string): MessageKey {
  if (status === 404) return 'stays_not_found';
  if (error.endsWith('already cancelled')) return 'stays_error_already_cancelled';
  if (error.endsWith('already declined')) return 'stays_error_already_declined';
  return 'stays_error_too_late';
}

const MESSAGE_PROBLEMS: Record<MessageProblem, MessageKey> = {
  empty: 'stays_messages_error_empty',
  long: 'stays_messages_error_long',
  control: 'stays_messages_error_control',
};
const ARRIVAL_PROBLEMS: Record<ArrivalProblem, MessageKey> = {
  time: 'stays_arrival_error_time',
  bed: 'stays_arrival_error_choice',
  occasion: 'stays_arrival_error_choice',
  dietary_long: 'stays_arrival_error_dietary_long',
  dietary_control: 'stays_arrival_error_dietary_control',
};

type ActionData =
  | { intent: 'cancel'; problem: MessageKey }
  | { intent: 'message'; problem: MessageKey | null; text: string; sent: boolean }
  | {
      intent: 'arrival';
      problem: { key: MessageKey; field: keyof ArrivalDetails } | null;
      values: Partial<Record<keyof ArrivalDetails, string>> | null;
      saved: boolean;
    }
  | { intent: null; problem: MessageKey };

/**
 * The page's forms, each a plain POST answered in place: cancel (after its terms, which the guest
 * acknowledges when it may cost them), write to the concierge, give the arrival details.
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  const user = await requireSignedInPage(siteOf(context).db, request);
  const form = await request.formData().catch(() => null);
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value : '';
  };
  const here = localizedPath(localeOfPath(pageUrl(request).pathname), reservationPath(params.id));
  const notify = { origin: mailLinkOrigin(request), mail: siteOf(context).mail };
  switch (field('intent')) {
    case 'cancel': {
      const stay = await findOwnReservation(siteOf(context).db, user, params.id);
      if (!stay) return data<ActionData>({ intent: 'cancel', problem: 'stays_not_found' }, { status: 404 });
      // A cancellation the hotel may charge for is sent knowing it (no payment is taken online, ADR 0014).
      if (termsOf(stay, utcDay()).kind !== 'free-until' && field('acceptCharge') !== 'yes') {
        return data<ActionData>({ intent: 'cancel', problem: 'stays_cancel_accept_missing' }, { status: 400 });
      }
      const outcome = await changeReservation(siteOf(context).db, params.id, { kind: 'cancel', by: user }, { notify });
      if (!outcome.ok) return data<ActionData>({ intent: 'cancel', problem: refusalKey(outcome.status, outcome.error) }, { status: outcome.status });
      return redirect(`${here}?cancelled=1`);
    }
    case 'message': {
      const text = field('text');
      const outcome = await postStayMessage(
        siteOf(context).db,
        siteOf(context).security.limits,
        { reservationId: params.id, author: 'guest', user, text },
        notify,
      );
      if (outcome.ok) return data<ActionData>({ intent: 'message', problem: null, text: '', sent: true });
      const problem: MessageKey =
        outcome.status === 404 ? 'stays_not_found' : outcome.status === 429 ? 'stays_messages_error_limit' : MESSAGE_PROBLEMS[outcome.problem ?? 'empty'];
      return data<ActionData>({ intent: 'message', problem, text, sent: false }, { status: outcome.status });
    }
    case 'arrival': {
      const values = { arrivalTime: field('arrivalTime'), bed: field('bed'), occasion: field('occasion'), dietary: field('dietary') };
      const outcome = await saveArrival(siteOf(context).db, user, params.id, values);
      if (outcome.ok) return data<ActionData>({ intent: 'arrival', problem: null, values: null, saved: true });
      const problem =
        outcome.status === 404
          ? { key: 'stays_not_found' as MessageKey, field: 'arrivalTime' as const }
          : outcome.status === 409
            ? { key: 'stays_arrival_error_closed' as MessageKey, field: 'arrivalTime' as const }
            : { key: ARRIVAL_PROBLEMS[outcome.problem!], field: outcome.field! };
      return data<ActionData>({ intent: 'arrival', problem, values, saved: false }, { status: outcome.status });
    }
    default:
      return data<ActionData>({ intent: null, problem: 'stays_error_unknown_action' }, { status: 400 });
  }
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
  const { reservation, cancellable, changeable, messages, history, arrival } = loaderData;
  const t = useT();
  const locale = useLocale();
  const all = useLocaleHref('/reservations');
  const [search] = useSearchParams();
  const { reference } = reservation;
  const path = localizedPath(locale, reservationPath(reservation._id));
  const notice = search.has('requested')
    ? t('stays_requested_notice', { reference })
    : search.has('cancelled') && reservation.status === 'cancelled'
      ? t('stays_cancelled_notice', { reference })
      : search.has('changed')
        ? t(search.get('changed') === 'reconfirm' ? 'stays_changed_notice_reconfirm' : 'stays_changed_notice', { reference })
        : actionData?.intent === 'arrival' && actionData.saved
          ? t('stays_arrival_saved')
          : null;
  const topProblem = actionData && (actionData.intent === 'cancel' || actionData.intent === null) ? t(actionData.problem) : null;
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
        <FormAlert id="reservation-error" message={topProblem} />
        <ReservationCard reservation={reservation} cancellable={cancellable} changeable={changeable} cancelProblem={actionData?.intent === 'cancel'} />
        <StayConversation
          messages={messages}
          action={path}
          problem={actionData?.intent === 'message' ? actionData.problem : null}
          draft={actionData?.intent === 'message' ? actionData.text : ''}
          sent={actionData?.intent === 'message' && actionData.sent}
          timeZone={reservation.hotel.timeZone}
          city={reservation.hotel.city}
        />
        <ArrivalSection
          arrival={arrival}
          open={loaderData.takesArrival}
          action={path}
          problem={actionData?.intent === 'arrival' ? actionData.problem : null}
          values={actionData?.intent === 'arrival' ? actionData.values : null}
          city={reservation.hotel.city}
        />
        <StayHistory lines={history} hotel={reservation.hotel} offer={reservation.offer} />
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
