// Test helpers: a stand-in for auth0-spa-js's client and the session provider around a page.
import { act } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { vi, type Mock } from 'vitest';
import { AppToastRegion } from '../../components/ui/toast.tsx';
import type { User } from '../../contracts/users.ts';
import type { Language } from '../../i18n/dictionaries.ts';
import { Announcer } from '../../lib/announcer.tsx';
import { useSession, type Session } from '../../lib/session.tsx';
import { useStartSignIn, type SignInOptions, type StartSignIn } from '../../lib/sign-in.tsx';
import { renderWithProviders } from '../../testing/render.tsx';
import { makeUser } from '../../testing/users.ts';
import { AUTH_CACHE_PREFIX, type AuthClient, type AuthClientLoader } from './auth-client.ts';
import { SessionProvider } from './session-provider.tsx';

export type FakeAuthClient = { [K in keyof AuthClient]: Mock<AuthClient[K]> };

/** An auth0-spa-js error as the library throws it: a message and an OAuth error code. */
export function providerError(code: string): Error & { error: string } {
  return Object.assign(new Error(`Provider said ${code}`), { error: code });
}

interface FakeClientOptions {
  /** undefined: the token does not say. */
  expiresIn?: number | undefined;
  /** null: the ID token has no such claim. */
  email?: string | null;
  givenName?: string | null;
}

/** Each silent call gives a new token (token-1, token-2...), valid for `expiresIn` seconds. */
export function fakeAuthClient(options: FakeClientOptions = {}): FakeAuthClient {
  const expiresIn = 'expiresIn' in options ? options.expiresIn : 600;
  const { email = 'maria@example.com', givenName = 'María' } = options;
  let issued = 0;
  return {
    getTokenSilently: vi.fn<AuthClient['getTokenSilently']>(async () => {
      issued += 1;
      return {
        access_token: `token-${issued}`,
        id_token: 'id-token',
        expires_in: expiresIn as number,
      };
    }),
    getTokenWithPopup: vi.fn<AuthClient['getTokenWithPopup']>(async () => 'popup-token'),
    handleRedirectCallback: vi.fn<AuthClient['handleRedirectCallback']>(async () => ({})),
    loginWithRedirect: vi.fn<AuthClient['loginWithRedirect']>(async () => {}),
    logout: vi.fn<AuthClient['logout']>(async () => {}),
    getUser: vi.fn<AuthClient['getUser']>(async () => ({
      ...(email === null ? {} : { email }),
      ...(givenName === null ? {} : { given_name: givenName }),
    })),
    revokeRefreshToken: vi.fn<AuthClient['revokeRefreshToken']>(async () => {}),
  };
}

/** What auth0-spa-js leaves in localStorage after a sign-in. */
export const CACHED_SESSION_KEY = `${AUTH_CACHE_PREFIX}::vision-hub-web::https://api.vision-hub.local::openid profile email offline_access`;

export function cacheSession(): void {
  window.localStorage.setItem(CACHED_SESSION_KEY, '{"body":{}}');
}

/** fetch answering every call with the user (or, given a status, with an API error). */
export function stubUserInfo(user: User = makeUser(), status = 200) {
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    void url;
    void init;
    return new Response(JSON.stringify(status === 200 ? { data: user } : errorBody(status)), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function errorBody(status: number) {
  return {
    code: 'internal',
    details: [],
    message: 'Something went wrong on our side.',
    statusCode: status,
    timestamp: new Date().toISOString(),
  };
}

/** The n-th fetch call's URL, bearer token and JSON body. */
export function fetchCall(fetchMock: Mock, index: number) {
  const [url, init] = fetchMock.mock.calls[index] as [string, RequestInit];
  const headers = (init.headers ?? {}) as Record<string, string>;
  return {
    url,
    method: init.method,
    authorization: headers.authorization,
    body: init.body === undefined ? undefined : (JSON.parse(init.body as string) as unknown),
  };
}

const realSetTimeout = globalThis.setTimeout;

/**
 * Waits in real time (fake timers stay where they are) until `check` passes: for work that
 * waits on I/O, such as a dynamic import, while a test holds the clock still.
 */
export async function waitInRealTime(check: () => boolean, attempts = 200): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (check()) return;
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 10)));
  }
  throw new Error('The condition did not hold in time');
}

export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

interface RenderSessionOptions {
  client?: FakeAuthClient;
  /** null: the server has no sign-in configured. */
  loadClient?: AuthClientLoader | null;
  path?: string;
  language?: Language;
  page?: ReactNode;
}

/**
 * The session provider around `page`, with the announcer and toasts, in an in-memory router.
 * `session()` is the latest value of the session context.
 */
export function renderSession({
  client = fakeAuthClient(),
  loadClient,
  path = '/',
  language = 'en',
  page = null,
}: RenderSessionOptions = {}) {
  const loader = loadClient === undefined ? vi.fn(async () => client as AuthClient) : loadClient;
  const leaveTo = vi.fn<(url: string) => void>();
  const latest: { session: Session | null; startSignIn: StartSignIn | null } = {
    session: null,
    startSignIn: null,
  };
  const result = renderWithProviders(
    <SessionProvider loadClient={loader} leaveTo={leaveTo}>
      <SessionProbe
        onRender={(session, startSignIn) => Object.assign(latest, { session, startSignIn })}
      />
      {page}
      <Announcer />
      <AppToastRegion />
    </SessionProvider>,
    { path, language },
  );
  const session = () => {
    if (!latest.session) throw new Error('The session was not rendered');
    return latest.session;
  };
  const startSignIn = (options?: SignInOptions) => {
    if (!latest.startSignIn) throw new Error('The session was not rendered');
    return latest.startSignIn(options);
  };
  return { ...result, client, loadClient: loader, leaveTo, session, startSignIn };
}

function SessionProbe({
  onRender,
}: {
  onRender: (session: Session, startSignIn: StartSignIn) => void;
}) {
  const session = useSession();
  const startSignIn = useStartSignIn();
  useEffect(() => {
    onRender(session, startSignIn);
  });
  const { state } = session;
  return (
    <p data-testid="session-status">
      {state.status === 'signed-in' ? `signed-in ${state.user.first_name}` : state.status}
    </p>
  );
}
