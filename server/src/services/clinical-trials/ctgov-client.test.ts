import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildConditionQuery,
  createCtGovClient,
  CtGovError,
  parseRetryAfter,
  type CtGovClientOptions,
} from './ctgov-client.ts';
import { makeStudy, PHILADELPHIA, v2Body } from './testing/fixtures.ts';
import { startFakeCtGov, type FakeCtGov } from './testing/fake-ctgov-server.ts';

let fake: FakeCtGov;

beforeEach(async () => {
  fake = await startFakeCtGov();
});

afterEach(async () => {
  await fake.close();
});

/** A client for the fake server with no throttle and tiny back-offs unless told otherwise. */
function client(options: CtGovClientOptions = {}) {
  return createCtGovClient({ baseUrl: fake.baseUrl, minIntervalMs: 0, backoffMs: 1, ...options });
}

async function searchError(promise: Promise<unknown>): Promise<CtGovError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the search to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CtGovError);
  return error as CtGovError;
}

describe('the v2 request', () => {
  it('asks GET /studies with the condition terms, the 200-mile circle and the open statuses', async () => {
    fake.enqueue({ body: v2Body([makeStudy()]) });

    const answer = await client().searchStudies({
      ...PHILADELPHIA,
      terms: ['glaucoma', 'macular degeneration', 'low vision'],
    });

    expect(answer.studies).toHaveLength(1);
    expect(answer.totalCount).toBe(1);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/api/v2/studies');
    expect(request?.accept).toBe('application/json');
    const query = request!.query;
    expect(query.get('query.cond')).toBe('(glaucoma OR "macular degeneration" OR "low vision")');
    expect(query.get('filter.geo')).toBe('distance(39.95,-75.19,200mi)');
    expect(query.get('filter.overallStatus')).toBe('RECRUITING,NOT_YET_RECRUITING');
    expect(query.get('pageSize')).toBe('50');
    expect(query.get('countTotal')).toBe('true');
    expect(query.get('fields')).toBe(
      'IdentificationModule,StatusModule,DescriptionModule,ConditionsModule,EligibilityModule,ContactsLocationsModule',
    );
    expect(query.has('pageToken')).toBe(false);
  });

  it('uses the radius given and leaves query.cond out when no term is usable', async () => {
    await client().searchStudies({ lat: 40.123456789, lon: -75.5, miles: 205, terms: ['()', ''] });
    const query = fake.requests[0]!.query;
    expect(query.get('filter.geo')).toBe('distance(40.12346,-75.5,205mi)');
    expect(query.has('query.cond')).toBe(false);
  });

  it('keeps Essie syntax out of the condition query', () => {
    expect(buildConditionQuery(['glaucoma'])).toBe('(glaucoma)');
    expect(buildConditionQuery(['AREA[Phase]PHASE3', '"dry eye" OR (x)'])).toBe(
      '("AREA Phase PHASE3" OR "dry eye OR x")',
    );
    // Bare operator words are quoted so they are searched, not obeyed.
    expect(buildConditionQuery(['or', 'NOT'])).toBe('("or" OR "NOT")');
    expect(buildConditionQuery(['glaucoma', ' glaucoma '])).toBe('(glaucoma)');
    expect(buildConditionQuery(["Stargardt's disease", 'retinitis-pigmentosa'])).toBe(
      `("Stargardt's disease" OR retinitis-pigmentosa)`,
    );
    expect(buildConditionQuery([])).toBeUndefined();
  });

  it('rejects impossible coordinates before calling', async () => {
    await expect(client().searchStudies({ lat: 91, lon: 0, terms: ['x'] })).rejects.toThrow(
      RangeError,
    );
    await expect(client().searchStudies({ lat: 0, lon: Number.NaN, terms: ['x'] })).rejects.toThrow(
      RangeError,
    );
    expect(fake.requests).toHaveLength(0);
  });

  it('follows nextPageToken when asked for more than one page', async () => {
    fake.enqueue(
      { body: v2Body([makeStudy({ nctId: 'NCT00000011' })], { nextPageToken: 'page-2' }) },
      { body: v2Body([makeStudy({ nctId: 'NCT00000012' })]) },
    );
    const answer = await client().searchStudies({ ...PHILADELPHIA, terms: ['x'], maxPages: 3 });
    expect(answer.studies.map((study) => study.protocolSection.identificationModule.nctId)).toEqual(
      ['NCT00000011', 'NCT00000012'],
    );
    expect(fake.requests.map((request) => request.query.get('pageToken'))).toEqual([
      null,
      'page-2',
    ]);
    expect(answer.nextPageToken).toBeUndefined();
  });
});

