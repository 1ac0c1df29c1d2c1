import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectApiError } from '../../test/test-app.ts';
import { databaseKinds, useTestDatabase } from '../../test/test-databases.ts';
import { CONFIG_PLACEHOLDER } from './spa.ts';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Vision Hub</title>
    ${CONFIG_PLACEHOLDER}
    <script type="module" src="/assets/x.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let spaDir: string;
beforeAll(async () => {
  spaDir = await mkdtemp(path.join(tmpdir(), 'vh-spa-'));
  await mkdir(path.join(spaDir, 'assets'));
  await writeFile(path.join(spaDir, 'index.html'), indexHtml);
  await writeFile(path.join(spaDir, 'assets', 'x.js'), 'console.log("x");\n');
  await writeFile(path.join(spaDir, 'robots.txt'), 'User-agent: *\n');
});
afterAll(async () => {
  await rm(spaDir, { recursive: true, force: true });
});

/** The runtime configuration the page carries, parsed. */
function appConfig(response: LightMyRequestResponse): Record<string, unknown> {
  const match = /<script id="app-config" type="application\/json">(.*?)<\/script>/s.exec(
    response.body,
  );
  expect(match, 'the app-config script').not.toBeNull();
  return JSON.parse(match?.[1] ?? 'null') as Record<string, unknown>;
}

describe.each(databaseKinds)('serving the SPA on $kind', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;
  const env = {
    PROVIDER_SITE_URL: 'https://provider.visionhub.test/',
    AUSA_COUPON_CODE: 'TESTCODE1',
  };
  beforeAll(async () => {
    app = await buildTestApp(database(), { env, spaDir });
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(['/', '/our-team', '/guides/some-guide?lang=sp'])(
    'GET %s → the page with the runtime configuration',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).not.toContain(CONFIG_PLACEHOLDER);
      expect(response.body).toContain('<script id="app-config" type="application/json">');
      expect(appConfig(response)).toEqual({
        providerSiteUrl: env.PROVIDER_SITE_URL,
        ausaCouponCode: env.AUSA_COUPON_CODE,
        // No hosted map style: the offline map that comes with the product.
        mapStyleUrl: null,
        // The development sign-in of this server, as auth0-spa-js takes it.
        auth: {
          domain: 'http://localhost:8080/idp',
          clientId: 'vision-hub-web',
          audience: 'https://api.vision-hub.local',
        },
      });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    },
  );

  it('gives the page a fresh style nonce, the same as its CSP header allows', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const meta = /<meta property="csp-nonce" nonce="([0-9a-f]{32})"/.exec(response.body);
    expect(meta).not.toBeNull();
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`style-src 'self' 'nonce-${meta?.[1]}'(;|$)`));
    // Scripts stay 'self' only: the page's one inline script is inert JSON.
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    const next = await app.inject({ method: 'GET', url: '/' });
    expect(next.body).not.toContain(`nonce="${meta?.[1]}"`);
  });

  it('HEAD / → 200', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/' });
    expect(response.statusCode).toBe(200);
  });

  it('serves hashed assets as immutable', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/x.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['cache-control']).toContain('max-age=31536000');
    expect(response.body).toBe('console.log("x");\n');
  });

  it('serves other files with a short cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).not.toContain('immutable');
  });

  it.each([
    '/index.html',
    '/%69ndex.html',
    '/assets/../index.html',
    '//index.html',
    '/index.html?x=1',
  ])('never serves the raw template: GET %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.body).not.toContain(CONFIG_PLACEHOLDER);
    if (response.statusCode === 404) {
      expectApiError(response, 404);
    } else {
      expect(response.statusCode).toBe(200);
      expect(appConfig(response).ausaCouponCode).toBe(env.AUSA_COUPON_CODE);
    }
  });

  it.each(['/missing.js', '/assets/missing.js', '/favicon.ico'])(
    'a missing file → 404 error object, not the page: GET %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(expectApiError(response, 404).code).toBe('not_found');
    },
  );

  it('unknown API routes stay JSON 404s', async () => {
    for (const url of ['/api/v1/nope', '/api/other', '/api', '/api?x=1']) {
      expectApiError(await app.inject({ method: 'GET', url }), 404);
    }
    // Only the /api prefix itself is reserved: a page whose name starts with "api" is a page.
    const page = await app.inject({ method: 'GET', url: '/apiary' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it('only GET and HEAD get the page', async () => {
    expectApiError(await app.inject({ method: 'POST', url: '/our-team' }), 404);
  });

  it('GET /privacy-policy → 301 to /privay-policy (the spec spelling)', async () => {
    const response = await app.inject({ method: 'GET', url: '/privacy-policy' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/privay-policy');

    const target = await app.inject({ method: 'GET', url: '/privay-policy' });
    expect(target.statusCode).toBe(200);
    expect(target.body).toContain('id="app-config"');
  });

  it('escapes the configuration so it cannot close its script element', async () => {
    const hostile = await buildTestApp(database(), {
      env: {
        PROVIDER_SITE_URL: 'https://provider.visionhub.test/?q=</script><script>alert(1)</script>',
      },
      spaDir,
    });
    try {
      const response = await hostile.inject({ method: 'GET', url: '/' });
      expect(response.body).not.toContain('</script><script>alert(1)');
      expect(appConfig(response).providerSiteUrl).toBe(
        'https://provider.visionhub.test/?q=</script><script>alert(1)</script>',
      );
    } finally {
      await hostile.close();
    }
  });
});
