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
