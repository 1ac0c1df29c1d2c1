import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { normalizeSearchText } from '../../../../src/contracts/search-text.ts';
import { organizations, organizationSubCategories, subCategories } from '../../db/schema.ts';
import { seedCatalog } from '../../db/seed/seed-catalog.ts';
import { databaseKinds, useTestDatabase } from '../../../test/test-databases.ts';
import {
  copyRead,
  countFromCopy,
  countWithCopy,
  currentCopy,
  nthSmallest,
  readListingCopy,
} from './listing-copy.ts';
import {
  countInDatabase,
  countOrganizations,
  listOrganizationPage,
  pageFromCopy,
  pageFromStatement,
} from './find-organizations.ts';
import type { CursorKey } from './page-cursor.ts';
import { ALWAYS_SHOWN_ID, type OrganizationFilters } from './visibility.ts';

// ADR 054: the counts from the copy in memory are the count statement's, for any user, place
// and radius, and the copy answers nothing once the listings have changed. ADR 055: a page
// read as far as the copy says is the page of the statement that reads every candidate.

const FIRST_ID = 930000;
const GUIDE_SUB_CATEGORY = 1;
const SUB_CATEGORIES = [35, 36, 42, 45, 47, 50, GUIDE_SUB_CATEGORY];

/** A deterministic crowd around Philadelphia with every kind of listing the rules tell apart. */
function crowd(count: number, seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  return Array.from({ length: count }, (_, index) => {
    const area = pick(['local', 'local', 'local', 'state', 'national'] as const);
    const placed = next() < 0.85;
    return {
      organization: {
        id: index === 0 ? ALWAYS_SHOWN_ID : FIRST_ID + index,
        organization: `Countable ${index}`,
        nameSearch: normalizeSearchText(`Countable ${index}`),
        city: 'Philadelphia',
        serviceArea: area,
        state: pick(['PA', 'NJ', 'NY', null]),
        // Some on a grid's cell edge (half degrees), some anywhere within about 3 degrees.
        latitude: placed ? (next() < 0.1 ? 40 : 38.5 + next() * 3) : null,
        longitude: placed ? (next() < 0.1 ? -75.5 : -77 + next() * 3.5) : null,
        profitOrganizationType: next() < 0.2 ? 'Government' : 'Non-Profit',
        veteransOnly: next() < 0.15,
        minAge: next() < 0.2 ? pick([18, 60]) : null,
        maxAge: next() < 0.2 ? pick([25, 65]) : null,
        source: 'Test fixture',
      },
      subCategories: SUB_CATEGORIES.filter(() => next() < 0.35),
    };
  });
}

const filtersArbitrary = fc.record({
  centre: fc.record({
    latitude: fc.double({ min: 38, max: 42, noNaN: true }),
    longitude: fc.double({ min: -78, max: -73, noNaN: true }),
    stateCode: fc.constantFrom('PA', 'NJ', 'NY'),
  }),
  miles: fc.integer({ min: 1, max: 200 }),
  age: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 90 })),
  isVeteran: fc.boolean(),
  userStateCode: fc.constantFrom('PA', 'NJ', 'NY'),
}) satisfies fc.Arbitrary<OrganizationFilters>;

const failOnError = (error: unknown) => {
  throw error;
};

it('selects the value a sort would put at a rank, ties and all', () => {
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 300 }),
      fc.nat(),
      (numbers, pick) => {
        const values = Float64Array.from(numbers, (n) => n / 4);
        const rank = pick % values.length;
        const sorted = Float64Array.from(values).sort();
        expect(nthSmallest(values, rank)).toBe(sorted[rank]);
      },
    ),
    { numRuns: 500 },
  );
});

