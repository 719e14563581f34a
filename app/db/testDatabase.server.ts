import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from './client.server';
import { seedDemoContent } from './seed/seed.server';

/**
 * A database of a test file's own, migrated and seeded with the demo content: PGlite in memory by
 * default; with DATABASE_URL, a new database on that PostgreSQL server (its address in `url`),
 * dropped again at close().
 */
export async function createTestDatabase({ seed = true } = {}): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  let handle: DatabaseHandle;
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (serverUrl) {
    const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withAdminClient(serverUrl, (c) => c.query(`create database ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    handle = await openDatabase({ databaseUrl });
    dropDatabase = () => withAdminClient(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {});
  } else {
    handle = await openDatabase({});
  }
  if (seed) await seedDemoContent(handle.db);
  return {
    ...handle,
    // PostgreSQL only: where a second server process would connect.
    url: databaseUrl,
    close: async () => {
      await handle.close();
      await dropDatabase();
    },
  };
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
