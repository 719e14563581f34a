import { useEffect, useRef } from 'react';

export type FormAnswer = { ok: true; message: string } | { ok: false; error: string };

/**
 * The answer to a back-office form, in the live regions that are always in the page: a success
 * in the status region, a refusal in the alert region. After a submission in place the answer
 * takes the focus (the form it came from may be gone); without scripts it is the page's news.
 */
export function Outcome({ answer }: { answer: FormAnswer | undefined }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answer) ref.current?.focus();
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
