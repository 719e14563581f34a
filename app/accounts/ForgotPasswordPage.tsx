import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { EMAIL_MAX } from '~/lib/email';
import { site } from '~/site.config';
import { ButtonSpinner, FormAlert } from '~/ui/forms';
import { PageBanner } from '~/ui/PageHero';
import type { Route } from './+types/ForgotPasswordPage';
import { resetMessages, RESET_LINK_MINUTES } from './passwordReset';
import { forgotPasswordAction } from './passwordResetActions.server';

/** A plain HTML form first (docs/decisions/0012); with scripts, React Router posts it without a reload. */
export async function action({ request, context }: Route.ActionArgs) {
  return forgotPasswordAction(request, context);
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export function meta() {
  return [
    { title: `Forgot Your Password? | ${site.name}` },
    { name: 'description', content: `Ask for a link to choose a new password for your ${site.name} account.` },
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * "Forgot your password?" (from the sign-in page): one email field. The answer is the same whether
 * or not an account has the address (docs/decisions/0015-mail-outbox-and-password-reset.md).
 */
export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  const emailRef = useRef<HTMLInputElement>(null);
  const error = actionData && !actionData.sent ? actionData.error : null;

  // With scripts the page is not reloaded, so autoFocus cannot move focus to the field in question.
  useEffect(() => {
    if (error) emailRef.current?.focus();
  }, [actionData, error]);

  return (
    <>
      <PageBanner id="forgot-heading" title="Forgot Your Password?" compact />
      <div className="container auth-layout">
        <aside className="auth-panel">
          <p className="auth-panel-mark" aria-hidden="true">
            ◆
          </p>
          <h2>Choose a New Password</h2>
          <p>
            Enter the email address of your account and we will send you a link to choose a new password. The link is valid for {RESET_LINK_MINUTES} minutes and
            works once.
          </p>
        </aside>
        <div className="card auth-card">
          <Form method="post" aria-busy={sending} aria-labelledby="forgot-heading">
            <FormAlert id="forgot-status" message={actionData?.sent ? resetMessages.requested : null} tone="success" />
            <FormAlert id="forgot-error" message={error} />
            <div className="field">
              <label htmlFor="forgot-email">Email</label>
              <input
                ref={emailRef}
                id="forgot-email"
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={EMAIL_MAX}
                defaultValue={actionData?.email}
                autoFocus={error ? true : undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'forgot-error' : undefined}
              />
            </div>
            <button type="submit" className="button button-gold button-block" disabled={sending}>
              {sending && <ButtonSpinner />}
              {actionData?.sent ? 'Send Another Link' : 'Send Reset Link'}
            </button>
          </Form>
          <p className="auth-switch">
            Remembered it? <Link to="/signin">Sign in</Link>
          </p>
        </div>
      </div>
    </>
  );
}
