import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/**
 * Whether the listings have been rewritten in the order of their location index
 * (reorderListings: CLUSTER ... USING marks the index), so a test can tell that a bulk
 * write ended with it.
 */
export async function listingsReordered(db: Db): Promise<boolean> {
  // Both drivers answer { rows }; the shared Db type leaves the result unknown.
  const result = (await db.execute(
    sql`select indisclustered as clustered from pg_index
        where indexrelid = 'organization_sub_categories_location_idx'::regclass`,
  )) as unknown as { rows: { clustered: boolean }[] };
  return result.rows[0]?.clustered === true;
}
