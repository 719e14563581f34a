import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
// Node's global `performance` is an accessor, called on every use; the module's export is a plain binding.
import { performance } from 'node:perf_hooks';
import { collectDefaultMetrics, Counter, Gauge, type Histogram } from 'prom-client';
import type { AnsweringListener } from '~/lib/answeringListener.server';
import { metricsRegistry } from '~/lib/metrics.server';
import { pageRoutes, pathPattern } from '~/routeTable';
import type { ResponseCache } from './cache';
import { HttpTraffic } from './httpTraffic';

/**
 * Prometheus metrics of the HTTP server (docs/decisions/0027-metrics.md): requests by route pattern
 * and status, their latency, the response cache's stores, Node's own (event-loop delay, memory, GC),
 * beside the site's counters (app/lib/metrics.server.ts). Served only on METRICS_PORT or, on the
 * site's port, to a request bearing METRICS_TOKEN.
 */

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route pattern of a URL path, from a fixed list (never the path itself): the API's routes
 * (Hono patterns under /api), the pages of app/routeTable.ts (a page's `.data` twin counts as the
 * page), the built assets; anything else is `other`.
 */
export function routeLabeller(apiPaths: readonly string[]): (path: string) => string {
  const bySpecificity = (patterns: { label: string; path: string }[]) =>
    patterns
      .filter(({ path }) => !path.includes('*'))
      // Static segments before parameters: /studio/new before /studio/:id.
      .sort((a, b) => a.path.split(':').length - b.path.split(':').length)
      .map(({ label, path }) => ({ label, pattern: pathPattern(path, { dataTwin: !label.startsWith('/api') }) }));
  const api = bySpecificity([...new Set(apiPaths)].map((path) => ({ label: path, path: path.slice(1) })));
  const pages = bySpecificity(pageRoutes.map(({ path }) => ({ label: `/${path}`, path })));
  return (path) => {
    if (path === '/api' || path.startsWith('/api/')) return api.find(({ pattern }) => pattern.test(path))?.label ?? '/api/*';
    if (path.startsWith('/assets/')) return '/assets/*';
    return pages.find(({ pattern }) => pattern.test(path))?.label ?? 'other';
  };
}

function metric<T>(name: string, make: () => T): T {
  return (metricsRegistry.getSingleMetric(name) as T | undefined) ?? make();
}

/** The answers' statuses and latency, counted on the request's path (server/httpTraffic.ts). */
const traffic = metric('aurelia_http_request_duration_seconds', () => {
  const made = new HttpTraffic();
  metricsRegistry.registerMetric(made as unknown as Histogram);
  return made;
});

metric(
  'aurelia_http_requests_total',
  () =>
    new Counter({
      name: 'aurelia_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status (status "aborted": the client left first).',
      labelNames: ['method', 'route', 'status'] as const,
      collect() {
        this.reset();
        for (const { count, ...labels } of traffic.answers()) this.inc(labels, count);
      },
    }),
);

let caches: ResponseCache | undefined;

metric(
  'aurelia_response_cache_requests_total',
  () =>
    new Counter({
      name: 'aurelia_response_cache_requests_total',
      help: 'Requests the response cache answered from a kept page (hit) or rendered (miss), by store: anonymous, signed_in (per role), personal (per session).',
      labelNames: ['store', 'result'] as const,
      collect() {
        this.reset();
        if (!caches) return;
        const anonymous = caches.stats();
        const signedIn = caches.signedInStats();
        const personal = caches.personalStats();
        this.inc({ store: 'anonymous', result: 'hit' }, anonymous.hits);
        this.inc({ store: 'anonymous', result: 'miss' }, anonymous.misses);
        if (signedIn) this.inc({ store: 'signed_in', result: 'hit' }, signedIn.hits);
        if (signedIn) this.inc({ store: 'signed_in', result: 'miss' }, signedIn.renders);
        if (personal) this.inc({ store: 'personal', result: 'hit' }, personal.hits);
        if (personal) this.inc({ store: 'personal', result: 'miss' }, personal.renders);
      },
    }),
);

metric(
  'aurelia_response_cache_bytes',
  () =>
    new Gauge({
      name: 'aurelia_response_cache_bytes',
      help: 'Bytes the anonymous store of the response cache holds, all encodings together.',
      collect() {
        this.set(caches?.stats().bytes ?? 0);
      },
    }),
);

if (!metricsRegistry.getSingleMetric('nodejs_eventloop_lag_seconds')) collectDefaultMetrics({ eventLoopMonitoringPrecision: 10 });

const sha256 = (text: string) => createHash('sha256').update(text).digest();

export interface MetricsOptions {
  /** The API's route patterns (Hono's, under /api): the only values of the `route` label there. */
  apiPaths: readonly string[];
  cache?: ResponseCache;
  /** Serves /metrics on the site's port to `Authorization: Bearer <token>`. */
  token?: string;
}

/** Route labels of the paths seen lately: most requests ask for a few paths again and again. */
const REMEMBERED_PATHS = 4096;

export function createMetrics({ apiPaths, cache, token }: MetricsOptions) {
  caches = cache;
  const labelOf = routeLabeller(apiPaths);
  const remembered = new Map<string, string>();
  const routeOf = (path: string) => {
    let route = remembered.get(path);
    if (route === undefined) {
      if (remembered.size >= REMEMBERED_PATHS) remembered.clear();
      remembered.set(path, (route = labelOf(path)));
    }
    return route;
  };
  const expected = token ? sha256(`Bearer ${token}`) : undefined;

  const scrape = async (res: ServerResponse) => {
    const body = await metricsRegistry.metrics();
    res.writeHead(200, { 'content-type': metricsRegistry.contentType, 'cache-control': 'no-store' });
    res.end(body);
  };
  const isScrape = (req: IncomingMessage) => (req.method === 'GET' || req.method === 'HEAD') && req.url?.split('?')[0] === '/metrics';

  return {
    /**
     * Counts every answer of the listener; with a token, answers its scrapes before the site sees
     * them. An answer the listener sent in full before returning (it returns true: the fast paths in
     * front of the app) is counted at once; any other when its response closes.
     */
    inFrontOf(listener: AnsweringListener): RequestListener {
      const count = (req: IncomingMessage, status: string, started: number) => {
        const method = METHODS.has(req.method ?? '') ? req.method! : 'other';
        const url = req.url ?? '/';
        const query = url.indexOf('?');
        const route = routeOf(query < 0 ? url : url.slice(0, query));
        traffic.record(method, route, status, (performance.now() - started) / 1000);
      };
      return (req, res) => {
        if (expected && isScrape(req)) {
          const given = req.headers.authorization;
          if (given !== undefined && timingSafeEqual(sha256(given), expected)) return void scrape(res);
          // Otherwise the site answers (its 404): nothing tells a stranger the endpoint exists.
        }
        const started = performance.now();
        // A listener on every answer's close costs a cached answer about a microsecond of its 36
        // (docs/performance.md): the answers sent at once need none.
        if (listener(req, res)) return count(req, String(res.statusCode), started);
        // A response closes once: `on` spares the wrapper `once` builds and removes on every answer.
        res.on('close', () => count(req, res.writableFinished ? String(res.statusCode) : 'aborted', started));
      };
    },
    /** The listener of METRICS_PORT: /metrics and nothing else. */
    listener: ((req, res) => {
      if (isScrape(req)) return void scrape(res);
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at /metrics\n');
    }) satisfies RequestListener,
  };
}
