import { DEFAULT_LOCALE } from '~/i18n/locales';
import { useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { decimalIn } from '~/domain/localFormat';
import { roundToHalfStar } from './rating';

/** A read-only five-star rating shown to the nearest half star. */
export function StarRating({ value, size = 'md' }: { value: number; size?: 'sm' | 'md' | 'lg' }) {
  const shown = roundToHalfStar(value);
  const t = useT();
  const locale = useLocale();
  const rating = locale === DEFAULT_LOCALE ? String(shown) : decimalIn(locale, shown, Number.isInteger(shown) ? 0 : 1);
  return (
    <span className={`stars stars-${size}`} role="img" aria-label={t('reviews_rated', { rating })}>
      <span className="stars-base" aria-hidden="true">
        ★★★★★
      </span>
      <span className="stars-fill" aria-hidden="true" style={{ width: `${(shown / 5) * 100}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
