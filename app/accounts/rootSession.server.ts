import { parse } from 'hono/utils/cookie';
import type { Database } from '~/db/client.server';
import { logger } from '~/lib/logger.server';
import { hasSessionCookie, SESSION_COOKIE } from '~/lib/personalRequest';
import { findSessionUser } from './sessions.server';
import type { User } from './user';

/** The user of the request's session cookie, for the server-rendered header; null when none. */
export async function userFromRequest(db: Database, request: Request): Promise<User | null> {
  const header = request.headers.get('cookie');
  if (!header || !hasSessionCookie(header)) return null;
  try {
    return await findSessionUser(db, parse(header, SESSION_COOKIE)[SESSION_COOKIE]);
  } catch (err) {
    // The page still renders, signed out, when the session lookup fails.
    logger.error({ err }, 'session lookup for the page failed');
    return null;
  }
}
