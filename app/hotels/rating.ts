import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales';
import { decimalIn } from '~/domain/localFormat';

/** The hero's star widget shows ratings to the nearest half star (docs/product/requirements.md section 9). */
export function roundToHalfStar(rating: number): number {
  return Math.round(clampRating(rating) * 2) / 2;
}

/** The rating as printed beside the stars: one decimal, '4.5' ('4,5' on a French page). */
export function formatRating(rating: number, locale: Locale = DEFAULT_LOCALE): string {
  return locale === DEFAULT_LOCALE ? clampRating(rating).toFixed(1) : decimalIn(locale, clampRating(rating));
}

function clampRating(rating: number): number {
  return Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0;
}

/** Hotel cards show this fixed rating (docs/product/requirements.md section 9). */
export const CARD_RATING = 4.9;
