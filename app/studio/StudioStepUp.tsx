import { StepUpInput } from '~/accounts/StepUpInput';

/**
 * The proof a studio form's action asked for (issue 47, item 4; docs/decisions/0053), inside that
 * form: the form is sent again with it, no script needed. Nothing when none was asked for.
 */
export function StudioStepUp({ kind, id, alertId }: { kind: 'code' | 'password' | undefined; id: string; alertId: string }) {
  if (!kind) return null;
  return <StepUpInput kind={kind} id={id} label={kind === 'code' ? 'Code from your authenticator app' : 'Your password'} alertId={alertId} autoFocus />;
}
