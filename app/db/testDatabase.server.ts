import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { withAdminClient } from './adminClient.server';
import { openDatabase, type DatabaseHandle } from './client.server';
import { seedDemoContent } from './seed/seed.server';

/**
 * Where a test file's database starts from, prepared once per run by testDatabaseTemplates.server.ts
 * (vitest.config.ts's global setup): PGlite data folders as tar files, or PostgreSQL template databases.
 */
export interface TestDatabaseTemplates {
  kind: 'pglite-files' | 'postgres-databases';
  bare: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplates?: TestDatabaseTemplates;
  }
}

/**
 * A database of a test file's own, migrated and seeded with the demo content: PGlite in memory by
 * default; with DATABASE_URL, a new database on that PostgreSQL server (its address in `url`),
 * dropped again at close(). Both start from a copy of the run's template when there is one:
 * migrating and seeding took 4-12 s of each file's time on two cores (2026-11-27).
 */
export async function createTestDatabase({ seed = true } = {}): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  const templates = inject('testDatabaseTemplates');
  const template = templates && (seed ? templates.seeded : templates.bare);
  let handle: DatabaseHandle;
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (serverUrl) {
    const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const copyOf = templates?.kind === 'postgres-databases' ? ` template ${template}` : '';
    await withAdminClient(serverUrl, (c) => c.query(`create database ${name}${copyOf}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    handle = await openDatabase({ databaseUrl });
    dropDatabase = () => withAdminClient(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {});
    if (seed && !copyOf) await seedDemoContent(handle.db);
  } else {
    const copyOf = templates?.kind === 'pglite-files' ? new Blob([await readFile(template!)]) : undefined;
    handle = await openDatabase({ loadDataDir: copyOf });
    if (seed && !copyOf) await seedDemoContent(handle.db);
  }
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
