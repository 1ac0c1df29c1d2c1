import { asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listingsReordered } from '../../../test/listing-order.ts';
import { databaseKinds, useTestDatabase } from '../../../test/test-databases.ts';
import { organizations, organizationSubCategories, subCategories } from '../schema.ts';
import { SPECIAL_IDS } from '../../../../src/contracts/catalog.ts';
import { SUB_CATEGORY_ROWS } from './catalog/categories.ts';
import { ACB_AFFILIATES, NFB_AFFILIATES } from './organizations/consumer-affiliates.ts';
import { CONTACT_ALLOW_LIST } from './organizations/contact-allow-list.ts';
import { STATE_AGENCIES } from './organizations/state-agencies.ts';
import { STATE_CODES } from '../../../../src/contracts/us-states.ts';
import {
  describedLibraryName,
  NAMED_LIBRARY_STATES,
  TALKING_BOOK_LIBRARIES,
} from './organizations/talking-book-libraries.ts';
import type { OrganizationSeed } from './organizations/types.ts';
import { seedCatalog } from './seed-catalog.ts';
import { seedGeography } from './seed-geography.ts';
import {
  ORGANIZATION_SEEDS,
  organizationRow,
  organizationsSeedVersion,
  seedOrganizations,
} from './seed-organizations.ts';

const seedsIn = (subCategoryId: number) =>
  ORGANIZATION_SEEDS.filter((seed) => seed.subCategoryIds.includes(subCategoryId));

/** Hosts that are never an organisation's own site. */
const THIRD_PARTY_HOSTS =
  /(^|\.)(facebook|twitter|x|instagram|linkedin|youtube|wikipedia|google|bit|tinyurl|yelp|guidestar|charitynavigator)\.(com|org|ly)$/;

/** State agencies whose official site is not on a .gov or .edu domain, and why. */
const GOVERNMENT_HOSTS_ELSEWHERE: Readonly<Record<string, string>> = {
  // The Florida Department of Education's own domain hosts its Division of Blind Services.
  'dbs.fldoe.org': 'Florida Department of Education',
};

