import type { Auth0ClientOptions } from '@auth0/auth0-spa-js';
import type { Language } from '../../i18n/dictionaries.ts';
import { appConfig, type AuthConfig } from '../../lib/config.ts';

/** The parts of auth0-spa-js's Auth0Client the app uses; tests hand in a fake. */
export interface AuthClient {
  getTokenSilently(options: {
    detailedResponse: true;
    cacheMode?: 'on' | 'off';
  }): Promise<{ access_token: string; id_token?: string; expires_in: number } | undefined>;
  getTokenWithPopup(options?: {
    authorizationParams?: { ui_locales?: string };
  }): Promise<string | undefined>;
  handleRedirectCallback(url?: string): Promise<unknown>;
  loginWithRedirect(options?: { authorizationParams?: { ui_locales?: string } }): Promise<void>;
  logout(options?: { logoutParams?: { returnTo?: string } }): Promise<void>;
  /** The ID token's claims. */
  getUser(): Promise<{ email?: string; given_name?: string } | undefined>;
  revokeRefreshToken(): Promise<void>;
}

/** Loads the library and makes the one client; null when the server has no sign-in. */
export type AuthClientLoader = (language: Language) => Promise<AuthClient>;

/** auth0-spa-js's localStorage cache keys start with this. */
export const AUTH_CACHE_PREFIX = '@@auth0spajs@@';

/** The provider's login pages take BCP 47 tags; the app's Spanish code is `sp`. */
export function uiLocale(language: Language): string {
  return language === 'sp' ? 'es' : 'en';
}

export function authClientOptions(config: AuthConfig, language: Language): Auth0ClientOptions {
  return {
    domain: config.domain,
    clientId: config.clientId,
    // A reload (or a new tab) stays signed in; the refresh token rotates on every use.
    cacheLocation: 'localstorage',
    useRefreshTokens: true,
    authorizationParams: {
      audience: config.audience,
      redirect_uri: `${location.origin}/login`,
      scope: 'openid profile email offline_access',
      ui_locales: uiLocale(language),
    },
  };
}

/**
 * The library is fetched only when it is needed (sign-in starts, the sign-in callback, or a
 * session cached from an earlier visit), so a signed-out visitor's first page stays light.
 * One client per page: auth0-spa-js keeps in-memory state and locks per instance.
 */
export function createAuthClientLoader(config: AuthConfig | null): AuthClientLoader | null {
  if (!config) return null;
  let client: Promise<AuthClient> | null = null;
  return (language) => {
    client ??= import('@auth0/auth0-spa-js').then(
      ({ Auth0Client }) => new Auth0Client(authClientOptions(config, language)),
    );
    // A failed download may be retried (a flaky connection) rather than remembered.
    client.catch(() => {
      client = null;
    });
    return client;
  };
}

export const defaultAuthClientLoader = createAuthClientLoader(appConfig.auth);

/** Whether auth0-spa-js holds tokens from an earlier visit in this browser. */
export function hasCachedSession(): boolean {
  try {
    for (let index = 0; index < window.localStorage.length; index++) {
      if (window.localStorage.key(index)?.startsWith(AUTH_CACHE_PREFIX)) return true;
    }
  } catch {
    // Storage disabled: nothing can be cached either.
  }
  return false;
}

/**
 * A device with a session cached from an earlier visit: the library and the code that resume
 * it, fetched as the app starts (main.tsx) instead of when the session provider first runs,
 * after the first paint. Each is evaluated when it arrives, in a task of its own. A failed
 * fetch is the provider's to report, when it imports the same.
 */
export function preloadSessionResume(): void {
  if (!appConfig.auth || !hasCachedSession()) return;
  import('@auth0/auth0-spa-js').catch(() => {});
  import('./resume-session.ts').catch(() => {});
}

/** The identity provider sends the browser back to /login with code and state (or an error). */
export function isCallback(path: string, search: string): boolean {
  if (path !== '/login') return false;
  const params = new URLSearchParams(search);
  return params.has('state') && (params.has('code') || params.has('error'));
}
