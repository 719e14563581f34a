import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltSite } from '../scripts/support/builtSite';
import { routeLabeller } from './metrics';

describe('the route label: a pattern from a fixed list, never the URL', () => {
  const routeOf = routeLabeller(['/api/rooms', '/api/rooms/:slug', '/api/rooms/:slug/reviews', '/api/*']);
  it.each([
    ['/', '/'],
    ['/_.data', '/'],
    ['/rooms/celtic-fortune-casino-resort', '/rooms/:slug'],
    ['/rooms/celtic-fortune-casino-resort.data', '/rooms/:slug'],
    ['/studio/new', '/studio/new'],
    ['/studio/8c6f0a0e-1', '/studio/:id'],
    ['/api/rooms/x/reviews', '/api/rooms/:slug/reviews'],
    ['/api/no/such/thing', '/api/*'],
    ['/assets/entry-abc123.js', '/assets/*'],
    ['/wp-login.php', 'other'],
  ])('%s is counted as %s', (path, label) => {
    expect(routeOf(path)).toBe(label);
  });
});

const BUILD = new URL('../build/server/index.js', import.meta.url);
const PORT = 4229;
const METRICS_PORT = 4223;
const TOKEN = 'a-scrape-token-of-some-length-0123';
const base = `http://127.0.0.1:${PORT}`;

/** A sample's value in Prometheus' text format (0 when absent), e.g. sample(text, 'x_total{a="b"}'). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe.skipIf(!existsSync(BUILD))('metrics of the built server (needs npm run build)', () => {
  let server: ChildProcess;
  let before: string;
  let after: string;
  const scrape = async () => (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  beforeAll(async () => {
    server = await startBuiltSite({
      port: PORT,
      dataDir: '.tmp/metrics-test-data',
      env: { NODE_ENV: 'production', METRICS_PORT: String(METRICS_PORT), METRICS_TOKEN: TOKEN, LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '1' },
    });
    before = await scrape();
    for (let i = 0; i < 2; i++) await (await fetch(`${base}/rooms/celtic-fortune-casino-resort`)).text();
    // Two wrong passwords for one account: a failure, then the limit's refusal.
    for (let i = 0; i < 2; i++) await post('/api/auth/login', { email: 'nobody@example.com', password: 'not the password' });
    const { token } = (await (
      await post('/api/auth/signup', { username: 'metrics', email: 'metrics@example.com', password: 'correct horse battery staple 1' })
    ).json()) as {
      token: string;
    };
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const offers = (await (await fetch(`${base}/api/availability?checkIn=${day(40)}&checkOut=${day(41)}&guests=1&limit=1`)).json()) as {
      roomType: { _id: string };
    }[];
    expect(Array.isArray(offers), JSON.stringify(offers)).toBe(true);
    const offer = offers[0];
    const reserved = await post(
      '/api/reservations',
      { roomTypeId: offer!.roomType._id, checkIn: day(40), checkOut: day(41), guests: 1 },
      { authorization: `Bearer ${token}` },
    );
    expect(reserved.status).toBe(201);
    // A request is counted when its response has finished, which may be just after the client has it.
    const reservationSeries = 'aurelia_http_requests_total{method="POST",route="/api/reservations",status="201"}';
    for (let tries = 0; tries < 50; tries++) {
      after = await scrape();
      if (sample(after, reservationSeries) > sample(before, reservationSeries)) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }, 180_000);
  afterAll(() => void server?.kill('SIGKILL'));

  const moved = (series: string) => sample(after, series) - sample(before, series);

  it('counts requests by route pattern and status, with their latency', () => {
    expect(moved('aurelia_http_requests_total{method="GET",route="/rooms/:slug",status="200"}')).toBe(2);
    expect(moved('aurelia_http_requests_total{method="POST",route="/api/reservations",status="201"}')).toBe(1);
    expect(moved('aurelia_http_request_duration_seconds_count{method="GET",route="/rooms/:slug"}')).toBe(2);
    expect(after).not.toContain('celtic-fortune-casino-resort');
  });

  it('counts the response cache’s hits and misses, the database’s queries and the event loop’s delay', () => {
    expect(moved('aurelia_response_cache_requests_total{store="anonymous",result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(moved('aurelia_response_cache_requests_total{store="anonymous",result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(moved('aurelia_db_query_duration_seconds_count{database="pglite"}')).toBeGreaterThan(5);
    expect(after).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it('counts sign-in failures, limit refusals, reservations and mails', () => {
    expect(moved('aurelia_sign_in_failures_total')).toBe(1);
    expect(moved('aurelia_rate_limit_refusals_total{rule="loginFailuresPerAccount"}')).toBe(1);
    expect(moved('aurelia_reservations_total{event="requested"}')).toBe(1);
    expect(moved('aurelia_mails_total{kind="reservation-requested",outcome="stored"}')).toBe(1);
  });

  it('is not served on the public port without the token', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: TOKEN }] as Record<string, string>[]) {
      const res = await fetch(`${base}/metrics`, { headers });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('aurelia_http_requests_total');
    }
    const scraped = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await scraped.text()).toContain('aurelia_http_requests_total');
  });
});
