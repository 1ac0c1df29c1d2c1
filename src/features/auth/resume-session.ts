import type { User } from '../../contracts/users.ts';
import { isNetworkFailure, NoAccessTokenError, type AccessToken } from './access-token.ts';
import type { AuthClient } from './auth-client.ts';
import { clearBrowserSession } from './local-session.ts';
import type { SignInError } from './sign-in-error.ts';
import { EmailMissingError, loadUser } from './user-loader.ts';

export type ResumeResult =
  | { status: 'signed-in'; user: User }
  | { status: 'signed-out' }
  | { status: 'failed'; error: SignInError; cause: unknown };

interface ResumeOptions {
  /** The page is the provider's callback (/login with code and state). */
  callback: boolean;
  /** Called once the code is exchanged, to take code and state out of the address. */
  onCodeExchanged: () => void;
}

/**
 * Starts the session on page load, from the provider's callback or from a session cached on
 * an earlier visit. Its own chunk: a signed-out visitor's first page never needs it.
 */
export async function resumeSession(
  client: AuthClient,
  { callback, onCodeExchanged }: ResumeOptions,
): Promise<ResumeResult> {
  let token: AccessToken;
  try {
    if (callback) {
      await client.handleRedirectCallback();
      onCodeExchanged();
    }
    const response = await client.getTokenSilently({ detailedResponse: true });
    if (!response?.access_token) throw new NoAccessTokenError();
    token = { accessToken: response.access_token, expiresIn: response.expires_in };
  } catch (cause) {
    if (callback) return { status: 'failed', error: 'loadFailed', cause };
    // A session kept from an earlier visit that has run out: without a click there can be no
    // popup, so the visitor is simply signed out. A refused session is cleared (so the library
    // is not loaded again on the next page); an unreachable provider is not.
    console.error('The earlier session could not be resumed', cause);
    if (!isNetworkFailure(cause)) clearBrowserSession();
    return { status: 'signed-out' };
  }
  try {
    return { status: 'signed-in', user: await loadUser(client, token) };
  } catch (cause) {
    const error = cause instanceof EmailMissingError ? 'emailMissing' : 'loadFailed';
    return { status: 'failed', error, cause };
  }
}
