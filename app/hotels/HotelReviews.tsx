import { formatLongDate } from '~/lib/dates';
import { StarRating } from './StarRating';
import type { Review } from './hotel';
import { reviewByline } from './reviewPlaceholder';

/** `today` anchors placeholder dates; the loader passes its own so server and browser agree. */
export function HotelReviews({ reviews, today }: { reviews: Review[]; today: Date }) {
  if (reviews.length === 0) return <p>No reviews yet. Be the first to stay and tell us about it.</p>;
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
              <p className="review-author">{username}</p>
              <p className="muted">
                <time dateTime={date.toISOString()}>{formatLongDate(date)}</time>
              </p>
              <StarRating value={review.rating} size="sm" />
              <p className="review-comment">{review.comment}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
