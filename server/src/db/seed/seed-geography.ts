import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  getAllCitiesOfCountry,
  getCountryByCode,
  getStatesOfCountry,
} from '@countrystatecity/countries';
import { eq, getTableColumns, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { UNITED_STATES_ID } from '../../services/geography/constants.ts';
import { normalizeSearchText } from '../../../../src/contracts/search-text.ts';
import type { Db } from '../client.ts';
import { cities, seedRuns, states, zipCentroids } from '../schema.ts';
import { STATE_NAMES_SP } from '../../../../src/contracts/state-names-sp.ts';

/** Required wherever states or cities from this seed are shown or redistributed (ODbL). */
export const GEOGRAPHY_ATTRIBUTION =
  'Data provided by Countries States Cities Database, licensed under ODbL v1.0';

export const GEOGRAPHY_SEED_NAME = 'geography';
/**
 * Bump when this file changes what it writes. Upgrading either package changes the version
 * by itself (it is part of the version string), so a new release is applied on next start.
 */
export const GEOGRAPHY_SEED_REVISION = 1;

const COUNTRIES_PACKAGE = '@countrystatecity/countries';
const ZIPCODES_PACKAGE = 'zipcodes';

/** Rows per INSERT (one JSON parameter of ~0.5 MB). */
const DEFAULT_BATCH_SIZE = 5000;

/** Held while a table is written (pg_advisory_xact_lock). Any constant; this spells "VHGEO". */
const SEED_LOCK_KEY = 0x56_48_47_45_4f;

/**
 * Below these the packages are broken or were not found (their loaders answer [] instead
 * of failing); seeding then fails rather than recording a version over partial data.
 */
const MINIMUM_ROWS = { states: 50, cities: 10_000, zipCentroids: 30_000 } as const;

export type StateSeedRow = Required<typeof states.$inferInsert>;
export type CitySeedRow = Required<typeof cities.$inferInsert>;
export type ZipCentroidSeedRow = Required<typeof zipCentroids.$inferInsert>;

export interface GeographySource {
  states: StateSeedRow[];
  cities: CitySeedRow[];
  zipCentroids: ZipCentroidSeedRow[];
  /** Source rows left out, by reason. */
  skipped: { zipsWithoutCoordinates: number; zipsOutsideUs: number };
  /** Source rows corrected, by reason. */
  corrected: { zipLongitudeSign: number };
}

export interface GeographySeedOptions {
  /** Re-apply even when seed_runs already holds this version. */
  force?: boolean;
  /** Overrides the computed version (tests). */
  version?: string;
  batchSize?: number;
  /** Progress messages; default: silent. */
  log?: (message: string) => void;
  /** Overrides the packages (tests). */
  loadSource?: () => Promise<GeographySource>;
}

export interface SeedResult {
  name: string;
  version: string;
  /** True when this version was already applied and nothing was written. */
  skipped: boolean;
  /** Rows given to the upsert per table (only changed ones are written); {} when skipped. */
  counts: Record<string, number>;
  durationMs: number;
}

/** The version recorded in seed_runs: our revision plus the two packages' versions. */
export function geographySeedVersion(): string {
  return [
    `r${GEOGRAPHY_SEED_REVISION}`,
    `${COUNTRIES_PACKAGE}@${packageVersion(COUNTRIES_PACKAGE)}`,
    `${ZIPCODES_PACKAGE}@${packageVersion(ZIPCODES_PACKAGE)}`,
  ].join(';');
}

/**
 * Upserts the United States' states, cities and ZIP centroids, one transaction per table,
 * unless seed_runs says this version is already in. Rows that disappear from a newer source
 * are kept: users and organisations may refer to them.
 */
export async function seedGeography(
  db: Db,
  options: GeographySeedOptions = {},
): Promise<SeedResult> {
  const started = performance.now();
  const version = options.version ?? geographySeedVersion();
  const log = options.log ?? (() => {});
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;

  if (!options.force && (await appliedVersion(db, GEOGRAPHY_SEED_NAME)) === version) {
    return {
      name: GEOGRAPHY_SEED_NAME,
      version,
      skipped: true,
      counts: {},
      durationMs: performance.now() - started,
    };
  }

  const source = await (options.loadSource ?? loadGeographySource)();
  const loaded = performance.now();

  const timings: string[] = [`reading the packages ${Math.round(loaded - started)} ms`];
  const timed = async <T>(label: string, step: () => Promise<T>): Promise<T> => {
    const stepStarted = performance.now();
    const result = await step();
    timings.push(`${label} ${Math.round(performance.now() - stepStarted)} ms`);
    return result;
  };

  const counts = {
    states: await timed('states', () => upsertAll(db, states, states.id, source.states, batchSize)),
    cities: await timed('cities', () => upsertAll(db, cities, cities.id, source.cities, batchSize)),
    zipCentroids: await timed('ZIP centroids', () =>
      upsertAll(db, zipCentroids, zipCentroids.zip, source.zipCentroids, batchSize, (tx) =>
        // Recorded with the last table: a crash before this commit re-runs the (idempotent) seed.
        tx
          .insert(seedRuns)
          .values({ name: GEOGRAPHY_SEED_NAME, version })
          .onConflictDoUpdate({ target: seedRuns.name, set: { version, appliedAt: sql`now()` } }),
      ),
    ),
  };
  // Fresh statistics so the planner uses the new indexes at once.
  await timed('analyze', () => db.execute(sql`analyze ${states}, ${cities}, ${zipCentroids}`));

  const durationMs = performance.now() - started;
  log(
    `geography seed ${version}: ${counts.states} states, ${counts.cities} cities, ` +
      `${counts.zipCentroids} ZIP centroids (${source.skipped.zipsWithoutCoordinates} ZIPs ` +
      `without coordinates skipped) in ${Math.round(durationMs)} ms (${timings.join(', ')})`,
  );
  return { name: GEOGRAPHY_SEED_NAME, version, skipped: false, counts, durationMs };
}

async function appliedVersion(db: Db, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ version: seedRuns.version })
    .from(seedRuns)
    .where(eq(seedRuns.name, name));
  return row?.version;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Upserts every row in batches inside ONE transaction: each batch is one INSERT ... SELECT
 * FROM json_to_recordset($1) (one parameter, whatever the batch size: 2-3x faster on PGlite
 * than multi-row VALUES with six parameters a row). ON CONFLICT updates only rows where a
 * column differs, so re-seeding unchanged data writes (and bloats) nothing. Returns the
 * number of rows given.
 */
