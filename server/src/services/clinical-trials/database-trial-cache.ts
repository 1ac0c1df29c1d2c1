import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trialSearchCache } from '../../db/schema.ts';
import type { TrialCache } from './trial-cache.ts';

export interface DatabaseTrialCacheOptions {
  /** Milliseconds since the epoch; stamps storedAt with the same clock the service reads. */
  now?: () => number;
}

/**
 * The trial_search_cache table as a TrialCache: every instance reads what any instance
 * fetched, so the registry is asked once per area however many servers run.
 */
export function createDatabaseTrialCache<V>(
  db: Db,
  { now = Date.now }: DatabaseTrialCacheOptions = {},
): TrialCache<V> {
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
    },
  };
}
