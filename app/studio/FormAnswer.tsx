import type { FieldErrors } from './StudioField';

/** What a studio page's action answers one of its forms: which form (`target`), and what happened. */
export type StudioAnswer =
  | { ok: true; target: string; message: string }
  /** `stepUp`: the action wants a fresh proof first, asked for in the form (issue 47, item 4). */
  | { ok: false; target: string; message: string; errors: FieldErrors; stepUp?: 'code' | 'password'; stepUpPasskey?: boolean };

/** This form's message (success or problem), in its own live region; `alertId` names the alert for a field it explains (a step-up's). */
export function FormAnswer({ answer, target, alertId }: { answer: StudioAnswer | undefined; target: string; alertId?: string }) {
  const mine = answer?.target === target ? answer : undefined;
  return (
    <>
      <div role="status" aria-live="polite" className="form-alert-region">
        {mine?.ok && (
          <p className="form-alert form-alert-success" tabIndex={-1} data-focus-answer>
            {mine.message}
          </p>
        )}
      </div>
      <div id={alertId} role="alert" aria-live="assertive" className="form-alert-region">
        {mine && !mine.ok && (
          <p className="form-alert form-alert-error" tabIndex={-1} data-focus-answer={Object.keys(mine.errors).length || mine.stepUp ? undefined : true}>
            {mine.message}
          </p>
        )}
      </div>
    </>
  );
}
