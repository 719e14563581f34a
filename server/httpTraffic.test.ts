import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { DURATION_BUCKETS, HttpTraffic } from './httpTraffic';

// The same answers counted by prom-client's own histogram and counter, and by HttpTraffic (the
// histogram in the registry, the counter filled from it when scraped): Prometheus must read the
// same text from both.
const answers: Array<[method: string, route: string, status: string, seconds: number]> = [
  ['GET', '/rooms', '200', 0.0004],
  ['GET', '/rooms', '200', 0.001],
  ['GET', '/rooms', '304', 0.0031],
  ['GET', '/rooms/:slug', '200', 0.2],
  ['GET', '/rooms/:slug', 'aborted', 7],
  ['POST', '/api/reservations', '201', 0.042],
  ['GET', '/rooms', '200', 5],
];

describe('the HTTP metrics counted on the request’s path', () => {
  it('print as prom-client’s histogram and counter print the same answers', async () => {
    const theirs = new Registry();
    const histogram = new Histogram({
      name: 'aurelia_http_request_duration_seconds',
      help: new HttpTraffic().help,
      labelNames: ['method', 'route'],
      buckets: [...DURATION_BUCKETS],
      registers: [theirs],
    });
    const counter = new Counter({ name: 'aurelia_http_requests_total', help: 'h', labelNames: ['method', 'route', 'status'], registers: [theirs] });
    for (const [method, route, status, seconds] of answers) {
      histogram.observe({ method, route }, seconds);
      counter.inc({ method, route, status });
    }

    const ours = new Registry();
    const traffic = new HttpTraffic();
    ours.registerMetric(traffic as unknown as Histogram);
    new Counter({
      name: 'aurelia_http_requests_total',
      help: 'h',
      labelNames: ['method', 'route', 'status'],
      registers: [ours],
      collect() {
        this.reset();
        for (const { count, ...labels } of traffic.answers()) this.inc(labels, count);
      },
    });
    for (const [method, route, status, seconds] of answers) traffic.record(method, route, status, seconds);

    const printed = await ours.metrics();
    expect(printed).toBe(await theirs.metrics());
    expect(printed).toContain('aurelia_http_request_duration_seconds_bucket{le="0.001",method="GET",route="/rooms"} 2');
    expect(printed).toContain('aurelia_http_requests_total{method="GET",route="/rooms",status="200"} 3');
    expect(printed).toContain('aurelia_http_request_duration_seconds_count{method="GET",route="/rooms/:slug"} 2');
  });

  it('starts again from nothing when the registry resets it', async () => {
    const traffic = new HttpTraffic();
    traffic.record('GET', '/', '200', 0.01);
    traffic.reset();
    expect([...traffic.answers()]).toEqual([]);
    expect(traffic.get().values).toEqual([]);
  });
});
