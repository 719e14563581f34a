import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from './api';
import type { DatabaseHandle } from '~/db/client.server';
import { countHotels, watchContentVersion } from '~/db/contentState.server';
import { hotels, reviews } from '~/db/schema';
import { demoHotels } from '~/db/seed/demo-content';
import { createTestDatabase } from '~/db/testDatabase.server';
import type { Hotel } from '~/hotels/hotel';
import { isPersonalRequest } from '~/lib/personalRequest';
import { isCacheablePath } from '~/routeTable';
import { createResponseCache, etagMatches, preferredEncoding, requestKey } from './cache';
import { DATA_POLICY, securityHeaders } from './securityHeaders';

let database: DatabaseHandle;
let app: Hono;
let cache: ReturnType<typeof createResponseCache>;
let renders = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  cache = createResponseCache({ version: await watchContentVersion(database) });
  app = new Hono();
  cache.install(app, []);
  app.use('/api/*', async (_c, next) => {
    renders++;
    await next();
  });
  app.route('/api', createApi({ db: database.db, ping: database.ping }));
  app.get('/account', (c) => c.text('private'));
  // Pages print absolute URLs from the request's origin (canonical link, Open Graph).
  app.get('/legal', (c) => c.text(`<link rel="canonical" href="${new URL(c.req.url).origin}/legal">`));
});
afterAll(() => database?.close());

