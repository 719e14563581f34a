import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { serialize } from 'hono/utils/cookie';
import type { Database } from '~/db/client.server';
import { SESSION_COOKIE } from '~/lib/personalRequest';
import { findSessionUser, isLocalHost, SESSION_LIFETIME_MS } from './sessions.server';
import { secondFactorMessages } from './secondFactorMessages';
import { refusedForSecondFactor, type User } from './user';

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

type Required = { user: User } | { status: 401; body: { error: string } };

/** The signed-in account, or the 401 response to send instead. */
export async function requireSignedIn(c: Context, db: Database): Promise<Required> {
  const auth = await authenticate(c, db);
  if (auth.status === 'anonymous') return { status: 401, body: notSignedIn };
  if (auth.status === 'invalid') return { status: 401, body: sessionEnded };
  return { user: auth.user };
}

/**
 * API middleware: lets through a signed-in account (401 otherwise) that `allowed` accepts (403 with
 * `refusal` otherwise, or with why a staff role does not act yet: no second factor, ADR 0055), and
 * keeps it for the handler (`signedInAccount`).
 */
export function signedInOnly(db: Database, allowed?: { check: (user: User) => boolean; refusal: string }): MiddlewareHandler {
  return async (c, next) => {
    const result = await requireSignedIn(c, db);
    if ('status' in result) return c.json(result.body, result.status);
    if (allowed && !allowed.check(result.user)) {
      const refusal = refusedForSecondFactor(result.user, allowed.check) ? staffSecondFactorRefusal(result.user) : allowed.refusal;
      return c.json({ error: refusal }, 403);
    }
    c.set('account' as never, result.user as never);
    return next();
  };
}

/** Why a staff role does not act yet: no second factor on record, or none proved in this session. */
const staffSecondFactorRefusal = (user: User) =>
  user.needsSecondFactor === 'prove' ? secondFactorMessages.staffMustProveSecondFactor : secondFactorMessages.staffNeedsSecondFactor;

/** The account `signedInOnly` let through. */
export const signedInAccount = (c: Context) => c.get('account' as never) as User;

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
