import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv, publicConfig } from './env.ts';

function problemsOf(source: Record<string, string | undefined>): string[] {
  try {
    loadEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('loadEnv', () => {
  it('has working defaults for local use', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 8080,
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      CORS_ORIGINS: [],
      TRUST_PROXY: false,
      RATE_LIMIT_PER_MINUTE: 600,
      SUBSCRIBE_RATE_LIMIT_PER_MINUTE: 10,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('reads and converts the variables it is given', () => {
    const env = loadEnv({
      PORT: '3000',
      DATABASE_URL: 'postgresql://app@db:5432/vh',
      TRUST_PROXY: '1',
      CORS_ORIGINS: 'https://a.test, https://b.test/',
      SUBSCRIBE_RATE_LIMIT_PER_MINUTE: '2',
    });
    expect(env).toMatchObject({
      PORT: 3000,
      DATABASE_URL: 'postgresql://app@db:5432/vh',
      TRUST_PROXY: true,
      CORS_ORIGINS: ['https://a.test', 'https://b.test'],
      SUBSCRIBE_RATE_LIMIT_PER_MINUTE: 2,
    });
  });

  it('lists every bad setting at once', () => {
    const problems = problemsOf({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    expect(problems).toHaveLength(2);
    expect(problems.some((problem) => problem.startsWith('PORT:'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('DATABASE_URL:'))).toBe(true);
  });

  it('puts the list in the error message', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(
      /Invalid configuration:[\s\S]*PORT[\s\S]*DATABASE_URL/,
    );
  });

  it.each([['0'], ['65536'], ['80.5'], ['abc']])('refuses PORT=%s', (port) => {
    expect(problemsOf({ PORT: port })).toEqual([expect.stringMatching(/^PORT:/)]);
  });

  it('treats empty strings as unset', () => {
    const env = loadEnv({
      PORT: '',
      DATA_DIR: '',
      DATABASE_URL: '',
      PROVIDER_SITE_URL: '',
      CORS_ORIGINS: '',
      NODE_ENV: '',
    });
    expect(env.PORT).toBe(8080);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.NODE_ENV).toBe('development');
    expect(env.CORS_ORIGINS).toEqual([]);
  });

  const auth0 = { AUTH_ISSUER: 'https://tenant.us.auth0.com/', AUTH_CLIENT_ID: 'spa' };

  it('refuses production with the example provider URL', () => {
    expect(problemsOf({ NODE_ENV: 'production', ...auth0 })).toEqual([
      expect.stringMatching(/^PROVIDER_SITE_URL: .*production/),
    ]);
    expect(
      loadEnv({
        NODE_ENV: 'production',
        PROVIDER_SITE_URL: 'https://provider.visionhub.test/',
        ...auth0,
      }).NODE_ENV,
    ).toBe('production');
  });

  it('reports the production problems together with the others', () => {
    const problems = problemsOf({ NODE_ENV: 'production', PORT: 'abc' });
    expect(problems).toHaveLength(3);
    expect(problems.some((problem) => problem.startsWith('PROVIDER_SITE_URL:'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('AUTH_ISSUER: sign-in'))).toBe(true);
    // A malformed URL is reported once, as malformed.
    expect(
      problemsOf({ NODE_ENV: 'production', PROVIDER_SITE_URL: 'not a url', ...auth0 }),
    ).toEqual([expect.stringMatching(/^PROVIDER_SITE_URL: must be an http/)]);
  });

  it('accepts only http(s) URLs for browser-facing settings', () => {
    expect(problemsOf({ PROVIDER_SITE_URL: 'javascript:alert(1)' })).toEqual([
      expect.stringMatching(/^PROVIDER_SITE_URL:/),
    ]);
    expect(problemsOf({ MAP_STYLE_URL: 'file:///etc/style.json' })).toEqual([
      expect.stringMatching(/^MAP_STYLE_URL:/),
    ]);
    expect(problemsOf({ CORS_ORIGINS: 'https://ok.test,notaurl' })).toEqual([
      expect.stringMatching(/^CORS_ORIGINS/),
    ]);
  });

  it('shares only the public settings with the browser', () => {
    const env = loadEnv({ DATABASE_URL: 'postgres://secret@db/vh', AUSA_COUPON_CODE: 'ABC123' });
    expect(publicConfig(env)).toEqual({
      providerSiteUrl: 'https://provider.example.org/',
      ausaCouponCode: 'ABC123',
      mapStyleUrl: null,
      auth: {
        domain: 'http://localhost:8080/idp',
        clientId: 'vision-hub-web',
        audience: 'https://api.vision-hub.local',
      },
    });
    // Auth0: its domain is the issuer without the trailing slash.
    expect(
      publicConfig(loadEnv({ ...auth0, PUBLIC_SITE_URL: 'https://vision-hub.org/' })).auth,
    ).toEqual({
      domain: 'https://tenant.us.auth0.com',
      clientId: 'spa',
      audience: 'https://api.vision-hub.local',
    });
    // A production server with no sign-in would not start; with the local one on purpose,
    // the issuer follows the public site address.
    expect(
      publicConfig(
        loadEnv({
          NODE_ENV: 'production',
          PROVIDER_SITE_URL: 'https://provider.visionhub.test/',
          LOCAL_IDP_ENABLED: 'true',
          PUBLIC_SITE_URL: 'https://vision-hub.org/app',
        }),
      ).auth?.domain,
    ).toBe('https://vision-hub.org/idp');
  });
});
