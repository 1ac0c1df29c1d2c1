import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, useTestDatabase } from '../../../test/test-databases.ts';
import type { Db } from '../client.ts';
import { cities, seedRuns, states, zipCentroids } from '../schema.ts';
import {
  GEOGRAPHY_ATTRIBUTION,
  GEOGRAPHY_SEED_NAME,
  geographySeedVersion,
  loadGeographySource,
  seedDatabase,
  type GeographySource,
  type SeedResult,
} from './index.ts';
import { STATE_NAMES_SP } from '../../../../src/contracts/state-names-sp.ts';

async function rowCounts(db: Db) {
  const [s] = await db.select({ n: count() }).from(states);
  const [c] = await db.select({ n: count() }).from(cities);
  const [z] = await db.select({ n: count() }).from(zipCentroids);
  return { states: s?.n, cities: c?.n, zipCentroids: z?.n };
}

describe('the geography source (the packages, no database)', () => {
  let source: GeographySource;
  beforeAll(async () => {
    source = await loadGeographySource();
  });

  it('reads the United States: 50 states, DC, territories and military regions', () => {
    expect(source.states.length).toBeGreaterThanOrEqual(52);
    expect(source.states.every((state) => state.countryId === 233)).toBe(true);
    const byCode = new Map(source.states.map((state) => [state.stateCode, state]));
    expect(byCode.get('AL')).toMatchObject({ id: 1456, name: 'Alabama', type: 'state' });
    expect(byCode.get('DC')).toMatchObject({ id: 1437, type: 'district' });
    expect(byCode.get('PR')).toMatchObject({ id: 1449, type: 'outlying area' });
    expect(byCode.get('OH')?.id).toBe(4851);
    expect(source.states.filter((state) => state.type === 'state')).toHaveLength(50);
  });

  it('has our Spanish name for every state the package lists', () => {
    const missing = source.states.filter((state) => !(state.stateCode in STATE_NAMES_SP));
    expect(missing.map((state) => state.stateCode)).toEqual([]);
  });

  it('reads ~16.7k cities with coordinates and a search form of the name', () => {
    expect(source.cities.length).toBeGreaterThan(16_000);
    const ewa = source.cities.find((city) => city.name === '‘Ewa Beach');
    expect(ewa?.nameSearch).toBe('ewa beach');
  });

  it('reads ~42k ZIP centroids, skipping those without coordinates and fixing a lost minus', () => {
    expect(source.zipCentroids.length).toBeGreaterThan(42_000);
    expect(source.skipped.zipsWithoutCoordinates).toBeGreaterThan(0);
    expect(source.zipCentroids.some((zip) => zip.latitude === 0 && zip.longitude === 0)).toBe(
      false,
    );
    expect(source.zipCentroids.every((zip) => /^\d{5}$/.test(zip.zip))).toBe(true);
    // zipcodes gives Manhattan's 10200 as 73.95 east.
    expect(source.zipCentroids.find((zip) => zip.zip === '10200')?.longitude).toBeCloseTo(-73.95);
  });

  it('versions the seed by its revision and both packages', () => {
    expect(geographySeedVersion()).toMatch(
      /^r\d+;@countrystatecity\/countries@\d+\.\d+\.\d+;zipcodes@\d+\.\d+\.\d+$/,
    );
  });

  it('exports the ODbL attribution', () => {
    expect(GEOGRAPHY_ATTRIBUTION).toBe(
      'Data provided by Countries States Cities Database, licensed under ODbL v1.0',
    );
  });
});

