import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStartSignIn } from '../../lib/sign-in.tsx';
import { expectConsoleError, wasLogged } from '../../testing/console-guard.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import {
  authClientOptions,
  createAuthClientLoader,
  hasCachedSession,
  isCallback,
  preloadSessionResume,
  uiLocale,
} from './auth-client.ts';
import { SessionProvider } from './session-provider.tsx';
import { cacheSession } from './session-testing.tsx';

// The real library replaced by a recorder: was it loaded at all, and how was it set up?
const library = vi.hoisted(() => ({
  loaded: false,
  options: [] as unknown[],
  loginWithRedirect: [] as unknown[],
}));

vi.mock('@auth0/auth0-spa-js', () => {
  library.loaded = true;
  class Auth0Client {
    constructor(options: unknown) {
      library.options.push(options);
    }
    async getTokenSilently() {
      throw Object.assign(new Error('Login required'), { error: 'login_required' });
    }
    async loginWithRedirect(options: unknown) {
      library.loginWithRedirect.push(options);
    }
  }
  return { Auth0Client };
});

function StartButton() {
  const startSignIn = useStartSignIn();
  return (
    <button type="button" onClick={() => void startSignIn()}>
      Start
    </button>
  );
}

const config = {
  domain: 'http://localhost:3000/idp',
  clientId: 'vision-hub-web',
  audience: 'https://api.vision-hub.local',
};

describe('loading auth0-spa-js only when needed', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  // These run in order: the library, once loaded, stays loaded for the rest of the file.
  it('does not download the library for a signed-out visitor with an empty cache', async () => {
    vi.useFakeTimers();
    // The app's start (main.tsx) fetches it ahead only for a session it would resume.
    preloadSessionResume();
    renderWithProviders(
      <SessionProvider>
        <StartButton />
      </SessionProvider>,
    );
    // Run all start-up work, timers and the promises between them (a dynamic import among them).
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    vi.useRealTimers();
    expect(library.loaded).toBe(false);
    expect(library.options).toEqual([]);
  });

  it('fetches it as the app starts on a device with a cached session, before any client', async () => {
    cacheSession();
    preloadSessionResume();
    await vi.waitFor(() => expect(library.loaded).toBe(true));
    expect(library.options).toEqual([]);
  });

  it('loads it for a cached session, set up as the spec needs, in the page language', async () => {
    // The recorder's getTokenSilently answers login_required: the cached session is stale.
    const stale = 'The earlier session could not be resumed';
    expectConsoleError(stale);
    cacheSession();
    renderWithProviders(
      <SessionProvider>
        <StartButton />
      </SessionProvider>,
      { language: 'sp' },
    );
    await waitFor(() => expect(library.options).toHaveLength(1));
    // The refusal is logged once it arrives, which on a busy machine is after the client is
    // made: waited for here, so that it cannot land in the next test.
    await waitFor(() => expect(wasLogged(stale)).toBe(true));
    expect(library.loaded).toBe(true);
    expect(library.options[0]).toEqual({
      domain: `${window.location.origin}/idp`,
      clientId: 'vision-hub-web',
      cacheLocation: 'localstorage',
      useRefreshTokens: true,
      authorizationParams: {
        audience: 'https://api.vision-hub.local',
        redirect_uri: `${window.location.origin}/login`,
        scope: 'openid profile email offline_access',
        ui_locales: 'es',
      },
    });
  });

  it('uses that one client to start sign-in', async () => {
    const { user } = renderWithProviders(
      <SessionProvider>
        <StartButton />
      </SessionProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(library.loginWithRedirect).toHaveLength(1));
    expect(library.options).toHaveLength(1);
    expect(library.loginWithRedirect[0]).toEqual({ authorizationParams: { ui_locales: 'en' } });
  });
});

describe('auth-client helpers', () => {
  it('has no loader when the server has no sign-in', () => {
    expect(createAuthClientLoader(null)).toBeNull();
  });

  it('builds the options from the configuration', () => {
    expect(authClientOptions(config, 'en')).toMatchObject({
      domain: config.domain,
      clientId: config.clientId,
      authorizationParams: { audience: config.audience, ui_locales: 'en' },
    });
  });

  it('speaks BCP 47 to the provider', () => {
    expect(uiLocale('en')).toBe('en');
    expect(uiLocale('sp')).toBe('es');
  });

  it('recognises the callback address', () => {
    expect(isCallback('/login', '?code=a&state=b')).toBe(true);
    expect(isCallback('/login', 'code=a&state=b')).toBe(true);
    expect(isCallback('/login', '?error=access_denied&state=b')).toBe(true);
    expect(isCallback('/login', '?code=a')).toBe(false);
    expect(isCallback('/login', '')).toBe(false);
    expect(isCallback('/', '?code=a&state=b')).toBe(false);
  });

  it('finds the library’s cache by its key prefix only', () => {
    window.localStorage.setItem('language', 'sp');
    window.localStorage.setItem('auth0spajs', 'x');
    expect(hasCachedSession()).toBe(false);
    cacheSession();
    expect(hasCachedSession()).toBe(true);
  });
});
