import { existsSync } from 'node:fs';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { createTestDatabase } from '~/db/testDatabase.server';

/**
 * A form post whose Origin contradicts the site (issue 34), against the built site (`npm run
 * build` first) and React Router's own check: a 4xx that says why, logged as the client's doing
 * (a warning), never an error-level "page error" (docs/decisions/0028). Every logger of the build
 * writes here: pino stands in.
 */

const lines = vi.hoisted(() => [] as { level: string; msg: string }[]);
vi.mock('pino', () => {
  const logger = (): Record<string, unknown> => {
    const at = (level: string) => (object: unknown, msg?: string) => void lines.push({ level, msg: typeof object === 'string' ? object : (msg ?? '') });
    const self: Record<string, unknown> = {
      level: 'info',
      trace: at('trace'),
      debug: at('debug'),
      info: at('info'),
      warn: at('warn'),
      error: at('error'),
      fatal: at('fatal'),
    };
    self.child = () => self;
    return self;
  };
  return { default: logger, pino: logger };
});

const BUILD = new URL('../build/server/index.js', import.meta.url);

describe.skipIf(!existsSync(BUILD))('a form post whose Origin is not the site (needs npm run build)', () => {
  let database: DatabaseHandle;
  let app: Hono;

  beforeAll(async () => {
    const site = (await import(/* @vite-ignore */ BUILD.href)) as { createSiteApp: (database: unknown, options: Record<string, unknown>) => Hono };
    database = await createTestDatabase();
    app = site.createSiteApp(database, {});
  }, 180_000);
  afterAll(() => database?.close());

  const post = (path: string, headers: Record<string, string>) =>
    app.request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: 'intent=book&date=2031-03-02',
    });

  it.each([
    ['Origin: null beside Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin', origin: 'null' }],
    ['another site’s Origin beside Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin', origin: 'http://evil.example' }],
    ['an Origin that is no URL beside Sec-Fetch-Site: none', { 'sec-fetch-site': 'none', origin: '%%' }],
    ['Origin: null alone', { origin: 'null' }],
  ])('%s: 403 saying why, a warning, no error', async (_what, headers) => {
    for (const path of ['/dining', '/booking', '/dining.data', '/fr/booking']) {
      lines.length = 0;
      const res = await post(path, headers);
      expect({ path, status: res.status, body: await res.text() }).toEqual({
        path,
        status: 403,
        body: 'Forbidden: this form must be sent from the site itself. Go back, reload the page and try again.',
      });
      expect(lines.filter((line) => line.level === 'error' || line.level === 'fatal')).toEqual([]);
      expect(lines.filter((line) => line.level === 'warn').map((line) => line.msg)).toEqual(['page form refused: not sent from the site itself']);
    }
  });

  it('what React Router still refuses itself (this host over https, as behind a proxy that ends TLS) is a 400 and a warning, no error', async () => {
    for (const path of ['/dining', '/dining.data']) {
      lines.length = 0;
      const res = await post(path, { 'sec-fetch-site': 'same-origin', origin: 'https://localhost' });
      expect(res.status).toBe(400);
      expect(lines.filter((line) => line.level === 'error' || line.level === 'fatal')).toEqual([]);
      expect(lines.filter((line) => line.level === 'warn').map((line) => line.msg)).toEqual(['page form refused: its Origin is not the site']);
    }
  });
});
