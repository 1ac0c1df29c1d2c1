import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { trialSearchResponseSchema } from '../../../src/contracts/trials.ts';
import {
  surveyAnswers,
  surveyQuestions,
  surveys,
  surveySubmissions,
  trialSearchCache,
  zipCentroids,
} from '../db/schema.ts';
import { SNAPSHOT_CREATED_AT } from '../services/clinical-trials/snapshot.ts';
import {
  makeStudy,
  PHILADELPHIA,
  site,
  v2Body,
} from '../services/clinical-trials/testing/fixtures.ts';
import {
  startFakeCtGov,
  type FakeCtGov,
} from '../services/clinical-trials/testing/fake-ctgov-server.ts';
import {
  createTestTokens,
  createTestUser,
  TEST_AUTH_ENV,
  type TestTokens,
} from '../../test/auth.ts';
import { buildTestApp, expectApiError } from '../../test/test-app.ts';
import { databaseKinds, useTestDatabase } from '../../test/test-databases.ts';

const URL_SPEC = '/api/v1/clinical-trails-search';
const URL_ALIAS = '/api/v1/clinical-trials-search';

/** The snapshot's studies within 200 miles of 19104, nearest first (see trial-search.test). */
const SAMPLE_NEAR_19104 = [
  'NCT00000001',
  'NCT00000002',
  'NCT00000005',
  'NCT00000003',
  'NCT00000004',
];

const LIVE_BODY = v2Body([
  makeStudy({
    nctId: 'NCT09999991',
    locations: [site({ facility: 'Live Site', geoPoint: { lat: 39.9496, lon: -75.1932 } })],
  }),
]);

// Ids far from anything a seed would use; the test database is not seeded.
const QUESTION_1 = 9101;
const QUESTION_2 = 9102;

const ids = (body: { results: { studies: { NCT_number: string }[] }[] }) =>
  body.results.flatMap((result) => result.studies.map((study) => study.NCT_number));

