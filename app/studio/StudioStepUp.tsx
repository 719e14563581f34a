import { StepUpInput } from '~/accounts/StepUpInput';

/** The studio is in English by design: its own words for the passkey's button. */
const PASSKEY = { label: 'Use a passkey', failed: 'Confirming with your passkey did not work. Please try again, or fill in the field instead.' };

/**
 * The proof a studio form's action asked for (issue 47, item 4; docs/decisions/0053), inside that
 * form: the form is sent again with it, no script needed. Nothing when none was asked for.
 * `passkey`: the account has one, offered beside the field where scripts and WebAuthn are there (0054).
 */
export function StudioStepUp({
  kind,
  id,
  alertId,
  passkey = false,
}: {
  kind: 'code' | 'password' | undefined;
  id: string;
  alertId: string;
  passkey?: boolean;
}) {
  if (!kind) return null;
  return (
    <StepUpInput
      kind={kind}
      id={id}
      label={kind === 'code' ? 'Code from your authenticator app' : 'Your password'}
      alertId={alertId}
      autoFocus
      passkey={passkey ? PASSKEY : null}
    />
  );
}
