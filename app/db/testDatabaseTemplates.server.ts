import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from './client.server';
import { seedDemoContent } from './seed/seed.server';
import { withAdminClient } from './adminClient.server';
import type { TestDatabaseTemplates } from './testDatabase.server';

const PGLITE_FOLDER = path.resolve('.tmp/test-database-templates');

/**
 * Vitest's global setup: migrates (and seeds) one database of each kind once per run, which every
 * test file's database then copies (createTestDatabase). PGlite: its data folder as a tar file;
 * PostgreSQL (DATABASE_URL): template databases, dropped at the end.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  const templates = serverUrl ? await postgresTemplates(serverUrl) : await pgliteTemplates();
  project.provide('testDatabaseTemplates', templates);
  return async () => {
    if (serverUrl) for (const name of [templates.bare, templates.seeded]) await dropDatabase(serverUrl, name);
    else await rm(PGLITE_FOLDER, { recursive: true, force: true });
  };
}

async function pgliteTemplates(): Promise<TestDatabaseTemplates> {
  await mkdir(PGLITE_FOLDER, { recursive: true });
  const handle = await openDatabase({});
  try {
    const bare = path.join(PGLITE_FOLDER, `bare-${process.pid}.tar`);
    const seeded = path.join(PGLITE_FOLDER, `seeded-${process.pid}.tar`);
    await writeFile(bare, Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()));
    await seedDemoContent(handle.db);
    await writeFile(seeded, Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()));
    return { kind: 'pglite-files', bare, seeded };
  } finally {
    await handle.close();
  }
}

async function postgresTemplates(serverUrl: string): Promise<TestDatabaseTemplates> {
  const prefix = `template_${process.pid}_${Date.now().toString(36)}`;
  const templates: TestDatabaseTemplates = { kind: 'postgres-databases', bare: `${prefix}_bare`, seeded: `${prefix}_seeded` };
  for (const [name, seed] of [
    [templates.bare, false],
    [templates.seeded, true],
  ] as const) {
    await withAdminClient(serverUrl, (c) => c.query(`create database ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
    const handle = await openDatabase({ databaseUrl: url.toString() });
    try {
      if (seed) await seedDemoContent(handle.db);
    } finally {
      await handle.close();
    }
  }
  return templates;
}

const dropDatabase = (serverUrl: string, name: string) =>
  withAdminClient(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {});
