import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { translateAuthMessage } from '~/accounts/authMessages';
import { postToApi } from '~/accounts/postToApi';
import { PASSKEY_NAME_MAX, PASSWORD_MAX } from '~/accounts/validation';
import { useT } from '~/i18n/translate';
import { useHydratedClassName } from '~/lib/useHydrated';
import { ButtonSpinner } from '~/ui/forms';

/** Adding a passkey (docs/decisions/0054): its name, the step-up in place when asked, then the browser's WebAuthn. */
export default function PasskeyAddForm({
  withCode,
  onOutcome: setOutcome,
}: {
  withCode: boolean;
  onOutcome: (outcome: { tone: 'success' | 'error'; text: string } | null) => void;
}) {
  const t = useT();
  const revalidator = useRevalidator();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [askProof, setAskProof] = useState(false);
  const [proof, setProof] = useState('');
  // Painted by the server, invisible until its code has come and hydrated it (docs/decisions/0058).
  const formClass = useHydratedClassName('account-form');

  async function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      if (askProof) {
        const proved = await postToApi('/auth/step-up', withCode ? { code: proof } : { password: proof });
        if (!proved.ok) {
          const error = ((await proved.json().catch(() => ({}))) as { error?: string }).error ?? null;
          setOutcome({ tone: 'error', text: translateAuthMessage(t, error) ?? t('auth_step_up_needed') });
          return;
        }
        setAskProof(false);
        setProof('');
      }
      const options = await postToApi('/account/passkeys/options');
      if (options.status === 401 && ((await options.json()) as { stepUp?: boolean }).stepUp) {
        setAskProof(true);
        setOutcome({ tone: 'error', text: t('auth_step_up_needed') });
        return;
      }
      if (!options.ok) throw new Error(`options answered ${options.status}`);
      const { startRegistration } = await import('@simplewebauthn/browser');
      const credential = await startRegistration({ optionsJSON: await options.json() });
      const added = await postToApi('/account/passkeys', { name: name.trim(), credential });
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

  return (
    <form className={formClass} onSubmit={add} aria-busy={busy}>
      <div className="field">
        <label htmlFor="passkey-name">{t('myaccount_passkeys_name')}</label>
        <input
          id="passkey-name"
          name="name"
          type="text"
          required
          maxLength={PASSKEY_NAME_MAX}
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
  );
}
