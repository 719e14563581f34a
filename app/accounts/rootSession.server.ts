import { redirect } from 'react-router';
import { parse } from 'hono/utils/cookie';
import type { Database } from '~/db/client.server';
import { logger } from '~/lib/logger.server';
import { hasSessionCookie, SESSION_COOKIE } from '~/lib/personalRequest';
import { findSessionUser } from './sessions.server';
import { findSessionUserMemo } from './sessionMemo.server';
import type { User } from './user';
import { pageUrl } from '~/lib/pageUrl';

/**
 * The user of the request's session cookie, for the server-rendered header; null when none. Page
 * reads (GET, HEAD) may use the session memo (a few seconds, docs/decisions/0017); form actions ask
 * the database. `onLookupFailed`: told when the page renders signed out only because the lookup failed.
 */
export async function userFromRequest(db: Database, request: Request, onLookupFailed?: () => void): Promise<User | null> {
  const token = sessionTokenOf(request);
  if (!token) return null;
  try {
    return request.method === 'GET' || request.method === 'HEAD' ? await findSessionUserMemo(db, token) : await findSessionUser(db, token);
  } catch (err) {
    // The page still renders, signed out, when the session lookup fails.
    logger.error({ err }, 'session lookup for the page failed');
    onLookupFailed?.();
    return null;
  }
}

/** The session cookie's token of a page request, or null. */
export function sessionTokenOf(request: Request): string | null {
  const header = request.headers.get('cookie');
  if (!header || !hasSessionCookie(header)) return null;
  return parse(header, SESSION_COOKIE)[SESSION_COOKIE] ?? null;
}

/** A signed-in page's user; a signed-out visitor goes to sign-in and comes back to the same address. */
export async function requireSignedInPage(db: Database, request: Request): Promise<User> {
  const user = await userFromRequest(db, request);
  if (user) return user;
  const url = pageUrl(request);
  throw redirect(`/signin?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`);
}
