import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import { logger } from '~/lib/logger.server';
import { SESSION_COOKIE } from '~/lib/personalRequest';
import { DEFAULT_BODY_KB, maxApiBodyKbFor, takesMultipart } from '~/routeTable';
import { DEFAULT_LIMITS, type Limits } from './limits.server';
import type { MailSettings } from '~/mail/mailer.server';

export interface SecurityOptions {
  /** Limits of the abuse counters. */
  limits: Limits;
  /**
   * How many reverse proxies in front of the server append to X-Forwarded-For (TRUST_PROXY);
   * 0: the header is ignored and the socket's address is the client's.
   */
  trustProxy: number;
  /**
   * APP_SECRET: the key that signs links the site mails out (unsubscribe). Unset: one generated on
   * first use and kept in the database (app/db/appSecrets.server.ts).
   */
  appSecret?: string;
  /**
   * SECOND_FACTOR_KEY: the key that encrypts the authenticator apps' secrets (AES-256-GCM). Unset: one
   * generated on first use and kept in the database (app/db/appSecrets.server.ts), like APP_SECRET's.
   */
  secondFactorKey?: string;
  /** STEP_UP_WINDOW_S: how long a proof of the owner (sign-in, code, password) lets sensitive actions through; 600 s by default. */
  stepUpWindowSeconds?: number;
  /** The passkeys' relying party (id and origin), from PUBLIC_ORIGIN or http://localhost:PORT; localhost:3000 when absent (docs/decisions/0054). */
  webauthn?: { rpId: string; origin: string };
  /**
   * How the security notices of the accounts leave (new device, password changed...: docs/decisions/0056);
   * the server's MailSettings, set by createSiteApp. The outbox only when absent (tests).
   */
  mail?: MailSettings;
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

const MULTIPART = /^multipart\/form-data\s*;/i;

/** Bodies of state-changing requests must be JSON (or multipart on an upload's path): anything else is 415, before any parsing. */
export const requireJsonBodies: MiddlewareHandler = async (c, next) => {
  if (!UNSAFE_METHODS.has(c.req.method)) return next();
  const contentType = c.req.header('content-type');
  if (MULTIPART.test(contentType ?? '') && takesMultipart(c.req.path.replace(/^\/api(?=\/|$)/, ''))) return next();
  const length = c.req.header('content-length');
  const hasBody = (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
  if ((hasBody || contentType) && !/^application\/([a-z0-9.+-]*\+)?json\s*(;|$)/i.test(contentType ?? '')) {
    return c.json({ error: 'Send the request body as JSON (Content-Type: application/json)' }, 415);
  }
  return next();
};

/**
 * CSRF, by the fetch-metadata model (as Go's http.CrossOriginProtection): whether a request comes
 * from another site's page. `Sec-Fetch-Site` decides when present: only `same-origin` and `none`
 * (typed in or bookmarked by the user) are this site's own. Otherwise an `Origin` naming another
 * host, or the opaque `null`, is cross-origin. A request with neither header is not from a browser
 * (every browser sends one of them on a cross-origin POST), so it cannot be a forged one: curl,
 * scripts and apps with a cookie jar get through.
 */
export function isCrossOriginRequest(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  return hasForeignOrigin(request);
}

/**
 * The API's CSRF rule: a state-changing request that only the session cookie authenticates is
 * refused (403) when it is cross-origin (`isCrossOriginRequest`). Bearer-token requests are not
 * affected (a browser never adds the Authorization header by itself), nor are requests without
 * the session cookie (nothing to forge; their JSON body needs a CORS preflight we never allow).
 */
export const rejectCrossSiteCookieRequests: MiddlewareHandler = async (c, next) => {
  if (!UNSAFE_METHODS.has(c.req.method) || c.req.header('authorization') || !getCookie(c, SESSION_COOKIE)) return next();
  if (isCrossOriginRequest(c.req.raw)) {
    return c.json({ error: 'This request must come from the site itself. Reload the page and try again.' }, 403);
  }
  return next();
};

/**
 * Pages whose POST is authorised by a signature in their own URL, not by who sends it: the
 * newsletter's one-click unsubscribe (RFC 8058). Mail providers usually POST it from their servers
 * (no Origin, no Sec-Fetch-Site: passed anyway), but a webmail may send it from its own page, which
 * is cross-site by nature. A forged POST would need the signed link, and then it could as well be
 * the reader's (docs/decisions/0015).
 */
const SIGNED_LINK_PAGES = new Set(['/unsubscribe']);

/**
 * Whether the request carries an `Origin` that is not this host's: another host or port, the opaque
 * `null`, or something that is no URL. React Router refuses such a form post itself (a 400 whose
 * reason it hands to handleError as a failure), whatever Sec-Fetch-Site says; no browser sends
 * `Sec-Fetch-Site: same-origin` beside another site's Origin, so it is a client's mistake or a probe.
 */
export function hasForeignOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  try {
    return new URL(origin).host !== new URL(request.url).host;
  } catch {
    return true; // 'null' and anything that is not an origin
  }
}

/**
 * The pages' CSRF rule: a form posted to a page (a React Router action) from another site's page is
 * refused with a plain 403 before it reaches the action, whether or not a session cookie came
 * with it (a forged sign-in is an attack too). Same rule as the API's: `isCrossOriginRequest`, and
 * an Origin that contradicts the host is refused here too, before React Router would (issue 34): the
 * client's doing, so a warning, never an error-level "page error" (docs/decisions/0028).
 */
export const rejectCrossSitePagePosts: MiddlewareHandler = async (c, next) => {
  if (!UNSAFE_METHODS.has(c.req.method) || SIGNED_LINK_PAGES.has(c.req.path)) return next();
  if (!isCrossOriginRequest(c.req.raw) && !hasForeignOrigin(c.req.raw)) return next();
  logger.warn(
    {
      requestId: c.req.header('x-request-id') ?? null,
      method: c.req.method,
      path: c.req.path,
      origin: c.req.header('origin') ?? null,
      fetchSite: c.req.header('sec-fetch-site') ?? null,
    },
    'page form refused: not sent from the site itself',
  );
  return c.text('Forbidden: this form must be sent from the site itself. Go back, reload the page and try again.', 403);
};
