import { data } from 'react-router';
import type { AppLoadContext } from 'react-router';
import { hit, limitKey, retryAfterHeaders, type Limits } from '~/api/limits.server';
import type { Database } from '~/db/client.server';
import { newsletterSubscriptions } from '~/db/schema';
import { logger } from '~/lib/logger.server';
import { newsletterEmailError, newsletterMessages, type NewsletterAnswer } from './newsletter';

export type SubscribeOutcome = { outcome: 'subscribed' | 'already-subscribed' } | { outcome: 'limited'; retryAfter: number };

/**
 * Stores a subscription for an already validated address; what POST /api/newsletter and the
 * newsletter form's page action share. Counts against the per-address limit first; a filled
 * honeypot (`website`) is answered like a success and stores nothing. Idempotent.
 */
export async function subscribeToNewsletter(
  db: Database,
  { email, website, clientAddress, limits }: { email: string; website?: string; clientAddress: string; limits: Limits },
): Promise<SubscribeOutcome> {
  const limited = await hit(db, limitKey('newsletterPerAddress', clientAddress), limits.newsletterPerAddress);
  if (limited.limited) return { outcome: 'limited', retryAfter: limited.retryAfter };
  if (website) return { outcome: 'subscribed' };
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email: email.toLowerCase() })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  return { outcome: inserted.length > 0 ? 'subscribed' : 'already-subscribed' };
}

/**
 * The page action behind the newsletter dialog's form (a route that shows Subscribe Now exports
 * it as its `action`). Posted without JavaScript, the page comes back with the dialog open and
 * this answer in it; with JavaScript a fetcher posts it and the dialog shows the same answer.
 */
export async function newsletterAction({ request, context }: { request: Request; context: AppLoadContext }) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  const answer = (newsletter: NewsletterAnswer, init?: ResponseInit) => data({ newsletter }, init);
  const problem = newsletterEmailError(email);
  if (problem) return answer({ ok: false, message: problem, email }, { status: 400 });
  const failure = { ok: false, message: newsletterMessages.failure, email } as const;
  try {
    const result = await subscribeToNewsletter(context.db, {
      email,
      website: String(form.get('website') ?? ''),
      clientAddress: context.clientAddress,
      limits: context.security.limits,
    });
    if (result.outcome === 'limited') return answer(failure, { status: 429, headers: retryAfterHeaders(result.retryAfter) });
    return answer({ ok: true });
  } catch (err) {
    logger.error({ err }, 'newsletter: subscribing failed');
    return answer(failure, { status: 500 });
  }
}
