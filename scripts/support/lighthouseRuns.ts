/** One Lighthouse run of a route, as the gate judges it. */
export interface JudgedRun {
  /** Lighthouse could not measure the load (for example NO_NAVSTART): no scores. */
  failedToMeasure: boolean;
  scores: { performance: number };
  /** What kept the run below the bar; empty when it met it. */
  problems: string[];
}

/**
 * The run a route is judged by: the first that met the bar (Lighthouse CI's "optimistic"
 * aggregation; a route is measured again only until one does), else the best-scoring one. Scores
 * alone cannot choose: a run at 100 can still miss the largest paint or the script budget.
 */
export function judgedRun<R extends JudgedRun>(runs: readonly R[]): R {
  if (runs.length === 0) throw new Error('a route needs at least one run');
  return runs.find((run) => run.problems.length === 0) ?? runs.reduce((a, b) => (b.scores.performance > a.scores.performance ? b : a));
}