describe.each(databaseKinds)('the organisation counts from the copy on $kind', (kind) => {
  const database = useTestDatabase(kind);

  beforeAll(async () => {
    const { db } = database();
    await seedCatalog(db);
    const rows = crowd(400, 11);
    await db.insert(organizations).values(rows.map((row) => row.organization));
    await db.insert(organizationSubCategories).values(
      rows.flatMap((row) =>
        row.subCategories.map((subCategoryId) => ({
          organizationId: row.organization.id,
          subCategoryId,
        })),
      ),
    );
  });

  it('counts what the count statement counts, for any user, place and radius', async () => {
    const { db } = database();
    const copy = (await readListingCopy(db))!;
    await fc.assert(
      fc.asyncProperty(filtersArbitrary, async (filters) => {
        const expected = await countInDatabase(db, filters);
        expect(await countFromCopy(db, copy, filters)).toEqual(expected);
        // Again, with the rules' answers for these inputs remembered.
        expect(await countFromCopy(db, copy, filters)).toEqual(expected);
      }),
      { numRuns: 120 },
    );
    // Read a chunk of 37 listings at a time, the copy is the same.
    const inChunks = (await readListingCopy(db, 37))!;
    expect(inChunks.bySubCategory).toEqual(copy.bySubCategory);
    expect(inChunks.classes).toEqual(copy.classes);
    expect(inChunks.counted.length).toBe(copy.counted.length);
    // The dataset is not empty where it is searched: the property compared real counts.
    const around = await countInDatabase(db, {
      centre: { latitude: 40, longitude: -75.5, stateCode: 'PA' },
      miles: 100,
      age: 0,
      isVeteran: true,
      userStateCode: 'PA',
    });
    expect(around.total).toBeGreaterThan(100);
    expect(around.bySubCategory.map((row) => row.sub_cat_id)).not.toContain(GUIDE_SUB_CATEGORY);
  });

  it('pages what the whole statement pages, reading only as far as the copy says', async () => {
    const { db } = database();
    const copy = (await readListingCopy(db))!;
    let pages = 0;
    let fromCopy = 0;
    await fc.assert(
      fc.asyncProperty(
        filtersArbitrary,
        fc.constantFrom(36, 42, 45, 47, 50),
        fc.integer({ min: 1, max: 30 }),
        async (filters, subCategoryId, size) => {
          let after: CursorKey[] | null = null;
          for (let turn = 0; turn < 4; turn += 1) {
            const page = { size, after };
            const whole = await pageFromStatement(db, subCategoryId, filters, page);
            const near = await pageFromCopy(db, copy, subCategoryId, filters, page, 0);
            pages += 1;
            if (near !== null) {
              expect(near).toEqual(whole);
              fromCopy += 1;
            }
            if (!whole.lastKeys) break;
            after = whole.lastKeys;
          }
        },
      ),
      { numRuns: 150 },
    );
    // The property compared real pages: most came from the copy's reach.
    expect(fromCopy).toBeGreaterThan(pages / 3);
  });

  it('answers nothing once the listings or the sub-categories change, until read again', async () => {
    const { db } = database();
    const filters: OrganizationFilters = {
      centre: { latitude: 40, longitude: -75.5, stateCode: 'PA' },
      miles: 100,
      age: 30,
      isVeteran: false,
      userStateCode: 'PA',
    };
    const writes = [
      () =>
        db
          .update(organizations)
          .set({ veteransOnly: true })
          .where(inArray(organizations.id, [FIRST_ID + 1, FIRST_ID + 2, FIRST_ID + 3])),
      () => db.delete(organizations).where(eq(organizations.id, FIRST_ID + 4)),
      () =>
        db.insert(organizationSubCategories).values({
          organizationId: FIRST_ID + 5,
          subCategoryId: 46,
        }),
      () => db.update(subCategories).set({ kind: 'guide' }).where(eq(subCategories.id, 36)),
    ];
    for (const write of writes) {
      const copy = (await readListingCopy(db))!;
      expect(await countFromCopy(db, copy, filters)).toEqual(await countInDatabase(db, filters));
      const firstPage = { size: 5, after: null };
      expect(await pageFromCopy(db, copy, 42, filters, firstPage, 0)).toEqual(
        await pageFromStatement(db, 42, filters, firstPage),
      );
      await write();
      expect(await countFromCopy(db, copy, filters)).toBeNull();
      expect(await pageFromCopy(db, copy, 42, filters, firstPage, 0)).toBe('stale');
      const newer = (await readListingCopy(db))!;
      expect(newer.generation).not.toBe(copy.generation);
      expect(await countFromCopy(db, newer, filters)).toEqual(await countInDatabase(db, filters));
    }
  });

  it('never keeps a copy read while the listings changed under it', async () => {
    const { db } = database();
    const filters: OrganizationFilters = {
      centre: { latitude: 40.2, longitude: -75.9, stateCode: 'PA' },
      miles: 80,
      age: 70,
      isVeteran: false,
      userStateCode: 'NY',
    };
    let dropped = 0;
    for (const id of [FIRST_ID + 100, FIRST_ID + 101, FIRST_ID + 102, FIRST_ID + 103]) {
      const reading = readListingCopy(db);
      await db.delete(organizations).where(eq(organizations.id, id));
      const copy = await reading;
      // Kept, it is the listings of its generation: it counts as the database does while
      // that generation lasts (on PostgreSQL the write may commit after the whole read).
      if (copy) {
        const counts = await countFromCopy(db, copy, filters);
        if (counts) expect(counts).toEqual(await countInDatabase(db, filters));
      } else {
        dropped += 1;
      }
    }
    // On PGlite the write always lands between the read's first and last statements.
    if (kind.kind === 'pglite') expect(dropped).toBe(4);
  });

  it('answers from the database until the copy is read, then from the copy', async () => {
    const { db } = database();
    const filters: OrganizationFilters = {
      centre: { latitude: 39.9, longitude: -75.2, stateCode: 'NJ' },
      miles: 50,
      age: 0,
      isVeteran: true,
      userStateCode: 'NJ',
    };
    const expected = await countInDatabase(db, filters);
    // The first count has no copy yet: the database answers, and the copy is read.
    expect(await countWithCopy(db, filters, failOnError)).toBeNull();
    expect(await countOrganizations(db, filters, failOnError)).toEqual(expected);
    await expect
      .poll(() => countWithCopy(db, filters, failOnError), { timeout: 10_000 })
      .toEqual(expected);
    // A write: the copy is stale at once, the database answers, and a newer copy follows.
    await db.execute(
      sql`delete from organizations where id between ${FIRST_ID + 10} and ${FIRST_ID + 90}`,
    );
    const afterWrite = await countInDatabase(db, filters);
    expect(afterWrite.total).toBeLessThan(expected.total);
    expect(await countWithCopy(db, filters, failOnError)).toBeNull();
    await expect
      .poll(() => countWithCopy(db, filters, failOnError), { timeout: 10_000 })
      .toEqual(afterWrite);
  });

  it('reads the pages of a dense list as far as the copy says, and whole after a write', async () => {
    const { db } = database();
    // 320 local listings of sub-category 42 within a few miles: enough to be worth a plan.
    const dense = Array.from({ length: 320 }, (_, index) => ({
      id: FIRST_ID + 3000 + index,
      organization: `Dense ${index % 40}`,
      nameSearch: normalizeSearchText(`Dense ${index % 40}`),
      city: 'Philadelphia',
      serviceArea: 'local' as const,
      state: 'PA',
      latitude: 39.95 + (index % 16) / 200,
      longitude: -75.2 + Math.floor(index / 16) / 200,
      profitOrganizationType: index % 7 === 0 ? 'Government' : 'Non-Profit',
      veteransOnly: index % 11 === 0,
      source: 'Test fixture',
    }));
    await db.insert(organizations).values(dense);
    await db
      .insert(organizationSubCategories)
      .values(dense.map((row) => ({ organizationId: row.id, subCategoryId: 42 })));
    const filters: OrganizationFilters = {
      centre: { latitude: 40, longitude: -75.15, stateCode: 'PA' },
      miles: 60,
      age: 0,
      isVeteran: false,
      userStateCode: 'PA',
    };
    const pages = async () => {
      const read: unknown[] = [];
      let after: CursorKey[] | null = null;
      for (let turn = 0; turn < 3; turn += 1) {
        const page = await listOrganizationPage(db, 42, filters, { size: 25, after }, failOnError);
        expect(page).toEqual(await pageFromStatement(db, 42, filters, { size: 25, after }));
        read.push(page);
        after = page.lastKeys;
      }
      return read;
    };
    // The copy the last test left is older than these listings: the first pages find out.
    await pages();
    await copyRead(db);
    const copy = currentCopy(db, failOnError)!;
    // With the copy, the first page is planned with the product's own threshold.
    expect(await pageFromCopy(db, copy, 42, filters, { size: 25, after: null })).not.toBeNull();
    const before = await pages();
    await db.delete(organizations).where(eq(organizations.id, FIRST_ID + 3005));
    const after = await pages();
    expect(after).not.toEqual(before);
  });
});
