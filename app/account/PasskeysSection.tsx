import { lazy, Suspense, useState } from 'react';
import { Form } from 'react-router';
import type { PasskeySummary } from '~/accounts/passkeys.server';
import { isolated } from '~/i18n/format';
import { useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { FormAlert } from '~/ui/forms';
import { accountDay } from './accountDay';
import { answerText, fieldState, type AccountActionData, type Intent } from './accountForm';
import { PASSKEY_NAME_MAX } from '~/accounts/validation';
import { StepUpField } from './StepUpField';

const INTENTS: readonly Intent[] = ['passkey-remove', 'passkey-rename'];

// Adding needs WebAuthn and so JavaScript: its code is fetched apart from the page's. The server
// renders it in place all the same, so the page keeps its layout while the code arrives.
const PasskeyAddForm = lazy(() => import('./PasskeyAddForm'));

/**
 * Passkeys (issue 47, docs/decisions/0054): the list with plain forms to remove one (no script
 * needed), and adding one, which needs the browser's WebAuthn and so JavaScript; without it the
 * section says so. All three are in the server's page and the head script's marks choose (CSS):
 * the form appearing at hydration pushed the sections below 170 px down (docs/decisions/0058).
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
  const message = actionData && INTENTS.includes(actionData.intent) ? actionData : undefined;
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // A newer answer of the page's action (a rename, a removal) replaces what the add form last said.
  const [answered, setAnswered] = useState(actionData);
  if (answered !== actionData) {
    setAnswered(actionData);
    setOutcome(null);
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
              {/* Renaming changes no security: no fresh proof asked (docs/decisions/0054). Keyed by the
                  name, so a rename that went through closes the disclosure; a refused one keeps it open. */}
              <details
                key={passkey.name}
                className="account-passkey-rename"
                open={message?.intent === 'passkey-rename' && message.passkeyId === passkey._id && Boolean(message.error)}
              >
                <summary className="text-link" aria-label={t('myaccount_passkeys_rename_label', { name: passkey.name })}>
                  {t('myaccount_passkeys_rename')}
                </summary>
                <Form method="post" className="account-form">
                  <input type="hidden" name="intent" value="passkey-rename" />
                  <input type="hidden" name="passkeyId" value={passkey._id} />
                  <div className="field">
                    <label htmlFor={`passkey-rename-${passkey._id}`}>{t('myaccount_passkeys_new_name')}</label>
                    <input
                      id={`passkey-rename-${passkey._id}`}
                      name="name"
                      type="text"
                      required
                      maxLength={PASSKEY_NAME_MAX}
                      defaultValue={
                        message?.intent === 'passkey-rename' && message.passkeyId === passkey._id ? (message.values?.passkeyName ?? passkey.name) : passkey.name
                      }
                      {...(message?.passkeyId === passkey._id ? fieldState(actionData, 'passkey-rename', 'passkeyName', 'passkeys-alert') : {})}
                    />
                  </div>
                  <button type="submit" className="button button-outline" disabled={sending('passkey-rename')}>
                    {t('myaccount_passkeys_rename_save')}
                  </button>
                </Form>
              </details>
            </li>
          ))}
        </ul>
      )}
      <p className="muted without-scripts">{t('myaccount_passkeys_needs_js')}</p>
      <p className="muted without-passkeys">{t('myaccount_passkeys_unsupported')}</p>
      <div className="needs-passkeys">
        <Suspense fallback={null}>
          <PasskeyAddForm withCode={withCode} onOutcome={setOutcome} />
        </Suspense>
      </div>
    </section>
  );
}
