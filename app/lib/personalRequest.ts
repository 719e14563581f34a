import { parse } from 'hono/utils/cookie';

/**
 * Who a request is: the site's session cookie and the one rule for "may this answer be personal?",
 * read by the response cache, the server's page handler and the sign-in code alike.
 */

/** The HttpOnly cookie that carries a signed-in visitor's session token. */
export const SESSION_COOKIE = 'aurelia_session';

/**
 * True for requests that may see a personalised response: any Authorization header, or a cookie
 * whose name looks like a session, auth or CSRF cookie (the site's own, SESSION_COOKIE, among them;
 * the broad match also keeps a future login cookie out of the shared cache).
 */
export function isPersonalRequest(headers: Headers): boolean {
  return hasPersonalHeaders(headers.get('authorization'), headers.get('cookie'));
}

/** `isPersonalRequest` on raw header values (the cache's fast path reads Node's headers). */
export function hasPersonalHeaders(authorization: string | null | undefined, cookie: string | null | undefined): boolean {
  return authorization != null || (cookie != null && PERSONAL_COOKIE.test(cookie));
}
const PERSONAL_COOKIE = /(?:^|;)\s*[^=;]*(?:sess|sid|auth|token|csrf|user)[^=;]*=/i;

/** True when the Cookie header carries the site's session cookie (the page is rendered signed in). */
export function hasSessionCookie(cookie: string | null | undefined): boolean {
  return cookie != null && cookie.includes(`${SESSION_COOKIE}=`);
}

/**
 * The session token of a Cookie header, or null when there is none or another cookie looks
 * personal too (a page kept for the session may not depend on a cookie it does not know).
 */
export function sessionTokenAlone(cookie: string): string | null {
  const token = parse(cookie, SESSION_COOKIE)[SESSION_COOKIE];
  return token && !hasPersonalHeaders(null, cookie.replace(SESSION_PAIR, '')) ? token : null;
}
const SESSION_PAIR = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=[^;]*`, 'g');
