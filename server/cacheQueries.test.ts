import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createResponseCache } from './cache';
import { QUERY_SHARE } from './cacheStore';

/** The response cache's bound on entries with a query string (searches; server/cacheStore.ts). */
describe('response cache and query strings', () => {
  const body = 'x'.repeat(1000);
  function setup() {
    const cache = createResponseCache({ version: { current: () => 'v1', bumpLocal: () => {} }, maxBytes: 16_000, minCompressBytes: 1e9 });
    const app = new Hono();
    let renders = 0;
    cache.install(app, []);
    app.get('/rooms', (c) => {
      renders++;
      return c.html(body);
    });
    return { cache, app, renders: () => renders };
  }

  it('keeps one entry per query string, the query being part of the key', async () => {
    const { app, renders } = setup();
    await app.request('/rooms?country=Italy');
    await app.request('/rooms?country=Italy');
    await app.request('/rooms?country=Spain');
    expect(renders()).toBe(2);
  });

  it('lets a flood of distinct queries evict only other queries, within a share of the bound', async () => {
    const { cache, app, renders } = setup();
    await app.request('/rooms');
    for (let i = 0; i < 100; i++) await app.request(`/rooms?q=${i}`);
    const { bytes, entries } = cache.stats();
    expect(entries).toBeLessThanOrEqual(1 + (16_000 * QUERY_SHARE) / 1000);
    expect(bytes).toBeLessThanOrEqual(16_000);
    const before = renders();
    await app.request('/rooms');
    expect(renders()).toBe(before); // the plain page is still served from memory
    await app.request('/rooms?q=99');
    expect(renders()).toBe(before); // the latest queries are too
  });
});

/** Encodings made when first asked for (server/cacheEntry.ts, docs/decisions/0041). */
describe('response cache and compression', () => {
  const body = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `hotel ${i}` })));
  function setup() {
    const cache = createResponseCache({ version: { current: () => 'v1', bumpLocal: () => {} } });
    const app = new Hono();
    cache.install(app, []);
    app.get('/api/rooms', (c) => c.json(JSON.parse(body)));
    return { cache, app };
  }

  it('stores an answer uncompressed and compresses each encoding once, when a client first asks for it', async () => {
    const { cache, app } = setup();
    const plain = await app.request('/api/rooms');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(cache.stats().bytes).toBe(body.length);
    const gzip = await app.request('/api/rooms', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const gzipBytes = Number(gzip.headers.get('content-length'));
    expect(cache.stats().bytes).toBe(body.length + gzipBytes);
    await app.request('/api/rooms', { headers: { 'accept-encoding': 'gzip' } });
    expect(cache.stats().bytes).toBe(body.length + gzipBytes); // made once
    const br = await app.request('/api/rooms', { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(cache.stats().bytes).toBe(body.length + gzipBytes + Number(br.headers.get('content-length')));
    expect(gzip.headers.get('etag')).toBe(plain.headers.get('etag'));
    expect(br.headers.get('etag')).toBe(plain.headers.get('etag'));
    cache.clear();
    expect(cache.stats().bytes).toBe(0);
  });
});

/** Which entries leave first when the bound is reached (server/cacheStore.ts). */
describe('response cache eviction', () => {
  const body = 'x'.repeat(1000);
  function setup() {
    const cache = createResponseCache({ version: { current: () => 'v1', bumpLocal: () => {} }, maxBytes: 16_000, minCompressBytes: 1e9 });
    const app = new Hono();
    const renders = new Map<string, number>();
    cache.install(app, []);
    app.get('/rooms/:slug', (c) => {
      renders.set(c.req.path, (renders.get(c.req.path) ?? 0) + 1);
      return c.html(body);
    });
    return { app, renders: (path: string) => renders.get(path) ?? 0 };
  }

  it('evicts the least recently used: a page served again outlives those stored after it and not served since', async () => {
    const { app, renders } = setup();
    for (let n = 0; n < 16; n++) await app.request(`/rooms/hotel-${n}`); // the bound: sixteen pages
    await app.request('/rooms/hotel-0'); // served again: now the most recently used
    await app.request('/rooms/hotel-16'); // one more page evicts one
    await app.request('/rooms/hotel-0');
    expect(renders('/rooms/hotel-0')).toBe(1); // still held
    await app.request('/rooms/hotel-1');
    expect(renders('/rooms/hotel-1')).toBe(2); // the least recently used left
  });

  it('keeps the order of use among pages served since the last store, as far as eviction can tell', async () => {
    const { app, renders } = setup();
    for (let n = 0; n < 16; n++) await app.request(`/rooms/hotel-${n}`);
    for (const n of [3, 5, 3]) await app.request(`/rooms/hotel-${n}`);
    for (let n = 16; n < 30; n++) await app.request(`/rooms/hotel-${n}`); // fourteen new pages evict fourteen
    await app.request('/rooms/hotel-3');
    await app.request('/rooms/hotel-5');
    expect([renders('/rooms/hotel-3'), renders('/rooms/hotel-5')]).toEqual([1, 1]);
  });
});
