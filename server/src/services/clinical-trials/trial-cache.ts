/** What a cache holds under a key, and when it was stored. */
export interface CacheEntry<V> {
  value: V;
  storedAt: Date;
}

/**
 * A key-value store for search answers. The service decides freshness from `storedAt`; the
 * store only keeps things. A later change backs it with a database table.
 */
export interface TrialCache<V> {
  get(key: string): Promise<CacheEntry<V> | null>;
  set(key: string, value: V): Promise<void>;
}

export interface MemoryTrialCacheOptions {
  /** Milliseconds since the epoch; stamps storedAt. */
  now?: () => number;
  /** Oldest writes are dropped beyond this many keys. */
  maxEntries?: number;
  /** Entries older than this are dropped (past it no answer is served, even stale). */
  maxAgeMs?: number;
}

/** A per-process cache: fine for one server; lost on restart. */
export function createMemoryTrialCache<V>({
  now = Date.now,
  maxEntries = 1000,
  maxAgeMs = Number.POSITIVE_INFINITY,
}: MemoryTrialCacheOptions = {}): TrialCache<V> & { readonly size: number } {
  const entries = new Map<string, CacheEntry<V>>();
  const expired = (entry: CacheEntry<V>) => now() - entry.storedAt.getTime() > maxAgeMs;
  return {
    get size() {
      return entries.size;
    },
    async get(key) {
      const entry = entries.get(key);
      if (entry && expired(entry)) entries.delete(key);
      return entry && !expired(entry) ? entry : null;
    },
    async set(key, value) {
      // Re-inserting moves the key to the end, so the first key is always the oldest write:
      // the expired and the surplus are dropped from the front.
      entries.delete(key);
      entries.set(key, { value, storedAt: new Date(now()) });
      for (const [oldestKey, oldest] of entries) {
        if (entries.size <= maxEntries && !expired(oldest)) break;
        entries.delete(oldestKey);
      }
    },
  };
}
