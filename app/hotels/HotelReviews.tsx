import { formatLongDate } from '~/lib/dates';
import { SUB_SCORES } from '~/reviews/reviewInput';
import { StarRating } from './StarRating';
import type { Review } from './hotel';
import { reviewByline } from './reviewPlaceholder';

/** `today` anchors placeholder dates; the loader passes its own so server and browser agree. */
export function HotelReviews({ reviews, today }: { reviews: Review[]; today: Date }) {
  if (reviews.length === 0) return <p>No reviews yet. Be the first to stay and tell us about it.</p>;
  // Old reviews have no author or date: reviewByline fills in SPEC's placeholders.
  return (
    <ul className="reviews" role="list">
      {reviews.map((review) => {
        const { username, date } = reviewByline(review, today);
        return (
          <li key={review._id} className="review" data-testid="review">
            <span className="avatar" aria-hidden="true">
              {username.charAt(0).toUpperCase()}
            </span>
            <div>
              <p className="review-author">
                {username}
                {review.stayedHere && <span className="review-stayed">Stayed here</span>}
              </p>
              <p className="muted">
                <time dateTime={date.toISOString()}>{formatLongDate(date)}</time>
                {review.updatedAt && <> (edited)</>}
              </p>
              <StarRating value={review.rating} size="sm" />
              <p className="review-comment">{review.comment}</p>
              {SUB_SCORES.some(({ key }) => review.subScores[key] !== null) && (
                <ul className="review-subscores" aria-label="Scores">
                  {SUB_SCORES.filter(({ key }) => review.subScores[key] !== null).map(({ key, label }) => (
                    <li key={key}>
                      {label} {review.subScores[key]}/5
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
