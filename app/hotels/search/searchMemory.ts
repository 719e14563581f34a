import { readViewSettings, updateRecentActivity, updateViewSettings } from '~/preferences/localEntries';
import type { HotelSearch } from './search';

/** Query texts kept in recentActivity.recentSearches. */
export const RECENT_SEARCHES_MAX = 5;

/** The latest text first, once (any case), at most RECENT_SEARCHES_MAX. */
export function withRecentSearch(recent: readonly string[], q: string): string[] {
  const key = q.toLowerCase();
  return [q, ...recent.filter((r) => r.toLowerCase() !== key)].slice(0, RECENT_SEARCHES_MAX);
}

/**
 * Keeps the visitor's choices in the local entries (docs/product/requirements.md section 3): the
 * search shown as recentActivity.lastSearchFilters, its text in recentSearches, its sort in
 * userPreferences.viewSettings.sortBy. Browser only; storage failures (private mode, full) are
 * ignored: nothing on the page depends on them.
 */
export function rememberSearch(search: HotelSearch, local: Storage = localStorage): void {
  try {
    const { sort, ...filters } = search;
    updateRecentActivity(
      ({ recentSearches }) => ({
        lastSearchFilters: { ...filters, sort },
        ...(filters.q ? { recentSearches: withRecentSearch(recentSearches, filters.q) } : {}),
      }),
      local,
    );
    updateViewSettings({ sortBy: sort }, local);
  } catch {
    // storage unavailable
  }
}

/** viewSettings.filtersVisible, as the visitor left the panel. */
export function rememberFiltersVisible(open: boolean, local: Storage = localStorage): void {
  try {
    if (readViewSettings(local).filtersVisible !== open) updateViewSettings({ filtersVisible: open }, local);
  } catch {
    // storage unavailable
  }
}

export function filtersVisible(local: Storage = localStorage): boolean {
  try {
    return readViewSettings(local).filtersVisible;
  } catch {
    return true;
  }
}
