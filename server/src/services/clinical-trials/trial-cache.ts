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
}

/** A per-process cache: fine for one server; lost on restart. */
export function createMemoryTrialCache<V>({
  now = Date.now,
  maxEntries = 1000,
}: MemoryTrialCacheOptions = {}): TrialCache<V> & { readonly size: number } {
  const entries = new Map<string, CacheEntry<V>>();
  return {
    get size() {
      return entries.size;
    },
    async get(key) {
      return entries.get(key) ?? null;
    },
    async set(key, value) {
      // Re-inserting moves the key to the end, so the first key is always the oldest write.
      entries.delete(key);
      entries.set(key, { value, storedAt: new Date(now()) });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
  };
}
