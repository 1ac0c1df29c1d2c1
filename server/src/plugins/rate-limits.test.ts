import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestTokens, TEST_AUTH_ENV, type TestTokens } from '../../test/auth.ts';
import { buildTestApp, expectApiError } from '../../test/test-app.ts';
import { databaseKinds, useTestDatabase } from '../../test/test-databases.ts';
import { registerAuth } from './auth.ts';
import {
  PAGES_DIR,
  PAGES_MANIFEST,
  RETRY_HREF_PLACEHOLDER,
  ROOT_PLACEHOLDER,
  pageFileName,
  type PagesManifest,
} from './prerendered-pages.ts';
import { WindowCounter, requestKind } from './rate-limits.ts';

const testRedisUrl = process.env.TEST_REDIS_URL?.trim();

const shell = `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>Vision Hub</title><!--app-config--></head>
<body><div id="root"></div></body></html>
`;

/** A build shaped like the real one: a page, the shell, files, and the 429 page. */
let spaDir: string;
beforeAll(async () => {
  spaDir = await mkdtemp(path.join(tmpdir(), 'vh-limits-'));
  await mkdir(path.join(spaDir, 'assets'));
  await mkdir(path.join(spaDir, PAGES_DIR));
  await writeFile(path.join(spaDir, 'index.html'), shell);
  await writeFile(path.join(spaDir, 'assets', 'app-1234.js'), 'console.log(1);\n');
  await writeFile(path.join(spaDir, 'favicon.ico'), 'icon');
  const manifest: PagesManifest = {
    prerendered: ['/'],
    clientRendered: ['/client/dashboard'],
    notFound: '/404',
    tooManyRequests: 'too-many-requests',
  };
  await writeFile(path.join(spaDir, PAGES_DIR, PAGES_MANIFEST), JSON.stringify(manifest));
  for (const language of ['en', 'sp'] as const) {
    for (const route of ['/', '/404']) {
      const html = shell.replace(ROOT_PLACEHOLDER, `<div id="root"><h1>${route}</h1></div>`);
      await writeFile(path.join(spaDir, PAGES_DIR, pageFileName(route, language)), html);
    }
    const tooMany = shell.replace(
      ROOT_PLACEHOLDER,
      `<main><h1>429 ${language}</h1><a href="${RETRY_HREF_PLACEHOLDER}">again</a></main>`,
    );
    await writeFile(
      path.join(spaDir, PAGES_DIR, pageFileName('too-many-requests', language)),
      tooMany,
    );
  }
});
afterAll(async () => {
  await rm(spaDir, { recursive: true, force: true });
});

