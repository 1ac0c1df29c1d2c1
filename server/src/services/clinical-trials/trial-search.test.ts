import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCtGovClient, type CtGovClient } from './ctgov-client.ts';
import { loadSnapshot, SNAPSHOT_CREATED_AT } from './snapshot.ts';
import { createMemoryTrialCache, type TrialCache } from './trial-cache.ts';
import {
  CACHE_TTL_MS,
  CIRCUIT_BREAKER_MS,
  createTrialSearch,
  DEFAULT_SEARCH_TERMS,
  normalizeSearchTerms,
  trialCacheKey,
  type CachedTrialSearch,
  type TrialSearchOptions,
} from './trial-search.ts';
import { makeStudy, PHILADELPHIA, site, v2Body } from './testing/fixtures.ts';
import { startFakeCtGov, type FakeCtGov } from './testing/fake-ctgov-server.ts';

const START = Date.parse('2026-11-21T12:00:00.000Z');
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** One live study, at a site in University City, Philadelphia. */
const LIVE_BODY = v2Body([
  makeStudy({
    nctId: 'NCT09999991',
    locations: [
      site({ facility: 'Live Site', geoPoint: { lat: 39.9496, lon: -75.1932 } }),
      site({
        facility: 'Live Site Abroad',
        country: 'Canada',
        geoPoint: { lat: 43.6577, lon: -79.3882 },
      }),
    ],
  }),
]);

const QUERY = { zipcode: '19104', ...PHILADELPHIA, searchTerms: ['glaucoma'] };

let fake: FakeCtGov;
let nowMs: number;
const clock = () => nowMs;

beforeEach(async () => {
  fake = await startFakeCtGov();
  fake.fallback = { body: LIVE_BODY };
  nowMs = START;
});

afterEach(async () => {
  await fake.close();
});

function liveClient(options: { timeoutMs?: number } = {}): CtGovClient {
  return createCtGovClient({
    baseUrl: fake.baseUrl,
    minIntervalMs: 0,
    backoffMs: 1,
    timeoutMs: options.timeoutMs ?? 2000,
  });
}

function service(options: Partial<TrialSearchOptions> = {}) {
  return createTrialSearch({ client: liveClient(), clock, ...options });
}

function ids(result: { results: [{ studies: { NCT_number: string }[] }] }) {
  return result.results[0].studies.map((study) => study.NCT_number);
}

/** The snapshot's studies within 200 miles of 19104, nearest first. */
const SAMPLE_NEAR_19104 = [
  'NCT00000001',
  'NCT00000002',
  'NCT00000005',
  'NCT00000003',
  'NCT00000004',
];

describe('live answers', () => {
  it('maps the registry answer, measured from the searcher', async () => {
    const result = await service().search(QUERY);

    expect(result.source).toBe('clinicaltrials.gov');
    expect(result.retrievedAt).toBe(new Date(START).toISOString());
    expect(result.results).toHaveLength(1);
    expect(result.results[0].studies).toEqual([
      expect.objectContaining({
        NCT_number: 'NCT09999991',
        URL: 'https://clinicaltrials.gov/study/NCT09999991',
        nearest_site: expect.objectContaining({ facility: 'Live Site', distance_miles: 0.17 }),
      }),
    ]);
    expect(fake.requests).toHaveLength(1);
    const query = fake.requests[0]!.query;
    expect(query.get('query.cond')).toBe('(glaucoma)');
    // The cell's centre, with the radius widened by the cell's half-diagonal.
    expect(query.get('filter.geo')).toBe('distance(40,-75.2,205mi)');
  });

  it('serves the cache within 12 hours and asks again after', async () => {
    const trials = service();
    await trials.search(QUERY);
    expect(fake.requests).toHaveLength(1);

    nowMs = START + CACHE_TTL_MS - 1;
    const cached = await trials.search(QUERY);
    expect(fake.requests).toHaveLength(1);
    expect(cached.source).toBe('clinicaltrials.gov');
    expect(cached.retrievedAt).toBe(new Date(START).toISOString());

    nowMs = START + CACHE_TTL_MS;
    const fresh = await trials.search(QUERY);
    expect(fake.requests).toHaveLength(2);
    expect(fresh.retrievedAt).toBe(new Date(nowMs).toISOString());
  });

  it('shares the cache across one 0.1-degree cell but measures from each searcher', async () => {
    const trials = service();
    const here = await trials.search(QUERY);
    const nearby = await trials.search({ ...QUERY, lat: 39.96, lon: -75.16 });
    expect(fake.requests).toHaveLength(1);
    expect(here.results[0].studies[0]?.nearest_site?.distance_miles).toBe(0.17);
    expect(nearby.results[0].studies[0]?.nearest_site?.distance_miles).toBeCloseTo(1.8, 0);

    await trials.search({ ...QUERY, lat: 40.06, lon: -75.19 });
    expect(fake.requests).toHaveLength(2);
  });

  it('makes one registry call for simultaneous identical searches', async () => {
    fake.fallback = { body: LIVE_BODY, delayMs: 50 };
    const trials = service();
    const results = await Promise.all([trials.search(QUERY), trials.search(QUERY)]);
    expect(fake.requests).toHaveLength(1);
    expect(results.map((result) => result.source)).toEqual([
      'clinicaltrials.gov',
      'clinicaltrials.gov',
    ]);
  });

  it('caches only open US sites', async () => {
    const cache = createMemoryTrialCache<CachedTrialSearch>({ now: clock });
    await service({ cache }).search(QUERY);
    const entry = await cache.get(trialCacheKey(PHILADELPHIA, ['glaucoma'], 200));
    const locations = entry?.value.studies[0]?.protocolSection.contactsLocationsModule?.locations;
    expect(locations?.map((location) => location.facility)).toEqual(['Live Site']);
  });
});

