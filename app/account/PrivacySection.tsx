import { Form } from 'react-router';
import { PASSWORD_MAX } from '~/accounts/validation';
import { useT } from '~/i18n/translate';
import { ButtonSpinner, FormAlert } from '~/ui/forms';
import { answerText, fieldState, type AccountActionData } from './accountForm';
import { StepUpField } from './StepUpField';
import { StepUpInput } from '~/accounts/StepUpInput';

/** A copy of the guest's data, and deleting the account behind a disclosure (password and DELETE). */
export function PrivacySection({
  actionData,
  sending,
  proof,
  passkey,
}: {
  actionData: AccountActionData | undefined;
  sending: boolean;
  /** The proof the copy wants first (docs/decisions/0053); null while the session's is fresh. */
  proof: 'code' | 'password' | null;
  /** The account has a passkey, which the proof's field offers too (docs/decisions/0054). */
  passkey: boolean;
}) {
  const message = actionData?.intent === 'delete' ? actionData : undefined;
  const exported = actionData?.intent === 'export' ? actionData : undefined;
  const t = useT();
  return (
    <section className="card account-card" aria-labelledby="privacy-heading">
      <h2 id="privacy-heading">{t('myaccount_data_heading')}</h2>
      <p className="muted">{t('myaccount_data_text')}</p>
      {proof === null ? (
        <p>
          {/* A file download: a plain link, never a client-side navigation. */}
          <a className="button button-outline" href="/api/account/export" download="aurelia-account.json">
            {t('myaccount_download')}
          </a>
        </p>
      ) : (
        // A proof first, then the file: a document request (the answer is a download, not a page).
        <Form method="post" reloadDocument className="account-form">
          <input type="hidden" name="intent" value="export" />
          <FormAlert id="export-alert" message={answerText(t, exported?.error)} />
          <StepUpInput
            kind={proof}
            id="export-proof"
            label={t(proof === 'code' ? 'myaccount_stepup_code' : 'myaccount_stepup_password')}
            alertId="export-alert"
            passkey={passkey ? { label: t('myaccount_stepup_passkey'), failed: t('myaccount_stepup_passkey_failed') } : null}
          />
          <button type="submit" className="button button-outline">
            {t('myaccount_download')}
          </button>
        </Form>
      )}
      <details className="account-delete" open={message !== undefined}>
        <summary className="text-link">{t('myaccount_delete_summary')}</summary>
        <p>{t('myaccount_delete_text')}</p>
        <FormAlert id="delete-alert" message={answerText(t, message?.error)} />
        <Form method="post" className="account-form">
          <input type="hidden" name="intent" value="delete" />
          <div className="field">
            <label htmlFor="delete-password">{t('myaccount_your_password')}</label>
            <input
              id="delete-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={PASSWORD_MAX}
              {...fieldState(actionData, 'delete', 'deletePassword', 'delete-alert')}
            />
          </div>
          <div className="field">
            <label htmlFor="delete-confirm">{t('myaccount_delete_confirm_label')}</label>
            <input
              id="delete-confirm"
              name="confirm"
              required
              autoComplete="off"
              maxLength={20}
              {...fieldState(actionData, 'delete', 'confirm', 'delete-alert')}
            />
          </div>
          <StepUpField actionData={actionData} intent="delete" alertId="delete-alert" />
          <button type="submit" className="button button-outline account-danger" disabled={sending}>
            {sending && <ButtonSpinner />}
            {t('myaccount_delete_button')}
          </button>
        </Form>
      </details>
    </section>
  );
}
