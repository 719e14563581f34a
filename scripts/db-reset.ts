// npm run db:reset: starts over. Deletes every table of the database (DATABASE_URL, or the PGlite
// folder DATA_DIR), then migrates and seeds the demo content again.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../app/db/client.server';
import { LOCK_FILE } from '../app/db/dataFolderLock.server';
import { seedDemoContent } from '../app/db/seed/seed.server';
import { lockScriptDataFolder } from './support/scriptDatabase';
import { readConfig } from '../server/config';

const config = readConfig(process.env);
if (config.databaseUrl) {
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  await client.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;');
  await client.end();
}
// PGlite: the folder is emptied only once this process holds it (never under a running site).
const dataFolderLock = config.databaseUrl ? undefined : await lockScriptDataFolder(config.dataDir);
if (dataFolderLock) {
  for (const entry of await readdir(config.dataDir)) {
    if (entry !== LOCK_FILE) await rm(path.join(config.dataDir, entry), { recursive: true, force: true });
  }
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, dataFolderLock });
await seedDemoContent(database.db);
await database.close();
console.log('The database was reset and the demo content seeded.');
