import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { logger } from '~/lib/logger.server';
import * as schema from './schema';
import { causeChain } from '~/lib/causes';
import { lockDataFolder, type DataFolderLock } from './dataFolderLock.server';
import { timePgliteQueries, timePoolQueries } from './queryMetrics.server';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` (from any process on this
   * database); resolves once listening. PostgreSQL: a dedicated connection that reconnects, calling
   * `onNotify(null)` after a reconnect (notifications may have been missed meanwhile).
   */
  listen(channel: string, onNotify: (payload: string | null) => void): Promise<void>;
  /** PGlite: the whole data folder as a tar, for `loadDataDir`. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** PGlite's data folder; when absent (and no databaseUrl) the database lives in memory. */
  dataDir?: string;
  /**
   * PGlite's buffer cache (PostgreSQL's shared_buffers, for example '16MB'). PGlite allocates it in
   * the WebAssembly heap and touches all of it at start, so it counts fully towards the process's
   * memory; the data folder's postgresql.conf says 128MB. Default PGLITE_SHARED_BUFFERS.
   */
  sharedBuffers?: string;
  /** PGlite: the data folder's lock when the caller took it already (db:reset, before emptying the folder). */
  dataFolderLock?: DataFolderLock;
  /** PGlite with a dataDir: how often `hotels` is vacuumed. Default PGLITE_VACUUM_INTERVAL_MS. */
  vacuumIntervalMs?: number;
  /**
   * PGlite in memory: start from a copy of this data folder (a tar from `dumpDataDir`) instead of an
   * empty one. The unit tests' databases start from one migrated and seeded at the run's start.
   */
  loadDataDir?: Blob;
}

/**
 * The server's PGlite buffer cache: 16 MB holds the indexes and rows the pages read, and the
 * operating system's page cache holds the rest of the data folder (docs/decisions/0009-memory.md).
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS = '16MB';

// The repository's drizzle/ folder, found upwards from this module wherever it ends up: app/db/
// (tsx, vitest), build/server/ or a shared chunk in build/server/assets/ (the bundle).
const migrationsFolder = findMigrationsFolder();

function findMigrationsFolder(): string {
  for (let dir = new URL('./', import.meta.url); ; dir = new URL('../', dir)) {
    const candidate = new URL('drizzle/', dir);
    if (existsSync(new URL('meta/_journal.json', candidate))) return fileURLToPath(candidate);
    if (dir.pathname === '/') throw new Error(`No drizzle/meta/_journal.json above ${import.meta.url}`);
  }
}

/**
 * PGlite runs PostgreSQL in single-user mode, without autovacuum. The hotel search's counts are
 * index-only scans only over pages the visibility map marks all-visible, and each review's rating
 * update clears its hotel's page (docs/decisions/0021-search-at-scale.md): a server's PGlite
 * database vacuums `hotels` this often (13-40 ms at 100,000 hotels when little changed; the first
 * on a database never vacuumed reads the whole table, about a second at that size).
 */
export const PGLITE_VACUUM_INTERVAL_MS = 10 * 60_000;

/**
 * How soon a lost LISTEN connection is opened again: at once, then each wait doubling up to the cap,
 * so another process's edit shows at most about the cap after the database is back (ADR 0028).
 */
export const LISTEN_RETRY_FIRST_MS = 100;
export const LISTEN_RETRY_MAX_MS = 2_000;

// Any fixed number: serialises migrations when several server processes start against one PostgreSQL.
const MIGRATION_LOCK_KEY = 727_274_001;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    timePoolQueries(pool);
    // An idle connection the server drops (restart, failover, terminated backend) is reported
    // here; without a listener node-postgres throws it as an uncaught exception and the whole
    // process ends. The pool discards that connection and opens a new one on demand.
    pool.on('error', (error) => logger.warn({ err: error }, 'an idle database connection was closed by the server'));
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      client.release();
    }
    const listeners = new Set<pg.Client>();
    let closed = false;
    const listen = async (channel: string, onNotify: (payload: string | null) => void) => {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      /** Opens a connection that LISTENs; when it is lost later (not while opening), `reconnect` runs. */
      const open = async (): Promise<void> => {
        const listener = new pg.Client({ connectionString: options.databaseUrl });
        let listening = false;
        let dropped = false;
        const drop = () => {
          if (dropped) return;
          dropped = true;
          listeners.delete(listener);
          void listener.end().catch(() => {});
          if (listening && !closed) {
            logger.warn({ channel }, 'the LISTEN connection was lost; reconnecting');
            reconnect(LISTEN_RETRY_FIRST_MS);
          }
        };
        listener.on('notification', (message) => onNotify(message.payload ?? null));
        listener.on('error', drop);
        listener.on('end', drop);
        try {
          await listener.connect();
          await listener.query(`listen ${channel}`);
        } catch (error) {
          drop();
          throw error;
        }
        if (closed) return void listener.end().catch(() => {});
        listening = true;
        listeners.add(listener);
      };
      // Until the database is back (a restart, a failover, a terminated backend): retries, each wait
      // doubling up to the cap; then the gap counts as a change, since NOTIFYs sent meanwhile are lost.
      const reconnect = (delayMs: number) => {
        setTimeout(() => {
          if (closed) return;
          open().then(
            () => {
              logger.info({ channel }, 'the LISTEN connection is back');
              onNotify(null);
            },
            (error: unknown) => {
              logger.warn({ channel, err: error }, 'the LISTEN connection could not be opened; retrying');
              reconnect(Math.min(delayMs * 2, LISTEN_RETRY_MAX_MS));
            },
          );
        }, delayMs).unref();
      };
      await open();
    };
    return {
      db: drizzlePg(pool, { schema }),
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      listen,
      close: async () => {
        closed = true;
        await Promise.all([...listeners].map((l) => l.end().catch(() => {})));
        await pool.end();
      },
    };
  }

  const sharedBuffers = options.sharedBuffers ?? DEFAULT_PGLITE_SHARED_BUFFERS;
  if (!/^\d+(?:kB|MB|GB)$/.test(sharedBuffers)) throw new Error(`shared_buffers must look like 16MB, got "${sharedBuffers}"`);
  // Throws DataFolderInUse while another process has the folder open.
  const lock = options.dataDir ? (options.dataFolderLock ?? (await lockDataFolder(options.dataDir))) : undefined;
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
      // The hotel search's trigram index (drizzle/0014_search_indexes.sql).
      extensions: { pg_trgm },
    });
  } catch (error) {
    await lock?.release();
    throw error;
  }
  timePgliteQueries(client);
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close().catch(() => {});
    await lock?.release();
    throw error;
  }
  // A data folder is a server's (or a script's) database; the tests' in-memory ones need no upkeep.
  let vacuuming: Promise<unknown> = Promise.resolve();
  const vacuumTimer = options.dataDir
    ? setInterval(() => {
        vacuuming = client.exec('vacuum hotels').catch((error: unknown) => logger.warn({ err: error }, 'vacuum of hotels failed'));
      }, options.vacuumIntervalMs ?? PGLITE_VACUUM_INTERVAL_MS).unref()
    : undefined;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    // PGlite delivers a committed transaction's notifications before that query's promise resolves.
    listen: async (channel, onNotify) => void (await client.listen(channel, (payload) => onNotify(payload))),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: async () => {
      clearInterval(vacuumTimer);
      await vacuuming;
      await client.close();
      await lock?.release();
    },
  };
}

/** True when a database error is a unique-constraint violation (PostgreSQL code 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return [...causeChain(error)].some((e) => e.code === '23505');
}
