import { lazy, Suspense } from 'react';
import { useDialogOnDemand } from '~/ui/useDialogOnDemand';

const NewsletterDialog = lazy(() => import('./NewsletterDialog'));

/** Subscribe Now: opens the newsletter dialog (SPEC.md sections 2, 4 and 8). */
export function NewsletterButton({ className = 'button button-gold' }: { className?: string }) {
  const dialog = useDialogOnDemand();
  return (
    <>
      <button
        ref={dialog.trigger}
        type="button"
        className={className}
        data-testid="subscribe-now"
        aria-haspopup="dialog"
        aria-expanded={dialog.open}
        onClick={dialog.show}
      >
        Subscribe Now
      </button>
      {dialog.loaded && (
        <Suspense fallback={null}>
          <NewsletterDialog {...dialog.dialogProps} />
        </Suspense>
      )}
    </>
  );
}
