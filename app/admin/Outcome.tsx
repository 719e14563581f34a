import { useEffect, useRef } from 'react';

export type FormAnswer =
  | { ok: true; message: string }
  /**
   * `stepUp`: the form `intent` wants a fresh proof first; it comes back with the field and `role`
   * chosen (or, removing a passkey, in the form of `passkeyId`); `stepUpPasskey`: the field offers a
   * passkey too.
   */
  | { ok: false; error: string; stepUp?: 'code' | 'password'; stepUpPasskey?: boolean; intent?: string; role?: string; passkeyId?: string };

/**
 * The answer to a back-office form, in the live regions that are always in the page: a success
 * in the status region, a refusal in the alert region. After a submission in place the answer
 * takes the focus (the form it came from may be gone); without scripts it is the page's news.
 */
export function Outcome({ answer }: { answer: FormAnswer | undefined }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // A step-up asked for focuses its own field (StudioStepUp); the alert still says why.
    if (answer && (answer.ok || !answer.stepUp)) ref.current?.focus();
  }, [answer]);
  return (
    <>
      <div id="admin-status" role="status" aria-live="polite" className="form-alert-region">
        {answer?.ok && (
          <p ref={ref} tabIndex={-1} className="form-alert form-alert-success">
            {answer.message}
          </p>
        )}
      </div>
      <div id="admin-error" role="alert" aria-live="assertive" className="form-alert-region">
        {answer && !answer.ok && (
          <p ref={ref} tabIndex={-1} className="form-alert form-alert-error">
            {answer.error}
          </p>
        )}
      </div>
    </>
  );
}
