import type { ReviewSort } from './reviewInput';

/** Where a guest writes, edits or deletes their review of a hotel (signed in; app/reviews/ReviewPage.tsx). */
export const reviewPagePath = (slug: string) => `/rooms/${slug}/review`;

/** The hotel page's reviews tab, at the top of the tabs. */
export const hotelReviewsPath = (slug: string) => `/rooms/${slug}?tab=reviews#hotel-details`;

/**
 * The hotel page's query with the reviews tab, in this order, the other parameters (the stay
 * search) kept; a new order starts again from the first page of reviews.
 */
export function reviewSortSearch(search: URLSearchParams, sort: ReviewSort): string {
  const next = new URLSearchParams(search);
  next.set('tab', 'reviews');
  next.delete('reviews');
  if (sort === 'newest') next.delete('sort');
  else next.set('sort', sort);
  return `?${next}`;
}

/** The query showing `shown` reviews in the same order and filter (more than the first page opens the reviews tab). */
export function moreReviewsSearch(search: URLSearchParams, shown: number): string {
  const next = new URLSearchParams({ reviews: String(shown) });
  const sort = search.get('sort');
  if (sort) next.set('sort', sort);
  if (search.get(VERIFIED_PARAM) === '1') next.set(VERIFIED_PARAM, '1');
  return `?${next}`;
}

/** The hotel page's reviews from verified stays only: `?verified=1` (issue 49). */
export const VERIFIED_PARAM = 'verified';

/** Whether the page lists only the reviews from verified stays. */
export const onlyVerified = (search: URLSearchParams) => search.get(VERIFIED_PARAM) === '1';

/** The hotel page's query with the reviews tab, all reviews or only verified stays', from the first page. */
export function reviewFilterSearch(search: URLSearchParams, verified: boolean): string {
  const next = new URLSearchParams(search);
  next.set('tab', 'reviews');
  next.delete('reviews');
  if (verified) next.set(VERIFIED_PARAM, '1');
  else next.delete(VERIFIED_PARAM);
  return `?${next}`;
}
