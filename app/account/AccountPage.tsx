import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { clearedSessionCookieHeader } from '~/accounts/auth.server';
import { requireSignedInPage, sessionTokenOf, userFromRequest } from '~/accounts/rootSession.server';
import { forgetEndedSession } from '~/accounts/storedSession';
import { PASSWORD_MAX } from '~/accounts/validation';
import { formatLongDate } from '~/lib/dates';
import { EMAIL_MAX } from '~/lib/email';
import { retryAfterHeaders } from '~/api/limits.server';
import { stayDatesIn } from '~/reservations/format';
import type { ReservationStatus } from '~/db/schema';
import { listOwnReservations } from '~/reservations/reservationQueries.server';
import { utcDay } from '~/reservations/stay';
import { confirmedNightsIn, tierFor, type RewardTier } from '~/rewards/rewardsContent';
import { site } from '~/site.config';
import { ButtonSpinner, FormAlert } from '~/ui/forms';
import { PageBanner } from '~/ui/PageHero';
import type { Route } from './+types/AccountPage';
import { answerText, fieldState, type AccountActionData, type AccountText, type Intent } from './accountForm';
import { PrivacySection } from './PrivacySection';
import { ShortlistSection } from './ShortlistSection';
import { hotelNameOf, listRecentlyViewed, listSaved } from './shortlist.server';
import { changeEmail, changeLanguage, changePassword, deleteAccount, languageOf, listSessions, signOutEverywhere, type AccountChange } from './account.server';
import { LanguageSection } from './LanguageSection';
import { areaMessagesFor } from '~/i18n/catalogs.server';
import { around, PLACEHOLDER } from '~/i18n/around';
import { langOf } from '~/i18n/contentTranslations';
import { formatDay, isolated } from '~/i18n/format';
import { DEFAULT_LOCALE, localeOfPath, localizedPath, type Locale } from '~/i18n/locales';
import { pageMessagesFrom, translatorFor, useT, type MessageKey, type Translate } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { authMessageOf } from '~/accounts/authMessages';

/** The status chip's words, as the reservations' page has them (app/reservations/reservation.ts's statusLabels in English). */
const STATUS_KEYS: Record<ReservationStatus, MessageKey> = {
  requested: 'myaccount_status_requested',
  confirmed: 'myaccount_status_confirmed',
  declined: 'myaccount_status_declined',
  cancelled: 'myaccount_status_cancelled',
};

/** The programme's tiers by their English names (app/rewards/rewardsContent.ts). */
const TIER_KEYS: Record<RewardTier['name'], MessageKey> = {
  Ivory: 'myaccount_tier_ivory',
  Gold: 'myaccount_tier_gold',
  Sovereign: 'myaccount_tier_sovereign',
};

/** A day of the account (joined, signed in, last seen): English keeps 'March 5, 2024', the others Intl's. */
const accountDay = (locale: Locale, value: string) => (locale === DEFAULT_LOCALE ? formatLongDate(value) : formatDay(value.slice(0, 10), locale));

/**
 * A session's device in the page's language: describeDevice's English (the API's) read back into its
 * parts, the Latin names isolated in a right-to-left sentence.
 */
function deviceName(t: Translate, locale: Locale, device: string): string {
  if (device === 'Unknown device') return t('myaccount_unknown_device');
  const parts = /^(.+) on (.+)$/.exec(device);
  return parts ? t('myaccount_device', { browser: isolated(parts[1]!, locale), system: isolated(parts[2]!, locale) }) : device;
}

/**
 * A refusal of account.server.ts (English, as the JSON API answers it) as the page's catalogue key
 * (app/accounts/authMessages.ts), so the page shows it in its own language.
 */
function refusalOf(error: string): AccountText {
  const known = authMessageOf(error);
  return known ? { key: known.key, ...(known.values && { values: known.values }) } : { key: 'myaccount_failed' };
}

/**
 * The signed-in guest, or sign-in in the page's language (English keeps requireSignedInPage's
 * address), coming back to the same page.
 */
