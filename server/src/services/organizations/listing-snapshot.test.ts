import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, useTestDatabase } from '../../../test/test-databases.ts';
import { organizations, organizationSubCategories, subCategories } from '../../db/schema.ts';
import { SPECIAL_IDS } from '../../../../src/contracts/catalog.ts';
import { seededRandom } from '../../db/seed/organizations/synthetic.ts';
import { seedCatalog } from '../../db/seed/seed-catalog.ts';
import { listOrganizationsJson, type OrganizationFilters } from './find-organizations.ts';
import { ListingSnapshot, rint } from './listing-snapshot.ts';

// The in-memory search must answer exactly what the statement answers, byte for byte:
// either may answer a search (ADR 021). The set below is built to hit every rule and tie.

const CENTRES = [
  { latitude: 39.95, longitude: -75.16, state: 'PA' },
  { latitude: 39.74, longitude: -104.99, state: 'CO' },
  // Near the 180th meridian and far north: the box becomes every longitude.
  { latitude: 51.88, longitude: -176.65, state: 'AK' },
  { latitude: 71.29, longitude: -156.79, state: 'AK' },
];
const STATES = ['PA', 'NJ', 'CO', 'AK', null];
const TYPES = ['Government', ' government ', 'Non-Profit', 'Private', null];
// Case, accents, spaces, punctuation and repeats: the order at equal distance is the
// database's collation of the lower-cased name, then the id.
const NAMES = [
  'Ábaco',
  'abaco',
  'a b',
  'ab',
  'A-c',
  'Zeta',
  'zeta',
  'Élan',
  'elan',
  '1st Aid',
  'Ñandú',
];
const SUB_CATEGORIES = [35, 36, 37, 45, 47, 50];
const ALWAYS_SHOWN = SPECIAL_IDS.alwaysShownOrganization;
const COUNT = 700;

