import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CACHED_SESSION_KEY,
  cacheSession,
  clearCookies,
  fakeAuthClient,
  renderSession,
  stubUserInfo,
} from './session-testing.tsx';

const SECOND = 1000;

async function advance(ms: number) {
  await act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
}

const dialog = () => screen.queryByRole('alertdialog');

/** Signed in with a token valid for `expiresIn` seconds; the idle period starts at sign-in. */
async function signedIn(options: { expiresIn?: number | undefined; language?: 'en' | 'sp' } = {}) {
  const { language = 'en' } = options;
  cacheSession();
  stubUserInfo();
  // An explicit `expiresIn: undefined` is a token that does not say.
  const client = fakeAuthClient('expiresIn' in options ? { expiresIn: options.expiresIn } : {});
  const rendered = renderSession({
    client,
    language,
    page: (
      <button type="button" onClick={() => {}}>
        Save my answers
      </button>
    ),
  });
  await waitFor(() => expect(screen.getByTestId('session-status')).toHaveTextContent('signed-in'));
  // The warning is a lazy chunk, fetched at sign-in: let it arrive before the clock moves, so
  // "no warning yet" is not just "not loaded yet".
  await act(async () => {
    await import('./idle-warning-dialog.tsx');
  });
  client.getTokenSilently.mockClear();
  return rendered;
}

beforeEach(() => {
  // Fake timers that also follow real time, so user-event's own pauses complete.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearCookies();
});

describe('idle sign-out', () => {
  it('warns at idle time minus 2 minutes, not before, with "Stay signed in" focused', async () => {
    await signedIn({ expiresIn: 600 });
    await advance(480 * SECOND - 500);
    expect(dialog()).not.toBeInTheDocument();
    await advance(600);
    expect(dialog()).toBeInTheDocument();
    expect(dialog()).toHaveAccessibleName('Your session is about to end');
    expect(dialog()).toHaveAccessibleDescription(
      'For your security, you will be signed out soon because there has been no activity. Do you want to stay signed in?',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus(),
    );
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  it('honours the idle time from the token', async () => {
    await signedIn({ expiresIn: 300 });
    expect(window.localStorage.getItem('sessionIdleTime')).toBe('300');
    await advance(180 * SECOND - 500);
    expect(dialog()).not.toBeInTheDocument();
    await advance(600);
    expect(dialog()).toBeInTheDocument();
  });

  it('uses 900 seconds when the token does not say', async () => {
    await signedIn({ expiresIn: undefined });
    expect(window.localStorage.getItem('sessionIdleTime')).toBe('900');
    await advance(780 * SECOND - 500);
    expect(dialog()).not.toBeInTheDocument();
    await advance(600);
    expect(dialog()).toBeInTheDocument();
  });

  it('starts the period again on activity', async () => {
    const { client } = await signedIn({ expiresIn: 600 });
    await advance(400 * SECOND);
    fireEvent.keyDown(document.body, { key: 'a' });
    await advance(479 * SECOND);
    expect(dialog()).not.toBeInTheDocument();
    fireEvent.pointerDown(document.body);
    await advance(479 * SECOND);
    expect(dialog()).not.toBeInTheDocument();
    await advance(2 * SECOND);
    expect(dialog()).toBeInTheDocument();
    expect(client.logout).not.toHaveBeenCalled();
  });

  it('signs out fully at the idle time', async () => {
    const { client } = await signedIn({ expiresIn: 600 });
    window.localStorage.setItem('isTrialSignup', 'true');
    await advance(600 * SECOND - 500);
    expect(client.logout).not.toHaveBeenCalled();
    await advance(600);
    await waitFor(() =>
      expect(client.logout).toHaveBeenCalledWith({
        logoutParams: { returnTo: `${window.location.origin}/` },
      }),
    );
    expect(window.localStorage.getItem(CACHED_SESSION_KEY)).toBeNull();
    expect(window.localStorage.getItem('isTrialSignup')).toBeNull();
  });

  it('"Stay signed in" extends, as often as wanted, and renews the token', async () => {
    const { client, user } = await signedIn({ expiresIn: 600 });
    await advance(480 * SECOND);
    for (let round = 1; round <= 2; round++) {
      expect(dialog()).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
      expect(dialog()).not.toBeInTheDocument();
      expect(client.getTokenSilently).toHaveBeenCalledTimes(round);
      expect(client.getTokenSilently).toHaveBeenLastCalledWith({
        detailedResponse: true,
        cacheMode: 'off',
      });
      // Past when the sign-out would have come: a whole new period, no warning yet.
      await advance(479 * SECOND);
      expect(dialog()).not.toBeInTheDocument();
      await advance(2 * SECOND);
    }
    expect(dialog()).toBeInTheDocument();
    expect(client.logout).not.toHaveBeenCalled();
  });

  it('Escape extends too', async () => {
    const { client, user } = await signedIn({ expiresIn: 600 });
    await advance(480 * SECOND);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus(),
    );
    await user.keyboard('{Escape}');
    expect(dialog()).not.toBeInTheDocument();
    // Past the original idle time, and most of a new period: still signed in.
    await advance(479 * SECOND);
    expect(client.logout).not.toHaveBeenCalled();
    expect(dialog()).not.toBeInTheDocument();
    await advance(2 * SECOND);
    expect(dialog()).toBeInTheDocument();
  });

  it('returns focus to where it was when the warning closes', async () => {
    const { user } = await signedIn({ expiresIn: 600 });
    const save = screen.getByRole('button', { name: 'Save my answers' });
    act(() => save.focus());
    await advance(480 * SECOND);
    const stay = screen.getByRole('button', { name: 'Stay signed in' });
    await waitFor(() => expect(stay).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(dialog()).not.toBeInTheDocument();
    await waitFor(() => expect(save).toHaveFocus());
  });

  it('"Sign out" in the warning signs out at once', async () => {
    const { client, user } = await signedIn({ expiresIn: 600 });
    await advance(480 * SECOND);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(client.logout).toHaveBeenCalledTimes(1));
  });

  it('speaks Spanish to a Spanish user', async () => {
    await signedIn({ expiresIn: 600, language: 'sp' });
    await advance(480 * SECOND);
    expect(dialog()).toHaveAccessibleName('Su sesión está por terminar');
    expect(screen.getByRole('button', { name: 'Mantener la sesión iniciada' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  });

  it('does nothing for a signed-out visitor', async () => {
    const { client } = renderSession();
    await advance(30 * 60 * SECOND);
    expect(dialog()).not.toBeInTheDocument();
    expect(client.logout).not.toHaveBeenCalled();
  });
});
