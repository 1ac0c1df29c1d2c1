import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  cities,
  organizations,
  organizationSubCategories,
  states,
  zipCentroids,
} from '../../db/schema.ts';
import { seedCatalog } from '../../db/seed/seed-catalog.ts';
import { sqlRows } from '../../db/sql-rows.ts';

/** The fixture files beside this module. */
export const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/**
 * What the import rules read: the catalogue, a few states (their real ids), ZIP centres, and
 * two city centres (where the database places a record known by its city only).
 */
export async function prepareImportDatabase(db: Db) {
  await seedCatalog(db);
  await db.insert(states).values(
    [
      [1433, 'Massachusetts', 'MA'],
      [1422, 'Pennsylvania', 'PA'],
      [1417, 'New Jersey', 'NJ'],
      [1452, 'New York', 'NY'],
      [1435, 'Connecticut', 'CT'],
    ].map(([id, name, code]) => ({
      id: id as number,
      countryId: 233,
      name: name as string,
      nameSp: name as string,
      stateCode: code as string,
      type: 'state',
    })),
  );
  await db.insert(zipCentroids).values([
    { zip: '02108', city: 'Boston', stateCode: 'MA', latitude: 42.3576, longitude: -71.0684 },
    { zip: '19104', city: 'Philadelphia', stateCode: 'PA', latitude: 39.9597, longitude: -75.2024 },
    { zip: '10001', city: 'New York', stateCode: 'NY', latitude: 40.7484, longitude: -73.9967 },
    { zip: '06103', city: 'Hartford', stateCode: 'CT', latitude: 41.7672, longitude: -72.676 },
    { zip: '19064', city: 'Springfield', stateCode: 'PA', latitude: 39.9311, longitude: -75.3277 },
  ]);
  await db.insert(cities).values([
    CITY_CENTRES.philadelphia,
    CITY_CENTRES.harrisburg,
    CITY_CENTRES.saintMarys,
    {
      id: 900_003,
      stateId: 1422,
      name: 'Springfield',
      nameSearch: 'springfield',
      latitude: 40.0,
      longitude: -75.4,
    },
    {
      id: 900_004,
      stateId: 1422,
      name: 'Springfield',
      nameSearch: 'springfield',
      latitude: 40.3,
      longitude: -76.0,
    },
  ]);
}

/** City centres in the fixture's cities table (Pennsylvania has two Springfields too). */
export const CITY_CENTRES = {
  philadelphia: {
    id: 900_001,
    stateId: 1422,
    name: 'Philadelphia',
    nameSearch: 'philadelphia',
    latitude: 39.9526,
    longitude: -75.1652,
  },
  harrisburg: {
    id: 900_002,
    stateId: 1422,
    name: 'Harrisburg',
    nameSearch: 'harrisburg',
    latitude: 40.2737,
    longitude: -76.8844,
  },
  saintMarys: {
    id: 900_005,
    stateId: 1422,
    name: 'Saint Marys',
    nameSearch: 'saint marys',
    latitude: 41.4278,
    longitude: -78.5606,
  },
};

/** An imported organisation as stored, with its sub-categories, by import key. */
export async function storedOrganization(db: Db, importKey: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.importKey, importKey));
  if (!row) return undefined;
  const links = await db
    .select({ id: organizationSubCategories.subCategoryId })
    .from(organizationSubCategories)
    .where(eq(organizationSubCategories.organizationId, row.id))
    .orderBy(asc(organizationSubCategories.subCategoryId));
  return { ...row, subCategoryIds: links.map((link) => link.id) };
}

/** Every organisation's row version (xmin): any write, even of equal values, changes it. */
export async function rowVersions(db: Db): Promise<string> {
  const [own] = await sqlRows<{ versions: string | null }>(
    db,
    sql`select string_agg(id::text || ':' || xmin::text, ',' order by id) as versions
        from organizations`,
  );
  const [links] = await sqlRows<{ versions: string | null }>(
    db,
    sql`select string_agg(organization_id::text || '/' || sub_category_id::text || ':' || xmin::text, ','
          order by organization_id, sub_category_id) as versions
        from organization_sub_categories`,
  );
  return `${own?.versions ?? ''}|${links?.versions ?? ''}`;
}

export async function organizationCount(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(organizations);
  return Number(row?.count ?? 0);
}
