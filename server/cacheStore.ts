import type { Entry } from './cacheEntry';

/** One entry may take at most this share of the bound. */
const MAX_ENTRY_SHARE = 1 / 8;
/**
 * Entries whose URL has a query string (searches, pages of a list, anything a client appends) may
 * take at most this share of the bound together: a flood of distinct queries evicts other queries,
 * never the plain pages every visitor asks for.
 */
export const QUERY_SHARE = 1 / 4;
const hasQuery = (key: string) => key.includes('?');

export type EntryStore = ReturnType<typeof createEntryStore>;

/**
 * The response cache's anonymous entries by key, within `maxBytes` (all encodings together): the
 * least recently used leave first, and those with a query string within their own share.
 */
export function createEntryStore(maxBytes: number) {
  const maxQueryBytes = maxBytes * QUERY_SHARE;
  let bytes = 0;
  let queryBytes = 0;
  const entries = new Map<string, Entry>();
  /** The bytes counted for each entry held: an entry grows when an encoding is first asked for (`grew`). */
  const counted = new WeakMap<Entry, number>();

  const count = (key: string, entry: Entry, delta: number) => {
    counted.set(entry, (counted.get(entry) ?? 0) + delta);
    bytes += delta;
    if (hasQuery(key)) queryBytes += delta;
  };
  const evict = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    count(key, entry, -(counted.get(entry) ?? 0));
  };
  /** Evicts the least recently used until the bytes are within the bounds again. */
  const trim = (key: string) => {
    if (hasQuery(key)) {
      for (const oldest of entries.keys()) {
        if (queryBytes <= maxQueryBytes) break;
        if (hasQuery(oldest)) evict(oldest);
      }
    }
    // Map keeps insertion order and hits re-insert: the first key is the least recently used.
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      evict(oldest);
    }
  };

  return {
    get: (key: string) => entries.get(key),
    /** Marks a served entry the most recently used: Map keeps insertion order, so it goes last. */
    touch(key: string, entry: Entry) {
      entries.delete(key);
      entries.set(key, entry);
    },
    evict,
    store(key: string, entry: Entry) {
      evict(key);
      if (entry.bytes > maxBytes * MAX_ENTRY_SHARE) return;
      entries.set(key, entry);
      count(key, entry, entry.bytes);
      trim(key);
    },
    /** An entry served from `key` may have grown by an encoding made for its client: counts it, within the bounds. */
    grew(key: string, entry: Entry) {
      if (entries.get(key) !== entry) return;
      const delta = entry.bytes - (counted.get(entry) ?? 0);
      if (delta === 0) return;
      count(key, entry, delta);
      trim(key);
    },
    clear() {
      entries.clear();
      bytes = 0;
      queryBytes = 0;
    },
    size: () => entries.size,
    bytes: () => bytes,
  };
}
