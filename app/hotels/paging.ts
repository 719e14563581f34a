/** Hotels per page of /rooms. */
export const HOTELS_PER_PAGE = 24;
/** Reviews a hotel page shows first, and how many more each "Show more reviews" adds. */
export const REVIEWS_STEP = 10;
/** The most reviews one hotel page renders (more are available from the API). */
export const MAX_REVIEWS_SHOWN = 100;

/** The page number in `?page=`, 1 when absent or malformed. */
export function pageParam(search: URLSearchParams): number {
  const raw = search.get('page');
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

export function pageCount(total: number, perPage = HOTELS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * Page links around the current one: first, last, and two either side; null marks a gap.
 * pageWindow(7, 20) -> [1, null, 5, 6, 7, 8, 9, null, 20]
 */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages = new Set([1, last]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= last) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const [i, p] of sorted.entries()) {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(null);
    out.push(p);
  }
  return out;
}

/** The number of reviews in `?reviews=`, rounded to the step, within 10..100. */
export function reviewsParam(search: URLSearchParams): number {
  const raw = search.get('reviews');
  if (raw === null || !/^\d{1,4}$/.test(raw)) return REVIEWS_STEP;
  const n = Math.ceil(Number(raw) / REVIEWS_STEP) * REVIEWS_STEP;
  return Math.min(MAX_REVIEWS_SHOWN, Math.max(REVIEWS_STEP, n));
}
