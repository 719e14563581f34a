import { data, Form, isRouteErrorResponse, Link, redirect, useNavigation } from 'react-router';
import { requireSignedInPage } from '~/accounts/rootSession.server';
import { areaMessagesFor } from '~/i18n/catalogs.server';
import { langOf } from '~/i18n/contentTranslations';
import { localeOfPath, localizedPath } from '~/i18n/locales';
import { pageMessagesFrom, translatorFor, useT, type MessageKey } from '~/i18n/translate';
import { useLocale, useLocaleHref } from '~/i18n/useLocale';
import { mailLinkOrigin } from '~/mail/links.server';
import { quoteRoomPlans } from '~/pricing/roomQuote.server';
import { totalTaxesText } from '~/pricing/planTexts';
import { site } from '~/site.config';
import { ErrorState } from '~/ui/ErrorState';
import { ButtonSpinner, FormAlert } from '~/ui/forms';
import { PageBanner } from '~/ui/PageHero';
import type { Route } from './+types/RequestPage';
import { findRoomWithHotel, hotelAvailability } from './availability.server';
import { stayDayIn, stayMoneyIn } from '~/domain/stayFormat';
import { hotelStayPath, requestHref, reservationPath } from '~/domain/stayLinks';
import { planProblemOf, type Problem } from './requestProblems.server';
import { RequestPlan, usePlanName } from './RequestPlan';
import { requestReservation } from './reservations.server';
import { proveInForm } from '~/accounts/stepUp.server';
import { StepUpInput } from '~/accounts/StepUpInput';
import { sessionTokenOf } from '~/accounts/rootSession.server';
import { retryAfterHeaders } from '~/api/limits.server';
import { POINTS_PLAN } from '~/pricing/plans';
import { balanceOf } from '~/loyalty/ledger.server';
import { PlanPrice } from './PlanPrice';
import { checkStay, SPECIAL_REQUESTS_MAX, utcDay } from '~/domain/stay';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

