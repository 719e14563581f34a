import { data, redirect, useNavigation } from 'react-router';
import { clearedSessionCookieHeader } from '~/accounts/auth.server';
import { authMessageOf } from '~/accounts/authMessages';
import { requireSignedInPage, sessionTokenOf, userFromRequest } from '~/accounts/rootSession.server';
import { forgetEndedSession } from '~/accounts/storedSession';
import { retryAfterHeaders } from '~/api/limits.server';
import { areaMessagesFor } from '~/i18n/catalogs.server';
import { isolated } from '~/i18n/format';
import { DEFAULT_LOCALE, localeOfPath, localizedPath } from '~/i18n/locales';
import { pageMessagesFrom, translatorFor, useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { listOwnReservations } from '~/reservations/reservationQueries.server';
import { utcDay } from '~/domain/stay';
import { confirmedNightsIn } from '~/rewards/rewardsContent';
import { site } from '~/site.config';
import { PageBanner } from '~/ui/PageHero';
import type { Route } from './+types/AccountPage';
import { changeEmail, changeLanguage, changePassword, deleteAccount, languageOf, listSessions, signOutEverywhere, type AccountChange } from './account.server';
import { accountDay } from './accountDay';
import type { AccountActionData, AccountText, Intent } from './accountForm';
import { LanguageSection } from './LanguageSection';
import { PasswordSection } from './PasswordSection';
import { PrivacySection } from './PrivacySection';
import { staffAwaitingSecondFactor } from '~/accounts/user';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';
import { ShortlistSection } from './ShortlistSection';
import { hotelNameOf, listRecentlyViewed, listSaved } from './shortlist.server';
import { StaysSection } from './StaysSection';
import { PointsSection } from './PointsSection';
import { TwoStepSection } from './TwoStepSection';
import { PasskeysSection } from './PasskeysSection';
import { hasPasskey, listPasskeys, passkeyName, removePasskey, renamePasskey } from '~/accounts/passkeys.server';
import { passkeyMessages } from '~/accounts/passkeyMessages';
import { twoStepOf } from './twoStep.server';
import { checkSecondFactor, confirmTotp, hasSecondFactor, newRecoveryCodes, removeSecondFactor, startTotp } from '~/accounts/secondFactor.server';
import { checkProof, hasFreshProof, recordProof } from '~/accounts/stepUp.server';
import { rewardsOf } from '~/loyalty/rewards.server';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

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
  const url = pageUrl(request);
  const locale = localeOfPath(url.pathname);
  if (locale === DEFAULT_LOCALE) return requireSignedInPage(db, request);
  const user = await userFromRequest(db, request);
  if (user) return user;
  throw redirect(`${localizedPath(locale, '/signin')}?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`);
}

/** Stays shown on the account page; the rest are on /reservations. */
const STAYS_SHOWN = 3;

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireGuest(siteOf(context).db, request);
  const locale = localeOfPath(pageUrl(request).pathname);
  const today = utcDay();
  // The points history's page: entries older than `pointsBefore` (a plain link, no script needed).
  const before = Number(pageUrl(request).searchParams.get('pointsBefore'));
  const pointsBefore = Number.isSafeInteger(before) && before > 0 ? before : undefined;
  const [stays, sessions, saved, recentlyViewed, language, rewards, twoStep, proofFresh, passkeys] = await Promise.all([
    listOwnReservations(siteOf(context).db, user, locale),
    listSessions(siteOf(context).db, user._id, sessionTokenOf(request)),
    listSaved(siteOf(context).db, user._id, locale),
    listRecentlyViewed(siteOf(context).db, user._id, locale),
    languageOf(siteOf(context).db, user._id),
    rewardsOf(siteOf(context).db, user._id, today, { before: pointsBefore }),
    twoStepOf(siteOf(context).db, siteOf(context).security, user),
    hasFreshProof({ db: siteOf(context).db, security: siteOf(context).security }, sessionTokenOf(request)),
    listPasskeys(siteOf(context).db, user._id),
  ]);
  const search = pageUrl(request).searchParams;
  const changed = search.get('saved') ?? search.get('removed');
  const changedHotel = changed ? await hotelNameOf(siteOf(context).db, changed) : null;
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
    points: {
      balance: rewards.points.balance,
      pending: rewards.points.pending,
      entries: rewards.entries,
      nextBefore: rewards.nextBefore,
      paged: pointsBefore !== undefined,
    },
    saved,
    recentlyViewed,
    shortlistNotice,
    language,
    twoStep,
    proofFresh,
    passkeys,
    areaMessages: areaMessagesFor(request),
  };
}

