import { afterSignupPath, BOOK_PANEL_ID, safeRedirectPath } from './redirect';

/** The pages that carry the target as `redirectTo`: sign-in, and "Forgot your password?" on the way back to it. */
const REDIRECT_TO_PAGES = new Set(['/signin', '/forgot-password', '/reset-password']);

/**
 * Where a visitor on /signin or /signup is on their way to (a reservation request, a hotel's Book
 * Your Stay panel, a studio page): `redirectTo` on /signin, /forgot-password and /reset-password,
 * `redirectAfterSignup` and `bookingIntent` on /signup, always through the safe-redirect rule (a
 * path on this site). Null anywhere else, or when none is given.
 */
export function pendingTargetOf(pathname: string, params: URLSearchParams): string | null {
  if (REDIRECT_TO_PAGES.has(pathname)) return params.has('redirectTo') ? safeRedirectPath(params.get('redirectTo'), '') || null : null;
  if (pathname === '/signup') {
    if (!params.has('redirectAfterSignup')) return null;
    return afterSignupPath(params.get('redirectAfterSignup'), params.get('bookingIntent'));
  }
  return null;
}

const BOOK_PANEL_SUFFIX = `#${BOOK_PANEL_ID}`;

/** /signin, carrying the target so signing in leads there instead of home. */
export function signInHref(target: string | null): string {
  return target ? `/signin?${new URLSearchParams({ redirectTo: target })}` : '/signin';
}

/** "Forgot your password?", carrying the target through the mailed link back to sign-in (issue 34). */
export function forgotPasswordHref(target: string | null): string {
  return target ? `/forgot-password?${new URLSearchParams({ redirectTo: target })}` : '/forgot-password';
}

/** /signup, carrying the target; a hotel's Book Your Stay panel goes back as Book Now's booking intent. */
export function signUpHref(target: string | null): string {
  if (!target) return '/signup';
  if (target.endsWith(BOOK_PANEL_SUFFIX)) {
    const hotel = target.slice(0, -BOOK_PANEL_SUFFIX.length);
    if (afterSignupPath(hotel, 'true') === target) return `/signup?${new URLSearchParams({ redirectAfterSignup: hotel, bookingIntent: 'true' })}`;
  }
  return `/signup?${new URLSearchParams({ redirectAfterSignup: target })}`;
}
