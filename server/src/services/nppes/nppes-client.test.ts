import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeRegistry, FIXTURES_DIR, type FakeRegistry } from './fake-registry.ts';
import {
  createNppesHttpClient,
  NppesError,
  parseNppesBody,
  searchTaxonomy,
  type NppesPageSource,
} from './nppes-client.ts';
import { createFixtureSource } from './nppes-fixtures.ts';
import { findTaxonomy } from './taxonomies.ts';

const lowVisionOptometry = findTaxonomy('152WL0500X')!;

let registry: FakeRegistry;
beforeAll(async () => {
  registry = await startFakeRegistry();
});
afterAll(() => registry.close());
afterEach(() => {
  registry.requests.length = 0;
});

const client = (options: Parameters<typeof createNppesHttpClient>[0] = {}) =>
  createNppesHttpClient({ baseUrl: registry.url, minIntervalMs: 0, backoffMs: 5, ...options });

describe('NPPES HTTP client', () => {
  it('sends the documented parameters and pages over skip until a short page', async () => {
    const found = await searchTaxonomy(client(), lowVisionOptometry, 'PA', 2);
    // 5 recorded results, 2 a page: skip 0, 2, 4.
    expect(registry.requests.map((request) => request.params.get('skip'))).toEqual(['0', '2', '4']);
    const first = registry.requests[0]!.params;
    expect(first.get('version')).toBe('2.1');
    expect(first.get('taxonomy_description')).toBe('Low Vision Rehabilitation');
    expect(first.get('state')).toBe('PA');
    expect(first.get('limit')).toBe('2');
    expect(found.requests).toBe(3);
    expect(found.truncated).toBe(false);
    // The general optometrist matched by description but lacks the code.
    expect(found.filteredOut).toBe(1);
    expect(found.providers.map((provider) => provider.number).sort()).toEqual([
      '1999999901',
      '1999999919',
      '1999999935',
      '1999999943',
    ]);
  });

  it('asks for 200 a page by default, the registry maximum', async () => {
    await searchTaxonomy(client(), lowVisionOptometry, 'PA');
    expect(registry.requests).toHaveLength(1);
    expect(registry.requests[0]!.params.get('limit')).toBe('200');
  });

  it('backs off and tries again after a 429 and a 503', async () => {
    registry.failNext(1, 429, { 'retry-after': '0' });
    registry.failNext(1, 503);
    const lines: string[] = [];
    const found = await searchTaxonomy(
      client({ log: (line) => lines.push(line) }),
      lowVisionOptometry,
      'PA',
    );
    expect(registry.requests).toHaveLength(3);
    expect(found.providers).toHaveLength(4);
    expect(lines.join('\n')).toMatch(/HTTP 429[\s\S]*HTTP 503/);
  });

  it('waits as long as Retry-After asks, within the cap', async () => {
    registry.failNext(1, 429, { 'retry-after': '7' });
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
    };
    await searchTaxonomy(client({ sleep, maxBackoffMs: 5000 }), lowVisionOptometry, 'PA');
    expect(waits).toContain(5000);
  });

  it('gives up after the retries with a clear error', async () => {
    registry.failNext(3, 503);
    await expect(
      searchTaxonomy(client({ maxRetries: 2 }), lowVisionOptometry, 'PA'),
    ).rejects.toThrow(/did not answer after 3 attempts \(HTTP 503\)/);
    expect(registry.requests).toHaveLength(3);
  });

  it('does not retry a 4xx other than 429', async () => {
    registry.failNext(1, 400);
    await expect(searchTaxonomy(client(), lowVisionOptometry, 'PA')).rejects.toThrow(/HTTP 400/);
    expect(registry.requests).toHaveLength(1);
  });

  it('times out a request that never answers, then retries', async () => {
    registry.hangNext(1);
    const found = await searchTaxonomy(client({ timeoutMs: 200 }), lowVisionOptometry, 'PA');
    expect(registry.requests).toHaveLength(2);
    expect(found.providers).toHaveLength(4);
  });

  it('reports an Errors answer (HTTP 200) without retrying', async () => {
    const search = searchTaxonomy(client(), lowVisionOptometry, 'ZZ');
    await expect(search).rejects.toBeInstanceOf(NppesError);
    await expect(searchTaxonomy(client(), lowVisionOptometry, 'ZZ')).rejects.toThrow(
      /refused the search: state: Field state contains an invalid value/,
    );
    expect(registry.requests).toHaveLength(2);
  });

  it('rejects an answer that is not the registry shape', async () => {
    registry.override('152WL0500X', 'DE', { unexpected: true });
    await expect(searchTaxonomy(client(), lowVisionOptometry, 'DE')).rejects.toThrow(
      /unexpected shape/,
    );
  });

  it('leaves at least the minimum interval between requests', async () => {
    await searchTaxonomy(client({ minIntervalMs: 150 }), lowVisionOptometry, 'PA', 2);
    const times = registry.requests.map((request) => request.at);
    expect(times).toHaveLength(3);
    for (let index = 1; index < times.length; index += 1) {
      // A few ms of timer slack between the client's clock and the server's.
      expect(times[index]! - times[index - 1]!).toBeGreaterThanOrEqual(140);
    }
  });
});

describe('searchTaxonomy', () => {
  it('stops at the registry skip limit and says the list may be cut short', async () => {
    const skips: number[] = [];
    const alwaysFull: NppesPageSource = {
      async fetchPage(query) {
        skips.push(query.skip);
        const results = Array.from({ length: query.limit }, (_, index) => ({
          number: String(query.skip + index),
          enumeration_type: 'NPI-1',
          taxonomies: [{ code: '152WL0500X' }],
        }));
        return parseNppesBody({ result_count: results.length, results });
      },
    };
    const found = await searchTaxonomy(alwaysFull, lowVisionOptometry, 'CA');
    expect(skips).toEqual([0, 200, 400, 600, 800, 1000]);
    expect(found.providers).toHaveLength(1200);
    expect(found.truncated).toBe(true);
  });

  it('accepts numeric NPIs and the Y/N primary flag', () => {
    const page = parseNppesBody({
      result_count: 1,
      results: [
        {
          number: 1999999901,
          enumeration_type: 'NPI-1',
          taxonomies: [{ code: '152WL0500X', primary: 'Y' }],
        },
      ],
    });
    expect(page.results[0]!.number).toBe('1999999901');
  });
});

describe('recorded responses', () => {
  it('serves pages from the files, like the registry', async () => {
    const found = await searchTaxonomy(
      createFixtureSource(FIXTURES_DIR),
      lowVisionOptometry,
      'PA',
      2,
    );
    expect(found.requests).toBe(3);
    expect(found.providers).toHaveLength(4);
  });

  it('says which recording is missing', async () => {
    await expect(
      searchTaxonomy(createFixtureSource(FIXTURES_DIR), lowVisionOptometry, 'WY'),
    ).rejects.toThrow(/Recorded response missing: .*152WL0500X-WY\.json/);
  });
});
