import { eq, sql } from 'drizzle-orm';
import type { User } from '~/accounts/user';
import { recordAudit } from '~/audit/audit.server';
import type { Database } from '~/db/client.server';
import { users } from '~/db/schema';
import { isUuid } from '~/lib/ids';
import { nightsThisYear, tierCode } from '~/pricing/memberTier.server';
import type { MemberTier } from '~/pricing/plans';
import { withRetries } from '~/db/transactions.server';
import { tierFor } from '~/rewards/rewardsContent';
import { pendingPointsOf } from './completion.server';
import { appendEntries, balanceOf, historyOf, NotEnoughPoints, type LedgerLine } from './ledger.server';

/** Ledger entries on a page of the member's history. */
export const HISTORY_PAGE = 20;

export interface RewardsSummary {
  tier: MemberTier;
  nightsThisYear: number;
  nextTier: MemberTier | null;
  nightsToNext: number | null;
  points: { balance: number; pending: number };
  entries: LedgerLine[];
  /** The `before` of the next (older) page; null on the last. */
  nextBefore: number | null;
}

const code = (name: string) => name.toLowerCase() as MemberTier;

/**
 * A member's standing in the Aurelia Circle: their tier by this year's confirmed nights, the next
 * one, their spendable balance, the points their confirmed stays will earn once completed, and a
 * page of their ledger, newest first (`before`: the previous page's last entry id).
 */
export async function rewardsOf(
  db: Database,
  userId: string,
  today: string,
  { limit = HISTORY_PAGE, before }: { limit?: number; before?: number } = {},
): Promise<RewardsSummary> {
  // The year's nights give the tier, which the pending points need too: read once.
  const yearNights = nightsThisYear(db, userId, today);
  const [nights, balance, pending, lines] = await Promise.all([
    yearNights,
    balanceOf(db, userId),
    pendingPointsOf(db, userId, today, () => yearNights.then(tierCode)),
    historyOf(db, userId, { limit: limit + 1, before }),
  ]);
  const { tier, next } = tierFor(nights);
  const entries = lines.slice(0, limit);
  return {
    tier: code(tier.name),
    nightsThisYear: nights,
    nextTier: next ? code(next.name) : null,
    nightsToNext: next ? next.minNights - nights : null,
    points: { balance, pending },
    entries,
    nextBefore: lines.length > limit ? entries.at(-1)!._id : null,
  };
}

export const ADJUST_REFUSALS = {
  notFound: 'Member not found',
  belowZero: 'This adjustment would take the member’s balance below zero',
} as const;

/**
 * A staff adjustment of a member's points (positive or negative) with its reason, which the member
 * reads as "Adjustment by the concierge: …"; audited in the same transaction. Never below zero.
 */
export async function adjustPoints(
  db: Database,
  staff: Pick<User, '_id' | 'username'>,
  userId: string,
  { points, reason }: { points: number; reason: string },
): Promise<{ ok: true; balance: number } | { ok: false; status: 404 | 409; error: string }> {
  if (!isUuid(userId)) return { ok: false, status: 404, error: ADJUST_REFUSALS.notFound };
  try {
    return await withRetries(() =>
      db.transaction(async (tx) => {
        const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
        if (!member) return { ok: false, status: 404, error: ADJUST_REFUSALS.notFound } as const;
        await appendEntries(tx, [{ userId, kind: 'adjust', points, reason: 'adjustment', note: reason, actorName: staff.username }]);
        const balance = await balanceOf(tx, userId);
        await recordAudit(tx, staff, {
          action: 'points.adjust',
          entity: 'user',
          entityId: userId,
          before: { balance: balance - points },
          after: { balance, points, reason },
        });
        return { ok: true, balance } as const;
      }),
    );
  } catch (error) {
    if (error instanceof NotEnoughPoints) return { ok: false, status: 409, error: ADJUST_REFUSALS.belowZero };
    throw error;
  }
}

export interface ProgrammeTotals {
  /** Points members hold (the sum of the balances; held points are not in it). */
  outstanding: number;
  /** Points held for award nights awaiting the concierge. */
  held: number;
  /** This calendar month (UTC): earned by stays, spent on award nights, and staff adjustments' net. */
  month: { from: string; earned: number; spent: number; adjusted: number };
  members: number;
}

/** The programme's figures for admins: one pass over the balances and one over this month's entries. */
export async function programmeTotals(db: Database, today: string): Promise<ProgrammeTotals> {
  const from = `${today.slice(0, 7)}-01`;
  const result = await db.execute(sql`
    select
      (select coalesce(sum(balance), 0)::bigint from points_balances) as outstanding,
      (select count(*)::int from points_balances where balance > 0) as members,
      (select coalesce(sum(award_points), 0)::bigint from reservations where status = 'requested' and award_points is not null) as held,
      coalesce(sum(points) filter (where kind = 'earn'), 0)::bigint as earned,
      coalesce(-sum(points) filter (where kind = 'spend'), 0)::bigint as spent,
      coalesce(sum(points) filter (where kind = 'adjust'), 0)::bigint as adjusted
    from points_entries where created_at >= ${from}::date`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
  return {
    outstanding: Number(row.outstanding),
    held: Number(row.held),
    month: { from, earned: Number(row.earned), spent: Number(row.spent), adjusted: Number(row.adjusted) },
    members: Number(row.members),
  };
}
