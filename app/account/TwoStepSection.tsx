import { Form } from 'react-router';
import { useT } from '~/i18n/translate';
import { ButtonSpinner, FormAlert } from '~/ui/forms';
import { answerText, type AccountActionData, type Intent } from './accountForm';
import { StepUpField } from './StepUpField';
import type { TwoStepState } from './twoStep.server';

const INTENTS: readonly Intent[] = ['totp-start', 'totp-confirm', 'totp-off', 'recovery-new'];

/**
 * Two-step sign-in (issue 47): setting up an authenticator app (a QR code and its key as text,
 * confirmed by a first code), the recovery codes shown once, new ones, turning it off with a code.
 * Plain forms of the page's action: every step works without scripts.
 */
export function TwoStepSection({
  state,
  actionData,
  sending,
}: {
  state: TwoStepState;
  actionData: AccountActionData | undefined;
  sending: (intent: Intent) => boolean;
}) {
  const t = useT();
  const message = actionData && INTENTS.includes(actionData.intent) ? actionData : undefined;
  const codeField = (id: string, label: string) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="code"
        type="text"
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        required
        maxLength={40}
        dir="ltr"
        {...(message?.error && !message.stepUp ? { 'aria-invalid': true as const, 'aria-describedby': 'twostep-alert', autoFocus: true } : {})}
      />
    </div>
  );
  const button = (intent: Intent, label: string, className = 'button button-outline') => (
    <button type="submit" className={className} disabled={sending(intent)}>
      {sending(intent) && <ButtonSpinner />}
      {label}
    </button>
  );
  return (
    <section className="card account-card" aria-labelledby="twostep-heading" id="two-step">
      <h2 id="twostep-heading">{t('myaccount_twostep_heading')}</h2>
      <FormAlert id="twostep-alert" tone={message?.done ? 'success' : 'error'} message={answerText(t, message?.done ?? message?.error)} />
      {message?.recoveryCodes && (
        <div className="account-recovery">
          <h3 id="recovery-heading">{t('myaccount_twostep_codes_heading')}</h3>
          <ul className="account-recovery-codes" aria-labelledby="recovery-heading" dir="ltr">
            {message.recoveryCodes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
      {state.totp ? (
        <>
          <p className="muted">{t('myaccount_twostep_on_lead', { count: state.recoveryLeft })}</p>
          <Form method="post" className="account-form">
            <input type="hidden" name="intent" value="recovery-new" />
            <StepUpField actionData={actionData} intent="recovery-new" alertId="twostep-alert" />
            {button('recovery-new', t('myaccount_twostep_regenerate'))}
          </Form>
          <Form method="post" className="account-form">
            <input type="hidden" name="intent" value="totp-off" />
            {codeField('totp-off-code', t('myaccount_twostep_off_code'))}
            {button('totp-off', t('myaccount_twostep_turn_off'), 'button button-outline account-danger')}
          </Form>
        </>
      ) : state.pending ? (
        <>
          <p>{t('myaccount_twostep_scan')}</p>
          <img className="account-qr" src={state.pending.qr} alt={t('myaccount_twostep_qr_alt')} width={200} height={200} />
          <p>
            {t('myaccount_twostep_secret')}:{' '}
            <code id="totp-secret" className="account-secret" dir="ltr">
              {state.pending.secret}
            </code>
          </p>
          <Form method="post" className="account-form">
            <input type="hidden" name="intent" value="totp-confirm" />
            {codeField('totp-confirm-code', t('myaccount_twostep_code'))}
            {button('totp-confirm', t('myaccount_twostep_confirm'), 'button button-gold')}
          </Form>
        </>
      ) : (
        <>
          <p className="muted">{t('myaccount_twostep_off_lead')}</p>
          <Form method="post" className="account-form">
            <input type="hidden" name="intent" value="totp-start" />
            <StepUpField actionData={actionData} intent="totp-start" alertId="twostep-alert" />
            {button('totp-start', t('myaccount_twostep_start'))}
          </Form>
        </>
      )}
    </section>
  );
}
