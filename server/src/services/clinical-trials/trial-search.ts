import { z } from 'zod';
import { CtGovError, sanitizeTerm, type CtGovClient } from './ctgov-client.ts';
import { ctGovStudySchema } from './ctgov-types.ts';
import {
  keepOpenUsSites,
  toTrialStudies,
  TRIAL_RADIUS_MILES,
  type GeoPoint,
  type TrialStudy,
} from './map-study.ts';
import { loadSnapshot, type TrialSnapshot } from './snapshot.ts';
import { createMemoryTrialCache, type TrialCache } from './trial-cache.ts';

/** Used when the survey gave no usable terms. */
export const DEFAULT_SEARCH_TERMS = [
  'low vision',
  'macular degeneration',
  'glaucoma',
  'retinitis pigmentosa',
  'diabetic retinopathy',
] as const;

export const CACHE_TTL_MS = 12 * 60 * 60 * 1000;
export const CIRCUIT_BREAKER_MS = 5 * 60 * 1000;
/** An expired answer younger than this is still better than sample data when the API fails. */
export const STALE_IF_ERROR_MS = 72 * 60 * 60 * 1000;

const MAX_TERMS = 20;
const MAX_TERM_LENGTH = 100;
// Searches are cached per 0.1-degree cell (about 7 by 5 miles or less). The registry is asked
// about the cell's centre with the radius widened by the cell's half-diagonal (under 5 miles),
// so every searcher in the cell gets every study within the radius of their own point.
const CELL_MARGIN_MILES = 5;

/** What the cache holds: the registry's studies, reduced to their open US sites. */
export const cachedTrialSearchSchema = z.object({
  retrievedAt: z.string(),
  studies: z.array(ctGovStudySchema),
});
export type CachedTrialSearch = z.infer<typeof cachedTrialSearchSchema>;

export type TrialSource = 'clinicaltrials.gov' | 'sample';

export interface TrialSearchResult {
  /** One element, as the legacy answer wraps its list. */
  results: [{ studies: TrialStudy[] }];
  source: TrialSource;
  /** ISO 8601: when the registry answered (live), or when the snapshot was written (sample). */
  retrievedAt: string;
}

export interface TrialSearchQuery {
  /** The searcher's ZIP; the location used is lat/lon (resolved from it by the caller). */
  zipcode?: string;
  lat: number;
  lon: number;
  /** Survey answers; normalised here. */
  searchTerms: readonly string[];
}

/** pino-compatible (Fastify's app.log fits). */
export interface TrialSearchLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface TrialSearchOptions {
  /** null when the live API is not configured: every answer is sample data. */
  client: CtGovClient | null;
  cache?: TrialCache<CachedTrialSearch>;
  snapshot?: TrialSnapshot;
  /** Milliseconds since the epoch. */
  clock?: () => number;
  miles?: number;
  logger?: TrialSearchLogger;
  cacheTtlMs?: number;
  circuitBreakerMs?: number;
  staleIfErrorMs?: number;
}

export interface TrialSearch {
  search(query: TrialSearchQuery): Promise<TrialSearchResult>;
}

/** Lowercased, trimmed, Essie-safe, de-duplicated and sorted; the default set when empty. */
export function normalizeSearchTerms(terms: readonly string[]): string[] {
  const cleaned = new Set<string>();
  for (const term of terms) {
    if (typeof term !== 'string') continue;
    const value = sanitizeTerm(term.toLowerCase()).slice(0, MAX_TERM_LENGTH).trim();
    if (value) cleaned.add(value);
  }
  const sorted = [...cleaned].sort();
  return sorted.length > 0 ? sorted.slice(0, MAX_TERMS) : [...DEFAULT_SEARCH_TERMS].sort();
}

function roundTenth(value: number): number {
  // `|| 0` turns -0 into 0 so that -0.01 and 0.01 share a key.
  return Math.round(value * 10) / 10 || 0;
}

export function roundedCell(origin: GeoPoint): GeoPoint {
  return { lat: roundTenth(origin.lat), lon: roundTenth(origin.lon) };
}

