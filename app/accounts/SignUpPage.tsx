import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useHydrated } from '~/lib/useHydrated';
import { contentPageMeta } from '~/seo/meta';
import type { Route } from './+types/SignUpPage';
import { site } from '~/site.config';
import { PageBanner } from '~/ui/PageHero';
import { apiFetch, errorMessageOf } from '~/lib/apiClient';
import { useAuth } from './AuthProvider';
import { ButtonSpinner, FormAlert, HoneypotField } from '~/ui/forms';
import { signUpAction } from './formActions.server';
import { pendingTargetOf, signInHref } from './pendingTarget';
import { pendingPurposeOf } from './pendingPurpose.server';
import { SignedInChoices } from './SignedInChoices';
import type { User } from './user';
import { areaMessagesFor } from '~/i18n/catalogs.server';
import { localeOfPath, localizedPath } from '~/i18n/locales';
import { pageMessagesFrom, translatorFor, useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { translateAuthMessage } from './authMessages';
import { fieldOfMessage, messages, registrationError } from './validation';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

/** The form without JavaScript (or sent before the page's scripts ran): docs/decisions/0012. */
export async function action({ request, context }: Route.ActionArgs) {
  return signUpAction(request, context);
}

/** What the new account is for, when the visitor left a reservation request or a hotel for it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  return {
    purpose: await pendingPurposeOf(siteOf(context).db, pendingTargetOf('/signup', url.searchParams), localeOfPath(url.pathname)),
    areaMessages: areaMessagesFor(request),
  };
}

export function meta(args: Route.MetaArgs) {
  const page = pageMessagesFrom(args.matches);
  if (!page) return [{ title: site.name }];
  const t = translatorFor(page);
  return contentPageMeta(args, t('auth_signup_title'), t('auth_signup_meta_description', { site: site.name }));
}

type Field = 'username' | 'email' | 'password' | 'confirmPassword';
const FIELDS: Field[] = ['username', 'email', 'password', 'confirmPassword'];

/** The form posts to this page with its query (redirectAfterSignup, bookingIntent). */
const formAction = (params: URLSearchParams) => {
  const query = params.toString();
  return query ? `?${query}` : undefined;
};

/**
 * Registration (docs/product/requirements.md sections 2, 4, 5 and 8). A plain HTML form first: it posts to this page's
 * action (with the page's query, so Book Now's redirect holds). Once the scripts run, the same
 * form checks in the browser and calls the JSON API instead, storing the session (docs/product/requirements.md 4).
 */
export default function SignUpPage({ loaderData, actionData }: Route.ComponentProps) {
  const { user, signIn } = useAuth();
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = pendingTargetOf('/signup', searchParams);
  const [submitting, setSubmitting] = useState(false);
  // The server's answer to a form sent without JavaScript, until the next submit.
  // Kept in English (the rules' and the API's texts), shown in the page's language.
  const [error, setError] = useState<string | null>(actionData?.error ?? null);
  const [errorField, setErrorField] = useState<Field | null>(actionData?.field ?? null);
  const kept = actionData?.values;
  const hydrated = useHydrated();
  const [showPasswords, setShowPasswords] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const focusField = (field: Field | null) => {
    const form = formRef.current;
    if (!form) return;
    const target = field ?? FIELDS.find((f) => !(form.elements.namedItem(f) as HTMLInputElement | null)?.value) ?? 'username';
    (form.elements.namedItem(target) as HTMLInputElement | null)?.focus();
  };

  const fail = (message: string, field: Field | null) => {
    setError(message);
    setErrorField(field);
    // After React has rendered the message, so the field's description is in place.
    requestAnimationFrame(() => focusField(field));
  };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '')])) as Record<Field, string>;
    setError(null);
    const problem = registrationError(values, { checkConfirmation: true });
    if (problem) return fail(problem, fieldOfMessage(problem));

    setSubmitting(true);
    try {
      const res = await apiFetch('/auth/signup', {
        method: 'POST',
        body: { username: values.username, email: values.email, password: values.password, website: String(form.get('website') ?? ''), language: locale },
      });
      if (!res.ok) {
        const message = (await errorMessageOf(res)) ?? messages.registrationFailed;
        setSubmitting(false);
        return fail(message, fieldOfMessage(message));
      }
      signIn((await res.json()) as { token: string; user: User });
      navigate(target ?? localizedPath(locale, '/'));
    } catch {
      setSubmitting(false);
      fail(messages.registrationFailed, null);
    }
  }

  const describedBy = (field: Field) => {
    const ids = [field === 'password' ? 'password-hint' : null, error && (errorField === field || errorField === null) ? 'signup-error' : null].filter(Boolean);
    return ids.length ? ids.join(' ') : undefined;
  };
  const invalid = (field: Field) => (error && errorField === field ? true : undefined);
  // Without scripts the browser focuses the field the server's answer is about (or the first empty one).
  const serverFocus = (field: Field) => {
    if (!actionData) return undefined;
    const target = actionData.field ?? (kept?.username ? (kept.email ? 'password' : 'email') : 'username');
    return target === field ? true : undefined;
  };
  const passwordType = showPasswords ? 'text' : 'password';

  // A visitor already signed in gets the ways on; not this form's own sign-in, which moves on by itself.
  const signedIn = submitting ? null : user;

  return (
    <>
      <PageBanner id="signup-heading" title={t('auth_signup_title')} compact />
      <div className="container auth-layout">
        <aside className="auth-panel">
          <p className="auth-panel-mark" aria-hidden="true">
            ◆
          </p>
          <h2>{site.name}</h2>
          <p>{site.tagline}</p>
          {loaderData.purpose && !signedIn && <p className="auth-panel-note">{t(loaderData.purpose.key, loaderData.purpose.values)}</p>}
          {searchParams.get('bookingIntent') === 'true' && <p className="auth-panel-note">{t('auth_signup_booking_intent')}</p>}
        </aside>
        {signedIn ? (
          <SignedInChoices user={signedIn} target={target} />
        ) : (
          <div className="card auth-card">
            <form
              ref={formRef}
              method="post"
              action={formAction(searchParams)}
              noValidate
              onSubmit={onSubmit}
              aria-busy={submitting}
              aria-labelledby="signup-heading"
            >
              <FormAlert id="signup-error" message={translateAuthMessage(t, error)} />
              <div className="field">
                <label htmlFor="username">{t('auth_username')}</label>
                <input
                  id="username"
                  name="username"
                  type="text"
                  autoComplete="username"
                  defaultValue={kept?.username}
                  autoFocus={serverFocus('username')}
                  aria-invalid={invalid('username')}
                  aria-describedby={describedBy('username')}
                />
              </div>
              <div className="field">
                <label htmlFor="email">{t('auth_email')}</label>
                <input
                  id="email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  defaultValue={kept?.email}
                  autoFocus={serverFocus('email')}
                  aria-invalid={invalid('email')}
                  aria-describedby={describedBy('email')}
                />
              </div>
              <div className="field">
                <div className="field-label-row">
                  <label htmlFor="password">{t('auth_password')}</label>
                  {/* It needs the page's scripts: held in its place, unseen and unreachable, until they run. */}
                  <button
                    type="button"
                    className="toggle-password"
                    style={hydrated ? undefined : { visibility: 'hidden' }}
                    aria-pressed={showPasswords}
                    aria-controls="password confirmPassword"
                    onClick={() => setShowPasswords((v) => !v)}
                  >
                    {t(showPasswords ? 'auth_hide_passwords' : 'auth_show_passwords')}
                  </button>
                </div>
                <input
                  id="password"
                  name="password"
                  type={passwordType}
                  autoComplete="new-password"
                  autoFocus={serverFocus('password')}
                  aria-invalid={invalid('password')}
                  aria-describedby={describedBy('password')}
                />
                <p id="password-hint" className="field-hint">
                  {t('auth_password_hint')}
                </p>
              </div>
              <div className="field">
                <label htmlFor="confirmPassword">{t('auth_confirm_password')}</label>
                <input
                  id="confirmPassword"
                  name="confirmPassword"
                  type={passwordType}
                  autoComplete="new-password"
                  autoFocus={serverFocus('confirmPassword')}
                  aria-invalid={invalid('confirmPassword')}
                  aria-describedby={describedBy('confirmPassword')}
                />
              </div>
              <HoneypotField />
              <button type="submit" className="button button-gold button-block" disabled={submitting}>
                {submitting && <ButtonSpinner />}
                {t('auth_sign_up')}
              </button>
            </form>
            <p className="auth-switch">
              {t('auth_have_account')} <Link to={localizedPath(locale, signInHref(target))}>{t('auth_sign_in_link')}</Link>
            </p>
          </div>
        )}
      </div>
    </>
  );
}
