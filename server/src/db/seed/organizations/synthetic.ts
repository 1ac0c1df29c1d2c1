import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { reorderListings } from '../../listing-order.ts';
import { organizations, organizationSubCategories, zipCentroids } from '../../schema.ts';
import { seedCatalog } from '../seed-catalog.ts';
import { seedGeography } from '../seed-geography.ts';
import { STATE_CODES } from '../../../../../src/contracts/us-states.ts';

// Synthetic organisations for load tests only (scripts/bench-api.ts): never seeded into a
// real database. Marked source 'synthetic' so they can never pass for real records.

export const SYNTHETIC_SOURCE = 'synthetic';
/** The 50 states and DC: the synthetic set covers these, not the territories. */
export const US_STATES_AND_DC = STATE_CODES;

/** scripts/generate-synthetic.ts writes this many unless told otherwise. */
export const SYNTHETIC_DEFAULT_COUNT = 50_000;
/** Far above the real rows' ids. */
export const SYNTHETIC_FIRST_ID = 1_000_000;

/** The organisation sub-categories that list organisations by distance (not 35, 44, 48). */
export const SYNTHETIC_SUB_CATEGORY_IDS = [
  36, 37, 38, 39, 40, 41, 42, 43, 45, 46, 47, 49, 50, 51, 54,
];

export interface CentroidPoint {
  zip: string;
  stateCode: string;
  city: string;
  latitude: number;
  longitude: number;
}

export interface SyntheticSet {
  organizations: (typeof organizations.$inferInsert)[];
  links: (typeof organizationSubCategories.$inferInsert)[];
}

/** mulberry32: a small deterministic generator, so every run loads the same set. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * `count` local organisations, each within about 10 miles of a ZIP centroid. Four in five
 * take a centroid picked at random (so they cluster where ZIPs do, as real services do);
 * every fifth takes the next state in turn, so every state and DC has some even where ZIPs
 * are few. Each is listed under one or two sub-categories; some are government agencies,
 * veterans-only or age-limited, so the filters have work to do.
 */
export function generateSyntheticOrganizations(
  count: number,
  centroids: readonly CentroidPoint[],
  seed = 20240601,
): SyntheticSet {
  if (centroids.length === 0) throw new Error('No ZIP centroids to place organisations around');
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const byState = new Map<string, CentroidPoint[]>();
  for (const centroid of centroids) {
    const list = byState.get(centroid.stateCode) ?? [];
    list.push(centroid);
    byState.set(centroid.stateCode, list);
  }
  // Sorted, so the order (and so the output) does not depend on the centroids' order.
  const states = [...byState.keys()].sort();
  const result: SyntheticSet = { organizations: [], links: [] };
  for (let index = 0; index < count; index += 1) {
    const id = SYNTHETIC_FIRST_ID + index;
    const centre =
      index % 5 === 0
        ? pick(byState.get(states[(index / 5) % states.length] as string) ?? centroids)
        : pick(centroids);
    const name = `Synthetic organisation ${index + 1}`;
    const limited = random() < 0.1;
    result.organizations.push({
      id,
      importKey: `${SYNTHETIC_SOURCE}:${index + 1}`,
      organization: name,
      city: centre.city,
      state: centre.stateCode,
      zipCode: centre.zip,
      latitude: centre.latitude + (random() - 0.5) * 0.3,
      longitude: centre.longitude + (random() - 0.5) * 0.3,
      profitOrganizationType: random() < 0.1 ? 'Government' : 'Non-Profit',
      serviceArea: 'local',
      veteransOnly: random() < 0.05,
      minAge: limited ? 18 : null,
      maxAge: limited ? 64 : null,
      source: SYNTHETIC_SOURCE,
      nameSearch: `synthetic organisation ${index + 1} ${centre.city.toLowerCase()}`,
    });
    const first = pick(SYNTHETIC_SUB_CATEGORY_IDS);
    result.links.push({ organizationId: id, subCategoryId: first });
    const second = pick(SYNTHETIC_SUB_CATEGORY_IDS);
    if (second !== first && random() < 0.3) {
      result.links.push({ organizationId: id, subCategoryId: second });
    }
  }
  return result;
}

// ---------------------------------------------------------------------------------------
// The guard of scripts/generate-synthetic.ts: synthetic rows must never land in a database
// people use. Only a target named for the purpose qualifies, and only when named on the
// command line: DATABASE_URL and DATA_DIR from the environment are never used.

export type SyntheticTarget =
  | { kind: 'postgres'; databaseUrl: string; databaseName: string }
  | { kind: 'pglite'; dataDir: string };

export type SyntheticTargetCheck =
  { ok: true; target: SyntheticTarget } | { ok: false; reason: string };

