import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { Gauge } from 'prom-client';
import { dbQueryDuration, metricsRegistry } from '~/lib/metrics.server';

/** Times every query of a PostgreSQL pool: each connection's query, as the pool and transactions both call it. */
export function timePoolQueries(pool: pg.Pool): void {
  pools.add(pool);
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const stop = dbQueryDuration.startTimer({ database: 'postgres' });
      const last = args.length - 1;
      const callback = args[last];
      // pg.Pool#query passes a callback; drizzle's transactions await the promise.
      if (typeof callback === 'function') {
        args[last] = (...results: unknown[]) => {
          stop();
          return (callback as (...r: unknown[]) => unknown)(...results);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise)
        void result.then(
          () => stop(),
          () => stop(),
        );
      return result;
    };
  });
}

/** Times PGlite's queries, those inside transactions too. */
export function timePgliteQueries(client: PGlite): void {
  const timed = <T extends Pick<Transaction, 'query'>>(target: T): T => {
    const query = target.query.bind(target);
    target.query = (async (...args: Parameters<Transaction['query']>) => {
      const stop = dbQueryDuration.startTimer({ database: 'pglite' });
      try {
        return await query(...args);
      } finally {
        stop();
      }
    }) as T['query'];
    return target;
  };
  timed(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) => transaction((tx) => callback(timed(tx)));
}

const pools = new Set<pg.Pool>();

const poolGauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
  (metricsRegistry.getSingleMetric(name) as Gauge | undefined) ??
  new Gauge({
    name,
    help,
    collect() {
      for (const pool of pools) if (pool.ended) pools.delete(pool);
      this.set([...pools].reduce((sum, pool) => sum + read(pool), 0));
    },
  });

poolGauge('aurelia_db_pool_connections', 'Connections the PostgreSQL pool holds open (max 10).', (pool) => pool.totalCount);
poolGauge('aurelia_db_pool_idle_connections', 'Open connections of the pool not running a query.', (pool) => pool.idleCount);
poolGauge('aurelia_db_pool_waiting_requests', 'Queries waiting for a connection of the pool.', (pool) => pool.waitingCount);
