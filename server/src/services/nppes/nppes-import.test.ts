import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingsReordered } from '../../../test/listing-order.ts';
import { databaseKinds, useTestDatabase } from '../../../test/test-databases.ts';
import { organizations, organizationSubCategories, zipCentroids } from '../../db/schema.ts';
import { seedCatalog } from '../../db/seed/seed-catalog.ts';
import { FIXTURES_DIR, startFakeRegistry, type FakeRegistry } from './fake-registry.ts';
import { createNppesHttpClient } from './nppes-client.ts';
import { UsageError } from '../data-command.ts';
import { parseNppesArgs, runNppesProviders } from './nppes-command.ts';
import { LOW_VISION_TAXONOMIES } from './taxonomies.ts';

// Every ZIP of the recordings but 19999, which must be skipped and reported.
const CENTROIDS = [
  ['19104', 'Philadelphia', 'PA', 39.9597, -75.2024],
  ['19103', 'Philadelphia', 'PA', 39.9525, -75.1741],
  ['15213', 'Pittsburgh', 'PA', 40.4443, -79.9554],
  ['17101', 'Harrisburg', 'PA', 40.2618, -76.8828],
  ['18102', 'Allentown', 'PA', 40.6068, -75.4781],
  ['08608', 'Trenton', 'NJ', 40.2204, -74.7622],
] as const;

const allTaxonomies = [...LOW_VISION_TAXONOMIES];

describe.each(databaseKinds)('NPPES provider import ($kind)', (kind) => {
  const database = useTestDatabase(kind);
  let registry: FakeRegistry;
  const source = () => createNppesHttpClient({ baseUrl: registry.url, minIntervalMs: 0 });
  const nppesRows = () =>
    database()
      .db.select()
      .from(organizations)
      .where(like(organizations.importKey, 'nppes:%'))
      .orderBy(organizations.importKey);

  beforeAll(async () => {
    registry = await startFakeRegistry();
    const { db } = database();
    await seedCatalog(db);
    await db.insert(zipCentroids).values(
      CENTROIDS.map(([zip, city, stateCode, latitude, longitude]) => ({
        zip,
        city,
        stateCode,
        latitude,
        longitude,
      })),
    );
  });
  afterAll(() => registry.close());

  it('a dry run counts but writes nothing', async () => {
    const result = await runNppesProviders(database().db, source(), {
      states: ['PA', 'NJ'],
      taxonomies: allTaxonomies,
      dryRun: true,
      retrievedOn: '2025-01-15',
    });
    expect(result.added).toBe(6);
    expect(await nppesRows()).toHaveLength(0);
    expect(await listingsReordered(database().db)).toBe(false);
  });

  it('adds the providers with the codes, listed and located, and reports the skipped', async () => {
    const result = await runNppesProviders(database().db, source(), {
      states: ['PA', 'NJ'],
      taxonomies: allTaxonomies,
      dryRun: false,
      retrievedOn: '2025-01-15',
    });
    expect(result).toMatchObject({ added: 6, updated: 0, unchanged: 0, listingsAdded: 7 });
    expect(result.filteredOut).toBe(1);
    // A bulk write ends with the listings stored in location order (reorderListings).
    expect(await listingsReordered(database().db)).toBe(true);
    expect(result.skipped).toEqual([
      { npi: '1999999935', name: 'River Specimen, O.D.', reason: 'no centroid for ZIP 19999' },
    ]);

    const rows = await nppesRows();
    expect(rows.map((row) => row.importKey)).toEqual([
      'nppes:1999999901',
      'nppes:1999999919',
      'nppes:1999999943',
      'nppes:1999999950',
      'nppes:1999999968',
      'nppes:1999999976',
    ]);
    for (const row of rows) {
      // Imported rows take the sequence, above the curated ids.
      expect(row.id).toBeGreaterThanOrEqual(100_000);
      expect(row).toMatchObject({
        locationApproximate: true,
        verifiedAt: '2025-01-15',
        source: 'NPPES NPI Registry',
      });
    }
    const trenton = rows.find((row) => row.importKey === 'nppes:1999999976')!;
    expect(trenton).toMatchObject({ zipCode: '08608', latitude: 40.2204, longitude: -74.7622 });

    const jane = rows.find((row) => row.importKey === 'nppes:1999999901')!;
    const listings = await database()
      .db.select()
      .from(organizationSubCategories)
      .where(eq(organizationSubCategories.organizationId, jane.id))
      .orderBy(organizationSubCategories.subCategoryId);
    expect(listings.map((listing) => listing.subCategoryId)).toEqual([45, 47]);
    // The triggers copied the coordinates; the importer never writes them.
    expect(listings[0]).toMatchObject({ latitude: 39.9597, longitude: -75.2024 });
  });

  it('a second run changes nothing', async () => {
    const before = await nppesRows();
    const result = await runNppesProviders(database().db, source(), {
      states: ['PA', 'NJ'],
      taxonomies: allTaxonomies,
      dryRun: false,
      retrievedOn: '2025-01-15',
    });
    expect(result).toMatchObject({ added: 0, updated: 0, unchanged: 6, listingsAdded: 0 });
    expect(await nppesRows()).toEqual(before);
  });

  it('a later run refreshes verified_at only, and updates what changed', async () => {
    const recorded = JSON.parse(
      readFileSync(path.join(FIXTURES_DIR, '152WL0500X-NJ.json'), 'utf8'),
    ) as { results: { addresses: { telephone_number: string }[] }[] };
    recorded.results[0]!.addresses[0]!.telephone_number = '609-555-0199';
    registry.override('152WL0500X', 'NJ', recorded);

    const result = await runNppesProviders(database().db, source(), {
      states: ['PA', 'NJ'],
      taxonomies: allTaxonomies,
      dryRun: false,
      retrievedOn: '2025-02-01',
    });
    expect(result).toMatchObject({ added: 0, updated: 1, unchanged: 5 });
    const rows = await nppesRows();
    expect(rows.every((row) => row.verifiedAt === '2025-02-01')).toBe(true);
    expect(rows.find((row) => row.importKey === 'nppes:1999999976')?.phone).toBe('609-555-0199');
  });

  it('writes nothing when any search fails', async () => {
    const recorded = JSON.parse(
      readFileSync(path.join(FIXTURES_DIR, '152WL0500X-NJ.json'), 'utf8'),
    ) as { results: { addresses: { telephone_number: string }[] }[] };
    recorded.results[0]!.addresses[0]!.telephone_number = '609-555-0111';
    registry.override('152WL0500X', 'NJ', recorded);
    const before = await database().db.$count(organizations);
    await expect(
      runNppesProviders(database().db, source(), {
        // NJ's change would be written if the run did not stop at ZZ's refusal.
        states: ['NJ', 'ZZ'],
        taxonomies: allTaxonomies,
        dryRun: false,
        retrievedOn: '2025-03-01',
      }),
    ).rejects.toThrow(/refused the search/);
    expect(await database().db.$count(organizations)).toBe(before);
    const rows = await nppesRows();
    expect(rows.every((row) => row.verifiedAt === '2025-02-01')).toBe(true);
    expect(rows.find((row) => row.importKey === 'nppes:1999999976')?.phone).toBe('609-555-0199');
  });
});

