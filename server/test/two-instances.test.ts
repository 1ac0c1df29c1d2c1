import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import {
  organizations,
  organizationSubCategories,
  subscriptions,
  zipCentroids,
} from '../src/db/schema.ts';
import { seedCatalog } from '../src/db/seed/seed-catalog.ts';
import { loadEnv } from '../src/env.ts';
import { createTestTokens, createTestUser, TEST_AUTH_ENV, type TestTokens } from './auth.ts';
import { databaseKinds } from './test-databases.ts';

/**
 * The server keeps no session state: a user created through one instance is served by
 * another, and a change to the organisations reaches every instance's copy of the listings.
 * Each instance listens on a real port and is called over HTTP.
 */
interface Backend {
  name: string;
  /** One database handle per instance, all on the same data; close() throws it away. */
  open(): Promise<{ forA: Database; forB: Database; close(): Promise<void> }>;
}

const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim();

async function withAdmin<T>(url: string, run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

const backends: Backend[] = [
  {
    // One embedded database shared in-process: still two apps with their own state.
    name: 'two apps on one PGlite',
    async open() {
      const kind = databaseKinds.find((candidate) => candidate.kind === 'pglite');
      const database = await kind!.open();
      return { forA: database, forB: database, close: () => database.close() };
    },
  },
];

if (testDatabaseUrl) {
  backends.push({
    // As two server processes: two connection pools on one fresh PostgreSQL database.
    name: 'two apps, two pools, one PostgreSQL',
    async open() {
      // Lower-case letters and digits only: the name is interpolated as an identifier.
      const name = `vh_two_${randomBytes(6).toString('hex')}`;
      await withAdmin(testDatabaseUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
      const url = new URL(testDatabaseUrl);
      url.pathname = `/${name}`;
      const forA = await openDatabase({ databaseUrl: url.toString() });
      const forB = await openDatabase({ databaseUrl: url.toString() });
      return {
        forA,
        forB,
        async close() {
          await forA.close();
          await forB.close();
          await withAdmin(testDatabaseUrl, async (admin) => {
            await admin.query(
              'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
              [name],
            );
            await admin.query(`DROP DATABASE IF EXISTS ${name}`);
          });
        },
      };
    },
  });
}

describe.each(backends)('$name', (backend) => {
  let databases: Awaited<ReturnType<Backend['open']>>;
  let tokens: TestTokens;
  const apps: FastifyInstance[] = [];
  let baseA: string;
  let baseB: string;

  async function start(database: Database): Promise<string> {
    const app = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...TEST_AUTH_ENV }),
      database,
      // The same identity provider's keys, as every real instance would fetch them.
      auth: tokens.auth,
    });
    apps.push(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  beforeAll(async () => {
    tokens = await createTestTokens();
    databases = await backend.open();
    baseA = await start(databases.forA);
    baseB = await start(databases.forB);
  });
  afterAll(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    await databases?.close();
  });

  it('serves through instance B the user created through instance A', async () => {
    expect(baseA).not.toBe(baseB);
    const email = `two-${randomBytes(4).toString('hex')}@example.org`;
    const headers = {
      authorization: `Bearer ${await tokens.sign({ sub: `test|two-${email}`, email })}`,
      'content-type': 'application/json',
    };
    const signIn = (base: string) =>
      fetch(`${base}/api/v1/getUserInfo`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, first_name: 'Two', role_id: 3, provider_id: 1 }),
      });

    const throughA = await signIn(baseA);
    // Created on first sign-in: 201 (or 200 where the route does not tell the two apart).
    expect([200, 201]).toContain(throughA.status);
    const created = (await throughA.json()) as { data: { user_id: number; email: string } };
    expect(created.data.email).toBe(email);
    expect(created.data.user_id).toEqual(expect.any(Number));

    const throughB = await signIn(baseB);
    expect(throughB.status).toBe(200);
    const again = (await throughB.json()) as { data: { user_id: number } };
    expect(again.data.user_id).toBe(created.data.user_id);

    const payments = await fetch(`${baseB}/api/v1/getUserPayments/${created.data.user_id}`, {
      headers: { authorization: headers.authorization },
    });
    expect(payments.status).toBe(200);
  });

  it('refuses content through one instance once the subscription ends through another', async () => {
    const { db } = databases.forA;
    const { user, claims } = await createTestUser(db, { subscriptionStatus: 'active' });
    const headers = await tokens.headers(claims);
    const content = () => fetch(`${baseB}/api/v1/content/1/1`, { headers });
    // B has read the user and keeps them (ADR 056) ...
    expect((await content()).status).not.toBe(403);
    // ... until the database tells it of the change A's pool made.
    await db
      .update(subscriptions)
      .set({ status: 'canceled' })
      .where(eq(subscriptions.userId, user.id));
    const deadline = Date.now() + 2_000;
    let status = (await content()).status;
    while (status !== 403 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      status = (await content()).status;
    }
    expect(status).toBe(403);
  });

  it('shows a change to the organisations through either instance at once', async () => {
    const { db } = databases.forA;
    await seedCatalog(db);
    await db
      .insert(zipCentroids)
      .values({
        zip: '19104',
        city: 'Philadelphia',
        stateCode: 'PA',
        latitude: 39.9597,
        longitude: -75.2024,
      })
      .onConflictDoNothing();
    const { claims } = await createTestUser(db, { stateCode: 'PA', subscriptionStatus: 'active' });
    const headers = { ...(await tokens.headers(claims)), 'content-type': 'application/json' };
    const search = async (base: string) => {
      const response = await fetch(`${base}/api/v1/organizations`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ sub_cat_id: 42, zip_code: '19104' }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { id: number }[] }).data.map((row) => row.id);
    };
    expect(await search(baseA)).toEqual(await search(baseB));

    const id = 800_001;
    await db.insert(organizations).values({
      id,
      organization: 'Opened Through Another Writer',
      serviceArea: 'local',
      state: 'PA',
      latitude: 39.96,
      longitude: -75.19,
      source: 'test',
      nameSearch: 'opened through another writer',
    });
    await db.insert(organizationSubCategories).values({ organizationId: id, subCategoryId: 42 });
    // Each search reads the database: the next one through either instance finds it.
    expect(await search(baseA)).toContain(id);
    expect(await search(baseB)).toContain(id);
  });
});