/**
 * The request for one room type, stay and rate plan (`?roomType=…&checkIn=…&checkOut=…&guests=…&plan=…&quote=…`):
 * the stay, the plans it can be booked on, the chosen one's price night by night with its taxes and
 * terms, special requests (and the promo code an offer asks for), and Send. `quote` is the total the
 * guest was shown: if the price has changed since, the page says so and shows the new one before
 * anything is sent (docs/decisions/0038). A plain form handled by this page's action.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireSignedInPage(siteOf(context).db, request);
  const url = pageUrl(request);
  const params = url.searchParams;
  const locale = localeOfPath(url.pathname);
  const today = utcDay();
  const room = await findRoomWithHotel(siteOf(context).db, params.get('roomType') ?? '', locale);
  if (!room) throw data({ error: 'Room not found' }, { status: 404 });
  const check = checkStay({ checkIn: params.get('checkIn'), checkOut: params.get('checkOut'), guests: params.get('guests') ?? '2' }, today);
  const base = { ...room, today, areaMessages: areaMessagesFor(request), plans: [], chosen: null, wasShown: null, pointsBalance: null };
  if (!check.ok) return { ...base, stay: null, problem: check.message as Problem };
  const stay = check.stay;
  if (stay.guests > room.roomType.maxGuests) {
    return { ...base, stay, problem: { key: 'stays_error_max_guests', values: { room: room.roomType.name, count: room.roomType.maxGuests } } as Problem };
  }
  const available = (await hotelAvailability(siteOf(context).db, room.hotel._id, stay)).get(room.roomType._id) ?? 0;
  if (available === 0) return { ...base, stay, problem: { key: 'stays_error_unavailable' } as Problem };
  const code = params.get('plan') || 'flexible';
  const priced = { id: room.roomType._id, hotelId: room.hotel._id, currency: room.roomType.currency };
  // A member sees award nights where the room has a points price, with their balance (issue 32).
  const plans = await quoteRoomPlans(siteOf(context).db, priced, stay, { tier: user.tier ?? null, today, locale, offer: code, awardNights: true });
  const pointsBalance = plans.some((p) => p.points !== undefined) ? await balanceOf(siteOf(context).db, user._id) : null;
  const chosen = plans.find((p) => p.code === code) ?? null;
  // A plan that does not apply to these dates says why (the store's reason, translated); the others stay offered.
  const problem = chosen ? null : await planProblemOf(siteOf(context).db, priced, stay, code, { tier: user.tier ?? null, today, locale });
  const quote = Number(params.get('quote'));
  const wasShown = chosen && Number.isInteger(quote) && params.has('quote') && quote !== chosen.totalMinor ? quote : null;
  return { ...base, stay, plans, chosen, wasShown, problem, pointsBalance };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireSignedInPage(siteOf(context).db, request);
  const form = await request.formData().catch(() => null);
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value : '';
  };
  const specialRequests = field('specialRequests');
  const promoCode = field('promoCode');
  const refuse = (problem: Problem, status: 400 | 404 | 409, promoField = false) => data({ problem, specialRequests, promoCode, promoField }, { status });
  if (specialRequests.length > SPECIAL_REQUESTS_MAX) return refuse({ key: 'stays_error_requests_long', values: { max: SPECIAL_REQUESTS_MAX } }, 400);
  const check = checkStay({ checkIn: field('checkIn'), checkOut: field('checkOut'), guests: field('guests') });
  if (!check.ok) return refuse(check.message, 400);
  // An award stay spends points: a fresh proof of the member first, asked in place (docs/decisions/0053).
  if (field('plan') === POINTS_PLAN) {
    const proof = await proveInForm({ db: siteOf(context).db, security: siteOf(context).security }, user._id, sessionTokenOf(request), {
      code: field('stepUpCode'),
      password: field('stepUpPassword'),
    });
    if (!proof.ok) {
      const key = proof.tried ? 'stays_step_up_wrong' : 'stays_step_up_needed';
      return data(
        { problem: { key } as Problem, specialRequests, promoCode, promoField: false, stepUp: proof.stepUp, stepUpPasskey: proof.passkey },
        { status: proof.status, headers: retryAfterHeaders(proof.retryAfter) },
      );
    }
  }
  const expected = Number(field('expectedTotalMinor'));
  const outcome = await requestReservation(
    siteOf(context).db,
    user,
    {
      roomTypeId: field('roomType'),
      stay: check.stay,
      specialRequests,
      ratePlan: field('plan') || 'flexible',
      promoCode,
      expectedTotalMinor: Number.isInteger(expected) && field('expectedTotalMinor') !== '' ? expected : null,
    },
    { origin: mailLinkOrigin(request), mail: siteOf(context).mail },
  );
  const locale = localeOfPath(pageUrl(request).pathname);
  if (!outcome.ok) {
    const room = outcome.status === 400 && !outcome.promo ? await findRoomWithHotel(siteOf(context).db, field('roomType'), locale) : null;
    return refuse(problemOfRefusal(outcome, room && room.roomType), outcome.status, Boolean(outcome.promo));
  }
  // The reservation's page in the language the request was made in.
  return redirect(`${localizedPath(locale, reservationPath(outcome.value._id))}?requested=1`);
}

/** What refused a request becomes on the page: the store's reasons, by their kind. */
function problemOfRefusal(
  outcome: { status: 400 | 404 | 409; promo?: string; plan?: unknown; changedTo?: unknown; points?: true },
  room: { name: string; maxGuests: number } | null,
): Problem {
  if (outcome.promo) return { key: `rates_${outcome.promo}` as MessageKey };
  if (outcome.changedTo) return { key: 'rates_price_changed_sent' };
  if (outcome.points) return { key: 'rates_not_enough_points' };
  if (outcome.plan) return { key: 'rates_plan_not_offered' };
  if (outcome.status === 409) return { key: 'stays_error_no_room_left' };
  if (outcome.status === 400 && room) return { key: 'stays_error_max_guests', values: { room: room.name, count: room.maxGuests } };
  return { key: 'stays_error_room_type' };
}