describe.each(databaseKinds)('the in-memory listings on %s', (kind) => {
  const database = useTestDatabase(kind);
  let guideSubCategory = 0;

  beforeAll(async () => {
    const { db } = database();
    await seedCatalog(db);
    const [guide] = await db
      .select({ id: subCategories.id })
      .from(subCategories)
      .where(eq(subCategories.kind, 'guide'))
      .limit(1);
    guideSubCategory = guide?.id ?? 0;
    const random = seededRandom(7);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const rows: (typeof organizations.$inferInsert)[] = [];
    const links: (typeof organizationSubCategories.$inferInsert)[] = [];
    for (let index = 0; index < COUNT; index += 1) {
      // The last one is 5188, made as hidden by the rules as an organisation can be.
      const id = index === COUNT - 1 ? ALWAYS_SHOWN : 10_000 + index;
      const centre = pick(CENTRES);
      const area = random() < 0.7 ? 'local' : random() < 0.6 ? 'state' : 'national';
      const placed = area === 'local' ? random() < 0.97 : random() < 0.3;
      const name = `${pick(NAMES)}${random() < 0.5 ? '' : ` ${index % 7}`}`;
      const lowAge = Math.floor(random() * 70);
      rows.push({
        id,
        organization: name,
        serviceArea: id === ALWAYS_SHOWN ? 'local' : area,
        latitude: placed ? centre.latitude + (random() - 0.5) * 6 : null,
        longitude: placed ? centre.longitude + (random() - 0.5) * 6 : null,
        state: pick(STATES),
        profitOrganizationType: id === ALWAYS_SHOWN ? 'Government' : pick(TYPES),
        veteransOnly: id === ALWAYS_SHOWN || random() < 0.15,
        minAge: id === ALWAYS_SHOWN || random() < 0.2 ? lowAge : null,
        maxAge: id === ALWAYS_SHOWN || random() < 0.2 ? lowAge + Math.floor(random() * 30) : null,
        source: 'test',
        nameSearch: name.toLowerCase(),
      });
      const first = pick(SUB_CATEGORIES);
      links.push({ organizationId: id, subCategoryId: first });
      const second = random() < 0.3 ? pick(SUB_CATEGORIES) : guideSubCategory;
      if (second !== first) links.push({ organizationId: id, subCategoryId: second });
    }
    for (let start = 0; start < rows.length; start += 200) {
      await db.insert(organizations).values(rows.slice(start, start + 200));
    }
    await db.insert(organizationSubCategories).values(links);
  });

  it('answers every search exactly as the statement does', async () => {
    const { db } = database();
    const snapshot = await ListingSnapshot.load(db);
    const filters = fc.record({
      centre: fc.record({
        latitude: fc.double({ min: -3, max: 3, noNaN: true }),
        longitude: fc.double({ min: -3, max: 3, noNaN: true }),
        stateCode: fc.constantFrom('PA', 'NJ', 'CO', 'AK'),
      }),
      at: fc.constantFrom(...CENTRES),
      miles: fc.oneof(fc.constantFrom(50, 100), fc.integer({ min: 1, max: 400 })),
      age: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100 })),
      isVeteran: fc.boolean(),
      userStateCode: fc.constantFrom('PA', 'NJ', 'CO', 'AK'),
    });
    const subCategory = fc.constantFrom(...SUB_CATEGORIES, guideSubCategory, 9_999);
    const exclude = fc.option(fc.constantFrom(ALWAYS_SHOWN, 10_000, 10_001, 10_002, 10_003), {
      nil: undefined,
    });
    let withRows = 0;
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(filters, subCategory, exclude, async (input, subCategoryId, excludeId) => {
        const search: OrganizationFilters = {
          ...input,
          centre: {
            latitude: input.at.latitude + input.centre.latitude,
            longitude: input.at.longitude + input.centre.longitude,
            stateCode: input.centre.stateCode,
          },
        };
        const expected = await listOrganizationsJson(db, subCategoryId, search, { excludeId });
        expect(snapshot.listJson(subCategoryId, search, excludeId).toString()).toBe(
          String(expected),
        );
        runs += 1;
        if ((JSON.parse(String(expected)) as unknown[]).length >= 5) withRows += 1;
      }),
      { numRuns: 300 },
    );
    // Most searches found something to compare, so the agreement says something.
    expect(withRows).toBeGreaterThan(runs / 2);
  });

  it('keeps organisation 5188 whatever the rules say, and leaves out what was excluded', async () => {
    const { db } = database();
    const snapshot = await ListingSnapshot.load(db);
    const [listing] = await db
      .select({ subCategoryId: organizationSubCategories.subCategoryId })
      .from(organizationSubCategories)
      .where(eq(organizationSubCategories.organizationId, ALWAYS_SHOWN));
    const subCategoryId = listing?.subCategoryId ?? 0;
    // Far from every centre, a child, not a veteran, in another state than the agency's.
    const far: OrganizationFilters = {
      centre: { latitude: 25.77, longitude: -80.19, stateCode: 'FL' },
      miles: 50,
      age: subCategoryId === 35 ? 0 : 1,
      isVeteran: false,
      userStateCode: 'FL',
    };
    const ids = (json: Buffer) =>
      (JSON.parse(json.toString()) as { id: number }[]).map((row) => row.id);
    expect(ids(snapshot.listJson(subCategoryId, far))).toContain(ALWAYS_SHOWN);
    expect(ids(snapshot.listJson(subCategoryId, far, ALWAYS_SHOWN))).not.toContain(ALWAYS_SHOWN);
  });

  it('lists nothing for a guide sub-category or one that does not exist', async () => {
    const snapshot = await ListingSnapshot.load(database().db);
    const anywhere: OrganizationFilters = {
      centre: { ...CENTRES[0]!, stateCode: 'PA' },
      miles: 100,
      age: 0,
      isVeteran: true,
      userStateCode: 'PA',
    };
    expect(snapshot.listJson(guideSubCategory, anywhere)).toEqual(Buffer.from('[]'));
    expect(snapshot.listJson(9_999, anywhere)).toEqual(Buffer.from('[]'));
    expect(snapshot.listJson(36, anywhere)).not.toEqual(Buffer.from('[]'));
  });
});

describe('rint', () => {
  it('rounds halves to the even neighbour, as PostgreSQL’s round(float8) does', () => {
    expect([0.5, 1.5, 2.5, 3.5, -0.5, -1.5, -2.5].map(rint)).toEqual([0, 2, 2, 4, -0, -2, -2]);
    expect([1.49, 1.51, 1234.5000001, -7.2].map(rint)).toEqual([1, 2, 1235, -7]);
  });
});
