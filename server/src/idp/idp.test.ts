import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { ConfigError, loadEnv } from '../env.ts';
import { freePort } from '../../test/server-process.ts';
import { databaseKinds } from '../../test/test-databases.ts';
import { generateIdpKeys, signLocalAccessToken, subjectForEmail, type IdpKeys } from './keys.ts';
import { toStandardRequest } from './provider.ts';

const AUDIENCE = 'https://api.vision-hub.local';
const CLIENT_ID = 'vision-hub-web';

/** Just enough of a browser: a cookie jar and redirects followed by hand. */
class TestBrowser {
  private cookies = new Map<string, string>();
  constructor(private readonly origin: string) {}

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) {
      headers.set(
        'cookie',
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      );
    }
    const response = await fetch(new URL(url, this.origin), {
      ...init,
      headers,
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      const expired = attributes.some((attribute) => {
        const [key = '', date = ''] = attribute.trim().split('=');
        return (
          (key.toLowerCase() === 'expires' && Date.parse(date) < Date.now()) ||
          (key.toLowerCase() === 'max-age' && Number(date) <= 0)
        );
      });
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
    return response;
  }

  /** Follows redirects inside the provider; stops at the first page or at the app. */
  async follow(url: string, init: RequestInit = {}): Promise<{ url: string; response: Response }> {
    let current = url;
    let response = await this.request(current, init);
    while (response.status >= 300 && response.status < 400) {
      current = new URL(response.headers.get('location')!, new URL(current, this.origin)).href;
      if (!new URL(current).pathname.startsWith('/idp/')) return { url: current, response };
      response = await this.request(current);
    }
    return { url: current, response };
  }

  form(url: string, fields: Record<string, string>) {
    return this.follow(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

function formAction(html: string): string {
  const match = /<form[^>]*action="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error(`no form in ${html.slice(0, 500)}`);
  return match[1].replace(/&amp;/g, '&');
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

describe.each(databaseKinds)('development identity provider on $kind', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let origin: string;
  let keys: IdpKeys;

  beforeAll(async () => {
    database = await kind.open();
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    keys = await generateIdpKeys();
    app = await buildApp({
      env: loadEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        HOST: '127.0.0.1',
        PORT: String(port),
      }),
      database,
      idpKeys: keys,
    });
    await app.listen({ host: '127.0.0.1', port });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** The authorization request @auth0/auth0-spa-js sends. */
  function authorizeUrl(challenge: string, extra: Record<string, string> = {}) {
    const params = new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: `${origin}/login`,
      response_type: 'code',
      response_mode: 'query',
      scope: 'openid profile email offline_access',
      audience: AUDIENCE,
      state: randomBytes(8).toString('hex'),
      nonce: randomBytes(8).toString('hex'),
      code_challenge: challenge,
      code_challenge_method: 'S256',
      auth0Client: Buffer.from('{"name":"auth0-spa-js","version":"2.27.0"}').toString('base64'),
      ...extra,
    });
    return `/idp/authorize?${params}`;
  }

  async function exchange(fields: Record<string, string>) {
    const response = await fetch(`${origin}/idp/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams({ client_id: CLIENT_ID, ...fields }).toString(),
    });
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  }

  async function getUserInfo(token: string) {
    return fetch(`${origin}/api/v1/getUserInfo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
  }

  it('serves discovery with Auth0-style paths under the issuer with a trailing slash', async () => {
    const response = await fetch(`${origin}/idp/.well-known/openid-configuration`);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer: `${origin}/idp/`,
      authorization_endpoint: `${origin}/idp/authorize`,
      token_endpoint: `${origin}/idp/oauth/token`,
      end_session_endpoint: `${origin}/idp/v2/logout`,
      revocation_endpoint: `${origin}/idp/oauth/revoke`,
      jwks_uri: `${origin}/idp/.well-known/jwks.json`,
    });
    expect(discovery['response_modes_supported']).toContain('web_message');
    const jwks = (await (await fetch(`${origin}/idp/.well-known/jwks.json`)).json()) as {
      keys: Record<string, unknown>[];
    };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', kid: keys.signingKey.kid });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('signs in a new person, issues tokens for the API, refreshes, and signs out', async () => {
    const browser = new TestBrowser(origin);
    const { verifier, challenge } = pkce();
    const email = `Ana.${randomBytes(4).toString('hex')}@Example.com`;

    // The sign-in page, in Spanish because the app asked for it.
    const start = await browser.follow(authorizeUrl(challenge, { ui_locales: 'es' }));
    expect(start.response.status).toBe(200);
    expect(start.response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const page = await start.response.text();
    expect(page).toContain('<html lang="es">');
    expect(page).toMatch(/<label for="email">Correo electrónico<\/label>/);
    expect(page).toContain('Inicio de sesión de desarrollo');
    const action = formAction(page);

    // A bad address: the page says so, linked to the field, and the title starts "Error:".
    const bad = await browser.form(action, { email: 'not-an-address', lang: 'es' });
    expect(bad.response.status).toBe(200);
    const badPage = await bad.response.text();
    expect(badPage).toMatch(/<title>Error: Inicio de sesión de desarrollo/);
    expect(badPage).toContain('Hay un problema');
    expect(badPage).toContain('aria-describedby="email-hint email-error"');
    expect(badPage).toContain('aria-invalid="true"');

    // First use: the name fields are asked for, and required.
    const first = await browser.form(action, { email, lang: 'es' });
    const namePage = await first.response.text();
    expect(namePage).toMatch(/<label for="given_name">Nombre<\/label>/);
    const noNames = await browser.form(action, {
      email,
      given_name: '',
      family_name: 'x1',
      lang: 'es',
    });
    const noNamesPage = await noNames.response.text();
    expect(noNamesPage).toContain('Escriba su nombre');
    expect(noNamesPage).toContain('Solo se permiten letras y espacios.');

    // Names given: through the (automatic) consent step back to the app with a code.
    const done = await browser.form(action, {
      email,
      given_name: 'Ana',
      family_name: 'Núñez',
      lang: 'es',
    });
    const callback = new URL(done.url);
    expect(`${callback.origin}${callback.pathname}`).toBe(`${origin}/login`);
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();

    const tokens = await exchange({
      grant_type: 'authorization_code',
      code: code!,
      code_verifier: verifier,
      redirect_uri: `${origin}/login`,
    });
    expect(tokens.status).toBe(200);
    expect(Number(tokens.body['expires_in'])).toBe(900);
    expect(tokens.body['refresh_token']).toBeTruthy();
    const access = decodeJwt(tokens.body['access_token']!);
    expect(access).toMatchObject({
      iss: `${origin}/idp/`,
      aud: AUDIENCE,
      sub: subjectForEmail(email),
      email: email.toLowerCase(),
    });
    const idToken = decodeJwt(tokens.body['id_token']!);
    expect(idToken).toMatchObject({
      email: email.toLowerCase(),
      given_name: 'Ana',
      family_name: 'Núñez',
    });

    // The API accepts the token and creates the user from its e-mail.
    const user = await getUserInfo(tokens.body['access_token']!);
    expect(user.status).toBe(201);
    expect(((await user.json()) as { data: { email: string } }).data.email).toBe(
      email.toLowerCase(),
    );

    // Refresh tokens rotate: the new one works, the old one no longer does.
    const refreshed = await exchange({
      grant_type: 'refresh_token',
      refresh_token: tokens.body['refresh_token']!,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body['refresh_token']).not.toBe(tokens.body['refresh_token']);
    expect((await getUserInfo(refreshed.body['access_token']!)).status).toBe(200);
    const reused = await exchange({
      grant_type: 'refresh_token',
      refresh_token: tokens.body['refresh_token']!,
    });
    expect(reused.status).toBe(400);

    // Signing in again while the provider's session lasts asks nothing.
    const again = pkce();
    const silent = await browser.follow(authorizeUrl(again.challenge));
    expect(new URL(silent.url).pathname).toBe('/login');

    // Logout with Auth0's returnTo: the confirmation is submitted by the page's one script,
    // allowed by its hash; then the browser is back at the site's home.
    const logout = await browser.follow(
      `/idp/v2/logout?${new URLSearchParams({ client_id: CLIENT_ID, returnTo: `${origin}/` })}`,
    );
    expect(logout.response.status).toBe(200);
    const logoutPage = await logout.response.text();
    expect(logout.response.headers.get('content-security-policy')).toMatch(
      /script-src [^;]*'sha256-/,
    );
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(logoutPage)?.[1];
    expect(xsrf).toBeTruthy();
    const out = await browser.form(formAction(logoutPage), { xsrf: xsrf!, logout: 'yes' });
    expect(out.url).toBe(`${origin}/`);

    // A new sign-in asks for the e-mail again.
    const after = await browser.follow(authorizeUrl(pkce().challenge));
    expect(after.response.status).toBe(200);
    expect(await after.response.text()).toContain('<label for="email">Email address</label>');

    // Known now: the name fields are not asked again.
    const known = await browser.form(
      formAction(await (await browser.follow(authorizeUrl(pkce().challenge))).response.text()),
      { email },
    );
    expect(new URL(known.url).pathname).toBe('/login');
  });

  it('accepts the site at every loopback address it answers on', async () => {
    const port = new URL(origin).port;
    for (const alias of [`http://localhost:${port}`, `http://[::1]:${port}`]) {
      const browser = new TestBrowser(origin);
      const page = await browser.follow(
        authorizeUrl(pkce().challenge, { redirect_uri: `${alias}/login` }),
      );
      expect(page.response.status, alias).toBe(200);
      expect(await page.response.text(), alias).not.toContain('Sign-in could not continue');
    }
  });

  it('refuses unknown redirect addresses and clients', async () => {
    const browser = new TestBrowser(origin);
    const evil = await browser.follow(
      authorizeUrl(pkce().challenge, { redirect_uri: 'https://evil.example/login' }),
    );
    expect(evil.response.status).toBe(400);
    const page = await evil.response.text();
    expect(page).toContain('Sign-in could not continue');
    // Said so an operator can act: which address, which ones work, what to set.
    expect(page).toContain('Vision Hub was opened at https://evil.example');
    expect(page).toContain(origin);
    expect(page).toContain('PUBLIC_SITE_URL');
    const unknown = await browser.follow(
      authorizeUrl(pkce().challenge, { client_id: 'someone-else' }),
    );
    expect(unknown.response.status).toBe(400);
  });

  it('accepts its own signed tokens and refuses tampered and expired ones with the error object', async () => {
    const email = `token.${randomBytes(4).toString('hex')}@example.com`;
    const sign = (ttlSeconds?: number) =>
      signLocalAccessToken({
        keys,
        issuer: `${origin}/idp/`,
        audience: AUDIENCE,
        clientId: CLIENT_ID,
        email,
        ttlSeconds,
      });
    const token = await sign();
    expect((await getUserInfo(token)).status).toBe(201);

    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = Buffer.from(JSON.stringify({ ...claims, email: 'admin@example.com' })).toString(
      'base64url',
    );
    for (const bad of [`${header}.${forged}.${signature}`, await sign(-120)]) {
      const response = await getUserInfo(bad);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ statusCode: 401, code: 'unauthorized' });
    }
  });
});

