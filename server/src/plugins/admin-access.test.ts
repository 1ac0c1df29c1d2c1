import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestTokens,
  createTestUser,
  TEST_AUTH_ENV,
  type TestTokens,
} from '../../test/auth.ts';
import { printedRoutes } from '../../test/printed-routes.ts';
import { buildTestApp, expectApiError } from '../../test/test-app.ts';
import { databaseKinds, useTestDatabase } from '../../test/test-databases.ts';

// Every operator route refuses everyone else (issue 37), proved by walking the app's own route
// table rather than a list that could forget a route: a subscriber's token gets 403, an expired
// token and no token get 401 (the API's answer to "who are you?" everywhere).

describe.each(databaseKinds)('the operator routes on $kind', (kind) => {
  const database = useTestDatabase(kind);
  let tokens: TestTokens;
  let app: FastifyInstance;
  let adminRoutes: { method: string; url: string }[] = [];

  beforeAll(async () => {
    tokens = await createTestTokens();
    app = await buildTestApp(database(), { env: TEST_AUTH_ENV, auth: tokens.auth });
    await app.ready();
    const apiRoutes = printedRoutes(app).filter(
      (route) => route.url.startsWith('/api/v1/') && !['HEAD', 'OPTIONS'].includes(route.method),
    );
    adminRoutes = apiRoutes.filter((route) => route.url.startsWith('/api/v1/admin/'));
  });
  afterAll(() => app.close());

  const call = (route: { method: string; url: string }, headers: Record<string, string>) =>
    app.inject({
      method: route.method as 'GET',
      url: route.url.replace(/:\w+/g, '1'),
      headers,
      ...(route.method === 'GET' ? {} : { payload: {} }),
    });

  it('finds the operator routes in the route table', () => {
    expect(adminRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/v1/admin/problem-reports',
        'GET /api/v1/admin/problem-reports/:id',
        'POST /api/v1/admin/problem-reports/:id/close',
        'GET /api/v1/admin/organizations/due',
        'GET /api/v1/admin/organizations/:id',
        'PUT /api/v1/admin/organizations/:id',
        'POST /api/v1/admin/organizations/:id/verify',
        'GET /api/v1/admin/organizations/:id/history',
      ]),
    );
  });

  it('refuses a subscriber (403), an expired token and none (401) on every one', async () => {
    const { claims } = await createTestUser(database().db, { subscriptionStatus: 'active' });
    const subscriber = await tokens.headers(claims);
    const expired = await tokens.headers(claims, { expiresIn: -120 });
    for (const route of adminRoutes) {
      const name = `${route.method} ${route.url}`;
      expect(expectApiError(await call(route, subscriber), 403).code, name).toBe('forbidden');
      expect(expectApiError(await call(route, expired), 401).code, name).toBe('unauthorized');
      expect(expectApiError(await call(route, {}), 401).code, name).toBe('unauthorized');
    }
  });

  it('lets an operator through on every one (past the access check)', async () => {
    const { claims } = await createTestUser(database().db, { isAdmin: true });
    const operator = await tokens.headers(claims);
    for (const route of adminRoutes) {
      const answer = await call(route, operator);
      // A made-up id or an empty body may still be refused, but not for who is asking.
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(answer.statusCode);
    }
  });
});
