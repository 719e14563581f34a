import { useEffect, useRef } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { areaMessagesFor } from '~/i18n/catalogs.server';
import { localizedPath } from '~/i18n/locales';
import { pageMessagesFrom, translatorFor, useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { translateAuthMessage } from './authMessages';
import { SESSION_ENDED_EVENT } from '~/lib/apiClient';
import { site } from '~/site.config';
import { ButtonSpinner, FormAlert } from '~/ui/forms';
import { PageBanner } from '~/ui/PageHero';
import type { Route } from './+types/ResetPasswordPage';
import { linkMessage, resetMessages } from './passwordReset';
import { forgotPasswordHref, signInHref } from './pendingTarget';
import { resetPasswordAction, resetPasswordLoader } from './passwordResetActions.server';
import { PASSWORD_MAX } from './validation';

export async function loader({ request, context }: Route.LoaderArgs) {
  const answer = await resetPasswordLoader(request, context);
  return data({ ...answer.data, areaMessages: areaMessagesFor(request) }, answer.init ?? undefined);
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

export function meta({ matches }: Route.MetaArgs) {
  const page = pageMessagesFrom(matches);
  const title = page ? translatorFor(page)('auth_choose_new_password') : 'Choose a New Password';
  return [{ title: `${title} | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

type Field = 'password' | 'confirmPassword';

/**
 * The page a reset mail links to (`/reset-password?token=…`): the new password twice, by the
 * registration's rules; or, for a link that is unknown, expired or used, why, and a way to ask
 * again. Success ends every session of the account, and says so.
 */
export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
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

  // The page the visitor was signing in for when they asked for the link: sign-in leads back to it.
  const target = loaderData.target;
  const invalid = (field: Field) => (passwordError?.field === field ? true : undefined);
  const describedBy = (field: Field) =>
    [field === 'password' ? 'reset-hint' : null, passwordError?.field === field ? 'reset-error' : null].filter(Boolean).join(' ') || undefined;

  return (
    <>
      <PageBanner id="reset-heading" title={t('auth_choose_new_password')} compact />
      <div className="container auth-layout">
        <aside className="auth-panel">
          <p className="auth-panel-mark" aria-hidden="true">
            ◆
          </p>
          <h2>{site.name}</h2>
          <p>{t('auth_reset_lead')}</p>
        </aside>
        <div className="card auth-card">
          {done ? (
            <>
              <FormAlert id="reset-status" message={translateAuthMessage(t, resetMessages.done)} tone="success" />
              <Link className="button button-gold button-block" to={localizedPath(locale, signInHref(target))}>
                {t('auth_sign_in')}
              </Link>
            </>
          ) : deadLink ? (
            <>
              <FormAlert id="reset-error" message={translateAuthMessage(t, linkMessage[deadLink])} />
              <Link className="button button-gold button-block" to={localizedPath(locale, forgotPasswordHref(target))}>
                {t('auth_ask_new_link')}
              </Link>
            </>
          ) : (
            <Form ref={formRef} method="post" aria-busy={saving} aria-labelledby="reset-heading">
              <FormAlert id="reset-error" message={translateAuthMessage(t, passwordError?.error)} />
              <input type="hidden" name="token" value={loaderData.token} />
              <div className="field">
                <label htmlFor="reset-password">{t('auth_new_password')}</label>
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
                  {t('auth_password_hint')}
                </p>
              </div>
              <div className="field">
                <label htmlFor="reset-confirm">{t('auth_confirm_new_password')}</label>
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
                {t('auth_set_new_password')}
              </button>
            </Form>
          )}
          <p className="auth-switch">
            <Link to={localizedPath(locale, signInHref(target))}>{t('auth_back_to_signin')}</Link>
          </p>
        </div>
      </div>
    </>
  );
}
