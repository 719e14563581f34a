import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { apiFetch } from '~/accounts/apiClient';
import { ButtonSpinner, FormAlert, HoneypotField } from '~/accounts/FormAlert';
import type { OnDemandDialogProps } from '~/ui/useDialogOnDemand';
import { AUTO_CLOSE_MS, newsletterEmailError, newsletterMessages } from './newsletter';

/**
 * The newsletter dialog (SPEC.md sections 2, 4 and 8): one email field; after a successful
 * subscription it closes by itself 2 s later. Loaded on the first press of Subscribe Now
 * (NewsletterButton), so its dialog primitive is not part of the home page's first load.
 */
export default function NewsletterDialog({ open, onOpenChange, returnFocusTo }: OnDemandDialogProps) {
  const [sending, setSending] = useState(false);
  const [success, setSuccess] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const reset = () => {
    clearTimeout(closeTimer.current);
    setSending(false);
    setSuccess(false);
    setError(null);
  };
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const problem = newsletterEmailError(email);
    setError(problem);
    if (problem) return inputRef.current?.focus();
    setSending(true);
    try {
      const res = await apiFetch('/newsletter', { method: 'POST', body: { email, website: String(data.get('website') ?? '') } });
      if (!res.ok) throw new Error(`newsletter answered ${res.status}`);
      setSuccess(true);
      closeTimer.current = setTimeout(() => {
        onOpenChange(false);
        reset();
      }, AUTO_CLOSE_MS);
    } catch {
      setError(newsletterMessages.failure);
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) reset();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog-content newsletter-dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <p className="dialog-mark" aria-hidden="true">
            ◆
          </p>
          <Dialog.Title className="dialog-title">Our Newsletter</Dialog.Title>
          <Dialog.Description className="dialog-description">
            New openings, seasonal offers and stories from our hotels, once a month.
          </Dialog.Description>
          <FormAlert id="newsletter-success" tone="success" message={success ? newsletterMessages.success : null} />
          {!success && (
            <form noValidate onSubmit={onSubmit} aria-busy={sending}>
              <FormAlert id="newsletter-error" message={error} />
              <div className="field">
                <label htmlFor="newsletter-email">Email</label>
                <input
                  ref={inputRef}
                  id="newsletter-email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  maxLength={254}
                  aria-invalid={error && error !== newsletterMessages.failure ? true : undefined}
                  aria-describedby={error ? 'newsletter-error' : undefined}
                />
              </div>
              <HoneypotField />
              <button type="submit" className="button button-gold button-block" disabled={sending}>
                {sending && <ButtonSpinner />}
                Subscribe
              </button>
            </form>
          )}
          <Dialog.Close asChild>
            <button type="button" className="dialog-close" aria-label="Close">
              <span aria-hidden="true">×</span>
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
