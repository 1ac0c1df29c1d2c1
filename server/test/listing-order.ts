import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { sqlRows } from '../src/db/sql-rows.ts';

/**
 * Whether the listings have been rewritten in the order of their location index
 * (reorderListings: CLUSTER ... USING marks the index), so a test can tell that a bulk
 * write ended with it.
 */
export async function listingsReordered(db: Db): Promise<boolean> {
  const [index] = await sqlRows<{ clustered: boolean }>(
    db,
    sql`select indisclustered as clustered from pg_index
        where indexrelid = 'organization_sub_categories_location_idx'::regclass`,
  );
  return index?.clustered === true;
}
