import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './client.server';

/** The channel drizzle/0002_content_state.sql notifies on every change to what pages show. */
export const CONTENT_CHANGED_CHANNEL = 'content_changed';

interface ContentStateRow extends Record<string, unknown> {
  version: string | number;
  hotel_count: string | number;
}

async function readState(db: Database): Promise<{ version: number; hotelCount: number }> {
  const result = await db.execute<ContentStateRow>(sql`select version, hotel_count from content_state`);
  // node-postgres answers { rows }, PGlite too; bigint columns arrive as strings (pg) or numbers.
  const row = (result as unknown as { rows: ContentStateRow[] }).rows[0];
  return { version: Number(row?.version ?? 0), hotelCount: Number(row?.hotel_count ?? 0) };
}

/** The number of hotels, kept by triggers (no count(*) over the table). */
export async function countHotels(db: Database): Promise<number> {
  return (await readState(db)).hotelCount;
}

/**
 * The content version of the database as this process knows it: read at start, then updated by
 * NOTIFY content_changed (sent by the triggers in drizzle/0002_content_state.sql from any process).
 * `bumpLocal()` invalidates at once after this process's own writes, before the notification lands.
 */
export interface ContentVersion {
  /** Changes whenever cached content may be stale; compare with ===. */
  current(): string;
  bumpLocal(): void;
}

export async function watchContentVersion(database: Pick<DatabaseHandle, 'db' | 'listen'>): Promise<ContentVersion> {
  let dbVersion = 0;
  let local = 0;
  let token = '0.0';
  const update = () => void (token = `${dbVersion}.${local}`);
  const reread = async () => {
    // After a reconnect, notifications may have been missed: count that as a change at once, even
    // if the version cannot be read now (the database went away again).
    local++;
    update();
    dbVersion = Math.max(dbVersion, (await readState(database.db)).version);
    update();
  };
  await database.listen(CONTENT_CHANGED_CHANNEL, (payload) => {
    const announced = payload === null ? NaN : Number(payload);
    if (Number.isFinite(announced)) {
      // Statements commit in any order across processes: any announcement means "changed".
      dbVersion = Math.max(dbVersion + 1, announced);
      update();
    } else {
      void reread().catch(() => {});
    }
  });
  dbVersion = (await readState(database.db)).version;
  update();
  return {
    current: () => token,
    bumpLocal: () => {
      local++;
      update();
    },
  };
}
