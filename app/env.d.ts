import type { User } from '~/accounts/user';
import type { SecurityOptions } from '~/api/security.server';
import type { Database } from '~/db/client.server';
import type { MailSettings } from '~/mail/mailer.server';

// What the server hands every loader and action (server/app.ts), which they read with
// `siteOf(context)` (app/lib/loadContext.server.ts).
declare global {
  interface SiteContext {
    db: Database;
    /** The Content-Security-Policy nonce of this response. */
    nonce?: string;
    /** Abuse limits and proxy trust: the same the API applies (page actions count against them too). */
    security: SecurityOptions;
    /** The client's address under those proxy rules, for the abuse limits of page actions. */
    clientAddress: string;
    /** How mail leaves (SMTP or the outbox only); the outbox only when absent (tests). */
    mail?: MailSettings;
    /**
     * The cacheable pages' shared signed-in render (server/signedInPages.ts): the root renders this
     * stand-in user instead of the session's (the request carries no cookie then).
     */
    renderAs?: User;
    /** A loader showed a fallback for data that failed (app/lib/pageData.server.ts): the answer is never kept. */
    dataFailed?: () => void;
  }
}
