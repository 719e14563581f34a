import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { watchContentVersion } from '~/db/contentState.server';
import { createTestDatabase } from '~/db/testDatabase.server';
import { displayCurrencyOf } from '~/lib/displayCurrency';
import { createResponseCache } from './cache';

/**
 * The anonymous page cache keeps one page per display currency (docs/decisions/0019): a visitor's
 * currency cookie must never decide what another visitor is served.
 */
let database: DatabaseHandle;
let server: Server;
let base: string;
let cache: ReturnType<typeof createResponseCache>;
let renders = 0;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  cache = createResponseCache({ version: await watchContentVersion(database) });
  const site = new Hono();
  cache.install(site, []);
  // A cacheable page that prints the currency the app read from the cookie, as the real pages do.
  site.get('/rooms', (c) => {
    renders++;
    return c.html(`<p>prices in ${displayCurrencyOf(c.req.header('cookie')) ?? 'each hotel’s own currency'}</p>`);
  });
  server = createServer(cache.inFrontOf(getRequestListener(site.fetch), { trustProxy: false }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database?.close();
});

const page = async (cookie?: string) => (await fetch(`${base}/rooms`, { headers: cookie ? { cookie } : {} })).text();

describe('response cache by display currency', () => {
  it('serves each visitor the page of their own currency, and the default to a visitor without a choice', async () => {
    const before = renders;
    // Twice each: the second answers come from memory (the fast path, before the app).
    for (let round = 0; round < 2; round++) {
      expect(await page('currency=USD')).toContain('prices in USD');
      expect(await page('theme=dark; currency=GBP')).toContain('prices in GBP');
      expect(await page()).toContain('each hotel’s own currency');
    }
    expect(renders - before).toBe(3);
    expect(cache.stats().fastHits).toBeGreaterThanOrEqual(3);
  });

  it('treats an unknown or malformed currency as no choice: the default page, no entry of its own', async () => {
    await page();
    const before = renders;
    expect(await page('currency=XXX')).toContain('each hotel’s own currency');
    expect(await page('currency=usd')).toContain('each hotel’s own currency');
    expect(await page('currency=USD%0d%0a')).toContain('each hotel’s own currency');
    expect(renders - before).toBe(0);
  });

  it('says the page varies by cookie, so a shared cache downstream keeps the variants apart', async () => {
    const res = await fetch(`${base}/rooms`, { headers: { cookie: 'currency=CHF' } });
    expect(res.headers.get('vary')).toMatch(/Cookie/);
    expect(await res.text()).toContain('prices in CHF');
  });
});
