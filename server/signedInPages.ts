import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';
import type { User } from '~/accounts/user';
import { DEPENDS_ON_HEADER, dependsOnAvailabilityOf } from '~/lib/cacheDependency';
import { pageVariantKey } from '~/lib/pageVariant';
import { sessionTokenAlone } from '~/lib/personalRequest';
import { acceptsGzip, VARY } from './cacheEntry';
import { pageDataFailed } from './pageDataFailed';
import { adoptCspNonce, cspNonce } from './securityHeaders';
import { compileTemplate, fillTemplate, fillTemplateGzip, newMarkers, standInUser, type VisitorTemplate } from './visitorTemplate';

/**
 * Signed-in visitors on the cacheable pages (docs/decisions/0017): the page is rendered once per
 * URL, role, tier, unread messages and content version for a stand-in visitor (server/visitorTemplate.ts), kept, and
 * filled with each visitor's own name on the way out. The session is checked on every request
 * (`sessionUser`, memoised a few seconds); an unknown, ended or disabled session, any other
 * personal header, or a page that cannot be kept is left to the app, rendered for the visitor.
 */

export interface SignedInPagesOptions {
  /** The user of a session token, or null (app/accounts/sessionMemo.server.ts). */
  sessionUser: (token: string) => Promise<User | null>;
  /** Renders the request's page for this user, as the app would, with no cookie of the visitor's. */
  render: (c: Context, user: User) => Promise<Response>;
  /** The user of a token if known without waiting (null: known to be no session), for the fast path. */
  rememberedUser?: (token: string) => User | null | undefined;
}

type Page = NonNullable<Kept['page']>;

/** What a kept page varies by among signed-in visitors: the role (staff links), the tier (member prices) and the unread messages (the header's badge). */
const visitorKind = (user: User) => `${user.role}:${user.tier ?? ''}:${user.unreadMessages ?? ''}`;
const ANSWERED = 'signedInAnswer';

interface Kept {
  version: string;
  /** The page shows free rooms: kept while the nights held stand too (docs/decisions/0023). */
  dependsOnAvailability: boolean;
  expires: number;
  /** null: this URL cannot be kept for signed-in visitors (not a 200 page, say); rendered per visitor. */
  page: {
    template: VisitorTemplate;
    status: number;
    headers: [string, string][];
    nonce: string | undefined;
    /** The complete headers (content length aside) the app's answers left with, by `gzip https`: what the fast path repeats. */
    sent: Map<string, string[]>;
  } | null;
}

/** Headers of the stand-in's answer that are not the visitor's answer's. */
const DROPPED = new Set(['content-length', 'etag', 'cache-control', 'vary', 'content-encoding', 'set-cookie', DEPENDS_ON_HEADER]);