async function requireGuest(db: Parameters<typeof userFromRequest>[0], request: Request) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  if (locale === DEFAULT_LOCALE) return requireSignedInPage(db, request);
  const user = await userFromRequest(db, request);
  if (user) return user;
  throw redirect(`${localizedPath(locale, '/signin')}?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`);
}

/** Stays shown on the account page; the rest are on /reservations. */
const STAYS_SHOWN = 3;

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireGuest(context.db, request);
  const locale = localeOfPath(new URL(request.url).pathname);
  const today = utcDay();
  const [stays, sessions, saved, recentlyViewed, language] = await Promise.all([
    listOwnReservations(context.db, user, locale),
    listSessions(context.db, user._id, sessionTokenOf(request)),
    listSaved(context.db, user._id, locale),
    listRecentlyViewed(context.db, user._id, locale),
    languageOf(context.db, user._id),
  ]);
  const search = new URL(request.url).searchParams;
  const changed = search.get('saved') ?? search.get('removed');
  const changedHotel = changed ? await hotelNameOf(context.db, changed) : null;
  const shortlistNotice: AccountText | null = changedHotel
    ? { key: search.has('saved') ? 'myaccount_hotel_saved' : 'myaccount_hotel_removed', values: { hotel: changedHotel } }
    : null;
  const coming = stays.filter((r) => r.checkOut > today && (r.status === 'requested' || r.status === 'confirmed'));
  // The programme counts the confirmed nights of the calendar year (the rewards page's terms).
  const year = today.slice(0, 4);
  const confirmedNights = confirmedNightsIn(stays, year);
  return {
    user,
    stays: coming.slice(0, STAYS_SHOWN),
    moreStays: coming.length > STAYS_SHOWN,
    sessions,
    confirmedNights,
    year,
    saved,
    recentlyViewed,
    shortlistNotice,
    language,
    areaMessages: areaMessagesFor(request),
  };
}

/** The page's four forms, told apart by `intent`; each answers in place (or, ending the session, moves on). */
export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireGuest(context.db, request);
  const locale = localeOfPath(new URL(request.url).pathname);
  const form = await request.formData().catch(() => null);
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value : '';
  };
  const intent = field('intent') as Intent;
  const actor = { user, limits: context.security.limits };
  const answer = (change: Extract<AccountChange<unknown>, { ok: false }>, values?: AccountActionData['values']) =>
    data<AccountActionData>(
      { intent, error: refusalOf(change.error), field: change.field, values },
      { status: change.status, headers: retryAfterHeaders(change.retryAfter) },
    );

  switch (intent) {
    case 'email': {
      const outcome = await changeEmail(context.db, actor, { email: field('email'), password: field('password') });
      if (!outcome.ok) return answer(outcome, { email: field('email') });
      return data<AccountActionData>({ intent, done: { key: 'myaccount_email_changed', values: { email: outcome.value.email } } });
    }
    case 'password': {
      const input = { currentPassword: field('currentPassword'), newPassword: field('newPassword'), confirmPassword: field('confirmPassword') };
      const outcome = await changePassword(context.db, actor, input, sessionTokenOf(request));
      if (!outcome.ok) return answer(outcome);
      return data<AccountActionData>({ intent, done: { key: 'myaccount_password_changed' } });
    }
    case 'language': {
      const outcome = await changeLanguage(context.db, actor, field('language'));
      if (!outcome.ok) return answer(outcome);
      return data<AccountActionData>({ intent, done: { key: 'auth_language_saved' } });
    }
    case 'end-all':
      await signOutEverywhere(context.db, user._id);
      return redirect(localizedPath(locale, '/signin'), { headers: { 'Set-Cookie': clearedSessionCookieHeader(request.url) } });
    case 'delete': {
      const outcome = await deleteAccount(context.db, actor, { password: field('password'), confirm: field('confirm') });
      if (!outcome.ok) return answer(outcome);
      return redirect(localizedPath(locale, '/account/deleted'), { headers: { 'Set-Cookie': clearedSessionCookieHeader(request.url) } });
    }
    default:
      return data<AccountActionData>({ intent, error: { key: 'myaccount_unknown_action' } }, { status: 400 });
  }
}

