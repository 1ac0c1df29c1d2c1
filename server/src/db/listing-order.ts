import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Rewrites the listings in the order of their location index (sub-category, latitude,
 * longitude) and refreshes the planner's statistics. Call it after writing organisations in
 * bulk (seed, imports).
 *
 * Why: a radius search reads every listing of one sub-category inside a box, one heap page
 * per listing when the rows lie in the order they were written. Stored in index order, the
 * listings of a box share pages: with 50,000 organisations a search's execution time in
 * PGlite fell from 0.89-1.01 ms to about 0.80 ms (ADR 017). PostgreSQL does not keep this
 * order as rows change, so every bulk write ends with it.
 *
 * CLUSTER locks the table while it rewrites it (about a second for 64,000 listings), so
 * searches wait for that second; imports are rare, and a search never sees half an order.
 */
export async function reorderListings(db: Db): Promise<void> {
  await db.execute(
    sql`cluster organization_sub_categories using organization_sub_categories_location_idx`,
  );
  await db.execute(sql`analyze organizations, organization_sub_categories`);
}
