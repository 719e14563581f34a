import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { clearedSessionCookieHeader } from '~/accounts/auth.server';
import { requireSignedInPage, sessionTokenOf } from '~/accounts/rootSession.server';
import { forgetEndedSession } from '~/accounts/storedSession';
import { PASSWORD_MAX } from '~/accounts/validation';
import { formatLongDate } from '~/lib/dates';
import { EMAIL_MAX } from '~/lib/email';
import { retryAfterHeaders } from '~/api/limits.server';
import { formatStayDates } from '~/reservations/format';
import { statusLabels } from '~/reservations/reservation';
import { listOwnReservations } from '~/reservations/reservations.server';
import { utcDay } from '~/reservations/stay';
import { confirmedNightsIn, PROGRAMME_NAME, tierFor } from '~/rewards/rewardsContent';
import { site } from '~/site.config';
import { ButtonSpinner, FormAlert } from '~/ui/forms';
import { PageBanner } from '~/ui/PageHero';
import type { Route } from './+types/AccountPage';
import { fieldState, type AccountActionData, type Intent } from './accountForm';
import { PrivacySection } from './PrivacySection';
import { ShortlistSection } from './ShortlistSection';
import { hotelNameOf, listRecentlyViewed, listSaved } from './shortlist.server';
import { changeEmail, changeLanguage, changePassword, deleteAccount, languageOf, listSessions, signOutEverywhere, type AccountChange } from './account.server';
import { accountMessages } from './accountMessages';
import { LanguageSection } from './LanguageSection';
import { areaMessagesFor } from '~/i18n/catalogs.server';

