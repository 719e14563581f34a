import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { areaMessagesFor } from '~/i18n/catalogs.server';
import { localizedPath } from '~/i18n/locales';
import { pageMessagesFrom, translatorFor, useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { translateAuthMessage } from './authMessages';
import { EMAIL_MAX } from '~/lib/email';
import { site } from '~/site.config';
import { ButtonSpinner, FormAlert } from '~/ui/forms';
import { PageBanner } from '~/ui/PageHero';
import type { Route } from './+types/ForgotPasswordPage';
import { resetMessages, RESET_LINK_MINUTES } from './passwordReset';
import { pendingTargetOf, signInHref } from './pendingTarget';
import { forgotPasswordAction } from './passwordResetActions.server';
import { pageUrl } from '~/lib/pageUrl';

/** A plain HTML form first (docs/decisions/0012); with scripts, React Router posts it without a reload. */
export async function action({ request, context }: Route.ActionArgs) {
  return forgotPasswordAction(request, context);
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

/** The page the visitor was signing in for, carried to the mailed link (only a path on this site). */
export function loader({ request }: Route.LoaderArgs) {
  return { areaMessages: areaMessagesFor(request), target: pendingTargetOf('/forgot-password', pageUrl(request).searchParams) };
}

export function meta({ matches }: Route.MetaArgs) {
  const page = pageMessagesFrom(matches);
  const t = page && translatorFor(page);
  return [
    { title: `${t ? t('auth_forgot_title') : 'Forgot Your Password?'} | ${site.name}` },
    { name: 'description', content: t ? t('auth_forgot_meta_description', { site: site.name }) : '' },
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * "Forgot your password?" (from the sign-in page): one email field. The answer is the same whether
 * or not an account has the address (docs/decisions/0015-mail-outbox-and-password-reset.md).
 */
export default function ForgotPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
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
      <PageBanner id="forgot-heading" title={t('auth_forgot_title')} compact />
      <div className="container auth-layout">
        <aside className="auth-panel">
          <p className="auth-panel-mark" aria-hidden="true">
            ◆
          </p>
          <h2>{t('auth_choose_new_password')}</h2>
          <p>{t('auth_forgot_lead', { minutes: RESET_LINK_MINUTES })}</p>
        </aside>
        <div className="card auth-card">
          {/* Posted to this address, `redirectTo` included: the mailed link carries it on. */}
          <Form method="post" aria-busy={sending} aria-labelledby="forgot-heading">
            <FormAlert id="forgot-status" message={actionData?.sent ? translateAuthMessage(t, resetMessages.requested) : null} tone="success" />
            <FormAlert id="forgot-error" message={translateAuthMessage(t, error)} />
            <div className="field">
              <label htmlFor="forgot-email">{t('auth_email')}</label>
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
              {t(actionData?.sent ? 'auth_send_another_link' : 'auth_send_link')}
            </button>
          </Form>
          <p className="auth-switch">
            {t('auth_remembered')} <Link to={localizedPath(locale, signInHref(loaderData.target))}>{t('auth_sign_in_link')}</Link>
          </p>
        </div>
      </div>
    </>
  );
}
