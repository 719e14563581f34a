import { createHash } from 'node:crypto';

/** The reviews table's sub-score columns, in the order of the review form. */
export const SUB_SCORE_COLUMNS = ['staffScore', 'facilitiesScore', 'cleanlinessScore', 'comfortScore', 'valueScore', 'locationScore'] as const;
export type DemoSubScores = Record<(typeof SUB_SCORE_COLUMNS)[number], number>;

/**
 * Plausible sub-scores for a demo review: each within one of its overall rating, most equal to it,
 * value for money a little harsher and location a little kinder. Derived from the review's key,
 * so every seeding gives the same ones.
 */
export function demoSubScores(reviewKey: string, rating: number): DemoSubScores {
  const bytes = createHash('sha256').update(`aurelia-demo-scores:${reviewKey}`).digest();
  const lean = { valueScore: -1, locationScore: 1 } as Partial<DemoSubScores>;
  return Object.fromEntries(
    SUB_SCORE_COLUMNS.map((column, i) => {
      const roll = bytes[i]! % 10; // 0-5: as the rating, 6-7: one lower, 8-9: one higher
      const shift = roll < 6 ? 0 : roll < 8 ? -1 : 1;
      const leaning = roll === 0 ? (lean[column] ?? 0) : 0;
      return [column, Math.min(5, Math.max(1, rating + (leaning || shift)))];
    }),
  ) as DemoSubScores;
}
