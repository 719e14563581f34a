import { REVIEWS_STEP, reviewsParam } from './paging';

/** The hotel page's tabs, in order (docs/product/requirements.md section 2). */
export const HOTEL_TABS = [
  { value: 'overview', label: 'hotels_tab_overview' },
  { value: 'amenities', label: 'hotels_tab_amenities' },
  { value: 'reviews', label: 'hotels_tab_reviews' },
] as const;

export type HotelTab = (typeof HOTEL_TABS)[number]['value'];

/**
 * The tab in `?tab=`; an unknown or missing value is the overview, except that a visitor who asked
 * for more reviews (`?reviews=N`, the "Show more reviews" link) lands on the reviews.
 */
export function hotelTabParam(search: URLSearchParams): HotelTab {
  const tab = HOTEL_TABS.find((t) => t.value === search.get('tab'));
  if (tab) return tab.value;
  return search.has('tab') || reviewsParam(search) <= REVIEWS_STEP ? 'overview' : 'reviews';
}

/** The same page's query with another tab (the other parameters, such as ?reviews=, kept). */
export function hotelTabSearch(search: URLSearchParams, tab: HotelTab): string {
  const next = new URLSearchParams(search);
  next.set('tab', tab);
  return `?${next}`;
}
