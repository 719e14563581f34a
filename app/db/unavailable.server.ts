import { causeChain } from '~/lib/causes';

/**
 * Whether a failed query means the database is out of reach (stopped, restarting, unreachable,
 * closed) rather than that the request or the code is wrong: the answer is then 503 with
 * Retry-After, not 500. Drizzle wraps the driver's error as `cause`, so the whole chain is read.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of causeChain(error)) {
    if (typeof code === 'string' && (UNREACHABLE_CODES.test(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && CONNECTION_LOST.test(message)) return true;
  }
  return false;
}

/**
 * Socket errors on the way to the server, and PostgreSQL's SQLSTATEs for a server shutting down or
 * not yet accepting connections (57P01-57P03; class 08, connection exceptions, is matched apart).
 */
const UNREACHABLE_CODES = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EPIPE|ENOTFOUND|EAI_AGAIN|57P0[123])$/;

/**
 * Errors without a code: node-postgres when the server goes away during a query ("Connection
 * terminated unexpectedly") or a connection cannot be had in time, and PGlite once closed.
 */
const CONNECTION_LOST = /^(Connection terminated\b|timeout exceeded when trying to connect$|PGlite is closed$)/;
