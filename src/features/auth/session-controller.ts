import type { Language } from '../../i18n/dictionaries.ts';
import { SignInUnavailableError } from './start-sign-in.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import type { GetAccessToken } from './access-token.ts';
import { uiLocale, type AuthClient, type AuthClientLoader } from './auth-client.ts';
import { clearBrowserSession } from './local-session.ts';

/** The refresh token is revoked on sign-out unless the provider takes longer than this. */
export const REVOKE_WAIT_MS = 2000;

export interface SessionControllerOptions {
  loadClient: AuthClientLoader | null;
  /** A full page load to another address. */
  leaveTo: (url: string) => void;
  language: Language;
}

/**
 * The session's non-React half: the one client, the token before each request, and the two
 * ways a session ends. Kept out of the component so timers and callbacks that outlive a
 * render always see the current language.
 */
export class SessionController {
  private language: Language;
  // Set once the library has been asked for: sign-out then also ends the provider's session.
  private client: Promise<AuthClient> | null = null;
  // Several failures can arrive together; the page is left once.
  private leaving = false;
  // Its own chunk, fetched with the first signed-in request.
  private tokenGetter: Promise<GetAccessToken> | null = null;

  constructor(private readonly options: SessionControllerOptions) {
    this.language = options.language;
  }

  /** The access token for an API request; see access-token.ts for what happens on failure. */
  readonly getToken: GetAccessToken = async (options) => {
    this.tokenGetter ??= import('./access-token.ts').then(({ createAccessTokenGetter }) =>
      createAccessTokenGetter({
        client: () => this.getClient(),
        locale: () => uiLocale(this.language),
        endSession: () => this.endSession(),
      }),
    );
    let getToken: GetAccessToken;
    try {
      getToken = await this.tokenGetter;
    } catch (error) {
      // Not downloaded (a flaky connection): fail like an unreachable API, try again next time.
      console.error('The sign-in code did not load', error);
      this.tokenGetter = null;
      throw new ApiRequestError(0, null);
    }
    return getToken(options);
  };

  setLanguage(language: Language): void {
    this.language = language;
  }

  currentLanguage(): Language {
    return this.language;
  }

  getClient(): Promise<AuthClient> {
    const { loadClient } = this.options;
    if (!loadClient) return Promise.reject(new SignInUnavailableError());
    const pending = loadClient(this.language);
    this.client = pending;
    return pending;
  }

  leave(url: string): void {
    if (this.leaving) return;
    this.leaving = true;
    this.options.leaveTo(url);
  }

  /** The provider refused the session: storage cleared, back to / (spec section 4). */
  endSession(): void {
    clearBrowserSession();
    this.leave('/');
  }

  /**
   * Full logout (spec section 4): local and session storage, the username cookie, then the
   * provider's logout, which sends the browser back to / and so reloads the app.
   */
  async signOut(): Promise<void> {
    let client: AuthClient | null = null;
    if (this.client) {
      try {
        client = await this.client;
      } catch {
        // The library never arrived: there is no provider session to end from here.
      }
    }
    if (client) {
      // Best effort, before the cache holding the refresh token is cleared: on a shared
      // computer the token must not outlive the sign-out.
      const revoked = client.revokeRefreshToken().catch((error: unknown) => {
        console.error('Could not revoke the refresh token', error);
      });
      await Promise.race([revoked, new Promise((resolve) => setTimeout(resolve, REVOKE_WAIT_MS))]);
    }
    clearBrowserSession();
    if (!client) {
      this.leave('/');
      return;
    }
    try {
      await client.logout({ logoutParams: { returnTo: `${window.location.origin}/` } });
    } catch (error) {
      console.error('The identity provider logout failed', error);
      this.leave('/');
    }
  }
}
