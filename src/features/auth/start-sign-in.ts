import type { Language } from '../../i18n/dictionaries.ts';
import { STORAGE_KEYS, type StartSignIn } from '../../lib/sign-in.tsx';
import { writeStored } from '../../lib/storage.ts';
import { defaultAuthClientLoader, uiLocale, type AuthClientLoader } from './auth-client.ts';

/** Raised when the server has no identity provider configured. */
export class SignInUnavailableError extends Error {
  constructor() {
    super('Sign-in is not configured on this server');
    this.name = 'SignInUnavailableError';
  }
}

/**
 * Sends the browser to the identity provider's sign-in page, which returns to /login. A
 * failure is logged and passed on, so the button that started it can be used again.
 */
export function createStartSignIn(
  language: Language,
  loadClient: AuthClientLoader | null = defaultAuthClientLoader,
): StartSignIn {
  return async ({ isTrialSignup = false } = {}) => {
    try {
      if (!loadClient) throw new SignInUnavailableError();
      // Read back when the user is created (getUserInfo's is_trial_account).
      if (isTrialSignup) writeStored(STORAGE_KEYS.isTrialSignup, 'true');
      const client = await loadClient(language);
      await client.loginWithRedirect({ authorizationParams: { ui_locales: uiLocale(language) } });
    } catch (error) {
      console.error('Sign-in did not start', error);
      throw error;
    }
  };
}
