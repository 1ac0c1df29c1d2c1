import { eq } from 'drizzle-orm';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { idpAccounts } from '../db/schema.ts';
import { authIssuer, rolesClaim, siteOrigin, type Env } from '../env.ts';
import { createAdapterFactory } from './adapter.ts';
import { ACCESS_TOKEN_TTL_SECONDS, type IdpKeys } from './keys.ts';
import { errorPage, pageLanguage, signedOutPage, signingOutPage } from './pages.ts';
import { scriptHash } from '../plugins/security-headers.ts';

const DAY = 24 * 60 * 60;

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins the browser app may be served from: the site, Vite in development, CORS ones.
 * A site on a loopback address answers on all of them (localhost, 127.0.0.1, [::1]) at its
 * port, so each is accepted: opening http://127.0.0.1:8080 signs in as http://localhost:8080
 * does.
 */
export function appOrigins(env: Env): string[] {
  const site = siteOrigin(env);
  const origins = new Set([site, ...env.CORS_ORIGINS]);
  const { hostname, port, protocol } = new URL(site);
  if (!env.PUBLIC_SITE_URL && LOOPBACK_HOSTS.includes(hostname)) {
    for (const host of LOOPBACK_HOSTS) origins.add(`${protocol}//${host}:${port}`);
  }
  if (env.NODE_ENV === 'development') origins.add('http://localhost:5173');
  return [...origins];
}

/** The page's language: the app passes ui_locales; the provider keeps it in the session. */
function languageOf(ctx: KoaContextWithOIDC) {
  return pageLanguage(
    ctx.oidc?.params?.['ui_locales'] as string | undefined,
    ctx.get('accept-language'),
  );
}

/** Lets one inline script run under the strict CSP, by its hash. */
function allowInlineScript(ctx: KoaContextWithOIDC, script: string) {
  const csp = ctx.response.get('content-security-policy');
  if (!csp) return;
  ctx.set(
    'content-security-policy',
    csp.replace(
      /script-src ([^;]*)/,
      (_match, sources: string) => `script-src ${sources} ${scriptHash(script)}`,
    ),
  );
}

/**
 * The development identity provider: an OpenID Connect provider that @auth0/auth0-spa-js
 * uses unchanged (Auth0's paths, RS256, JWT access tokens for the API audience, rotating
 * refresh tokens, logout with returnTo). See docs/sign-in.md and ADR 013.
 */
export function createLocalProvider(options: { env: Env; db: Db; keys: IdpKeys }): Provider {
  const { env, db, keys } = options;
  const issuer = authIssuer(env);
  if (!issuer) throw new Error('The development sign-in is not enabled');
  const audience = env.AUTH_AUDIENCE;
  const origins = appOrigins(env);
  const home = `${siteOrigin(env)}/`;

  const accountOf = async (subject: string) => {
    const [account] = await db
      .select()
      .from(idpAccounts)
      .where(eq(idpAccounts.subject, subject))
      .limit(1);
    return account;
  };

  const configuration: Configuration = {
    adapter: createAdapterFactory(db),
    clients: [
      {
        client_id: env.AUTH_CLIENT_ID,
        client_name: 'Vision Hub',
        application_type: 'web',
        // A browser app holds no secret: PKCE protects the code instead.
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.map((origin) => `${origin}/login`),
        post_logout_redirect_uris: origins.map((origin) => `${origin}/`),
      },
    ],
    jwks: { keys: [keys.signingKey] },
    cookies: { keys: keys.cookieKeys },
    // Auth0's paths: what @auth0/auth0-spa-js calls.
    routes: {
      authorization: '/authorize',
      token: '/oauth/token',
      end_session: '/v2/logout',
      revocation: '/oauth/revoke',
      jwks: '/.well-known/jwks.json',
      userinfo: '/userinfo',
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Auth0 puts the profile in the ID token, and the app reads it from there.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      // Popups (getTokenWithPopup) answer with response_mode=web_message.
      webMessageResponseMode: { enabled: true, ack: 'individual-draft-01' },
      resourceIndicators: {
        enabled: true,
        // Auth0's `audience` is not a standard parameter: every token is for the API.
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== audience) throw new errors.InvalidTarget();
          return {
            scope: 'openid profile email',
            audience,
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          const script = `document.getElementById('op.logoutForm').submit();`;
          allowInlineScript(ctx, script);
          ctx.body = signingOutPage(languageOf(ctx), form, script);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.body = signedOutPage(languageOf(ctx), home);
        },
      },
    },
    findAccount: async (_ctx, subject) => {
      const account = await accountOf(subject);
      if (!account) return undefined;
      return {
        accountId: subject,
        claims: () => ({
          sub: subject,
          email: account.email,
          email_verified: true,
          given_name: account.givenName,
          family_name: account.familyName,
          name: `${account.givenName} ${account.familyName}`.trim(),
        }),
      };
    },
    // The API reads the e-mail from the access token, as it does from Auth0's (an Action).
    extraTokenClaims: async (_ctx, token) => {
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      const account = await accountOf(token.accountId);
      if (!account) return undefined;
      // Operators are named in the settings (ADMIN_EMAILS), as Auth0 names them by a role.
      const claim = rolesClaim(env);
      const admin = env.ADMIN_EMAILS.includes(account.email.toLowerCase());
      return {
        email: account.email,
        email_verified: true,
        ...(claim ? { [claim]: admin ? ['admin'] : [] } : {}),
      };
    },
    interactions: { url: (_ctx, interaction) => `/idp/interaction/${interaction.uid}` },
    issueRefreshToken: async (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') && code.scopes.has('offline_access'),
    pkce: { required: () => true },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Grant: 14 * DAY,
      Session: 14 * DAY,
      RefreshToken: 14 * DAY,
    },
    clientBasedCORS: (_ctx, origin) => origins.includes(origin),
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      // A page opened at an address the provider does not know is the one refusal an operator
      // can fix: say which address it was and which ones are accepted.
      const asked = ctx.oidc?.params?.['redirect_uri'];
      const unknownAddress =
        out.error === 'invalid_redirect_uri' && typeof asked === 'string'
          ? { asked: originOf(asked), accepted: origins }
          : undefined;
      ctx.body = errorPage(languageOf(ctx), home, unknownAddress);
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = env.TRUST_PROXY;
  return provider;
}

function originOf(address: string): string {
  try {
    return new URL(address).origin;
  } catch {
    return address;
  }
}

/**
 * Auth0's parameters in the standard spelling: `returnTo` is the logout's
 * post_logout_redirect_uri, and asking for a refresh token (offline_access) needs
 * prompt=consent, which the consent step grants at once.
 */
export function toStandardRequest(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, 'http://idp.invalid');
  const params = url.searchParams;
  if (url.pathname === '/v2/logout' && params.has('returnTo')) {
    params.set('post_logout_redirect_uri', params.get('returnTo') ?? '');
    params.delete('returnTo');
  }
  if (
    url.pathname === '/authorize' &&
    (params.get('scope') ?? '').split(' ').includes('offline_access') &&
    !params.has('prompt')
  ) {
    params.set('prompt', 'consent');
  }
  return `${url.pathname}${url.search}`;
}
