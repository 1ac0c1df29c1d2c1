import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestTokens,
  createTestUser,
  TEST_AUTH_ENV,
  type TestTokens,
} from '../../../test/auth.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import {
  databaseKinds,
  scratchPostgresDatabase,
  testDatabaseUrl,
  useTestDatabase,
} from '../../../test/test-databases.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { emailOutbox, subscriptions, trialWatches, zipCentroids } from '../../db/schema.ts';
import { createCtGovClient } from '../clinical-trials/ctgov-client.ts';
import { startFakeCtGov, type FakeCtGov } from '../clinical-trials/testing/fake-ctgov-server.ts';
import { makeStudy, PHILADELPHIA, site, v2Body } from '../clinical-trials/testing/fixtures.ts';
import { runTrialWatches, type WatchLog } from './run-trial-watches.ts';

const SITE = 'https://hub.example.org';

const study = (nctId: string, title: string, lat = 39.9496) =>
  makeStudy({ nctId, title, locations: [site({ geoPoint: { lat, lon: -75.1932 } })] });

function recordingLog() {
  const lines: { level: string; details: object; message: string }[] = [];
  const log: WatchLog = {
    info: (details, message) => lines.push({ level: 'info', details, message }),
    warn: (details, message) => lines.push({ level: 'warn', details, message }),
    error: (details, message) => lines.push({ level: 'error', details, message }),
  };
  return { log, lines };
}

/** The stand-in answers quickly and once: no spacing, no retries, so a failure is one run's. */
const clientFor = (fake: FakeCtGov) =>
  createCtGovClient({ baseUrl: fake.baseUrl, minIntervalMs: 0, maxAttempts: 1, backoffMs: 0 });

const seedZip = (database: Database) =>
  database.db
    .insert(zipCentroids)
    .values({
      zip: '19104',
      city: 'Philadelphia',
      stateCode: 'PA',
      latitude: PHILADELPHIA.lat,
      longitude: PHILADELPHIA.lon,
    })
    .onConflictDoNothing();

