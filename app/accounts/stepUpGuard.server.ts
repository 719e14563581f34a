import type { Context, MiddlewareHandler } from 'hono';
import type { Database } from '~/db/client.server';
import { defaultSecurity, type SecurityOptions } from '~/api/security.server';
import { presentedToken } from './auth.server';
import { secondFactorMessages } from './secondFactorMessages';
import { hasFreshProof } from './stepUp.server';

/** The API's answer to a sensitive action without a fresh proof (docs/decisions/0053): 401 `{error, stepUp: true}`. */
export async function stepUpRefusal(c: Context, db: Database, security: SecurityOptions = defaultSecurity) {
  if (await hasFreshProof({ db, security }, presentedToken(c).token)) return null;
  return c.json({ error: secondFactorMessages.stepUp, stepUp: true as const }, 401);
}

/** Middleware for a sensitive route, after the one that signs the caller in: lets a session with a fresh proof through. */
export function freshProofOnly(db: Database, security?: SecurityOptions): MiddlewareHandler {
  return async (c, next) => (await stepUpRefusal(c, db, security)) ?? next();
}
