import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get as httpGet, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';

// Stands in for the React Router server build: the home page, a 404 page for any other path, and a
// page whose handler fails.
vi.mock('react-router', async (original) => ({
  ...(await original<typeof import('react-router')>()),
  createRequestHandler: () => async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/failing-page') throw new Error('the secret cause');
    return new Response('<!doctype html><p>page</p>', { status: pathname === '/' ? 200 : 404, headers: { 'content-type': 'text/html' } });
  },
}));
// Every logger writes here: pino stands in.
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
const errorsLogged = () => lines.filter((line) => line.level === 'error' || line.level === 'fatal').map((line) => line.msg);
const { createSiteApp } = await import('./app');
const { keptAssetsInFrontOf } = await import('./staticFiles');

// A client build in miniature: a script chunk with its brotli twin, a font, a picture of the public folder.
const build = mkdtempSync(path.join(tmpdir(), 'static-files-'));
const root = path.join(build, 'client');
mkdirSync(path.join(root, 'assets'), { recursive: true });
mkdirSync(path.join(root, 'images'));
const chunk = `export const a=${JSON.stringify('x'.repeat(600))};`;
writeFileSync(path.join(root, 'assets', 'chunk-abc123.js'), chunk);
writeFileSync(path.join(root, 'assets', 'chunk-abc123.js.br'), brotliCompressSync(chunk));
writeFileSync(path.join(root, 'assets', 'chunk-abc123.js.gz'), gzipSync(chunk));
writeFileSync(path.join(root, 'assets', 'style-abc123.css'), `.a{color:red}${' '.repeat(600)}`);
writeFileSync(path.join(root, 'assets', 'face-abc123.woff2'), Buffer.alloc(64));
writeFileSync(path.join(root, 'assets', 'icon-abc123.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
writeFileSync(path.join(root, 'images', 'hero.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
// The previous release's files the build carries (scripts/carry-assets.mjs): one of its own name, and
// one this build also has, which must not shadow the build's.
const oldChunk = `export const b=${JSON.stringify('y'.repeat(600))};`;
mkdirSync(path.join(build, 'previous-assets'));
writeFileSync(path.join(build, 'previous-assets', 'chunk-old999.js'), oldChunk);
writeFileSync(path.join(build, 'previous-assets', 'chunk-old999.js.br'), brotliCompressSync(oldChunk));
writeFileSync(path.join(build, 'previous-assets', 'chunk-abc123.js'), 'not the build one');
afterAll(() => rmSync(build, { recursive: true, force: true }));

const app = createSiteApp({ db: {}, ping: async () => {} } as unknown as DatabaseHandle, { staticRoot: root });
const get = (target: string, headers: Record<string, string> = {}) => app.request(`http://localhost${target}`, { headers });
/** Headers of a document, which a file has no use for (issue 34: 1 KB of them on a 420-byte chunk). */
const PAGE_ONLY = ['permissions-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'x-request-id', 'x-xss-protection'];

describe('static files carry only the headers that apply to a file', () => {
  it('a script chunk: its type, encoding, Vary, a year of cache and nosniff; no policy of a page', async () => {
    const res = await get('/assets/chunk-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBeNull();
    for (const name of [...PAGE_ONLY, 'last-modified']) expect(res.headers.get(name), name).toBeNull();
    const names = [...res.headers.keys()].sort();
    expect(names).toEqual(['cache-control', 'content-encoding', 'content-length', 'content-type', 'vary', 'x-content-type-options']);
  });

  it('the same chunk without Accept-Encoding: its own bytes, and the same Vary', async () => {
    const res = await get('/assets/chunk-abc123.js');
    expect(await res.text()).toBe(chunk);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('a font has no other form: no Vary', async () => {
    const res = await get('/assets/face-abc123.woff2', { 'accept-encoding': 'br' });
    expect(res.headers.get('content-type')).toBe('font/woff2');
    expect(res.headers.get('vary')).toBeNull();
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('a picture of the public folder, opened on its own, may run nothing', async () => {
    const res = await get('/images/hero.svg');
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    for (const name of PAGE_ONLY) expect(res.headers.get(name), name).toBeNull();
  });

  it('pages keep every security header, and a missing asset is a page (404) with them', async () => {
    for (const target of ['/', '/assets/no-such-chunk.js', '/images/no-such.svg']) {
      const res = await get(target);
      expect(res.headers.get('content-security-policy'), target).toMatch(/script-src 'self' 'nonce-/);
      expect(res.headers.get('x-frame-options'), target).toBe('DENY');
      expect(res.headers.get('permissions-policy'), target).toContain('camera=()');
    }
  });
});

/** Paths under the file folders that name no file (issue 50: each answered 500 through a crash). */
const MISSING = [
  '/assets/nonexistent.js',
  '/assets/..%2f..%2fpackage.json',
  '/assets/%2e%2e/%2e%2e/package.json',
  '/assets/chunk-abc123.js/',
  '/images/hero.svg/',
  '/assets/nonexistent.js.br',
  '/assets/',
  '/images/%E0%A4%A',
];

describe('a path under a file folder that names no file', () => {
  const statusAndHeaderNames = async (target: string) => {
    const res = await get(target);
    return { status: res.status, headers: [...res.headers.keys()].sort() };
  };

  it('answers 404 with the headers of any other 404, and logs no error', async () => {
    lines.length = 0;
    const otherNotFound = await statusAndHeaderNames('/no-such-page');
    expect(otherNotFound.status).toBe(404);
    for (const target of MISSING) expect(await statusAndHeaderNames(target), target).toEqual(otherNotFound);
    expect(errorsLogged()).toEqual([]);
  });

  it('a failure no layer answered goes through the logger at error level, and its answer names no cause', async () => {
    lines.length = 0;
    const res = await get('/failing-page');
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain('secret');
    expect(errorsLogged()).toEqual(['unexpected error']);
  });
});

describe("the build's fingerprinted files are kept in memory and answered before the framework", () => {
  // The same app behind Node's listener, with the kept files in front; `fromApp` counts what passed them.
  const appListener = getRequestListener(app.fetch);
  let fromApp = 0;
  const server = createServer(
    keptAssetsInFrontOf(root, (req, res) => {
      fromApp++;
      void appListener(req, res);
      return false;
    }),
  );
  const origin = new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** Status, headers (Node's own aside) and raw bytes of an answer. */
  const rawGet = async (target: string, headers: Record<string, string> = {}, method = 'GET') => {
    const base = await origin;
    return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      httpGet(`${base}${target}`, { headers, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...own } = res.headers;
          resolve({ status: res.statusCode!, headers: own, body: Buffer.concat(chunks) });
        });
      }).on('error', reject);
    });
  };
  /** The same request answered by the app alone (staticFiles). */
  const appAnswer = async (target: string, headers: Record<string, string>) => {
    const res = await get(target, headers);
    return { status: res.status, headers: Object.fromEntries(res.headers), body: Buffer.from(await res.arrayBuffer()) };
  };

  it("answers every file in every encoding with the app's own status, headers and bytes, without the app", async () => {
    const targets = ['/assets/chunk-abc123.js', '/assets/style-abc123.css', '/assets/face-abc123.woff2', '/assets/icon-abc123.svg'];
    const encodings = ['', 'br', 'gzip', 'gzip, deflate, br', 'gzip;q=1.0', 'identity'];
    fromApp = 0;
    for (const target of targets) {
      for (const encoding of encodings) {
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
        const kept = await rawGet(target, headers);
        expect(kept, `${target} ${encoding}`).toEqual(await appAnswer(target, headers));
      }
    }
    expect(fromApp).toBe(0);
    expect((await rawGet('/assets/chunk-abc123.js', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
  });

  it("answers the previous release's files as its own, and never in place of the build's", async () => {
    fromApp = 0;
    const old = await rawGet('/assets/chunk-old999.js', { 'accept-encoding': 'gzip, br' });
    const own = await rawGet('/assets/chunk-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(old.status).toBe(200);
    expect(old.body).toEqual(brotliCompressSync(oldChunk));
    const { 'content-length': _oldLength, ...oldHeaders } = old.headers;
    const { 'content-length': _ownLength, ...ownHeaders } = own.headers;
    expect(oldHeaders).toEqual(ownHeaders);
    expect(old.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await rawGet('/assets/chunk-old999.js')).body.toString()).toBe(oldChunk);
    expect((await rawGet('/assets/chunk-abc123.js')).body.toString()).toBe(chunk);
    expect(fromApp).toBe(0);
  });

  it('leaves a HEAD, a range, a query and a name not in the build to the app', async () => {
    fromApp = 0;
    expect((await rawGet('/assets/chunk-abc123.js', {}, 'HEAD')).status).toBe(200);
    expect((await rawGet('/assets/chunk-abc123.js', { range: 'bytes=0-9' })).status).toBe(206);
    expect((await rawGet('/assets/chunk-abc123.js?v=1')).status).toBe(200);
    await rawGet('/assets/no-such-chunk.js');
    expect((await rawGet('/assets/chunk-abc123.js.br')).status).toBe(200);
    expect(fromApp).toBe(5);
  });

  it('a name not in the build is the 404 the app gives any other path', async () => {
    for (const target of MISSING) expect((await rawGet(target)).status, target).toBe(404);
  });
});
