import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { auditLog, media, users } from '~/db/schema';
import { createTestDatabase } from '~/db/testDatabase.server';

/**
 * A process killed with SIGKILL in the middle of uploads leaves only whole pictures: each row's
 * bytes decode and match its hash, and each has its audit entry (one transaction per upload).
 * PostgreSQL only: PGlite in memory cannot be shared with another process.
 */
const database = await createTestDatabase();
afterAll(() => database.close());

it.skipIf(!database.url)('kill -9 during uploads leaves no half picture', { timeout: 120_000 }, async () => {
  const [actor] = await database.db.select({ id: users.id }).from(users).limit(1);
  const child = spawn(process.execPath, ['--import', 'tsx', 'app/media/fixtures/uploadForever.ts', actor!.id], {
    env: { ...process.env, DATABASE_URL: database.url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Killed during its fourth upload: after three stored, at a moment within the next one.
  await new Promise<void>((resolve, reject) => {
    let stored = 0;
    child.stdout!.on('data', (chunk: Buffer) => {
      stored += (chunk.toString().match(/stored/g) ?? []).length;
      if (stored >= 3) setTimeout(resolve, Math.random() * 300);
    });
    child.on('exit', () => reject(new Error('the uploader stopped by itself')));
  });
  child.removeAllListeners('exit');
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGKILL');
  await exited;

  const rows = await database.db.select({ id: media.id, sha256: media.sha256, bytes: media.bytes }).from(media).where(eq(media.createdBy, actor!.id));
  expect(rows.length).toBeGreaterThanOrEqual(3);
  for (const row of rows) {
    expect(createHash('sha256').update(row.bytes).digest('hex')).toBe(row.sha256);
    expect((await sharp(row.bytes).metadata()).width).toBe(2000);
    expect(await database.db.$count(auditLog, eq(auditLog.entityId, row.id))).toBe(1);
  }
});