describe('search terms', () => {
  it('lowercases, trims, de-duplicates and sorts; empty means the vision-loss defaults', () => {
    expect(normalizeSearchTerms(['  Glaucoma', 'glaucoma ', 'Macular  Degeneration', ''])).toEqual([
      'glaucoma',
      'macular degeneration',
    ]);
    expect(normalizeSearchTerms(['(Dry Eye)'])).toEqual(['dry eye']);
    const defaults = [...DEFAULT_SEARCH_TERMS].sort();
    expect(normalizeSearchTerms([])).toEqual(defaults);
    expect(normalizeSearchTerms(['   ', '()'])).toEqual(defaults);
    expect(defaults).toEqual([
      'diabetic retinopathy',
      'glaucoma',
      'low vision',
      'macular degeneration',
      'retinitis pigmentosa',
    ]);
  });

  it('sends the normalised terms and caches by them', async () => {
    const trials = service();
    await trials.search({
      ...QUERY,
      searchTerms: ['Macular Degeneration ', ' GLAUCOMA', 'glaucoma'],
    });
    await trials.search({ ...QUERY, searchTerms: ['glaucoma', 'macular degeneration'] });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.query.get('query.cond')).toBe('(glaucoma OR "macular degeneration")');

    await trials.search({ ...QUERY, searchTerms: [] });
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.query.get('query.cond')).toBe(
      '("diabetic retinopathy" OR glaucoma OR "low vision" OR "macular degeneration" OR "retinitis pigmentosa")',
    );
  });
});

