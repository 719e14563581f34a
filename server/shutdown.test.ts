import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '~/db/client.server';
import { users } from '~/db/schema';
import { startBuiltSite } from '../scripts/support/builtSite';
import { createGracefulShutdown } from './shutdown';

/**
 * Graceful shutdown (docs/decisions/0026-graceful-shutdown.md), against the built server (`npm run
 * build` first): what a client sees around SIGTERM, and the database the process leaves behind.
 */

const BUILD = new URL('../build/server/index.js', import.meta.url);
const PORT = 4225;
const DATA_DIR = '.tmp/shutdown-test-data';
// Short, but long enough for a busy machine to answer the health check and one request within it.
const DRAIN_MS = 1500;
const ENV = { NODE_ENV: 'production', SHUTDOWN_DRAIN_MS: String(DRAIN_MS), LIMIT_SIGNUPS_PER_ADDRESS: '1000' };

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One HTTP exchange; rejects on a connection error (ECONNRESET, ECONNREFUSED) instead of an answer. */
function send(path: string, { agent, method = 'GET', json }: { agent?: http.Agent; method?: string; json?: unknown } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = json === undefined ? undefined : JSON.stringify(json);
    const req = http.request(
      { host: '127.0.0.1', port: PORT, path, method, agent: agent ?? false, headers: body ? { 'content-type': 'application/json' } : {} },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const exitOf = async (child: ChildProcess) => {
  const started = performance.now();
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, ms: performance.now() - started };
};

describe.skipIf(!existsSync(BUILD))('graceful shutdown of the built server (needs npm run build)', () => {
  let server: ChildProcess | undefined;
  afterAll(() => void server?.kill('SIGKILL'));

  describe('SIGTERM under load', () => {
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const signUps: { username: string; answer: Promise<Answer> }[] = [];
    let pages: Promise<Answer>[] = [];
    let onOpenConnection: Answer;
    let readyDuringDrain: Answer;
    let exit: { code: number | null; ms: number };

    beforeAll(async () => {
      server = await startBuiltSite({ port: PORT, dataDir: DATA_DIR, env: ENV });
      // A keep-alive connection left open and idle, as a load balancer's or a browser's would be.
      expect((await send('/api/health', { agent: keepAlive })).status).toBe(200);

      // Slow requests on new connections (password hashing, writes, uncached renders), sent just before the signal.
      for (let i = 0; i < 6; i++) {
        const username = `drain${i}${Date.now() % 100_000}`;
        signUps.push({
          username,
          answer: send('/api/auth/signup', {
            method: 'POST',
            json: { username, email: `${username}@example.com`, password: 'correct horse battery staple 1' },
          }),
        });
      }
      pages = ['/rooms?sort=name', '/blog?page=1', '/events?x=1', '/contact', '/signin', '/rooms/celtic-fortune-casino-resort?x=2'].map((path) => send(path));
      await sleep(20);
      // Used just now: well within the server's keep-alive timeout when the next request comes.
      expect((await send('/api/health', { agent: keepAlive })).status).toBe(200);
      const exited = exitOf(server);
      server.kill('SIGTERM');
      // Polled as a load balancer's health check would, until the process has taken the signal.
      for (let i = 0; i < 50; i++) {
        readyDuringDrain = await send('/api/ready');
        if (readyDuringDrain.status !== 200) break;
        await sleep(10);
      }
      onOpenConnection = await send('/api/rooms?limit=2', { agent: keepAlive });
      exit = await exited;
      server = undefined;
    }, 180_000);
    afterAll(() => keepAlive.destroy());

    it('answers every request in flight at the signal in full', async () => {
      for (const { answer } of signUps) {
        const { status, body } = await answer;
        expect(status, body).toBe(201);
        expect(JSON.parse(body)).toHaveProperty('token');
      }
      for (const page of pages) {
        const { status, body } = await page;
        expect(status).toBe(200);
        expect(body.trimEnd()).toMatch(/<\/html>$/);
      }
    });

    it('answers a request on an open keep-alive connection after the signal, with Connection: close', () => {
      expect(onOpenConnection.status).toBe(200);
      expect(onOpenConnection.headers.connection).toBe('close');
      expect(JSON.parse(onOpenConnection.body)).toBeTruthy();
    });

    it('reports not ready during the drain, so a load balancer stops sending', () => {
      expect(readyDuringDrain.status).toBe(503);
      expect(readyDuringDrain.headers['retry-after']).toBe('5');
      expect(JSON.parse(readyDuringDrain.body)).toEqual({ error: 'Shutting down' });
    });

    it('exits 0 once drained', () => {
      expect(exit.code).toBe(0);
      expect(exit.ms).toBeGreaterThanOrEqual(DRAIN_MS - 100);
    });

    it('leaves a data folder that opens cleanly, with every account answered 201', async () => {
      const database = await openDatabase({ dataDir: DATA_DIR });
      try {
        const stored = await database.db
          .select({ username: users.username })
          .from(users)
          .where(
            inArray(
              users.username,
              signUps.map(({ username }) => username),
            ),
          );
        expect(stored).toHaveLength(signUps.length);
      } finally {
        await database.close();
      }
    });
  });

  // A client that reuses an idle connection just as the server closes it loses that request
  // (ECONNRESET, seen in the browser suite's API requests): the client must be the one to close.
  it('keeps an idle keep-alive connection open longer than Node did (5 s)', async () => {
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const site = await startBuiltSite({ port: PORT, dataDir: DATA_DIR, keepData: true, env: ENV });
    server = site;
    try {
      expect((await send('/api/health', { agent: keepAlive })).status).toBe(200);
      await sleep(6000);
      // Still in the agent's pool: the server has not closed it.
      expect(Object.values(keepAlive.freeSockets).flat()).toHaveLength(1);
      expect((await send('/api/health', { agent: keepAlive })).status).toBe(200);
    } finally {
      keepAlive.destroy();
      const exited = exitOf(site);
      site.kill('SIGTERM');
      await exited;
      server = undefined;
    }
  }, 60_000);

  it('exits at once on a second signal, even while draining', async () => {
    server = await startBuiltSite({ port: PORT, dataDir: DATA_DIR, keepData: true, env: { ...ENV, SHUTDOWN_DRAIN_MS: '20000' } });
    const exited = exitOf(server);
    server.kill('SIGTERM');
    await sleep(200);
    server.kill('SIGTERM');
    const { code, ms } = await exited;
    server = undefined;
    expect(code).toBe(1);
    expect(ms).toBeLessThan(5000);
  });
});

/** The shutdown's rules on a plain node:http server: answers caught by the signal at each stage. */
describe('answers running at the signal', () => {
  let port = 0;
  let site: http.Server;
  let shutdown: ReturnType<typeof createGracefulShutdown>;
  /** Ends the answers held open by the test, by path. */
  const held = new Map<string, () => void>();

  beforeAll(async () => {
    site = http.createServer();
    site.keepAliveTimeout = 65_000;
    shutdown = createGracefulShutdown(site, { drainMs: 100, timeoutMs: 10_000 });
    site.on(
      'request',
      shutdown.inFrontOf((req, res) => {
        // `/streaming` has sent its headers when the signal comes; `/thinking` has sent nothing yet.
        if (req.url === '/streaming') res.writeHead(200, { 'content-type': 'text/plain' }).write('first part, ');
        held.set(req.url!, () => res.end('done'));
      }),
    );
    site.listen(0, '127.0.0.1');
    await once(site, 'listening');
    port = (site.address() as AddressInfo).port;
  });
  afterAll(() => void site.closeAllConnections());

  it('lets them finish, closes their connections, and stops without waiting for keep-alive to expire', async () => {
    const agent = new http.Agent({ keepAlive: true });
    const get = (path: string) =>
      new Promise<http.IncomingMessage>((resolve, reject) => http.get({ host: '127.0.0.1', port, path, agent }, resolve).on('error', reject));
    const streaming = await get('/streaming');
    const thinking = get('/thinking');
    while (held.size < 2) await sleep(5);

    const started = performance.now();
    const stopped = shutdown.stop();
    await sleep(300); // past the drain: the server no longer listens
    held.get('/thinking')!();
    held.get('/streaming')!();
    streaming.resume();

    expect((await thinking).headers.connection).toBe('close');
    expect(streaming.headers.connection).toBe('keep-alive');
    // Without the connection closed after its answer, the server would wait out the 65 s.
    expect(await stopped).toBe(true);
    expect(performance.now() - started).toBeLessThan(5000);
    agent.destroy();
  });
});
