import { PASSWORD_MAX } from './validation';

/**
 * The proof a sensitive action asked for (docs/decisions/0053), inside that action's own form: a
 * code of the second factor, or the password of an account without one. The form is sent again
 * with it, no script needed.
 */
export function StepUpInput({
  kind,
  id,
  label,
  alertId,
  autoFocus = false,
}: {
  kind: 'code' | 'password';
  id: string;
  label: string;
  /** The form's alert, which says why the proof is asked for. */
  alertId: string;
  autoFocus?: boolean;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {kind === 'code' ? (
        <input
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
    </div>
  );
}
