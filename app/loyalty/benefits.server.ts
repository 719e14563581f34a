import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { tierCode } from '~/pricing/memberTier.server';

/** The tiers whose members get a late check-out (issue 32, the benefits the site applies). */
export type LateCheckoutTier = 'gold' | 'sovereign';

/**
 * For the concierge's list: the stays whose guest holds a tier with a late check-out, by the
 * confirmed nights of the stays beginning in the stay's own year (the tier's rule,
 * app/pricing/memberTier.server.ts). One query for the page's stays; a deleted guest's has none.
 */
export async function lateCheckoutTiers(db: Database, reservationIds: readonly string[]): Promise<Record<string, LateCheckoutTier>> {
  if (reservationIds.length === 0) return {};
  const result = await db.execute(sql`
    select r.id, (
      select coalesce(sum(o.nights), 0)::int from reservations o
      where o.user_id = r.user_id and o.status = 'confirmed'
        and o.check_in >= date_trunc('year', r.check_in)::date and o.check_in < (date_trunc('year', r.check_in) + interval '1 year')::date
    ) as nights
    from reservations r
    where r.id = any(${`{${reservationIds.join(',')}}`}::uuid[]) and r.user_id is not null`);
  const rows = (result as unknown as { rows: { id: string; nights: number }[] }).rows;
  const tiers: Record<string, LateCheckoutTier> = {};
  for (const row of rows) {
    const tier = tierCode(Number(row.nights));
    if (tier !== 'ivory') tiers[row.id] = tier;
  }
  return tiers;
}