describe('organisation seed data', () => {
  it('has unique ids below 100000 and keeps 5188 as the American Foundation for the Blind', () => {
    const ids = ORGANIZATION_SEEDS.map((seed) => seed.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(Number.isInteger(id) && id > 0 && id < 100_000, String(id)).toBe(true);
    }
    const always = ORGANIZATION_SEEDS.find(
      (seed) => seed.id === SPECIAL_IDS.alwaysShownOrganization,
    );
    expect(always).toMatchObject({
      organization: 'American Foundation for the Blind',
      serviceArea: 'national',
      website: 'https://www.afb.org',
    });
  });

  it('counts each kind and each sub-category (a change here must be deliberate)', () => {
    const byArea = (area: OrganizationSeed['serviceArea']) =>
      ORGANIZATION_SEEDS.filter((seed) => seed.serviceArea === area).length;
    expect(byArea('national')).toBe(43);
    expect(byArea('state')).toBe(51 + 51 + 52 + 21 + 32);
    expect(byArea('local')).toBe(13);
    expect(ORGANIZATION_SEEDS).toHaveLength(43 + 207 + 13);

    const perSubCategory = Object.fromEntries(
      [35, 36, 42, 45, 49, 50, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65].map((id) => [
        id,
        seedsIn(id).length,
      ]),
    );
    expect(perSubCategory).toEqual({
      35: 43,
      36: 3 + 52 + 21,
      42: 51 + 3,
      45: 23 + 13 + 3,
      49: 13 + 2,
      50: 51 + 3,
      55: 5,
      56: 2,
      57: 5,
      58: 2,
      59: 3,
      60: 5 + 52 + 21,
      61: 32 + 1,
      62: 2,
      63: 23 + 2,
      64: 5,
      65: 5,
    });
    // Every new organisation sub-category has someone in it.
    for (let id = 55; id <= 65; id += 1) expect(seedsIn(id).length, String(id)).toBeGreaterThan(0);
  });

  it('lists only under organisation sub-categories, nationals under 35 and without a state', () => {
    const organizationKinds = new Set(
      SUB_CATEGORY_ROWS.filter((row) => row.kind === 'organization').map((row) => row.id),
    );
    for (const seed of ORGANIZATION_SEEDS) {
      expect(seed.subCategoryIds.length, seed.organization).toBeGreaterThan(0);
      for (const id of seed.subCategoryIds) {
        expect(organizationKinds.has(id), `${seed.organization} ${id}`).toBe(true);
      }
      // 44, 47 and 48 are filled by the survey, the NPI import and ClinicalTrials.gov.
      expect(seed.subCategoryIds, seed.organization).not.toContain(44);
      expect(seed.subCategoryIds).not.toContain(47);
      expect(seed.subCategoryIds).not.toContain(48);
      if (seed.serviceArea === 'national') {
        expect(seed.subCategoryIds, seed.organization).toContain(SPECIAL_IDS.nationalSubCategory);
        expect(seed.state).toBeUndefined();
      } else {
        expect(seed.subCategoryIds, seed.organization).not.toContain(35);
        expect(seed.state, seed.organization).toMatch(/^[A-Z]{2}$/);
      }
      if (seed.serviceArea === 'state') expect(seed.zipCode, seed.organization).toBeUndefined();
    }
  });

  it('gives every state and DC a VR agency for blind people and a talking-book library', () => {
    expect(STATE_CODES).toHaveLength(51);
    for (const state of STATE_CODES) {
      const agencies = ORGANIZATION_SEEDS.filter(
        (seed) =>
          seed.state === state &&
          seed.serviceArea === 'state' &&
          seed.profitOrganizationType === 'Government' &&
          seed.subCategoryIds.includes(42),
      );
      expect(agencies, state).toHaveLength(1);
      const libraries = ORGANIZATION_SEEDS.filter(
        (seed) =>
          seed.state === state && seed.serviceArea === 'state' && seed.subCategoryIds.includes(50),
      );
      expect(libraries, state).toHaveLength(1);
      expect(
        NFB_AFFILIATES.filter((seed) => seed.state === state),
        state,
      ).toHaveLength(1);
    }
    expect(NFB_AFFILIATES.map((seed) => seed.state)).toContain('PR');
    expect(NFB_AFFILIATES.find((seed) => seed.state === 'OH')?.organization).toBe(
      'National Federation of the Blind of Ohio',
    );
    expect(new Set(ACB_AFFILIATES.map((seed) => seed.state)).size).toBe(ACB_AFFILIATES.length);
  });

  it('names a library only when certain and otherwise says what it is', () => {
    expect(NAMED_LIBRARY_STATES.length).toBe(22);
    for (const library of TALKING_BOOK_LIBRARIES) {
      const named = NAMED_LIBRARY_STATES.includes(library.state ?? '');
      if (named) {
        expect(library.organization).not.toBe(describedLibraryName(library.state ?? ''));
        expect(library.profitOrganizationType, library.organization).toBeDefined();
      } else {
        expect(library.organization).toBe(describedLibraryName(library.state ?? ''));
        expect(library.organization).toMatch(/^Talking-book library for .+ \(NLS network\)$/);
        // Who runs an unnamed library is not known either.
        expect(library.profitOrganizationType).toBeUndefined();
      }
      expect(library).toMatchObject({
        source: 'NLS network directory',
        sourceUrl: 'https://www.loc.gov/nls/',
      });
      expect(library.website).toBeUndefined();
    }
  });

  it('marks older-blind services only on agencies that serve blind people only', () => {
    // RSA's 22 separate agencies for the blind, and Utah's blind division, which runs the
    // state's older-blind program although Utah's VR agency is combined.
    const blindOnly = new Set([
      'AR',
      'CT',
      'DE',
      'FL',
      'IA',
      'ID',
      'MA',
      'ME',
      'MI',
      'MN',
      'MO',
      'NC',
      'NE',
      'NJ',
      'NM',
      'NY',
      'OR',
      'SC',
      'SD',
      'VA',
      'VT',
      'WA',
      'UT',
    ]);
    for (const seed of STATE_AGENCIES) {
      const expected = blindOnly.has(seed.state ?? '') ? [42, 45, 63] : [42];
      expect(seed.subCategoryIds, seed.organization).toEqual(expected);
    }
  });

  it('carries no phone number or street address outside the explicit allow-list', () => {
    const withContact = ORGANIZATION_SEEDS.filter(
      (seed) => seed.phone !== undefined || seed.tollfree !== undefined || seed.tty !== undefined,
    );
    expect(withContact.map((seed) => seed.id).sort()).toEqual(
      Object.keys(CONTACT_ALLOW_LIST).map(Number).sort(),
    );
    for (const reason of Object.values(CONTACT_ALLOW_LIST))
      expect(reason.length).toBeGreaterThan(20);
    for (const seed of ORGANIZATION_SEEDS) {
      const row = organizationRow(seed);
      expect(row.address1, seed.organization).toBeNull();
      expect(row.address2).toBeNull();
      // Nobody has checked any record yet.
      expect(row.verifiedAt).toBeNull();
    }
    expect(ORGANIZATION_SEEDS.find((seed) => seed.id === 5105)?.tollfree).toBe('888-657-7323');
  });

  it('links only https websites on the organisation’s own domain', () => {
    for (const seed of ORGANIZATION_SEEDS) {
      for (const url of [seed.website, seed.sourceUrl]) {
        if (url === undefined) continue;
        expect(url, seed.organization).toMatch(/^https:\/\/[a-z0-9.-]+\.(org|gov|com|edu)(\/|$)/);
        expect(new URL(url).hostname, seed.organization).not.toMatch(THIRD_PARTY_HOSTS);
      }
      if (seed.website === undefined) {
        // Without a site of its own, the record must point to the directory it came from or
        // say that it is a name only.
        expect(seed.sourceUrl ?? seed.source, seed.organization).toMatch(
          /^https:\/\/|name (and city )?only/,
        );
        continue;
      }
      const host = new URL(seed.website).hostname;
      if (seed.source === 'Organisation website' || seed.source === 'Agency website') {
        expect(seed.sourceUrl, seed.organization).toBe(seed.website);
      }
      if (seed.profitOrganizationType === 'Government') {
        const official = /\.(gov|edu)$/.test(host) || host in GOVERNMENT_HOSTS_ELSEWHERE;
        expect(official, `${seed.organization} ${host}`).toBe(true);
      }
    }
  });

  it('changes the seed version when the data changes', () => {
    const changed = ORGANIZATION_SEEDS.map((seed) =>
      seed.id === 5401 ? { ...seed, website: 'https://example.gov' } : seed,
    );
    expect(organizationsSeedVersion(changed)).not.toBe(organizationsSeedVersion());
    expect(organizationsSeedVersion([...ORGANIZATION_SEEDS])).toBe(organizationsSeedVersion());
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
    expect(await listingsReordered(db)).toBe(false);
    const first = await seedOrganizations(db);
    expect(first.skipped).toBe(false);
    expect(await listingsReordered(db)).toBe(true);
    expect(first.counts).toMatchObject({ organizations: ORGANIZATION_SEEDS.length, unlocated: 0 });
    const rows = await db.select().from(organizations).orderBy(asc(organizations.id));
    expect(rows).toHaveLength(ORGANIZATION_SEEDS.length);
    for (const row of rows) {
      expect(row.verifiedAt).toBeNull();
      expect(row.address1).toBeNull();
      expect(row.importKey).toBeNull();
      // Placed by the database at its ZIP's or city's centre, and said to be approximate:
      // every local record and every state-wide one with a city; no national one.
      if (row.serviceArea === 'local' || (row.serviceArea === 'state' && row.city !== null)) {
        expect(row.latitude, row.organization).not.toBeNull();
        expect(row.longitude).not.toBeNull();
        expect(row.locationApproximate, row.organization).toBe(true);
      } else {
        expect(row.latitude, row.organization).toBeNull();
        expect(row.longitude).toBeNull();
        expect(row.locationApproximate).toBe(false);
      }
      if (row.serviceArea !== 'national') expect(row.state, row.organization).not.toBeNull();
      if (row.id !== 5105) {
        expect(row.phone ?? row.tollfree ?? row.tty, row.organization).toBeNull();
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
    // A school known by its city only: at Philadelphia's centre (the cities data), approximate.
    const overbrook = rows.find((row) => row.id === 5722);
    expect(overbrook).toMatchObject({ serviceArea: 'state', city: 'Philadelphia', zipCode: null });
    expect(overbrook?.latitude).toBeCloseTo(39.95, 1);
    expect(overbrook?.longitude).toBeCloseTo(-75.16, 1);
    // Only the national records and the state-wide ones without a city have no place.
    expect(rows.filter((row) => row.latitude === null)).toHaveLength(43 + 175);

    // Unknown facts are stored as null, not as empty strings or guesses.
    const unnamedLibrary = rows.find((row) => row.id === 5401);
    expect(unnamedLibrary).toMatchObject({
      organization: 'Talking-book library for Alabama (NLS network)',
      state: 'AL',
      website: null,
      profitOrganizationType: null,
      sourceUrl: 'https://www.loc.gov/nls/',
    });
    expect(rows.find((row) => row.id === 5105)?.tollfree).toBe('888-657-7323');

    // Every listing is under an organisation sub-category.
    const links = await db
      .select({ kind: subCategories.kind })
      .from(organizationSubCategories)
      .innerJoin(subCategories, eq(subCategories.id, organizationSubCategories.subCategoryId));
    expect(links.length).toBe(first.counts.organizationSubCategories);
    expect(links.length).toBe(
      ORGANIZATION_SEEDS.reduce((sum, seed) => sum + new Set(seed.subCategoryIds).size, 0),
    );
    expect(new Set(links.map((link) => link.kind))).toEqual(new Set(['organization']));

    const [agencies] = await db
      .select({ n: count() })
      .from(organizationSubCategories)
      .where(eq(organizationSubCategories.subCategoryId, 42));
    expect(agencies?.n).toBe(seedsIn(42).length);

    expect((await seedOrganizations(db)).skipped).toBe(true);
  });

  it('re-applies idempotently when forced and replaces changed rows', async () => {
    const { db } = database();
    const [linksBefore] = await db.select({ n: count() }).from(organizationSubCategories);
    const forced = await seedOrganizations(db, { force: true });
    expect(forced.skipped).toBe(false);
    const [total] = await db.select({ n: count() }).from(organizations);
    expect(total?.n).toBe(ORGANIZATION_SEEDS.length);
    const [linksAfter] = await db.select({ n: count() }).from(organizationSubCategories);
    expect(linksAfter?.n).toBe(linksBefore?.n);

    const changed = ORGANIZATION_SEEDS.map((seed) =>
      seed.id === 5188 ? { ...seed, subCategoryIds: [35], verifiedAt: '2026-11-02' } : seed,
    );
    expect((await seedOrganizations(db, { seeds: changed })).skipped).toBe(false);
    // A person's check, recorded in the data file, reaches the database.
    const [afb] = await db
      .select({ verifiedAt: organizations.verifiedAt })
      .from(organizations)
      .where(eq(organizations.id, 5188));
    expect(afb?.verifiedAt).toBe('2026-11-02');
    const listings = await db
      .select({ sub: organizationSubCategories.subCategoryId })
      .from(organizationSubCategories)
      .where(eq(organizationSubCategories.organizationId, 5188));
    expect(listings).toEqual([{ sub: 35 }]);
  });

  it("keeps an operator's correction and check where a new revision of the data says the same", async () => {
    const { db } = database();
    const stored = async () =>
      (await db.select().from(organizations).where(eq(organizations.id, 5105)))[0]!;
    const seed = ORGANIZATION_SEEDS.find((candidate) => candidate.id === 5105)!;
    // An operator adds the phone the data lacks and records a check by phone.
    await db
      .update(organizations)
      .set({ phone: '312-555-0100', verifiedAt: '2026-11-20', verifiedHow: 'phone' })
      .where(eq(organizations.id, 5105));

    // The data's toll-free number changes: that follows the data, the rest stays.
    const revised = ORGANIZATION_SEEDS.map((candidate) =>
      candidate.id === 5105 ? { ...candidate, tollfree: '888-657-0000' } : candidate,
    );
    expect((await seedOrganizations(db, { seeds: revised })).skipped).toBe(false);
    expect(await stored()).toMatchObject({
      phone: '312-555-0100',
      tollfree: '888-657-0000',
      verifiedAt: '2026-11-20',
      verifiedHow: 'phone',
      organization: seed.organization,
    });

    // The data gains a phone of its own: it replaces the correction.
    const withPhone = revised.map((candidate) =>
      candidate.id === 5105 ? { ...candidate, phone: '800-555-0199' } : candidate,
    );
    await seedOrganizations(db, { seeds: withPhone });
    expect((await stored()).phone).toBe('800-555-0199');
  });
});