export function trialCacheKey(origin: GeoPoint, terms: readonly string[], miles: number): string {
  const cell = roundedCell(origin);
  return `ctgov:v1:${cell.lat.toFixed(1)},${cell.lon.toFixed(1)}:${miles}mi:${terms.join('|')}`;
}

const silentLogger: TrialSearchLogger = { warn: () => undefined };

function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof CtGovError) {
    return { kind: error.kind, status: error.details.status, message: error.message };
  }
  return { kind: 'unexpected', message: error instanceof Error ? error.message : String(error) };
}

export function createTrialSearch({
  client,
  clock = Date.now,
  cache = createMemoryTrialCache<CachedTrialSearch>({ now: clock, maxAgeMs: STALE_IF_ERROR_MS }),
  snapshot = loadSnapshot(),
  miles = TRIAL_RADIUS_MILES,
  logger = silentLogger,
  cacheTtlMs = CACHE_TTL_MS,
  circuitBreakerMs = CIRCUIT_BREAKER_MS,
  staleIfErrorMs = STALE_IF_ERROR_MS,
}: TrialSearchOptions): TrialSearch {
  let circuitOpenUntil = Number.NEGATIVE_INFINITY;
  // One registry call per key at a time: simultaneous searches from one area share it.
  const inFlight = new Map<string, Promise<CachedTrialSearch | null>>();

  async function readCache(key: string) {
    try {
      const entry = await cache.get(key);
      if (!entry) return null;
      const parsed = cachedTrialSearchSchema.safeParse(entry.value);
      if (!parsed.success) return null;
      return { value: parsed.data, ageMs: clock() - entry.storedAt.getTime() };
    } catch (error) {
      logger.warn({ err: describeError(error) }, 'clinical-trials cache read failed');
      return null;
    }
  }

  async function fetchLive(
    key: string,
    origin: GeoPoint,
    terms: string[],
  ): Promise<CachedTrialSearch | null> {
    if (!client) return null;
    const cell = roundedCell(origin);
    let value: CachedTrialSearch;
    try {
      const response = await client.searchStudies({
        lat: cell.lat,
        lon: cell.lon,
        miles: miles + CELL_MARGIN_MILES,
        terms,
      });
      value = {
        retrievedAt: new Date(clock()).toISOString(),
        studies: response.studies.map(keepOpenUsSites),
      };
    } catch (error) {
      circuitOpenUntil = clock() + circuitBreakerMs;
      logger.warn(
        { err: describeError(error), retryAfterMs: circuitBreakerMs },
        'ClinicalTrials.gov search failed; serving fallback data',
      );
      return null;
    }
    try {
      await cache.set(key, value);
    } catch (error) {
      logger.warn({ err: describeError(error) }, 'clinical-trials cache write failed');
    }
    return value;
  }

  async function liveStudies(
    key: string,
    origin: GeoPoint,
    terms: string[],
  ): Promise<CachedTrialSearch | null> {
    const cached = await readCache(key);
    if (cached && cached.ageMs < cacheTtlMs) return cached.value;

    const stale = cached && cached.ageMs < staleIfErrorMs ? cached.value : null;
    if (!client || clock() < circuitOpenUntil) return stale;

    let pending = inFlight.get(key);
    if (!pending) {
      pending = fetchLive(key, origin, terms).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return (await pending) ?? stale;
  }

  return {
    async search({ lat, lon, searchTerms }) {
      if (!Number.isFinite(lat) || lat < -90 || lat > 90) throw new RangeError('lat out of range');
      if (!Number.isFinite(lon) || lon < -180 || lon > 180) {
        throw new RangeError('lon out of range');
      }
      const origin = { lat, lon };
      const terms = normalizeSearchTerms(searchTerms);
      const live = await liveStudies(trialCacheKey(origin, terms, miles), origin, terms);
      if (live) {
        return {
          results: [{ studies: toTrialStudies(live.studies, origin, { miles }) }],
          source: 'clinicaltrials.gov',
          retrievedAt: live.retrievedAt,
        };
      }
      return {
        results: [{ studies: toTrialStudies(snapshot.studies, origin, { miles }) }],
        source: 'sample',
        retrievedAt: snapshot.createdAt,
      };
    },
  };
}
