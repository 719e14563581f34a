import { data, Form, isRouteErrorResponse, Link, redirect, useNavigation } from 'react-router';
import { areaMessagesFor } from '~/i18n/catalogs.server';
import { langOf } from '~/i18n/contentTranslations';
import { formatNights } from '~/i18n/format';
import { localeOfPath, localizedPath } from '~/i18n/locales';
import { pageMessagesFrom, translatorFor, useT, type MessageKey } from '~/i18n/translate';
import { useLocale, useLocaleHref } from '~/i18n/useLocale';
import { site } from '~/site.config';
import { ErrorState } from '~/ui/ErrorState';
import { ButtonSpinner, FormAlert } from '~/ui/forms';
import { PageBanner } from '~/ui/PageHero';
import type { Route } from './+types/RequestPage';
import { findRoomWithHotel, hotelAvailability } from './availability.server';
import { stayDayIn, stayPriceIn } from './format';
import { requireSignedInPage } from '~/accounts/rootSession.server';
import { mailLinkOrigin } from '~/mail/links.server';
import { hotelStayPath, reservationPath } from './links';
import { requestReservation } from './reservations.server';
import { checkStay, SPECIAL_REQUESTS_MAX, utcDay } from './stay';

/** Why a request cannot go ahead, as a message key the page translates (the English texts are those of before). */
type Problem = { key: MessageKey; values?: Record<string, string | number> };

/** What refused a request becomes on the page: the store's reasons, by their status. */
function problemOfRefusal(status: 400 | 404 | 409, room: { name: string; maxGuests: number } | null): Problem {
  if (status === 409) return { key: 'stays_error_no_room_left' };
  if (status === 400 && room) return { key: 'stays_error_max_guests', values: { room: room.name, count: room.maxGuests } };
  return { key: 'stays_error_room_type' };
}

