import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from './sql-rows.ts';
import { databaseKinds, useTestDatabase } from '../../test/test-databases.ts';
import { reorderListings } from './listing-order.ts';
import { organizations, organizationSubCategories } from './schema.ts';
import { seedCatalog } from './seed/seed-catalog.ts';

describe.each(databaseKinds)('listing order on %s', (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(() => seedCatalog(database().db));

  /** The listings as stored on disk (physical order), as (sub-category, organisation). */
  const storedOrder = async () => {
    const rows = await sqlRows<{ sub: number; org: number }>(
      database().db,
      sql`select sub_category_id as sub, organization_id as org
          from organization_sub_categories order by ctid`,
    );
    return rows.map((row) => `${row.sub}:${row.org}`);
  };

  it('stores the listings in the order of the location index', async () => {
    const { db } = database();
    // Written north to south and across sub-categories: the opposite of the index order.
    const rows = Array.from({ length: 30 }, (_, index) => ({
      id: 100 + index,
      organization: `Fixture ${index}`,
      serviceArea: 'local',
      latitude: 45 - index * 0.5,
      longitude: -75,
      source: 'test',
      nameSearch: `fixture ${index}`,
    }));
    await db.insert(organizations).values(rows);
    await db
      .insert(organizationSubCategories)
      .values(
        rows.map((row, index) => ({ organizationId: row.id, subCategoryId: index % 2 ? 36 : 37 })),
      );
    const indexOrder = rows
      .map((row, index) => ({ sub: index % 2 ? 36 : 37, org: row.id, latitude: row.latitude }))
      .sort((a, b) => a.sub - b.sub || a.latitude - b.latitude)
      .map((row) => `${row.sub}:${row.org}`);
    expect(await storedOrder()).not.toEqual(indexOrder);

    await reorderListings(db);

    expect(await storedOrder()).toEqual(indexOrder);
    const [stats] = await sqlRows<{ analyzed: number }>(
      db,
      sql`select count(*)::int as analyzed from pg_stats
          where tablename = 'organization_sub_categories' and attname = 'latitude'`,
    );
    expect(stats?.analyzed).toBe(1);
  });
});
