import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { z } from 'zod';
import { useLocation, useSearch } from 'wouter';
import { showToast } from '../../components/ui/toast.tsx';
import type { User } from '../../contracts/users.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { translate } from '../../i18n/translate.ts';
import { apiDownload, apiRequest, type RequestOptions } from '../../lib/api-client.ts';
import { SessionContext, type Session, type SessionState } from '../../lib/session.tsx';
import { SignInContext } from '../../lib/sign-in.tsx';
import {
  defaultAuthClientLoader,
  hasCachedSession,
  isCallback,
  type AuthClientLoader,
} from './auth-client.ts';
import { IdleTimer } from './idle-timer.ts';
import { readIdleSeconds, setUsernameCookie } from './local-session.ts';
import type { ResumeResult } from './resume-session.ts';
import { SessionController } from './session-controller.ts';
import { SignInErrorContext, type SignInError } from './sign-in-error.ts';
import { createStartSignIn } from './start-sign-in.ts';

/** Spec section 9: "Logout after failure delayed 3 seconds". */
export const LOAD_FAILURE_SIGN_OUT_MS = 3000;
const assignLocation = (url: string) => window.location.assign(url);

// Fetched as soon as someone is signed in, minutes before it can be needed, and never for a
// signed-out visitor's first page.
const IdleWarningDialog = lazy(() =>
  import('./idle-warning-dialog.tsx').then((module) => ({ default: module.IdleWarningDialog })),
);

interface SessionProviderProps {
  children: ReactNode;
  /** Tests hand in a fake client; null when the server has no sign-in configured. */
  loadClient?: AuthClientLoader | null;
  /** Leaves the app with a full page load (tests watch it: jsdom cannot navigate). */
  leaveTo?: (url: string) => void;
}

/**
 * Who is signed in, and the ways to start and end a session: provides SessionContext and
 * SignInContext to the whole app, and warns before the idle sign-out. Put it inside the
 * I18nProvider (the provider's pages follow the language) and under the router.
 */
export function SessionProvider({
  children,
  loadClient = defaultAuthClientLoader,
  leaveTo = assignLocation,
}: SessionProviderProps) {
  const { language } = useI18n();
  const [path, navigate] = useLocation();
  const search = useSearch();

  // Decided once, from the address the page was loaded with and the library's cache.
  const [start] = useState(() => ({
    callback: loadClient !== null && isCallback(path, search),
    cached: loadClient !== null && hasCachedSession(),
  }));
  const [state, setState] = useState<SessionState>(() =>
    start.callback || start.cached ? { status: 'loading' } : { status: 'signed-out' },
  );
  const [error, setError] = useState<SignInError | null>(null);
  const [warningOpen, setWarningOpen] = useState(false);

  const [controller] = useState(() => new SessionController({ loadClient, leaveTo, language }));
  useEffect(() => controller.setLanguage(language), [controller, language]);
  // Read when a failure arrives, after the render that started the work.
  const pathRef = useRef(path);
  useEffect(() => {
    pathRef.current = path;
  }, [path]);

  const request = useCallback(
    async <T extends z.ZodType>(
      requestPath: string,
      options: Omit<RequestOptions<T>, 'token'>,
    ): Promise<z.infer<T>> => {
      const { accessToken } = await controller.getToken();
      return apiRequest(requestPath, { ...options, token: accessToken });
    },
    [controller],
  );

  const download = useCallback(
    async (requestPath: string) => {
      const { accessToken } = await controller.getToken();
      return apiDownload(requestPath, { token: accessToken });
    },
    [controller],
  );

  const signOut = useCallback(async () => {
    setWarningOpen(false);
    await controller.signOut();
  }, [controller]);

  const updateUser = useCallback((user: User) => {
    setUsernameCookie(user.first_name);
    setState({ status: 'signed-in', user });
  }, []);

  // Starting the session: once per page, even under StrictMode's double effects, since the
  // callback's code can be exchanged only once.
  const startedRef = useRef(false);
  const failureTimerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (startedRef.current || !(start.callback || start.cached)) return;
    startedRef.current = true;

    const fail = (kind: SignInError, cause: unknown) => {
      console.error('Could not load the signed-in user', cause);
      setError(kind);
      setState({ status: 'signed-out' });
      const message = translate(controller.currentLanguage(), `auth.errors.${kind}`);
      // The toast says it (role="alert"); announcing it as well would say it twice.
      showToast({ title: message, tone: 'error' });
      // The message is shown on the sign-in landing, wherever the session was being resumed.
      if (pathRef.current !== '/login') navigate('/login', { replace: true });
      if (kind === 'loadFailed') {
        failureTimerRef.current = setTimeout(() => void signOut(), LOAD_FAILURE_SIGN_OUT_MS);
      }
    };

    void (async () => {
      let result: ResumeResult;
      try {
        const [{ resumeSession }, client] = await Promise.all([
          import('./resume-session.ts'),
          controller.getClient(),
        ]);
        result = await resumeSession(client, {
          callback: start.callback,
          // The code and state are single-use: keep them out of the history and bookmarks.
          onCodeExchanged: () => navigate('/login', { replace: true }),
        });
      } catch (cause) {
        // The code did not download. A cached session is kept for the next visit.
        result = start.callback
          ? { status: 'failed', error: 'loadFailed', cause }
          : { status: 'signed-out' };
      }
      if (result.status === 'failed') fail(result.error, result.cause);
      // Signed in, this draws the whole signed-in page in place of the loading state; in a
      // transition React draws it in slices and the page keeps answering meanwhile (ADR 049).
      // What is on the screen until then is the same.
      else startTransition(() => setState(result));
    })();
  }, [start, controller, navigate, signOut]);

  useEffect(
    () => () => {
      if (failureTimerRef.current !== null) clearTimeout(failureTimerRef.current);
    },
    [],
  );

  // Idle sign-out, only while signed in.
  const signedIn = state.status === 'signed-in';
  const idleTimerRef = useRef<IdleTimer | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    const timer = new IdleTimer({
      idleMs: readIdleSeconds() * 1000,
      onWarn: () => setWarningOpen(true),
      onIdle: () => void signOut(),
    });
    idleTimerRef.current = timer;
    timer.start();
    return () => {
      timer.stop();
      idleTimerRef.current = null;
    };
  }, [signedIn, signOut]);

  const staySignedIn = useCallback(() => {
    idleTimerRef.current?.extend();
    setWarningOpen(false);
    // Renewed now rather than from the cache, so the provider's session is kept alive too.
    controller
      .getToken({ renew: true })
      .catch((renewError: unknown) => console.error('Could not renew the session', renewError));
  }, [controller]);

  const session = useMemo<Session>(
    () => ({ state, request, download, updateUser, signOut }),
    [state, request, download, updateUser, signOut],
  );
  const startSignIn = useMemo(
    () => createStartSignIn(language, loadClient),
    [language, loadClient],
  );

  return (
    <SessionContext value={session}>
      <SignInContext value={startSignIn}>
        <SignInErrorContext value={error}>
          {children}
          {signedIn && (
            <Suspense fallback={null}>
              <IdleWarningDialog
                isOpen={warningOpen}
                onStay={staySignedIn}
                onSignOut={() => void signOut()}
              />
            </Suspense>
          )}
        </SignInErrorContext>
      </SignInContext>
    </SessionContext>
  );
}