describe.each(databaseKinds)('seedDatabase on $kind', (kind) => {
  const database = useTestDatabase(kind);
  let first: SeedResult[];
  let firstMs: number;

  beforeAll(async () => {
    const started = performance.now();
    first = await seedDatabase(database().db);
    firstMs = performance.now() - started;
  });

  it('fills states, cities and ZIP centroids and records the version', async () => {
    const { db } = database();
    // Geography first: the other seeds refer to states.
    expect(first.map((result) => result.name)).toEqual([
      GEOGRAPHY_SEED_NAME,
      'catalog',
      'guides',
      'organizations',
      'surveys',
      'plans',
    ]);
    expect(first[0]).toMatchObject({ name: GEOGRAPHY_SEED_NAME, skipped: false });
    const counts = await rowCounts(db);
    expect(counts).toEqual(first[0]?.counts);
    expect(counts.states).toBeGreaterThanOrEqual(51);
    expect(counts.cities).toBeGreaterThan(16_000);
    expect(counts.zipCentroids).toBeGreaterThan(42_000);

    const [run] = await db.select().from(seedRuns).where(eq(seedRuns.name, GEOGRAPHY_SEED_NAME));
    expect(run?.version).toBe(geographySeedVersion());
    expect(run?.appliedAt).toBeInstanceOf(Date);
  });

  it('keeps the package ids, postal codes, types and our Spanish names', async () => {
    const { db } = database();
    const rows = await db.select().from(states);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(1456)).toMatchObject({ name: 'Alabama', stateCode: 'AL', countryId: 233 });
    expect(byId.get(1437)).toMatchObject({
      name: 'District of Columbia',
      nameSp: 'Distrito de Columbia',
      stateCode: 'DC',
      type: 'district',
    });
    expect(byId.get(1452)?.nameSp).toBe('Nueva York');
    expect(byId.get(1447)?.nameSp).toBe('Carolina del Norte');
    expect(byId.get(1422)?.nameSp).toBe('Pensilvania');
    expect(byId.get(1449)).toMatchObject({ nameSp: 'Puerto Rico', type: 'outlying area' });
    expect(byId.get(1416)?.nameSp).toBe('California');
    expect(byId.get(1407)?.stateCode).toBe('TX');
    expect(rows.filter((row) => row.type === 'state')).toHaveLength(50);
  });

  it('keeps ZIP codes as five characters with their leading zeros', async () => {
    const { db } = database();
    const rows = await db
      .select()
      .from(zipCentroids)
      .where(eq(zipCentroids.zip, '00501'))
      .union(db.select().from(zipCentroids).where(eq(zipCentroids.zip, '02108')));
    expect(rows.map((row) => row.zip).sort()).toEqual(['00501', '02108']);
    expect(rows.find((row) => row.zip === '02108')).toMatchObject({
      city: 'Boston',
      stateCode: 'MA',
      approximate: true,
    });
  });

  it('does nothing, quickly, when run again with the same version', async () => {
    const { db } = database();
    const before = await rowCounts(db);
    const [again] = await seedDatabase(db);
    expect(again).toMatchObject({ skipped: true, counts: {} });
    expect(again?.durationMs).toBeLessThan(Math.max(500, firstMs / 10));
    expect(await rowCounts(db)).toEqual(before);
  });

  it('re-applies (upserts) when the version changes, repairing edited and missing rows', async () => {
    const { db } = database();
    const before = await rowCounts(db);
    await db.update(states).set({ nameSp: 'edited' }).where(eq(states.id, 1456));
    await db.delete(zipCentroids).where(eq(zipCentroids.zip, '02108'));

    // Same version: skipped, so the edits stay.
    expect((await seedDatabase(db))[0]?.skipped).toBe(true);
    const [edited] = await db.select().from(states).where(eq(states.id, 1456));
    expect(edited?.nameSp).toBe('edited');

    const [bumped] = await seedDatabase(db, { geography: { version: 'test-bumped' } });
    expect(bumped?.skipped).toBe(false);
    const [repaired] = await db.select().from(states).where(eq(states.id, 1456));
    expect(repaired?.nameSp).toBe('Alabama');
    const boston = await db.select().from(zipCentroids).where(eq(zipCentroids.zip, '02108'));
    expect(boston).toHaveLength(1);
    expect(await rowCounts(db)).toEqual(before);
    const [run] = await db.select().from(seedRuns).where(eq(seedRuns.name, GEOGRAPHY_SEED_NAME));
    expect(run?.version).toBe('test-bumped');
  });

  // PGlite has one connection, so only PostgreSQL can really run two seeds at once.
  // Defined only for PostgreSQL (not skipped elsewhere): nothing to report on PGlite.
  if (kind.kind === 'postgres') {
    it('survives two forced seeds at once (two instances starting)', async () => {
      const { db } = database();
      const before = await rowCounts(db);
      const results = await Promise.all([
        seedDatabase(db, { force: true }),
        seedDatabase(db, { force: true }),
      ]);
      expect(results.flat().every((result) => !result.skipped)).toBe(true);
      expect(await rowCounts(db)).toEqual(before);
      const [run] = await db.select().from(seedRuns).where(eq(seedRuns.name, GEOGRAPHY_SEED_NAME));
      expect(run?.version).toBe(geographySeedVersion());
    });
  }
});
