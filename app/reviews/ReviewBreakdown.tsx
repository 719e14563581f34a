import type { ReviewSummary } from './review';
import { SUB_SCORES } from './reviewInput';

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/**
 * The rating breakdown above a hotel's reviews: how many reviews gave each number of stars (bars,
 * with the count in words beside each) and the average of each of the six sub-scores.
 */
export function ReviewBreakdown({ summary }: { summary: ReviewSummary }) {
  const total = summary.stars.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  return (
    <div className="review-breakdown" data-testid="review-breakdown">
      <section aria-labelledby="review-stars-heading">
        <h3 id="review-stars-heading" className="review-breakdown-title">
          Ratings
        </h3>
        <ul className="review-bars" role="list">
          {[5, 4, 3, 2, 1].map((star) => {
            const count = summary.stars[star - 1]!;
            return (
              <li key={star} className="review-bar-row">
                <span className="review-bar-label">
                  {star} {star === 1 ? 'star' : 'stars'}
                </span>
                <span className="review-bar" aria-hidden="true">
                  <span className="review-bar-fill" style={{ width: `${percent(count, total)}%` }} />
                </span>
                <span className="review-bar-count">
                  {count} <span className="visually-hidden">{count === 1 ? 'review' : 'reviews'}, </span>
                  <span className="muted">({percent(count, total)}%)</span>
                </span>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="review-scores-heading">
        <h3 id="review-scores-heading" className="review-breakdown-title">
          Scores
        </h3>
        <dl className="review-scores">
          {SUB_SCORES.map(({ key, label }) => {
            const { average, count } = summary.subScores[key];
            return (
              <div key={key} className="review-score">
                <dt>{label}</dt>
                <dd>
                  {average === null ? (
                    <span className="muted">Not rated yet</span>
                  ) : (
                    <>
                      <span className="review-bar" aria-hidden="true">
                        <span className="review-bar-fill" style={{ width: `${(average / 5) * 100}%` }} />
                      </span>
                      <strong>{average.toFixed(1)}</strong> <span className="muted">out of 5, from {count === 1 ? '1 review' : `${count} reviews`}</span>
                    </>
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      </section>
    </div>
  );
}
