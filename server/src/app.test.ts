import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app.ts';
import { databaseKinds, useTestDatabase } from '../test/test-databases.ts';

describe.each(databaseKinds)('security headers and CORS on $kind', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  function directives(header: string | string[] | number | undefined): Map<string, string> {
    expect(typeof header).toBe('string');
    return new Map(
      String(header)
        .split(';')
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => {
          const [name = '', ...values] = part.split(/\s+/);
          return [name, values.join(' ')] as const;
        }),
    );
  }

  it('sends a strict content security policy and the usual hardening headers', async () => {
    app = await buildTestApp(database());
    for (const url of ['/api/v1/health', '/api/v1/nope']) {
      const response = await app.inject({ method: 'GET', url });
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('default-src')).toBe("'self'");
      // Files of this site only: no inline script, no eval.
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('style-src')).toBe("'self'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('frame-src')).toBe("'none'");
      // Not in development and tests, where the site is plain http://localhost.
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-powered-by']).toBeUndefined();
      // HSTS on plain-http localhost would pin developers' browsers to https.
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('lets Stripe.js and its card frame in only where Stripe takes the payments', async () => {
    app = await buildTestApp(database(), {
      env: {
        STRIPE_SECRET_KEY: 'sk_test_abc123',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      },
    });
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toBe("'self' https://js.stripe.com");
    expect(csp.get('frame-src')).toBe('https://js.stripe.com https://hooks.stripe.com');
    expect(csp.get('connect-src')).toBe("'self' https://api.stripe.com");
  });

  it('lets a hosted map style and its tiles in only when one is configured', async () => {
    app = await buildTestApp(database(), {
      env: { MAP_STYLE_URL: 'https://tiles.example.net/styles/basic/style.json' },
    });
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('connect-src')).toBe("'self' https://tiles.example.net");
    expect(csp.get('img-src')).toBe("'self' data: blob: https://tiles.example.net");
  });

  it('asks browsers to upgrade to https in production', async () => {
    app = await buildTestApp(database(), {
      env: {
        NODE_ENV: 'production',
        PROVIDER_SITE_URL: 'https://provider.visionhub.test/',
        AUTH_ISSUER: 'https://tenant.us.auth0.com/',
      },
    });
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(
      directives(response.headers['content-security-policy']).has('upgrade-insecure-requests'),
    ).toBe(true);
  });

  it('allows no other origin by default', async () => {
    app = await buildTestApp(database());
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { origin: 'https://elsewhere.test' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows only the origins in CORS_ORIGINS', async () => {
    app = await buildTestApp(database(), {
      // A trailing slash or spaces in the setting must not matter.
      env: { CORS_ORIGINS: 'https://partner.test/ , http://localhost:5173' },
    });
    const listed = await app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { origin: 'https://partner.test' },
    });
    expect(listed.headers['access-control-allow-origin']).toBe('https://partner.test');

    const alsoListed = await app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(alsoListed.headers['access-control-allow-origin']).toBe('http://localhost:5173');

    const unlisted = await app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { origin: 'https://elsewhere.test' },
    });
    expect(unlisted.headers['access-control-allow-origin']).toBeUndefined();

    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/subscribe',
      headers: {
        origin: 'https://partner.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://partner.test');
  });
});
