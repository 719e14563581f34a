// npm run db:seed: migrates the database (DATABASE_URL, or PGlite in DATA_DIR) and adds the demo
// content never seeded into it before (and the sub-scores of demo reviews that have none). Safe to
// run again: what staff deleted stays deleted (docs/decisions/0040-seeding-never-resurrects.md).
import { openScriptDatabase } from './support/scriptDatabase';
import { seedDemoContent } from '../app/db/seed/seed.server';
import { readConfig } from '../server/config';

const config = readConfig(process.env);
const database = await openScriptDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const inserted = await seedDemoContent(database.db);
await database.close();
console.log(`${inserted} new demo rows; demo content is in the ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.dataDir})`} database.`);