export function meta({ matches }: Route.MetaArgs) {
  const page = pageMessagesFrom(matches);
  const title = page ? translatorFor(page)('stays_request_meta_title', { site: site.name }) : `Request a Reservation | ${site.name}`;
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

export default function RequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { roomType, hotel, stay, problem, plans, chosen, wasShown, today, pointsBalance } = loaderData;
  const t = useT();
  const locale = useLocale();
  const nameOf = usePlanName();
  const hotelHref = useLocaleHref(`/rooms/${hotel.slug}`);
  const otherDates = useLocaleHref(stay ? hotelStayPath(hotel.slug, stay) + '#book-your-stay' : `/rooms/${hotel.slug}#book-your-stay`);
  const sending = useNavigation().state === 'submitting';
  const error = actionData?.problem ?? problem;
  // An award stay's request asked for a proof of the member (docs/decisions/0053).
  const stepUp = actionData && 'stepUp' in actionData ? (actionData.stepUp as 'code' | 'password') : undefined;
  // The account has a passkey: the field offers it too (docs/decisions/0054).
  const stepUpPasskey = Boolean(actionData && 'stepUpPasskey' in actionData && actionData.stepUpPasskey);
  const money = (minor: number) => stayMoneyIn(locale, minor, hotel, roomType.currency);
  // Beside the promo code's field where the plan has one; otherwise (a code the plan does not take) above the form.
  const promoError = actionData?.promoField && chosen?.promoCode ? t(actionData.problem.key, actionData.problem.values) : null;
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
              {chosen && (
                <>
                  <div>
                    <dt>{t('stays_rate')}</dt>
                    <dd lang={langOf(chosen, 'name')}>{nameOf(chosen)}</dd>
                  </div>
                  <div className="reservation-total">
                    <dt>{t('stays_total')}</dt>
                    <dd>
                      <PlanPrice plan={chosen} country={hotel.country} />
                    </dd>
                    <dd className="total-taxes">{totalTaxesText(t, chosen.taxes, money)}</dd>
                  </div>
                </>
              )}
            </dl>
          ) : (
            <p className="muted">{t('stays_no_stay')}</p>
          )}
          {stay && plans.length > 0 && (
            <RequestPlan
              plans={plans}
              chosen={chosen}
              hrefOf={(plan) => localizedPath(locale, requestHref(roomType._id, stay, plan))}
              country={hotel.country}
              today={today}
              pointsBalance={pointsBalance}
            />
          )}
          <p className="muted reservation-terms">{t('stays_terms')}</p>
        </section>
        <section className="card reservation-card" aria-labelledby="send-heading">
          <h2 id="send-heading">{t('stays_send_heading')}</h2>
          {wasShown !== null && chosen && (
            <p className="form-alert form-alert-warning" role="status" data-testid="price-changed">
              {t('rates_price_changed', { before: money(wasShown), now: money(chosen.totalMinor) })}
            </p>
          )}
          <FormAlert id="request-error" message={error && !promoError ? t(error.key, error.values) : null} />
          {stay && chosen ? (
            <Form method="post" aria-labelledby="send-heading" aria-busy={sending}>
              <input type="hidden" name="roomType" value={roomType._id} />
              <input type="hidden" name="checkIn" value={stay.checkIn} />
              <input type="hidden" name="checkOut" value={stay.checkOut} />
              <input type="hidden" name="guests" value={stay.guests} />
              <input type="hidden" name="plan" value={chosen.code} />
              <input type="hidden" name="expectedTotalMinor" value={chosen.totalMinor} />
              {chosen.promoCode && (
                <div className="field">
                  <label htmlFor="promo-code">{t('rates_promo_code')}</label>
                  <input
                    id="promo-code"
                    name="promoCode"
                    required
                    maxLength={40}
                    autoComplete="off"
                    defaultValue={actionData?.promoCode ?? ''}
                    aria-invalid={promoError ? true : undefined}
                    aria-describedby={promoError ? 'promo-code-error' : 'promo-code-hint'}
                  />
                  {promoError ? (
                    <p id="promo-code-error" className="field-error">
                      {promoError}
                    </p>
                  ) : (
                    <p id="promo-code-hint" className="field-hint">
                      {t('rates_promo_hint')}
                    </p>
                  )}
                </div>
              )}
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
              {stepUp && (
                <StepUpInput
                  kind={stepUp}
                  id="request-step-up"
                  label={t(stepUp === 'code' ? 'stays_step_up_code' : 'stays_step_up_password')}
                  alertId="request-error"
                  passkey={stepUpPasskey ? { label: t('stays_step_up_passkey'), failed: t('stays_step_up_passkey_failed') } : null}
                />
              )}
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
