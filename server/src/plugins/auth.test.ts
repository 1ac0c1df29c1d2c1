import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  createTestTokens,
  createTestUser,
  TEST_AUTH_ENV,
  type TestTokens,
} from '../../test/auth.ts';
import { buildTestApp, expectApiError } from '../../test/test-app.ts';
import { databaseKinds, useTestDatabase } from '../../test/test-databases.ts';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { assertOwnerOrAdmin, registerAuth } from './auth.ts';

// Routes added by the test itself, one per access level, so these rules are tested apart
// from any feature's routes.
describe.each(databaseKinds)('bearer tokens and access levels on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;
  let tokens: TestTokens;

  beforeAll(async () => {
    tokens = await createTestTokens();
    app = await buildTestApp(database(), { env: TEST_AUTH_ENV, auth: tokens.auth });
    await app.register(
      async (scope) => {
        registerAuth(scope, tokens.auth);
        scope.get('/open', { config: { access: 'public' } }, async () => ({ ok: true }));
        scope.get('/signed-in', { config: { access: 'signed-in' } }, async (request) => ({
          identity: request.identity,
        }));
        scope.get('/default', async (request) => ({ userId: (await request.currentUser()).id }));
        scope.get('/me', async (request) => {
          const user = await request.currentUser();
          // Each field with its JavaScript type, so that a Date and its text differ.
          return Object.entries(user).map(([key, value]) => [
            key,
            value instanceof Date ? `Date ${value.toISOString()}` : `${typeof value} ${value}`,
          ]);
        });
      },
      { prefix: '/probe' },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/probe${url}`, headers });

  it('lets anyone reach a public route', async () => {
    expect((await get('/open')).statusCode).toBe(200);
  });

  it('answers 401 with the error object without a token or with a malformed one', async () => {
    expectApiError(await get('/signed-in'), 401);
    expectApiError(await get('/signed-in', { authorization: 'Bearer nonsense' }), 401);
    expectApiError(await get('/signed-in', { authorization: 'Basic dXNlcjpwYXNz' }), 401);
  });

  it('refuses expired tokens, other issuers, other audiences and other keys', async () => {
    const claims = { sub: 'auth0|1', email: 'a@example.org' };
    const expired = await get('/signed-in', await tokens.headers(claims, { expiresIn: -120 }));
    expect(expectApiError(expired, 401).message).toBe('Your session has expired.');
    expectApiError(
      await get('/signed-in', await tokens.headers(claims, { issuer: 'https://evil.example/' })),
      401,
    );
    expectApiError(
      await get('/signed-in', await tokens.headers(claims, { audience: 'another-api' })),
      401,
    );
    const stranger = await createTestTokens();
    expectApiError(await get('/signed-in', await stranger.headers(claims)), 401);
  });

  it('remembers a verified token only as that exact text and only until it expires', async () => {
    const claims = { sub: 'auth0|remembered', email: 'r@example.org' };
    const { authorization } = await tokens.headers(claims, { expiresIn: 60 });
    expect((await get('/signed-in', { authorization })).statusCode).toBe(200);
    // The same header and payload with another signature is not the remembered token.
    const [header, payload, signature = ''] = authorization.slice('Bearer '.length).split('.');
    const otherSignature = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const forged = `Bearer ${header}.${payload}.${otherSignature}`;
    expectApiError(await get('/signed-in', { authorization: forged }), 401);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Past its expiry and the 30 s clock tolerance.
      vi.setSystemTime(Date.now() + 91_000);
      const expired = expectApiError(await get('/signed-in', { authorization }), 401);
      expect(expired.message).toBe('Your session has expired.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads the subject and a lower-cased e-mail, plain or namespaced', async () => {
    const plain = await get(
      '/signed-in',
      await tokens.headers({ sub: 'auth0|2', email: ' Person@Example.ORG ' }),
    );
    expect(plain.json()).toEqual({ identity: { subject: 'auth0|2', email: 'person@example.org' } });
    const namespaced = await get(
      '/signed-in',
      await tokens.headers({ sub: 'auth0|3', 'https://vision-hub.example.org/email': 'x@y.org' }),
    );
    expect(namespaced.json()).toEqual({ identity: { subject: 'auth0|3', email: 'x@y.org' } });
    const unverified = await get(
      '/signed-in',
      await tokens.headers({ sub: 'auth0|4', email: 'z@y.org', email_verified: false }),
    );
    expect(unverified.json()).toEqual({ identity: { subject: 'auth0|4', email: null } });
  });

  it('makes a route without an access setting need a subscription (fails closed)', async () => {
    const { db } = database();
    const unknown = await get('/default', await tokens.headers({ sub: 'nobody|1' }));
    expect(expectApiError(unknown, 403).code).toBe('forbidden');

    const lapsed = await createTestUser(db, { subscriptionStatus: 'past_due' });
    const refused = expectApiError(await get('/default', await tokens.headers(lapsed.claims)), 403);
    expect(refused.code).toBe('subscription_required');
    expect(refused.message).toBe("You don't appear to have an active subscription.");

    const none = await createTestUser(db);
    expectApiError(await get('/default', await tokens.headers(none.claims)), 403);

    for (const status of ['active', 'trial_active'] as const) {
      const member = await createTestUser(db, { subscriptionStatus: status });
      const response = await get('/default', await tokens.headers(member.claims));
      expect(response.json()).toEqual({ userId: member.user.id });
    }
    const admin = await createTestUser(db, { isAdmin: true });
    expect((await get('/default', await tokens.headers(admin.claims))).statusCode).toBe(200);
  });

  it('reads the current user as drizzle reads the row: every column, each of its type', async () => {
    const { db } = database();
    const { user, claims } = await createTestUser(db, {
      subscriptionStatus: 'active',
      dob: '1961-02-28',
      contactNumber: '215-555-0100',
      zipcode: '19104',
      stateCode: 'PA',
      address1: '1 Main St',
      latitude: 39.9566,
      longitude: -75.1899,
      isVeteran: true,
    });
    const [stored] = await db.select().from(users).where(eq(users.id, user.id));
    const typed = (row: object) =>
      Object.entries(row).map(([key, value]) => [
        key,
        value instanceof Date ? `Date ${value.toISOString()}` : `${typeof value} ${value}`,
      ]);
    const response = await get('/me', await tokens.headers(claims));
    expect(response.json()).toEqual(typed(stored ?? {}));
    expect(response.json()).toContainEqual(['dob', 'string 1961-02-28']);
  });

  it('answers 404 for unknown API paths without asking for a token', async () => {
    expectApiError(await app.inject({ method: 'GET', url: '/api/v1/no-such-route' }), 404);
  });
});

describe('assertOwnerOrAdmin', () => {
  const user = (id: number, isAdmin = false) =>
    ({ id, isAdmin }) as Parameters<typeof assertOwnerOrAdmin>[0];
  it('lets a user read and write their own records only', () => {
    expect(() => assertOwnerOrAdmin(user(1), 1, 'write')).not.toThrow();
    expect(() => assertOwnerOrAdmin(user(1), 2)).toThrow(/access/);
    expect(() => assertOwnerOrAdmin(user(1), 2, 'write')).toThrow(/access/);
  });
  it('lets an admin read but not write anyone else’s', () => {
    expect(() => assertOwnerOrAdmin(user(1, true), 2)).not.toThrow();
    expect(() => assertOwnerOrAdmin(user(1, true), 2, 'write')).toThrow(/access/);
  });
});
