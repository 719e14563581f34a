import { roundToHalfStar } from './rating';

/** A read-only five-star rating shown to the nearest half star. */
export function StarRating({ value, size = 'md' }: { value: number; size?: 'sm' | 'md' | 'lg' }) {
  const shown = roundToHalfStar(value);
  return (
    <span className={`stars stars-${size}`} role="img" aria-label={`Rated ${shown} out of 5`}>
      <span className="stars-base" aria-hidden="true">
        ★★★★★
      </span>
      <span className="stars-fill" aria-hidden="true" style={{ width: `${(shown / 5) * 100}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