describe('Auth0 parameters in the standard spelling', () => {
  it('maps returnTo to post_logout_redirect_uri', () => {
    expect(toStandardRequest('/v2/logout?client_id=a&returnTo=http%3A%2F%2Fx%2F')).toBe(
      '/v2/logout?client_id=a&post_logout_redirect_uri=http%3A%2F%2Fx%2F',
    );
  });
  it('asks for consent when a refresh token is wanted and no prompt was given', () => {
    expect(toStandardRequest('/authorize?scope=openid+offline_access')).toContain('prompt=consent');
    expect(toStandardRequest('/authorize?scope=openid')).not.toContain('prompt');
    expect(toStandardRequest('/authorize?scope=offline_access&prompt=none')).toContain(
      'prompt=none',
    );
  });
});

describe('production start-up', () => {
  const production = {
    NODE_ENV: 'production',
    PROVIDER_SITE_URL: 'https://provider.vision-hub.org/',
  };

  it('refuses to start with no sign-in configured, saying what to set', () => {
    expect(() => loadEnv(production)).toThrow(ConfigError);
    expect(() => loadEnv(production)).toThrow(
      /AUTH_ISSUER: sign-in is not configured.*LOCAL_IDP_ENABLED=true/s,
    );
  });

  it('starts with Auth0 configured, or with the development sign-in enabled on purpose', () => {
    expect(() =>
      loadEnv({
        ...production,
        AUTH_ISSUER: 'https://tenant.us.auth0.com/',
        AUTH_CLIENT_ID: 'abc',
      }),
    ).not.toThrow();
    expect(() => loadEnv({ ...production, LOCAL_IDP_ENABLED: 'true' })).not.toThrow();
  });

  it('does not run both providers', () => {
    expect(() =>
      loadEnv({ AUTH_ISSUER: 'https://tenant.us.auth0.com/', LOCAL_IDP_ENABLED: 'true' }),
    ).toThrow(/LOCAL_IDP_ENABLED: cannot be true/);
  });
});

