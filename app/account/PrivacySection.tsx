import { Form } from 'react-router';
import { PASSWORD_MAX } from '~/accounts/validation';
import { ButtonSpinner, FormAlert } from '~/ui/forms';
import { fieldState, type AccountActionData } from './accountForm';

/** A copy of the guest's data, and deleting the account behind a disclosure (password and DELETE). */
export function PrivacySection({ actionData, sending }: { actionData: AccountActionData | undefined; sending: boolean }) {
  const message = actionData?.intent === 'delete' ? actionData : undefined;
  return (
    <section className="card account-card" aria-labelledby="privacy-heading">
      <h2 id="privacy-heading">Your data</h2>
      <p className="muted">A copy of everything we hold about you: your profile, stays, reviews, messages and newsletter subscription, in one JSON file.</p>
      <p>
        {/* A file download: a plain link, never a client-side navigation. */}
        <a className="button button-outline" href="/api/account/export" download="aurelia-account.json">
          Download My Data
        </a>
      </p>
      <details className="account-delete" open={message !== undefined}>
        <summary className="text-link">Delete my account</summary>
        <p>
          Your coming stays are cancelled, you are signed out everywhere and your newsletter subscription ends. Your reviews stay, without your name. This
          cannot be undone.
        </p>
        <FormAlert id="delete-alert" message={message?.error ?? null} />
        <Form method="post" className="account-form">
          <input type="hidden" name="intent" value="delete" />
          <div className="field">
            <label htmlFor="delete-password">Your password</label>
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
            <label htmlFor="delete-confirm">Type DELETE to confirm</label>
            <input
              id="delete-confirm"
              name="confirm"
              required
              autoComplete="off"
              maxLength={20}
              {...fieldState(actionData, 'delete', 'confirm', 'delete-alert')}
            />
          </div>
          <button type="submit" className="button button-outline account-danger" disabled={sending}>
            {sending && <ButtonSpinner />}
            Delete My Account
          </button>
        </Form>
      </details>
    </section>
  );
}
