import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';
import { data, Form, isRouteErrorResponse, Link, redirect, useNavigation } from 'react-router';
import { requireSignedInPage, sessionTokenOf } from '~/accounts/rootSession.server';
import { hasFreshProof, proveInForm } from '~/accounts/stepUp.server';
import { hasSecondFactor } from '~/accounts/secondFactor.server';
import { StepUpInput } from '~/accounts/StepUpInput';
import { retryAfterHeaders } from '~/api/limits.server';
import { areaMessagesFor } from '~/i18n/catalogs.server';
import { langOf } from '~/i18n/contentTranslations';
import { formatNights } from '~/i18n/format';
import { localeOfPath, localizedPath } from '~/i18n/locales';
import { pageMessagesFrom, translatorFor, useT, type MessageKey } from '~/i18n/translate';
import { useLocale, useLocaleHref } from '~/i18n/useLocale';
import { mailLinkOrigin } from '~/mail/links.server';
import { planNameKey, termsOf, termsText } from '~/pricing/planTexts';
import { site } from '~/site.config';
import { ErrorState } from '~/ui/ErrorState';
import { ButtonSpinner, FormAlert } from '~/ui/forms';
import { PageBanner } from '~/ui/PageHero';
import type { Route } from './+types/ChangeStayPage';
import { roomTypesOfHotel } from './availability.server';
import { stayDatesIn, stayMoneyIn } from '~/domain/stayFormat';
import { changePath, reservationPath } from '~/domain/stayLinks';
import { findOwnReservation } from './reservationQueries.server';
import { RESERVATION_NOT_FOUND } from './reservations.server';
import { addDays, MAX_GUESTS, utcDay, type StayProblemKey } from '~/domain/stay';
import {
  applyStayChange,
  isChangeable,
  previewStayChange,
  type ChangePreview,
  type ChangeRefusal,
  type ChangeSide,
  type StayChangeInput,
} from './stayChange.server';

/**
 * Changing a stay (issue 49): a plain GET form of the new dates, room and party; with them in the
 * address, the old and the new stay side by side at today's prices and the difference, then one POST
 * to confirm it (with the total shown, so the price can never change silently). Works without
 * scripts; a non-refundable stay's dates are shown, not offered, with the reason.
 */

/** What a refused change says on the page: a message key and its values. */
export interface ChangeProblem {
  key: MessageKey;
  values?: Record<string, string | number>;
}

function problemOf(refusal: ChangeRefusal): ChangeProblem {
  switch (refusal.reason) {
    case 'invalid_stay':
      return refusal.stayProblem ? (refusal.stayProblem as StayProblemKey) : { key: 'stays_change_error_nothing' };
    case 'too_many_guests':
      return { key: 'stays_error_max_guests', values: { room: refusal.roomLimit?.name ?? '', count: refusal.roomLimit?.maxGuests ?? 1 } };
    default:
      return { key: CHANGE_PROBLEMS[refusal.reason] };
  }
}

const CHANGE_PROBLEMS: Record<ChangeRefusal['reason'], MessageKey> = {
  not_found: 'stays_not_found',
  not_changeable: 'stays_change_error_not_changeable',
  started: 'stays_change_error_started',
  invalid_stay: 'stays_change_error_nothing',
  nothing_changed: 'stays_change_error_nothing',
  non_refundable_dates: 'stays_change_non_refundable',
  other_hotel: 'stays_change_error_room',
  too_many_guests: 'stays_change_error_room',
  points_not_sold: 'stays_change_error_points_room',
  no_room: 'stays_error_no_room_left',
  price_changed: 'stays_change_error_price',
  not_enough_points: 'rates_not_enough_points',
  step_up: 'stays_step_up_needed',
};

