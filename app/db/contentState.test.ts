import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.server';
import { watchContentVersion } from './contentState.server';
import { createTestDatabase } from './testDatabase.server';

/** A database whose `listen` hands its callback to the test, and whose reads fail on demand. */
function fakeDatabase() {
  const state = { failing: false, notify: (_payload: string | null) => {} };
  const database = {
    db: {
      execute: async () => {
        if (state.failing) throw new Error('Connection terminated unexpectedly');
        return { rows: [{ version: 7, hotel_count: 3 }] };
      },
    },
    listen: async (_channel: string, onNotify: (payload: string | null) => void) => void (state.notify = onNotify),
  } as unknown as Pick<DatabaseHandle, 'db' | 'listen'>;
  return { state, database };
}

describe('the content version', () => {
  it('counts a reconnect of the LISTEN connection as a change, even when the version cannot be read at that moment', async () => {
    const { state, database } = fakeDatabase();
    const version = await watchContentVersion(database);
    const before = version.current();
    state.failing = true;
    state.notify(null);
    expect(version.current()).not.toBe(before);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'PostgreSQL: reconnects LISTEN after the database refused connections for a while; the gap and later edits of another process show within 5 s',
    async () => {
      const database = await createTestDatabase({ seed: false });
      const name = new URL(database.url!).pathname.slice(1);
      const otherProcess = await openDatabase({ databaseUrl: database.url });
      const editorDuringGap = new pg.Client({ connectionString: database.url });
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await Promise.all([editorDuringGap.connect(), admin.connect()]);
      const listeners = async () =>
        Number((await admin.query(`select count(*) from pg_stat_activity where datname = $1 and query ilike 'listen %'`, [name])).rows[0].count);
      try {
        const version = await watchContentVersion(database);
        expect(await listeners()).toBe(1);
        const before = version.current();
        // The database goes away for this process: no new connections, its LISTEN connection cut.
        await admin.query(`alter database ${name} allow_connections false`);
        await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'listen %'`, [name]);
        // Meanwhile another process edits (its NOTIFY reaches nobody), and the reconnects fail a few times.
        await editorDuringGap.query('update hotels set name = name where false');
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await admin.query(`alter database ${name} allow_connections true`);
        const back = Date.now();

        await expect.poll(() => version.current(), { timeout: 5_000, interval: 50 }).not.toBe(before);
        await expect.poll(listeners, { timeout: 5_000, interval: 100 }).toBe(1);
        const afterGap = version.current();
        await otherProcess.db.execute(sql`update hotels set name = name where false`);
        await expect.poll(() => version.current(), { timeout: 5_000, interval: 20 }).not.toBe(afterGap);
        expect(Date.now() - back).toBeLessThan(5_000);
      } finally {
        await admin.query(`alter database ${name} allow_connections true`);
        await Promise.all([editorDuringGap.end(), otherProcess.close()]);
        await admin.end();
        await database.close();
      }
    },
  );
});
