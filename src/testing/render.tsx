import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { SWRConfig } from 'swr';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { vi, type Mock } from 'vitest';
import { I18nProvider } from '../i18n/i18n-provider.tsx';
import type { Language } from '../i18n/dictionaries.ts';
import { SessionContext, type Session } from '../lib/session.tsx';
import { SignInContext, type StartSignIn } from '../lib/sign-in.tsx';

interface Options {
  language?: Language;
  path?: string;
  startSignIn?: StartSignIn;
  /** Default: signed out, and any API request fails the test. */
  session?: Partial<Session>;
}

export interface RenderWithProvidersResult extends RenderResult {
  user: UserEvent;
  startSignIn: Mock<StartSignIn> | StartSignIn;
  session: Session;
  /** The in-memory router's history, newest last. */
  history: string[];
}

function AriaRouter({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <RouterProvider navigate={(to) => navigate(to)}>{children}</RouterProvider>;
}

/** Renders with the app's providers: language, sign-in, and an in-memory router. */
export function renderWithProviders(
  ui: ReactElement,
  {
    language = 'en',
    path = '/',
    startSignIn = vi.fn<StartSignIn>(async () => {}),
    session: sessionOverrides = {},
  }: Options = {},
): RenderWithProvidersResult {
  const session: Session = {
    state: { status: 'signed-out' },
    request: vi.fn(async (requestPath: string) => {
      throw new Error(`Unexpected API request in a test: ${requestPath}`);
    }),
    download: vi.fn(async (requestPath: string) => {
      throw new Error(`Unexpected download in a test: ${requestPath}`);
    }),
    updateUser: vi.fn(),
    signOut: vi.fn(async () => {}),
    ...sessionOverrides,
  };
  const location = memoryLocation({ path, record: true });
  const user = userEvent.setup();
  const result = render(
    <I18nProvider language={language}>
      <SignInContext value={startSignIn}>
        <SessionContext value={session}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {/* A cache per render: no test sees another's answers. */}
            <SWRConfig value={{ provider: () => new Map() }}>
              <AriaRouter>{ui}</AriaRouter>
            </SWRConfig>
          </Router>
        </SessionContext>
      </SignInContext>
    </I18nProvider>,
  );
  return { ...result, user, startSignIn, session, history: location.history ?? [] };
}
