/** The loyalty programme's tiers, by the confirmed nights of a calendar year. */
export const rewardTiers = [
  {
    name: 'Ivory',
    minNights: 0,
    qualification: 'On joining',
    benefits: ['Member rates at every resort', 'Welcome amenity on arrival', 'Late check-out when available', 'Member newsletter and previews'],
  },
  {
    name: 'Gold',
    minNights: 10,
    qualification: '10 nights a year',
    benefits: ['Everything in Ivory', 'Room upgrade when available', '15% off spa treatments', 'Priority restaurant reservations'],
  },
  {
    name: 'Sovereign',
    minNights: 30,
    qualification: '30 nights a year, or by invitation',
    benefits: ['Everything in Gold', 'A personal host at every resort', 'VIP salon access', 'Invitations to exclusive tournaments and galas'],
  },
] as const;

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
