import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestTokens, TEST_AUTH_ENV, type TestTokens } from '../../test/auth.ts';
import { buildTestApp, expectApiError } from '../../test/test-app.ts';
import { databaseKinds, useTestDatabase } from '../../test/test-databases.ts';
import { registerAuth } from './auth.ts';

const testRedisUrl = process.env.TEST_REDIS_URL?.trim();

describe.each(databaseKinds)('rate limits on $kind', (kind) => {
  const database = useTestDatabase(kind);
  let tokens: TestTokens;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    tokens = await createTestTokens();
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  /** An app with probe routes of its own, so the limits are tested apart from any feature. */
  async function probeApp(env: Record<string, string>) {
    const app = await buildTestApp(database(), {
      env: { ...TEST_AUTH_ENV, ...env },
      auth: tokens.auth,
    });
    apps.push(app);
    await app.register(
      async (scope) => {
        registerAuth(scope, tokens.auth);
        scope.get('/open', { config: { access: 'public' } }, async () => ({ ok: true }));
        scope.get('/mine', { config: { access: 'signed-in' } }, async () => ({ ok: true }));
      },
      { prefix: '/probe' },
    );
    await app.ready();
    return app;
  }

  /** A subject no other run has used: Redis counters outlive a test process. */
  const newUser = () => ({
    sub: `test|limits-${randomBytes(6).toString('hex')}`,
    email: 'limits@example.org',
  });

  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/probe${url}`, headers });

  it('limits each signed-in user, whatever their address, with the error object', async () => {
    const app = await probeApp({ USER_RATE_LIMIT_PER_MINUTE: '2', RATE_LIMIT_PER_MINUTE: '100' });
    const first = await tokens.headers(newUser());
    const second = await tokens.headers(newUser());
    expect((await get(app, '/mine', first)).statusCode).toBe(200);
    expect((await get(app, '/mine', first)).statusCode).toBe(200);
    const limited = await get(app, '/mine', first);
    expect(expectApiError(limited, 429).code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another user from the same address is not affected, nor are public routes.
    expect((await get(app, '/mine', second)).statusCode).toBe(200);
    expect((await get(app, '/open')).statusCode).toBe(200);
    expect((await get(app, '/open', first)).statusCode).toBe(200);
  });

  it('does not count requests without a valid token against a user', async () => {
    const app = await probeApp({ USER_RATE_LIMIT_PER_MINUTE: '1', RATE_LIMIT_PER_MINUTE: '100' });
    for (let i = 0; i < 3; i += 1) {
      expectApiError(await get(app, '/mine', { authorization: 'Bearer a.b.c' }), 401);
    }
    expect((await get(app, '/mine', await tokens.headers(newUser()))).statusCode).toBe(200);
  });

  it('keeps the per-address limit on every route', async () => {
    const app = await probeApp({ USER_RATE_LIMIT_PER_MINUTE: '100', RATE_LIMIT_PER_MINUTE: '2' });
    expect((await get(app, '/open')).statusCode).toBe(200);
    expect((await get(app, '/open')).statusCode).toBe(200);
    expect(expectApiError(await get(app, '/open'), 429).code).toBe('rate_limited');
    expectApiError(await get(app, '/mine', await tokens.headers(newUser())), 429);
  });

  it('serves requests when the Redis store cannot be reached', async () => {
    // Port 1 on loopback refuses connections at once.
    const app = await probeApp({
      REDIS_URL: 'redis://127.0.0.1:1',
      USER_RATE_LIMIT_PER_MINUTE: '1',
      RATE_LIMIT_PER_MINUTE: '1',
    });
    const headers = await tokens.headers(newUser());
    for (let i = 0; i < 3; i += 1) {
      expect((await get(app, '/mine', headers)).statusCode).toBe(200);
      expect((await get(app, '/open')).statusCode).toBe(200);
    }
  });

  if (testRedisUrl) {
    it('shares one per-user counter between two instances through Redis', async () => {
      const env = {
        REDIS_URL: testRedisUrl,
        USER_RATE_LIMIT_PER_MINUTE: '3',
        // Other tests may use the same Redis from this address at the same time.
        RATE_LIMIT_PER_MINUTE: '100000',
      };
      const one = await probeApp(env);
      const two = await probeApp(env);
      const headers = await tokens.headers(newUser());
      // Let both clients connect: until then the store is skipped (fail open).
      await waitForRedis(one);
      await waitForRedis(two);
      expect((await get(one, '/mine', headers)).statusCode).toBe(200);
      expect((await get(two, '/mine', headers)).statusCode).toBe(200);
      expect((await get(one, '/mine', headers)).statusCode).toBe(200);
      expect(expectApiError(await get(two, '/mine', headers), 429).code).toBe('rate_limited');
      expectApiError(await get(one, '/mine', headers), 429);
    });
  }
});

/** Sends public requests until the per-address counter shows up in the headers. */
async function waitForRedis(app: FastifyInstance) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await app.inject({ method: 'GET', url: '/probe/open' });
    if (response.headers['x-ratelimit-remaining'] !== '100000') return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('Redis did not connect');
}
