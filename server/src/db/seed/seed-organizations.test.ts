import { asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, useTestDatabase } from '../../../test/test-databases.ts';
import { organizations, organizationSubCategories, subCategories } from '../schema.ts';
import { SPECIAL_IDS } from './catalog/categories.ts';
import { seedCatalog } from './seed-catalog.ts';
import { seedGeography } from './seed-geography.ts';
import { ORGANIZATION_SEEDS, seedOrganizations } from './seed-organizations.ts';

describe('organisation seed data', () => {
  it('has 40+ rows with unique ids, official https websites and no invented details', () => {
    expect(ORGANIZATION_SEEDS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(ORGANIZATION_SEEDS.map((seed) => seed.id)).size).toBe(ORGANIZATION_SEEDS.length);
    for (const seed of ORGANIZATION_SEEDS) {
      expect(seed.website, seed.organization).toMatch(
        /^https:\/\/[a-z0-9.-]+\.(org|gov|com|edu)\b/,
      );
      expect(seed.sourceUrl).toMatch(/^https:\/\//);
      // Nobody could check phone numbers while writing this file: none may appear.
      expect(seed.phone ?? seed.tollfree ?? seed.tty, seed.organization).toBeUndefined();
      if (seed.serviceArea === 'national') {
        expect(seed.subCategoryIds, seed.organization).toContain(SPECIAL_IDS.nationalSubCategory);
        expect(seed.state).toBeUndefined();
      } else {
        expect(seed.state, seed.organization).toMatch(/^[A-Z]{2}$/);
      }
    }
    const always = ORGANIZATION_SEEDS.find(
      (seed) => seed.id === SPECIAL_IDS.alwaysShownOrganization,
    );
    expect(always?.organization).toBe('American Foundation for the Blind');
  });
});

describe.each(databaseKinds)('seedOrganizations on $kind', (kind) => {
  const database = useTestDatabase(kind);

  beforeAll(async () => {
    // Local organisations take their coordinates from the ZIP centroids.
    await seedGeography(database().db);
    await seedCatalog(database().db);
  }, 120_000);

  it('writes every organisation with its listings, then skips an unchanged version', async () => {
    const { db } = database();
    const first = await seedOrganizations(db);
    expect(first.skipped).toBe(false);
    expect(first.counts).toMatchObject({ organizations: ORGANIZATION_SEEDS.length, unlocated: 0 });
    const rows = await db.select().from(organizations).orderBy(asc(organizations.id));
    expect(rows).toHaveLength(ORGANIZATION_SEEDS.length);
    for (const row of rows) {
      expect(row.verifiedAt).toBeNull();
      expect(row.address1).toBeNull();
      if (row.serviceArea === 'local') {
        expect(row.latitude, row.organization).not.toBeNull();
        expect(row.longitude).not.toBeNull();
      } else {
        expect(row.latitude, row.organization).toBeNull();
      }
    }
    const hines = rows.find((row) => row.id === 5301);
    expect(hines).toMatchObject({
      city: 'Hines',
      state: 'IL',
      zipCode: '60141',
      veteransOnly: true,
    });
    expect(hines?.latitude).toBeCloseTo(41.86, 1);
    expect(hines?.nameSearch).toBe('va blind rehabilitation center hines illinois hines');

    // Every listing is under an organisation sub-category.
    const links = await db
      .select({ kind: subCategories.kind })
      .from(organizationSubCategories)
      .innerJoin(subCategories, eq(subCategories.id, organizationSubCategories.subCategoryId));
    expect(links.length).toBe(first.counts.organizationSubCategories);
    expect(new Set(links.map((link) => link.kind))).toEqual(new Set(['organization']));

    expect((await seedOrganizations(db)).skipped).toBe(true);
  });

  it('re-applies idempotently when forced and replaces changed rows', async () => {
    const { db } = database();
    const forced = await seedOrganizations(db, { force: true });
    expect(forced.skipped).toBe(false);
    const [total] = await db.select({ n: count() }).from(organizations);
    expect(total?.n).toBe(ORGANIZATION_SEEDS.length);

    const changed = ORGANIZATION_SEEDS.map((seed) =>
      seed.id === 5188 ? { ...seed, subCategoryIds: [35] } : seed,
    );
    expect((await seedOrganizations(db, { seeds: changed })).skipped).toBe(false);
    const listings = await db
      .select({ sub: organizationSubCategories.subCategoryId })
      .from(organizationSubCategories)
      .where(eq(organizationSubCategories.organizationId, 5188));
    expect(listings).toEqual([{ sub: 35 }]);
  });
});
