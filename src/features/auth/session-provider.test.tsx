import { act, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api-client.ts';
import { makeUser } from '../../testing/users.ts';
import { INTERACTION_ERRORS, SessionEndedError } from './access-token.ts';
import { readUsernameCookie } from './local-session.ts';
import LoginPage from './login-page.tsx';
import { LOAD_FAILURE_SIGN_OUT_MS } from './session-provider.tsx';
import {
  cacheSession,
  CACHED_SESSION_KEY,
  clearCookies,
  fakeAuthClient,
  fetchCall,
  providerError,
  renderSession,
  stubUserInfo,
  waitInRealTime,
} from './session-testing.tsx';
import { expectConsoleError } from '../../testing/console-guard.ts';

const anything = z.unknown();
const status = () => screen.getByTestId('session-status');

async function signedIn(options: Parameters<typeof renderSession>[0] = {}) {
  cacheSession();
  const fetchMock = stubUserInfo();
  const rendered = renderSession(options);
  await waitFor(() => expect(status()).toHaveTextContent('signed-in María'));
  fetchMock.mockClear();
  rendered.client.getTokenSilently.mockClear();
  return { ...rendered, fetchMock };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
  clearCookies();
});

describe('starting the session', () => {
  it('leaves a visitor with no cached session signed out, without loading the library', async () => {
    const { loadClient } = renderSession();
    expect(status()).toHaveTextContent('signed-out');
    // Give any stray start-up work a chance to run.
    await act(async () => {});
    expect(loadClient).not.toHaveBeenCalled();
  });

  it('resumes a cached session: loading, a silent token, then the user from getUserInfo', async () => {
    cacheSession();
    const fetchMock = stubUserInfo(makeUser({ first_name: 'Ana' }));
    const { client } = renderSession();
    expect(status()).toHaveTextContent('loading');
    await waitFor(() => expect(status()).toHaveTextContent('signed-in Ana'));
    expect(client.getTokenSilently).toHaveBeenCalledWith({ detailedResponse: true });
    expect(client.handleRedirectCallback).not.toHaveBeenCalled();
    const call = fetchCall(fetchMock, 0);
    expect(call).toMatchObject({
      url: '/api/v1/getUserInfo',
      method: 'POST',
      authorization: 'Bearer token-1',
    });
  });

  it('stores the idle time from the token and sets the username cookie (first name)', async () => {
    cacheSession();
    stubUserInfo(makeUser({ first_name: 'Ana' }));
    renderSession({ client: fakeAuthClient({ expiresIn: 3600 }) });
    await waitFor(() => expect(status()).toHaveTextContent('signed-in'));
    expect(window.localStorage.getItem('sessionIdleTime')).toBe('3600');
    expect(readUsernameCookie()).toBe('Ana');
  });

  it('handles the callback: exchanges the code, drops code and state from the address, loads the user', async () => {
    const fetchMock = stubUserInfo();
    const { client, history } = renderSession({ path: '/login?code=abc&state=xyz' });
    expect(status()).toHaveTextContent('loading');
    await waitFor(() => expect(status()).toHaveTextContent('signed-in'));
    expect(client.handleRedirectCallback).toHaveBeenCalledTimes(1);
    expect(history.at(-1)).toBe('/login');
    expect(history).not.toContain('/login?code=abc&state=xyz');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The exchange happens before the first token is read.
    expect(client.handleRedirectCallback.mock.invocationCallOrder[0]).toBeLessThan(
      client.getTokenSilently.mock.invocationCallOrder[0]!,
    );
  });

  it('signs a stale cached session out quietly: storage cleared, no popup, no redirect', async () => {
    expectConsoleError('The earlier session could not be resumed');
    cacheSession();
    window.localStorage.setItem('coupon', 'AUSA20');
    const client = fakeAuthClient();
    client.getTokenSilently.mockRejectedValue(providerError('missing_refresh_token'));
    const { leaveTo } = renderSession({ client });
    await waitFor(() => expect(status()).toHaveTextContent('signed-out'));
    expect(client.getTokenWithPopup).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(CACHED_SESSION_KEY)).toBeNull();
    expect(window.localStorage.getItem('coupon')).toBeNull();
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('keeps a cached session it cannot check offline, for the next visit', async () => {
    expectConsoleError('The earlier session could not be resumed');
    cacheSession();
    const client = fakeAuthClient();
    client.getTokenSilently.mockRejectedValue(new TypeError('Failed to fetch'));
    renderSession({ client });
    await waitFor(() => expect(status()).toHaveTextContent('signed-out'));
    expect(window.localStorage.getItem(CACHED_SESSION_KEY)).not.toBeNull();
  });
});

describe('loading the user', () => {
  it('sends the trial and AUSA flags from local storage, and the name from the ID token', async () => {
    cacheSession();
    window.localStorage.setItem('isTrialSignup', 'true');
    window.localStorage.setItem('isAusaMember', 'true');
    const fetchMock = stubUserInfo();
    renderSession();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchCall(fetchMock, 0).body).toEqual({
      email: 'maria@example.com',
      first_name: 'María',
      is_trial_account: 1,
      is_ausa_member: 1,
    });
  });

  it('leaves the flags (and a missing given name) out when they are not set', async () => {
    cacheSession();
    window.localStorage.setItem('isTrialSignup', 'false');
    const fetchMock = stubUserInfo();
    renderSession({ client: fakeAuthClient({ givenName: null }) });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchCall(fetchMock, 0).body).toEqual({ email: 'maria@example.com' });
  });

  it('says "We could not get your e-mail address. Log out and sign in again." on the landing when the ID token has no e-mail', async () => {
    expectConsoleError('Could not load the signed-in user');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubUserInfo();
    const client = fakeAuthClient({ email: null });
    renderSession({ client, path: '/login?code=abc&state=xyz', page: <LoginPage /> });
    const alert = await screen.findByText(
      'We could not get your e-mail address. Log out and sign in again.',
      { selector: 'p' },
    );
    expect(alert).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent(
      'We could not get your e-mail address. Log out and sign in again.',
    );
    // This one does not sign out by itself; the user may.
    await act(async () => void (await vi.advanceTimersByTimeAsync(10_000)));
    expect(client.logout).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  it('says it in Spanish too', async () => {
    expectConsoleError('Could not load the signed-in user');
    stubUserInfo();
    renderSession({
      client: fakeAuthClient({ email: null }),
      path: '/login?code=abc&state=xyz',
      language: 'sp',
      page: <LoginPage />,
    });
    expect(
      await screen.findByText(
        'No pudimos obtener su correo electrónico. Cierre sesión y vuelva a entrar.',
        {
          selector: 'p',
        },
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  });

  it('says "Unable to login now..." when getUserInfo fails, then logs out after exactly 3 s', async () => {
    expectConsoleError('Could not load the signed-in user');
    // The clock stands still until the test moves it, so "3 s after the failure" is exact.
    vi.useFakeTimers();
    stubUserInfo(makeUser(), 500);
    const { client } = renderSession({ path: '/login?code=abc&state=xyz', page: <LoginPage /> });
    const alert = () =>
      screen.queryByText('Unable to sign in right now. Please try again later.', { selector: 'p' });
    await waitInRealTime(() => alert() !== null);
    expect(alert()).toBeVisible();
    await act(async () => void (await vi.advanceTimersByTimeAsync(2900)));
    expect(client.logout).not.toHaveBeenCalled();
    await act(async () => void (await vi.advanceTimersByTimeAsync(99)));
    expect(client.logout).not.toHaveBeenCalled();
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    await waitInRealTime(() => client.logout.mock.calls.length > 0);
    expect(client.logout).toHaveBeenCalledWith({
      logoutParams: { returnTo: `${window.location.origin}/` },
    });
    expect(LOAD_FAILURE_SIGN_OUT_MS).toBe(3000);
  });

  it('says the failure through the toast only, not the announcer as well', async () => {
    expectConsoleError('Could not load the signed-in user');
    stubUserInfo(makeUser(), 500);
    renderSession({ path: '/login?code=abc&state=xyz', page: <LoginPage /> });
    const notifications = await screen.findByRole('region', { name: 'Notifications' });
    await waitFor(() =>
      expect(notifications).toHaveTextContent(
        'Unable to sign in right now. Please try again later.',
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByTestId('announcer-assertive')).toBeEmptyDOMElement();
  });

  it('treats a failed code exchange as a failed sign-in, in Spanish', async () => {
    expectConsoleError('Could not load the signed-in user');
    stubUserInfo();
    const client = fakeAuthClient();
    client.handleRedirectCallback.mockRejectedValue(providerError('invalid_grant'));
    renderSession({
      client,
      path: '/login?code=abc&state=xyz',
      language: 'sp',
      page: <LoginPage />,
    });
    expect(
      await screen.findByText(
        'No es posible iniciar sesión en este momento. Vuelva a intentarlo más tarde.',
        { selector: 'p' },
      ),
    ).toBeVisible();
  });

  it('shows a failure to resume a session on the landing, wherever it happened', async () => {
    expectConsoleError('Could not load the signed-in user');
    cacheSession();
    stubUserInfo(makeUser(), 503);
    const { history } = renderSession({ path: '/my-profile' });
    await waitFor(() => expect(history.at(-1)).toBe('/login'));
  });
});

describe('request: the token before every API call', () => {
  it('renews silently before every request and sends the token as a bearer', async () => {
    const { session, client, fetchMock } = await signedIn();
    await session().request('/api/v1/category', { schema: anything });
    await session().request('/api/v1/category', { schema: anything });
    expect(client.getTokenSilently).toHaveBeenCalledTimes(2);
    expect(fetchCall(fetchMock, 0).authorization).toBe('Bearer token-2');
    expect(fetchCall(fetchMock, 1).authorization).toBe('Bearer token-3');
  });

  it.each([...INTERACTION_ERRORS])(
    'asks in a popup when the provider answers %s, and uses its token',
    async (code) => {
      const { session, client, fetchMock, leaveTo } = await signedIn();
      client.getTokenSilently.mockRejectedValueOnce(providerError(code));
      await session().request('/api/v1/category', { schema: anything });
      expect(client.getTokenWithPopup).toHaveBeenCalledWith({
        authorizationParams: { ui_locales: 'en' },
      });
      expect(fetchCall(fetchMock, 0).authorization).toBe('Bearer popup-token');
      expect(leaveTo).not.toHaveBeenCalled();
    },
  );

  it('opens one popup for requests that fail together', async () => {
    const { session, client } = await signedIn();
    client.getTokenSilently.mockRejectedValue(providerError('login_required'));
    await Promise.all([
      session().request('/api/v1/category', { schema: anything }),
      session().request('/api/v1/states', { schema: anything }),
    ]);
    expect(client.getTokenWithPopup).toHaveBeenCalledTimes(1);
  });

  it('asks for the popup in Spanish for a Spanish user', async () => {
    const { session, client } = await signedIn({ language: 'sp' });
    client.getTokenSilently.mockRejectedValueOnce(providerError('consent_required'));
    await session().request('/api/v1/category', { schema: anything });
    expect(client.getTokenWithPopup).toHaveBeenCalledWith({
      authorizationParams: { ui_locales: 'es' },
    });
  });

  it.each([
    ['cancelled', providerError('cancelled')],
    ['blocked', Object.assign(new Error('Unable to open a popup'), { error: 'popup_open' })],
    ['timed out', providerError('timeout')],
  ])('clears storage and goes to / when the popup is %s', async (_kind, popupFailure) => {
    expectConsoleError('The sign-in session ended');
    const { session, client, fetchMock, leaveTo } = await signedIn();
    window.localStorage.setItem('isTrialSignup', 'true');
    window.localStorage.setItem('language', 'sp');
    window.sessionStorage.setItem('a0.spajs.txs', 'x');
    client.getTokenSilently.mockRejectedValueOnce(providerError('login_required'));
    client.getTokenWithPopup.mockRejectedValueOnce(popupFailure);
    await expect(
      session().request('/api/v1/category', { schema: anything }),
    ).rejects.toBeInstanceOf(SessionEndedError);
    expect(window.localStorage.getItem('isTrialSignup')).toBeNull();
    expect(window.localStorage.getItem(CACHED_SESSION_KEY)).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
    expect(readUsernameCookie()).toBeNull();
    // The device's language setting is not account data: it stays.
    expect(window.localStorage.getItem('language')).toBe('sp');
    expect(leaveTo).toHaveBeenCalledWith('/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['server_error', 'invalid_client', 'access_denied', 'request_error'])(
    'clears storage and goes to / on any other provider error (%s), without a popup',
    async (code) => {
      expectConsoleError('The sign-in session ended');
      const { session, client, fetchMock, leaveTo } = await signedIn();
      window.sessionStorage.setItem('something', 'x');
      client.getTokenSilently.mockRejectedValueOnce(providerError(code));
      await expect(
        session().request('/api/v1/category', { schema: anything }),
      ).rejects.toBeInstanceOf(SessionEndedError);
      expect(client.getTokenWithPopup).not.toHaveBeenCalled();
      expect(window.localStorage.getItem(CACHED_SESSION_KEY)).toBeNull();
      expect(window.localStorage.getItem('sessionIdleTime')).toBeNull();
      expect(window.sessionStorage.length).toBe(0);
      expect(leaveTo).toHaveBeenCalledTimes(1);
      expect(leaveTo).toHaveBeenCalledWith('/');
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['fetch failed', new TypeError('Failed to fetch')],
    ['timed out', new Error("Timeout when executing 'fetch'")],
  ])(
    'keeps the session when the token call %s: the request fails like an unreachable API',
    async (_kind, networkFailure) => {
      expectConsoleError('Could not reach the identity provider');
      const { session, client, fetchMock, leaveTo } = await signedIn();
      client.getTokenSilently.mockRejectedValueOnce(networkFailure);
      const failure = await session()
        .request('/api/v1/category', { schema: anything })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiRequestError);
      expect((failure as ApiRequestError).status).toBe(0);
      expect(leaveTo).not.toHaveBeenCalled();
      expect(client.getTokenWithPopup).not.toHaveBeenCalled();
      expect(window.localStorage.getItem(CACHED_SESSION_KEY)).not.toBeNull();
      expect(status()).toHaveTextContent('signed-in');
      // Once the connection is back, the next request just works.
      await session().request('/api/v1/category', { schema: anything });
      expect(fetchCall(fetchMock, 0).authorization).toMatch(/^Bearer token-/);
    },
  );

  it('updateUser replaces the loaded user (and the username cookie)', async () => {
    const { session } = await signedIn();
    act(() => session().updateUser(makeUser({ first_name: 'Lucía' })));
    expect(status()).toHaveTextContent('signed-in Lucía');
    expect(readUsernameCookie()).toBe('Lucía');
  });
});

describe('signOut', () => {
  it('clears local and session storage and the cookie, then logs out at the provider back to /', async () => {
    const { session, client, leaveTo } = await signedIn();
    window.localStorage.setItem('isAusaMember', 'true');
    window.localStorage.setItem('displaySettings', '{"text":"large"}');
    window.sessionStorage.setItem('anything', 'x');
    expect(readUsernameCookie()).toBe('María');
    await act(() => session().signOut());
    expect(window.localStorage.getItem('isAusaMember')).toBeNull();
    expect(window.localStorage.getItem('sessionIdleTime')).toBeNull();
    expect(window.localStorage.getItem(CACHED_SESSION_KEY)).toBeNull();
    expect(window.localStorage.getItem('displaySettings')).toBe('{"text":"large"}');
    expect(window.sessionStorage.length).toBe(0);
    expect(readUsernameCookie()).toBeNull();
    // The refresh token is revoked while the cache still holds it.
    expect(client.revokeRefreshToken).toHaveBeenCalledTimes(1);
    expect(client.logout).toHaveBeenCalledWith({
      logoutParams: { returnTo: `${window.location.origin}/` },
    });
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('still logs out when revoking fails', async () => {
    expectConsoleError('Could not revoke the refresh token');
    const { session, client } = await signedIn();
    client.revokeRefreshToken.mockRejectedValue(new TypeError('Failed to fetch'));
    await act(() => session().signOut());
    expect(client.logout).toHaveBeenCalledTimes(1);
  });

  it('without the library loaded (no session), clears and goes to /', async () => {
    window.localStorage.setItem('isTrialSignup', 'true');
    const { session, loadClient, leaveTo } = renderSession();
    await act(() => session().signOut());
    expect(loadClient).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('isTrialSignup')).toBeNull();
    expect(leaveTo).toHaveBeenCalledWith('/');
  });
});

describe('starting sign-in', () => {
  it('redirects to the provider in the current language, and marks a trial sign-up', async () => {
    const { startSignIn, client, loadClient } = renderSession({ language: 'sp' });
    await act(() => startSignIn({ isTrialSignup: true }));
    expect(loadClient).toHaveBeenCalledWith('sp');
    expect(client.loginWithRedirect).toHaveBeenCalledWith({
      authorizationParams: { ui_locales: 'es' },
    });
    expect(window.localStorage.getItem('isTrialSignup')).toBe('true');
  });

  it('does not mark an ordinary sign-in as a trial', async () => {
    const { startSignIn, client } = renderSession();
    await act(() => startSignIn());
    expect(client.loginWithRedirect).toHaveBeenCalledWith({
      authorizationParams: { ui_locales: 'en' },
    });
    expect(window.localStorage.getItem('isTrialSignup')).toBeNull();
  });

  it('logs and passes on a failure, so the button can be used again', async () => {
    expectConsoleError('Sign-in did not start');
    const logged = vi.spyOn(console, 'error');
    const client = fakeAuthClient();
    const failure = new Error('crypto.subtle is not available');
    client.loginWithRedirect.mockRejectedValue(failure);
    const { startSignIn } = renderSession({ client });
    await expect(startSignIn()).rejects.toBe(failure);
    expect(logged).toHaveBeenCalledWith('Sign-in did not start', failure);
  });

  it('rejects with an Error when the server has no sign-in configured, and stays signed out', async () => {
    expectConsoleError('Sign-in did not start');
    expectConsoleError('The sign-in library did not load');
    const logged = vi.spyOn(console, 'error');
    cacheSession();
    const { startSignIn, session } = renderSession({ loadClient: null });
    expect(status()).toHaveTextContent('signed-out');
    await expect(startSignIn()).rejects.toBeInstanceOf(Error);
    expect(logged).toHaveBeenCalledWith('Sign-in did not start', expect.any(Error));
    await expect(session().request('/api/v1/category', { schema: anything })).rejects.toThrow();
  });
});
