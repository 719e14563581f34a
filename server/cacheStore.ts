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

/** An entry held, with what the store counts of it. */
interface Held {
  entry: Entry;
  /** Its bytes as counted: an entry grows when an encoding is first asked for (`grew`). */
  bytes: number;
  /** The `stores` count when it was last moved to the end of the order (`touch`). */
  usedAt: number;
}

/**
 * The response cache's anonymous entries by key, within `maxBytes` (all encodings together): the
 * least recently used leave first, and those with a query string within their own share. "Least
 * recently used" to within the entries used since the last one was stored: such an entry is
 * already behind every entry not used since, and the order only matters when the bytes are trimmed.
 * Moving it again on every hit was two of a cached answer's five lookups (docs/performance.md).
 */
export function createEntryStore(maxBytes: number) {
  const maxQueryBytes = maxBytes * QUERY_SHARE;
  let bytes = 0;
  let queryBytes = 0;
  let stores = 0;
  const entries = new Map<string, Held>();

  const count = (key: string, held: Held, delta: number) => {
    held.bytes += delta;
    bytes += delta;
    if (hasQuery(key)) queryBytes += delta;
  };
  const evict = (key: string) => {
    const held = entries.get(key);
    if (!held) return;
    entries.delete(key);
    count(key, held, -held.bytes);
  };
  /** Evicts the least recently used until the bytes are within the bounds again. */
  const trim = (key: string) => {
    if (hasQuery(key)) {
      for (const oldest of entries.keys()) {
        if (queryBytes <= maxQueryBytes) break;
        if (hasQuery(oldest)) evict(oldest);
      }
    }
    // Map keeps insertion order and used entries re-insert: the first key is the least recently used.
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      evict(oldest);
    }
  };

  return {
    get: (key: string) => entries.get(key)?.entry,
    /** Marks a served entry the most recently used: Map keeps insertion order, so it goes last. */
    touch(key: string, entry: Entry) {
      const held = entries.get(key);
      if (held?.entry !== entry || held.usedAt === stores) return;
      held.usedAt = stores;
      entries.delete(key);
      entries.set(key, held);
    },
    evict,
    store(key: string, entry: Entry) {
      evict(key);
      if (entry.bytes > maxBytes * MAX_ENTRY_SHARE) return;
      const held: Held = { entry, bytes: 0, usedAt: ++stores };
      entries.set(key, held);
      count(key, held, entry.bytes);
      trim(key);
    },
    /** An entry served from `key` may have grown by an encoding made for its client: counts it, within the bounds. */
    grew(key: string, entry: Entry) {
      const held = entries.get(key);
      if (held?.entry !== entry) return;
      const delta = entry.bytes - held.bytes;
      if (delta === 0) return;
      count(key, held, delta);
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