describe.each(databaseKinds)('trial watch on $kind', (kind) => {
  const database = useTestDatabase(kind);
  let fake: FakeCtGov;
  let tokens: TestTokens;
  let app: FastifyInstance;

  beforeAll(async () => {
    fake = await startFakeCtGov();
    tokens = await createTestTokens();
    await seedZip(database());
    app = await buildTestApp(database(), { env: TEST_AUTH_ENV, auth: tokens.auth });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  const digestsOf = async (to: string) =>
    (await database().db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to))).filter(
      (row) => row.template === 'trial-digest',
    );
  /** Time passes: the watch is due again. */
  const makeDue = (id: number) =>
    database()
      .db.update(trialWatches)
      .set({ nextRunAt: new Date(Date.now() - 1_000) })
      .where(eq(trialWatches.id, id));
  const run = (log?: WatchLog) =>
    runTrialWatches(database().db, {
      client: clientFor(fake),
      siteUrl: SITE,
      ...(log ? { log } : {}),
    });

  it('first run sends what recruits now, then only what is new; nothing new, nothing sent; a failed registry is caught up; the link stops it', async () => {
    const { user, claims } = await createTestUser(database().db, {
      subscriptionStatus: 'active',
    });
    const headers = await tokens.headers(claims);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/trial-watches',
      headers,
      payload: {
        conditions: ['Glaucoma'],
        zipcode: '19104',
        miles: 100,
        frequency: 'weekly',
        language: 'en',
      },
    });
    expect(created.statusCode).toBe(201);
    const watch = created.json<{ id: number; conditions: string[] }>();
    expect(watch.conditions).toEqual(['glaucoma']);

    // 1. The first run sends the current studies (the one 300 miles away is not near).
    fake.fallback = {
      body: v2Body([
        study('NCT10000001', 'Eye drops for glaucoma'),
        study('NCT10000002', 'Laser for glaucoma'),
        study('NCT10000009', 'Far away study', 44.3),
      ]),
    };
    const { log, lines } = recordingLog();
    expect(await run(log)).toMatchObject({ queued: 1, failed: 0 });
    let digests = await digestsOf(user.email);
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toBe('2 new clinical trials near 19104');
    expect(digests[0]?.bodyText).toContain('Eye drops for glaucoma');
    expect(digests[0]?.bodyText).not.toContain('Far away study');
    expect(digests[0]?.headers).toMatchObject({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // The registry was asked for the watch's condition within its radius.
    const asked = fake.requests.at(-1)?.query;
    expect(asked?.get('query.cond')).toBe('(glaucoma)');
    expect(asked?.get('filter.geo')).toMatch(/,100mi\)$/);
    // The run is logged with its counts.
    expect(lines.at(-1)).toMatchObject({
      message: 'trial watch run',
      details: { queued: 1, failed: 0 },
    });

    // Not due again until its frequency says so.
    expect(await run()).toMatchObject({ checked: 0 });

    // 2. A new study in the registry: the next run sends only that one.
    fake.fallback = {
      body: v2Body([
        study('NCT10000001', 'Eye drops for glaucoma'),
        study('NCT10000002', 'Laser for glaucoma'),
        study('NCT10000003', 'Gene therapy for glaucoma'),
      ]),
    };
    await makeDue(watch.id);
    expect(await run()).toMatchObject({ queued: 1 });
    digests = await digestsOf(user.email);
    expect(digests).toHaveLength(2);
    const second = digests.find((row) => row.subject === '1 new clinical trial near 19104');
    expect(second?.bodyText).toContain('Gene therapy for glaucoma');
    expect(second?.bodyText).not.toContain('Eye drops');

    // 3. An unchanged registry sends nothing.
    await makeDue(watch.id);
    expect(await run()).toMatchObject({ checked: 1, queued: 0, failed: 0 });
    expect(await digestsOf(user.email)).toHaveLength(2);

    // 4. The registry fails: nothing is sent, the watch stays due, and the next run catches up.
    fake.fallback = { status: 503, body: 'down' };
    await makeDue(watch.id);
    expect(await run()).toMatchObject({ checked: 1, queued: 0, failed: 1 });
    expect(await digestsOf(user.email)).toHaveLength(2);
    const [failed] = await database()
      .db.select()
      .from(trialWatches)
      .where(eq(trialWatches.id, watch.id));
    expect(failed?.lastError).toMatch(/server_error/);
    fake.fallback = {
      body: v2Body([
        study('NCT10000001', 'Eye drops for glaucoma'),
        study('NCT10000004', 'Implant for glaucoma'),
      ]),
    };
    expect(await run()).toMatchObject({ checked: 1, queued: 1 });
    digests = await digestsOf(user.email);
    expect(digests).toHaveLength(3);
    expect(digests.at(-1)?.bodyText).toContain('Implant for glaucoma');
    expect(digests.at(-1)?.bodyText).not.toContain('Eye drops');

    // 5. The one-click link in the header, as a mail program posts it, without sign-in.
    const oneClick = /<([^>]+)>/.exec(digests.at(-1)?.headers?.['List-Unsubscribe'] ?? '')?.[1];
    expect(oneClick).toMatch(/^https:\/\/hub\.example\.org\/api\/v1\/trial-watches\/unsubscribe\?/);
    const path = new URL(oneClick ?? '').pathname + new URL(oneClick ?? '').search;
    const wrong = await app.inject({
      method: 'POST',
      url: path.replace(/token=[^&]+/, 'token=' + 'x'.repeat(43)),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(wrong.json()).toEqual({ code: 'already_gone', language: null });
    const unsubscribed = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json()).toEqual({ code: 'unsubscribed', language: 'en' });
    fake.fallback = { body: v2Body([study('NCT10000005', 'Yet another glaucoma study')]) };
    expect(await run()).toMatchObject({ checked: 0, queued: 0 });
    expect(await digestsOf(user.email)).toHaveLength(3);
    const list = await app.inject({ method: 'GET', url: '/api/v1/trial-watches', headers });
    expect(list.json()).toMatchObject({ data: [] });
  });

  it('a paused watch is not checked; the Spanish digest is in Spanish with its links', async () => {
    const { user, claims } = await createTestUser(database().db, {
      subscriptionStatus: 'active',
    });
    const headers = await tokens.headers(claims);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/trial-watches',
      headers,
      payload: {
        conditions: ['retinitis pigmentosa'],
        zipcode: '19104',
        miles: 50,
        frequency: 'daily',
        language: 'sp',
      },
    });
    const { id } = created.json<{ id: number }>();
    const paused = await app.inject({
      method: 'PATCH',
      url: `/api/v1/trial-watches/${id}`,
      headers,
      payload: { is_paused: true },
    });
    expect(paused.json()).toMatchObject({ is_paused: true });
    fake.fallback = { body: v2Body([study('NCT20000001', 'Gene therapy for RP')]) };
    await run();
    expect(await digestsOf(user.email)).toHaveLength(0);

    await app.inject({
      method: 'PATCH',
      url: `/api/v1/trial-watches/${id}`,
      headers,
      payload: { is_paused: false },
    });
    await run();
    const [digest] = await digestsOf(user.email);
    expect(digest?.subject).toBe('1 ensayo clínico nuevo cerca de 19104');
    expect(digest?.language).toBe('sp');
    expect(digest?.bodyHtml).toContain('<html lang="es">');
    expect(digest?.bodyHtml).toContain('<h2 lang="en">Gene therapy for RP</h2>');
    expect(digest?.bodyText).toContain(
      `${SITE}/client/organization/13?subCateId=48&zipcode=19104&condition=retinitis+pigmentosa&study=NCT20000001`,
    );
    expect(digest?.bodyText).toMatch(/\/alerts\/unsubscribe\?watch=\d+&token=/);
    expect(digest?.bodyText).toContain(`${SITE}/my-alerts`);
  });

  it('a lapsed subscription gets no digest and its watch is left as it was; renewing brings it back', async () => {
    const { user, claims } = await createTestUser(database().db, {
      subscriptionStatus: 'active',
    });
    const headers = await tokens.headers(claims);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/trial-watches',
      headers,
      payload: {
        conditions: ['macular degeneration'],
        zipcode: '19104',
        miles: 100,
        frequency: 'weekly',
        language: 'en',
      },
    });
    const { id } = created.json<{ id: number }>();
    const setStatus = (status: string) =>
      database().db.update(subscriptions).set({ status }).where(eq(subscriptions.userId, user.id));
    fake.fallback = { body: v2Body([study('NCT40000001', 'Injections for AMD')]) };

    // Lapsed before the run: the watch is not even searched, and nothing is sent.
    await setStatus('canceled');
    const asked = fake.requests.length;
    expect(await run()).toMatchObject({ queued: 0 });
    expect(fake.requests.length).toBe(asked);
    expect(await digestsOf(user.email)).toHaveLength(0);
    const [kept] = await database().db.select().from(trialWatches).where(eq(trialWatches.id, id));
    expect(kept).toMatchObject({ isPaused: false, lastRunAt: null, leaseToken: null });

    // Lapsed while its search ran: the transaction that would queue reads it again.
    await setStatus('active');
    const real = clientFor(fake);
    const lapsing = {
      ...real,
      searchStudies: async (params: Parameters<typeof real.searchStudies>[0]) => {
        await setStatus('past_due');
        return real.searchStudies(params);
      },
    };
    expect(await runTrialWatches(database().db, { client: lapsing, siteUrl: SITE })).toMatchObject({
      checked: 1,
      queued: 0,
      lapsed: 1,
    });
    expect(await digestsOf(user.email)).toHaveLength(0);
    const [stillDue] = await database()
      .db.select()
      .from(trialWatches)
      .where(eq(trialWatches.id, id));
    expect(stillDue).toMatchObject({ isPaused: false, lastRunAt: null, leaseToken: null });

    // Renewed (a trial counts): the next run sends what recruits, none of it lost meanwhile.
    await setStatus('trial_active');
    expect(await run()).toMatchObject({ checked: 1, queued: 1 });
    const [digest] = await digestsOf(user.email);
    expect(digest?.bodyText).toContain('Injections for AMD');
  });
});