describe('npm run -s dev:token', () => {
  const run = promisify(execFile);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vision-hub-dev-token-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const script = path.resolve(import.meta.dirname, '../../../scripts/dev-token.ts');
  const tsx = path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');
  const cleanEnv = { PATH: process.env.PATH, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '4999' };

  it('prints only an access token of the development provider for that user', async () => {
    const { stdout } = await run(tsx, [script, 'Someone@Example.com'], { env: cleanEnv });
    expect(stdout).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+\n$/);
    expect(decodeJwt(stdout.trim())).toMatchObject({
      iss: 'http://127.0.0.1:4999/idp/',
      aud: AUDIENCE,
      email: 'someone@example.com',
      sub: subjectForEmail('someone@example.com'),
    });
  });

  it('refuses when another identity provider is configured', async () => {
    await expect(
      run(tsx, [script, 'someone@example.com'], {
        env: { ...cleanEnv, AUTH_ISSUER: 'https://tenant.us.auth0.com/' },
      }),
    ).rejects.toMatchObject({
      code: 1,
      stdout: '',
      stderr: expect.stringContaining('not enabled'),
    });
  });

  it('refuses a missing or malformed address', async () => {
    await expect(run(tsx, [script], { env: cleanEnv })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Usage'),
    });
  });
});
