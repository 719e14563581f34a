/**
 * The hotel search's state (issue 13): what /rooms and GET /api/rooms filter and sort by, and its
 * one spelling in a URL. Client-safe (the page's links and the local entries use it); the
 * validation lives in searchParams.server.ts.
 */
import type { DisplayCurrency } from '~/lib/displayCurrency';

export const HOTEL_SORTS = ['recommended', 'price', 'rating', 'name'] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];

export const SORT_LABELS = {
  recommended: 'hotels_sort_recommended',
  price: 'hotels_sort_price',
  rating: 'hotels_sort_rating',
  name: 'hotels_sort_name',
} as const satisfies Record<HotelSort, string>;

/** The filters of a search; absent = not filtered on. */
export interface HotelFilters {
  /** Case-insensitive text in the name, city or country. */
  q?: string;
  country?: string;
  /**
   * Starting price per night (priceMin), whole units of `priceCurrency`: each hotel's price is
   * converted at the stored rates and compared as the cards round it (docs/decisions/0031).
   */
  priceMin?: number;
  priceMax?: number;
  /** The currency of priceMin and priceMax; euros when absent. Only set beside a bound, never EUR. */
  priceCurrency?: Exclude<DisplayCurrency, 'EUR'>;
  /** Lowest average guest rating, 0 to 5. */
  minRating?: number;
  /** At least this many VIP lounges. */
  vipLounges?: number;
  /** At least this many gaming tables. */
  minTables?: number;
}

export interface HotelSearch extends HotelFilters {
  sort: HotelSort;
}

/** The query parameters, in the order a canonical URL lists them. */
export const FILTER_KEYS = ['q', 'country', 'priceMin', 'priceMax', 'minRating', 'vipLounges', 'minTables'] as const satisfies readonly (keyof HotelFilters)[];

export const DEFAULT_SEARCH: HotelSearch = { sort: 'recommended' };

/** True when any filter is set (the sort alone does not filter). */
export function isFiltered(search: HotelFilters): boolean {
  return FILTER_KEYS.some((key) => search[key] !== undefined);
}

/** The parameter that names the currency of the price bounds (the API's `currency` also names it). */
export const PRICE_CURRENCY_PARAM = 'currency';

/**
 * The canonical query string of a search and page: filters in FILTER_KEYS order (the bounds'
 * currency after priceMax), then the sort unless recommended, then the page unless 1; '' for the
 * default list. One URL per result page keeps the response cache to one entry per result.
 */
export function searchQuery(search: HotelSearch, page = 1): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = search[key];
    if (value !== undefined) params.set(key, String(value));
    if (key === 'priceMax' && search.priceCurrency) params.set(PRICE_CURRENCY_PARAM, search.priceCurrency);
  }
  if (search.sort !== 'recommended') params.set('sort', search.sort);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
