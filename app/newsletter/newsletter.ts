import { EMAIL_PATTERN } from '~/accounts/validation';

/** The newsletter dialog's texts (SPEC.md sections 5 and 8). */
export const newsletterMessages = {
  empty: 'Please enter your email address',
  invalid: 'Please enter a valid email address',
  failure: 'Something went wrong. Please try again later.',
  success: 'Thank you for subscribing to our newsletter!',
} as const;

/** The dialog closes by itself this long after a successful subscription (SPEC.md section 9). */
export const AUTO_CLOSE_MS = 2000;

export function newsletterEmailError(email: string): string | null {
  if (!email) return newsletterMessages.empty;
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return newsletterMessages.invalid;
  return null;
}
