import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminOrganizationSchema,
  dueOrganizationsSchema,
  organizationHistorySchema,
  problemReportDetailSchema,
} from '../../../src/contracts/operator-console.ts';
import { organizationPageResponseSchema } from '../../../src/contracts/organizations.ts';
import { normalizeSearchText } from '../../../src/contracts/search-text.ts';
import {
  createTestTokens,
  createTestUser,
  TEST_AUTH_ENV,
  type TestTokens,
} from '../../test/auth.ts';
import { buildTestApp, expectApiError } from '../../test/test-app.ts';
import { databaseKinds, useTestDatabase } from '../../test/test-databases.ts';
import {
  organizationChanges,
  organizations,
  organizationSubCategories,
  organizationViews,
} from '../db/schema.ts';
import { prepareImportDatabase } from '../services/organization-import/test-fixtures.ts';
import { todayIn } from '../services/operator-console/organization-records.ts';

// The operator console's calls (issue 37, point 3; ADR 047) on both databases: two operators
// editing one record, the contract's refusals, verification, the history and the due list.

/** Vocational rehabilitation: a sub-category the radius search lists near 19104. */
const SUB_CATEGORY = 42;
const LIGHTHOUSE = 980_001;

type Fixture = Partial<typeof organizations.$inferInsert> & { id: number; organization: string };
const organization = (fixture: Fixture): typeof organizations.$inferInsert => ({
  serviceArea: 'local',
  source: 'Test fixture',
  ...fixture,
  nameSearch: normalizeSearchText(`${fixture.organization} ${fixture.city ?? ''}`),
});

/** The contract's editable values of a record as loaded, for a save to change. */
const editable = (record: ReturnType<typeof adminOrganizationSchema.parse>) => ({
  organization: record.organization,
  address_1: record.address_1,
  address_2: record.address_2,
  city: record.city,
  state: record.state,
  zip_code: record.zip_code,
  phone: record.phone,
  tollfree: record.tollfree,
  tty: record.tty,
  website: record.website,
  description: record.description,
  description_sp: record.description_sp,
});

