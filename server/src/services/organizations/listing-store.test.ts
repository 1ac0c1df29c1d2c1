import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, useTestDatabase } from '../../../test/test-databases.ts';
import {
  categories,
  listingGeneration,
  organizations,
  organizationSubCategories,
  subCategories,
  users,
} from '../../db/schema.ts';
import { seedCatalog } from '../../db/seed/seed-catalog.ts';
import type { Db } from '../../db/client.ts';
import { listOrganizationsJson, type OrganizationFilters } from './find-organizations.ts';
import { ListingStore } from './listing-store.ts';

const PHILADELPHIA: OrganizationFilters = {
  centre: { latitude: 39.9597, longitude: -75.2024, stateCode: 'PA' },
  miles: 100,
  age: 0,
  isVeteran: false,
  userStateCode: 'PA',
};
const SUB_CATEGORY = 42;

const generation = async (db: Db) => {
  const [row] = await db.select().from(listingGeneration);
  return row?.generation ?? -1;
};

let nextId = 700_000;
/** A local organisation near Philadelphia, listed under SUB_CATEGORY. */
async function addOrganization(db: Db, name = 'Store Fixture'): Promise<number> {
  const id = (nextId += 1);
  await db.insert(organizations).values({
    id,
    organization: name,
    serviceArea: 'local',
    state: 'PA',
    latitude: 39.95,
    longitude: -75.17,
    source: 'test',
    nameSearch: name.toLowerCase(),
  });
  await db
    .insert(organizationSubCategories)
    .values({ organizationId: id, subCategoryId: SUB_CATEGORY });
  return id;
}

/** The store's answer for the one search these tests make. */
const near = (store: ListingStore) => store.list(SUB_CATEGORY, PHILADELPHIA);

const ids = (json: Buffer | undefined) =>
  json === undefined
    ? undefined
    : (JSON.parse(json.toString()) as { id: number }[]).map((row) => row.id);

describe.each(databaseKinds)('the copy of the listings on %s', (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(async () => {
    await seedCatalog(database().db);
    await addOrganization(database().db);
  });

  describe('listing_generation', () => {
    it('moves on with every write that can change a radius search, and only then', async () => {
      const { db } = database();
      const moves = async (write: () => Promise<unknown>) => {
        const before = await generation(db);
        await write();
        return (await generation(db)) > before;
      };
      const id = await addOrganization(db);
      expect(await moves(() => addOrganization(db))).toBe(true);
      // An organisation's change reaches its listings' copies (migration 0007).
      expect(
        await moves(() =>
          db.update(organizations).set({ phone: '215-555-0100' }).where(eq(organizations.id, id)),
        ),
      ).toBe(true);
      expect(
        await moves(() =>
          db
            .update(subCategories)
            .set({ title: 'Renamed' })
            .where(eq(subCategories.id, SUB_CATEGORY)),
        ),
      ).toBe(true);
      expect(
        await moves(() =>
          db.update(categories).set({ title: 'Renamed too' }).where(eq(categories.id, 1)),
        ),
      ).toBe(true);
      // Its listings go by cascade.
      expect(await moves(() => db.delete(organizations).where(eq(organizations.id, id)))).toBe(
        true,
      );
      expect(
        await moves(() => db.update(users).set({ firstName: 'Nobody' }).where(eq(users.id, -1))),
      ).toBe(false);
      // A write that is rolled back moves nothing.
      expect(
        await moves(() =>
          db
            .transaction(async (tx) => {
              await tx.execute(
                sql`update organization_sub_categories set sub_category_id = sub_category_id`,
              );
              throw new Error('rolled back');
            })
            .catch(() => {}),
        ),
      ).toBe(false);
      await seedCatalog(db);
    });
  });

  it('answers from memory once it has read the listings, as the database does', async () => {
    const { db } = database();
    const store = new ListingStore(db, { maxStalenessMs: 0 });
    // Cold: the caller asks the database while the copy is read.
    expect(await near(store)).toBeUndefined();
    await store.settled();
    const fromMemory = await near(store);
    expect(String(fromMemory)).toBe(
      String(await listOrganizationsJson(db, SUB_CATEGORY, PHILADELPHIA)),
    );
    expect(ids(fromMemory)?.length).toBeGreaterThan(0);
    await store.close();
  });

  it('with no staleness allowed, sees every write made before the search', async () => {
    const { db } = database();
    const store = new ListingStore(db, { maxStalenessMs: 0 });
    await near(store);
    await store.settled();
    const added = await addOrganization(db, 'Written Just Now');
    // The copy is out of date: the database answers while it is read again.
    expect(await near(store)).toBeUndefined();
    await store.settled();
    expect(ids(await near(store))).toContain(added);
    await store.close();
  });

  it('answers from a copy checked at most maxStalenessMs before the search', async () => {
    const { db } = database();
    let clock = 0;
    const store = new ListingStore(db, { maxStalenessMs: 1_000, now: () => clock });
    await near(store);
    await store.settled();
    const before = ids(await near(store));
    const added = await addOrganization(db, 'Written Within The Window');
    // Within the window the copy is not checked, so it does not know the new organisation.
    clock = 999;
    expect(ids(await near(store))).toEqual(before);
    // After it, the check finds the change and the database answers until the copy is new.
    clock = 1_000;
    expect(await near(store)).toBeUndefined();
    await store.settled();
    expect(ids(await near(store))).toContain(added);
    await store.close();
  });

  it('leaves the searches to the database while the listings cannot be read, and tries again later', async () => {
    const { db } = database();
    let clock = 0;
    const errors: unknown[] = [];
    const store = new ListingStore(db, {
      maxStalenessMs: 0,
      retryAfterMs: 5_000,
      now: () => clock,
      onLoadError: (error) => errors.push(error),
    });
    const [saved] = await db.select().from(listingGeneration);
    await db.delete(listingGeneration);
    try {
      expect(await near(store)).toBeUndefined();
      await store.settled();
      expect(errors).toHaveLength(1);
      // No new attempt before retryAfterMs.
      clock = 4_999;
      expect(await near(store)).toBeUndefined();
      await store.settled();
      expect(errors).toHaveLength(1);
    } finally {
      if (saved) await db.insert(listingGeneration).values(saved);
    }
    clock = 5_000;
    expect(await near(store)).toBeUndefined();
    await store.settled();
    expect(String(await near(store))).toBe(
      String(await listOrganizationsJson(db, SUB_CATEGORY, PHILADELPHIA)),
    );
    expect(errors).toHaveLength(1);
    await store.close();
  });

  it('waits for a read under way when it closes, and leaves every search to the database afterwards', async () => {
    const { db } = database();
    const store = new ListingStore(db, { maxStalenessMs: 60_000 });
    expect(await near(store)).toBeUndefined();
    let read = false;
    void store.settled().then(() => (read = true));
    await store.close();
    expect(read).toBe(true);
    expect(await near(store)).toBeUndefined();
  });
});
