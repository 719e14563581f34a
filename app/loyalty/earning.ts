import type { MemberTier } from '~/pricing/plans';
import { minorPerUnit } from '~/lib/money';

/**
 * What a stay earns in the Aurelia Circle (issue 32, docs/decisions/0042-points-ledger.md): 10
 * points per euro of the stay's room total (its nights and supplement, before added taxes),
 * converted at the rates table's rate, plus the member's tier bonus. Whole points, rounded down.
 */
export const POINTS_PER_EURO = 10;

/** The tier bonus on a stay's points, in whole percent (Ivory none); admins change Gold's and Sovereign's in the studio. */
export type TierBonuses = Record<MemberTier, number>;

/** The bonuses until an admin changes them (app/loyalty/settings.server.ts). */
export const DEFAULT_TIER_BONUS_PCT: TierBonuses = { ivory: 0, gold: 25, sovereign: 50 };

/** The bonus an admin may set: a whole percentage from 0 to this. */
export const MAX_TIER_BONUS_PCT = 200;

/** A stay's points with its member's tier bonus (`bonusPct`, whole percent). */
export function pointsForStay(roomTotalMinor: number, currency: string, perEuro: number, bonusPct: number): number {
  if (roomTotalMinor <= 0 || !(perEuro > 0)) return 0;
  const base = Math.floor(((roomTotalMinor / minorPerUnit(currency)) * POINTS_PER_EURO) / perEuro + 1e-9);
  return base + Math.floor((base * bonusPct) / 100);
}
