import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { reservations } from '~/db/schema';
import { tierFor } from '~/rewards/rewardsContent';
import type { MemberTier } from './plans';

/** The statuses whose nights count toward a member's tier (the rewards page's rule: confirmed nights of the calendar year). */
const COUNTED = ['confirmed'] as const;

/** Nights of the member's confirmed stays that begin in the calendar year of `today` (UTC). */
export async function nightsThisYear(db: Pick<Database, 'select'>, userId: string, today: string): Promise<number> {
  const year = today.slice(0, 4);
  const [row] = await db
    .select({ nights: sql<number>`coalesce(sum(${reservations.nights}), 0)::int` })
    .from(reservations)
    .where(
      and(
        eq(reservations.userId, userId),
        inArray(reservations.status, [...COUNTED]),
        gte(reservations.checkIn, `${year}-01-01`),
        lt(reservations.checkIn, `${Number(year) + 1}-01-01`),
      ),
    );
  return Number(row?.nights ?? 0);
}

/** The tier whose member price a member books at. */
export const tierCode = (nights: number): MemberTier => tierFor(nights).tier.name.toLowerCase() as MemberTier;

export async function memberTierOf(db: Pick<Database, 'select'>, userId: string, today: string): Promise<MemberTier> {
  return tierCode(await nightsThisYear(db, userId, today));
}
