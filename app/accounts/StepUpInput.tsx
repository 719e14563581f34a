import { useRef, useState } from 'react';
import { useHydrated } from '~/lib/useHydrated';
import { ButtonSpinner } from '~/ui/forms';
import { PASSWORD_MAX } from './validation';

/** A same-site call to the API with the session cookie (not apiFetch: a step-up's 401 must not sign the visitor out). */
const post = (path: string, body?: unknown) =>
  fetch(`/api${path}`, {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/**
 * Proves it is you with one of the account's passkeys (docs/decisions/0054): the session's proof is
 * renewed on the server, then the form is sent again as it stands. The field's own value is not
 * needed then, so it is emptied and not required for that one submit; the form's other checks hold.
 */
async function proveWithPasskey(input: HTMLInputElement): Promise<void> {
  const options = await post('/auth/step-up/passkey/options');
  if (!options.ok) throw new Error(`options answered ${options.status}`);
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const credential = await startAuthentication({ optionsJSON: await options.json() });
  const proved = await post('/auth/step-up/passkey', { credential });
  if (!proved.ok) throw new Error(`step-up answered ${proved.status}`);
  const form = input.form;
  if (!form) return;
  // The form's default button, as Enter in the field would press it (its name and value go along).
  const submitter = [...form.elements].find(
    (element): element is HTMLButtonElement | HTMLInputElement =>
      (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) && element.type === 'submit',
  );
  input.value = '';
  input.required = false;
  try {
    form.requestSubmit(submitter);
  } finally {
    input.required = true;
  }
}

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
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function provePasskey() {
    if (!input.current) return;
    setBusy(true);
    setFailed(false);
    try {
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
            className={hydrated ? 'button button-outline' : 'button button-outline hidden-until-hydrated'}
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
