import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trialWatchListSchema } from '../../../src/contracts/trial-watches.ts';
import { zipCentroids } from '../db/schema.ts';
import { PHILADELPHIA } from '../services/clinical-trials/testing/fixtures.ts';
import {
  createTestTokens,
  createTestUser,
  TEST_AUTH_ENV,
  type TestTokens,
} from '../../test/auth.ts';
import { buildTestApp, expectApiError } from '../../test/test-app.ts';
import { databaseKinds, useTestDatabase } from '../../test/test-databases.ts';

const URL = '/api/v1/trial-watches';
const WATCH = {
  conditions: ['glaucoma'],
  zipcode: '19104',
  miles: 100,
  frequency: 'daily',
  language: 'en',
};

describe.each(databaseKinds)('trial watch routes on $kind', (kind) => {
  const database = useTestDatabase(kind);
  let tokens: TestTokens;
  let app: FastifyInstance;

  beforeAll(async () => {
    tokens = await createTestTokens();
    await database().db.insert(zipCentroids).values({
      zip: '19104',
      city: 'Philadelphia',
      stateCode: 'PA',
      latitude: PHILADELPHIA.lat,
      longitude: PHILADELPHIA.lon,
    });
    app = await buildTestApp(database(), { env: TEST_AUTH_ENV, auth: tokens.auth });
  });
  afterAll(() => app.close());

  const subscriber = async () => {
    const { claims } = await createTestUser(database().db, { subscriptionStatus: 'active' });
    return tokens.headers(claims);
  };

  it('keeps at most five watches a person, even asked at once', async () => {
    const headers = await subscriber();
    const answers = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: URL,
          headers,
          payload: { ...WATCH, conditions: [`condition ${i}`] },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(5);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(expectApiError(refused, 409).details).toEqual([
        { path: 'watches', message: 'watch_limit' },
      ]);
    }
    const list = trialWatchListSchema.parse(
      (await app.inject({ method: 'GET', url: URL, headers })).json(),
    );
    expect(list.data).toHaveLength(5);
    expect(list.max).toBe(5);
  });

  it("refuses an unknown ZIP, a distance not offered, and another person's watch", async () => {
    const headers = await subscriber();
    const unknownZip = await app.inject({
      method: 'POST',
      url: URL,
      headers,
      payload: { ...WATCH, zipcode: '00001' },
    });
    expect(expectApiError(unknownZip, 400).details).toEqual([
      { path: 'zipcode', message: 'Enter valid zipcode' },
    ]);
    expectApiError(
      await app.inject({ method: 'POST', url: URL, headers, payload: { ...WATCH, miles: 75 } }),
      400,
    );
    const mine = await app.inject({ method: 'POST', url: URL, headers, payload: WATCH });
    const { id } = mine.json<{ id: number }>();
    const other = await subscriber();
    expectApiError(
      await app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: other }),
      404,
    );
    expectApiError(
      await app.inject({
        method: 'PATCH',
        url: `${URL}/${id}`,
        headers: other,
        payload: { is_paused: true },
      }),
      404,
    );
    const deleted = await app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers });
    expect(deleted.statusCode).toBe(204);
    expectApiError(await app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers }), 404);
  });

  it('is for subscribers; the one-click unsubscribe needs no token and a GET changes nothing', async () => {
    const { claims } = await createTestUser(database().db);
    const lapsed = await tokens.headers(claims);
    expectApiError(await app.inject({ method: 'GET', url: URL, headers: lapsed }), 403);
    expectApiError(await app.inject({ method: 'GET', url: URL }), 401);
    const query = `?watch=1&token=${'a'.repeat(43)}`;
    const post = await app.inject({ method: 'POST', url: `${URL}/unsubscribe${query}` });
    expect(post.json()).toEqual({ code: 'already_gone', language: null });
    const get = await app.inject({ method: 'GET', url: `${URL}/unsubscribe${query}` });
    expect(get.statusCode).toBe(404);
  });
});
