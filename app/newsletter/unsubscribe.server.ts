import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { appSecret } from '~/db/appSecrets.server';
import type { Database } from '~/db/client.server';
import { newsletterSubscriptions } from '~/db/schema';
import { EMAIL_MAX } from '~/lib/email';

/**
 * One-click unsubscribe links (RFC 8058): `/unsubscribe?email=…&sig=…`, where `sig` is the
 * HMAC-SHA256 of the address under the server's secret (APP_SECRET, or the one kept in the database:
 * app/db/appSecrets.server.ts). Only the site can make one, so the link needs no sign-in and nobody
 * can unsubscribe an address they did not receive a link for. Links do not expire: a newsletter
 * from years ago must still let its reader go (docs/decisions/0015).
 */

// The purpose is part of the signed text, so a signature made for another use of the secret never fits here.
const signedText = (email: string) => `newsletter-unsubscribe\n${email.toLowerCase()}`;

export async function unsubscribeSignature(db: Database, email: string, configuredSecret?: string): Promise<string> {
  return createHmac('sha256', await appSecret(db, configuredSecret))
    .update(signedText(email))
    .digest('base64url');
}

/** The link a newsletter mail carries, in its body and in List-Unsubscribe. */
export async function unsubscribeLink(db: Database, origin: string, email: string, configuredSecret?: string): Promise<string> {
  const params = new URLSearchParams({ email: email.toLowerCase(), sig: await unsubscribeSignature(db, email, configuredSecret) });
  return `${origin}/unsubscribe?${params}`;
}

/** Whether `sig` is the site's signature of `email` (compared in constant time). */
export async function isValidUnsubscribe(db: Database, email: string | null, sig: string | null, configuredSecret?: string): Promise<boolean> {
  if (!email || !sig || email.length > EMAIL_MAX || sig.length > 100) return false;
  const expected = Buffer.from(await unsubscribeSignature(db, email, configuredSecret));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Removes the subscription; true when there was one. */
export async function unsubscribe(db: Database, email: string): Promise<boolean> {
  const removed = await db
    .delete(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email.toLowerCase()))
    .returning({ id: newsletterSubscriptions.id });
  return removed.length > 0;
}
