import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../client.ts';
import { organizations, organizationSubCategories } from '../../schema.ts';
import { milesBetween } from '../../../services/geography/distance.ts';
import {
  checkSyntheticTarget,
  generateSyntheticOrganizations,
  SYNTHETIC_SUB_CATEGORY_IDS,
  US_STATES_AND_DC,
  writeSyntheticDataset,
  type CentroidPoint,
} from './synthetic.ts';

const centroids: CentroidPoint[] = [
  { zip: '19104', stateCode: 'PA', city: 'Philadelphia', latitude: 39.9597, longitude: -75.2024 },
  { zip: '60141', stateCode: 'IL', city: 'Hines', latitude: 41.8623, longitude: -87.8355 },
];

describe('generateSyntheticOrganizations', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const a = generateSyntheticOrganizations(500, centroids, 7);
    expect(generateSyntheticOrganizations(500, centroids, 7)).toEqual(a);
    expect(generateSyntheticOrganizations(500, centroids, 8)).not.toEqual(a);
  });

  it('places each organisation near a centroid, marked synthetic, under known sub-categories', () => {
    const { organizations, links } = generateSyntheticOrganizations(2000, centroids);
    expect(organizations).toHaveLength(2000);
    expect(new Set(organizations.map((row) => row.id)).size).toBe(2000);
    for (const row of organizations) {
      expect(row.source).toBe('synthetic');
      const centre = centroids.find((c) => c.zip === row.zipCode);
      expect(centre).toBeDefined();
      const point = { latitude: row.latitude ?? 0, longitude: row.longitude ?? 0 };
      expect(milesBetween(centre ?? point, point)).toBeLessThan(15);
    }
    for (const link of links) expect(SYNTHETIC_SUB_CATEGORY_IDS).toContain(link.subCategoryId);
    expect(links.length).toBeGreaterThan(2000);
    // Some rows exercise each filter.
    expect(organizations.some((row) => row.profitOrganizationType === 'Government')).toBe(true);
    expect(organizations.some((row) => row.veteransOnly)).toBe(true);
    expect(organizations.some((row) => row.minAge !== null)).toBe(true);
  });
});

describe('generateSyntheticOrganizations coverage', () => {
  it('reaches every state and DC, with import keys synthetic:<n>', () => {
    // One centroid per state plus many in one state: random picks alone would miss most.
    const perState = US_STATES_AND_DC.map((stateCode, index) => ({
      zip: String(10000 + index),
      stateCode,
      city: `City ${stateCode}`,
      latitude: 30 + index / 10,
      longitude: -100 + index / 10,
    }));
    const crowded = Array.from({ length: 5000 }, (_, index) => ({
      zip: String(70000 + index),
      stateCode: 'CA',
      city: 'Crowded',
      latitude: 36,
      longitude: -120,
    }));
    const { organizations: rows } = generateSyntheticOrganizations(
      US_STATES_AND_DC.length * 5,
      [...perState, ...crowded],
      1,
    );
    expect(new Set(rows.map((row) => row.state)).size).toBe(51);
    expect(rows.map((row) => row.importKey).slice(0, 3)).toEqual([
      'synthetic:1',
      'synthetic:2',
      'synthetic:3',
    ]);
  });
});

