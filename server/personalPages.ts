import type { Context, Next } from 'hono';
import { gzipSync } from 'node:zlib';
import { hashToken } from '~/accounts/sessions.server';
import type { User } from '~/accounts/user';
import type { ContentVersion } from '~/db/contentState.server';
import { pageVariantKey } from '~/lib/pageVariant';
import { sessionTokenAlone } from '~/lib/personalRequest';
import { utcDay } from '../app/domain/stay';
import { acceptsGzip, VARY } from './cacheEntry';
import { pageDataFailed } from './pageDataFailed';
import { adoptCspNonce, cspNonce } from './securityHeaders';

/**
 * A guest's own pages (/account, /reservations: `keptPerVisitor` in app/routeTable.ts), kept per
 * session (docs/decisions/0022). Every request asks the database for the session and its account's
 * data version (`sessionAccount`: one indexed query, never a memo). A page rendered for this very
 * session at that data version, content version, day and display currency is sent again; anything
 * else is rendered by the app for the visitor, sent as it streams, and kept.
 */

export interface PersonalPagesOptions {
  /** The session's user and the account's data version, from the database; null: no live session. */
  sessionAccount: (token: string) => Promise<{ user: User; dataVersion: number } | null>;
}

/** A kept page is sent again for at most this long (its versions and day still have to match). */
export const PERSONAL_PAGE_TTL_MS = 5 * 60_000;
const GZIP_LEVEL = 6;

interface Kept {
  dataVersion: number;
  contentVersion: string;
  day: string;
  expires: number;
  headers: [string, string][];
  nonce: string | undefined;
  body: Uint8Array;
  /** Made by the first request that takes gzip. */
  gzip: Uint8Array | null;
}

/** Only what the app itself said: the security headers and the request id are added on the way out. */
const KEPT_HEADERS = new Set(['content-type', 'cache-control', 'x-robots-tag', 'link']);

export function createPersonalPages(
  options: PersonalPagesOptions,
  { version, ttlMs = PERSONAL_PAGE_TTL_MS, maxBytes, now }: { version: ContentVersion; ttlMs?: number; maxBytes: number; now: () => number },
) {
  const kept = new Map<string, Kept>();
  let bytes = 0;
  const stats = { hits: 0, renders: 0 };

  const sizeOf = (page: Kept | undefined) => (page ? page.body.byteLength + (page.gzip?.byteLength ?? 0) : 0);
  const forget = (key: string) => {
    bytes -= sizeOf(kept.get(key));
    kept.delete(key);
  };
  const store = (key: string, page: Kept) => {
    forget(key);
    kept.set(key, page);
    bytes += sizeOf(page);
    // Map order is insertion order, and hits re-insert: the first keys are the least recently used.
    for (const oldest of kept.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  };

  /** The page kept for this request, or undefined when there is none current. */
  function current(key: string, dataVersion: number): Kept | undefined {
    const page = kept.get(key);
    if (!page) return undefined;
    const at = now();
    if (page.dataVersion === dataVersion && page.contentVersion === version.current() && page.day === utcDay(new Date(at)) && page.expires > at) return page;
    forget(key);
    return undefined;
  }

  function send(c: Context, key: string, page: Kept): void {
    stats.hits++;
    kept.delete(key);
    kept.set(key, page);
    const zipped = acceptsGzip(c.req.header('accept-encoding') ?? null);
    if (zipped && !page.gzip) {
      page.gzip = gzipSync(page.body, { level: GZIP_LEVEL });
      bytes += page.gzip.byteLength;
    }
    const body = zipped ? page.gzip! : page.body;
    const headers = new Headers(page.headers);
    headers.set('vary', VARY);
    headers.set('content-length', String(body.byteLength));
    if (zipped) headers.set('content-encoding', 'gzip');
    adoptCspNonce(c, page.nonce);
    c.res = new Response(body as Uint8Array<ArrayBuffer>, { status: 200, headers });
  }

  /** Keeps the app's answer once it has streamed to the visitor, if it is a page that may be kept. */
  function keep(c: Context, key: string, versions: Pick<Kept, 'dataVersion' | 'contentVersion' | 'day'>): void {
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    const page = type.startsWith('text/html') || type.startsWith('text/x-script');
    if (res.status !== 200 || !page || !res.body || res.headers.has('set-cookie') || res.headers.has('content-encoding') || pageDataFailed(c)) return;
    const [toVisitor, toKeep] = res.body.tee();
    c.res = new Response(toVisitor, res);
    const headers: [string, string][] = [];
    res.headers.forEach((value, name) => {
      if (KEPT_HEADERS.has(name)) headers.push([name, value]);
    });
    const nonce = cspNonce(c);
    void new Response(toKeep)
      .arrayBuffer()
      .then((body) => {
        // A content change while it rendered: the page may show either side of it, so it is not kept.
        if (version.current() !== versions.contentVersion) return;
        store(key, { ...versions, expires: now() + ttlMs, headers, nonce, body: new Uint8Array(body), gzip: null });
      })
      .catch(() => {});
  }

  /** The middleware for a GET of a kept-per-visitor path: answers from the kept page or renders and keeps. */
  async function serve(c: Context, next: Next): Promise<void> {
    const cookie = c.req.header('cookie');
    const token = cookie && !c.req.header('authorization') ? sessionTokenAlone(cookie) : null;
    const account = token ? await options.sessionAccount(token) : null;
    if (!token || !account) return next();
    // The session, not the user: a page names the device it was asked from ("This device"). And the
    // header's count of unread messages: the concierge team's counts every guest's, which no account's
    // data version follows.
    const key = `${hashToken(token)} ${c.req.url}${pageVariantKey(c.req.path, cookie)} ${account.user.unreadMessages ?? ''}`;
    const page = current(key, account.dataVersion);
    if (page) return send(c, key, page);
    // Read before the render: a change during it leaves the page under the older version.
    const versions = { dataVersion: account.dataVersion, contentVersion: version.current(), day: utcDay(new Date(now())) };
    stats.renders++;
    await next();
    if (c.res.status === 200) c.res.headers.set('vary', VARY);
    keep(c, key, versions);
  }

  return { serve, stats: () => ({ ...stats, entries: kept.size, bytes }), clear: () => (kept.clear(), (bytes = 0)) };
}

export type PersonalPages = ReturnType<typeof createPersonalPages>;