/** Two instances: two connection pools on one database (on PGlite, two runs on one). */
async function twoInstances(kind: (typeof databaseKinds)[number]) {
  if (kind.kind === 'postgres' && testDatabaseUrl) {
    const scratch = await scratchPostgresDatabase(testDatabaseUrl);
    const a = await openDatabase({ databaseUrl: scratch.url });
    const b = await openDatabase({ databaseUrl: scratch.url });
    return {
      a,
      b,
      close: async () => {
        await a.close();
        await b.close();
        await scratch.drop();
      },
    };
  }
  const database = await kind.open();
  return { a: database, b: database, close: () => database.close() };
}

describe.each(databaseKinds)('two trial watchers at once on $kind', (kind) => {
  it('each digest is queued once', async () => {
    const { a, b, close } = await twoInstances(kind);
    const fake = await startFakeCtGov();
    // Slow answers, so both watchers are busy at the same time.
    fake.fallback = {
      delayMs: 30,
      body: v2Body([study('NCT30000001', 'One'), study('NCT30000002', 'Two')]),
    };
    try {
      await seedZip(a);
      const count = 12;
      const emails: string[] = [];
      for (let i = 0; i < count; i++) {
        const { user } = await createTestUser(a.db, { subscriptionStatus: 'active' });
        emails.push(user.email);
        await a.db.insert(trialWatches).values({
          userId: user.id,
          conditions: ['glaucoma'],
          zipcode: '19104',
          miles: 200,
          frequency: 'daily',
          language: 'en',
          unsubscribeToken: `token-${i}-${user.id}-abcdefghijklmnopqrstuvwxyz`,
        });
      }
      const [resultA, resultB] = await Promise.all(
        [a, b].map((instance) =>
          runTrialWatches(instance.db, { client: clientFor(fake), siteUrl: SITE }),
        ),
      );
      expect((resultA?.queued ?? 0) + (resultB?.queued ?? 0)).toBe(count);
      if (kind.kind === 'postgres') {
        // The two really worked side by side, each skipping what the other held.
        expect(resultA?.checked).toBeGreaterThan(0);
        expect(resultB?.checked).toBeGreaterThan(0);
      }
      const rows = await a.db.select().from(emailOutbox);
      const digests = rows.filter((row) => row.template === 'trial-digest');
      expect(digests.map((row) => row.toAddress).toSorted()).toEqual(emails.toSorted());
      // A second pass at once finds nothing due.
      const again = await Promise.all(
        [a, b].map((instance) =>
          runTrialWatches(instance.db, { client: clientFor(fake), siteUrl: SITE }),
        ),
      );
      expect(again.map((result) => result.checked)).toEqual([0, 0]);
    } finally {
      await fake.close();
      await close();
    }
  });
});