/** The change asked for in a query or a form: only the fields present. */
function changeFrom(get: (name: string) => string | null): StayChangeInput | null {
  const input: StayChangeInput = {};
  for (const name of ['checkIn', 'checkOut', 'roomTypeId'] as const) {
    const value = get(name);
    if (value) input[name] = value;
  }
  const guests = get('guests');
  if (guests) input.guests = guests;
  return Object.keys(input).length > 0 ? input : null;
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const user = await requireSignedInPage(siteOf(context).db, request);
  const url = pageUrl(request);
  const locale = localeOfPath(url.pathname);
  const reservation = await findOwnReservation(siteOf(context).db, user, params.id, locale);
  if (!reservation) throw data({ error: RESERVATION_NOT_FOUND }, { status: 404 });
  const rooms = await roomTypesOfHotel(siteOf(context).db, reservation.hotel._id, reservation.currency, locale);
  const asked = changeFrom((name) => url.searchParams.get(name));
  const today = utcDay();
  let preview: ChangePreview | null = null;
  let problem: ChangeProblem | null = null;
  if (!isChangeable(reservation, today)) problem = { key: reservation.checkIn <= today ? 'stays_change_error_started' : 'stays_change_error_not_changeable' };
  else if (asked) {
    const quoted = await previewStayChange(siteOf(context).db, user, reservation._id, asked, today);
    if (quoted.ok) preview = quoted.value;
    else problem = problemOf(quoted);
  }
  return {
    reservation,
    rooms: rooms.map((r) => ({ _id: r._id, name: r.name, maxGuests: r.maxGuests, english: r.english })),
    asked,
    preview,
    problem,
    changeable: isChangeable(reservation, today),
    today,
    areaMessages: areaMessagesFor(request),
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const user = await requireSignedInPage(siteOf(context).db, request);
  const form = await request.formData().catch(() => null);
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value : null;
  };
  const number = (name: string) => {
    const value = field(name);
    return value && /^\d{1,12}$/.test(value) ? Number(value) : null;
  };
  const input = changeFrom(field) ?? {};
  const db = siteOf(context).db;
  // Spending more points wants a fresh proof of the member, asked in place (docs/decisions/0053): the
  // proof typed in the field it asked for is checked first, then the change (priced once) asks for one if it spends more.
  const security = siteOf(context).security;
  const token = sessionTokenOf(request);
  const code = field('stepUpCode') ?? '';
  const password = field('stepUpPassword') ?? '';
  if (code || password) {
    const proof = await proveInForm({ db, security }, user._id, token, { code, password });
    if (!proof.ok) {
      const problem: ChangeProblem = { key: proof.tried ? 'stays_step_up_wrong' : 'stays_step_up_needed' };
      return data({ problem, stepUp: proof.stepUp, stepUpPasskey: proof.passkey }, { status: proof.status, headers: retryAfterHeaders(proof.retryAfter) });
    }
  }
  const outcome = await applyStayChange(db, user, params.id, input, {
    expectedTotalMinor: number('expectedTotalMinor'),
    expectedPoints: number('expectedPoints'),
    notify: { origin: mailLinkOrigin(request), mail: siteOf(context).mail },
    freshProof: (tx) => hasFreshProof({ db: tx, security }, token),
  });
  const locale = localeOfPath(pageUrl(request).pathname);
  if (!outcome.ok && outcome.reason === 'step_up') {
    const stepUp = (await hasSecondFactor(db, user._id)) ? ('code' as const) : ('password' as const);
    return data({ problem: { key: 'stays_step_up_needed' } as ChangeProblem, stepUp }, { status: 401 });
  }
  if (!outcome.ok) return data({ problem: problemOf(outcome) }, { status: outcome.status });
  const reconfirm = field('reconfirm') === '1';
  return redirect(`${localizedPath(locale, reservationPath(params.id))}?changed=${reconfirm ? 'reconfirm' : '1'}`);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const page = pageMessagesFrom(matches);
  const reference = loaderData?.reservation.reference ?? '';
  const title = page ? translatorFor(page)('stays_change_meta_title', { reference, site: site.name }) : `Change your stay | ${site.name}`;
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

export default function ChangeStayPage({ loaderData, actionData }: Route.ComponentProps) {
  const { reservation, rooms, asked, preview, changeable, today } = loaderData;
  const t = useT();
  const locale = useLocale();
  const back = useLocaleHref(reservationPath(reservation._id));
  const here = localizedPath(locale, changePath(reservation._id));
  const applying = useNavigation().state === 'submitting';
  const problem = actionData?.problem ?? loaderData.problem;
  // A change that spends more points asked for a proof of the member (docs/decisions/0053).
  const stepUp = actionData && 'stepUp' in actionData ? (actionData.stepUp as 'code' | 'password') : undefined;
  // The account has a passkey: the field offers it too (docs/decisions/0054).
  const stepUpPasskey = Boolean(actionData && 'stepUpPasskey' in actionData && actionData.stepUpPasskey);
  const money = (minor: number) => stayMoneyIn(locale, minor, reservation.hotel, reservation.currency);
  const datesFixed = !reservation.refundable;
  // The quote names rooms as stored; the page's language names them as the room list does.
  const roomName = (room: { _id: string; name: string }) => rooms.find((r) => r._id === room._id)?.name ?? room.name;
  const wanted = {
    ...{ checkIn: reservation.checkIn, checkOut: reservation.checkOut, roomTypeId: reservation.roomType._id, guests: String(reservation.guests) },
    ...asked,
  };
  return (
    <>
      <PageBanner
        id="change-heading"
        eyebrow={t('stays_page_title', { reference: reservation.reference })}
        title={t('stays_change_title')}
        lead={t('stays_request_lead', { room: reservation.roomType.name, hotel: reservation.hotel.name })}
      />
      <div className="container section reservation-page">
        <FormAlert id="change-error" message={problem ? t(problem.key, problem.values) : null} />
        {changeable && (
          <section className="card stay-section" aria-labelledby="change-form-heading">
            <h2 id="change-form-heading">{t('stays_change_form_heading')}</h2>
            {reservation.status === 'confirmed' && <p className="form-alert form-alert-warning">{t('stays_change_reconfirm')}</p>}
            <Form method="get" action={here} className="change-form">
              {datesFixed ? (
                <div className="change-fixed-dates">
                  <p>
                    <strong>{t('stays_change_dates')}</strong> {stayDatesIn(locale, reservation)}
                  </p>
                  <p className="muted" id="dates-fixed">
                    {t('stays_change_non_refundable')}
                  </p>
                </div>
              ) : (
                <>
                  <div className="field">
                    <label htmlFor="change-check-in">{t('stays_checkin')}</label>
                    <input id="change-check-in" name="checkIn" type="date" required min={today} defaultValue={wanted.checkIn} />
                  </div>
                  <div className="field">
                    <label htmlFor="change-check-out">{t('stays_checkout')}</label>
                    <input id="change-check-out" name="checkOut" type="date" required min={addDays(today, 1)} defaultValue={wanted.checkOut} />
                  </div>
                </>
              )}
              <div className="field">
                <label htmlFor="change-room">{t('stays_room')}</label>
                <select id="change-room" name="roomTypeId" defaultValue={wanted.roomTypeId}>
                  {rooms.map((room) => (
                    <option key={room._id} value={room._id} lang={langOf(room, 'name')}>
                      {t('stays_change_room_option', { room: room.name, count: room.maxGuests })}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor="change-guests">{t('stays_guests_label')}</label>
                <select id="change-guests" name="guests" defaultValue={String(wanted.guests)}>
                  {Array.from({ length: Math.min(MAX_GUESTS, Math.max(...rooms.map((r) => r.maxGuests), reservation.guests)) }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {t('stays_guests', { count: n })}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="button button-outline">
                {t('stays_change_quote')}
              </button>
            </Form>
          </section>
        )}
        {preview && (
          <section className="card stay-section" aria-labelledby="change-preview-heading" data-testid="change-preview">
            <h2 id="change-preview-heading">{t('stays_change_preview_heading')}</h2>
            <table className="change-compare">
              <caption className="visually-hidden">{t('stays_change_compare_caption')}</caption>
              <thead>
                <tr>
                  <td />
                  <th scope="col">{t('stays_change_before')}</th>
                  <th scope="col">{t('stays_change_after')}</th>
                </tr>
              </thead>
              <tbody>
                <CompareRow label={t('stays_change_dates')} of={(s) => `${stayDatesIn(locale, s)} (${formatNights(t, s.nights)})`} preview={preview} />
                <CompareRow label={t('stays_room')} of={(s) => roomName(s.roomType)} preview={preview} />
                <CompareRow label={t('stays_guests_label')} of={(s) => t('stays_guests', { count: s.guests })} preview={preview} />
                <CompareRow label={t('stays_rate')} of={(s) => planLabel(t, s.ratePlan, reservation.offer)} preview={preview} />
                {preview.pointsDifference !== null && (
                  <CompareRow label={t('stays_change_points')} of={(s) => pointsText(t, locale, s.points ?? 0)} preview={preview} />
                )}
                <CompareRow label={t('rates_terms')} of={(s) => termsText(t, termsOf(s, today), locale)} preview={preview} />
                <tr className="change-total">
                  <th scope="row">{t('stays_total')}</th>
                  <td data-testid="total-before">{money(preview.before.totalMinor)}</td>
                  <td data-testid="total-after">{money(preview.after.totalMinor)}</td>
                </tr>
              </tbody>
            </table>
            <p className="change-difference" data-testid="difference">
              {preview.differenceMinor === 0
                ? t('stays_change_same_total')
                : t(preview.differenceMinor > 0 ? 'stays_change_more' : 'stays_change_less', { amount: money(Math.abs(preview.differenceMinor)) })}
              {preview.pointsDifference !== null && preview.pointsDifference !== 0 && (
                <>
                  {' '}
                  {t(preview.pointsDifference > 0 ? 'stays_change_points_more' : 'stays_change_points_less', {
                    points: pointsText(t, locale, Math.abs(preview.pointsDifference)),
                  })}
                </>
              )}
            </p>
            {preview.planChanged && (
              <p className="form-alert form-alert-warning">{t('stays_change_plan_changed', { plan: planLabel(t, reservation.ratePlan, reservation.offer) })}</p>
            )}
            {/* A confirmed stay says so above its form; a requested one here. */}
            {!preview.reconfirm && <p className="muted">{t('stays_change_requested')}</p>}
            <p className="muted">{t('stays_change_no_payment')}</p>
            <Form method="post" action={`${here}?${new URLSearchParams(stringsOf(asked))}`} className="change-confirm">
              {Object.entries(stringsOf(asked)).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <input type="hidden" name="expectedTotalMinor" value={preview.after.totalMinor} />
              {preview.after.points !== null && <input type="hidden" name="expectedPoints" value={preview.after.points} />}
              {preview.reconfirm && <input type="hidden" name="reconfirm" value="1" />}
              {stepUp && (
                <StepUpInput
                  kind={stepUp}
                  id="change-step-up"
                  label={t(stepUp === 'code' ? 'stays_step_up_code' : 'stays_step_up_password')}
                  alertId="change-error"
                  passkey={stepUpPasskey ? { label: t('stays_step_up_passkey'), failed: t('stays_step_up_passkey_failed') } : null}
                />
              )}
              <button type="submit" className="button button-gold" disabled={applying}>
                {applying && <ButtonSpinner />}
                {t('stays_change_confirm')}
              </button>
            </Form>
          </section>
        )}
        <p>
          <Link className="text-link" {...back}>
            {t('stays_change_back', { reference: reservation.reference })}
          </Link>
        </p>
      </div>
    </>
  );
}

const stringsOf = (input: StayChangeInput | null) => Object.fromEntries(Object.entries(input ?? {}).map(([k, v]) => [k, String(v)]));

function planLabel(t: ReturnType<typeof useT>, code: string, offer: { slug: string; name: string } | null) {
  if (['flexible', 'advance', 'member', 'points'].includes(code)) return t(planNameKey(code as 'flexible'));
  return offer?.slug === code ? offer.name : code;
}

function pointsText(t: ReturnType<typeof useT>, locale: string, points: number) {
  return t('rates_points_cost', { count: points, points: new Intl.NumberFormat(locale).format(points) });
}

function CompareRow({ label, of, preview }: { label: string; of: (side: ChangeSide) => string; preview: ChangePreview }) {
  const [before, after] = [of(preview.before), of(preview.after)];
  return (
    <tr className={before === after ? undefined : 'change-differs'}>
      <th scope="row">{label}</th>
      <td>{before}</td>
      <td>{after}</td>
    </tr>
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