describe('fallback to the sample snapshot', () => {
  it('is used when the live API is not configured', async () => {
    const result = await service({ client: null }).search(QUERY);
    expect(result.source).toBe('sample');
    expect(result.retrievedAt).toBe(SNAPSHOT_CREATED_AT);
    expect(ids(result)).toEqual(SAMPLE_NEAR_19104);
    expect(fake.requests).toHaveLength(0);
  });

  it("filters the snapshot by the searcher's location like live answers", async () => {
    const chicago = await service({ client: null }).search({
      ...QUERY,
      lat: 41.8781,
      lon: -87.6298,
    });
    expect(ids(chicago)).toEqual(['NCT00000007']);
    const anchorage = await service({ client: null }).search({
      ...QUERY,
      lat: 61.2181,
      lon: -149.9003,
    });
    expect(anchorage.results[0].studies).toEqual([]);
    expect(anchorage.source).toBe('sample');
  });

  it('after 500 three times, and then stays off the API for 5 minutes', async () => {
    fake.fallback = { status: 500, body: 'Internal Server Error' };
    const warn = vi.fn();
    const trials = service({ logger: { warn } });

    const failed = await trials.search(QUERY);
    expect(failed.source).toBe('sample');
    expect(ids(failed)).toEqual(SAMPLE_NEAR_19104);
    expect(fake.requests).toHaveLength(3);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.objectContaining({ kind: 'server_error' }) }),
      expect.stringContaining('ClinicalTrials.gov search failed'),
    );

    // The API has recovered, but the breaker is open: other searches too get the snapshot.
    fake.fallback = { body: LIVE_BODY };
    nowMs = START + CIRCUIT_BREAKER_MS - 1;
    const meanwhile = await trials.search({ ...QUERY, searchTerms: ['low vision'] });
    expect(meanwhile.source).toBe('sample');
    expect(fake.requests).toHaveLength(3);

    nowMs = START + CIRCUIT_BREAKER_MS;
    const recovered = await trials.search(QUERY);
    expect(recovered.source).toBe('clinicaltrials.gov');
    expect(fake.requests).toHaveLength(4);
  });

  it('when the body is not the v2 shape', async () => {
    fake.fallback = {
      body: { studies: [{ protocolSection: { identificationModule: { nctId: 7 } } }] },
    };
    const trials = service();
    const result = await trials.search(QUERY);
    expect(result.source).toBe('sample');
    expect(fake.requests).toHaveLength(1);
    // A broken answer opens the breaker too.
    await trials.search(QUERY);
    expect(fake.requests).toHaveLength(1);
  });

  it('when the API does not answer in time', async () => {
    fake.fallback = { body: LIVE_BODY, delayMs: 2000 };
    const started = performance.now();
    const result = await service({ client: liveClient({ timeoutMs: 100 }) }).search(QUERY);
    expect(result.source).toBe('sample');
    expect(ids(result)).toEqual(SAMPLE_NEAR_19104);
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('prefers an expired live answer, still labelled with its date, to sample data', async () => {
    const trials = service();
    await trials.search(QUERY);
    fake.fallback = { status: 503 };
    nowMs = START + 13 * HOUR;
    const stale = await trials.search(QUERY);
    expect(fake.requests).toHaveLength(4);
    expect(stale.source).toBe('clinicaltrials.gov');
    expect(stale.retrievedAt).toBe(new Date(START).toISOString());
    expect(ids(stale)).toEqual(['NCT09999991']);
  });

  it('keeps working when the cache fails', async () => {
    const broken: TrialCache<CachedTrialSearch> = {
      get: () => Promise.reject(new Error('database down')),
      set: () => Promise.reject(new Error('database down')),
    };
    const warn = vi.fn();
    const result = await service({ cache: broken, logger: { warn } }).search(QUERY);
    expect(result.source).toBe('clinicaltrials.gov');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('input', () => {
  it('rejects impossible coordinates', async () => {
    await expect(service().search({ ...QUERY, lat: Number.NaN })).rejects.toThrow(RangeError);
    await expect(service().search({ ...QUERY, lon: 200 })).rejects.toThrow(RangeError);
    expect(fake.requests).toHaveLength(0);
  });

  it('loads the bundled snapshot by default', async () => {
    expect(loadSnapshot().studies.length).toBeGreaterThan(0);
    const result = await createTrialSearch({ client: null }).search(QUERY);
    expect(result.source).toBe('sample');
  });
});

describe('the memory cache', () => {
  it('stamps entries and drops the oldest beyond its size', async () => {
    const cache = createMemoryTrialCache<number>({ now: clock, maxEntries: 2 });
    await cache.set('a', 1);
    nowMs += 1000;
    await cache.set('b', 2);
    await cache.set('a', 3);
    await cache.set('c', 4);
    expect(await cache.get('b')).toBeNull();
    expect(await cache.get('a')).toEqual({ value: 3, storedAt: new Date(START + 1000) });
    expect(cache.size).toBe(2);
  });

  it('drops entries past their lifetime, when read and when anything is stored', async () => {
    const cache = createMemoryTrialCache<number>({ now: clock, maxAgeMs: 10_000 });
    await cache.set('a', 1);
    await cache.set('b', 2);
    nowMs += 10_001;
    expect(await cache.get('a')).toBeNull();
    expect(cache.size).toBe(1);
    await cache.set('c', 3);
    // "b" was as old: gone too, without being read.
    expect(cache.size).toBe(1);
    expect(await cache.get('c')).toMatchObject({ value: 3 });
  });
});
