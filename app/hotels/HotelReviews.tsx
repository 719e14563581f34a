import { formatDay, formatMonth } from '~/i18n/format';
import { DEFAULT_LOCALE } from '~/i18n/locales';
import { useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { formatLongDate } from '~/lib/dates';
import { SUB_SCORES } from '~/reviews/reviewInput';
import { StarRating } from './StarRating';
import type { Review } from './hotel';
import { reviewByline } from './reviewPlaceholder';

/** `today` anchors placeholder dates; the loader passes its own so server and browser agree. */
export function HotelReviews({ reviews, today }: { reviews: Review[]; today: Date }) {
  const t = useT();
  const locale = useLocale();
  if (reviews.length === 0) return <p>{t('reviews_none')}</p>;
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
              {/* The name alone is the author's; the mark beside it is ours. */}
              <p className="review-byline">
                <span className="review-author">{username}</span>
                {review.verified && review.stayMonth ? (
                  <span className="review-verified" data-testid="verified-stay">
                    <CheckIcon />
                    {t('reviews_verified_stay', { month: formatMonth(`${review.stayMonth}-01`, locale) })}
                  </span>
                ) : review.stayedHere ? (
                  <span className="review-stayed">{t('reviews_stayed_here')}</span>
                ) : (
                  <span className="review-unverified">{t('reviews_not_verified')}</span>
                )}
              </p>
              <p className="muted">
                <time dateTime={date.toISOString()}>
                  {locale === DEFAULT_LOCALE ? formatLongDate(date) : formatDay(date.toISOString().slice(0, 10), locale)}
                </time>
                {review.updatedAt && <> {t('reviews_edited')}</>}
              </p>
              <StarRating value={review.rating} size="sm" />
              {/* In the words and the language its author wrote it in. */}
              <p className="review-comment" dir="auto">
                {review.comment}
              </p>
              {SUB_SCORES.some(({ key }) => review.subScores[key] !== null) && (
                <ul className="review-subscores" aria-label={t('reviews_scores')}>
                  {SUB_SCORES.filter(({ key }) => review.subScores[key] !== null).map(({ key, message }) => (
                    <li key={key}>{t('reviews_sub_score', { label: t(message), score: String(review.subScores[key]) })}</li>
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

/** A small check mark before "Verified stay" (decorative: the words say it). */
function CheckIcon() {
  return (
    <svg className="review-verified-icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
