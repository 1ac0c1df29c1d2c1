import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCtGovClient } from './ctgov-client.ts';
import { loadSnapshot } from './snapshot.ts';
import { startFakeCtGov, type FakeCtGov } from './testing/fake-ctgov-server.ts';
import { makeStudy, v2Body } from './testing/fixtures.ts';
import { AVAILABILITY_TTL_MS, createTrialAvailability } from './trial-availability.ts';

const OPEN_ID = 'NCT01234567';
const SOON_ID = 'NCT02345678';
const CLOSED_ID = 'NCT07654321';
const GONE_ID = 'NCT09999999';

let fake: FakeCtGov;
let now: number;

beforeEach(async () => {
  fake = await startFakeCtGov();
  // The registry as it stands: one recruiting, one about to, one completed; GONE_ID withdrawn.
  fake.fallback = {
    body: v2Body([
      makeStudy({ nctId: OPEN_ID }),
      makeStudy({ nctId: SOON_ID, overallStatus: 'NOT_YET_RECRUITING' }),
      makeStudy({ nctId: CLOSED_ID, overallStatus: 'COMPLETED' }),
    ]),
  };
  now = Date.parse('2026-11-28T12:00:00Z');
});

afterEach(() => fake.close());

function availability(timeoutMs?: number) {
  return createTrialAvailability({
    client: createCtGovClient({ baseUrl: fake.baseUrl, minIntervalMs: 0, backoffMs: 1 }),
    clock: () => now,
    timeoutMs,
  });
}

describe('trial availability', () => {
  it('asks the registry once, by NCT number, and calls closed and withdrawn studies unavailable', async () => {
    const statuses = await availability().check([OPEN_ID, SOON_ID, CLOSED_ID, GONE_ID, OPEN_ID]);

    expect(Object.fromEntries(statuses)).toEqual({
      [OPEN_ID]: true,
      [SOON_ID]: true,
      [CLOSED_ID]: false,
      [GONE_ID]: false,
    });
    expect(fake.requests).toHaveLength(1);
    const query = fake.requests[0]!.query;
    expect(query.get('filter.ids')).toBe([OPEN_ID, SOON_ID, CLOSED_ID, GONE_ID].join(','));
    expect(query.get('fields')).toBe('IdentificationModule,StatusModule');
    // No status filter: a closed study must come back to be told apart from a missing one.
    expect(query.get('filter.overallStatus')).toBeNull();
  });

  it('keeps the answer for six hours, then asks again', async () => {
    const service = availability();
    await service.check([OPEN_ID]);
    now += AVAILABILITY_TTL_MS - 1;
    await service.check([OPEN_ID]);
    expect(fake.requests).toHaveLength(1);

    fake.fallback = { body: v2Body([makeStudy({ nctId: OPEN_ID, overallStatus: 'COMPLETED' })]) };
    now += 2;
    expect((await service.check([OPEN_ID])).get(OPEN_ID)).toBe(false);
    expect(fake.requests).toHaveLength(2);
  });

  it('shows the last known status when the registry is down, and claims nothing it never knew', async () => {
    const service = availability();
    await service.check([CLOSED_ID]);
    now += AVAILABILITY_TTL_MS + 1;
    fake.fallback = { status: 503 };

    const statuses = await service.check([CLOSED_ID, OPEN_ID]);
    expect(statuses.get(CLOSED_ID)).toBe(false);
    expect(statuses.has(OPEN_ID)).toBe(false);
  });

  it('does not keep a page waiting on a registry that hangs', async () => {
    fake.fallback = { body: v2Body([]), delayMs: 2000 };
    const started = performance.now();
    const statuses = await availability(200).check([OPEN_ID]);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(statuses.size).toBe(0);
  });

  it('offline, judges only the sample studies', async () => {
    const sampleId = loadSnapshot().studies[0]!.protocolSection.identificationModule.nctId;
    const statuses = await createTrialAvailability({ client: null }).check([sampleId, OPEN_ID]);
    expect(Object.fromEntries(statuses)).toEqual({ [sampleId]: true });
  });
});
