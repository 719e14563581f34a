import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { contentPageMeta } from '~/seo/meta';
import type { Route } from './+types/SignInPage';
import { site } from '~/site.config';
import { PageBanner } from '~/ui/PageHero';
import { apiFetch, errorMessageOf } from '~/lib/apiClient';
import { useAuth } from './AuthProvider';
import { ButtonSpinner, FormAlert } from '~/ui/forms';
import { signInAction } from './formActions.server';
import { homeOf } from './redirect';
import { forgotPasswordHref, pendingTargetOf, signUpHref } from './pendingTarget';
import { pendingPurposeOf } from './pendingPurpose.server';
import { SignedInChoices } from './SignedInChoices';
import { PasskeySignIn } from './PasskeySignIn';
import type { User } from './user';
import { areaMessagesFor } from '~/i18n/catalogs.server';
import { localeOfPath, localizedPath } from '~/i18n/locales';
import { pageMessagesFrom, translatorFor, useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { translateAuthMessage } from './authMessages';
import { EMAIL_MAX } from '~/lib/email';
import { messages, PASSWORD_MAX } from './validation';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

/** The form without JavaScript (or sent before the page's scripts ran): docs/decisions/0012. */
export async function action({ request, context }: Route.ActionArgs) {
  return signInAction(request, context);
}

/** What signing in is for, when the visitor left a reservation request or a hotel for it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  return {
    purpose: await pendingPurposeOf(siteOf(context).db, pendingTargetOf('/signin', url.searchParams), localeOfPath(url.pathname)),
    areaMessages: areaMessagesFor(request),
  };
}

export function meta(args: Route.MetaArgs) {
  const page = pageMessagesFrom(args.matches);
  if (!page) return [{ title: site.name }];
  const t = translatorFor(page);
  return contentPageMeta(args, t('auth_signin_title'), t('auth_signin_meta_description', { site: site.name }));
}

/**
 * Sign-in (docs/product/requirements.md section 2): banner, Welcome Back panel, email and password. A plain HTML form
 * first (this page's action, with the page's query so `redirectTo` holds); with scripts running it
 * calls the JSON API and stores the session (docs/product/requirements.md section 4).
 */
export default function SignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const { user, signIn } = useAuth();
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = pendingTargetOf('/signin', searchParams);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(actionData?.error ?? null);
  // The second step: the right password of an account with two-step sign-in gave this ticket (the action's, or the API's with scripts).
  const [ticket, setTicket] = useState<string | null>(actionData?.ticket ?? null);
  const [email, setEmail] = useState(actionData?.values.email ?? '');
  const emailRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    setLoading(true);
    try {
      const res = await apiFetch('/auth/login', { method: 'POST', body: { email: form.get('email'), password: form.get('password') } });
      if (res.status === 429) {
        // The abuse limit is the one failure that says what it is: waiting helps, retyping does not.
        setError((await errorMessageOf(res)) ?? messages.signInFailed);
        setLoading(false);
        emailRef.current?.focus();
        return;
      }
      if (!res.ok) throw new Error(`login answered ${res.status}`);
      const answer = (await res.json()) as { token: string; user: User } | { mfaRequired: true; ticket: string };
      if ('mfaRequired' in answer) {
        // No session yet: the code's form, a plain form that this page's action completes.
        setEmail(String(form.get('email') ?? ''));
        setTicket(answer.ticket);
        setLoading(false);
        return;
      }
      const session = answer;
      signIn(session);
      navigate(target ?? homeOf(session.user, locale));
    } catch {
      // Any cause, one text (docs/product/requirements.md section 8).
      setError(messages.signInFailed);
      setLoading(false);
      emailRef.current?.focus();
    }
  }

  // A visitor already signed in gets the ways on; not this form's own sign-in, which moves on by itself.
  const signedIn = loading ? null : user;

  return (
    <>
      <PageBanner id="signin-heading" title={t('auth_signin_title')} compact />
      <div className="container auth-layout">
        <aside className="auth-panel">
          <p className="auth-panel-mark" aria-hidden="true">
            ◆
          </p>
          <h2>{t('auth_welcome_back')}</h2>
          <p>{t('auth_signin_lead')}</p>
          {loaderData.purpose && !signedIn && <p className="auth-panel-note">{t(loaderData.purpose.key, loaderData.purpose.values)}</p>}
        </aside>
        {signedIn ? (
          <SignedInChoices user={signedIn} target={target} />
        ) : ticket ? (
          <SecondStepForm ticket={ticket} email={email} error={translateAuthMessage(t, error)} action={searchParams.size ? `?${searchParams}` : undefined} />
        ) : (
          <div className="card auth-card">
            <form
              method="post"
              action={searchParams.size ? `?${searchParams}` : undefined}
              onSubmit={onSubmit}
              aria-busy={loading}
              aria-labelledby="signin-heading"
            >
              <FormAlert id="signin-error" message={translateAuthMessage(t, error)} />
              <div className="field">
                <label htmlFor="signin-email">{t('auth_email')}</label>
                <input
                  ref={emailRef}
                  id="signin-email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  maxLength={EMAIL_MAX}
                  defaultValue={actionData?.values.email}
                  autoFocus={actionData ? true : undefined}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'signin-error' : undefined}
                />
              </div>
              <div className="field">
                <label htmlFor="signin-password">{t('auth_password')}</label>
                <input
                  id="signin-password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                  maxLength={PASSWORD_MAX}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'signin-error' : undefined}
                />
              </div>
              <button type="submit" className="button button-gold button-block" disabled={loading}>
                {loading && <ButtonSpinner />}
                {t('auth_sign_in')}
              </button>
            </form>
            <PasskeySignIn
              onSignedIn={(session) => {
                setLoading(true);
                signIn(session);
                navigate(target ?? homeOf(session.user, locale));
              }}
            />
            <p className="auth-switch">
              <Link to={localizedPath(locale, forgotPasswordHref(target))}>{t('auth_forgot_link')}</Link>
            </p>
            <p className="auth-switch auth-switch-next">
              <Link to={localizedPath(locale, signUpHref(target))}>{t('auth_no_account')}</Link>
            </p>
          </div>
        )}
      </div>
    </>
  );
}

/**
 * The second step of a sign-in (issue 47): the code of the authenticator app or a recovery code. A
 * plain HTML form, with or without scripts: this page's action opens the session and sets the
 * cookie, which the next page adopts (docs/decisions/0012).
 */
function SecondStepForm({ ticket, email, error, action }: { ticket: string; email: string; error: string | null; action: string | undefined }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="card auth-card">
      <form method="post" action={action} aria-labelledby="signin-code-heading">
        <h2 id="signin-code-heading">{t('auth_code_heading')}</h2>
        <p id="signin-code-lead">{t('auth_code_lead')}</p>
        <FormAlert id="signin-code-error" message={error} />
        <input type="hidden" name="intent" value="code" />
        <input type="hidden" name="ticket" value={ticket} />
        <input type="hidden" name="email" value={email} />
        <div className="field">
          <label htmlFor="signin-code">{t('auth_code_label')}</label>
          <input
            id="signin-code"
            name="code"
            type="text"
            inputMode="text"
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            required
            maxLength={40}
            autoFocus
            dir="ltr"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'signin-code-error signin-code-lead' : 'signin-code-lead'}
          />
        </div>
        <button type="submit" className="button button-gold button-block">
          {t('auth_code_submit')}
        </button>
      </form>
      <p className="auth-switch">
        <a href={localizedPath(locale, '/signin')}>{t('auth_code_start_over')}</a>
      </p>
    </div>
  );
}