const slug = demoHotels[0]!.slug;
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('response cache', () => {
  it('renders an anonymous GET once, then answers from memory with the same bytes', async () => {
    const before = renders;
    const first = await get(`/api/rooms/by-slug/${slug}`);
    const second = await get(`/api/rooms/by-slug/${slug}`);
    expect(first.status).toBe(200);
    expect(await second.text()).toBe(await first.text());
    expect(renders - before).toBe(1);
    expect(second.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    expect(second.headers.get('vary')).toMatch(/Accept-Encoding/);
  });

  it('keeps a page per host: a forged Host header cannot plant its links in what others are served', async () => {
    const forged = await app.request('http://evil.example/legal');
    expect(await forged.text()).toContain('http://evil.example/legal');
    const visitor = await app.request('http://localhost/legal');
    expect(await visitor.text()).toContain('http://localhost/legal');
    expect(await (await app.request('http://localhost/legal')).text()).not.toContain('evil.example');
  });

  it('answers If-None-Match with 304 and no body', async () => {
    const etag = (await get('/api/rooms')).headers.get('etag')!;
    const res = await get('/api/rooms', { 'If-None-Match': etag });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
    expect(res.headers.get('etag')).toBe(etag);
    expect((await get('/api/rooms', { 'If-None-Match': '"other"' })).status).toBe(200);
  });

  it('sends brotli or gzip, compressed when stored, by Accept-Encoding', async () => {
    const plain = await (await get('/api/rooms')).text();
    const br = await get('/api/rooms', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
    const gzip = await get('/api/rooms', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain);
    expect(Number(gzip.headers.get('content-length'))).toBeLessThan(plain.length);
    expect((await get('/api/rooms', { 'Accept-Encoding': 'br;q=0, identity' })).headers.get('content-encoding')).toBeNull();
  });

  it('shows a new review at once: a write to the database drops the cached responses', async () => {
    const url = `/api/rooms/by-slug/${slug}`;
    const before = (await (await get(url)).json()) as Hotel;
    const [hotel] = await database.db.select({ id: hotels.id }).from(hotels).where(eq(hotels.slug, slug));
    await database.db.insert(reviews).values({ hotelId: hotel!.id, rating: 5, comment: 'Cache test review', createdAt: new Date() });
    // PGlite delivers the notification with the insert; PostgreSQL a moment later.
    await vi.waitFor(async () => {
      const after = (await (await get(url)).json()) as Hotel;
      expect(after.reviewCount).toBe(before.reviewCount + 1);
      // The newest after the reviews from verified stays, which come first (issue 49).
      expect(after.reviews.find((r) => !r.verified)!.comment).toBe('Cache test review');
    });
  });

  it('renders requests of signed-in visitors fresh and marks them private', async () => {
    await get('/api/rooms');
    const before = renders;
    const res = await get('/api/rooms', { Authorization: 'Bearer abc' });
    await get('/api/rooms', { Cookie: 'theme=dark; session=xyz' });
    expect(renders - before).toBe(2);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('does not cache paths outside its list, errors, or health', async () => {
    const before = renders;
    await get('/api/rooms/by-slug/no-such-hotel');
    await get('/api/rooms/by-slug/no-such-hotel');
    await get('/api/health');
    await get('/api/health');
    expect(renders - before).toBe(4);
    expect((await get('/account')).headers.get('etag')).toBeNull();
  });
});

describe('hotel counter', () => {
  it('counts hotels as they are added and removed, for X-Total-Count', async () => {
    const start = await countHotels(database.db);
    expect(start).toBe(demoHotels.length);
    const [row] = await database.db.select().from(hotels).limit(1);
    const { id: _id, slug: _slug, ...rest } = row!;
    await database.db.insert(hotels).values([
      { ...rest, slug: 'counter-test-1' },
      { ...rest, slug: 'counter-test-2' },
    ]);
    expect(await countHotels(database.db)).toBe(start + 2);
    await database.db.delete(hotels).where(sql`${hotels.slug} like 'counter-test-%'`);
    expect(await countHotels(database.db)).toBe(start);
  });
});

describe('rules', () => {
  it('treats Authorization and session-like cookies as signed in', () => {
    expect(isPersonalRequest(new Headers())).toBe(false);
    expect(isPersonalRequest(new Headers({ cookie: 'consent=true; theme=dark' }))).toBe(false);
    expect(isPersonalRequest(new Headers({ authorization: 'Bearer x' }))).toBe(true);
    for (const cookie of ['session=1', 'a=b; aurelia_session=1', '__Host-sid=1', 'auth_token=1', 'csrf=1']) {
      expect(isPersonalRequest(new Headers({ cookie })), cookie).toBe(true);
    }
  });

  it('caches the content pages and public API reads only', () => {
    for (const path of ['/', '/_.data', '/rooms', '/rooms.data', '/rooms/a-b', '/rooms/a-b.data', '/blog/x', '/api/rooms', '/api/blog/x']) {
      expect(isCacheablePath(path), path).toBe(true);
    }
    for (const path of ['/signin', '/contact', '/account', '/api/auth/me', '/api/health', '/rooms/a/b']) {
      expect(isCacheablePath(path), path).toBe(false);
    }
  });

  it('matches ETags and picks encodings', () => {
    expect(etagMatches('"a", W/"b"', '"b"')).toBe(true);
    expect(etagMatches('*', '"b"')).toBe(true);
    expect(etagMatches('"c"', '"b"')).toBe(false);
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
  });
});

describe('fast path (answers before the framework)', () => {
  let server: Server;
  let base: string;
  let fastCache: ReturnType<typeof createResponseCache>;

  beforeAll(async () => {
    fastCache = createResponseCache({ version: await watchContentVersion(database) });
    const site = new Hono();
    fastCache.install(site, [requestId(), securityHeaders({ trustProxy: true })]);
    site.route('/api', createApi({ db: database.db, ping: database.ping }));
    server = createServer(fastCache.inFrontOf(getRequestListener(site.fetch), { trustProxy: true }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const headersOf = (res: Response) =>
    Object.fromEntries([...res.headers].filter(([name]) => !['x-request-id', 'date', 'keep-alive', 'connection'].includes(name)));

  it('repeats the bytes and every header the app answered with, with a new request id', async () => {
    const url = `${base}/api/rooms/by-slug/${slug}`;
    const init = { headers: { 'accept-encoding': 'gzip' } };
    const viaApp = await fetch(url, init); // rendered, stored, and its headers noted on the way out
    const before = fastCache.stats().fastHits;
    const fast = await fetch(url, init);
    expect(fastCache.stats().fastHits).toBe(before + 1);
    expect(fast.status).toBe(200);
    expect(headersOf(fast)).toEqual(headersOf(viaApp));
    expect(fast.headers.get('content-security-policy')).toBe(DATA_POLICY);
    expect(fast.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/);
    expect(fast.headers.get('x-request-id')).not.toBe(viaApp.headers.get('x-request-id'));
    expect(await fast.text()).toBe(await viaApp.text());
  });

  it('answers a matching ETag with 304, and each encoding and HSTS variant only once the app has sent it', async () => {
    const url = `${base}/api/rooms`;
    const etag = (await fetch(url)).headers.get('etag')!;
    await fetch(url, { headers: { 'if-none-match': etag } });
    const before = fastCache.stats().fastHits;
    const notModified = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    expect(fastCache.stats().fastHits).toBe(before + 1);
    // Behind a trusted TLS proxy the app adds HSTS: a different answer, not yet seen, goes to the app.
    const https = await fetch(url, { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toContain('max-age=');
    expect(fastCache.stats().fastHits).toBe(before + 1);
    const again = await fetch(url, { headers: { 'x-forwarded-proto': 'https' } });
    expect(again.headers.get('strict-transport-security')).toContain('max-age=');
    expect(fastCache.stats().fastHits).toBe(before + 2);
  });

  it('leaves signed-in requests and content changes to the app', async () => {
    const url = `${base}/api/rooms/by-slug/${slug}`;
    await fetch(url);
    await fetch(url);
    const before = fastCache.stats().fastHits;
    await fetch(url, { headers: { authorization: 'Bearer not-a-token' } });
    await fetch(url, { headers: { cookie: 'aurelia_session=x' } });
    expect(fastCache.stats().fastHits).toBe(before);
    const [hotel] = await database.db.select().from(hotels).where(eq(hotels.slug, slug));
    await database.db
      .update(hotels)
      .set({ name: `${hotel!.name} (renamed)` })
      .where(eq(hotels.slug, slug));
    try {
      // PGlite delivers the change notification with the update; PostgreSQL a moment later.
      await vi.waitFor(async () => expect(((await (await fetch(url)).json()) as Hotel).name).toBe(`${hotel!.name} (renamed)`));
    } finally {
      await database.db.update(hotels).set({ name: hotel!.name }).where(eq(hotels.slug, slug));
    }
  });
});

describe('the fast path key', () => {
  // The fast path finds an entry by rebuilding, from Node's request, the URL that @hono/node-server
  // gives the app (the middleware's key). If a new version built it differently, hits would fall
  // through to the app unnoticed: this pins the shape for the targets a visitor sends.
  it('is the request URL the app sees, for ordinary targets and hosts', async () => {
    const echo = new Hono();
    echo.all('*', (c) => c.text(c.req.url));
    const server = createServer(getRequestListener(echo.fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const seen = (target: string, host: string) =>
      new Promise<string>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path: target, headers: { host } }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk));
          res.on('end', () => resolve(body));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      const targets = ['/', '/rooms?page=2', '/rooms/alpine-gold-casino-lodge', '/blog/a%20b?x=1&y=%2F', '/api/rooms/by-slug/caf%C3%A9', '/_.data'];
      for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, 'www.example.com']) {
        for (const target of targets) expect(await seen(target, host), `${host}${target}`).toBe(requestKey(false, host, target));
      }
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
