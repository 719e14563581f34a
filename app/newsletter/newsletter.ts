import { EMAIL_PATTERN } from '~/lib/email';

/** The newsletter dialog's texts (docs/product/requirements.md sections 5 and 8). */
export const newsletterMessages = {
  empty: 'Please enter your email address',
  invalid: 'Please enter a valid email address',
  failure: 'Something went wrong. Please try again later.',
  success: 'Thank you for subscribing to our newsletter!',
} as const;

/** The unsubscribe page's answers (UnsubscribePage). */
export const unsubscribeTexts = {
  invalid: 'This unsubscribe link is not valid',
  done: (email: string) => `You are unsubscribed: ${email} will receive no more newsletters from us.`,
} as const;

/** The dialog closes by itself this long after a successful subscription (docs/product/requirements.md section 9). */
export const AUTO_CLOSE_MS = 2000;

export function newsletterEmailError(email: string): string | null {
  if (!email) return newsletterMessages.empty;
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return newsletterMessages.invalid;
  return null;
}

/** The page action's answer to the newsletter form (subscribe.server.ts), shown in the dialog. */
export type NewsletterAnswer = { ok: true } | { ok: false; message: string; email: string };

/** The newsletter answer in a route's action data, if that is what it holds. */
export function newsletterAnswerOf(actionData: unknown): NewsletterAnswer | undefined {
  if (typeof actionData !== 'object' || actionData === null || !('newsletter' in actionData)) return undefined;
  return actionData.newsletter as NewsletterAnswer;
}

/**
 * The route's clientAction beside `newsletterAction`: a request that never reached the server
 * (offline) is answered with the failure text in the dialog instead of the route's error page.
 */
export async function newsletterClientAction({ serverAction }: { serverAction: () => Promise<unknown> }) {
  try {
    return await serverAction();
  } catch {
    return { newsletter: { ok: false, message: newsletterMessages.failure, email: '' } satisfies NewsletterAnswer };
  }
}
