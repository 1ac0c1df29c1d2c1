import { desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trialSearchCache } from '../../db/schema.ts';
import type { TrialCache } from './trial-cache.ts';
import { STALE_IF_ERROR_MS } from './trial-search.ts';

export interface DatabaseTrialCacheOptions {
  /** Milliseconds since the epoch; stamps storedAt with the same clock the service reads. */
  now?: () => number;
  /** Rows older than this are deleted: past it no answer is served, even stale. */
  maxAgeMs?: number;
  /** At most this many rows (plus what instances wrote since their last prune): the oldest go first. */
  maxEntries?: number;
  /**
   * Prune on this instance's first write and then on every this-many-th: a prune reads and
   * sorts the whole table, too much work for every write.
   */
  pruneEvery?: number;
}

/**
 * The trial_search_cache table as a TrialCache: every instance reads what any instance
 * fetched, so the registry is asked once per area however many servers run.
 */
export function createDatabaseTrialCache<V>(
  db: Db,
  {
    now = Date.now,
    maxAgeMs = STALE_IF_ERROR_MS,
    maxEntries = 10_000,
    pruneEvery = 100,
  }: DatabaseTrialCacheOptions = {},
): TrialCache<V> {
  let writes = 0;
  return {
    async get(key) {
      const [row] = await db
        .select({ value: trialSearchCache.value, storedAt: trialSearchCache.storedAt })
        .from(trialSearchCache)
        .where(eq(trialSearchCache.key, key))
        .limit(1);
      // The service validates the value's shape before using it.
      return row ? { value: row.value as V, storedAt: row.storedAt } : null;
    },
    async set(key, value) {
      const storedAt = new Date(now());
      // One statement: two instances storing the same key at once leave one row.
      await db
        .insert(trialSearchCache)
        .values({ key, value, storedAt })
        .onConflictDoUpdate({ target: trialSearchCache.key, set: { value, storedAt } });
      // Bounded (a write is a registry call: at most one per area in 12 h), so the table cannot
      // grow for ever with the ZIP codes ever searched. An expired row left until the next
      // prune is never served: the service checks every answer's age.
      if (writes++ % pruneEvery !== 0) return;
      await db
        .delete(trialSearchCache)
        .where(lt(trialSearchCache.storedAt, new Date(now() - maxAgeMs)));
      const beyond = db
        .select({ key: trialSearchCache.key })
        .from(trialSearchCache)
        .orderBy(desc(trialSearchCache.storedAt), desc(trialSearchCache.key))
        .offset(maxEntries);
      await db.delete(trialSearchCache).where(inArray(trialSearchCache.key, beyond));
    },
  };
}
