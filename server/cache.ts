import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Context, Env, Hono, MiddlewareHandler } from 'hono';
import type { ContentVersion } from '~/db/contentState.server';
import type { AnsweringListener } from '~/lib/answeringListener.server';
import { DEPENDS_ON_HEADER } from '~/lib/cacheDependency';
import { pageVariantKey } from '~/lib/pageVariant';
import { hasPersonalHeaders, isPersonalRequest } from '~/lib/personalRequest';
import { isCacheablePath, isKeptPerVisitorPath } from '~/routeTable';
import { chooseAnswer, entryOf, VARY, type Entry } from './cacheEntry';
import { createEntryStore } from './cacheStore';
import { pageDataFailed } from './pageDataFailed';
import { adoptCspNonce, cspNonce, servedOverHttps } from './securityHeaders';
import { createPersonalPages, type PersonalPages, type PersonalPagesOptions } from './personalPages';
import { createSignedInPages, type SignedInPages, type SignedInPagesOptions } from './signedInPages';

export { etagMatches, preferredEncoding } from './cacheEntry';

/**
 * Response cache for anonymous visitors: server-rendered pages, their `.data` twins (client-side
 * navigation) and the public API GETs. One entry per URL holds the body, its gzip and brotli forms
 * (each compressed once, when a client first asks for it) and an ETag. An entry is valid while the content version it was
 * rendered at is current (docs/decisions/0004-caching-and-scale.md) and for at most `ttlMs` (pages
 * also show the date). Which paths: app/routeTable.ts. Personal requests (app/lib/personalRequest.ts)
 * are rendered fresh, but for a signed-in visitor's, served from a page kept per URL and role and
 * filled with their name (server/signedInPages.ts, docs/decisions/0017).
 */

/** Upper bound of the bodies held, all encodings together. */
export const CACHE_MAX_BYTES = 48 * 1024 * 1024;
/** Pages show today's date and the upcoming events: an entry lives a minute at most. */
export const CACHE_TTL_MS = 60_000;
/**
 * The cache key of a request: its whole URL, host included, exactly as @hono/node-server builds the
 * app's request URL from Node's request for an ordinary target (server/cache.test.ts pins the
 * shape). Pages print absolute links from the request's origin (unless PUBLIC_ORIGIN is set), so a
 * request with a forged Host header must not fill the entry that every other visitor is served.
 * Both paths add the page variant's suffix (language and display currency: app/lib/pageVariant.ts) to it.
 */
export function requestKey(https: boolean, host: string, target: string): string {
  return `${https ? 'https' : 'http'}://${host}${target}`;
}

export interface ResponseCacheOptions {
  version: ContentVersion;
  /**
   * The nights held (app/db/availabilityState.server.ts): answers that show free rooms are kept at
   * it as well as at the content version (docs/decisions/0023). Without it they are kept at the
   * content version alone, which only suits a cache that sees every write (tests).
   */
  availability?: ContentVersion;
  /** Upper bound of the bodies held, all encodings together. */
  maxBytes?: number;
  ttlMs?: number;
  /** Bodies smaller than this are not compressed. */
  minCompressBytes?: number;
  now?: () => number;
}

export interface ResponseCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  /** Hits answered by `answer`, before the web framework. */
  fastHits: number;
}

const ANSWERED = 'responseCacheAnswer';
interface Answered {
  entry: Entry;
  status: number;
  encoding: string | null;
}

/**
 * Which answer of an entry a request gets: 304 or the entry's own status, the encoding, and whether
 * HSTS is sent; a small number, as the fast path asks it on every hit.
 */
type AnswerKey = number;
const answerKey = (status: number, encoding: string | null, https: boolean): AnswerKey =>
  (status === 304 ? 6 : 0) + (encoding === 'br' ? 4 : encoding === 'gzip' ? 2 : 0) + (https ? 1 : 0);

export type ResponseCache = ReturnType<typeof createResponseCache>;

