import { opensDialog } from '~/ui/dialogCommands';
import { NEWSLETTER_DIALOG_ID, NewsletterDialog } from './NewsletterDialog';

/**
 * Subscribe Now: opens the newsletter dialog (docs/product/requirements.md sections 2, 4 and 8). Both are in the page's
 * HTML and the button opens the dialog by an invoker command, so it works before the scripts run
 * and without them. The route that shows it exports `newsletterAction` as its action (one per page).
 */
export function NewsletterButton({ className = 'button button-gold' }: { className?: string }) {
  return (
    <>
      <button type="button" className={className} data-testid="subscribe-now" {...opensDialog(NEWSLETTER_DIALOG_ID)}>
        Subscribe Now
      </button>
      <NewsletterDialog />
    </>
  );
}
