import type { FieldErrors } from './StudioField';

/** What a studio page's action answers one of its forms: which form (`target`), and what happened. */
export type StudioAnswer = { ok: true; target: string; message: string } | { ok: false; target: string; message: string; errors: FieldErrors };

/** This form's message (success or problem), in its own live region. */
export function FormAnswer({ answer, target }: { answer: StudioAnswer | undefined; target: string }) {
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
      <div role="alert" aria-live="assertive" className="form-alert-region">
        {mine && !mine.ok && (
          <p className="form-alert form-alert-error" tabIndex={-1} data-focus-answer={Object.keys(mine.errors).length ? undefined : true}>
            {mine.message}
          </p>
        )}
      </div>
    </>
  );
}
