import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { gunzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHotels } from '~/db/seed/demo-content';
import { createResponseCache } from './cache';

/**
 * Signed-in visitors on the cacheable pages (docs/decisions/0017), against the built site (the pages
 * need React Router's server build: `npm run build` first; `npm test` builds before these run).
 * The kept page filled with a visitor's name must be byte for byte the page rendered for them.
 */

const BUILD = new URL('../build/server/index.js', import.meta.url);
const PASSWORD = 'correct horse battery staple 1';
/** Every escaping rule at once: HTML, the script's JSON-in-JS string, the line separators. */
const HOSTILE = `</script><b>"'&\u2028\u2029ü𝄞`;

interface Site {
  createSiteApp: (database: unknown, options: Record<string, unknown>) => Hono;
  openSiteDatabase: (config: Record<string, unknown>) => Promise<{ close(): Promise<void> }>;
}

describe.skipIf(!existsSync(BUILD))('signed-in pages from the kept render (needs npm run build)', () => {
  let database: { close(): Promise<void> };
  let cached: Hono;
  let fresh: Hono;
  let cache: ReturnType<typeof createResponseCache>;
  const tokens: Record<string, string> = {};
  const slug = demoHotels[0]!.slug;

  beforeAll(async () => {
    const site = (await import(/* @vite-ignore */ BUILD.href)) as Site;
    database = await site.openSiteDatabase({ seedDemo: true, e2eEditorPassword: PASSWORD });
    cache = createResponseCache({ version: { current: () => 'v1', bumpLocal: () => {} } });
    cached = site.createSiteApp(database, { cache });
    fresh = site.createSiteApp(database, {});
    const signUp = async (username: string, email: string) => {
      const res = await fresh.request('/api/auth/signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, email, password: PASSWORD }),
      });
      expect(res.status, await res.clone().text()).toBe(201);
      return ((await res.json()) as { token: string }).token;
    };
    tokens.hostile = await signUp(HOSTILE, 'hostile@example.com');
    tokens.grace = await signUp('grace', 'grace@example.com');
    const login = await fresh.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'editor@aurelia-resorts.example', password: PASSWORD }),
    });
    tokens.editor = ((await login.json()) as { token: string }).token;
  });
  afterAll(() => database?.close());

  const as = (who: string, extra: Record<string, string> = {}) => ({ headers: { cookie: `aurelia_session=${tokens[who]}`, ...extra } });
  /** The per-response CSP nonce and the hotel page's moment of rendering differ between two renders. */
  const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/(today\\?",\\?")\d{4}-\d\d-\d\dT[\d:.]+Z/g, '$1');

  it.each(['/rooms', `/rooms/${slug}`, '/rooms.data', `/rooms/${slug}.data`, '/booking', '/'])(
    '%s: the kept page filled with a hostile username is the page rendered for that visitor',
    async (path) => {
      await cached.request(path, as('grace')); // kept, for another visitor of the same role
      const filled = await cached.request(path, as('hostile'));
      const rendered = await fresh.request(path, as('hostile'));
      expect(filled.status).toBe(200);
      expect(filled.headers.get('cache-control')).toBe('private, no-store');
      expect(filled.headers.get('content-type')).toBe(rendered.headers.get('content-type'));
      const body = await filled.text();
      expect(withoutNonces(body)).toBe(withoutNonces(await rendered.text()));
      expect(body).not.toMatch(/zvisitor|grace/);
      if (!path.endsWith('.data')) {
        expect(body).toContain('&lt;/script&gt;&lt;b&gt;&quot;&#x27;&amp;');
        expect(body).not.toContain('<b>"');
      }
    },
  );

  it('renders each page once per role, then only fills it', async () => {
    const path = `/rooms/${slug}?guests=2`;
    const before = cache.signedInStats()!.renders;
    for (const who of ['grace', 'hostile', 'grace', 'editor', 'editor']) await cached.request(path, as(who));
    expect(cache.signedInStats()!.renders - before).toBe(2);
  });

  it('shows each visitor only their own name, and the studio door only to staff', async () => {
    for (const path of ['/rooms', `/rooms/${slug}`]) {
      const grace = await (await cached.request(path, as('grace'))).text();
      const editor = await (await cached.request(path, as('editor'))).text();
      const hostile = await (await cached.request(path, as('hostile'))).text();
      expect(grace).toContain('>grace</a>');
      expect(grace).not.toContain('href="/studio"');
      expect(grace).not.toContain('&lt;/script&gt;');
      expect(editor).toContain('href="/studio"');
      expect(editor).not.toMatch(/grace|&lt;\/script&gt;/);
      expect(hostile).not.toMatch(/>grace<|href="\/studio"/);
      if (path !== '/rooms') expect(grace).toContain('You are signed in as <strong>grace</strong>');
    }
  });

  it('sends a gzip spliced from the kept deflate that unzips to the same page', async () => {
    const plain = await (await cached.request('/rooms', as('hostile'))).arrayBuffer();
    const zipped = await cached.request('/rooms', as('hostile', { 'accept-encoding': 'gzip, br' }));
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const unzipped = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString();
    expect(withoutNonces(unzipped)).toBe(withoutNonces(Buffer.from(plain).toString()));
  });

  it('answers an unknown session, and a logged-out one at once, with the anonymous page', async () => {
    const forged = await (await cached.request('/rooms', { headers: { cookie: `aurelia_session=${'x'.repeat(43)}` } })).text();
    expect(forged).toContain('href="/signin"');
    const { token } = (await (
      await fresh.request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'grace@example.com', password: PASSWORD }),
      })
    ).json()) as { token: string };
    tokens.leaving = token;
    expect(await (await cached.request('/rooms', as('leaving'))).text()).toContain('>grace</a>');
    const logout = await cached.request('/api/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(logout.status).toBeLessThan(300);
    const after = await (await cached.request('/rooms', as('leaving'))).text();
    expect(after).not.toContain('grace');
    expect(after).toContain('href="/signin"');
  });

  it('leaves a request with another personal cookie or an Authorization header to the app', async () => {
    const before = cache.signedInStats()!;
    const res = await cached.request('/rooms', { headers: { cookie: `aurelia_session=${tokens.grace}; other_auth=1` } });
    expect(await res.text()).toContain('>grace</a>'); // rendered for the visitor, as before
    expect(cache.signedInStats()!.hits).toBe(before.hits);
  });

  it('answers a remembered session before the framework with the same headers and its own name', async () => {
    const server = createServer(cache.inFrontOf(getRequestListener(cached.fetch), { trustProxy: false }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const headersOf = (res: Response) =>
      Object.fromEntries([...res.headers].filter(([name]) => !['x-request-id', 'date', 'keep-alive', 'connection', 'content-length'].includes(name)));
    try {
      for (const encoding of ['identity', 'gzip']) {
        const path = `${base}/rooms/${slug}`;
        // Through the app: the page is kept, the headers noted, the hostile visitor's session remembered.
        await fetch(path, as('hostile', { 'accept-encoding': encoding }));
        const viaApp = await fetch(path, as('grace', { 'accept-encoding': encoding }));
        const before = cache.signedInStats()!.fastHits;
        const fast = await fetch(path, as('hostile', { 'accept-encoding': encoding }));
        expect(cache.signedInStats()!.fastHits).toBe(before + 1);
        expect(headersOf(fast)).toEqual(headersOf(viaApp));
        expect(fast.headers.get('cache-control')).toBe('private, no-store');
        const body = await fast.text(); // fetch unzips
        expect(withoutNonces(body)).toBe(withoutNonces(await (await fresh.request(path, as('hostile'))).text()));
        expect(body).not.toMatch(/>grace<|zvisitor/);
      }
      // A logout in this process: the next page read asks the database, and is anonymous.
      const logout = await fetch(`${base}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${tokens.hostile}` } });
      expect(logout.status).toBeLessThan(300);
      const before = cache.signedInStats()!.fastHits;
      const after = await (await fetch(`${base}/rooms/${slug}`, as('hostile'))).text();
      expect(cache.signedInStats()!.fastHits).toBe(before);
      expect(after).toContain('href="/signin"');
      expect(after).not.toContain('&lt;/script&gt;');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('keeps a page per display currency: one visitor’s choice never reaches another of the same role (ADR 0019)', async () => {
    // The rendered note: every note's text is also in the page's catalogue, in the root's data (ADR 0030).
    const note = 'data-testid="rates-note">';
    const inDollars = await (await cached.request('/rooms', as('grace', { cookie: `aurelia_session=${tokens.grace}; currency=USD` }))).text();
    expect(inDollars).toContain(`${note}Prices in US dollars are approximate`);
    const own = await (await cached.request('/rooms', as('hostile'))).text();
    expect(own).not.toContain(note);
    expect(own).not.toContain('class="approx-mark"');
    const inPounds = await (await cached.request('/rooms', as('hostile', { cookie: `aurelia_session=${tokens.hostile}; currency=GBP` }))).text();
    expect(inPounds).toContain(`${note}Prices in pounds sterling are approximate`);
  });
});
