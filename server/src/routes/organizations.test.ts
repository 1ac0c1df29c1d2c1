import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  organizationCountsResponseSchema,
  organizationSchema,
  organizationSearchResponseSchema,
  organizationSearchResultSchema,
  organizationsResponseSchema,
  type Organization,
} from '../../../src/contracts/organizations.ts';
import { organizations, organizationSubCategories, zipCentroids } from '../db/schema.ts';
import { seedCatalog } from '../db/seed/seed-catalog.ts';
import { milesBetween } from '../services/geography/distance.ts';
import { normalizeSearchText } from '../../../src/contracts/search-text.ts';
import {
  createTestTokens,
  createTestUser,
  TEST_AUTH_ENV,
  type TestTokens,
} from '../../test/auth.ts';
import { buildTestApp, expectApiError } from '../../test/test-app.ts';
import { databaseKinds, useTestDatabase } from '../../test/test-databases.ts';

// Fixtures around ZIP 19104 (Philadelphia, PA), whose centre is inserted below. Sub-category
// 42 (vocational rehabilitation) holds most of them; 45 is one of the age-free ones.
const PHILADELPHIA = { zip: '19104', latitude: 39.9597, longitude: -75.2024, stateCode: 'PA' };
const CHERRY_HILL = { zip: '08002', latitude: 39.9308, longitude: -75.0175, stateCode: 'NJ' };

type Fixture = Partial<typeof organizations.$inferInsert> & {
  id: number;
  organization: string;
  subs: number[];
};

const base = (fixture: Fixture): typeof organizations.$inferInsert => {
  const values = Object.fromEntries(
    Object.entries(fixture).filter(([key]) => key !== 'subs'),
  ) as Omit<Fixture, 'subs'>;
  return {
    serviceArea: 'local',
    profitOrganizationType: 'Non-Profit',
    source: 'Test fixture',
    ...values,
    nameSearch: normalizeSearchText(`${fixture.organization} ${fixture.city ?? ''}`),
  };
};

const F = {
  near: {
    id: 900001,
    organization: 'Near Clínica',
    city: 'Philadelphia',
    state: 'PA',
    latitude: 39.96,
    longitude: -75.19,
    subs: [42],
    // The legacy import's empty cells.
    address1: 'nan',
    address2: '',
    phone: 'NaN',
    tollfree: ' None ',
    tty: 'null',
    website: 'https://near.example.org',
  },
  mid: {
    id: 900002,
    organization: 'Mid Center',
    state: 'PA',
    latitude: 40.2,
    longitude: -75.0,
    // Placed at its ZIP's centre by the importer.
    locationApproximate: true,
    subs: [42],
  },
  newYork: {
    id: 900003,
    organization: 'Far New York Service',
    state: 'NY',
    latitude: 40.7484,
    longitude: -73.9967,
    subs: [42],
  },
  chicago: {
    id: 900004,
    organization: 'Very Far Chicago',
    state: 'IL',
    latitude: 41.86,
    longitude: -87.83,
    subs: [42],
  },
  govPa: {
    id: 900005,
    organization: 'Pennsylvania Government Office',
    state: 'PA',
    latitude: 39.95,
    longitude: -75.16,
    profitOrganizationType: 'Government',
    subs: [42],
  },
  govNj: {
    id: 900006,
    organization: 'New Jersey Government Office',
    state: 'NJ',
    latitude: 39.93,
    longitude: -75.02,
    profitOrganizationType: 'Government',
    subs: [42],
  },
  statePa: {
    id: 900007,
    organization: 'Pennsylvania Statewide Agency',
    serviceArea: 'state',
    state: 'PA',
    profitOrganizationType: 'Government',
    subs: [42],
  },
  stateNj: {
    id: 900008,
    organization: 'New Jersey Statewide Charity',
    serviceArea: 'state',
    state: 'NJ',
    subs: [42],
  },
  nationalGov: {
    id: 900009,
    organization: 'Fixture National Agency',
    serviceArea: 'national',
    profitOrganizationType: 'Government',
    subs: [42, 35],
  },
  national: {
    id: 900010,
    organization: 'Fixture National Charity',
    serviceArea: 'national',
    subs: [42, 35],
  },
  veterans: {
    id: 900011,
    organization: 'Veterans Only Clinic',
    state: 'PA',
    latitude: 39.97,
    longitude: -75.2,
    veteransOnly: true,
    subs: [42],
  },
  youth: {
    id: 900012,
    organization: 'Youth Program',
    state: 'PA',
    latitude: 39.98,
    longitude: -75.21,
    minAge: 18,
    maxAge: 25,
    subs: [42, 45],
  },
  // Every filter would drop it: far away, another state's government, veterans-only, aged.
  alwaysShown: {
    id: 5188,
    organization: 'Always Shown Foundation',
    state: 'IL',
    latitude: 41.86,
    longitude: -87.83,
    profitOrganizationType: 'Government',
    veteransOnly: true,
    minAge: 90,
    subs: [42],
  },
  // Same for this one, listed under 35 (national organisations).
  inNational: {
    id: 900013,
    organization: 'Listed As National',
    state: 'NJ',
    latitude: 41.86,
    longitude: -87.83,
    profitOrganizationType: 'Government',
    veteransOnly: true,
    minAge: 90,
    subs: [35],
  },
} satisfies Record<string, Fixture>;

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

