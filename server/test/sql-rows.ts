import type { SQL } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/**
 * The rows of a raw SQL query. Both drivers answer `{ rows }`, but the shared Db type leaves
 * execute()'s result unknown, so tests read it through here instead of casting each time.
 */
export async function sqlRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
