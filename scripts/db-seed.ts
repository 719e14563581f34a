// npm run db:seed: migrates the database (DATABASE_URL, or PGlite in DATA_DIR) and adds any demo
// content that is missing (and the sub-scores of demo reviews that have none). Safe to run again.
import { openScriptDatabase } from './support/scriptDatabase';
import { seedDemoContent } from '../app/db/seed/seed.server';
import { readConfig } from '../server/config';

const config = readConfig(process.env);
const database = await openScriptDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await seedDemoContent(database.db);
await database.close();
console.log(`Demo content is in the ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.dataDir})`} database.`);