/** A date of birth that makes someone `years` old today (1 January: the birthday has passed). */
const bornYearsAgo = (years: number) => `${new Date().getFullYear() - years}-01-01`;

describe.each(databaseKinds)('organisation routes on $kind', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;
  let tokens: TestTokens;
  const headers: Record<string, { authorization: string }> = {};

  beforeAll(async () => {
    const { db } = database();
    await seedCatalog(db);
    await db.insert(zipCentroids).values([
      { ...PHILADELPHIA, city: 'Philadelphia' },
      { ...CHERRY_HILL, city: 'Cherry Hill' },
    ]);
    const fixtures: Fixture[] = Object.values(F);
    await db.insert(organizations).values(fixtures.map(base));
    await db
      .insert(organizationSubCategories)
      .values(
        fixtures.flatMap((f) =>
          f.subs.map((subCategoryId) => ({ organizationId: f.id, subCategoryId })),
        ),
      );
    tokens = await createTestTokens();
    const users = {
      pa: { stateCode: 'PA', subscriptionStatus: 'active' as const },
      nj: { stateCode: 'NJ', subscriptionStatus: 'trial_active' as const },
      none: { subscriptionStatus: 'active' as const },
      unsubscribed: { stateCode: 'PA', subscriptionStatus: 'canceled' as const },
      veteran: { stateCode: 'PA', subscriptionStatus: 'active' as const, isVeteran: true },
      age17: { stateCode: 'PA', subscriptionStatus: 'active' as const, dob: bornYearsAgo(17) },
      age20: { stateCode: 'PA', subscriptionStatus: 'active' as const, dob: bornYearsAgo(20) },
      age30: { stateCode: 'PA', subscriptionStatus: 'active' as const, dob: bornYearsAgo(30) },
      admin: { stateCode: 'PA', subscriptionStatus: 'active' as const, isAdmin: true },
    };
    for (const [name, options] of Object.entries(users)) {
      const { claims } = await createTestUser(db, options);
      headers[name] = await tokens.headers(claims);
    }
    app = await buildTestApp(database(), { auth: tokens.auth, env: TEST_AUTH_ENV });
  });
  afterAll(async () => {
    await app?.close();
  });

  const list = async (body: Record<string, unknown>, user = 'pa') => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/organizations',
      headers: headers[user],
      payload: { sub_cat_id: 42, zip_code: '19104', ...body },
    });
    expect(response.statusCode, response.body).toBe(200);
    return organizationsResponseSchema.parse(response.json()).data;
  };

  describe('POST /organizations', () => {
    it('needs a token (401) and a subscription (403)', async () => {
      const payload = { sub_cat_id: 42, zip_code: '19104' };
      const url = '/api/v1/organizations';
      expectApiError(await app.inject({ method: 'POST', url, payload }), 401);
      const forbidden = expectApiError(
        await app.inject({ method: 'POST', url, payload, headers: headers.unsubscribed }),
        403,
      );
      expect(forbidden.code).toBe('subscription_required');
    });

    it('lists local organisations nearest first, then state-wide, then national', async () => {
      const data = await list({});
      expect(ids(data)).toEqual([
        // Local, nearest first (5188 is exempt from the radius, so it comes with its distance).
        F.near.id,
        F.youth.id,
        F.govPa.id,
        F.mid.id,
        F.newYork.id,
        F.alwaysShown.id,
        // The ZIP's state's agency, then national ones by name.
        F.statePa.id,
        F.nationalGov.id,
        F.national.id,
      ]);
    });

    it('computes the distance in miles, 2 decimals, from the ZIP centre', async () => {
      const data = await list({});
      const near = data.find((row) => row.id === F.near.id);
      const expected = milesBetween(PHILADELPHIA, F.near);
      expect(near?.distance).toBeCloseTo(expected, 2);
      expect(near?.distance).toBe(Math.round((near?.distance ?? 0) * 100) / 100);
      const located = data.filter((row) => row.distance !== null).map((row) => row.distance ?? 0);
      expect(located).toEqual([...located].sort((a, b) => a - b));
      for (const row of data.filter((r) => r.service_area !== 'local')) {
        expect(row.distance).toBeNull();
      }
    });

    it('keeps 50 miles to 50 miles and 100 to 100 (New York is ~81 miles away)', async () => {
      expect(milesBetween(PHILADELPHIA, F.newYork)).toBeGreaterThan(50);
      expect(ids(await list({ miles: 100 }))).toContain(F.newYork.id);
      expect(ids(await list({}))).toContain(F.newYork.id);
      const fifty = await list({ miles: 50 });
      expect(ids(fifty)).not.toContain(F.newYork.id);
      expect(ids(fifty)).toContain(F.mid.id);
      expect(ids(await list({ miles: 500 }))).not.toContain(F.chicago.id);
    });

    it('lists nothing for a guide sub-category, even one an organisation is linked to', async () => {
      const { db } = database();
      const guide = { organizationId: F.near.id, subCategoryId: 2 };
      await db.insert(organizationSubCategories).values(guide);
      try {
        expect(await list({ sub_cat_id: 2 })).toEqual([]);
        expect(ids(await list({}))).toContain(F.near.id);
      } finally {
        await db
          .delete(organizationSubCategories)
          .where(
            and(
              eq(organizationSubCategories.organizationId, guide.organizationId),
              eq(organizationSubCategories.subCategoryId, guide.subCategoryId),
            ),
          );
      }
    });

    it('always keeps organisation 5188 and sub-category 35', async () => {
      expect(ids(await list({ miles: 1 }))).toContain(F.alwaysShown.id);
      const national = await list({ sub_cat_id: 35, age: 30 }, 'nj');
      expect(ids(national)).toContain(F.inNational.id);
      // Sub-category 35 shows no distance, even for an organisation that has a place.
      expect(national.find((row) => row.id === F.inNational.id)?.distance).toBeNull();
    });

    it("keeps government organisations only in the user's state; national agencies for all", async () => {
      const pa = ids(await list({}));
      expect(pa).toContain(F.govPa.id);
      expect(pa).not.toContain(F.govNj.id);
      expect(pa).toContain(F.nationalGov.id);
      const nj = ids(await list({}, 'nj'));
      expect(nj).toContain(F.govNj.id);
      expect(nj).not.toContain(F.govPa.id);
      // The state-wide agency serves the ZIP's state, but it is the government of PA.
      expect(nj).not.toContain(F.statePa.id);
      expect(nj).toContain(F.nationalGov.id);
    });

    it("falls back to the ZIP's state when the user has none", async () => {
      const data = ids(await list({}, 'none'));
      expect(data).toContain(F.govPa.id);
      expect(data).not.toContain(F.govNj.id);
    });

    it('lists state-wide organisations only for a ZIP in their state', async () => {
      expect(ids(await list({}))).not.toContain(F.stateNj.id);
      expect(ids(await list({ zip_code: '08002' }, 'nj'))).toContain(F.stateNj.id);
    });

    it('shows veterans-only organisations to veterans only, as their profile says', async () => {
      expect(ids(await list({}))).not.toContain(F.veterans.id);
      // The body's is_veteran is the spec's payload, not believed.
      expect(ids(await list({ is_veteran: 1 }))).not.toContain(F.veterans.id);
      expect(ids(await list({}, 'veteran'))).toContain(F.veterans.id);
      expect(ids(await list({ is_veteran: 0 }, 'veteran'))).toContain(F.veterans.id);
    });

    it('applies age bounds from the date of birth, except for sub-categories 45, 47, 50', async () => {
      // No date of birth: age unknown, no age rule.
      expect(ids(await list({}))).toContain(F.youth.id);
      expect(ids(await list({}, 'age20'))).toContain(F.youth.id);
      expect(ids(await list({}, 'age30'))).not.toContain(F.youth.id);
      expect(ids(await list({}, 'age17'))).not.toContain(F.youth.id);
      // The body's age is not believed either way.
      expect(ids(await list({ age: 20 }, 'age30'))).not.toContain(F.youth.id);
      expect(ids(await list({ age: 30 }))).toContain(F.youth.id);
      expect(ids(await list({ sub_cat_id: 45 }, 'age30'))).toContain(F.youth.id);
    });

    it('lets an admin pass age and veteran status to see what someone else would see', async () => {
      expect(ids(await list({ is_veteran: 1 }, 'admin'))).toContain(F.veterans.id);
      expect(ids(await list({}, 'admin'))).not.toContain(F.veterans.id);
      expect(ids(await list({ age: 30 }, 'admin'))).not.toContain(F.youth.id);
      expect(ids(await list({ age: 20 }, 'admin'))).toContain(F.youth.id);
    });

    it("returns the spec's fields with the legacy 'nan' words as null", async () => {
      const near = (await list({})).find((row) => row.id === F.near.id);
      expect(near).toMatchObject<Partial<Organization>>({
        organization: 'Near Clínica',
        address_1: null,
        address_2: null,
        phone: null,
        tollfree: null,
        tty: null,
        website: 'https://near.example.org',
        city: 'Philadelphia',
        state: 'PA',
        category_id: 8,
        sub_category_id: 42,
        sub_category_name: 'Vocational rehabilitation agencies',
        category_name: 'Work and school',
        profit_organization_type: 'Non-Profit',
        service_area: 'local',
        source: 'Test fixture',
        source_url: null,
        verified_at: null,
        location_approximate: false,
      });
    });

    it('answers exactly the contract’s fields, whichever route (the JSON is the database’s)', async () => {
      const raw = async (url: string, payload: Record<string, unknown>) => {
        const response = await app.inject({ method: 'POST', url, headers: headers.pa, payload });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        const { data } = response.json<{ data: Record<string, unknown>[] }>();
        expect(data.length).toBeGreaterThan(0);
        return data;
      };
      // outside_radius is the selected organisation's alone.
      const fields = Object.keys(organizationSchema.shape)
        .filter((field) => field !== 'outside_radius')
        .sort();
      const [selected, ...nearby] = await raw('/api/v1/search/orgnaization/content', {
        org_id: F.mid.id,
        zipcode: '19104',
      });
      expect(Object.keys(selected ?? {}).sort()).toEqual(
        Object.keys(organizationSchema.shape).sort(),
      );
      for (const row of [
        ...(await raw('/api/v1/organizations', { sub_cat_id: 42, zip_code: '19104' })),
        ...nearby,
      ]) {
        expect(Object.keys(row).sort()).toEqual(fields);
      }
      const suggestions = await raw('/api/v1/search/orgnaization', { zipcode: '19104', q: 'near' });
      for (const row of suggestions) {
        expect(Object.keys(row).sort()).toEqual(
          Object.keys(organizationSearchResultSchema.shape)
            .filter((field) => field !== 'outside_radius')
            .sort(),
        );
      }
    });

    it('shows an organisation as it is now after any write (the trigger rewrites its JSON)', async () => {
      const { db } = database();
      const show = async () => (await list({})).find((row) => row.id === F.mid.id);
      expect((await show())?.phone).toBeNull();
      await db
        .update(organizations)
        .set({ phone: '215-555-0100', city: ' nan ' })
        .where(eq(organizations.id, F.mid.id));
      try {
        expect(await show()).toMatchObject({ phone: '215-555-0100', city: null });
      } finally {
        await db.update(organizations).set({ phone: null }).where(eq(organizations.id, F.mid.id));
      }
      expect((await show())?.phone).toBeNull();
    });

    it('keeps a state-wide organisation placed at its far city in the list, the counts and search', async () => {
      // Known by its city only, so placed at Pittsburgh's centre (ADR 048), ~255 miles away:
      // far outside the radius, which never applies to state-wide organisations.
      const { db } = database();
      const pittsburgh = {
        id: 900014,
        organization: 'Pittsburgh Statewide School',
        serviceArea: 'state' as const,
        state: 'PA',
        city: 'Pittsburgh',
        latitude: 40.4406,
        longitude: -79.9959,
        locationApproximate: true,
        subs: [42],
      };
      await db.insert(organizations).values(base(pittsburgh));
      await db
        .insert(organizationSubCategories)
        .values({ organizationId: pittsburgh.id, subCategoryId: 42 });
      try {
        const rows = await list({ miles: 50 });
        // Among the state-wide ones, those with a place nearest first; the local ones before.
        expect(ids(rows).slice(-4)).toEqual([
          pittsburgh.id,
          F.statePa.id,
          F.nationalGov.id,
          F.national.id,
        ]);
        const placed = rows.find((row) => row.id === pittsburgh.id);
        expect(placed).toMatchObject({ location_approximate: true, latitude: 40.4406 });
        expect(placed?.distance).toBeCloseTo(milesBetween(PHILADELPHIA, pittsburgh), 1);
        // Not for a ZIP in another state.
        expect(ids(await list({ zip_code: '08002' }, 'nj'))).not.toContain(pittsburgh.id);

        const counted = await app.inject({
          method: 'GET',
          url: '/api/v1/organization-counts?zipcode=19104&miles=50',
          headers: headers.pa,
        });
        const answer = organizationCountsResponseSchema.parse(counted.json());
        expect(answer.data.find((row) => row.sub_cat_id === 42)?.count).toBe(rows.length);

        const found = await app.inject({
          method: 'POST',
          url: '/api/v1/search/orgnaization',
          headers: headers.pa,
          payload: { zipcode: '19104', q: 'pittsburgh statewide' },
        });
        const [match] = organizationSearchResponseSchema.parse(found.json()).data;
        expect(match).toMatchObject({ id: pittsburgh.id, location_approximate: true });
      } finally {
        await db.delete(organizations).where(eq(organizations.id, pittsburgh.id));
      }
    });

    it('says when the coordinates are only the ZIP centre (location_approximate)', async () => {
      const rows = await list({});
      expect(rows.find((row) => row.id === F.mid.id)?.location_approximate).toBe(true);
      expect(rows.find((row) => row.id === F.near.id)?.location_approximate).toBe(false);
      const found = await app.inject({
        method: 'POST',
        url: '/api/v1/search/orgnaization',
        headers: headers.pa,
        payload: { zipcode: '19104', q: 'mid center' },
      });
      expect(found.statusCode, found.body).toBe(200);
      const [match] = organizationSearchResponseSchema.parse(found.json()).data;
      expect(match).toMatchObject({ id: F.mid.id, location_approximate: true });
    });

    it("answers an unknown ZIP with 400 'Enter valid zipcode'", async () => {
      for (const zip of ['99999', '1910', '191044', 'abcde', '']) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/v1/organizations',
          headers: headers.pa,
          payload: { sub_cat_id: 42, zip_code: zip },
        });
        const error = expectApiError(response, 400);
        expect(error.details, zip).toContainEqual({
          path: 'body.zip_code',
          message: 'Enter valid zipcode',
        });
      }
    });

    it.each([
      ['miles 0', { miles: 0 }, 'body.miles'],
      ['miles 501', { miles: 501 }, 'body.miles'],
      ['fractional miles', { miles: 1.5 }, 'body.miles'],
      ['age 131', { age: 131 }, 'body.age'],
      ['negative age', { age: -1 }, 'body.age'],
      ['is_veteran 2', { is_veteran: 2 }, 'body.is_veteran'],
      ['sub_cat_id text', { sub_cat_id: 'abc' }, 'body.sub_cat_id'],
      ['sub_cat_id huge', { sub_cat_id: 2 ** 40 }, 'body.sub_cat_id'],
      ['no sub_cat_id', { sub_cat_id: undefined }, 'body.sub_cat_id'],
    ])('rejects %s with 400', async (_name, body, path) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/organizations',
        headers: headers.pa,
        payload: { sub_cat_id: 42, zip_code: '19104', ...body },
      });
      const error = expectApiError(response, 400);
      expect(error.details.map((detail) => detail.path)).toContain(path);
    });

    it('answers an empty list for a sub-category with nothing in it', async () => {
      expect(await list({ sub_cat_id: 54 })).toEqual([]);
    });
  });

  describe('GET /organization-counts', () => {
    const counts = async (query: string, user = 'pa') => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/organization-counts?${query}`,
        headers: headers[user],
      });
      expect(response.statusCode, response.body).toBe(200);
      return organizationCountsResponseSchema.strict().parse(response.json());
    };
    const organizationSubCategoryIds = async () =>
      (
        await database()
          .db.selectDistinct({ id: organizationSubCategories.subCategoryId })
          .from(organizationSubCategories)
      ).map((row) => row.id);

    it.each(['pa', 'nj', 'veteran', 'age17', 'admin'])(
      'counts what the list would show, kind by kind and in all, for user %s',
      async (user) => {
        for (const miles of [50, 100]) {
          const answer = await counts(`zipcode=19104&miles=${miles}`, user);
          const lists = new Map<number, number[]>();
          for (const id of await organizationSubCategoryIds()) {
            const shown = ids(await list({ sub_cat_id: id, miles }, user));
            if (shown.length > 0) lists.set(id, shown);
          }
          expect(answer.data).toEqual(
            [...lists]
              .map(([id, shown]) => ({ sub_cat_id: id, count: shown.length }))
              .sort((a, b) => a.sub_cat_id - b.sub_cat_id),
          );
          expect(answer.total).toBe(new Set([...lists.values()].flat()).size);
        }
      },
    );

    it('needs a subscription, and answers a bad ZIP as the list does', async () => {
      const url = '/api/v1/organization-counts?zipcode=19104';
      expectApiError(await app.inject({ method: 'GET', url }), 401);
      expectApiError(await app.inject({ method: 'GET', url, headers: headers.unsubscribed }), 403);
      for (const zipcode of ['99999', '1910', 'abcde']) {
        const error = expectApiError(
          await app.inject({
            method: 'GET',
            url: `/api/v1/organization-counts?zipcode=${zipcode}`,
            headers: headers.pa,
          }),
          400,
        );
        expect(error.details, zipcode).toContainEqual({
          path: 'querystring.zipcode',
          message: 'Enter valid zipcode',
        });
      }
    });
  });

  it('finds an organisation in the next search once it is written (no copy to go stale)', async () => {
    const { db } = database();
    const added = { id: 900099, organization: 'Opened Today', state: 'PA', subs: [42] };
    expect(ids(await list({ sub_cat_id: 42 }))).not.toContain(added.id);
    try {
      await db.insert(organizations).values(base({ ...added, latitude: 39.96, longitude: -75.2 }));
      await db
        .insert(organizationSubCategories)
        .values({ organizationId: added.id, subCategoryId: 42 });
      expect(ids(await list({ sub_cat_id: 42 }))).toContain(added.id);
    } finally {
      await db.delete(organizations).where(eq(organizations.id, added.id));
    }
  });

  describe('organisation search', () => {
    const search = async (
      params: Record<string, string | number>,
      options: { method?: 'GET' | 'POST'; path?: string; user?: string } = {},
    ) => {
      const { method = 'POST', path = '/api/v1/search/orgnaization', user = 'pa' } = options;
      const values = { zipcode: '19104', ...params };
      const response = await app.inject(
        method === 'POST'
          ? { method, url: path, headers: headers[user], payload: values }
          : {
              method,
              url: `${path}?${new URLSearchParams(
                Object.entries(values).map(([key, value]): [string, string] => [
                  key,
                  String(value),
                ]),
              ).toString()}`,
              headers: headers[user],
            },
      );
      expect(response.statusCode, response.body).toBe(200);
      return organizationSearchResponseSchema.parse(response.json()).data;
    };

    it('finds by name ignoring accents and case, with the suggestion fields', async () => {
      const [first, ...rest] = await search({ q: 'CLINICA' });
      expect(first).toMatchObject({
        id: F.near.id,
        name: 'Near Clínica',
        organization: 'Near Clínica',
        sub_cat_id: 42,
        sub_category_id: 42,
        sub_category_title: 'Vocational rehabilitation agencies',
        cat_id: 8,
        cat_title: 'Work and school',
        cat_image: '/images/categories/work-school.svg',
        phone: null,
      });
      expect(first?.distance).toBeGreaterThan(0);
      // "Veterans Only Clinic" is not a veteran's to see.
      expect(ids(rest)).not.toContain(F.veterans.id);
      expect(ids(await search({ q: 'clinic', is_veteran: 1 }))).not.toContain(F.veterans.id);
      expect(ids(await search({ q: 'clinic' }, { user: 'veteran' }))).toContain(F.veterans.id);
    });

    it('finds by city and tolerates a typo', async () => {
      expect(ids(await search({ q: 'philadelphia' }))).toContain(F.near.id);
      expect(ids(await search({ q: 'Chicgo', miles: 500 }))).toEqual([]);
      expect(ids(await search({ q: 'Goverment' }))).toContain(F.govPa.id);
    });

    it('applies the same rules: radius, government state, 5188, one row each', async () => {
      const fifty = ids(await search({ q: 'new york', miles: 50 }));
      expect(fifty).not.toContain(F.newYork.id);
      expect(ids(await search({ q: 'new york', miles: 100 }))).toContain(F.newYork.id);
      const government = ids(await search({ q: 'government office' }));
      expect(government).toContain(F.govPa.id);
      expect(government).not.toContain(F.govNj.id);
      expect(ids(await search({ q: 'always shown' }))).toEqual([F.alwaysShown.id]);
      // Listed under 42 and 35: once, under its topic.
      const national = await search({ q: 'fixture national charity' });
      expect(national[0]?.id).toBe(F.national.id);
      expect(
        national.filter((row) => row.id === F.national.id).map((row) => row.sub_cat_id),
      ).toEqual([42]);
    });

    it('answers GET, the alias spelling, and a page of 25 unless asked for fewer', async () => {
      expect(ids(await search({ q: 'clinica' }, { method: 'GET' }))).toContain(F.near.id);
      expect(
        ids(await search({ q: 'clinica' }, { path: '/api/v1/search/organization' })),
      ).toContain(F.near.id);
      expect(
        ids(await search({ q: 'clinica' }, { method: 'GET', path: '/api/v1/search/organization' })),
      ).toContain(F.near.id);
      const many = Array.from({ length: 25 }, (_, index) => ({
        id: 910000 + index,
        organization: `Repeated Name ${index}`,
        latitude: 39.96,
        longitude: -75.2,
        subs: [42],
      }));
      await database().db.insert(organizations).values(many.map(base));
      await database()
        .db.insert(organizationSubCategories)
        .values(many.map((f) => ({ organizationId: f.id, subCategoryId: 42 })));
      expect(await search({ q: 'repeated name' })).toHaveLength(25);
      // The header's suggestions ask for 20.
      expect(await search({ q: 'repeated name', page_size: 20 })).toHaveLength(20);
    });

    it('validates q, the ZIP and the numbers; needs a token', async () => {
      const url = '/api/v1/search/orgnaization';
      for (const payload of [
        { zipcode: '19104', q: 'a' },
        { zipcode: '19104', q: 'x'.repeat(101) },
        { zipcode: '19104' },
        { zipcode: '19104', q: 'clinic', miles: 0 },
      ]) {
        expectApiError(
          await app.inject({ method: 'POST', url, headers: headers.pa, payload }),
          400,
        );
      }
      const unknownZip = expectApiError(
        await app.inject({
          method: 'POST',
          url,
          headers: headers.pa,
          payload: { zipcode: '00000', q: 'clinic' },
        }),
        400,
      );
      expect(unknownZip.details).toEqual([
        { path: 'body.zipcode', message: 'Enter valid zipcode' },
      ]);
      const badQuery = expectApiError(
        await app.inject({
          method: 'GET',
          url: `${url}?zipcode=19104&q=clinic&age=abc`,
          headers: headers.pa,
        }),
        400,
      );
      expect(badQuery.details.map((detail) => detail.path)).toContain('querystring.age');
      expectApiError(
        await app.inject({ method: 'GET', url: `${url}?zipcode=19104&q=clinic` }),
        401,
      );
      expectApiError(
        await app.inject({
          method: 'GET',
          url: `${url}?zipcode=19104&q=clinic`,
          headers: headers.unsubscribed,
        }),
        403,
      );
    });
  });

  describe('selected organisation and nearby', () => {
    const content = async (
      body: Record<string, unknown>,
      path = '/api/v1/search/orgnaization/content',
      user = 'pa',
    ) =>
      app.inject({
        method: 'POST',
        url: path,
        headers: headers[user],
        payload: { zipcode: '19104', ...body },
      });

    it('puts the selected organisation first, then the others of its sub-category', async () => {
      const response = await content({ org_id: F.mid.id });
      expect(response.statusCode, response.body).toBe(200);
      const data = organizationsResponseSchema.parse(response.json()).data;
      expect(data[0]?.id).toBe(F.mid.id);
      expect(data[0]?.distance).toBeCloseTo(milesBetween(PHILADELPHIA, F.mid), 2);
      expect(ids(data).filter((id) => id === F.mid.id)).toHaveLength(1);
      expect(ids(data.slice(1))).toEqual(
        ids(await list({ page_size: 100 })).filter((id) => id !== F.mid.id),
      );
    });

    it('shows a selected organisation outside the distance first, and says so', async () => {
      const response = await content(
        { org_id: F.newYork.id, miles: 50 },
        '/api/v1/search/organization/content',
      );
      expect(response.statusCode, response.body).toBe(200);
      const data = organizationsResponseSchema.parse(response.json()).data;
      expect(data[0]).toMatchObject({ id: F.newYork.id, outside_radius: true });
      expect(data[0]?.distance).toBeGreaterThan(50);
      // Only the selected one carries the field; the others are all within the distance.
      expect(data.slice(1).every((row) => row.outside_radius === undefined)).toBe(true);
      expect(ids(data.slice(1))).not.toContain(F.newYork.id);
      const near = organizationsResponseSchema.parse((await content({ org_id: F.near.id })).json());
      expect(near.data[0]).toMatchObject({ id: F.near.id, outside_radius: false });
    });

    it('answers 404 for an organisation the rules do not let this user see, as for an unknown one', async () => {
      // NJ's government agency, for a user in PA; veterans-only, for a non-veteran.
      expectApiError(await content({ org_id: F.govNj.id }), 404);
      expectApiError(await content({ org_id: F.veterans.id }), 404);
      expectApiError(await content({ org_id: F.veterans.id, is_veteran: 1 }), 404);
      const veteran = await content({ org_id: F.veterans.id }, undefined, 'veteran');
      expect(organizationsResponseSchema.parse(veteran.json()).data[0]?.id).toBe(F.veterans.id);
      // 18 to 25 under 42; under 45 there is no age rule, so it is found there.
      expectApiError(
        await content({ org_id: F.youth.id, sub_cat_id: 42 }, undefined, 'age30'),
        404,
      );
      const anyKind = await content({ org_id: F.youth.id }, undefined, 'age30');
      expect(organizationsResponseSchema.parse(anyKind.json()).data[0]).toMatchObject({
        id: F.youth.id,
        sub_category_id: 45,
      });
      // 5188 is shown to everyone.
      const always = await content({ org_id: F.alwaysShown.id }, undefined, 'age30');
      expect(organizationsResponseSchema.parse(always.json()).data[0]?.id).toBe(F.alwaysShown.id);
    });

    it('uses the given sub-category and its age rule', async () => {
      const response = await content(
        { org_id: F.youth.id, sub_cat_id: 45 },
        '/api/v1/search/orgnaization/content',
        'age30',
      );
      const data = organizationsResponseSchema.parse(response.json()).data;
      expect(data.map((row) => row.sub_category_id)).toEqual(data.map(() => 45));
      expect(data[0]?.id).toBe(F.youth.id);
    });

    it('answers 404 for an unknown organisation or one not in the sub-category', async () => {
      expectApiError(await content({ org_id: 999_999 }), 404);
      expectApiError(await content({ org_id: F.mid.id, sub_cat_id: 45 }), 404);
      expectApiError(await content({ org_id: 0 }), 400);
      expectApiError(await content({ org_id: F.mid.id, zipcode: '99999' }), 400);
    });
  });

  describe('eligibility comes from the profile on every organisation route', () => {
    const routes = {
      list: (body: Record<string, unknown>, user: string) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/organizations',
          headers: headers[user],
          payload: { sub_cat_id: 42, zip_code: '19104', miles: 500, ...body },
        }),
      search: (body: Record<string, unknown>, user: string) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/search/orgnaization',
          headers: headers[user],
          payload: { zipcode: '19104', q: 'clinic', miles: 500, ...body },
        }),
      searchGet: (body: Record<string, unknown>, user: string) =>
        app.inject({
          method: 'GET',
          url: `/api/v1/search/orgnaization?${new URLSearchParams(
            Object.entries({ zipcode: '19104', q: 'clinic', miles: 500, ...body }).map(
              ([key, value]): [string, string] => [key, String(value)],
            ),
          ).toString()}`,
          headers: headers[user],
        }),
      content: (body: Record<string, unknown>, user: string) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/search/orgnaization/content',
          headers: headers[user],
          payload: { zipcode: '19104', org_id: F.near.id, miles: 500, ...body },
        }),
    };

    it('answers a body with any age and veteran flag as it answers the profile alone', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...(Object.keys(routes) as (keyof typeof routes)[])),
          fc.constantFrom('pa', 'age17', 'age20', 'age30', 'veteran'),
          fc.integer({ min: 0, max: 130 }),
          fc.constantFrom(0, 1),
          async (route, user, age, isVeteran) => {
            const plain = await routes[route]({}, user);
            const claimed = await routes[route]({ age, is_veteran: isVeteran }, user);
            expect(claimed.statusCode, claimed.body).toBe(200);
            // The same rows; a page's cursor is bound to the body as sent, so it differs.
            const { next: claimedNext, ...claimedRest } = claimed.json<{ next?: unknown }>();
            const { next: plainNext, ...plainRest } = plain.json<{ next?: unknown }>();
            expect(claimedRest).toEqual(plainRest);
            expect(claimedNext === null).toBe(plainNext === null);
          },
        ),
        { numRuns: 25 },
      );
    });
  });
});