describe('throttling', () => {
  it('starts at most one request per minIntervalMs, also for simultaneous callers', async () => {
    // Timed where requests start: connection set-up makes arrival times at the server jitter.
    const started: number[] = [];
    const throttled = client({
      minIntervalMs: 80,
      fetch: (input, init) => {
        started.push(performance.now());
        return globalThis.fetch(input, init);
      },
    });
    await Promise.all([
      throttled.searchStudies({ ...PHILADELPHIA, terms: ['a'] }),
      throttled.searchStudies({ ...PHILADELPHIA, terms: ['b'] }),
      throttled.searchStudies({ ...PHILADELPHIA, terms: ['c'] }),
    ]);
    expect(fake.requests).toHaveLength(3);
    expect(started).toHaveLength(3);
    // Timers may fire a millisecond or two early relative to performance.now().
    expect(started[1]! - started[0]!).toBeGreaterThanOrEqual(75);
    expect(started[2]! - started[1]!).toBeGreaterThanOrEqual(75);
  });
});

describe('retries', () => {
  it('backs off after a 429 and then succeeds', async () => {
    fake.enqueue({ status: 429, body: 'Too Many Requests' }, { body: v2Body([makeStudy()]) });

    const answer = await client({ backoffMs: 40 }).searchStudies({ ...PHILADELPHIA, terms: ['x'] });

    expect(answer.studies).toHaveLength(1);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.at - fake.requests[0]!.at).toBeGreaterThanOrEqual(35);
  });

  it('doubles the back-off on each 5xx and honours Retry-After seconds', async () => {
    const waits: number[] = [];
    const recordingSleep = async (ms: number) => void waits.push(ms);
    fake.enqueue({ status: 503 }, { status: 502 }, { body: v2Body([]) });
    await client({ backoffMs: 100, sleep: recordingSleep }).searchStudies({
      ...PHILADELPHIA,
      terms: ['x'],
    });
    expect(waits).toEqual([100, 200]);

    waits.length = 0;
    fake.enqueue({ status: 429, headers: { 'retry-after': '2' } }, { body: v2Body([]) });
    await client({ backoffMs: 100, sleep: recordingSleep }).searchStudies({
      ...PHILADELPHIA,
      terms: ['x'],
    });
    expect(waits).toEqual([2000]);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('Sat, 21 Nov 2026 12:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Sat, 21 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });

  it('gives up after three tries of 500', async () => {
    fake.fallback = { status: 500, body: 'Internal Server Error' };
    const error = await searchError(client().searchStudies({ ...PHILADELPHIA, terms: ['x'] }));
    expect(error.kind).toBe('server_error');
    expect(error.details).toMatchObject({ status: 500, attempts: 3 });
    expect(fake.requests).toHaveLength(3);
  });

  it('does not wait for a Retry-After longer than it is allowed to', async () => {
    fake.enqueue({ status: 429, headers: { 'retry-after': '120' } });
    const error = await searchError(
      client({ maxRetryDelayMs: 1000 }).searchStudies({ ...PHILADELPHIA, terms: ['x'] }),
    );
    expect(error.kind).toBe('rate_limited');
    expect(fake.requests).toHaveLength(1);
  });
});

describe('failures', () => {
  it('turns a 400 text/plain answer into a bad_request error without retrying', async () => {
    fake.enqueue({ status: 400, body: "filter.geo: invalid value 'distance(x)'" });
    const error = await searchError(client().searchStudies({ ...PHILADELPHIA, terms: ['x'] }));
    expect(error.kind).toBe('bad_request');
    expect(error.details.status).toBe(400);
    expect(error.details.body).toBe("filter.geo: invalid value 'distance(x)'");
    expect(error.message).toContain('filter.geo');
    expect(fake.requests).toHaveLength(1);
  });

  it('rejects a body that is not the v2 shape', async () => {
    fake.enqueue({ body: { studies: [{ protocolSection: { identificationModule: {} } }] } });
    const missingId = await searchError(client().searchStudies({ ...PHILADELPHIA, terms: ['x'] }));
    expect(missingId.kind).toBe('invalid_response');
    expect(missingId.message).toContain('studies.0.protocolSection.identificationModule.nctId');

    fake.enqueue({ body: { studies: 'none' } });
    const notAList = await searchError(client().searchStudies({ ...PHILADELPHIA, terms: ['x'] }));
    expect(notAList.kind).toBe('invalid_response');
  });

  it('rejects a 200 that is not JSON', async () => {
    fake.enqueue({ status: 200, body: '<html>maintenance</html>' });
    const error = await searchError(client().searchStudies({ ...PHILADELPHIA, terms: ['x'] }));
    expect(error.kind).toBe('invalid_response');
  });

  it('accepts unknown fields and missing optional modules', async () => {
    fake.enqueue({
      body: {
        studies: [
          {
            protocolSection: { identificationModule: { nctId: 'NCT00000013' }, newModule: {} },
            derivedSection: { miscInfoModule: {} },
          },
        ],
        somethingNew: true,
      },
    });
    const answer = await client().searchStudies({ ...PHILADELPHIA, terms: ['x'] });
    expect(answer.studies[0]?.protocolSection.identificationModule.nctId).toBe('NCT00000013');
  });

  it('times out a slow answer', async () => {
    fake.enqueue({ delayMs: 2000, body: v2Body([]) });
    const started = performance.now();
    const error = await searchError(
      client({ timeoutMs: 100 }).searchStudies({ ...PHILADELPHIA, terms: ['x'] }),
    );
    expect(error.kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(1500);
    expect(fake.requests).toHaveLength(1);
  });

  it('reports a refused connection as a network error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const error = await searchError(
      client({ baseUrl: `http://127.0.0.1:${port}/api/v2` }).searchStudies({
        ...PHILADELPHIA,
        terms: ['x'],
      }),
    );
    expect(error.kind).toBe('network');
  });

  it('stops when the caller aborts', async () => {
    fake.enqueue({ delayMs: 2000, body: v2Body([]) });
    const controller = new AbortController();
    const search = client().searchStudies({
      ...PHILADELPHIA,
      terms: ['x'],
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(new Error('caller gone')), 50);
    await expect(search).rejects.toThrow('caller gone');
  });
});

describe('looking studies up by NCT number', () => {
  it('asks for each id once, and refuses what is not an NCT number before asking', async () => {
    fake.enqueue({ body: v2Body([makeStudy({ nctId: 'NCT01234567' })]) });
    const answer = await client().findStudies(['NCT01234567', 'NCT07654321', 'NCT01234567']);
    expect(answer.studies).toHaveLength(1);
    expect(fake.requests[0]?.query.get('filter.ids')).toBe('NCT01234567,NCT07654321');
    expect(fake.requests[0]?.query.get('pageSize')).toBe('2');

    await expect(client().findStudies(['NCT1) OR (x'])).rejects.toThrow(RangeError);
    await expect(client().findStudies([])).rejects.toThrow(RangeError);
    expect(fake.requests).toHaveLength(1);
  });
});
