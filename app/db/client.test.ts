import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.server';
import { seedDemoContent } from './seed/seed.server';

const allVisiblePages = async (handle: DatabaseHandle) =>
  ((await handle.db.execute(sql`select relallvisible from pg_class where relname = 'hotels'`)) as unknown as { rows: { relallvisible: number }[] }).rows[0]!
    .relallvisible;

describe('a PGlite data folder', () => {
  it('has hotels vacuumed on a timer (PGlite has no autovacuum), so the search counts by index only (ADR 0021)', async () => {
    await mkdir('.tmp', { recursive: true });
    const dataDir = await mkdtemp(path.resolve('.tmp', 'vacuum-test-'));
    // Seeded first with the site's own interval (ten minutes): a seed that takes longer than the
    // test's interval (the demo photographs are drawn in it) would be vacuumed before the first look.
    const seeding = await openDatabase({ dataDir });
    await seedDemoContent(seeding.db);
    expect(await allVisiblePages(seeding)).toBe(0);
    await seeding.close();
    const handle = await openDatabase({ dataDir, vacuumIntervalMs: 100 });
    try {
      await expect.poll(() => allVisiblePages(handle), { timeout: 10_000 }).toBeGreaterThan(0);
      // And the trigram index of the text search is there (pg_trgm loaded).
      const index = (await handle.db.execute(sql`select indexdef from pg_indexes where indexname = 'hotels_text_trgm_idx'`)) as unknown as {
        rows: { indexdef: string }[];
      };
      expect(index.rows[0]?.indexdef).toContain('gin_trgm_ops');
    } finally {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
