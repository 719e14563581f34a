import { PGlite, parse as pgliteParse, protocol } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { dbQueryDuration } from '~/lib/metrics.server';
import type { Database } from './client.server';

/**
 * One query the database parses once per connection and then binds and runs: a named prepared
 * statement (docs/decisions/0037-prepared-availability-search.md), for a hot query on PGlite (which
 * works in WebAssembly, on the request's thread). `text` uses `$1`, `$2`...
 * for `values`, in order; a `name` always stands for the same `text`.
 *
 * - PGlite: the extended protocol straight, one Parse per database, then Bind/Describe/Execute/Sync
 *   in one message, under the same two locks as PGlite's own `query` (so never inside another
 *   caller's transaction).
 * - PostgreSQL (node-postgres pool): `{ name, text, values }`, which node-postgres prepares once
 *   on each connection of the pool.
 * - Anything else (a drizzle transaction): the same SQL as an ordinary query.
 *
 * What is saved is the parse and analysis of the text on every run and, on PGlite, five of six
 * calls into the database. PostgreSQL still plans each run for its values while the generic plan
 * is estimated dearer (plan_cache_mode auto; a LIMIT given as a parameter is costed as a tenth of
 * the rows). A table changing shape re-plans it by itself.
 */
export async function preparedRows<Row>(db: Database, { name, text, values }: { name: string; text: string; values: unknown[] }): Promise<Row[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) return pgliteRows<Row>(client, name, text, values);
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    const result = await client.query({ name, text, values: values as unknown[] });
    return result.rows as Row[];
  }
  // drizzle's sql with the values bound in order: `$n` becomes the n-th value.
  const parts = text.split(/\$(\d+)/);
  const query = sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`)),
    sql.raw(''),
  );
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/** The statements parsed so far on each PGlite database (a backend of its own each). */
const preparedOn = new WeakMap<PGlite, Set<string>>();

/** Bind, Describe, Execute and Sync in one buffer: one call into PGlite. */
function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

/** PostgreSQL's error for an unknown prepared statement (one dropped by DEALLOCATE or DISCARD). */
const UNDEFINED_PREPARED_STATEMENT = '26000';

async function pgliteRows<Row>(client: PGlite, name: string, text: string, values: unknown[]): Promise<Row[]> {
  const { serialize } = protocol;
  const stop = dbQueryDuration.startTimer({ database: 'pglite' });
  try {
    // The same locks as PGlite's query(): after any transaction in progress, one protocol exchange at a time.
    return await client._runExclusiveTransaction(() =>
      client.runExclusive(async () => {
        let prepared = preparedOn.get(client);
        if (!prepared) preparedOn.set(client, (prepared = new Set()));
        const run = async () => {
          if (!prepared.has(name)) {
            await client.execProtocol(concat([serialize.parse({ name, text }), serialize.sync()]));
            prepared.add(name);
          }
          const params = values.map((value) => (value === null || value === undefined ? null : String(value)));
          const { messages } = await client.execProtocol(
            concat([serialize.bind({ statement: name, values: params }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
          );
          return pgliteParse.parseResults(messages, client.parsers)[0]?.rows as Row[];
        };
        try {
          return await run();
        } catch (error) {
          if ((error as { code?: string }).code !== UNDEFINED_PREPARED_STATEMENT) throw error;
          prepared.delete(name);
          return await run();
        }
      }),
    );
  } finally {
    stop();
  }
}