/**
 * With scripts, the same action through the server; when it ends the session (signing out
 * everywhere, deleting the account), the browser's stored session goes too, before the next page
 * shows, so its header no longer names the visitor.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = (await request.clone().formData()).get('intent');
  try {
    return await serverAction();
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400 && (intent === 'delete' || intent === 'end-all')) forgetEndedSession();
    throw thrown;
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const page = pageMessagesFrom(matches);
  const title = page ? translatorFor(page)('auth_account_meta_title') : 'Your Account';
  return [{ title: `${title} | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { user, stays, moreStays, sessions, confirmedNights, year, saved, recentlyViewed, shortlistNotice } = loaderData;
  const { tier, next } = tierFor(confirmedNights);
  const t = useT();
  const locale = useLocale();
  const href = (path: string) => localizedPath(locale, path);
  const navigation = useNavigation();
  const sending = (intent: Intent) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const message = (intent: Intent) => (actionData?.intent === intent ? actionData : undefined);
  const answer = (intent: Intent) => answerText(t, message(intent)?.done ?? message(intent)?.error);
  const notice = shortlistNotice && t(shortlistNotice.key, { hotel: isolated(String(shortlistNotice.values?.hotel ?? ''), locale) });
  return (
    <>
      <PageBanner
        id="account-heading"
        eyebrow={t('myaccount_eyebrow')}
        title={user.username}
        lead={t('myaccount_member_since', { date: accountDay(locale, user.createdAt) })}
      />
      <div className="container section account-page">
        <section className="card account-card" aria-labelledby="stays-heading">
          <h2 id="stays-heading">{t('myaccount_stays_heading')}</h2>
          {stays.length === 0 ? (
            <p className="muted">{t('myaccount_no_stays')}</p>
          ) : (
            <ul className="account-stays" role="list">
              {stays.map((stay) => (
                <li key={stay._id}>
                  <Link to={href(`/reservations/${stay._id}`)}>{stay.hotel.name}</Link>{' '}
                  <span className="muted">
                    <span lang={langOf(stay.roomType, 'name')}>{stay.roomType.name}</span> · {stayDatesIn(locale, stay)} · {t(STATUS_KEYS[stay.status])}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p className="account-tier">
            {around(t('myaccount_programme_tier', { programme: t('myaccount_programme'), tier: PLACEHOLDER }), <strong>{t(TIER_KEYS[tier.name])}</strong>)}{' '}
            <span className="muted">
              · {t('myaccount_nights', { count: confirmedNights, year })}
              {next && t('myaccount_to_next', { count: next.minNights - confirmedNights, tier: t(TIER_KEYS[next.name]) })}
            </span>{' '}
            <Link className="text-link" to={href('/rewards')}>
              {t('myaccount_about_programme')}
            </Link>
          </p>
          <p className="account-links">
            <Link className="text-link" to={href('/reservations')}>
              {t(moreStays ? 'myaccount_all_reservations_more' : 'myaccount_all_reservations')}
            </Link>
            <Link className="text-link" to={href('/booking')}>
              {t('myaccount_find_room')}
            </Link>
          </p>
        </section>

        <ShortlistSection saved={saved} recentlyViewed={recentlyViewed} notice={notice} />

        <section className="card account-card" aria-labelledby="profile-heading">
          <h2 id="profile-heading">{t('myaccount_profile_heading')}</h2>
          <dl className="reservation-facts">
            <div>
              <dt>{t('auth_username')}</dt>
              <dd>{user.username}</dd>
            </div>
            <div>
              <dt>{t('auth_email')}</dt>
              <dd>{user.email}</dd>
            </div>
          </dl>
          <h3 id="email-heading">{t('myaccount_change_email_heading')}</h3>
          <FormAlert id="email-alert" tone={message('email')?.done ? 'success' : 'error'} message={answer('email')} />
          <Form method="post" aria-labelledby="email-heading" className="account-form">
            <input type="hidden" name="intent" value="email" />
            <div className="field">
              <label htmlFor="new-email">{t('myaccount_new_email')}</label>
              <input
                id="new-email"
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={EMAIL_MAX}
                defaultValue={message('email')?.values?.email ?? ''}
                {...fieldState(actionData, 'email', 'email', 'email-alert')}
              />
            </div>
            <div className="field">
              <label htmlFor="email-password">{t('myaccount_your_password')}</label>
              <input
                id="email-password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                maxLength={PASSWORD_MAX}
                {...fieldState(actionData, 'email', 'emailPassword', 'email-alert')}
              />
            </div>
            <button type="submit" className="button button-outline" disabled={sending('email')}>
              {sending('email') && <ButtonSpinner />}
              {t('myaccount_change_email')}
            </button>
          </Form>
        </section>

        <section className="card account-card" aria-labelledby="password-heading">
          <h2 id="password-heading">{t('myaccount_password_heading')}</h2>
          <FormAlert id="password-alert" tone={message('password')?.done ? 'success' : 'error'} message={answer('password')} />
          <Form method="post" aria-labelledby="password-heading" className="account-form">
            <input type="hidden" name="intent" value="password" />
            <div className="field">
              <label htmlFor="current-password">{t('myaccount_current_password')}</label>
              <input
                id="current-password"
                name="currentPassword"
                type="password"
                autoComplete="current-password"
                required
                maxLength={PASSWORD_MAX}
                {...fieldState(actionData, 'password', 'currentPassword', 'password-alert')}
              />
            </div>
            <div className="field">
              <label htmlFor="new-password">{t('auth_new_password')}</label>
              <input
                id="new-password"
                name="newPassword"
                type="password"
                autoComplete="new-password"
                required
                maxLength={PASSWORD_MAX}
                aria-describedby="new-password-hint"
                {...fieldState(actionData, 'password', 'newPassword', 'password-alert')}
              />
              <p id="new-password-hint" className="field-hint">
                {t('myaccount_new_password_hint')}
              </p>
            </div>
            <div className="field">
              <label htmlFor="confirm-password">{t('auth_confirm_new_password')}</label>
              <input
                id="confirm-password"
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                required
                maxLength={PASSWORD_MAX}
                {...fieldState(actionData, 'password', 'confirmPassword', 'password-alert')}
              />
            </div>
            <button type="submit" className="button button-outline" disabled={sending('password')}>
              {sending('password') && <ButtonSpinner />}
              {t('myaccount_change_password')}
            </button>
          </Form>
        </section>

        <section className="card account-card" aria-labelledby="sessions-heading">
          <h2 id="sessions-heading">{t('myaccount_sessions_heading')}</h2>
          <ul className="account-sessions" role="list">
            {sessions.map((session) => (
              <li key={session._id}>
                <strong>{deviceName(t, locale, session.device)}</strong>
                {session.current && <span className="chip account-current">{t('myaccount_this_device')}</span>}
                <span className="muted">
                  {' '}
                  · {t('myaccount_session_times', { created: accountDay(locale, session.createdAt), seen: accountDay(locale, session.lastSeenAt) })}
                </span>
              </li>
            ))}
          </ul>
          <Form method="post">
            <input type="hidden" name="intent" value="end-all" />
            <button type="submit" className="button button-outline" disabled={sending('end-all')}>
              {sending('end-all') && <ButtonSpinner />}
              {t('myaccount_sign_out_everywhere')}
            </button>
          </Form>
        </section>

        <LanguageSection language={loaderData.language} actionData={actionData} sending={sending('language')} />

        <PrivacySection actionData={actionData} sending={sending('delete')} />
      </div>
    </>
  );
}