describe('parseNppesArgs', () => {
  const today = new Date('2025-04-05T12:00:00Z');

  it('reads repeated states and taxonomies, defaulting to all three and today', () => {
    expect(parseNppesArgs(['--state', 'pa', '--state', 'NJ', '--state', 'PA'], today)).toEqual({
      states: ['PA', 'NJ'],
      taxonomies: allTaxonomies,
      dryRun: false,
      fixtures: undefined,
      retrievedOn: '2025-04-05',
    });
    const parsed = parseNppesArgs(
      ['--state', 'DC', '--taxonomy', '225cx0006x', '--dry-run', '--fixtures', 'dir'],
      today,
    );
    expect(parsed.taxonomies.map((taxonomy) => taxonomy.code)).toEqual(['225CX0006X']);
    expect(parsed).toMatchObject({ dryRun: true, fixtures: 'dir' });
    expect(parseNppesArgs(['--state', 'all'], today).states).toHaveLength(51);
  });

  it('refuses what it cannot use', () => {
    const bad = [
      [],
      ['--state', 'ZZ'],
      ['--state', 'PR'],
      ['--state', 'PA', '--taxonomy', '152W00000X'],
      ['--state', 'PA', '--retrieved-on', '2025-02-30'],
      ['--state', 'PA', '--bogus'],
      ['PA'],
    ];
    for (const argv of bad) expect(() => parseNppesArgs(argv, today)).toThrow(UsageError);
  });
});
