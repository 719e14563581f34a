import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { SESSION_ENDED_EVENT } from '~/lib/apiClient';
import { site } from '~/site.config';
import { ButtonSpinner, FormAlert } from '~/ui/forms';
import { PageBanner } from '~/ui/PageHero';
import type { Route } from './+types/ResetPasswordPage';
import { linkMessage, resetMessages } from './passwordReset';
import { resetPasswordAction, resetPasswordLoader } from './passwordResetActions.server';
import { PASSWORD_MAX } from './validation';

export async function loader({ request, context }: Route.LoaderArgs) {
  return resetPasswordLoader(request, context);
}

/** A plain HTML form first (docs/decisions/0012); with scripts, React Router posts it without a reload. */
export async function action({ request, context }: Route.ActionArgs) {
  return resetPasswordAction(request, context);
}

/** The link's token is in the URL: nothing of this page is kept by any cache. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers(actionHeaders);
  headers.set('Cache-Control', 'no-store');
  return headers;
}

export function meta() {
  return [{ title: `Choose a New Password | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

type Field = 'password' | 'confirmPassword';

/**
 * The page a reset mail links to (`/reset-password?token=…`): the new password twice, by the
 * registration's rules; or, for a link that is unknown, expired or used, why, and a way to ask
 * again. Success ends every session of the account, and says so.
 */
export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  const formRef = useRef<HTMLFormElement>(null);
  const done = actionData?.done === true;
  const deadLink = actionData && !actionData.done && actionData.reason === 'link' ? actionData.state : loaderData.state === 'valid' ? null : loaderData.state;
  const passwordError = actionData && !actionData.done && actionData.reason === 'password' ? actionData : null;

  useEffect(() => {
    // The account's sessions have ended on the server: forget this browser's stored one too.
    if (done) window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
    // With scripts the page is not reloaded, so autoFocus cannot move focus to the field in question.
    if (passwordError) (formRef.current?.elements.namedItem(passwordError.field) as HTMLInputElement | null)?.focus();
  }, [actionData, done, passwordError]);

  const invalid = (field: Field) => (passwordError?.field === field ? true : undefined);
  const describedBy = (field: Field) =>
    [field === 'password' ? 'reset-hint' : null, passwordError?.field === field ? 'reset-error' : null].filter(Boolean).join(' ') || undefined;

  return (
    <>
      <PageBanner id="reset-heading" title="Choose a New Password" compact />
      <div className="container auth-layout">
        <aside className="auth-panel">
          <p className="auth-panel-mark" aria-hidden="true">
            ◆
          </p>
          <h2>{site.name}</h2>
          <p>Setting a new password signs your account out on every device, so only you can use it from now on.</p>
        </aside>
        <div className="card auth-card">
          {done ? (
            <>
              <FormAlert id="reset-status" message={resetMessages.done} tone="success" />
              <Link className="button button-gold button-block" to="/signin">
                Sign In
              </Link>
            </>
          ) : deadLink ? (
            <>
              <FormAlert id="reset-error" message={linkMessage[deadLink]} />
              <Link className="button button-gold button-block" to="/forgot-password">
                Ask for a New Link
              </Link>
            </>
          ) : (
            <Form ref={formRef} method="post" aria-busy={saving} aria-labelledby="reset-heading">
              <FormAlert id="reset-error" message={passwordError?.error ?? null} />
              <input type="hidden" name="token" value={loaderData.token} />
              <div className="field">
                <label htmlFor="reset-password">New password</label>
                <input
                  id="reset-password"
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  required
                  maxLength={PASSWORD_MAX}
                  autoFocus={invalid('password')}
                  aria-invalid={invalid('password')}
                  aria-describedby={describedBy('password')}
                />
                <p id="reset-hint" className="field-hint">
                  At least 10 characters.
                </p>
              </div>
              <div className="field">
                <label htmlFor="reset-confirm">Confirm new password</label>
                <input
                  id="reset-confirm"
                  name="confirmPassword"
                  type="password"
                  autoComplete="new-password"
                  required
                  maxLength={PASSWORD_MAX}
                  autoFocus={invalid('confirmPassword')}
                  aria-invalid={invalid('confirmPassword')}
                  aria-describedby={describedBy('confirmPassword')}
                />
              </div>
              <button type="submit" className="button button-gold button-block" disabled={saving}>
                {saving && <ButtonSpinner />}
                Set New Password
              </button>
            </Form>
          )}
          <p className="auth-switch">
            <Link to="/signin">Back to sign in</Link>
          </p>
        </div>
      </div>
    </>
  );
}