describe.each(databaseKinds)('the operator console on $kind', (kind) => {
  const database = useTestDatabase(kind);
  const db = () => database().db;
  let tokens: TestTokens;
  let app: FastifyInstance;
  let first: { headers: Record<string, string>; email: string };
  let second: { headers: Record<string, string>; email: string };
  let subscriber: Record<string, string>;

  beforeAll(async () => {
    await prepareImportDatabase(db());
    await db()
      .insert(organizations)
      .values(
        organization({
          id: LIGHTHOUSE,
          organization: 'Lighthouse for the Blind',
          address1: '100 Market St',
          city: 'Philadelphia',
          state: 'PA',
          zipCode: '19104',
          phone: '215-555-0100',
          website: 'https://lighthouse.example',
          latitude: 39.96,
          longitude: -75.19,
        }),
      );
    await db()
      .insert(organizationSubCategories)
      .values({ organizationId: LIGHTHOUSE, subCategoryId: SUB_CATEGORY });
    tokens = await createTestTokens();
    app = await buildTestApp(database(), { env: TEST_AUTH_ENV, auth: tokens.auth });
    const operator = async () => {
      const { user, claims } = await createTestUser(db(), { isAdmin: true });
      return { headers: await tokens.headers(claims), email: user.email };
    };
    first = await operator();
    second = await operator();
    const { claims } = await createTestUser(db(), {
      subscriptionStatus: 'active',
      stateCode: 'PA',
    });
    subscriber = await tokens.headers(claims);
  });
  afterAll(() => app.close());

  const load = async (id: number, headers = first.headers) => {
    const answer = await app.inject({
      method: 'GET',
      url: `/api/v1/admin/organizations/${id}`,
      headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return adminOrganizationSchema.parse(answer.json());
  };
  const save = (id: number, headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/v1/admin/organizations/${id}`, headers, payload });
  const history = async (id: number) =>
    organizationHistorySchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/v1/admin/organizations/${id}/history`,
          headers: first.headers,
        })
      ).json(),
    ).data;

  it('keeps the first of two operators’ saves and refuses the second (409), writing nothing of it', async () => {
    const mine = await load(LIGHTHOUSE, first.headers);
    const theirs = await load(LIGHTHOUSE, second.headers);
    expect(mine.version).toBe(theirs.version);

    const accepted = await save(LIGHTHOUSE, first.headers, {
      version: mine.version,
      values: { ...editable(mine), phone: '(215) 555-0199' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const saved = adminOrganizationSchema.parse(accepted.json());
    expect(saved).toMatchObject({ phone: '(215) 555-0199', version: mine.version + 1 });

    const refused = await save(LIGHTHOUSE, second.headers, {
      version: theirs.version,
      values: { ...editable(theirs), website: 'https://other.example' },
    });
    expect(expectApiError(refused, 409).code).toBe('conflict');

    const now = await load(LIGHTHOUSE);
    expect(now).toMatchObject({
      phone: '(215) 555-0199',
      website: 'https://lighthouse.example',
      version: mine.version + 1,
    });
    const rows = await db()
      .select()
      .from(organizationChanges)
      .where(eq(organizationChanges.organizationId, LIGHTHOUSE));
    expect(rows).toEqual([
      expect.objectContaining({
        field: 'phone',
        oldValue: '215-555-0100',
        newValue: '(215) 555-0199',
        operatorEmail: first.email,
        version: mine.version + 1,
      }),
    ]);

    // Saved again from the current version, the second operator's change is kept.
    const again = await save(LIGHTHOUSE, second.headers, {
      version: now.version,
      values: { ...editable(now), website: 'https://other.example' },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await history(LIGHTHOUSE)).map(({ field, operator }) => [field, operator])).toEqual([
      ['website', second.email],
      ['phone', first.email],
    ]);
  });

  it('lets exactly one of two saves sent at once through', async () => {
    const record = await load(LIGHTHOUSE);
    const before = (await history(LIGHTHOUSE)).length;
    const answers = await Promise.all(
      ['Suite 1', 'Suite 2'].map((suite, index) =>
        save(LIGHTHOUSE, index === 0 ? first.headers : second.headers, {
          version: record.version,
          values: { ...editable(record), address_2: suite },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const changes = await history(LIGHTHOUSE);
    expect(changes).toHaveLength(before + 1);
    expect(changes[0]!.new_value).toBe((await load(LIGHTHOUSE)).address_2);
  });

  it('refuses a save loaded before another writer (an import) changed the record', async () => {
    const record = await load(LIGHTHOUSE);
    // Any writer but the console, as the importer writes: the trigger moves the version on.
    await db().update(organizations).set({ tty: '711' }).where(eq(organizations.id, LIGHTHOUSE));
    const now = await load(LIGHTHOUSE);
    expect(now.version).toBe(record.version + 1);
    expectApiError(
      await save(LIGHTHOUSE, first.headers, {
        version: record.version,
        values: { ...editable(record), phone: '215-555-0111' },
      }),
      409,
    );
    // A write that changes nothing keeps it.
    await db().update(organizations).set({ tty: '711' }).where(eq(organizations.id, LIGHTHOUSE));
    expect((await load(LIGHTHOUSE)).version).toBe(now.version);
  });

  it('shows the new phone in a radius search at once (the listings follow by trigger)', async () => {
    const record = await load(LIGHTHOUSE);
    const answer = await save(LIGHTHOUSE, first.headers, {
      version: record.version,
      values: { ...editable(record), phone: '215-555-0142' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const search = await app.inject({
      method: 'POST',
      url: '/api/v1/organizations',
      headers: subscriber,
      payload: { sub_cat_id: SUB_CATEGORY, zip_code: '19104' },
    });
    expect(search.statusCode, search.body).toBe(200);
    const found = organizationPageResponseSchema
      .parse(search.json())
      .data.find((entry) => entry.id === LIGHTHOUSE);
    expect(found?.phone).toBe('215-555-0142');
  });

  it.each([
    ['a phone that is not one', { phone: 'call us' }, 'phone', 'phone'],
    ['a website without http', { website: 'ftp://lighthouse.example' }, 'website', 'website'],
    ['a one-letter name', { organization: 'L' }, 'organization', 'tooShort'],
    ['a ZIP of three digits', { zip_code: '191' }, 'zip_code', 'zip'],
    ['a state we do not know', { state: 'ZZ' }, 'state', 'stateUnknown'],
  ])(
    'refuses %s with the field and its message key, writing nothing',
    async (_label, change, field, key) => {
      const record = await load(LIGHTHOUSE);
      const before = (await history(LIGHTHOUSE)).length;
      const error = expectApiError(
        await save(LIGHTHOUSE, first.headers, {
          version: record.version,
          values: { ...editable(record), ...change },
        }),
        400,
      );
      expect(error.details).toContainEqual({ path: `body.values.${field}`, message: key });
      expect(await load(LIGHTHOUSE)).toEqual(record);
      expect(await history(LIGHTHOUSE)).toHaveLength(before);
    },
  );

  it('marks a record verified today, by whom and how, and refuses a stale verification', async () => {
    const record = await load(LIGHTHOUSE);
    const verify = (version: number) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/admin/organizations/${LIGHTHOUSE}/verify`,
        headers: second.headers,
        payload: { version, how: 'phone' },
      });
    const answer = await verify(record.version);
    expect(answer.statusCode, answer.body).toBe(200);
    // Without a time zone, the day in UTC.
    const today = todayIn('UTC');
    expect(adminOrganizationSchema.parse(answer.json())).toMatchObject({
      verified_at: today,
      verified_how: 'phone',
      verified_by: second.email,
      version: record.version + 1,
    });
    expect(expectApiError(await verify(record.version), 409).code).toBe('conflict');
    const latest = (await history(LIGHTHOUSE)).slice(0, 2);
    expect(latest.map(({ field, new_value }) => [field, new_value]).sort()).toEqual([
      ['verified_at', today],
      ['verified_how', 'phone'],
    ]);
    expect(
      expectApiError(
        await app.inject({
          method: 'POST',
          url: `/api/v1/admin/organizations/${LIGHTHOUSE}/verify`,
          headers: second.headers,
          payload: { version: record.version + 1, how: 'carrier pigeon' },
        }),
        400,
      ).details,
    ).toContainEqual({ path: 'body.how', message: 'howRequired' });
  });

  it("dates a verification by the operator's calendar, and refuses a time zone nobody has", async () => {
    const verifyIn = async (timeZone: string) => {
      const { version } = await load(LIGHTHOUSE);
      return app.inject({
        method: 'POST',
        url: `/api/v1/admin/organizations/${LIGHTHOUSE}/verify`,
        headers: second.headers,
        payload: { version, how: 'email', time_zone: timeZone },
      });
    };
    // Twenty-five hours apart: on any day, at any hour, their calendars differ.
    const dates = [];
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const before = todayIn(zone);
      const answer = await verifyIn(zone);
      expect(answer.statusCode, answer.body).toBe(200);
      const { verified_at } = adminOrganizationSchema.parse(answer.json());
      // A midnight may pass during the request.
      expect([before, todayIn(zone)]).toContain(verified_at);
      dates.push(verified_at);
    }
    expect(dates[0]).not.toBe(dates[1]);

    const stored = await load(LIGHTHOUSE);
    const refused = expectApiError(await verifyIn('Mars/Olympus_Mons'), 400);
    expect(refused.details).toContainEqual({ path: 'body.time_zone', message: 'timeZoneUnknown' });
    expect(await load(LIGHTHOUSE)).toEqual(stored);
  });

  it('gives the history newest first, one version per save', async () => {
    const changes = await history(LIGHTHOUSE);
    expect(changes.length).toBeGreaterThan(3);
    const versions = changes.map((change) => change.version);
    expect(versions).toEqual([...versions].sort((a, b) => b - a));
    const times = changes.map((change) => change.changed_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('answers 404 for an organisation that is not there', async () => {
    expectApiError(
      await app.inject({
        method: 'GET',
        url: '/api/v1/admin/organizations/424242',
        headers: first.headers,
      }),
      404,
    );
    expectApiError(
      await save(424_242, first.headers, {
        version: 1,
        values: { ...editable(await load(LIGHTHOUSE)) },
      }),
      404,
    );
  });

  it('counts a view each time someone is shown an organisation on its own', async () => {
    const views = async () =>
      (
        await db()
          .select({ views: organizationViews.views })
          .from(organizationViews)
          .where(eq(organizationViews.organizationId, LIGHTHOUSE))
      )[0]?.views ?? 0;
    const before = await views();
    for (let i = 0; i < 2; i += 1) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/v1/search/orgnaization/content',
        headers: subscriber,
        payload: { org_id: LIGHTHOUSE, zipcode: '19104' },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    expect(await views()).toBe(before + 2);
  });

  it('opens a report beside its record as it is now', async () => {
    const sent = await app.inject({
      method: 'POST',
      url: '/api/v1/problem-reports',
      headers: subscriber,
      payload: {
        target: { type: 'organization', id: LIGHTHOUSE },
        kind: 'wrong_phone',
        details: 'Rings a fax.',
        language: 'en',
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { id } = sent.json<{ id: number }>();
    const record = await load(LIGHTHOUSE);
    await save(LIGHTHOUSE, first.headers, {
      version: record.version,
      values: { ...editable(record), phone: '215-555-0177' },
    });
    const answer = await app.inject({
      method: 'GET',
      url: `/api/v1/admin/problem-reports/${id}`,
      headers: first.headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const detail = problemReportDetailSchema.parse(answer.json());
    expect(detail.report.snapshot).toMatchObject({ phone: record.phone });
    expect(detail.organization).toMatchObject({ id: LIGHTHOUSE, phone: '215-555-0177' });
    expectApiError(
      await app.inject({
        method: 'GET',
        url: '/api/v1/admin/problem-reports/999999',
        headers: first.headers,
      }),
      404,
    );
  });
});

describe.each(databaseKinds)('the due list on $kind', (kind) => {
  const database = useTestDatabase(kind);
  const db = () => database().db;
  let app: FastifyInstance;
  let headers: Record<string, string>;

  beforeAll(async () => {
    const daysAgo = (days: number) =>
      new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    const full = { phone: '215-555-0100', address1: '1 Main St', city: 'Philadelphia' };
    await db()
      .insert(organizations)
      .values(
        [
          { id: 970_001, organization: 'Checked last month', verifiedAt: daysAgo(30), ...full },
          { id: 970_002, organization: 'Checked long ago', verifiedAt: daysAgo(400), ...full },
          { id: 970_003, organization: 'No phone', city: 'Philadelphia' },
          { id: 970_004, organization: 'Busy and complete', ...full },
          { id: 970_005, organization: 'Quiet and complete', ...full },
          { id: 970_006, organization: 'No street', phone: '215-555-0101' },
        ].map(organization),
      );
    const today = daysAgo(0);
    await db()
      .insert(organizationViews)
      .values([
        { organizationId: 970_004, day: today, views: 3 },
        { organizationId: 970_004, day: daysAgo(10), views: 2 },
        // Outside the 90 days: not counted.
        { organizationId: 970_005, day: daysAgo(120), views: 50 },
        { organizationId: 970_006, day: today, views: 1 },
      ]);
    const tokens = await createTestTokens();
    app = await buildTestApp(database(), { env: TEST_AUTH_ENV, auth: tokens.auth });
    const { claims } = await createTestUser(db(), { isAdmin: true });
    headers = await tokens.headers(claims);
  });
  afterAll(() => app.close());

  it('lists records never or long ago verified: incomplete first, then busiest, then oldest', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/organizations/due',
      headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const due = dueOrganizationsSchema.parse(answer.json());
    expect(due.total).toBe(5);
    expect(due.data.map(({ organization, views }) => [organization, views])).toEqual([
      ['No street', 1],
      ['No phone', 0],
      ['Busy and complete', 5],
      ['Quiet and complete', 0],
      ['Checked long ago', 0],
    ]);
    expect(due.data[0]).toMatchObject({ missing_phone: false, missing_address: true });
  });
});
