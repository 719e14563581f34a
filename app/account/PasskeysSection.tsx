import { useState } from 'react';
import { useHydrated } from '~/lib/useHydrated';
import { Form, useRevalidator } from 'react-router';
import type { PasskeySummary } from '~/accounts/passkeys.server';
import { translateAuthMessage } from '~/accounts/authMessages';
import { PASSWORD_MAX } from '~/accounts/validation';
import { isolated } from '~/i18n/format';
import { useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { ButtonSpinner, FormAlert } from '~/ui/forms';
import { accountDay } from './accountDay';
import { answerText, type AccountActionData, type Intent } from './accountForm';
import { StepUpField } from './StepUpField';

const INTENTS: readonly Intent[] = ['passkey-remove'];
const NAME_MAX = 60;

/** A same-site call to the API with the session cookie (not apiFetch: a step-up's 401 must not sign the visitor out). */
const post = (path: string, body?: unknown) =>
  fetch(`/api${path}`, {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/**
 * Passkeys (issue 47, docs/decisions/0054): the list with plain forms to remove one (no script
 * needed), and adding one, which needs the browser's WebAuthn and so JavaScript; without it the
 * section says so.
 */
export function PasskeysSection({
  passkeys,
  withCode,
  actionData,
  sending,
}: {
  passkeys: PasskeySummary[];
  /** The step-up asks for a code of the authenticator app (else the password). */
  withCode: boolean;
  actionData: AccountActionData | undefined;
  sending: (intent: Intent) => boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const revalidator = useRevalidator();
  const message = actionData && INTENTS.includes(actionData.intent) ? actionData : undefined;
  // null until hydrated: the server's page says adding needs JavaScript.
  const hydrated = useHydrated();
  const support = hydrated ? typeof window.PublicKeyCredential === 'function' : null;
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [askProof, setAskProof] = useState(false);
  const [proof, setProof] = useState('');
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      if (askProof) {
        const proved = await post('/auth/step-up', withCode ? { code: proof } : { password: proof });
        if (!proved.ok) {
          const error = ((await proved.json().catch(() => ({}))) as { error?: string }).error ?? null;
          setOutcome({ tone: 'error', text: translateAuthMessage(t, error) ?? t('auth_step_up_needed') });
          return;
        }
        setAskProof(false);
        setProof('');
      }
      const options = await post('/account/passkeys/options');
      if (options.status === 401 && ((await options.json()) as { stepUp?: boolean }).stepUp) {
        setAskProof(true);
        setOutcome({ tone: 'error', text: t('auth_step_up_needed') });
        return;
      }
      if (!options.ok) throw new Error(`options answered ${options.status}`);
      const { startRegistration } = await import('@simplewebauthn/browser');
      const credential = await startRegistration({ optionsJSON: await options.json() });
      const added = await post('/account/passkeys', { name: name.trim(), credential });
      if (!added.ok) throw new Error(`registration answered ${added.status}`);
      setName('');
      setOutcome({ tone: 'success', text: t('myaccount_passkeys_added') });
      await revalidator.revalidate();
    } catch {
      setOutcome({ tone: 'error', text: t('myaccount_passkeys_failed') });
    } finally {
      setBusy(false);
    }
  }

  const alert =
    outcome ?? (message ? { tone: message.done ? ('success' as const) : ('error' as const), text: answerText(t, message.done ?? message.error) } : null);
  return (
    <section className="card account-card" aria-labelledby="passkeys-heading" id="passkeys">
      <h2 id="passkeys-heading">{t('myaccount_passkeys_heading')}</h2>
      <p className="muted">{t('myaccount_passkeys_lead')}</p>
      <FormAlert id="passkeys-alert" tone={alert?.tone ?? 'error'} message={alert?.text ?? null} />
      {passkeys.length === 0 ? (
        <p>{t('myaccount_passkeys_none')}</p>
      ) : (
        <ul className="account-passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey._id} className="account-passkey">
              <div>
                <strong>{isolated(passkey.name, locale)}</strong>
                <p className="muted">
                  {t('myaccount_passkeys_dates', {
                    created: accountDay(locale, passkey.createdAt),
                    used: passkey.lastUsedAt
                      ? t('myaccount_passkeys_last_used', { date: accountDay(locale, passkey.lastUsedAt) })
                      : t('myaccount_passkeys_never_used'),
                  })}
                </p>
              </div>
              <Form method="post" className="account-form account-passkey-remove">
                <input type="hidden" name="intent" value="passkey-remove" />
                <input type="hidden" name="passkeyId" value={passkey._id} />
                {message?.passkeyId === passkey._id && <StepUpField actionData={actionData} intent="passkey-remove" alertId="passkeys-alert" />}
                <button
                  type="submit"
                  className="button button-outline account-danger"
                  disabled={sending('passkey-remove')}
                  aria-label={t('myaccount_passkeys_remove_label', { name: passkey.name })}
                >
                  {t('myaccount_passkeys_remove')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {support === null ? (
        <p className="muted">{t('myaccount_passkeys_needs_js')}</p>
      ) : support === false ? (
        <p className="muted">{t('myaccount_passkeys_unsupported')}</p>
      ) : (
        <form className="account-form" onSubmit={add} aria-busy={busy}>
          <div className="field">
            <label htmlFor="passkey-name">{t('myaccount_passkeys_name')}</label>
            <input
              id="passkey-name"
              name="name"
              type="text"
              required
              maxLength={NAME_MAX}
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-describedby="passkey-name-hint"
            />
            <p id="passkey-name-hint" className="field-hint">
              {t('myaccount_passkeys_name_hint')}
            </p>
          </div>
          {askProof && (
            <div className="field">
              <label htmlFor="passkey-step-up">{t(withCode ? 'myaccount_stepup_code' : 'myaccount_stepup_password')}</label>
              <input
                id="passkey-step-up"
                type={withCode ? 'text' : 'password'}
                autoComplete={withCode ? 'one-time-code' : 'current-password'}
                required
                maxLength={withCode ? 40 : PASSWORD_MAX}
                value={proof}
                onChange={(e) => setProof(e.target.value)}
                aria-describedby="passkeys-alert"
                dir="ltr"
              />
            </div>
          )}
          <button type="submit" className="button button-outline" disabled={busy}>
            {busy && <ButtonSpinner />}
            {t(askProof ? 'myaccount_passkeys_confirm' : 'myaccount_passkeys_add')}
          </button>
        </form>
      )}
    </section>
  );
}
