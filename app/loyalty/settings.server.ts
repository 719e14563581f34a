import { eq } from 'drizzle-orm';
import type { User } from '~/accounts/user';
import { recordAudit } from '~/audit/audit.server';
import type { Database } from '~/db/client.server';
import { loyaltySettings } from '~/db/schema';
import { DEFAULT_TIER_BONUS_PCT, MAX_TIER_BONUS_PCT, type TierBonuses } from './earning';

/**
 * The programme's settings (docs/decisions/0042-points-ledger.md): the tier bonus on the points a
 * stay earns. One row of loyalty_settings, which admins change at `/studio/points`; the defaults
 * while it does not exist. The table's CHECK keeps them within 0-200 whoever writes.
 */

/** The tier bonuses in force: Ivory's is always 0. */
export async function tierBonusesOf(db: Pick<Database, 'select'>): Promise<TierBonuses> {
  const [row] = await db.select().from(loyaltySettings).where(eq(loyaltySettings.id, true));
  return row ? { ivory: 0, gold: row.goldBonusPct, sovereign: row.sovereignBonusPct } : DEFAULT_TIER_BONUS_PCT;
}

export type BonusField = 'goldBonusPct' | 'sovereignBonusPct';
export type BonusInput = Record<BonusField, number>;

const LABELS: Record<BonusField, string> = { goldBonusPct: 'Gold bonus', sovereignBonusPct: 'Sovereign bonus' };

/**
 * What staff typed (a form's text or an API's number) as whole percentages from 0 to 200, or the
 * problem of each field.
 */
export function checkBonuses(input: Record<BonusField, unknown>): { ok: true; value: BonusInput } | { ok: false; errors: Partial<Record<BonusField, string>> } {
  const errors: Partial<Record<BonusField, string>> = {};
  const value = {} as BonusInput;
  for (const field of ['goldBonusPct', 'sovereignBonusPct'] as const) {
    const raw = input[field];
    const text = typeof raw === 'string' ? raw.trim() : raw;
    const n = typeof text === 'number' ? text : typeof text === 'string' && /^\d{1,3}$/.test(text) ? Number(text) : NaN;
    if (!Number.isInteger(n) || n < 0 || n > MAX_TIER_BONUS_PCT) errors[field] = `${LABELS[field]} must be a whole percentage from 0 to ${MAX_TIER_BONUS_PCT}`;
    else value[field] = n;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
}

/** Saves the tier bonuses and audits the change, in one transaction. */
export async function saveTierBonuses(db: Database, admin: Pick<User, '_id' | 'username'>, value: BonusInput): Promise<TierBonuses> {
  return db.transaction(async (tx) => {
    const before = await tierBonusesOf(tx);
    await tx
      .insert(loyaltySettings)
      .values({ id: true, ...value, updatedAt: new Date() })
      .onConflictDoUpdate({ target: loyaltySettings.id, set: { ...value, updatedAt: new Date() } });
    const after = { ivory: 0, gold: value.goldBonusPct, sovereign: value.sovereignBonusPct };
    await recordAudit(tx, admin, {
      action: 'points.settings',
      entity: 'loyaltySettings',
      entityId: 'tier-bonus',
      before: { goldBonusPct: before.gold, sovereignBonusPct: before.sovereign },
      after: value,
    });
    return after;
  });
}
