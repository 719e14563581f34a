import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { serialize } from 'hono/utils/cookie';
import type { Database } from '~/db/client.server';
import { SESSION_COOKIE } from '~/lib/personalRequest';
import { findSessionUser, isLocalHost, SESSION_LIFETIME_MS } from './sessions.server';
import { canEditBlog, type User } from './user';

/** The session token a request presents: the bearer token first, else the session cookie. */
export function presentedToken(c: Context): { token: string | null; via: 'bearer' | 'cookie' | null } {
  const authorization = c.req.header('authorization');
  if (authorization !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    return { token: match?.[1] ?? null, via: 'bearer' };
  }
  const cookie = getCookie(c, SESSION_COOKIE);
  return cookie ? { token: cookie, via: 'cookie' } : { token: null, via: null };
}

export type Authentication =
  | { status: 'signed-in'; user: User; token: string }
  | { status: 'anonymous' }
  /** A token was presented but is unknown, revoked, expired or malformed. */
  | { status: 'invalid' };

export async function authenticate(c: Context, db: Database): Promise<Authentication> {
  const { token, via } = presentedToken(c);
  if (!via) return { status: 'anonymous' };
  const user = await findSessionUser(db, token);
  if (!user || !token) {
    if (via === 'cookie') clearSessionCookie(c);
    return { status: 'invalid' };
  }
  return { status: 'signed-in', user, token };
}

export const notSignedIn = { error: 'Please sign in to continue' };
export const sessionEnded = { error: 'Your session has ended. Please sign in again.' };
export const editorsOnly = { error: 'Only editors can change the blog' };

type Required = { user: User } | { status: 401 | 403; body: { error: string } };

/** The signed-in account, or the 401 response to send instead. */
export async function requireSignedIn(c: Context, db: Database): Promise<Required> {
  const auth = await authenticate(c, db);
  if (auth.status === 'anonymous') return { status: 401, body: notSignedIn };
  if (auth.status === 'invalid') return { status: 401, body: sessionEnded };
  return { user: auth.user };
}

/** The signed-in editor or admin, or the 401/403 response to send instead. */
export async function requireEditor(c: Context, db: Database): Promise<{ user: User } | { status: 401 | 403; body: { error: string } }> {
  const auth = await authenticate(c, db);
  if (auth.status === 'anonymous') return { status: 401, body: notSignedIn };
  if (auth.status === 'invalid') return { status: 401, body: sessionEnded };
  if (!canEditBlog(auth.user)) return { status: 403, body: editorsOnly };
  return { user: auth.user };
}

const secureFor = (url: string) => !isLocalHost(new URL(url).hostname);

/** The session cookie's attributes (docs/decisions/0005-sessions-and-passwords.md), for a request to `url`. */
const sessionCookieOptions = (url: string) =>
  ({ httpOnly: true, sameSite: 'Lax', secure: secureFor(url), path: '/', maxAge: Math.floor(SESSION_LIFETIME_MS / 1000) }) as const;

export function setSessionCookie(c: Context, token: string): void {
  setCookie(c, SESSION_COOKIE, token, sessionCookieOptions(c.req.url));
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: secureFor(c.req.url) });
}

/** The same cookie as a Set-Cookie value, for the pages' form actions (no Hono context there). */
export function sessionCookieHeader(requestUrl: string, token: string): string {
  return serialize(SESSION_COOKIE, token, sessionCookieOptions(requestUrl));
}

/** A Set-Cookie value that removes the session cookie (the pages' sign-out). */
export function clearedSessionCookieHeader(requestUrl: string): string {
  return serialize(SESSION_COOKIE, '', { ...sessionCookieOptions(requestUrl), maxAge: 0 });
}
