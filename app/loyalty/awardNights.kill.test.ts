import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { upsertAccount } from '~/accounts/users.server';
import { openDatabase, type Database } from '~/db/client.server';
import { seedDemoContent } from '~/db/seed/seed.server';
import { hotels, pointsEntries, reservations, roomNights, roomTypes } from '~/db/schema';
import { createTestDatabase } from '~/db/testDatabase.server';
import { appendEntries, balanceOf, sumOfEntries } from './ledger.server';

/**
 * Award nights after a kill -9 in the middle (issue 32): a child process making award-night requests
 * (the reservation, its nights and the points' hold in one transaction) is killed with SIGKILL, and
 * afterwards no hold is without its reservation, no reservation without its hold, and the balance
 * is the sum of the entries. On PostgreSQL the kill lands at a known point: the test holds the
 * member's balance row, so the child's transaction waits inside the hold's insert, after its
 * reservation and nights were written. On PGlite (one process owns the data folder) the child's
 * whole database dies with it: it is killed after some requests have committed, at whatever point
 * of the next one, and the folder is opened again.
 */
const CHILD = path.resolve('app/loyalty/awardRequestChild.server.ts');
const INITIAL = 1_000_000;

function startChild(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  return { child, lines, exited, stderr: () => stderr };
}

async function until(check: () => Promise<boolean> | boolean, what: string, ms = 60_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function setUp(db: Database) {
  const { user } = await upsertAccount(db, {
    username: `kill${Date.now().toString(36)}`,
    email: `kill${Date.now()}@example.com`,
    password: 'velvet-rope-midnight-42',
    role: 'user',
  });
  await db.transaction((tx) => appendEntries(tx, [{ userId: user._id, kind: 'adjust', points: INITIAL, reason: 'adjustment', note: 'test' }]));
  const [room] = await db
    .select({ id: roomTypes.id, pointsPerNight: roomTypes.pointsPerNight })
    .from(roomTypes)
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .where(and(eq(hotels.slug, 'alpine-gold-casino-lodge'), eq(roomTypes.name, 'Alpine Room')));
  return { userId: user._id, room: { id: room!.id, pointsPerNight: room!.pointsPerNight! } };
}

/** The ledger's invariants for the member: each award stay with exactly its hold, each hold with its stay, balance = sum; the nights held are the stays'. */
async function expectNothingHalfHeld(db: Database, userId: string, roomTypeId: string, pointsPerNight: number) {
  const stays = await db.select({ id: reservations.id, awardPoints: reservations.awardPoints }).from(reservations).where(eq(reservations.userId, userId));
  const holds = await db
    .select({ reservationId: pointsEntries.reservationId, points: pointsEntries.points })
    .from(pointsEntries)
    .where(and(eq(pointsEntries.userId, userId), eq(pointsEntries.kind, 'hold')));
  expect(holds.map((h) => h.reservationId).sort()).toEqual(stays.map((s) => s.id).sort());
  for (const stay of stays) expect(holds.find((h) => h.reservationId === stay.id)!.points).toBe(-stay.awardPoints!);
  const balance = await balanceOf(db, userId);
  expect(balance).toBe(await sumOfEntries(db, userId));
  expect(balance).toBe(INITIAL - stays.length * pointsPerNight);
  const [nights] = await db
    .select({ booked: sql<number>`coalesce(sum(${roomNights.booked}), 0)::int` })
    .from(roomNights)
    .where(eq(roomNights.roomTypeId, roomTypeId));
  return { stays: stays.length, nightsBooked: Number(nights!.booked) };
}

describe.skipIf(!process.env.DATABASE_URL)('an award-night request killed with SIGKILL mid-transaction (PostgreSQL)', () => {
  it('leaves neither the reservation nor the hold, and the balance is the sum of the entries', { timeout: 120_000 }, async () => {
    const database = await createTestDatabase();
    const lock = new pg.Client({ connectionString: database.url });
    // Another connection watches: inside the lock's transaction, pg_stat_activity would keep the view of its start.
    const watch = new pg.Client({ connectionString: database.url });
    let child: ChildProcess | undefined;
    try {
      const { userId, room } = await setUp(database.db);
      const before = await expectNothingHalfHeld(database.db, userId, room.id, room.pointsPerNight);
      await lock.connect();
      await watch.connect();
      await lock.query('begin');
      await lock.query('select balance from points_balances where user_id = $1 for update', [userId]);
      const run = startChild(['postgres', database.url!, userId, room.id, '40', '1']);
      child = run.child;
      // The child's transaction waits on the balance row, inside the hold's insert, with its reservation written.
      const waiting = async () =>
        Number((await watch.query(`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)).rows[0].n) ===
        1;
      await until(waiting, `the child's transaction to wait on the balance row (${run.stderr()})`);
      const writes = await watch.query(
        `select count(*) as n from pg_locks l where l.relation = 'reservations'::regclass and l.mode = 'RowExclusiveLock' and l.pid <> pg_backend_pid()`,
      );
      expect(Number(writes.rows[0].n)).toBe(1);
      run.child.kill('SIGKILL');
      expect(await run.exited).toBe('SIGKILL');
      await lock.query('rollback');
      // The server ends the dead client's transaction (rolled back) once it finds the connection gone.
      await until(
        async () =>
          Number(
            (await watch.query(`select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`))
              .rows[0].n,
          ) === 0,
        'the killed transaction to end',
      );
      const after = await expectNothingHalfHeld(database.db, userId, room.id, room.pointsPerNight);
      expect(after).toEqual({ stays: 0, nightsBooked: before.nightsBooked });
    } finally {
      child?.kill('SIGKILL');
      await lock.end().catch(() => {});
      await watch.end().catch(() => {});
      await database.close();
    }
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('an award-night requester killed with SIGKILL (PGlite data folder)', () => {
  it('reopened, every committed stay has its hold and nothing else is there', { timeout: 180_000 }, async () => {
    await mkdir('.tmp', { recursive: true });
    const dataDir = await mkdtemp(path.resolve('.tmp', 'award-kill-'));
    try {
      let handle = await openDatabase({ dataDir });
      await seedDemoContent(handle.db);
      const { userId, room } = await setUp(handle.db);
      const before = await expectNothingHalfHeld(handle.db, userId, room.id, room.pointsPerNight);
      await handle.close();
      const run = startChild(['pglite', dataDir, userId, room.id, '40', '200']);
      // Some requests committed, then the kill at whatever point of the next one.
      await until(() => run.lines.filter((l) => l === '201').length >= 3, `three requests to commit (${run.stderr()})`, 120_000);
      await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 40)));
      run.child.kill('SIGKILL');
      expect(await run.exited).toBe('SIGKILL');
      const answered = run.lines.filter((l) => l === '201').length;
      handle = await openDatabase({ dataDir });
      try {
        const after = await expectNothingHalfHeld(handle.db, userId, room.id, room.pointsPerNight);
        // What was answered is there; at most the one in flight committed without its answer printed.
        expect(after.stays - answered).toBeGreaterThanOrEqual(0);
        expect(after.stays - answered).toBeLessThanOrEqual(1);
        expect(after.nightsBooked).toBe(before.nightsBooked + after.stays);
      } finally {
        await handle.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
