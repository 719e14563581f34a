import { Form } from 'react-router';
import { PASSWORD_MAX } from '~/accounts/validation';
import { useT } from '~/i18n/translate';
import { ButtonSpinner, FormAlert } from '~/ui/forms';
import { answerText, fieldState, type AccountActionData } from './accountForm';
import { StepUpField } from './StepUpField';

/** Changing the password: the current one, the new one twice. */
export function PasswordSection({ actionData, sending }: { actionData: AccountActionData | undefined; sending: boolean }) {
  const t = useT();
  const message = actionData?.intent === 'password' ? actionData : undefined;
  return (
    <section className="card account-card" aria-labelledby="password-heading">
      <h2 id="password-heading">{t('myaccount_password_heading')}</h2>
      <FormAlert id="password-alert" tone={message?.done ? 'success' : 'error'} message={answerText(t, message?.done ?? message?.error)} />
      <Form method="post" aria-labelledby="password-heading" className="account-form">
        <input type="hidden" name="intent" value="password" />
        <div className="field">
          <label htmlFor="current-password">{t('myaccount_current_password')}</label>
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
          <label htmlFor="new-password">{t('auth_new_password')}</label>
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
            {t('myaccount_new_password_hint')}
          </p>
        </div>
        <div className="field">
          <label htmlFor="confirm-password">{t('auth_confirm_new_password')}</label>
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
        <StepUpField actionData={actionData} intent="password" alertId="password-alert" />
        <button type="submit" className="button button-outline" disabled={sending}>
          {sending && <ButtonSpinner />}
          {t('myaccount_change_password')}
        </button>
      </Form>
    </section>
  );
}