async function upsertAll<TTable extends PgTable>(
  db: Db,
  table: TTable,
  key: PgColumn,
  rows: readonly Required<InferInsertModel<TTable>>[],
  batchSize: number,
  alsoInTransaction?: (tx: Tx) => Promise<unknown>,
): Promise<number> {
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  const names = columns.map(([, column]) => sql.identifier(column.name));
  const definitions = columns.map(([, column]) =>
    sql.raw(`"${column.name}" ${column.getSQLType()}`),
  );
  const updated = columns.filter(([, column]) => column !== key);
  const excluded = (column: PgColumn) => sql`excluded.${sql.identifier(column.name)}`;
  const assignments = updated.map(
    ([, column]) => sql`${sql.identifier(column.name)} = ${excluded(column)}`,
  );
  const current = updated.map(([, column]) => sql`${table}.${sql.identifier(column.name)}`);
  const proposed = updated.map(([, column]) => excluded(column));

  await db.transaction(async (tx) => {
    // Two instances starting together against one PostgreSQL write one after the other.
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK_KEY))})`);
    for (let start = 0; start < rows.length; start += batchSize) {
      const batch = rows.slice(start, start + batchSize).map((row) => {
        const record: Record<string, unknown> = {};
        for (const [property, column] of columns) {
          record[column.name] = (row as Record<string, unknown>)[property];
        }
        return record;
      });
      await tx.execute(sql`
        insert into ${table} (${sql.join(names, sql`, `)})
        select ${sql.join(names, sql`, `)}
        from json_to_recordset(${JSON.stringify(batch)}::json) as r(${sql.join(definitions, sql`, `)})
        on conflict (${sql.identifier(key.name)}) do update
        set ${sql.join(assignments, sql`, `)}
        where (${sql.join(current, sql`, `)})
          is distinct from (${sql.join(proposed, sql`, `)})`);
    }
    await alsoInTransaction?.(tx);
  });
  return rows.length;
}

// ---------------------------------------------------------------------------------------
// Reading the packages

const cscStateSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  country_id: z.number().int(),
  iso2: z.string().min(1),
  type: z.string().nullable(),
});

const coordinate = z.coerce.number().finite();

const cscCitySchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  state_id: z.number().int().positive(),
  country_id: z.number().int(),
  latitude: coordinate.min(-90).max(90),
  longitude: coordinate.min(-180).max(180),
});

const zipcodesRowSchema = z.object({
  zip: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

/**
 * Postal codes whose places can lie east of Greenwich (Alaska's Aleutians cross 180°;
 * Pacific territories, freely associated states, military post overseas). Elsewhere in
 * the US a positive longitude is a dropped minus sign (zipcodes has one: 10200, Manhattan).
 */
const EASTERN_LONGITUDE_CODES = new Set([
  'AK',
  'GU',
  'MP',
  'PW',
  'FM',
  'MH',
  'UM',
  'AA',
  'AE',
  'AP',
]);

/** Reads the United States' rows from @countrystatecity/countries and zipcodes. */
export async function loadGeographySource(): Promise<GeographySource> {
  const country = await getCountryByCode('US');
  if (country?.id !== UNITED_STATES_ID) {
    throw new Error(
      `${COUNTRIES_PACKAGE}: expected the United States to be country ${UNITED_STATES_ID}, ` +
        `got ${country?.id ?? 'nothing'}`,
    );
  }

  const stateRows: StateSeedRow[] = z
    .array(cscStateSchema)
    .parse(await getStatesOfCountry('US'))
    .filter((state) => state.country_id === UNITED_STATES_ID)
    .map((state) => ({
      id: state.id,
      countryId: UNITED_STATES_ID,
      name: state.name,
      nameSp: STATE_NAMES_SP[state.iso2] ?? state.name,
      stateCode: state.iso2,
      type: state.type ?? 'state',
    }));
  const stateIds = new Set(stateRows.map((state) => state.id));

  const cityRows: CitySeedRow[] = z
    .array(cscCitySchema)
    .parse(await getAllCitiesOfCountry('US'))
    .filter((city) => city.country_id === UNITED_STATES_ID && stateIds.has(city.state_id))
    .map((city) => ({
      id: city.id,
      stateId: city.state_id,
      name: city.name,
      nameSearch: normalizeSearchText(city.name),
      latitude: city.latitude,
      longitude: city.longitude,
    }));

  const require = createRequire(import.meta.url);
  const { codes } = require(ZIPCODES_PACKAGE) as { codes: Record<string, unknown> };
  const skipped = { zipsWithoutCoordinates: 0, zipsOutsideUs: 0 };
  const corrected = { zipLongitudeSign: 0 };
  const zipRows: ZipCentroidSeedRow[] = [];
  for (const value of Object.values(codes)) {
    const parsed = zipcodesRowSchema.safeParse(value);
    // zipcodes also holds Canadian postal codes ("A0A").
    if (!parsed.success || parsed.data.country !== 'US' || !/^\d{5}$/.test(parsed.data.zip)) {
      skipped.zipsOutsideUs += 1;
      continue;
    }
    const row = parsed.data;
    // 306 military rows carry 0,0 for "unknown".
    const hasCoordinates =
      Number.isFinite(row.latitude) &&
      Number.isFinite(row.longitude) &&
      !(row.latitude === 0 && row.longitude === 0) &&
      Math.abs(row.latitude) <= 90 &&
      Math.abs(row.longitude) <= 180;
    if (!hasCoordinates) {
      skipped.zipsWithoutCoordinates += 1;
      continue;
    }
    let longitude = row.longitude;
    if (longitude > 0 && !EASTERN_LONGITUDE_CODES.has(row.state)) {
      longitude = -longitude;
      corrected.zipLongitudeSign += 1;
    }
    zipRows.push({
      zip: row.zip,
      city: row.city,
      stateCode: row.state,
      latitude: row.latitude,
      longitude,
      approximate: true,
    });
  }
  zipRows.sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0));

  const source = { states: stateRows, cities: cityRows, zipCentroids: zipRows, skipped, corrected };
  for (const [table, minimum] of Object.entries(MINIMUM_ROWS)) {
    const count = source[table as keyof typeof MINIMUM_ROWS].length;
    if (count < minimum) {
      throw new Error(
        `geography seed: the packages gave only ${count} ${table} rows (expected at least ` +
          `${minimum}); is ${table === 'zipCentroids' ? ZIPCODES_PACKAGE : COUNTRIES_PACKAGE} installed?`,
      );
    }
  }
  return source;
}

/** A dependency's installed version (its package.json may not be in its exports map). */
function packageVersion(name: string): string {
  const require = createRequire(import.meta.url);
  let folder = path.dirname(require.resolve(name));
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
        name?: unknown;
        version?: unknown;
      };
      if (manifest.name === name && typeof manifest.version === 'string') return manifest.version;
    } catch {
      // No package.json here; keep climbing.
    }
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`cannot find the version of ${name}`);
    folder = parent;
  }
}