/**
 * The request for one room type and stay (`?roomType=…&checkIn=…&checkOut=…&guests=…`): the stay and
 * its total once more, special requests, and Send. A plain form handled by this page's action; the
 * guest lands on the reservation with its reference.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireSignedInPage(context.db, request);
  const url = new URL(request.url);
  const params = url.searchParams;
  const room = await findRoomWithHotel(context.db, params.get('roomType') ?? '', localeOfPath(url.pathname));
  if (!room) throw data({ error: 'Room not found' }, { status: 404 });
  const check = checkStay({ checkIn: params.get('checkIn'), checkOut: params.get('checkOut'), guests: params.get('guests') ?? '2' }, utcDay());
  let problem: Problem | null = check.ok ? null : check.message;
  let available = 0;
  if (check.ok) {
    available = (await hotelAvailability(context.db, room.hotel._id, check.stay)).get(room.roomType._id) ?? 0;
    if (check.stay.guests > room.roomType.maxGuests)
      problem = { key: 'stays_error_max_guests', values: { room: room.roomType.name, count: room.roomType.maxGuests } };
    else if (available === 0) problem = { key: 'stays_error_unavailable' };
  }
  return { ...room, stay: check.ok ? check.stay : null, problem, areaMessages: areaMessagesFor(request) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireSignedInPage(context.db, request);
  const form = await request.formData().catch(() => null);
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value : '';
  };
  const specialRequests = field('specialRequests');
  const refuse = (problem: Problem, status: 400 | 404 | 409) => data({ problem, specialRequests }, { status });
  if (specialRequests.length > SPECIAL_REQUESTS_MAX) return refuse({ key: 'stays_error_requests_long', values: { max: SPECIAL_REQUESTS_MAX } }, 400);
  const check = checkStay({ checkIn: field('checkIn'), checkOut: field('checkOut'), guests: field('guests') });
  if (!check.ok) return refuse(check.message, 400);
  const outcome = await requestReservation(
    context.db,
    user,
    { roomTypeId: field('roomType'), stay: check.stay, specialRequests },
    { origin: mailLinkOrigin(request), mail: context.mail },
  );
  const locale = localeOfPath(new URL(request.url).pathname);
  if (!outcome.ok) {
    const room = outcome.status === 400 ? await findRoomWithHotel(context.db, field('roomType'), locale) : null;
    return refuse(problemOfRefusal(outcome.status, room && room.roomType), outcome.status);
  }
  // The reservation's page in the language the request was made in.
  return redirect(`${localizedPath(locale, reservationPath(outcome.value._id))}?requested=1`);
}

export function meta({ matches }: Route.MetaArgs) {
  const page = pageMessagesFrom(matches);
  const title = page ? translatorFor(page)('stays_request_meta_title', { site: site.name }) : `Request a Reservation | ${site.name}`;
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

export default function RequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { roomType, hotel, stay, problem } = loaderData;
  const t = useT();
  const locale = useLocale();
  const hotelHref = useLocaleHref(`/rooms/${hotel.slug}`);
  const otherDates = useLocaleHref(stay ? hotelStayPath(hotel.slug, stay) + '#book-your-stay' : `/rooms/${hotel.slug}#book-your-stay`);
  const sending = useNavigation().state === 'submitting';
  const error = actionData?.problem ?? problem;
  return (
    <>
      <PageBanner
        id="request-heading"
        eyebrow={t('stays_place', { city: hotel.city, country: hotel.country })}
        title={t('stays_request_title')}
        lead={t('stays_request_lead', { room: roomType.name, hotel: hotel.name })}
      />
      <div className="container section reservation-layout">
        <section className="card reservation-card" aria-labelledby="stay-heading">
          <h2 id="stay-heading">{t('stays_your_stay')}</h2>
          {stay ? (
            <dl className="reservation-facts">
              <div>
                <dt>{t('stays_hotel')}</dt>
                <dd>
                  <Link {...hotelHref}>{hotel.name}</Link>
                </dd>
              </div>
              <div>
                <dt>{t('stays_room')}</dt>
                <dd lang={langOf(roomType, 'name')}>{roomType.name}</dd>
              </div>
              <div>
                <dt>{t('stays_checkin')}</dt>
                <dd>{stayDayIn(locale, stay.checkIn)}</dd>
              </div>
              <div>
                <dt>{t('stays_checkout')}</dt>
                <dd>{stayDayIn(locale, stay.checkOut)}</dd>
              </div>
              <div>
                <dt>{t('stays_guests_label')}</dt>
                <dd>{t('stays_guests', { count: stay.guests })}</dd>
              </div>
              <div>
                <dt>{t('stays_rate')}</dt>
                <dd>
                  {t('stays_rate_text', {
                    price: stayPriceIn(locale, roomType.nightlyRate, hotel, roomType.currency),
                    nights: formatNights(t, stay.nights),
                  })}
                </dd>
              </div>
              <div className="reservation-total">
                <dt>{t('stays_total')}</dt>
                <dd>{stayPriceIn(locale, roomType.nightlyRate * stay.nights, hotel, roomType.currency)}</dd>
              </div>
            </dl>
          ) : (
            <p className="muted">{t('stays_no_stay')}</p>
          )}
          <p className="muted reservation-terms">{t('stays_terms')}</p>
        </section>
        <section className="card reservation-card" aria-labelledby="send-heading">
          <h2 id="send-heading">{t('stays_send_heading')}</h2>
          <FormAlert id="request-error" message={error ? t(error.key, error.values) : null} />
          {stay && !problem ? (
            <Form method="post" aria-labelledby="send-heading" aria-busy={sending}>
              <input type="hidden" name="roomType" value={roomType._id} />
              <input type="hidden" name="checkIn" value={stay.checkIn} />
              <input type="hidden" name="checkOut" value={stay.checkOut} />
              <input type="hidden" name="guests" value={stay.guests} />
              <div className="field">
                <label htmlFor="special-requests">
                  {t('stays_special_requests')} <span className="optional">{t('stays_optional')}</span>
                </label>
                <textarea
                  id="special-requests"
                  name="specialRequests"
                  rows={4}
                  maxLength={SPECIAL_REQUESTS_MAX}
                  defaultValue={actionData?.specialRequests ?? ''}
                  aria-describedby="special-requests-hint"
                />
                <p id="special-requests-hint" className="field-hint">
                  {t('stays_special_hint')}
                </p>
              </div>
              <button type="submit" className="button button-gold" disabled={sending}>
                {sending && <ButtonSpinner />}
                {sending ? t('stays_sending') : t('stays_send')}
              </button>
            </Form>
          ) : (
            <p>
              <Link className="button button-outline" {...otherDates}>
                {t('stays_other_dates')}
              </Link>
            </p>
          )}
        </section>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const search = useLocaleHref('/booking');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ErrorState
      title={t(notFound ? 'stays_room_not_found' : 'stays_request_failed')}
      message={t(notFound ? 'stays_room_not_found_text' : 'stays_try_again')}
      backTo={{ href: search.to, label: t('stay_search') }}
    />
  );
}
