import { ApiRequestError } from '../../lib/api-client.ts';
import type { AuthClient } from './auth-client.ts';

/** Provider answers meaning "the user must act" (sign in again, consent): a popup can fix them. */
export const INTERACTION_ERRORS: ReadonlySet<string> = new Set([
  'login_required',
  'consent_required',
  'interaction_required',
  'missing_refresh_token',
  'invalid_grant',
]);

/** The OAuth error code auth0-spa-js puts on its errors (GenericError.error), if any. */
export function providerErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { error?: unknown }).error;
  return typeof code === 'string' && code ? code : null;
}

/**
 * The token call never reached the provider: fetch failed (TypeError) or timed out (a plain
 * Error from auth0-spa-js, or its TimeoutError, code "timeout"). The provider did not refuse
 * the session, so nothing is cleared.
 */
export function isNetworkFailure(error: unknown): boolean {
  const code = providerErrorCode(error);
  return code === null || code === 'timeout';
}

/** The provider's cache had no token to give (past its session ceiling): sign in again. */
export class NoAccessTokenError extends Error {
  readonly error = 'login_required';
  constructor() {
    super('No access token');
    this.name = 'NoAccessTokenError';
  }
}

/** Raised once the session has been ended because the provider refused it. */
export class SessionEndedError extends Error {
  constructor(readonly reason: unknown) {
    super('The identity provider ended the session');
    this.name = 'SessionEndedError';
  }
}

export interface AccessToken {
  accessToken: string;
  /** Seconds, as the provider gave it when the token was issued. */
  expiresIn: number | undefined;
}

export interface AccessTokenOptions {
  client: () => Promise<AuthClient>;
  /** ui_locales for the popup's sign-in page. */
  locale: () => string;
  /** Clears the browser's session and leaves for / (spec section 4, "Sign-in"). */
  endSession: () => void;
}

export type GetAccessToken = (options?: { renew?: boolean }) => Promise<AccessToken>;

/**
 * Before every API request: auth0-spa-js returns its cached token until a minute before it
 * expires, then uses the (rotating) refresh token. When the provider needs the user, a popup
 * asks them; if that fails, or the provider refuses for any other reason, the session ends.
 *
 * A network failure of the token call is NOT treated as the end of the session: someone who
 * has just typed a long form on a flaky connection would lose it all to a redirect. The call
 * fails like any unreachable API call (ApiRequestError with status 0), the form keeps its
 * values and shows its usual "try again" message, and the session is still there when the
 * connection comes back.
 */
export function createAccessTokenGetter({
  client,
  locale,
  endSession,
}: AccessTokenOptions): GetAccessToken {
  // Several requests may fail together: they share one popup.
  let popup: Promise<AccessToken> | null = null;

  const askWithPopup = (auth: AuthClient): Promise<AccessToken> => {
    if (popup) return popup;
    const pending = (async () => {
      const accessToken = await auth.getTokenWithPopup({
        authorizationParams: { ui_locales: locale() },
      });
      if (!accessToken) throw new Error('The popup returned no access token');
      return { accessToken, expiresIn: undefined };
    })();
    popup = pending;
    const settle = () => {
      if (popup === pending) popup = null;
    };
    pending.then(settle, settle);
    return pending;
  };

  const end = (reason: unknown): never => {
    console.error('The sign-in session ended', reason);
    endSession();
    throw new SessionEndedError(reason);
  };

  return async ({ renew = false } = {}) => {
    let auth: AuthClient;
    try {
      auth = await client();
    } catch (error) {
      // The library's download failed (a TypeError from import()): the same flaky connection.
      console.error('The sign-in library did not load', error);
      throw error instanceof TypeError ? new ApiRequestError(0, null) : error;
    }
    let silentError: unknown;
    try {
      const response = await auth.getTokenSilently({
        detailedResponse: true,
        ...(renew ? { cacheMode: 'off' as const } : {}),
      });
      if (!response?.access_token) throw new NoAccessTokenError();
      return { accessToken: response.access_token, expiresIn: response.expires_in };
    } catch (error) {
      silentError = error;
    }

    const code = providerErrorCode(silentError);
    if (code !== null && INTERACTION_ERRORS.has(code)) {
      try {
        return await askWithPopup(auth);
      } catch (popupError) {
        // Closed, blocked, timed out or refused.
        return end(popupError);
      }
    }
    if (isNetworkFailure(silentError)) {
      console.error('Could not reach the identity provider', silentError);
      throw new ApiRequestError(0, null);
    }
    return end(silentError);
  };
}
