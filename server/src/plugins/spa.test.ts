import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectApiError } from '../../test/test-app.ts';
import { databaseKinds, useTestDatabase } from '../../test/test-databases.ts';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  PAGES_DIR,
  PAGES_MANIFEST,
  ROOT_PLACEHOLDER,
  chooseLanguage,
  htmlOpeningTag,
  pageFileName,
  type PageLanguage,
  type PagesManifest,
} from './prerendered-pages.ts';
import { routeMatcher } from '../../../src/contracts/route-matcher.ts';
import { INTL_WARM_UP, INTL_WARM_UP_PATH } from './intl-warm-up.ts';
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

  it.each(['/', '/our-team', '/guides/some-guide?lang=sp&page=2'])(
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
    // Scripts: files of this site only. The page's one inline script is inert JSON.
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe("'self'");
    const inline = [...response.body.matchAll(/<script([^>]*)>[^<]/g)].map(([, attributes]) =>
      (attributes ?? '').trim(),
    );
    expect(inline).toEqual(['id="app-config" type="application/json"']);
    const next = await app.inject({ method: 'GET', url: '/' });
    expect(next.body).not.toContain(`nonce="${meta?.[1]}"`);
  });

  it('runs the Intl warm-up from a file the head waits for, kept a year under its content name', async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    // Before the app's module script, and with neither async nor defer: the browser runs it
    // while the head is parsed, before the first paint (ADR 049).
    const tag = /<script src="([^"]+)"><\/script>/.exec(page.body);
    expect(tag?.[1]).toBe(INTL_WARM_UP_PATH);
    expect(page.body.indexOf(tag?.[0] ?? '')).toBeLessThan(page.body.indexOf('type="module"'));
    const script = await app.inject({ method: 'GET', url: tag?.[1] ?? '' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.body).toBe(INTL_WARM_UP);
    const digest = createHash('sha256').update(script.body).digest('hex');
    expect(INTL_WARM_UP_PATH).toBe(`/intl-warm-up-${digest.slice(0, 12)}.js`);
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

describe.each(databaseKinds)('serving prerendered pages on $kind', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;
  let pagesDir: string;

  // Each page says which page and language it is, in a template shaped like the build's.
  const page = (route: string, language: PageLanguage) =>
    indexHtml.replace(ROOT_PLACEHOLDER, `<div id="root"><h1>${route} in ${language}</h1></div>`);

  beforeAll(async () => {
    pagesDir = await mkdtemp(path.join(tmpdir(), 'vh-pages-'));
    await mkdir(path.join(pagesDir, PAGES_DIR), { recursive: true });
    await writeFile(path.join(pagesDir, 'index.html'), indexHtml);
    const manifest: PagesManifest = {
      prerendered: ['/', '/our-team'],
      clientRendered: ['/client/step-2', '/client/organization/:categoryId'],
      notFound: '/404',
      shellPreloads: {
        '/client/organization/:categoryId': {
          en: ['/assets/category-page.js', '/assets/en-strings.js'],
          sp: ['/assets/category-page.js', '/assets/sp-strings.js'],
        },
      },
    };
    await writeFile(path.join(pagesDir, PAGES_DIR, PAGES_MANIFEST), JSON.stringify(manifest));
    for (const route of ['/', '/our-team', '/404']) {
      for (const language of ['en', 'sp'] as const) {
        await writeFile(
          path.join(pagesDir, PAGES_DIR, pageFileName(route, language)),
          page(route, language),
        );
      }
    }
    app = await buildTestApp(database(), { spaDir: pagesDir });
  });
  afterAll(async () => {
    await app.close();
    await rm(pagesDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('sends the page in the language the browser asks for, and says it varies by that', async () => {
    const response = await get('/our-team', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>/our-team in sp</h1>');
    expect(response.body).toMatch(/<html lang="es" dir="ltr"[ >]/);
    expect(response.headers.vary).toMatch(/Cookie, Accept-Language/);
    expect(response.headers['cache-control']).toBe('no-cache');
    // The prerendered page gets the runtime configuration like the shell.
    expect(appConfig(response).ausaCouponCode).toBeTruthy();
  });

  it('prefers the language chosen on this device (its cookie) to the browser’s', async () => {
    const response = await get('/', { cookie: 'vh_lang=en', 'accept-language': 'es' });
    expect(response.body).toContain('<h1>/ in en</h1>');
    const spanish = await get('/', { cookie: 'other=1; vh_lang=sp', 'accept-language': 'en' });
    expect(spanish.body).toContain('<h1>/ in sp</h1>');
  });

  it('puts the chosen display modes on <html>, and ignores values it does not know', async () => {
    const response = await get('/', { cookie: 'vh_contrast=high; vh_text=large' });
    expect(response.body).toMatch(
      /<html lang="en" dir="ltr" data-contrast="high" data-text="large">/,
    );
    const hostile = await get('/', { cookie: 'vh_contrast="><script>alert(1)</script>' });
    expect(hostile.body).toMatch(
      /<html lang="en" dir="ltr" data-contrast="standard" data-text="standard">/,
    );
    expect(hostile.body).not.toContain('alert(1)');
  });

  it('reads an address as the browser’s router does (any case, a trailing slash)', async () => {
    expect((await get('/Our-Team/')).body).toContain('<h1>/our-team in en</h1>');
  });

  it('leaves to the browser a public page with a query, and the signed-in pages', async () => {
    for (const url of [
      '/?order_id=5',
      '/our-team?login=redirect',
      '/client/step-2',
      '/client/organization/12',
    ]) {
      const response = await get(url, { 'accept-language': 'es' });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      // The shell still starts in the visitor's language.
      expect(response.body, url).toMatch(/<html lang="es" dir="ltr"[ >]/);
    }
  });

  it('names in a signed-in page’s shell the code it starts with, in the visitor’s language', async () => {
    const preloads = (body: string) =>
      [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        ([, href]) => href,
      );
    const english = await get('/client/organization/12');
    expect(preloads(english.body)).toEqual(['/assets/category-page.js', '/assets/en-strings.js']);
    // In the head, where the browser finds them before it runs the entry.
    expect(english.body.indexOf('en-strings.js')).toBeLessThan(english.body.indexOf('</head>'));
    const spanish = await get('/client/organization/12/', { cookie: 'vh_lang=sp' });
    expect(preloads(spanish.body)).toEqual(['/assets/category-page.js', '/assets/sp-strings.js']);
    // Another page the browser draws, and a prerendered one, name none.
    expect(preloads((await get('/client/step-2')).body)).toEqual([]);
    expect(preloads((await get('/our-team')).body)).toEqual([]);
  });

  it('switches the language on `?lang=` alone (the header form before any script)', async () => {
    const response = await get('/our-team?lang=sp', { cookie: 'vh_lang=en' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/our-team');
    expect(response.headers['set-cookie']).toMatch(
      /^vh_lang=sp; Path=\/; Max-Age=\d+; SameSite=Lax$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const next = await get('/our-team', { cookie: 'vh_lang=sp' });
    expect(next.body).toContain('<h1>/our-team in sp</h1>');
    // A path on this site only, whatever the address looked like.
    expect((await get('//evil.test/x?lang=en')).headers.location).toMatch(/^\/[^/]/);
    expect((await get('/%2F%2Fevil?lang=en')).headers.location).toBe('/%2F%2Fevil');
  });

  it('leaves any other query with `lang` to the page', async () => {
    for (const url of ['/?lang=fr', '/?lang=sp&order_id=5', '/?lang=sp&lang=en']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('answers any other address with the prerendered not-found page and 404', async () => {
    const response = await get('/no-such-page', { 'accept-language': 'es' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<h1>/404 in sp</h1>');
    expect(response.body).not.toContain(CONFIG_PLACEHOLDER);
  });

  it('compresses the page for a browser that accepts brotli or gzip', async () => {
    const long = await get('/', { 'accept-encoding': 'br' });
    // The test page is smaller than the compression threshold (1 kB): sent as is.
    expect(long.headers['content-encoding']).toBeUndefined();
    const big = await buildTestApp(database(), {
      spaDir: pagesDir,
      env: { PROVIDER_SITE_URL: `https://provider.visionhub.test/${'x'.repeat(2000)}` },
    });
    try {
      for (const [encoding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const response = await big.inject({
          method: 'GET',
          url: '/our-team',
          headers: { 'accept-encoding': encoding },
        });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(decode(response.rawPayload).toString('utf8')).toContain('<h1>/our-team in en</h1>');
      }
    } finally {
      await big.close();
    }
  });
});

describe('choosing the language of a page', () => {
  it.each([
    [undefined, undefined, 'en'],
    [undefined, 'es', 'sp'],
    [undefined, 'es-419', 'sp'],
    [undefined, 'fr-FR, es;q=0.5, en;q=0.4', 'sp'],
    [undefined, 'en;q=0.2, es;q=0.8', 'sp'],
    [undefined, 'es;q=0, en', 'en'],
    [undefined, 'fr, de', 'en'],
    [undefined, 'en-GB, es', 'en'],
    ['vh_lang=sp', 'en', 'sp'],
    ['vh_lang=de', 'es', 'sp'],
  ])('cookie %s, Accept-Language %s → %s', (cookie, acceptLanguage, language) => {
    expect(chooseLanguage(cookie, acceptLanguage)).toBe(language);
  });

  it('matches routes like the browser’s router', () => {
    const matcher = routeMatcher('/client/organization/:categoryId');
    expect(matcher.test('/client/organization/3')).toBe(true);
    expect(matcher.test('/client/organization/3/')).toBe(true);
    expect(matcher.test('/client/organization/3/4')).toBe(false);
    expect(matcher.test('/client/organization')).toBe(false);
    expect(routeMatcher('/').test('/')).toBe(true);
    expect(routeMatcher('/').test('/x')).toBe(false);
  });

  it('names the page files', () => {
    expect(pageFileName('/', 'sp')).toBe('index.sp.html');
    expect(htmlOpeningTag('sp', 'vh_text=large')).toBe(
      '<html lang="es" dir="ltr" data-contrast="standard" data-text="large">',
    );
    // No choice yet: the standard modes, as the app would write them (no restyle when it runs).
    expect(htmlOpeningTag('en', undefined)).toBe(
      '<html lang="en" dir="ltr" data-contrast="standard" data-text="standard">',
    );
  });
});
