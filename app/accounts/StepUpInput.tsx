import { useRef, useState } from 'react';
import { useHydratedClassName } from '~/lib/useHydrated';
import { ButtonSpinner } from '~/ui/forms';
import { PASSWORD_MAX } from './validation';

/**
 * The proof a sensitive action asked for (docs/decisions/0053), inside that action's own form: a
 * code of the second factor, or the password of an account without one. The form is sent again
 * with it, no script needed.
 *
 * `passkey` (the server says the account has one): beside the field, "Use a passkey" proves it with
 * one and sends the form again. It is in the server's page but shows only where the head script
 * marked the browser `passkeys`, and is invisible until hydrated (docs/decisions/0058); without
 * scripts or WebAuthn the field works alone, as before.
 */
export function StepUpInput({
  kind,
  id,
  label,
  alertId,
  autoFocus = false,
  passkey,
}: {
  kind: 'code' | 'password';
  id: string;
  label: string;
  /** The form's alert, which says why the proof is asked for. */
  alertId: string;
  autoFocus?: boolean;
  /** The account has a passkey: the button's label and what it says when the passkey did not prove it. */
  passkey?: { label: string; failed: string } | null;
}) {
  const input = useRef<HTMLInputElement>(null);
  const passkeyClass = useHydratedClassName('button button-outline');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function provePasskey() {
    if (!input.current) return;
    setBusy(true);
    setFailed(false);
    try {
      // Its code is fetched on the press: /account's first load stays within its budget (docs/decisions/0054).
      const { proveWithPasskey } = await import('./stepUpPasskey');
      await proveWithPasskey(input.current);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {kind === 'code' ? (
        <input
          ref={input}
          id={id}
          name="stepUpCode"
          type="text"
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          required
          maxLength={40}
          dir="ltr"
          autoFocus={autoFocus}
          aria-describedby={alertId}
        />
      ) : (
        <input
          ref={input}
          id={id}
          name="stepUpPassword"
          type="password"
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX}
          autoFocus={autoFocus}
          aria-describedby={alertId}
        />
      )}
      {passkey && (
        <div className="step-up-passkey needs-passkeys">
          <button
            type="button"
            className={passkeyClass}
            onClick={provePasskey}
            disabled={busy}
            aria-busy={busy}
            aria-describedby={failed ? `${id}-passkey-failed` : undefined}
          >
            {busy && <ButtonSpinner />}
            {passkey.label}
          </button>
          <p id={`${id}-passkey-failed`} className="field-hint step-up-passkey-failed" aria-live="polite">
            {failed ? passkey.failed : null}
          </p>
        </div>
      )}
    </div>
  );
}
