import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * The rows of a raw SQL query, on the database or inside one of its transactions. Both
 * drivers answer `{ rows }`, but the shared Db type leaves execute()'s result unknown, so
 * callers read it through here instead of casting each time.
 */
export async function sqlRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
