import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  createTestTokens,
  createTestUser,
  TEST_AUTH_ENV,
  type TestTokens,
} from '../../test/auth.ts';
import { buildTestApp, expectApiError } from '../../test/test-app.ts';
import { databaseKinds, testDatabaseUrl, useTestDatabase } from '../../test/test-databases.ts';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { LISTENER_NAME, type Tx } from '../db/client.ts';
import { sqlRows } from '../db/sql-rows.ts';
import { subscriptions, users } from '../db/schema.ts';
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
  /** What the kept or read user says of `isVeteran`: 'boolean true' or 'boolean false'. */
  const veteranSeen = async (headers: Record<string, string>) =>
    ((await get('/me', headers)).json() as string[][]).find(([key]) => key === 'isVeteran')?.[1];
  /** A write no trigger sees (as a restore with triggers disabled would be): none is notified. */
  const unseen = (write: (tx: Tx) => Promise<unknown>) =>
    database().db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await write(tx);
    });

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

  // ADR 056: the user is kept between requests until the database says it changed.
  it('sees a change to the user or their subscriptions on the very next request', async () => {
    const { db } = database();
    const { user, claims } = await createTestUser(db, { subscriptionStatus: 'active' });
    const headers = await tokens.headers(claims);
    expect(await veteranSeen(headers)).toBe('boolean false');
    await db.update(users).set({ isVeteran: true }).where(eq(users.id, user.id));
    expect(await veteranSeen(headers)).toBe('boolean true');

    expect((await get('/default', headers)).statusCode).toBe(200);
    await db
      .update(subscriptions)
      .set({ status: 'canceled' })
      .where(eq(subscriptions.userId, user.id));
    expect(expectApiError(await get('/default', headers), 403).code).toBe('subscription_required');
    await db
      .update(subscriptions)
      .set({ status: 'active' })
      .where(eq(subscriptions.userId, user.id));
    expect((await get('/default', headers)).statusCode).toBe(200);
    await db.delete(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(expectApiError(await get('/default', headers), 403).code).toBe('subscription_required');
  });

  it('reads the user once until a change is heard, and only that user again', async () => {
    const { db } = database();
    const first = await createTestUser(db, { subscriptionStatus: 'active' });
    const second = await createTestUser(db, { subscriptionStatus: 'active' });
    const veteran = async ({ claims }: typeof first) => veteranSeen(await tokens.headers(claims));
    expect(await veteran(first)).toBe('boolean false');
    expect(await veteran(second)).toBe('boolean false');
    // The instance goes on answering from what it read, which shows it read it only once.
    for (const { user } of [first, second]) {
      await unseen((tx) => tx.update(users).set({ isVeteran: true }).where(eq(users.id, user.id)));
    }
    expect(await veteran(first)).toBe('boolean false');
    expect(await veteran(second)).toBe('boolean false');
    // Any write of the first user's subscriptions is heard: that user is read again.
    await db
      .update(subscriptions)
      .set({ updatedAt: new Date() })
      .where(eq(subscriptions.userId, first.user.id));
    expect(await veteran(first)).toBe('boolean true');
    expect(await veteran(second)).toBe('boolean false');
  });

  it('reads a kept user again before refusing them', async () => {
    const { db } = database();
    const { user, claims } = await createTestUser(db, { subscriptionStatus: 'past_due' });
    const headers = await tokens.headers(claims);
    expect(expectApiError(await get('/default', headers), 403).code).toBe('subscription_required');
    // Paid through an instance whose notification has not arrived.
    await unseen((tx) =>
      tx.update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.userId, user.id)),
    );
    expect((await get('/default', headers)).statusCode).toBe(200);
  });

  // Only PostgreSQL's notifications come over a connection that can be lost.
  if (kind.kind === 'postgres') {
    it('keeps no user while its notifications may be missed, and again once they are heard', async () => {
      const { db } = database();
      const { user, claims } = await createTestUser(db, { subscriptionStatus: 'active' });
      const headers = await tokens.headers(claims);
      const veteran = () => veteranSeen(headers);
      const unseenVeteran = (isVeteran: boolean) =>
        unseen((tx) => tx.update(users).set({ isVeteran }).where(eq(users.id, user.id)));
      const listener = async () => {
        const [row] = await sqlRows<{ pid: number }>(
          db,
          sql`select pid from pg_stat_activity
              where application_name = ${LISTENER_NAME} and datname = current_database()`,
        );
        return row?.pid;
      };
      const until = async (check: () => Promise<boolean>) => {
        const deadline = Date.now() + 5_000;
        while (!(await check())) {
          if (Date.now() > deadline) throw new Error('not within 5 s');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      expect(await veteran()).toBe('boolean false');
      await unseenVeteran(true);
      expect(await veteran()).toBe('boolean false');

      const lost = await listener();
      expect(lost).toEqual(expect.any(Number));
      // The listening connection cannot come back while new connections are refused (the
      // pool's open one goes on serving the test): the row must be read afresh meanwhile.
      // From the server's own database: PostgreSQL refuses it on the database in use.
      const [{ name } = { name: '' }] = await sqlRows<{ name: string }>(
        db,
        sql`select current_database() as name`,
      );
      const connections = async (allowed: boolean) => {
        const admin = new pg.Client({ connectionString: testDatabaseUrl });
        await admin.connect();
        try {
          await admin.query(`alter database ${name} with allow_connections ${allowed}`);
        } finally {
          await admin.end();
        }
      };
      await connections(false);
      try {
        await db.execute(sql`select pg_terminate_backend(${lost}::int)`);
        await until(async () => (await veteran()) === 'boolean true');
        expect(await listener()).toBeUndefined();
      } finally {
        await connections(true);
      }
      await until(async () => {
        const pid = await listener();
        return pid !== undefined && pid !== lost;
      });
      // Listening again: kept once more until a change is heard.
      await until(async () => {
        await veteran();
        await unseenVeteran(false);
        const kept = (await veteran()) === 'boolean true';
        await unseenVeteran(true);
        return kept;
      });
    });
  }

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
