// npm run db:reset: starts over. Deletes every table of the database (DATABASE_URL, or the PGlite
// folder DATA_DIR), then migrates and seeds the demo content again.
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase } from '../app/db/client.server';
import { seedDemoContent } from '../app/db/seed/seed.server';
import { readConfig } from '../server/config';

const config = readConfig(process.env);
if (config.databaseUrl) {
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  await client.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;');
  await client.end();
} else {
  await rm(config.dataDir, { recursive: true, force: true });
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await seedDemoContent(database.db);
await database.close();
console.log('The database was reset and the demo content seeded.');