const QUALIFYING_DATABASE_NAME = /^vh_(synthetic|bench)[A-Za-z0-9_]*$/;

/**
 * Decides whether the generator may write where it was asked to.
 * `dataDir` must already be resolved to an absolute path with symbolic links followed (a
 * link named "synthetic" could point at ./data); `defaultDataDir` is the server's default
 * folder, resolved the same way.
 */
export function checkSyntheticTarget(input: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  defaultDataDir: string;
}): SyntheticTargetCheck {
  const refuse = (reason: string): SyntheticTargetCheck => ({ ok: false, reason });
  if (input.databaseUrl !== undefined && input.dataDir !== undefined) {
    return refuse('Pass either --database-url or --data-dir, not both.');
  }
  if (input.databaseUrl !== undefined) {
    let url: URL;
    try {
      url = new URL(input.databaseUrl);
    } catch {
      return refuse('--database-url is not a URL.');
    }
    if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
      return refuse('--database-url must be a postgres:// or postgresql:// URL.');
    }
    // node-postgres reads the host (and a URL-encoded socket path, which shifts the path)
    // and some parameters from the query; the database name must come from the path alone.
    if (!url.hostname || /^%2f/i.test(url.hostname)) {
      return refuse('--database-url must name a host.');
    }
    for (const key of url.searchParams.keys()) {
      if (['database', 'dbname', 'db'].includes(key.toLowerCase())) {
        return refuse(`--database-url must not set the database in its query (${key}).`);
      }
    }
    const databaseName = url.pathname.slice(1);
    if (!QUALIFYING_DATABASE_NAME.test(databaseName)) {
      return refuse(
        `Refusing to write synthetic data to database "${databaseName || '(none)'}": its name ` +
          'must start with vh_synthetic or vh_bench (letters, digits and _ only).',
      );
    }
    return { ok: true, target: { kind: 'postgres', databaseUrl: input.databaseUrl, databaseName } };
  }
  if (input.dataDir !== undefined) {
    if (!path.isAbsolute(input.dataDir)) return refuse('The data folder must be resolved first.');
    const dataDir = path.normalize(input.dataDir);
    if (dataDir === path.normalize(input.defaultDataDir)) {
      return refuse(`Refusing to write synthetic data to the default data folder ${dataDir}.`);
    }
    if (!path.basename(dataDir).toLowerCase().includes('synthetic')) {
      return refuse(
        `Refusing to write synthetic data to ${dataDir}: the folder's name must contain ` +
          '"synthetic" (e.g. ./data-synthetic).',
      );
    }
    return { ok: true, target: { kind: 'pglite', dataDir } };
  }
  return refuse(
    'Name the target: --database-url postgres://.../vh_synthetic_<name> or --data-dir ' +
      './data-synthetic. DATABASE_URL and DATA_DIR from the environment are never used.',
  );
}

export interface SyntheticWriteResult {
  organizations: number;
  listings: number;
  states: number;
  replaced: number;
}

/**
 * Seeds the geography and catalogue the rows need (no-ops when present), then replaces
 * every synthetic row with a freshly generated set, in one transaction.
 */
export async function writeSyntheticDataset(
  db: Db,
  options: { count: number; seed: number; log?: (line: string) => void },
): Promise<SyntheticWriteResult> {
  const log = options.log ?? (() => {});
  await seedGeography(db);
  await seedCatalog(db);
  const centroids = await db
    .select({
      zip: zipCentroids.zip,
      stateCode: zipCentroids.stateCode,
      city: zipCentroids.city,
      latitude: zipCentroids.latitude,
      longitude: zipCentroids.longitude,
    })
    .from(zipCentroids)
    .where(inArray(zipCentroids.stateCode, [...US_STATES_AND_DC]))
    // A stable order: the same seed must give the same rows on every database.
    .orderBy(zipCentroids.zip);
  const set = generateSyntheticOrganizations(options.count, centroids, options.seed);
  log(`generated ${set.organizations.length} organisations, ${set.links.length} listings`);
  const replaced = await db.transaction(async (tx) => {
    const removed = await tx
      .delete(organizations)
      .where(eq(organizations.source, SYNTHETIC_SOURCE))
      .returning({ id: organizations.id });
    // 1,000 rows x 17 columns stays far below the 65,535-parameter limit.
    for (let index = 0; index < set.organizations.length; index += 1000) {
      await tx.insert(organizations).values(set.organizations.slice(index, index + 1000));
    }
    for (let index = 0; index < set.links.length; index += 5000) {
      await tx.insert(organizationSubCategories).values(set.links.slice(index, index + 5000));
    }
    return removed.length;
  });
  await reorderListings(db);
  return {
    organizations: set.organizations.length,
    listings: set.links.length,
    states: new Set(set.organizations.map((row) => row.state)).size,
    replaced,
  };
}