describe.each(databaseKinds)('POST /api/v1/clinical-trails-search on $kind', (kind) => {
  const database = useTestDatabase(kind);
  let tokens: TestTokens;
  let subscriber: { authorization: string };
  let subscriberId: number;
  const apps: FastifyInstance[] = [];

  const newApp = async (env: Record<string, string> = {}) => {
    const app = await buildTestApp(database(), {
      env: { ...TEST_AUTH_ENV, ...env },
      auth: tokens.auth,
    });
    apps.push(app);
    return app;
  };

  const post = (app: FastifyInstance, payload: unknown, headers = subscriber, url = URL_SPEC) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers });

  beforeAll(async () => {
    const { db } = database();
    tokens = await createTestTokens();
    await db.insert(zipCentroids).values({
      zip: '19104',
      city: 'Philadelphia',
      stateCode: 'PA',
      latitude: PHILADELPHIA.lat,
      longitude: PHILADELPHIA.lon,
    });
    await db.insert(surveys).values({ id: 1, title: 'Onboarding', titleSp: 'Registro' });
    await db.insert(surveyQuestions).values([
      {
        id: QUESTION_1,
        surveyId: 1,
        position: 1,
        name: 'q1',
        type: 'checkbox',
        title: 'Conditions',
        titleSp: 'Condiciones',
      },
      {
        id: QUESTION_2,
        surveyId: 1,
        position: 2,
        name: 'q2',
        type: 'checkbox',
        title: 'Other',
        titleSp: 'Otra',
      },
    ]);
    const created = await createTestUser(db, { subscriptionStatus: 'active' });
    subscriberId = created.user.id;
    subscriber = await tokens.headers(created.claims);
  });

  beforeEach(async () => {
    await database().db.delete(trialSearchCache);
  });

  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  describe('without a configured registry', () => {
    it('answers the labelled sample snapshot, nearest first, at both paths', async () => {
      const app = await newApp();
      for (const url of [URL_SPEC, URL_ALIAS]) {
        const response = await post(app, { zipcode: '19104' }, subscriber, url);
        expect(response.statusCode, url).toBe(200);
        const body = trialSearchResponseSchema.strict().parse(response.json());
        expect(body.source).toBe('sample');
        expect(body.is_sample).toBe(true);
        expect(body.retrieved_at).toBe(SNAPSHOT_CREATED_AT);
        expect(body.results).toHaveLength(1);
        expect(ids(body)).toEqual(SAMPLE_NEAR_19104);
        const [first] = body.results[0]?.studies ?? [];
        expect(first).toMatchObject({
          NCT_number: 'NCT00000001',
          URL: 'https://clinicaltrials.gov/study/NCT00000001',
          start_date: '2026-03-02',
        });
        for (const key of [
          'contact_name',
          'contact_email',
          'contact_phone',
          'eligibility_criteria',
        ]) {
          expect(first?.[key as keyof typeof first], key).toEqual(expect.any(String));
        }
        expect(first?.study_description.length).toBeGreaterThan(0);
      }
      // The snapshot is not cached: nothing was fetched.
      const [rows] = await database().db.select({ n: count() }).from(trialSearchCache);
      expect(rows?.n).toBe(0);
    });

    it('applies miles: a small radius keeps only the nearest studies', async () => {
      const app = await newApp();
      const body = trialSearchResponseSchema.parse(
        (await post(app, { zipcode: '19104', miles: 1 })).json(),
      );
      const all = body.results[0]?.studies ?? [];
      expect(all.length).toBeLessThan(SAMPLE_NEAR_19104.length);
      expect(all[0]?.NCT_number).toBe('NCT00000001');
      for (const study of all) expect(study.nearest_site?.distance_miles).toBeLessThanOrEqual(1);
    });

    it('falls back to the snapshot when the configured registry cannot be reached', async () => {
      const fake = await startFakeCtGov();
      const unreachable = fake.baseUrl;
      await fake.close();
      const app = await newApp({ CLINICAL_TRIALS_API_URL: unreachable });
      const body = trialSearchResponseSchema.parse(
        (await post(app, { zipcode: '19104', search_term: 'glaucoma' })).json(),
      );
      expect(body.source).toBe('sample');
      expect(body.is_sample).toBe(true);
      expect(ids(body)).toEqual(SAMPLE_NEAR_19104);
    });
  });

  describe('with the live registry', () => {
    let fake: FakeCtGov;
    beforeEach(async () => {
      fake = await startFakeCtGov();
      fake.fallback = { body: LIVE_BODY };
    });
    afterEach(async () => {
      await fake.close();
    });

    const conditionQueries = () => fake.requests.map((request) => request.query.get('query.cond'));

    it('answers live studies and serves the next search from the shared database cache', async () => {
      const first = await newApp({ CLINICAL_TRIALS_API_URL: fake.baseUrl });
      const response = await post(first, { zipcode: '19104', search_term: 'Glaucoma' });
      expect(response.statusCode).toBe(200);
      const body = trialSearchResponseSchema.strict().parse(response.json());
      expect(body.source).toBe('clinicaltrials.gov');
      expect(body.is_sample).toBe(false);
      expect(ids(body)).toEqual(['NCT09999991']);
      expect(body.results[0]?.studies[0]?.nearest_site).toMatchObject({ facility: 'Live Site' });
      expect(conditionQueries()).toEqual(['(glaucoma)']);
      const rows = await database().db.select().from(trialSearchCache);
      expect(rows).toHaveLength(1);

      // Another instance (its own in-process state) finds the answer in the table.
      const second = await newApp({ CLINICAL_TRIALS_API_URL: fake.baseUrl });
      const again = await post(second, { zipcode: '19104', search_term: ['glaucoma'] });
      expect(again.json()).toEqual(body);
      expect(fake.requests).toHaveLength(1);
    });

    it("uses the caller's latest answers to survey 1 question 1 when no term is given", async () => {
      const { db } = database();
      const submit = async (answers: { questionId: number; answer: string }[]) => {
        const [submission] = await db
          .insert(surveySubmissions)
          .values({ userId: subscriberId, surveyId: 1 })
          .returning();
        await db
          .insert(surveyAnswers)
          .values(answers.map((answer) => ({ ...answer, submissionId: submission!.id })));
      };
      await submit([{ questionId: QUESTION_1, answer: 'cataract' }]);
      await submit([
        { questionId: QUESTION_1, answer: 'glaucoma' },
        { questionId: QUESTION_1, answer: 'retinitis pigmentosa' },
        // "Another condition, or not sure" is not sent as a search term.
        { questionId: QUESTION_1, answer: 'other' },
        { questionId: QUESTION_2, answer: 'not a condition' },
      ]);
      const app = await newApp({ CLINICAL_TRIALS_API_URL: fake.baseUrl });
      for (const payload of [
        { zipcode: '19104' },
        { zipcode: '19104', search_term: [] },
        { zipcode: '19104', search_term: '  ' },
      ]) {
        expect((await post(app, payload)).statusCode).toBe(200);
      }
      // The three requests share one search (and one registry call).
      expect(conditionQueries()).toEqual(['(glaucoma OR "retinitis pigmentosa")']);

      // A term in the request wins over the survey.
      expect((await post(app, { zipcode: '19104', search_term: 'cataract' })).statusCode).toBe(200);
      expect(conditionQueries().at(-1)).toBe('(cataract)');
    });

    it('uses the default eye conditions for a user without survey answers', async () => {
      const other = await createTestUser(database().db, { subscriptionStatus: 'trial_active' });
      const app = await newApp({ CLINICAL_TRIALS_API_URL: fake.baseUrl });
      const response = await post(app, { zipcode: '19104' }, await tokens.headers(other.claims));
      expect(response.statusCode).toBe(200);
      expect(conditionQueries()).toEqual([
        '("diabetic retinopathy" OR glaucoma OR "low vision" OR "macular degeneration" OR "retinitis pigmentosa")',
      ]);
    });
  });

  describe('validation and access', () => {
    it('answers 400 "Enter valid zipcode" for a well-formed ZIP it does not know', async () => {
      const app = await newApp();
      const error = expectApiError(await post(app, { zipcode: '00000' }), 400);
      expect(error.code).toBe('validation_failed');
      expect(error.details).toEqual([{ path: 'zipcode', message: 'Enter valid zipcode' }]);
    });

    it.each([
      [{}, 'body.zipcode'],
      [{ zipcode: '1910' }, 'body.zipcode'],
      [{ zipcode: 19104 }, 'body.zipcode'],
      [{ zipcode: '19104-1234' }, 'body.zipcode'],
      [{ zipcode: '19104', miles: 0 }, 'body.miles'],
      [{ zipcode: '19104', miles: 501 }, 'body.miles'],
      [{ zipcode: '19104', miles: 20.5 }, 'body.miles'],
      [{ zipcode: '19104', miles: '200' }, 'body.miles'],
      [{ zipcode: '19104', search_term: 'x'.repeat(101) }, 'body.search_term'],
      [
        { zipcode: '19104', search_term: Array.from({ length: 21 }, () => 'glaucoma') },
        'body.search_term',
      ],
      [{ zipcode: '19104', search_term: [1] }, 'body.search_term'],
    ])('answers 400 for %j', async (payload, path) => {
      const app = await newApp();
      const error = expectApiError(await post(app, payload), 400);
      expect(error.details.map((detail) => detail.path)).toContain(path);
      if (path === 'body.zipcode') {
        expect(error.details.find((detail) => detail.path === path)?.message).toBe(
          'Enter valid zipcode',
        );
      }
    });

    it('answers 401 without a token, 403 without a subscription or an account', async () => {
      const app = await newApp();
      expectApiError(await post(app, { zipcode: '19104' }, { authorization: '' }), 401);
      const unpaid = await createTestUser(database().db);
      const noSubscription = expectApiError(
        await post(app, { zipcode: '19104' }, await tokens.headers(unpaid.claims)),
        403,
      );
      expect(noSubscription.code).toBe('subscription_required');
      const stranger = await tokens.headers({ sub: 'test|nobody', email: 'nobody@example.org' });
      expect(expectApiError(await post(app, { zipcode: '19104' }, stranger), 403).code).toBe(
        'forbidden',
      );
    });
  });
});
