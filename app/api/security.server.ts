import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '~/lib/personalRequest';
import { DEFAULT_BODY_KB, maxApiBodyKbFor } from '~/routeTable';
import { DEFAULT_LIMITS, type Limits } from './limits.server';

export interface SecurityOptions {
  /** Limits of the abuse counters. */
  limits: Limits;
  /**
   * How many reverse proxies in front of the server append to X-Forwarded-For (TRUST_PROXY);
   * 0: the header is ignored and the socket's address is the client's.
   */
  trustProxy: number;
}

export const defaultSecurity: SecurityOptions = { limits: DEFAULT_LIMITS, trustProxy: 0 };

/**
 * The client's address: the socket's peer, or, behind `trustProxy` trusted proxies, the entry of
 * X-Forwarded-For that the outermost trusted proxy wrote (entries to its left are the client's word).
 */
export function clientAddress(c: Context, trustProxy: number): string {
  if (trustProxy > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (forwarded.length > 0) return forwarded[Math.max(0, forwarded.length - trustProxy)]!;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // not on a Node socket (app.request in tests)
  }
}

const KB = 1024;

/** 413 beyond the path's limit (app/routeTable.ts: 100 KB, blog writes 1 MB). */
export const limitBodySize: MiddlewareHandler = (c, next) => {
  // The same rule whether the API is mounted at /api (the site) or alone (the API tests).
  const maxKb = c.req.method === 'GET' ? DEFAULT_BODY_KB : maxApiBodyKbFor(c.req.path.replace(/^\/api(?=\/|$)/, ''));
  const readable = maxKb >= KB ? `${maxKb / KB} MB` : `${maxKb} KB`;
  return bodyLimit({
    maxSize: maxKb * KB,
    onError: (ctx) => ctx.json({ error: `The request body is too large (at most ${readable})` }, 413),
  })(c, next);
};

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Bodies of state-changing requests must be JSON: anything else is 415, before any parsing. */
export const requireJsonBodies: MiddlewareHandler = async (c, next) => {
  if (!UNSAFE_METHODS.has(c.req.method)) return next();
  const contentType = c.req.header('content-type');
  const length = c.req.header('content-length');
  const hasBody = (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
  if ((hasBody || contentType) && !/^application\/([a-z0-9.+-]*\+)?json\s*(;|$)/i.test(contentType ?? '')) {
    return c.json({ error: 'Send the request body as JSON (Content-Type: application/json)' }, 415);
  }
  return next();
};

/**
 * CSRF: a state-changing request that only the session cookie authenticates must come from this
 * site's own pages. Sec-Fetch-Site must say same-origin when present, otherwise Origin must name
 * this host; a request with neither is refused. Bearer-token requests are not affected (a
 * browser never adds the Authorization header by itself).
 */
export const rejectCrossSiteCookieRequests: MiddlewareHandler = async (c, next) => {
  if (!UNSAFE_METHODS.has(c.req.method) || c.req.header('authorization') || !getCookie(c, SESSION_COOKIE)) return next();
  if (!isSameOriginRequest(c)) {
    return c.json({ error: 'This request must come from the site itself. Reload the page and try again.' }, 403);
  }
  return next();
};

function isSameOriginRequest(c: Context): boolean {
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite) return fetchSite === 'same-origin';
  const origin = c.req.header('origin');
  if (!origin || origin === 'null') return false;
  try {
    return new URL(origin).host === new URL(c.req.url).host;
  } catch {
    return false;
  }
}
