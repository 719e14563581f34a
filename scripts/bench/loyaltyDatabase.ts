// npx tsx scripts/bench/loyaltyDatabase.ts sessions 64 | complete
// The Aurelia Circle bench's database side (scripts/bench/loyalty.mjs), run while no server holds
// the database (a PGlite folder has one process): `sessions N` signs N random generated members in
// (db:seed:scale --members) and prints their tokens as JSON; `complete` runs the daily completion
// job (app/loyalty/completion.server.ts) over the stays due today and prints its wall time as JSON.
import { sql } from 'drizzle-orm';
import { createSession } from '../../app/accounts/sessions.server';
import { completeDueStays } from '../../app/loyalty/completion.server';
import { utcDay } from '../../app/domain/stay';
import { readConfig } from '../../server/config';
import { openScriptDatabase } from '../support/scriptDatabase';

const [command, countArg] = process.argv.slice(2);
const config = readConfig(process.env);
const database = await openScriptDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const { db } = database;
const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)) as unknown as { rows: T[] };

if (command === 'sessions') {
  const n = Number(countArg ?? 64);
  const members = await rows<{ id: string }>(sql`select id from users where username like 'scale-member-%' order by random() limit ${n}`);
  if (members.rows.length === 0) throw new Error('no generated members: run db:seed:scale with --members first');
  const tokens = [];
  for (const { id } of members.rows) tokens.push((await createSession(db, id, 'bench')).token);
  console.log(JSON.stringify(tokens));
} else if (command === 'complete') {
  const today = utcDay();
  const due = Number(
    (await rows<{ n: number }>(sql`select count(*)::int as n from reservations where status = 'confirmed' and completed_at is null and check_out <= ${today}`))
      .rows[0]!.n,
  );
  const started = performance.now();
  const completed = await completeDueStays(db, today);
  const seconds = (performance.now() - started) / 1000;
  const entries = Number((await rows<{ n: number }>(sql`select count(*)::int as n from points_entries`)).rows[0]!.n);
  console.log(JSON.stringify({ due, completed, seconds, entries }));
} else {
  throw new Error(`unknown command ${command}: sessions N | complete`);
}
await database.close();