/** Stays shown on the account page; the rest are on /reservations. */
const STAYS_SHOWN = 3;

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireSignedInPage(context.db, request);
  const today = utcDay();
  const [stays, sessions, saved, recentlyViewed, language] = await Promise.all([
    listOwnReservations(context.db, user),
    listSessions(context.db, user._id, sessionTokenOf(request)),
    listSaved(context.db, user._id),
    listRecentlyViewed(context.db, user._id),
    languageOf(context.db, user._id),
  ]);
  const search = new URL(request.url).searchParams;
  const changed = search.get('saved') ?? search.get('removed');
  const changedHotel = changed ? await hotelNameOf(context.db, changed) : null;
  const shortlistNotice = changedHotel && (search.has('saved') ? `${changedHotel} is saved.` : `${changedHotel} is no longer saved.`);
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
  const user = await requireSignedInPage(context.db, request);
  const form = await request.formData().catch(() => null);
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value : '';
  };
  const intent = field('intent') as Intent;
  const actor = { user, limits: context.security.limits };
  const answer = (change: Extract<AccountChange<unknown>, { ok: false }>, values?: AccountActionData['values']) =>
    data<AccountActionData>(
      { intent, error: change.error, field: change.field, values },
      { status: change.status, headers: retryAfterHeaders(change.retryAfter) },
    );

  switch (intent) {
    case 'email': {
      const outcome = await changeEmail(context.db, actor, { email: field('email'), password: field('password') });
      if (!outcome.ok) return answer(outcome, { email: field('email') });
      return data<AccountActionData>({ intent, done: `Your email is now ${outcome.value.email}.` });
    }
    case 'password': {
      const input = { currentPassword: field('currentPassword'), newPassword: field('newPassword'), confirmPassword: field('confirmPassword') };
      const outcome = await changePassword(context.db, actor, input, sessionTokenOf(request));
      if (!outcome.ok) return answer(outcome);
      return data<AccountActionData>({ intent, done: 'Your password is changed. Every other session has been signed out.' });
    }
    case 'language': {
      const outcome = await changeLanguage(context.db, actor, field('language'));
      if (!outcome.ok) return answer(outcome);
      return data<AccountActionData>({ intent, done: accountMessages.languageSaved });
    }
    case 'end-all':
      await signOutEverywhere(context.db, user._id);
      return redirect('/signin', { headers: { 'Set-Cookie': clearedSessionCookieHeader(request.url) } });
    case 'delete': {
      const outcome = await deleteAccount(context.db, actor, { password: field('password'), confirm: field('confirm') });
      if (!outcome.ok) return answer(outcome);
      return redirect('/account/deleted', { headers: { 'Set-Cookie': clearedSessionCookieHeader(request.url) } });
    }
    default:
      return data<AccountActionData>({ intent, error: 'Unknown action' }, { status: 400 });
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

export function meta() {
  return [{ title: `Your Account | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { user, stays, moreStays, sessions, confirmedNights, year, saved, recentlyViewed, shortlistNotice } = loaderData;
  const { tier, next } = tierFor(confirmedNights);
  const navigation = useNavigation();
  const sending = (intent: Intent) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const message = (intent: Intent) => (actionData?.intent === intent ? actionData : undefined);
  return (
    <>
      <PageBanner id="account-heading" eyebrow="Your account" title={user.username} lead={`Member since ${formatLongDate(user.createdAt)}`} />
      <div className="container section account-page">
        <section className="card account-card" aria-labelledby="stays-heading">
          <h2 id="stays-heading">Your stays</h2>
          {stays.length === 0 ? (
            <p className="muted">No stays ahead yet.</p>
          ) : (
            <ul className="account-stays" role="list">
              {stays.map((stay) => (
                <li key={stay._id}>
                  <Link to={`/reservations/${stay._id}`}>{stay.hotel.name}</Link>{' '}
                  <span className="muted">
                    {stay.roomType.name} · {formatStayDates(stay)} · {statusLabels[stay.status]}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p className="account-tier">
            {PROGRAMME_NAME}: <strong>{tier.name}</strong>{' '}
            <span className="muted">
              · {confirmedNights} confirmed {confirmedNights === 1 ? 'night' : 'nights'} in {year}
              {next && `; ${next.minNights - confirmedNights} more to ${next.name}`}
            </span>{' '}
            <Link className="text-link" to="/rewards">
              About the programme
            </Link>
          </p>
          <p className="account-links">
            <Link className="text-link" to="/reservations">
              All your reservations{moreStays ? ' (more ahead)' : ''}
            </Link>
            <Link className="text-link" to="/booking">
              Find a room
            </Link>
          </p>
        </section>

        <ShortlistSection saved={saved} recentlyViewed={recentlyViewed} notice={shortlistNotice} />

        <section className="card account-card" aria-labelledby="profile-heading">
          <h2 id="profile-heading">Profile</h2>
          <dl className="reservation-facts">
            <div>
              <dt>Username</dt>
              <dd>{user.username}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{user.email}</dd>
            </div>
          </dl>
          <h3 id="email-heading">Change your email</h3>
          <FormAlert id="email-alert" tone={message('email')?.done ? 'success' : 'error'} message={message('email')?.done ?? message('email')?.error ?? null} />
          <Form method="post" aria-labelledby="email-heading" className="account-form">
            <input type="hidden" name="intent" value="email" />
            <div className="field">
              <label htmlFor="new-email">New email</label>
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
              <label htmlFor="email-password">Your password</label>
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
              Change Email
            </button>
          </Form>
        </section>

        <section className="card account-card" aria-labelledby="password-heading">
          <h2 id="password-heading">Password</h2>
          <FormAlert
            id="password-alert"
            tone={message('password')?.done ? 'success' : 'error'}
            message={message('password')?.done ?? message('password')?.error ?? null}
          />
          <Form method="post" aria-labelledby="password-heading" className="account-form">
            <input type="hidden" name="intent" value="password" />
            <div className="field">
              <label htmlFor="current-password">Current password</label>
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
              <label htmlFor="new-password">New password</label>
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
                At least 10 characters. Changing it signs out every other device.
              </p>
            </div>
            <div className="field">
              <label htmlFor="confirm-password">Confirm new password</label>
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
              Change Password
            </button>
          </Form>
        </section>

        <section className="card account-card" aria-labelledby="sessions-heading">
          <h2 id="sessions-heading">Where you are signed in</h2>
          <ul className="account-sessions" role="list">
            {sessions.map((session) => (
              <li key={session._id}>
                <strong>{session.device}</strong>
                {session.current && <span className="chip account-current">This device</span>}
                <span className="muted">
                  {' '}
                  · signed in {formatLongDate(session.createdAt)}, last seen {formatLongDate(session.lastSeenAt)}
                </span>
              </li>
            ))}
          </ul>
          <Form method="post">
            <input type="hidden" name="intent" value="end-all" />
            <button type="submit" className="button button-outline" disabled={sending('end-all')}>
              {sending('end-all') && <ButtonSpinner />}
              Sign Out Everywhere
            </button>
          </Form>
        </section>

        <LanguageSection language={loaderData.language} actionData={actionData} sending={sending('language')} />

        <PrivacySection actionData={actionData} sending={sending('delete')} />
      </div>
    </>
  );
}
