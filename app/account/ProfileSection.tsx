import { Form } from 'react-router';
import type { User } from '~/accounts/user';
import { PASSWORD_MAX } from '~/accounts/validation';
import { useT } from '~/i18n/translate';
import { EMAIL_MAX } from '~/lib/email';
import { ButtonSpinner, FormAlert } from '~/ui/forms';
import { answerText, fieldState, type AccountActionData } from './accountForm';
import { StepUpField } from './StepUpField';

/** The guest's name and address, and changing the address (with their password). */
export function ProfileSection({
  user,
  actionData,
  sending,
}: {
  user: Pick<User, 'username' | 'email'>;
  actionData: AccountActionData | undefined;
  sending: boolean;
}) {
  const t = useT();
  const message = actionData?.intent === 'email' ? actionData : undefined;
  return (
    <section className="card account-card" aria-labelledby="profile-heading">
      <h2 id="profile-heading">{t('myaccount_profile_heading')}</h2>
      <dl className="reservation-facts">
        <div>
          <dt>{t('auth_username')}</dt>
          <dd>{user.username}</dd>
        </div>
        <div>
          <dt>{t('auth_email')}</dt>
          <dd>{user.email}</dd>
        </div>
      </dl>
      <h3 id="email-heading">{t('myaccount_change_email_heading')}</h3>
      <FormAlert id="email-alert" tone={message?.done ? 'success' : 'error'} message={answerText(t, message?.done ?? message?.error)} />
      <Form method="post" aria-labelledby="email-heading" className="account-form">
        <input type="hidden" name="intent" value="email" />
        <div className="field">
          <label htmlFor="new-email">{t('myaccount_new_email')}</label>
          <input
            id="new-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX}
            defaultValue={message?.values?.email ?? ''}
            {...fieldState(actionData, 'email', 'email', 'email-alert')}
          />
        </div>
        <div className="field">
          <label htmlFor="email-password">{t('myaccount_your_password')}</label>
          <input
            id="email-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={PASSWORD_MAX}
            {...fieldState(actionData, 'email', 'emailPassword', 'email-alert')}
          />
        </div>
        <StepUpField actionData={actionData} intent="email" alertId="email-alert" />
        <button type="submit" className="button button-outline" disabled={sending}>
          {sending && <ButtonSpinner />}
          {t('myaccount_change_email')}
        </button>
      </Form>
    </section>
  );
}
