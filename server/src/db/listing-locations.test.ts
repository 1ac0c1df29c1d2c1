import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, useTestDatabase } from '../../test/test-databases.ts';
import { organizations, organizationSubCategories } from './schema.ts';
import { seedCatalog } from './seed/seed-catalog.ts';

// The radius search reads the listings' copies of the organisations' fields (migrations 0003,
// 0007 and 0011); these triggers are what keep them right, whoever writes.
describe.each(databaseKinds)('listing locations on %s', (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(() => seedCatalog(database().db));

  const listing = async (organizationId: number) => {
    const [row] = await database()
      .db.select()
      .from(organizationSubCategories)
      .where(eq(organizationSubCategories.organizationId, organizationId));
    return row;
  };

  it('copies the organisation’s coordinates into a new listing, ignoring what the writer sent', async () => {
    const { db } = database();
    await db.insert(organizations).values({
      id: 1,
      organization: 'Fixture',
      serviceArea: 'local',
      latitude: 39.95,
      longitude: -75.2,
      source: 'test',
      nameSearch: 'fixture',
    });
    await db
      .insert(organizationSubCategories)
      .values({ organizationId: 1, subCategoryId: 36, latitude: 0, longitude: 0 });
    expect(await listing(1)).toMatchObject({ latitude: 39.95, longitude: -75.2 });
  });

  it('follows the organisation when it moves, and when it loses its place', async () => {
    const { db } = database();
    await db
      .update(organizations)
      .set({ latitude: 40.7, longitude: -74 })
      .where(eq(organizations.id, 1));
    expect(await listing(1)).toMatchObject({ latitude: 40.7, longitude: -74 });
    await db
      .update(organizations)
      .set({ latitude: null, longitude: null })
      .where(eq(organizations.id, 1));
    expect(await listing(1)).toMatchObject({ latitude: null, longitude: null });
  });

  it('copies what the search filters and sorts by, and follows every change', async () => {
    const { db } = database();
    await db
      .update(organizations)
      .set({ latitude: 40.7, longitude: -74, state: 'NY', minAge: 18, maxAge: 64 })
      .where(eq(organizations.id, 1));
    expect(await listing(1)).toMatchObject({
      serviceArea: 'local',
      state: 'NY',
      government: false,
      veteransOnly: false,
      minAge: 18,
      maxAge: 64,
      sortName: 'fixture',
    });

    await db
      .update(organizations)
      .set({
        organization: 'Ünion Agency',
        serviceArea: 'state',
        profitOrganizationType: ' GOVERNMENT ',
        veteransOnly: true,
        minAge: null,
        maxAge: 17,
      })
      .where(eq(organizations.id, 1));
    expect(await listing(1)).toMatchObject({
      serviceArea: 'state',
      government: true,
      veteransOnly: true,
      minAge: null,
      maxAge: 17,
      sortName: 'ünion agency',
    });
  });

  it('copies every field an answer shows, cleaned of the legacy import’s empty cells', async () => {
    const { db } = database();
    const fields = {
      organization: 'Renamed Fixture',
      address1: '1 Main St',
      address2: 'nan',
      city: 'Philadelphia',
      zipCode: '19104',
      phone: '215-555-0100',
      tollfree: '800-555-0100',
      tty: ' None ',
      website: 'https://example.org',
      locationApproximate: true,
      source: 'hsds',
      sourceUrl: 'https://example.org/about',
      verifiedAt: '2026-11-01',
    };
    await db.update(organizations).set(fields).where(eq(organizations.id, 1));
    expect(await listing(1)).toMatchObject({ ...fields, address2: null, tty: null });
  });
});
