import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemReportListSchema } from '../../../src/contracts/problem-reports.ts';
import {
  createTestTokens,
  createTestUser,
  TEST_AUTH_ENV,
  type TestTokens,
} from '../../test/auth.ts';
import { buildTestApp, expectApiError } from '../../test/test-app.ts';
import { databaseKinds, useTestDatabase } from '../../test/test-databases.ts';
import { organizations, problemReports, users } from '../db/schema.ts';
import { seedCatalog } from '../db/seed/seed-catalog.ts';
import { seedGuides } from '../db/seed/seed-guides.ts';
import { REPORTS_PER_USER_PER_DAY } from './problem-reports.ts';

const ROLES_CLAIM = 'https://roles.example/roles';
const ORGANIZATION = 990_001;

describe.each(databaseKinds)('problem reports on $kind', (kind) => {
  const database = useTestDatabase(kind);
  let tokens: TestTokens;
  let app: FastifyInstance;
  let guideId = 0;

  beforeAll(async () => {
    const { db } = database();
    await seedCatalog(db);
    await seedGuides(db);
    const [guide] = await db.query.guideContents.findMany({ limit: 1 });
    guideId = guide!.id;
    await db.insert(organizations).values({
      id: ORGANIZATION,
      organization: 'Lighthouse for the Blind',
      city: 'Philadelphia',
      state: 'PA',
      phone: '215-555-0100',
      website: 'https://lighthouse.example',
      serviceArea: 'local',
      source: 'seed',
      nameSearch: 'lighthouse for the blind',
    });
    tokens = await createTestTokens();
    app = await buildTestApp(database(), {
      env: { ...TEST_AUTH_ENV, AUTH_ROLES_CLAIM: ROLES_CLAIM, REPORT_RATE_LIMIT_PER_HOUR: '1000' },
      auth: tokens.auth,
    });
  });
  afterAll(() => app.close());

  const person = async (options: Parameters<typeof createTestUser>[1] = {}) => {
    const { user, claims } = await createTestUser(database().db, {
      subscriptionStatus: 'active',
      ...options,
    });
    return { user, headers: await tokens.headers(claims) };
  };
  const report = (headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'POST', url: '/api/v1/problem-reports', headers, payload });
  const WRONG_PHONE = {
    target: { type: 'organization', id: ORGANIZATION },
    kind: 'wrong_phone',
    details: 'The number rings a fax machine.',
    reply_email: 'Reader@Example.org',
    language: 'sp',
  };

  it('stores a report with the reporter, the time and the record as it stood', async () => {
    const { user, headers } = await person();
    const answer = await report(headers, WRONG_PHONE);
    expect(answer.statusCode).toBe(201);
    const { id } = answer.json<{ id: number }>();
    const [row] = await database()
      .db.select()
      .from(problemReports)
      .where(eq(problemReports.id, id));
    expect(row).toMatchObject({
      organizationId: ORGANIZATION,
      guideId: null,
      kind: 'wrong_phone',
      details: 'The number rings a fax machine.',
      replyEmail: 'reader@example.org',
      userId: user.id,
      language: 'sp',
      state: 'open',
    });
    expect(row!.snapshot).toMatchObject({
      name: 'Lighthouse for the Blind',
      phone: '215-555-0100',
    });
    expect(Date.now() - row!.createdAt.getTime()).toBeLessThan(60_000);
  });

  it('takes a report about a guide, without an e-mail for a reply', async () => {
    const { headers } = await person({ subscriptionStatus: undefined });
    const answer = await report(headers, {
      target: { type: 'guide', id: guideId },
      kind: 'other',
      details: 'The second link is broken.',
      language: 'en',
    });
    expect(answer.statusCode).toBe(201);
  });

  it.each([
    ['an unknown kind', { kind: 'rude' }, 'kind', 'kindRequired'],
    ['1,001 characters of details', { details: 'x'.repeat(1001) }, 'details', 'detailsTooLong'],
    ['"other" with no details', { kind: 'other', details: '   ' }, 'details', 'detailsRequired'],
    [
      'a reply address that is not one',
      { reply_email: 'not an address' },
      'reply_email',
      'emailInvalid',
    ],
  ])(
    'refuses %s with the field and its message key, storing nothing',
    async (_label, change, path, key) => {
      const { user, headers } = await person();
      const error = expectApiError(await report(headers, { ...WRONG_PHONE, ...change }), 400);
      expect(error.details).toContainEqual({ path: `body.${path}`, message: key });
      const rows = await database()
        .db.select()
        .from(problemReports)
        .where(eq(problemReports.userId, user.id));
      expect(rows).toEqual([]);
    },
  );

  it('answers 404 for an organisation or guide that is not there', async () => {
    const { headers } = await person();
    const missing = { ...WRONG_PHONE, target: { type: 'organization', id: 424_242 } };
    expectApiError(await report(headers, missing), 404);
    expectApiError(
      await report(headers, { ...missing, target: { type: 'guide', id: 424_242 } }),
      404,
    );
  });

  it('needs a sign-in', async () => {
    expectApiError(await report({}, WRONG_PHONE), 401);
  });

  it(`takes ${REPORTS_PER_USER_PER_DAY} reports a day from one person, even sent at once`, async () => {
    const { user, headers } = await person();
    const answers = await Promise.all(
      Array.from({ length: REPORTS_PER_USER_PER_DAY + 3 }, () => report(headers, WRONG_PHONE)),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(
      REPORTS_PER_USER_PER_DAY,
    );
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(expectApiError(refused, 429).code).toBe('rate_limited');
    }
    const rows = await database()
      .db.select()
      .from(problemReports)
      .where(eq(problemReports.userId, user.id));
    expect(rows).toHaveLength(REPORTS_PER_USER_PER_DAY);
  });

  it('lets an operator list open reports by kind, and close each once', async () => {
    const { headers } = await person();
    const { id } = (await report(headers, { ...WRONG_PHONE, kind: 'closed' })).json<{
      id: number;
    }>();
    const operator = await person({ isAdmin: true });
    const list = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/problem-reports?state=open&kind=closed',
      headers: operator.headers,
    });
    expect(list.statusCode).toBe(200);
    const reports = problemReportListSchema.parse(list.json()).data;
    expect(reports.every((entry) => entry.kind === 'closed' && entry.state === 'open')).toBe(true);
    expect(reports.find((entry) => entry.id === id)?.target).toEqual({
      type: 'organization',
      id: ORGANIZATION,
      name: 'Lighthouse for the Blind',
    });

    const close = (state: string, outcome: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/admin/problem-reports/${id}/close`,
        headers: operator.headers,
        payload: { state, outcome },
      });
    const closed = await close('resolved', 'Called them: still open, number fixed.');
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ state: 'resolved', outcome: expect.any(String) });
    // A second operator's click finds it closed and changes nothing.
    expect(expectApiError(await close('dismissed', 'Duplicate'), 409).code).toBe('conflict');
    const [row] = await database()
      .db.select()
      .from(problemReports)
      .where(eq(problemReports.id, id));
    expect(row).toMatchObject({ state: 'resolved', closedBy: operator.user.id });
    expectApiError(
      await app.inject({
        method: 'POST',
        url: '/api/v1/admin/problem-reports/999999/close',
        headers: operator.headers,
        payload: { state: 'dismissed', outcome: 'x' },
      }),
      404,
    );
  });

  it('makes and unmakes operators from the roles claim at sign-in', async () => {
    const { db } = database();
    const { user, claims } = await createTestUser(db, { subscriptionStatus: 'active' });
    const signIn = async (roles: string[]) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/getUserInfo',
        headers: await tokens.headers({ ...claims, [ROLES_CLAIM]: roles }),
        payload: {},
      });
    const isAdmin = async () =>
      (await db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, user.id)))[0]
        ?.isAdmin;
    expect((await signIn(['admin'])).statusCode).toBe(200);
    expect(await isAdmin()).toBe(true);
    expect((await signIn(['editor'])).statusCode).toBe(200);
    expect(await isAdmin()).toBe(false);
  });
});