/** The page's four forms, told apart by `intent`; each answers in place (or, ending the session, moves on). */
export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireGuest(siteOf(context).db, request);
  const locale = localeOfPath(pageUrl(request).pathname);
  const form = await request.formData().catch(() => null);
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value : '';
  };
  const intent = field('intent') as Intent;
  // The security notices of the changes below name this browser (docs/decisions/0056).
  const notice = { security: siteOf(context).security, userAgent: request.headers.get('user-agent') };
  const actor = { user, limits: siteOf(context).security.limits, notice };
  const answer = (change: Extract<AccountChange<unknown>, { ok: false }>, values?: AccountActionData['values']) =>
    data<AccountActionData>(
      { intent, error: refusalOf(change.error), field: change.field, values },
      { status: change.status, headers: retryAfterHeaders(change.retryAfter) },
    );

  const db = siteOf(context).db;
  const deps = { db, security: siteOf(context).security, userAgent: notice.userAgent };
  const token = sessionTokenOf(request);
  /**
   * The step-up (docs/decisions/0053): null when the session proved its owner within the window, or
   * proves it now with the form's step-up field; else the answer asking for the proof in place. An
   * account without a second factor whose form carries its password (checked by the change itself) needs nothing more.
   */
  const unproved = async ({ formHasPassword = false, values }: { formHasPassword?: boolean; values?: AccountActionData['values'] } = {}) => {
    if (await hasFreshProof(deps, token)) return null;
    const withCode = await hasSecondFactor(db, user._id);
    if (!withCode && formHasPassword) return null;
    const stepUp = withCode ? ('code' as const) : ('password' as const);
    const stepUpPasskey = await hasPasskey(db, user._id);
    const code = field('stepUpCode');
    const password = field('stepUpPassword');
    if (code || password) {
      const outcome = await checkProof(deps, user._id, { code, password });
      if (outcome.ok && token) {
        await recordProof(db, token, { secondFactor: outcome.secondFactor });
        return null;
      }
      if (!outcome.ok) {
        return data<AccountActionData>(
          { intent, stepUp, stepUpPasskey, error: refusalOf(outcome.error), values },
          { status: outcome.status, headers: retryAfterHeaders(outcome.retryAfter) },
        );
      }
    }
    return data<AccountActionData>({ intent, stepUp, stepUpPasskey, error: { key: 'auth_step_up_needed' }, values }, { status: 401 });
  };

  switch (intent) {
    case 'totp-start': {
      const asked = await unproved();
      if (asked) return asked;
      const started = await startTotp(deps, user);
      if (!started.ok) return data<AccountActionData>({ intent, error: refusalOf(started.error) }, { status: started.status });
      return data<AccountActionData>({ intent });
    }
    case 'totp-confirm': {
      const confirmed = await confirmTotp(deps, user._id, field('code'), notice.userAgent);
      if (!confirmed.ok)
        return data<AccountActionData>(
          { intent, error: refusalOf(confirmed.error) },
          { status: confirmed.status, headers: retryAfterHeaders(confirmed.retryAfter) },
        );
      // The app's first code proves it in this session too: a staff account acts at once (ADR 0059).
      if (token) await recordProof(db, token, { secondFactor: true });
      return data<AccountActionData>({ intent, done: { key: 'myaccount_twostep_turned_on' }, recoveryCodes: confirmed.recoveryCodes });
    }
    case 'totp-off': {
      const checked = await checkSecondFactor(deps, user._id, field('code'));
      if (!checked.ok)
        return data<AccountActionData>({ intent, error: refusalOf(checked.error) }, { status: checked.status, headers: retryAfterHeaders(checked.retryAfter) });
      await removeSecondFactor(db, user._id, notice);
      return data<AccountActionData>({ intent, done: { key: 'myaccount_twostep_turned_off' } });
    }
    case 'recovery-new': {
      if (!(await hasSecondFactor(db, user._id))) return data<AccountActionData>({ intent, error: { key: 'auth_mfa_not_on' } }, { status: 409 });
      const asked = await unproved();
      if (asked) return asked;
      return data<AccountActionData>({ intent, done: { key: 'myaccount_twostep_regenerated' }, recoveryCodes: await newRecoveryCodes(db, user._id, notice) });
    }
    case 'export': {
      // The copy of the data wants a fresh proof; then the file itself (a document request: the form reloads the document).
      const asked = await unproved();
      if (asked) return asked;
      return redirect('/api/account/export');
    }
    case 'passkey-remove': {
      const passkeyId = field('passkeyId');
      const asked = await unproved();
      if (asked) {
        const answer = await asked.data;
        return data<AccountActionData>({ ...answer, passkeyId }, asked.init ?? undefined);
      }
      if (!(await removePasskey(db, user._id, passkeyId, notice)))
        return data<AccountActionData>({ intent, error: { key: 'myaccount_passkeys_not_found' } }, { status: 404 });
      return data<AccountActionData>({ intent, done: { key: 'myaccount_passkeys_removed' } });
    }
    case 'passkey-rename': {
      // A name is no change of security: no fresh proof asked (docs/decisions/0054).
      const passkeyId = field('passkeyId');
      const named = passkeyName(field('name'));
      if (!named.ok) {
        const key = named.error === passkeyMessages.nameTooLong ? 'myaccount_passkeys_name_too_long' : 'myaccount_passkeys_name_missing';
        return data<AccountActionData>(
          { intent, passkeyId, field: 'passkeyName', error: { key }, values: { passkeyName: field('name').slice(0, 200) } },
          { status: 400 },
        );
      }
      if (!(await renamePasskey(db, user._id, passkeyId, named.name)))
        return data<AccountActionData>({ intent, error: { key: 'myaccount_passkeys_not_found' } }, { status: 404 });
      return data<AccountActionData>({ intent, done: { key: 'myaccount_passkeys_renamed' } });
    }
    case 'email': {
      const asked = await unproved({ formHasPassword: true, values: { email: field('email') } });
      if (asked) return asked;
      const outcome = await changeEmail(siteOf(context).db, actor, { email: field('email'), password: field('password') });
      if (!outcome.ok) return answer(outcome, { email: field('email') });
      return data<AccountActionData>({ intent, done: { key: 'myaccount_email_changed', values: { email: outcome.value.email } } });
    }
    case 'password': {
      const asked = await unproved({ formHasPassword: true });
      if (asked) return asked;
      const input = { currentPassword: field('currentPassword'), newPassword: field('newPassword'), confirmPassword: field('confirmPassword') };
      const outcome = await changePassword(siteOf(context).db, actor, input, sessionTokenOf(request));
      if (!outcome.ok) return answer(outcome);
      return data<AccountActionData>({ intent, done: { key: 'myaccount_password_changed' } });
    }
    case 'language': {
      const outcome = await changeLanguage(siteOf(context).db, actor, field('language'));
      if (!outcome.ok) return answer(outcome);
      return data<AccountActionData>({ intent, done: { key: 'auth_language_saved' } });
    }
    case 'end-all':
      await signOutEverywhere(siteOf(context).db, user._id);
      return redirect(localizedPath(locale, '/signin'), { headers: { 'Set-Cookie': clearedSessionCookieHeader(request.url) } });
    case 'delete': {
      const asked = await unproved({ formHasPassword: true });
      if (asked) return asked;
      const outcome = await deleteAccount(siteOf(context).db, actor, { password: field('password'), confirm: field('confirm') });
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
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const sending = (intent: Intent) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
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
        {/* A staff account is sent here from the studio until its session proved a second factor (docs/decisions/0055, 0059). */}
        {staffAwaitingSecondFactor(user) && (
          <div className="form-alert form-alert-error account-staff-notice" id="staff-second-factor">
            {user.needsSecondFactor === 'prove' ? (
              <p>{t('auth_staff_prove_mfa')}</p>
            ) : (
              <>
                <p>{t('auth_staff_needs_mfa')}</p>
                <p className="account-links">
                  <a href="#two-step">{t('myaccount_twostep_start')}</a>
                  <a href="#passkeys">{t('myaccount_passkeys_add')}</a>
                </p>
              </>
            )}
          </div>
        )}
        <StaysSection stays={stays} moreStays={moreStays} confirmedNights={confirmedNights} year={year} />
        <PointsSection points={loaderData.points} />
        <ShortlistSection saved={saved} recentlyViewed={recentlyViewed} notice={notice} />
        <ProfileSection user={user} actionData={actionData} sending={sending('email')} />
        <PasswordSection actionData={actionData} sending={sending('password')} />
        <TwoStepSection state={loaderData.twoStep} actionData={actionData} sending={sending} />
        <PasskeysSection passkeys={loaderData.passkeys} withCode={loaderData.twoStep.totp} actionData={actionData} sending={sending} />
        <SessionsSection sessions={sessions} sending={sending('end-all')} />
        <LanguageSection language={loaderData.language} actionData={actionData} sending={sending('language')} />
        <PrivacySection
          actionData={actionData}
          sending={sending('delete')}
          proof={loaderData.proofFresh ? null : loaderData.twoStep.totp ? 'code' : 'password'}
          passkey={loaderData.passkeys.length > 0}
        />
      </div>
    </>
  );
}