describe('checkSyntheticTarget', () => {
  const defaultDataDir = '/srv/vision-hub/data';
  const allowed = (input: { databaseUrl?: string; dataDir?: string }) =>
    checkSyntheticTarget({ ...input, defaultDataDir }).ok;

  it('accepts only PostgreSQL databases named vh_synthetic... or vh_bench...', () => {
    expect(allowed({ databaseUrl: 'postgres://u@db:5432/vh_synthetic_load' })).toBe(true);
    expect(allowed({ databaseUrl: 'postgresql://u:p@db/vh_bench_1' })).toBe(true);
    expect(allowed({ databaseUrl: 'postgres://u@db/vh_synthetic' })).toBe(true);
    for (const databaseUrl of [
      'postgres://u@db:5432/postgres',
      'postgres://u@db:5432/vision_hub',
      'postgres://u@db:5432/',
      'postgres://u@db',
      'postgres://u@db/my_vh_synthetic',
      'postgres://u@db/VH_SYNTHETIC',
      'postgres://u@db/vh_synthetic-x',
      'postgres://u@db/vh_synthetic%2Fx',
      // The query cannot swap the database for another.
      'postgres://u@db/vh_synthetic_x?database=production',
      'postgres://u@db/vh_synthetic_x?dbname=production',
      'postgres://u@%2Fvar%2Frun%2Fpostgresql/vh_synthetic_x',
      'mysql://u@db/vh_synthetic_x',
      'not a url',
    ]) {
      expect(allowed({ databaseUrl }), databaseUrl).toBe(false);
    }
  });

  it('accepts only PGlite folders whose name contains "synthetic", never the default', () => {
    expect(allowed({ dataDir: '/srv/vision-hub/data-synthetic' })).toBe(true);
    expect(allowed({ dataDir: '/tmp/Synthetic-run' })).toBe(true);
    expect(allowed({ dataDir: defaultDataDir })).toBe(false);
    expect(allowed({ dataDir: '/srv/vision-hub/data-synthetic/../data' })).toBe(false);
    expect(allowed({ dataDir: '/srv/synthetic/data' })).toBe(false);
    expect(allowed({ dataDir: './data-synthetic' })).toBe(false);
    // A default folder whose name happens to qualify is still the default.
    expect(
      checkSyntheticTarget({
        dataDir: '/srv/data-synthetic',
        defaultDataDir: '/srv/data-synthetic',
      }).ok,
    ).toBe(false);
  });

  it('needs exactly one explicit target, and says why when refusing', () => {
    const none = checkSyntheticTarget({ defaultDataDir });
    expect(none).toEqual({ ok: false, reason: expect.stringMatching(/never used/) });
    const both = checkSyntheticTarget({
      databaseUrl: 'postgres://u@db/vh_synthetic_x',
      dataDir: '/tmp/synthetic',
      defaultDataDir,
    });
    expect(both.ok).toBe(false);
    const wrongName = checkSyntheticTarget({ databaseUrl: 'postgres://u@db/app', defaultDataDir });
    expect(wrongName).toEqual({
      ok: false,
      reason: expect.stringMatching(/"app".*vh_synthetic or vh_bench/),
    });
  });
});

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const run = promisify(execFile);

async function runScript(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/generate-synthetic.ts', ...args],
      { cwd: root, env: { ...process.env, ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('scripts/generate-synthetic.ts', () => {
  const folders: string[] = [];
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it('refuses with exit code 2 when not given a qualifying target', async () => {
    // DATABASE_URL in the environment is never taken, even when it would qualify.
    const fromEnvironment = await runScript([], {
      DATABASE_URL: 'postgres://u@127.0.0.1:1/vh_synthetic_env',
    });
    expect(fromEnvironment.code).toBe(2);
    expect(fromEnvironment.stderr).toMatch(/Name the target/);
    const defaultFolder = await runScript(['--data-dir', './data', '--count', '10']);
    expect(defaultFolder.code).toBe(2);
    expect(defaultFolder.stderr).toMatch(/default data folder/);
    const badCount = await runScript(['--data-dir', '/tmp/x-synthetic', '--count', '0']);
    expect(badCount.code).toBe(2);
  });

  // An on-disk PGlite (initdb, migrations) plus the geography seed: ~25 s on a busy machine,
  // past 60 s on a 2-core CI machine beside EPUBCheck and Ace.
  it(
    'writes a deterministic set into a synthetic PGlite folder, replacing it on a re-run',
    { timeout: 180_000 },
    async () => {
      const parent = await mkdtemp(path.join(tmpdir(), 'vh-test-'));
      folders.push(parent);
      const dataDir = path.join(parent, 'run-synthetic');
      const database = await openDatabase({ dataDir });
      try {
        const first = await writeSyntheticDataset(database.db, { count: 300, seed: 3 });
        expect(first).toMatchObject({ organizations: 300, states: 51, replaced: 0 });
        const rows = await database.db
          .select()
          .from(organizations)
          .where(eq(organizations.source, 'synthetic'))
          .orderBy(organizations.id);
        expect(rows).toHaveLength(300);
        expect(rows[0]?.importKey).toBe('synthetic:1');
        expect(
          rows.every((row) => (US_STATES_AND_DC as readonly string[]).includes(row.state ?? '')),
        ).toBe(true);
        const second = await writeSyntheticDataset(database.db, { count: 300, seed: 3 });
        expect(second).toMatchObject({ organizations: 300, replaced: 300 });
        const again = await database.db
          .select()
          .from(organizations)
          .where(eq(organizations.source, 'synthetic'))
          .orderBy(organizations.id);
        expect(again).toEqual(rows);
        expect(await database.db.$count(organizationSubCategories)).toBe(first.listings);
      } finally {
        await database.close();
      }
    },
  );
});