export function createSignedInPages(
  options: SignedInPagesOptions,
  {
    versionNow,
    ttlMs,
    maxBytes,
    now,
  }: {
    /** The version a page is current at, by whether it shows free rooms (the response cache's). */
    versionNow: (dependsOnAvailability: boolean) => string;
    ttlMs: number;
    maxBytes: number;
    now: () => number;
  },
) {
  const isCurrent = (entry: Kept) => entry.version === versionNow(entry.dependsOnAvailability) && entry.expires > now();
  const markers = newMarkers();
  const kept = new Map<string, Kept>();
  const inflight = new Map<string, Promise<Kept>>();
  let bytes = 0;
  const stats = { hits: 0, fastHits: 0, renders: 0 };

  const bytesOf = (k: Kept | undefined) => k?.page?.template.bytes ?? 0;
  const store = (key: string, entry: Kept) => {
    bytes -= bytesOf(kept.get(key));
    kept.delete(key);
    kept.set(key, entry);
    bytes += bytesOf(entry);
    for (const [oldest, old] of kept) {
      if (bytes <= maxBytes) break;
      kept.delete(oldest);
      bytes -= bytesOf(old);
    }
  };

  async function renderKept(c: Context, { role, tier, unreadMessages }: User): Promise<Kept> {
    stats.renders++;
    // Taken before the render: a change during it leaves the page stale.
    const before = { plain: versionNow(false), withAvailability: versionNow(true) };
    const res = await options.render(c, standInUser(markers, role, tier, unreadMessages));
    const dependsOnAvailability = dependsOnAvailabilityOf(res.headers);
    const type = res.headers.get('content-type') ?? '';
    const kind = type.startsWith('text/html') ? 'html' : type.startsWith('text/x-script') ? 'data' : null;
    // A page whose data failed is not kept: the next visitor's request renders again.
    if (pageDataFailed(c)) return { version: before.plain, dependsOnAvailability: false, expires: now(), page: null };
    const keepable = res.status === 200 && kind && !res.headers.has('set-cookie') && !res.headers.has('content-encoding');
    const template = keepable ? compileTemplate(await res.text(), kind, markers) : null;
    const headers: [string, string][] = [];
    res.headers.forEach((value, name) => {
      if (!DROPPED.has(name)) headers.push([name, value]);
    });
    return {
      version: dependsOnAvailability ? before.withAvailability : before.plain,
      dependsOnAvailability,
      expires: now() + ttlMs,
      page: template && { template, status: res.status, headers, nonce: cspNonce(c), sent: new Map() },
    };
  }

  /**
   * Answers a signed-in visitor's GET of a cacheable page from the kept page, filled with their
   * name; false leaves the request to the app (rendered for the visitor, as before).
   */
  async function answer(c: Context): Promise<boolean> {
    const headers = c.req.raw.headers;
    const cookie = headers.get('cookie');
    if (!cookie || headers.has('authorization')) return false;
    const token = sessionTokenAlone(cookie);
    if (!token) return false;
    const user = await options.sessionUser(token);
    if (!user) return false;

    // Per page variant too: the stand-in's render keeps the currency cookie (server/app.ts).
    const key = `${c.req.url}${pageVariantKey(c.req.path, cookie)} ${visitorKind(user)}`;
    let entry = kept.get(key);
    if (!entry || !isCurrent(entry)) {
      let pending = inflight.get(key);
      if (!pending) {
        pending = renderKept(c, user);
        inflight.set(key, pending);
        void pending
          .then((made) => isCurrent(made) && store(key, made))
          .catch(() => {})
          .finally(() => inflight.delete(key));
      }
      entry = await pending.catch(() => undefined);
    } else {
      stats.hits++;
    }
    const page = entry?.page;
    if (!page) return false;
    const zipped = acceptsGzip(headers.get('accept-encoding'));
    const body = zipped ? fillTemplateGzip(page.template, user).gzip : fillTemplate(page.template, user);
    const out = new Headers(page.headers);
    out.set('cache-control', 'private, no-store');
    out.set('vary', VARY);
    out.set('content-length', String(body.byteLength));
    if (zipped) out.set('content-encoding', 'gzip');
    adoptCspNonce(c, page.nonce);
    c.set(ANSWERED as never, { page, zipped } as never);
    c.res = new Response(body as Uint8Array<ArrayBuffer>, { status: page.status, headers: out });
    return true;
  }

  /** After the outer layers: notes the headers an answer left with (the cache's `record`), for the fast path. */
  function noteSent(c: Context): void {
    const made = c.get(ANSWERED as never) as { page: Page; zipped: boolean } | undefined;
    // A layer that encoded the body otherwise (compress(), for a client that takes deflate only) is not repeated.
    if (!made || c.res.headers.get('content-encoding') !== (made.zipped ? 'gzip' : null)) return;
    const sent: string[] = [];
    c.res.headers.forEach((value, name) => {
      if (name !== 'x-request-id' && name !== 'content-length') sent.push(name, value);
    });
    made.page.sent.set(`${made.zipped} ${c.res.headers.has('strict-transport-security')}`, sent);
  }

  /**
   * The fast path, before the web framework (`key`: the cache's, with the page variant): a GET
   * whose session the memo knows, for a kept page the app has answered with before (`noteSent`), gets the filled page with the same headers and
   * a new request id. False leaves the request to the app.
   */
  function fastAnswer(req: IncomingMessage, res: ServerResponse, key: string, https: boolean): boolean {
    const { cookie } = req.headers;
    if (!cookie || !options.rememberedUser || req.headers.authorization !== undefined) return false;
    const token = sessionTokenAlone(cookie);
    const user = token ? options.rememberedUser(token) : null;
    if (!user) return false;
    const entry = kept.get(`${key} ${visitorKind(user)}`);
    const page = entry?.page;
    if (!page || !isCurrent(entry)) return false;
    const zipped = acceptsGzip((req.headers['accept-encoding'] as string | undefined) ?? null);
    const sent = page.sent.get(`${zipped} ${https}`);
    if (!sent) return false;
    const body = zipped ? fillTemplateGzip(page.template, user).gzip : fillTemplate(page.template, user);
    stats.hits++;
    stats.fastHits++;
    res.writeHead(page.status, [...sent, 'content-length', String(body.byteLength), 'x-request-id', randomUUID()]);
    res.end(body);
    return true;
  }

  return { answer, noteSent, fastAnswer, stats: () => ({ ...stats, entries: kept.size, bytes }), clear: () => (kept.clear(), (bytes = 0)) };
}

export type SignedInPages = ReturnType<typeof createSignedInPages>;
