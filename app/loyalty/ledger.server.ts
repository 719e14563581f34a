import { eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { pointsBalances, pointsEntries, type PointsEntryKind } from '~/db/schema';
import { causeChain } from '~/lib/causes';

/**
 * The Aurelia Circle's points ledger (docs/decisions/0042-points-ledger.md). Every movement of a
 * member's points is one new row of points_entries; the database keeps the member's balance row in
 * the same statement and refuses, with CHECK (balance >= 0), any entry that would take it below
 * zero, whatever runs at the same time. Callers write entries inside the transaction of what they
 * refer to (the reservation's request, confirmation, decline, cancellation, completion), so a
 * failure anywhere leaves neither.
 */

export const NOT_ENOUGH_POINTS = 'Not enough points';

/** Why an entry was written: the pages word each in the member's language (`points_reason_…`). */
export const pointsReasons = ['stay', 'award_stay', 'award_released', 'award_refund', 'award_change', 'adjustment'] as const;
export type PointsReason = (typeof pointsReasons)[number];

export interface NewEntry {
  userId: string;
  kind: PointsEntryKind;
  points: number;
  reason: PointsReason;
  reservationId?: string | null;
  note?: string | null;
  actorName?: string | null;
}

/** Thrown (and rolling back its transaction) when an entry would take a balance below zero. */
export class NotEnoughPoints extends Error {
  constructor() {
    super(NOT_ENOUGH_POINTS);
  }
}

/** The balance row's CHECK refused the entry (PostgreSQL's check_violation on points_balances). */
export const isBalanceViolation = (error: unknown) =>
  [...causeChain(error)].some((e) => e.code === '23514' && String(e.constraint ?? e.message ?? '').includes('points_balances'));

type Writer = Pick<Database, 'insert'>;

/**
 * Appends entries to the ledger, in order, inside the caller's transaction; throws NotEnoughPoints
 * when one would take its member's balance below zero (the transaction must then roll back: the
 * statement failed).
 */
export async function appendEntries(tx: Writer, entries: readonly NewEntry[]): Promise<void> {
  for (const entry of entries) {
    try {
      await tx.insert(pointsEntries).values({
        userId: entry.userId,
        kind: entry.kind,
        points: entry.points,
        reason: entry.reason,
        reservationId: entry.reservationId ?? null,
        note: entry.note ?? null,
        actorName: entry.actorName ?? null,
      });
    } catch (error) {
      if (isBalanceViolation(error)) throw new NotEnoughPoints();
      throw error;
    }
  }
}

/** A member's spendable balance: their balance row (the sum of their entries; 0 without any). */
export async function balanceOf(db: Pick<Database, 'select'>, userId: string): Promise<number> {
  const [row] = await db.select({ balance: pointsBalances.balance }).from(pointsBalances).where(eq(pointsBalances.userId, userId));
  return row?.balance ?? 0;
}

/** The plain sum of a member's entries: what balanceOf must always equal (the tests' invariant). */
export async function sumOfEntries(db: Pick<Database, 'select'>, userId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${pointsEntries.points}), 0)::int` })
    .from(pointsEntries)
    .where(eq(pointsEntries.userId, userId));
  return Number(row?.sum ?? 0);
}

export interface LedgerLine {
  /** The entry's number: newer entries have greater ones (the history's paging key). */
  _id: number;
  kind: PointsEntryKind;
  points: number;
  reason: PointsReason;
  note: string | null;
  reservation: { _id: string; reference: string } | null;
  createdAt: string;
}

/**
 * A page of a member's entries, newest first: `limit` entries before the entry id `before` (the
 * previous page's last), or the newest. One index range of points_entries_user_idx.
 */
export async function historyOf(db: Database, userId: string, { limit = 20, before }: { limit?: number; before?: number } = {}): Promise<LedgerLine[]> {
  const result = await db.execute(sql`
    select e.id, e.kind, e.points, e.reason, e.note, e.reservation_id, r.reference, e.created_at
    from points_entries e left join reservations r on r.id = e.reservation_id
    where e.user_id = ${userId}::uuid ${before !== undefined ? sql`and e.id < ${before}` : sql``}
    order by e.id desc limit ${limit}`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    _id: Number(r.id),
    kind: r.kind as PointsEntryKind,
    points: Number(r.points),
    reason: r.reason as PointsReason,
    note: (r.note as string | null) ?? null,
    reservation: r.reservation_id ? { _id: String(r.reservation_id), reference: String(r.reference) } : null,
    createdAt: new Date(r.created_at as string).toISOString(),
  }));
}

/** Every entry of a member, oldest first (the data export). */
export async function allEntriesOf(db: Pick<Database, 'select'>, userId: string) {
  return db
    .select({
      kind: pointsEntries.kind,
      points: pointsEntries.points,
      reason: pointsEntries.reason,
      note: pointsEntries.note,
      reservationId: pointsEntries.reservationId,
      createdAt: pointsEntries.createdAt,
    })
    .from(pointsEntries)
    .where(eq(pointsEntries.userId, userId))
    .orderBy(pointsEntries.id);
}