describe('what each request counts against', () => {
  it.each([
    ['GET', '/api/v1/getUserInfo', 'api'],
    ['GET', '/api', 'api'],
    ['POST', '/api/v1/subscribe', 'api'],
    ['GET', '/idp/auth?client_id=x', 'sign-in'],
    ['POST', '/idp/token', 'sign-in'],
    ['GET', '/idp/assets/sign-in.css', 'file'],
    ['GET', '/client/dashboard', 'page'],
    ['HEAD', '/', 'page'],
    ['GET', '/client/organization/search?zipcode=19104', 'page'],
    ['GET', '/assets/index-abc123.js', 'file'],
    ['GET', '/images/categories/guides.webp', 'file'],
    ['GET', '/favicon.ico', 'file'],
    ['GET', '/apiary', 'page'],
    ['POST', '/client/dashboard', 'api'],
  ])('%s %s: %s', (method, url, kind) => {
    expect(requestKind(method, url)).toBe(kind);
  });

  it('counts pages in one-minute windows and says when the window ends', () => {
    const counter = new WindowCounter(2, 60_000);
    const start = 120_000;
    expect(counter.hit('a', start)).toBeNull();
    expect(counter.hit('a', start + 1000)).toBeNull();
    expect(counter.hit('a', start + 15_000)).toBe(45);
    expect(counter.hit('b', start + 15_000)).toBeNull();
    expect(counter.hit('a', start + 60_000)).toBeNull();
  });
});

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
  async function probeApp(env: Record<string, string>, { withBuild = false } = {}) {
    const app = await buildTestApp(database(), {
      env: { ...TEST_AUTH_ENV, ...env },
      auth: tokens.auth,
      ...(withBuild ? { spaDir } : {}),
    });
    apps.push(app);
    await app.register(
      async (scope) => {
        registerAuth(scope, tokens.auth);
        scope.get('/open', { config: { access: 'public' } }, async () => ({ ok: true }));
        scope.get('/mine', { config: { access: 'signed-in' } }, async () => ({ ok: true }));
      },
      { prefix: '/api/probe' },
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
    app.inject({ method: 'GET', url: `/api/probe${url}`, headers });

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

  it('limits anonymous calls per address, and not the signed-in people behind it', async () => {
    const app = await probeApp({ USER_RATE_LIMIT_PER_MINUTE: '100', RATE_LIMIT_PER_MINUTE: '2' });
    expect((await get(app, '/open')).statusCode).toBe(200);
    expect((await get(app, '/open')).statusCode).toBe(200);
    const limited = await get(app, '/open');
    expect(expectApiError(limited, 429).code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // A school behind one address: each signed-in person has their own budget.
    for (let person = 0; person < 3; person += 1) {
      const headers = await tokens.headers(newUser());
      for (let call = 0; call < 3; call += 1) {
        expect((await get(app, '/mine', headers)).statusCode).toBe(200);
      }
    }
    // A token on a public route is not checked there, so it does not buy a way round.
    expectApiError(await get(app, '/open', await tokens.headers(newUser())), 429);
  });

  it('counts calls whose token fails against the address, then refuses before checking', async () => {
    const app = await probeApp({ USER_RATE_LIMIT_PER_MINUTE: '100', RATE_LIMIT_PER_MINUTE: '2' });
    const bad = { authorization: 'Bearer a.b.c' };
    expectApiError(await get(app, '/mine', bad), 401);
    expectApiError(await get(app, '/mine', bad), 401);
    expectApiError(await get(app, '/mine', bad), 401);
    expect(expectApiError(await get(app, '/mine', bad), 429).code).toBe('rate_limited');
    // Anonymous calls keep their own count.
    expect((await get(app, '/open')).statusCode).toBe(200);
  });

  it('counts neither files nor pages against the API, and guards pages apart', async () => {
    const app = await probeApp(
      { RATE_LIMIT_PER_MINUTE: '1', PAGE_RATE_LIMIT_PER_MINUTE: '3' },
      { withBuild: true },
    );
    expect((await get(app, '/open')).statusCode).toBe(200);
    expectApiError(await get(app, '/open'), 429);
    for (let i = 0; i < 5; i += 1) {
      for (const url of ['/assets/app-1234.js', '/favicon.ico']) {
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
      }
    }
    const page = (url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
    expect((await page('/')).statusCode).toBe(200);
    expect((await page('/client/dashboard')).statusCode).toBe(200);
    expect((await page('/client/dashboard')).statusCode).toBe(200);

    // Over the guard, a browser gets a page in its language, never the error object.
    const refused = await page('/client/dashboard?tab=1', { 'accept-language': 'es-US,es' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toMatch(/<html lang="es" dir="ltr"[ >]/);
    expect(refused.body).toContain('<h1>429 sp</h1>');
    expect(refused.body).toContain('<a href="/client/dashboard?tab=1">');
    const english = await page('/', { cookie: 'vh_lang=en', 'accept-language': 'es' });
    expect(english.body).toContain('<h1>429 en</h1>');
    // The way back stays on this site, whatever the address looked like.
    const odd = await page('//evil.example/%22%3E');
    expect(odd.body).toContain('<a href="/evil.example/%22%3E">');
    // A script that did not ask for HTML gets the error object.
    expectApiError(await app.inject({ method: 'GET', url: '/' }), 429);
    // Files still come.
    expect((await app.inject({ method: 'GET', url: '/favicon.ico' })).statusCode).toBe(200);
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
    const response = await app.inject({ method: 'GET', url: '/api/probe/open' });
    if (response.headers['x-ratelimit-remaining'] !== '100000') return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('Redis did not connect');
}
