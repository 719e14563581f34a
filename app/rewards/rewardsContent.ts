/**
 * The loyalty programme's tiers, by the confirmed nights of a calendar year, by their English names
 * (the account page's). The rewards page's texts, in its language, are in rewardsCopy.ts.
 */
export const rewardTiers = [
  { name: 'Ivory', minNights: 0 },
  { name: 'Gold', minNights: 10 },
  { name: 'Sovereign', minNights: 30 },
] as const;

/** The programme's English name (the account page's); the rewards page shows `rewards_programme`. */
export const PROGRAMME_NAME = 'Aurelia Circle';

export type RewardTier = (typeof rewardTiers)[number];

/** The tier a member holds with this many confirmed nights in the year, and the next one, if any. */
export function tierFor(nights: number): { tier: RewardTier; next: RewardTier | null } {
  const reached = rewardTiers.filter((t) => nights >= t.minNights);
  const tier = reached.at(-1) ?? rewardTiers[0];
  return { tier, next: rewardTiers.find((t) => t.minNights > nights) ?? null };
}

/** The programme counts the confirmed nights of the calendar year (`year`: YYYY) of a member's stays. */
export function confirmedNightsIn(stays: readonly { status: string; checkIn: string; nights: number }[], year: string): number {
  return stays.filter((r) => r.status === 'confirmed' && r.checkIn.startsWith(year)).reduce((sum, r) => sum + r.nights, 0);
}
