import { apiFetch } from '~/lib/apiClient';
import { readRecentActivity, updateRecentActivity } from '~/preferences/localEntries';

/**
 * The browser's side of saved and recently viewed hotels: the `recentActivity` entry always, and the
 * account too when signed in (docs/decisions/0016). Calls to the server are best effort: the local
 * entry stands if they fail, and the next sign-in merges it.
 */

/** As the server keeps them (shortlist.server.ts). */
const SAVED_MAX = 100;
const RECENTLY_VIEWED_MAX = 12;

const withFirst = (list: readonly string[], slug: string, max: number) => [slug, ...list.filter((s) => s !== slug)].slice(0, max);

/** Fired on this page when the browser's lists change, so every Save control and list shows it. */
export const SHORTLIST_CHANGED_EVENT = 'aurelia:shortlist-changed';
const announce = () => window.dispatchEvent(new Event(SHORTLIST_CHANGED_EVENT));

/** The browser's two lists, as slugs, most recent first (empty when storage is unavailable). */
export function localShortlist(): { savedProperties: string[]; recentlyViewed: string[] } {
  try {
    const { savedProperties, recentlyViewed } = readRecentActivity();
    return { savedProperties, recentlyViewed };
  } catch {
    return { savedProperties: [], recentlyViewed: [] };
  }
}

export function isSavedLocally(slug: string): boolean {
  try {
    return readRecentActivity().savedProperties.includes(slug);
  } catch {
    return false;
  }
}

export function keepSavedLocally(slug: string, saved: boolean) {
  updateRecentActivity(({ savedProperties }) => ({
    savedProperties: saved ? withFirst(savedProperties, slug, SAVED_MAX) : savedProperties.filter((s) => s !== slug),
  }));
  announce();
}

/** A visit to a hotel page: first in `recentlyViewed`, and in the account when signed in. */
export function noteVisit(slug: string, signedIn: boolean) {
  try {
    updateRecentActivity(({ recentlyViewed }) => ({ recentlyViewed: withFirst(recentlyViewed, slug, RECENTLY_VIEWED_MAX) }));
    announce();
  } catch {
    /* storage unavailable: nothing to keep */
  }
  if (signedIn) void apiFetch(`/account/hotels/viewed/${encodeURIComponent(slug)}`, { method: 'PUT' }).catch(() => {});
}

/**
 * The account's changes from this page, one after the other. A merge reads the browser's list when
 * it runs: one that overlapped a Remove (a session adopted as the page opens) carried the hotel the
 * Remove had just taken away, and the account took it back after the DELETE.
 */
let accountChanges: Promise<unknown> = Promise.resolve();
const inTurn = <T>(change: () => Promise<T>): Promise<T> => (accountChanges = accountChanges.then(change, change)) as Promise<T>;

/** At sign-in: the account takes what this browser kept, and the browser keeps the merged lists. */
export function mergeShortlistAtSignIn(): Promise<void> {
  return inTurn(mergeNow);
}

async function mergeNow(): Promise<void> {
  try {
    const { savedProperties, recentlyViewed } = readRecentActivity();
    const res = await apiFetch('/account/hotels/merge', {
      method: 'POST',
      body: { savedProperties: savedProperties.slice(0, SAVED_MAX), recentlyViewed: recentlyViewed.slice(0, RECENTLY_VIEWED_MAX) },
    });
    if (!res.ok) return;
    const merged = (await res.json()) as { savedProperties: string[]; recentlyViewed: string[] };
    updateRecentActivity(() => merged);
    announce();
  } catch {
    /* offline: the next sign-in merges */
  }
}

/** Removes a saved hotel: from the account first when signed in, then from the browser. False when the account refused or was unreachable. */
export function removeSaved(slug: string, signedIn: boolean): Promise<boolean> {
  return signedIn ? inTurn(() => removeNow(slug, true)) : removeNow(slug, false);
}

async function removeNow(slug: string, signedIn: boolean): Promise<boolean> {
  if (signedIn) {
    const res = await apiFetch(`/account/hotels/saved/${encodeURIComponent(slug)}`, { method: 'DELETE' }).catch(() => null);
    if (!res?.ok) return false;
  }
  try {
    keepSavedLocally(slug, false);
  } catch {
    /* storage unavailable: the account's list is the one */
  }
  return true;
}
