import { and, asc, between, desc, eq, gte, inArray, like, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { bestStateMatches } from '../../../../src/contracts/state-search.ts';
import type { Db } from '../../db/client.ts';
import { cities, states, zipCentroids } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { UNITED_STATES_ID, UNITED_STATES_NAME } from './constants.ts';
import { normalizeSearchText } from '../../../../src/contracts/search-text.ts';

export { UNITED_STATES_ID, UNITED_STATES_NAME };

export const countryIdSchema = z.number().int().positive();
export const stateIdSchema = z.number().int().positive();
export const zipCodeSchema = z.string().regex(/^\d{5}$/, 'A ZIP code is five digits.');
export const citySearchQuerySchema = z.string().trim().min(1).max(100);
export const citySearchLimitSchema = z.number().int().min(1).max(50);

/** The spec's State option, plus our Spanish name. */
export interface StateOption {
  state_id: number;
  state_name: string;
  state_name_sp: string;
  state_code: string;
  iso2: string;
}

/** The spec's City option. */
export interface CityOption {
  city_id: number;
  city_name: string;
}

export interface ZipCentroid {
  zip_code: string;
  city: string;
  state_code: string;
  latitude: number;
  longitude: number;
  /** Always true for now: a centroid of the ZIP's area, not an address. */
  approximate: boolean;
}

/** The spec's City search result (its `organization` belongs to the organization search). */
export interface CitySearchResult {
  city: string;
  /** Two-letter postal code ("PA"). */
  state: string;
  country: typeof UNITED_STATES_NAME;
  /** A ZIP of the city (for a name match: one named like it nearby, else the nearest). */
  zip_code: string | null;
}

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** A country's states, district and territories, sorted by English name. */
export async function listStates(
  db: Db,
  countryId: number = UNITED_STATES_ID,
): Promise<StateOption[]> {
  const id = parse(countryIdSchema, countryId, 'country_id');
  const rows = await db
    .select({ id: states.id, name: states.name, nameSp: states.nameSp, code: states.stateCode })
    .from(states)
    .where(eq(states.countryId, id))
    // "C": the same order on every database whatever its collation.
    .orderBy(sql`${states.name} collate "C"`, asc(states.id));
  return rows.map((row) => ({
    state_id: row.id,
    state_name: row.name,
    state_name_sp: row.nameSp,
    state_code: row.code,
    iso2: row.code,
  }));
}

/** A state's cities, sorted ignoring case and accents ("‘Ewa Beach" among the E's). */
export async function listCities(db: Db, stateId: number): Promise<CityOption[]> {
  const id = parse(stateIdSchema, stateId, 'state_id');
  const rows = await db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(eq(cities.stateId, id))
    .orderBy(
      sql`${cities.nameSearch} collate "C"`,
      sql`${cities.name} collate "C"`,
      asc(cities.id),
    );
  return rows.map((row) => ({ city_id: row.id, city_name: row.name }));
}

/** The approximate centre of a five-digit ZIP code, or null when we do not know it. */
export async function findZip(db: Db, zip: string): Promise<ZipCentroid | null> {
  const code = parse(zipCodeSchema, zip, 'zip');
  const known = await zipCentroidsOf(db);
  const cached = known.get(code);
  if (cached) return cached;
  // Added after the copy was made, or unknown: unknown ZIPs are not kept, a later seed may
  // add them, and they are cheap to refuse.
  const [row] = await db.select().from(zipCentroids).where(eq(zipCentroids.zip, code));
  if (!row) return null;
  const centroid = toCentroid(row);
  known.set(code, centroid);
  return centroid;
}

/**
 * Every ZIP centroid, read once per process on the first lookup. They change only when the
 * seed runs at start-up, every radius search needs one, and users search from anywhere in
 * the country: the 42,249 of the registry take a few megabytes, one query instead of one
 * per search (a cache of recent ones missed on most searches).
 */
function zipCentroidsOf(db: Db): Promise<Map<string, ZipCentroid>> {
  let loading = zipCaches.get(db);
  if (!loading) {
    loading = db
      .select()
      .from(zipCentroids)
      .then((rows) => new Map(rows.map((row) => [row.zip, toCentroid(row)])));
    // A failed load is not kept: the next lookup tries again.
    loading.catch(() => zipCaches.delete(db));
    zipCaches.set(db, loading);
  }
  return loading;
}

const zipCaches = new WeakMap<Db, Promise<Map<string, ZipCentroid>>>();

/**
 * Suggestions for a search box. Digits (at least 3) match ZIP codes by prefix ("1910" ->
 * 19100-19109); anything else matches city names by prefix ignoring case, accents and
 * punctuation ("san jose" finds "San José"), optionally narrowed by a state after a comma,
 * found as the profile form's State field finds it (src/contracts/state-search.ts): its
 * postal code, its English or Spanish name, with or without accents, with one typo
 * ("springfield, il", "springfield, illinois", "albany, nueva york", "erie, pensilvana").
 * Exact names come first.
 */
export async function searchCities(
  db: Db,
  q: string,
  limit: number = 10,
): Promise<CitySearchResult[]> {
  const query = parse(citySearchQuerySchema, q, 'q');
  const max = parse(citySearchLimitSchema, limit, 'limit');

  if (/^\d+$/.test(query)) {
    if (query.length < 3 || query.length > 5) return [];
    const rows = await db
      .select({ zip: zipCentroids.zip, city: zipCentroids.city, state: zipCentroids.stateCode })
      .from(zipCentroids)
      // A range rather than LIKE: the primary key's B-tree serves it in any collation.
      .where(
        and(
          gte(zipCentroids.zip, query.padEnd(5, '0')),
          lte(zipCentroids.zip, query.padEnd(5, '9')),
        ),
      )
      .orderBy(asc(zipCentroids.zip))
      .limit(max);
    return rows.map((row) => ({
      city: row.city,
      state: row.state,
      country: UNITED_STATES_NAME,
      zip_code: row.zip,
    }));
  }

  const comma = query.indexOf(',');
  const name = normalizeSearchText(comma < 0 ? query : query.slice(0, comma));
  const stateText = comma < 0 ? '' : query.slice(comma + 1);
  if (!name) return [];
  const stateIds = await matchingStateIds(db, stateText);
  if (stateIds?.length === 0) return [];

  // One ZIP per city: among the centroids within ~20 miles in its state, one named like the
  // city, else the nearest (degrees of longitude shrink with the cosine of the latitude).
  const nearbyZip = db
    .select({ zip: zipCentroids.zip })
    .from(zipCentroids)
    .where(
      and(
        eq(zipCentroids.stateCode, states.stateCode),
        between(
          zipCentroids.latitude,
          sql`${cities.latitude} - 0.3::float8`,
          sql`${cities.latitude} + 0.3::float8`,
        ),
        between(
          zipCentroids.longitude,
          sql`${cities.longitude} - 0.4::float8`,
          sql`${cities.longitude} + 0.4::float8`,
        ),
      ),
    )
    .orderBy(
      desc(sql`lower(${zipCentroids.city}) = ${cities.nameSearch}`),
      sql`power(${zipCentroids.latitude} - ${cities.latitude}, 2) + power((${zipCentroids.longitude} - ${cities.longitude}) * cos(radians(${cities.latitude})), 2)`,
      asc(zipCentroids.zip),
    )
    .limit(1)
    .as('nearby_zip');

  const rows = await db
    .select({ city: cities.name, state: states.stateCode, zip: nearbyZip.zip })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .leftJoinLateral(nearbyZip, sql`true`)
    .where(
      and(like(cities.nameSearch, `${name}%`), stateIds ? inArray(states.id, stateIds) : undefined),
    )
    .orderBy(
      desc(sql`${cities.nameSearch} = ${name}`),
      sql`${cities.nameSearch} collate "C"`,
      sql`${states.name} collate "C"`,
      asc(cities.id),
    )
    .limit(max);
  return rows.map((row) => ({
    city: row.city,
    state: row.state,
    country: UNITED_STATES_NAME,
    zip_code: row.zip ?? null,
  }));
}

/**
 * The ids of the states a place search's state part means, or null when it has none (nothing
 * after the comma). Only the best matches count: "springfield, in" is Indiana, not also
 * Illinois because "in" is inside its name. The matching is the shared rule, worked out here
 * over the few dozen states rather than in SQL, so browser and server cannot drift apart.
 */
async function matchingStateIds(db: Db, typed: string): Promise<number[] | null> {
  if (!normalizeSearchText(typed)) return null;
  const known = await db
    .select({ id: states.id, code: states.stateCode, name: states.name, nameSp: states.nameSp })
    .from(states);
  return bestStateMatches(typed, known, (state) => state).map((state) => state.id);
}

function toCentroid(row: typeof zipCentroids.$inferSelect): ZipCentroid {
  return {
    zip_code: row.zip,
    city: row.city,
    state_code: row.stateCode,
    latitude: row.latitude,
    longitude: row.longitude,
    approximate: row.approximate,
  };
}

/** Parses a service input; a bad one is the client's mistake (400 validation_failed). */
function parse<T>(schema: z.ZodType<T>, value: unknown, path: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new AppError(
    'validation_failed',
    undefined,
    result.error.issues.map((issue) => ({ path, message: issue.message })),
  );
}
