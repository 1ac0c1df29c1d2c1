import type { ReactElement } from 'react';
import { vi, type Mock } from 'vitest';
import { AppToastRegion } from '../components/ui/toast.tsx';
import type { User } from '../contracts/users.ts';
import type { Language } from '../i18n/dictionaries.ts';
import { Announcer } from '../lib/announcer.tsx';
import type { Session } from '../lib/session.tsx';
import { renderWithProviders } from './render.tsx';

export interface SignedInOptions {
  user: User;
  /** session.request; by default any API call fails the test. */
  request?: Mock;
  language?: Language;
  path?: string;
  session?: Partial<Session>;
}

/**
 * A page as a signed-in user sees it, with the toast region and the announcer. `request` is
 * the test's double of the API; the returned `request` is that mock, for assertions.
 */
export function renderSignedIn(
  page: ReactElement,
  {
    user,
    request = vi.fn(async (path: string) => {
      throw new Error(`Unexpected API request in a test: ${path}`);
    }),
    language = 'en',
    path = '/client/step-2',
    session = {},
  }: SignedInOptions,
) {
  const rendered = renderWithProviders(
    <>
      {page}
      <AppToastRegion />
      <Announcer />
    </>,
    {
      language,
      path,
      session: {
        state: { status: 'signed-in', user },
        // Answers go through the contract the page asked with, as the real client's do, so a
        // fixture that drifts from the contract fails the test.
        request: (async (
          path: string,
          options: { schema: { parse: (value: unknown) => unknown } },
        ) => options.schema.parse(await request(path, options))) as unknown as Session['request'],
        ...session,
      },
    },
  );
  return { ...rendered, request };
}