export function createResponseCache(options: ResponseCacheOptions) {
  const { version, availability, maxBytes = CACHE_MAX_BYTES, ttlMs = CACHE_TTL_MS, minCompressBytes, now = Date.now } = options;
  /** The version an answer is current at: the content's, and for one that shows free rooms the nights held too. */
  const versionNow = (dependsOnAvailability: boolean) => (dependsOnAvailability ? `${version.current()} ${availability?.current() ?? ''}` : version.current());
  const isCurrent = (entry: Entry) => entry.version === versionNow(entry.dependsOnAvailability) && entry.expires > now();
  const entries = createEntryStore(maxBytes);
  const inflight = new Map<string, Promise<Entry | null>>();
  const stats: Omit<ResponseCacheStats, 'entries' | 'bytes'> = { hits: 0, misses: 0, fastHits: 0 };
  let signedIn: SignedInPages | undefined;
  let personal: PersonalPages | undefined;
  /** The response for a request from an entry (held at `key`); `record` later notes the headers it left with. */
  function respond(c: Context, key: string, entry: Entry): Response {
    const requestHeaders = c.req.raw.headers;
    const answer = chooseAnswer(entry, requestHeaders.get('if-none-match'), requestHeaders.get('accept-encoding'));
    entries.grew(key, entry);
    c.set(ANSWERED as never, { entry, status: answer.status, encoding: answer.encoding } satisfies Answered as never);
    return answer.status === 304
      ? new Response(null, { status: 304, headers: entry.notModifiedHeaders })
      : new Response(answer.variant.body as Uint8Array<ArrayBuffer>, { status: entry.status, headers: answer.variant.headers });
  }

  const middleware: MiddlewareHandler = async (c, next) => {
    const method = c.req.method;
    // The request URL is `requestKey` of the Node request (the fast path's key for the same request),
    // with the page variant: one page per language and display currency (app/lib/pageVariant.ts).
    const key = c.req.url + pageVariantKey(c.req.path, c.req.header('cookie'));
    const path = c.req.path;
    if (method !== 'GET') {
      await next();
      if (method === 'HEAD' || method === 'OPTIONS' || c.res.status >= 400) return;
      // This process's own write: invalidate before the database's notification arrives.
      if (isCacheablePath(path)) version.bumpLocal();
      // Any write may book or free rooms: a request, a cancellation, a decline, a deleted account.
      availability?.bumpLocal();
      return;
    }
    if (!isCacheablePath(path)) return personal && isKeptPerVisitorPath(path) ? personal.serve(c, next) : next();
    const headers = c.req.raw.headers;
    if (isPersonalRequest(headers)) {
      // A shared page with a member's own part (/rewards' tier): kept per session, never the role's page.
      if (isKeptPerVisitorPath(path)) await (personal ? personal.serve(c, next) : next());
      else if (signedIn && (await signedIn.answer(c))) return;
      else await next();
      if (!c.res.headers.has('cache-control')) c.res.headers.set('Cache-Control', 'private, no-cache');
      c.res.headers.set('Vary', VARY);
      return;
    }

    let entry = entries.get(key);
    if (entry && !isCurrent(entry)) {
      entries.evict(key);
      entry = undefined;
    }
    if (entry) {
      stats.hits++;
      entries.touch(key, entry);
      adoptCspNonce(c, entry.nonce);
      c.res = respond(c, key, entry);
      return;
    }

    stats.misses++;
    let pending = inflight.get(key);
    if (!pending) {
      // One render per URL and version; concurrent visitors wait for it. The versions are taken
      // before the render: a change during it leaves the entry stale.
      const before = { plain: versionNow(false), withAvailability: versionNow(true) };
      const versionFor = (dependsOnAvailability: boolean) => (dependsOnAvailability ? before.withAvailability : before.plain);
      pending = (async () => {
        await next();
        // A page whose data failed (marked no-store too) waits for a render that has it all.
        if (pageDataFailed(c)) return null;
        return entryOf(c.res, { versionFor, nonce: cspNonce(c), expires: now() + ttlMs, minCompressBytes });
      })();
      inflight.set(key, pending);
      try {
        entry = (await pending) ?? undefined;
      } finally {
        inflight.delete(key);
      }
      if (!entry) return; // not cacheable: c.res is the fresh response
      if (isCurrent(entry)) entries.store(key, entry);
      c.res = respond(c, key, entry);
      return;
    }
    const shared = await pending.catch(() => null);
    if (!shared) return next();
    adoptCspNonce(c, shared.nonce);
    c.res = respond(c, key, shared);
  };

  /**
   * Outermost middleware: notes the headers a cached answer left the app with (after the security
   * headers and the request id were added), so later identical requests can skip the framework.
   */
  const record: MiddlewareHandler = async (c, next) => {
    await next();
    c.res.headers.delete(DEPENDS_ON_HEADER);
    signedIn?.noteSent(c);
    const made = c.get(ANSWERED as never) as Answered | undefined;
    if (!made) return;
    const sent: string[] = [];
    c.res.headers.forEach((value, name) => {
      if (name !== 'x-request-id') sent.push(name, value);
    });
    // The last value is each answer's own request id, written in place by `answer`.
    sent.push('x-request-id', '');
    made.entry.sent.set(answerKey(made.status, made.encoding, c.res.headers.has('strict-transport-security')), sent);
  };

  /**
   * The fast path, before the web framework: answers a GET for a current entry with the bytes and
   * headers the app answered the same request with before (`record`), plus a new request id.
   * Returns false, leaving the request to the app, for anything else.
   */
  function answer(req: IncomingMessage, res: ServerResponse, { trustProxy }: { trustProxy: boolean }): boolean {
    const target = req.url;
    const { host, authorization, cookie } = req.headers;
    if (req.method !== 'GET' || !host || !target || target[0] !== '/' || req.headers['x-request-id'] !== undefined) return false;
    const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
    const key = requestKey(encrypted, host, target) + pageVariantKey(target, cookie);
    if (hasPersonalHeaders(authorization, cookie)) {
      const https = servedOverHttps(encrypted, req.headers['x-forwarded-proto'] as string | undefined, trustProxy);
      return signedIn?.fastAnswer(req, res, key, https) ?? false;
    }
    const entry = entries.get(key);
    if (!entry || !isCurrent(entry)) return false;
    const ifNoneMatch = req.headers['if-none-match'] ?? null;
    const bytesBefore = entry.bytes;
    const chosen = chooseAnswer(entry, ifNoneMatch, (req.headers['accept-encoding'] as string | undefined) ?? null);
    if (entry.bytes !== bytesBefore) entries.grew(key, entry);
    const https = servedOverHttps(encrypted, req.headers['x-forwarded-proto'] as string | undefined, trustProxy);
    const sent = entry.sent.get(answerKey(chosen.status, chosen.encoding, https));
    if (!sent) return false;
    entries.touch(key, entry);
    stats.hits++;
    stats.fastHits++;
    // writeHead copies the list into the response's head at once, so one list serves every answer.
    sent[sent.length - 1] = randomUUID();
    res.writeHead(chosen.status, sent);
    res.end(chosen.status === 304 ? undefined : chosen.variant.body);
    return true;
  }

  return {
    /**
     * Wires the cache into the app around `layers`, the middlewares every answer passes on its way
     * out (request id, security headers, logging, compression): outside them it notes the headers
     * each answer left with (`record`: what the fast path repeats), inside them it serves and stores
     * (`middleware`: the stored body is the app's own, uncompressed; a served one still gets fresh
     * security headers with the stored page's nonce). Their order is the cache's business alone.
     */
    install<E extends Env>(app: Hono<E>, layers: MiddlewareHandler<E>[], visitors: VisitorPagesOptions = {}): void {
      // A quarter of the bound for the signed-in pages (kept per role), another for the guests' own
      // pages (kept per session), beside the anonymous ones.
      if (visitors.signedIn) signedIn = createSignedInPages(visitors.signedIn, { versionNow, ttlMs, maxBytes: maxBytes / 4, now });
      if (visitors.personal) personal = createPersonalPages(visitors.personal, { version, maxBytes: maxBytes / 4, now });
      app.use(record as MiddlewareHandler<E>, ...layers, middleware as MiddlewareHandler<E>);
    },
    /**
     * Node's request listener with the fast path in front: current entries answered before the app.
     * Returns true for an answer sent in full from the cache, false for one the app makes.
     */
    inFrontOf(listener: RequestListener, options: { trustProxy: boolean }): AnsweringListener {
      return (req, res) => {
        if (answer(req, res, options)) return true;
        void listener(req, res);
        return false;
      };
    },
    stats: (): ResponseCacheStats => ({ entries: entries.size(), bytes: entries.bytes(), ...stats }),
    signedInStats: () => signedIn?.stats(),
    personalStats: () => personal?.stats(),
    clear: () => {
      entries.clear();
      signedIn?.clear();
      personal?.clear();
    },
  };
}

/** How the cache serves signed-in visitors: pages kept per role (ADR 0017) and per session (ADR 0022). */
export interface VisitorPagesOptions {
  signedIn?: SignedInPagesOptions;
  personal?: PersonalPagesOptions;
}

/** The app's layers, with the response cache around them when there is one (ResponseCache.install). */
export function installResponseCache<E extends Env>(
  app: Hono<E>,
  cache: ResponseCache | undefined,
  layers: MiddlewareHandler<E>[],
  visitors?: VisitorPagesOptions,
): void {
  if (cache) cache.install(app, layers, visitors);
  else app.use(dropDependsOn as MiddlewareHandler<E>, ...layers);
}

/** Without a cache, the stores' hint (app/lib/cacheDependency.ts) still never leaves the server. */
const dropDependsOn: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.delete(DEPENDS_ON_HEADER);
};
