import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
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

/** The signed-in editor or admin, or the 401/403 response to send instead. */
export async function requireEditor(c: Context, db: Database): Promise<{ user: User } | { status: 401 | 403; body: { error: string } }> {
  const auth = await authenticate(c, db);
  if (auth.status === 'anonymous') return { status: 401, body: notSignedIn };
  if (auth.status === 'invalid') return { status: 401, body: sessionEnded };
  if (!canEditBlog(auth.user)) return { status: 403, body: editorsOnly };
  return { user: auth.user };
}

const secureFor = (c: Context) => !isLocalHost(new URL(c.req.url).hostname);

export function setSessionCookie(c: Context, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: secureFor(c),
    path: '/',
    maxAge: Math.floor(SESSION_LIFETIME_MS / 1000),
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: secureFor(c) });
}
