import { useState } from 'react';
import { useHydratedClassName } from '~/lib/useHydrated';
import { useT } from '~/i18n/translate';
import { ButtonSpinner } from '~/ui/forms';
import { postToApi } from './postToApi';
import type { User } from './user';

/**
 * "Sign in with a passkey" (issue 47, docs/decisions/0054): a discoverable credential, no email
 * typed. WebAuthn is a browser API: the button is in the server's page but shows only where the
 * head script marked the browser `passkeys`, and is invisible until it has hydrated. Its place
 * is kept from the first paint: inserted at hydration, it pushed "Forgot your password?" 54 px down
 * under a guest's finger (docs/decisions/0058).
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: (session: { token: string; user: User }) => void }) {
  const t = useT();
  const buttonClass = useHydratedClassName('button button-outline button-block');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function signIn() {
    setBusy(true);
    setFailed(false);
    try {
      const started = await postToApi('/auth/passkey/options');
      if (!started.ok) throw new Error(`options answered ${started.status}`);
      const { ceremony, options } = (await started.json()) as {
        ceremony: string;
        options: Parameters<typeof import('@simplewebauthn/browser').startAuthentication>[0]['optionsJSON'];
      };
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const credential = await startAuthentication({ optionsJSON: options });
      const answered = await postToApi('/auth/passkey', { ceremony, credential });
      if (!answered.ok) throw new Error(`sign-in answered ${answered.status}`);
      onSignedIn((await answered.json()) as { token: string; user: User });
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <div className="auth-passkey needs-passkeys">
      {/* Only once it failed: the page's own alert region is the sign-in form's (one alert on the page). */}
      {failed && (
        <p id="passkey-error" role="alert" className="form-alert form-alert-error">
          {t('auth_passkey_failed')}
        </p>
      )}
      <button type="button" className={buttonClass} onClick={signIn} disabled={busy} aria-busy={busy}>
        {busy && <ButtonSpinner />}
        {t('auth_passkey_signin')}
      </button>
    </div>
  );
}
