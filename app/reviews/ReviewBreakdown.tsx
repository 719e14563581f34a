import { DEFAULT_LOCALE } from '~/i18n/locales';
import { useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { decimalIn } from '~/domain/localFormat';
import type { ReviewSummary } from './review';
import { SUB_SCORES } from './reviewInput';

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/**
 * The rating breakdown above a hotel's reviews: how many reviews gave each number of stars (bars,
 * with the count in words beside each) and the average of each of the six sub-scores.
 */
export function ReviewBreakdown({ summary }: { summary: ReviewSummary }) {
  const t = useT();
  const locale = useLocale();
  const total = summary.stars.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  return (
    <div className="review-breakdown" data-testid="review-breakdown">
      <section aria-labelledby="review-stars-heading">
        <h3 id="review-stars-heading" className="review-breakdown-title">
          {t('reviews_ratings')}
        </h3>
        <ul className="review-bars" role="list">
          {[5, 4, 3, 2, 1].map((star) => {
            const count = summary.stars[star - 1]!;
            return (
              <li key={star} className="review-bar-row">
                <span className="review-bar-label">{t('reviews_stars', { count: star })}</span>
                <span className="review-bar" aria-hidden="true">
                  <span className="review-bar-fill" style={{ width: `${percent(count, total)}%` }} />
                </span>
                <span className="review-bar-count">
                  {count} <span className="visually-hidden">{t('reviews_bar_hidden', { count })} </span>
                  <span className="muted">({percent(count, total)}%)</span>
                </span>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="review-scores-heading">
        <h3 id="review-scores-heading" className="review-breakdown-title">
          {t('reviews_scores')}
        </h3>
        <dl className="review-scores">
          {SUB_SCORES.map(({ key, message }) => {
            const { average, count } = summary.subScores[key];
            return (
              <div key={key} className="review-score">
                <dt>{t(message)}</dt>
                <dd>
                  {average === null ? (
                    <span className="muted">{t('reviews_not_rated')}</span>
                  ) : (
                    <>
                      <span className="review-bar" aria-hidden="true">
                        <span className="review-bar-fill" style={{ width: `${(average / 5) * 100}%` }} />
                      </span>
                      <strong>{locale === DEFAULT_LOCALE ? average.toFixed(1) : decimalIn(locale, average)}</strong>{' '}
                      <span className="muted">{t('reviews_out_of', { count })}</span>
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
