import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  citySearchResponseSchema,
  stateCitiesResponseSchema,
  statesResponseSchema,
} from '../../../src/contracts/geography.ts';
import { createTestTokens, createTestUser, TEST_AUTH_ENV } from '../../test/auth.ts';
import { buildTestApp, expectApiError } from '../../test/test-app.ts';
import { databaseKinds, useTestDatabase } from '../../test/test-databases.ts';
import { seedGeography } from '../db/seed/seed-geography.ts';

const ALABAMA = 1456;
/** Code-point order: what `collate "C"` gives on every database. */
const codePointSorted = (values: string[]) =>
  [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

describe.each(databaseKinds)('geography routes on $kind', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;
  /** A signed-in user without a subscription: these routes serve the profile form. */
  let headers: { authorization: string };

  beforeAll(async () => {
    // Seeding geography takes seconds: once per database for the whole file.
    await seedGeography(database().db);
    const tokens = await createTestTokens();
    app = await buildTestApp(database(), { env: TEST_AUTH_ENV, auth: tokens.auth });
    headers = await tokens.headers((await createTestUser(database().db)).claims);
  }, 120_000);
  afterAll(() => app.close());

  const get = (url: string, withToken = true) =>
    app.inject({ method: 'GET', url: `/api/v1${url}`, ...(withToken ? { headers } : {}) });

  describe('GET /states', () => {
    it('lists the United States by default, sorted by name, with Spanish names', async () => {
      const response = await get('/states');
      expect(response.statusCode).toBe(200);
      const { data } = statesResponseSchema.strict().parse(response.json());
      expect(data.length).toBeGreaterThanOrEqual(51);
      expect(data.find((state) => state.state_id === ALABAMA)).toEqual({
        state_id: ALABAMA,
        state_name: 'Alabama',
        state_name_sp: 'Alabama',
        state_code: 'AL',
        iso2: 'AL',
      });
      expect(data.find((state) => state.state_code === 'NY')?.state_name_sp).toBe('Nueva York');
      const names = data.map((state) => state.state_name);
      expect(names).toEqual(codePointSorted(names));
    });

    it('answers the same for country_id=233 and an empty list for another country', async () => {
      expect((await get('/states?country_id=233')).json()).toEqual((await get('/states')).json());
      const other = await get('/states?country_id=1');
      expect(other.statusCode).toBe(200);
      expect(other.json()).toEqual({ data: [] });
    });

    it.each(['abc', '0', '-5', '1.5', '99999999999', '', '233&country_id=1'])(
      'country_id=%s → 400 naming querystring.country_id',
      async (value) => {
        const error = expectApiError(await get(`/states?country_id=${value}`), 400);
        expect(error.code).toBe('validation_failed');
        expect(new Set(error.details.map((detail) => detail.path))).toEqual(
          new Set(['querystring.country_id']),
        );
      },
    );

    it('needs a token', async () => {
      expectApiError(await get('/states', false), 401);
    });
  });

  describe('GET /state_cities', () => {
    it('lists a state’s cities sorted by name, under both spellings of the path', async () => {
      const response = await get(`/state_cities?state_id=${ALABAMA}`);
      expect(response.statusCode).toBe(200);
      const { data } = stateCitiesResponseSchema.strict().parse(response.json());
      expect(data.map((city) => city.city_name)).toContain('Birmingham');
      const lower = data.map((city) => city.city_name.toLowerCase());
      expect(lower).toEqual(codePointSorted(lower));
      expect((await get(`/state-cities?state_id=${ALABAMA}`)).json()).toEqual(response.json());
    });

    it('answers an empty list for an unknown state', async () => {
      expect((await get('/state_cities?state_id=999999')).json()).toEqual({ data: [] });
    });

    it.each(['', 'state_id=', 'state_id=abc', 'state_id=0', 'state_id=1.5', 'state_id=1e20'])(
      '?%s → 400',
      async (query) => {
        const error = expectApiError(await get(`/state_cities?${query}`), 400);
        expect(new Set(error.details.map((detail) => detail.path))).toEqual(
          new Set(['querystring.state_id']),
        );
      },
    );

    it('needs a token', async () => {
      expectApiError(await get(`/state_cities?state_id=${ALABAMA}`, false), 401);
    });
  });

  describe('GET /cities', () => {
    it('suggests cities by the start of their name, narrowed by a state after a comma', async () => {
      const response = await get('/cities?q=philadel');
      expect(response.statusCode).toBe(200);
      const { data } = citySearchResponseSchema.strict().parse(response.json());
      expect(data.every((city) => city.city.startsWith('Philadel'))).toBe(true);
      const pennsylvania = data.find((city) => city.state === 'PA');
      expect(pennsylvania).toMatchObject({
        city: 'Philadelphia',
        state: 'PA',
        country: 'United States',
        organization: null,
      });
      expect(pennsylvania?.zip_code).toMatch(/^19\d{3}$/);
      const narrowed = citySearchResponseSchema.parse(
        (await get('/cities?q=philadelphia,%20pa')).json(),
      );
      expect(narrowed.data.map((city) => city.state)).toEqual(['PA']);
    });

    it.each([
      ['PA', 'PA'],
      ['pa', 'PA'],
      ['Pennsylvania', 'PA'],
      ['Pensilvania', 'PA'],
      ['Pensilvana', 'PA'],
      ['New York', 'NY'],
      ['Nueva York', 'NY'],
    ])('narrows by a state typed as %j (code, either language, one typo)', async (typed, code) => {
      const city = code === 'PA' ? 'erie' : 'albany';
      const response = await get(`/cities?q=${encodeURIComponent(`${city}, ${typed}`)}`);
      expect(response.statusCode).toBe(200);
      const { data } = citySearchResponseSchema.parse(response.json());
      expect(data.map((place) => place.state)).toEqual([code]);
    });

    it('ignores accents and case', async () => {
      const { data } = citySearchResponseSchema.parse((await get('/cities?q=SAN%20JOSE')).json());
      expect(data.map((city) => city.city)).toContain('San Jose');
    });

    it('suggests ZIP codes by prefix when the query is digits', async () => {
      const { data } = citySearchResponseSchema.parse((await get('/cities?q=1910')).json());
      expect(data.length).toBeGreaterThan(0);
      for (const row of data) {
        expect(row.zip_code).toMatch(/^1910\d$/);
        expect(row.state).toBe('PA');
      }
    });

    it('returns at most 20 suggestions', async () => {
      const { data } = citySearchResponseSchema.parse((await get('/cities?q=spr')).json());
      expect(data).toHaveLength(20);
      const zips = citySearchResponseSchema.parse((await get('/cities?q=100')).json()).data;
      expect(zips).toHaveLength(20);
    });

    it.each([
      ['missing', ''],
      ['two characters', 'q=ph'],
      ['two characters among spaces', 'q=%20%20ph%20%20'],
      ['101 characters', `q=${'a'.repeat(101)}`],
    ])('%s → 400 with a clear message', async (_name, query) => {
      const error = expectApiError(await get(`/cities?${query}`), 400);
      expect(error.details.map((detail) => detail.path)).toEqual(['querystring.q']);
    });

    it('says how many characters are needed', async () => {
      const error = expectApiError(await get('/cities?q=ph'), 400);
      expect(error.details[0]?.message).toBe('Type at least 3 characters.');
    });

    it('answers an empty list for a name nobody has', async () => {
      expect((await get('/cities?q=zzqxv')).json()).toEqual({ data: [] });
    });

    it('needs a token', async () => {
      expectApiError(await get('/cities?q=philadelphia', false), 401);
    });
  });
});
