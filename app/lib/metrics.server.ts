import { Counter, Histogram, register } from 'prom-client';

/**
 * The site's own Prometheus metrics, counted where things happen (docs/decisions/0027-metrics.md).
 * One registry per process (prom-client's default); the server exposes it only on METRICS_PORT or
 * behind METRICS_TOKEN (server/metrics.ts). Labels take values from fixed sets only.
 */
export const metricsRegistry = register;

/** Created once per process even when a test imports this module from several bundles. */
function once<T>(name: string, make: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? make();
}

export const dbQueryDuration = once(
  'aurelia_db_query_duration_seconds',
  () =>
    new Histogram({
      name: 'aurelia_db_query_duration_seconds',
      help: 'Time of each database query, from sending it to its result.',
      labelNames: ['database'] as const,
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    }),
);

export const mailsTotal = once(
  'aurelia_mails_total',
  () =>
    new Counter({
      name: 'aurelia_mails_total',
      help: 'Mails by kind and outcome: stored in the outbox, sent (the SMTP server took it) or failed.',
      labelNames: ['kind', 'outcome'] as const,
    }),
);

export const reservationsTotal = once(
  'aurelia_reservations_total',
  () =>
    new Counter({
      name: 'aurelia_reservations_total',
      help: 'Reservation requests made by guests (the rooms held), and the concierge’s answers.',
      labelNames: ['event'] as const,
    }),
);

export const signInFailuresTotal = once(
  'aurelia_sign_in_failures_total',
  () => new Counter({ name: 'aurelia_sign_in_failures_total', help: 'Sign-ins refused for a wrong email or password.' }),
);

export const rateLimitRefusalsTotal = once(
  'aurelia_rate_limit_refusals_total',
  () =>
    new Counter({
      name: 'aurelia_rate_limit_refusals_total',
      help: 'Requests refused by an abuse limit (docs/decisions/0006), by rule.',
      labelNames: ['rule'] as const,
    }),
);
