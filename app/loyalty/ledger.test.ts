import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '~/db/client.server';
import { pointsBalances, pointsEntries, users } from '~/db/schema';
import { createTestDatabase } from '~/db/testDatabase.server';
import { causeChain } from '~/lib/causes';
import { appendEntries, balanceOf, historyOf, NotEnoughPoints, sumOfEntries, type NewEntry } from './ledger.server';

/**
 * The points ledger's invariants (docs/decisions/0042-points-ledger.md), on PGlite and, with
 * DATABASE_URL, on PostgreSQL through two connection pools as two server processes would be:
 * the balance is the sum of the entries, it never goes below zero, entries are never changed or
 * removed, and parallel spends against one balance never spend a point twice.
 */
const database = await createTestDatabase({ seed: false });
const second = database.url ? await openDatabase({ databaseUrl: database.url }) : undefined;
afterAll(async () => {
  await second?.close();
  await database.close();
});
const { db } = database;
const pools = [db, ...(second ? [second.db] : [])];

let n = 0;
async function member(): Promise<string> {
  n += 1;
  const [row] = await db
    .insert(users)
    .values({ username: `ledger${n}${process.pid}`.slice(0, 30), email: `ledger${n}.${process.pid}@example.com` })
    .returning({ id: users.id });
  return row!.id;
}

/** What the database said when it refused a statement (Drizzle wraps its error as the cause). */
const refusal = (statement: PromiseLike<unknown>) =>
  Promise.resolve(statement).then(
    () => 'accepted',
    (error: unknown) => [...causeChain(error)].map((e) => String(e.message)).join(' | '),
  );

const entry = (userId: string, kind: NewEntry['kind'], points: number): NewEntry => ({ userId, kind, points, reason: 'adjustment' });

describe(`the points ledger (${database.url ? 'PostgreSQL, two pools' : 'PGlite'})`, () => {
  it('keeps the balance equal to the sum of the entries, and refuses an entry that would take it below zero', async () => {
    const userId = await member();
    let expected = 0;
    // A random walk of movements, each refused exactly when it would go below zero.
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 40; i++) {
      const kinds = ['earn', 'hold', 'release', 'spend', 'adjust', 'expire'] as const;
      const kind = kinds[Math.floor(random() * kinds.length)]!;
      const size = 1 + Math.floor(random() * 500);
      const points = kind === 'earn' || kind === 'release' ? size : kind === 'adjust' && random() < 0.5 ? size : -size;
      const attempt = db.transaction((tx) => appendEntries(tx, [entry(userId, kind, points)]));
      if (expected + points < 0) {
        await expect(attempt).rejects.toBeInstanceOf(NotEnoughPoints);
      } else {
        await attempt;
        expected += points;
      }
      expect(await balanceOf(db, userId)).toBe(expected);
      expect(await sumOfEntries(db, userId)).toBe(expected);
    }
  });

  it('refuses entries of the wrong sign and any update, delete or truncate; a deleted member leaves the amounts unlinked', async () => {
    const userId = await member();
    await db.transaction((tx) => appendEntries(tx, [entry(userId, 'earn', 1200), entry(userId, 'spend', -200)]));
    await expect(db.transaction((tx) => appendEntries(tx, [entry(userId, 'earn', -5)]))).rejects.toThrow();
    await expect(db.transaction((tx) => appendEntries(tx, [entry(userId, 'adjust', 0)]))).rejects.toThrow();
    expect(await refusal(db.update(pointsEntries).set({ points: 5000 }).where(eq(pointsEntries.userId, userId)))).toMatch(/append-only: UPDATE/);
    expect(await refusal(db.update(pointsEntries).set({ userId: null, points: 5000 }).where(eq(pointsEntries.userId, userId)))).toMatch(/append-only/);
    expect(await refusal(db.delete(pointsEntries).where(eq(pointsEntries.userId, userId)))).toMatch(/append-only: DELETE/);
    expect(await refusal(db.execute(sql`truncate points_entries cascade`))).toMatch(/append-only: TRUNCATE/);
    expect(await sumOfEntries(db, userId)).toBe(1000);
    const ids = (await historyOf(db, userId)).map((e) => e._id);
    expect(ids).toHaveLength(2);

    await db.delete(users).where(eq(users.id, userId));
    const kept = await db
      .select({ userId: pointsEntries.userId, points: pointsEntries.points })
      .from(pointsEntries)
      .where(sql`${pointsEntries.id} in (${sql.join(ids, sql`, `)})`);
    expect(kept.sort((a, b) => a.points - b.points)).toEqual([
      { userId: null, points: -200 },
      { userId: null, points: 1200 },
    ]);
    expect(await db.select().from(pointsBalances).where(eq(pointsBalances.userId, userId))).toEqual([]);
  });

  it('pages the history newest first', async () => {
    const userId = await member();
    for (let i = 1; i <= 5; i++) await db.transaction((tx) => appendEntries(tx, [entry(userId, 'earn', i)]));
    const first = await historyOf(db, userId, { limit: 2 });
    expect(first.map((e) => e.points)).toEqual([5, 4]);
    const next = await historyOf(db, userId, { limit: 2, before: first.at(-1)!._id });
    expect(next.map((e) => e.points)).toEqual([3, 2]);
  });

  it('40 parallel spends of 100 against a balance of 1,000: exactly 10 are written, the balance ends at 0', async () => {
    const userId = await member();
    await db.transaction((tx) => appendEntries(tx, [entry(userId, 'earn', 1000)]));
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => pools[i % pools.length]!.transaction((tx) => appendEntries(tx, [entry(userId, 'spend', -100)]))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(NotEnoughPoints);
    expect(await balanceOf(db, userId)).toBe(0);
    expect(await sumOfEntries(db, userId)).toBe(0);
  });
});
