import { useEffect, useRef, useState } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { ButtonSpinner, FormAlert, HoneypotField } from '~/ui/forms';
import { closesDialog, keepTabInside } from '~/ui/dialogCommands';
import { EMAIL_MAX } from '~/lib/email';
import { AUTO_CLOSE_MS, newsletterAnswerOf, newsletterEmailError, newsletterMessages, type NewsletterAnswer } from './newsletter';

export const NEWSLETTER_DIALOG_ID = 'newsletter';

/**
 * The newsletter dialog (docs/product/requirements.md sections 2, 4 and 8): one email field, posted to the page's own
 * action (subscribe.server.ts). Without JavaScript the page comes back with the dialog open and
 * the answer in it. With JavaScript a fetcher posts it in place, after the same check in the
 * browser, and the dialog closes by itself 2 s after a subscription.
 */
export function NewsletterDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  // Each opening starts with an empty form; the page's answer belongs to the first one only.
  const [opening, setOpening] = useState(0);
  const actionData = useActionData();
  const pageAnswer = opening === 0 ? newsletterAnswerOf(actionData) : undefined;
  const upgrading = useRef(false);

  useEffect(() => {
    const element = dialog.current!;
    const onClose = () => {
      if (upgrading.current) upgrading.current = false;
      else setOpening((n) => n + 1);
    };
    element.addEventListener('close', onClose);
    // Answered without scripts, the dialog came open but not modal: make it modal now.
    if (element.open && !element.matches(':modal')) {
      upgrading.current = true;
      element.close();
      element.showModal();
    }
    return () => element.removeEventListener('close', onClose);
  }, []);

  return (
    <dialog
      ref={dialog}
      id={NEWSLETTER_DIALOG_ID}
      className="dialog-content newsletter-dialog"
      aria-labelledby="newsletter-title"
      aria-describedby="newsletter-description"
      closedby="any"
      onKeyDown={keepTabInside}
      open={pageAnswer ? true : undefined}
    >
      <button type="button" className="dialog-close" aria-label="Close" {...closesDialog(NEWSLETTER_DIALOG_ID)}>
        <span aria-hidden="true">×</span>
      </button>
      <p className="dialog-mark" aria-hidden="true">
        ◆
      </p>
      <h2 id="newsletter-title" className="dialog-title">
        Our Newsletter
      </h2>
      <p id="newsletter-description" className="dialog-description">
        New openings, seasonal offers and stories from our hotels, once a month.
      </p>
      <NewsletterForm key={opening} pageAnswer={pageAnswer} onSubscribed={() => dialog.current?.close()} />
    </dialog>
  );
}

function NewsletterForm({ pageAnswer, onSubscribed }: { pageAnswer?: NewsletterAnswer; onSubscribed: () => void }) {
  const fetcher = useFetcher();
  const [checkError, setCheckError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const sending = fetcher.state !== 'idle';
  const answer = sending ? undefined : (newsletterAnswerOf(fetcher.data) ?? pageAnswer);
  const error = checkError ?? (answer && !answer.ok ? answer.message : null);
  const success = answer?.ok === true;

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(onSubscribed, AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [success]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (answer && !answer.ok) inputRef.current?.focus();
  }, [answer]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    const problem = newsletterEmailError(email);
    setCheckError(problem);
    if (problem) {
      event.preventDefault();
      inputRef.current?.focus();
    }
  }

  return (
    <>
      <FormAlert id="newsletter-success" tone="success" message={success ? newsletterMessages.success : null} />
      {!success && (
        <fetcher.Form method="post" noValidate onSubmit={onSubmit} aria-busy={sending}>
          <FormAlert id="newsletter-error" message={error} />
          <div className="field">
            <label htmlFor="newsletter-email">Email</label>
            <input
              ref={inputRef}
              id="newsletter-email"
              name="email"
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX}
              defaultValue={answer && !answer.ok ? answer.email : undefined}
              aria-invalid={error && error !== newsletterMessages.failure ? true : undefined}
              aria-describedby={error ? 'newsletter-error' : undefined}
            />
          </div>
          <HoneypotField />
          <button type="submit" className="button button-gold button-block" disabled={sending}>
            {sending && <ButtonSpinner />}
            Subscribe
          </button>
        </fetcher.Form>
      )}
    </>
  );
}
