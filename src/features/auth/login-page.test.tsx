import { virtual } from '@guidepup/virtual-screen-reader';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../contracts/users.ts';
import { Announcer } from '../../lib/announcer.tsx';
import { destinationAfterSignIn } from '../../lib/destinations.ts';
import type { SessionState } from '../../lib/session.tsx';
import { renderWithProviders } from '../../testing/render.tsx';
import { makeUser } from '../../testing/users.ts';
import LoginPage from './login-page.tsx';
import { clearCookies, renderSession, stubUserInfo } from './session-testing.tsx';
import { SignInErrorContext, type SignInError } from './sign-in-error.ts';

function renderLogin(
  state: SessionState,
  { error = null, language = 'en' }: { error?: SignInError | null; language?: 'en' | 'sp' } = {},
) {
  return renderWithProviders(
    <SignInErrorContext value={error}>
      <LoginPage />
      <Announcer />
    </SignInErrorContext>,
    { path: '/login', language, session: { state } },
  );
}

describe('LoginPage (/login)', () => {
  afterEach(async () => {
    await virtual.stop();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearCookies();
  });

  it('says "Signing you in" in a status, and aloud, while the user loads', async () => {
    const { history } = renderLogin({ status: 'loading' });
    expect(screen.getByRole('heading', { level: 1, name: 'Signing in' })).toBeVisible();
    expect(screen.getByText('Signing you in…', { selector: 'p' })).toHaveAttribute(
      'role',
      'status',
    );
    await waitFor(() =>
      expect(screen.getByTestId('announcer-polite')).toHaveTextContent('Signing you in…'),
    );
    expect(history).toEqual(['/login']);
  });

  it('is read out by a screen reader in Spanish', async () => {
    renderLogin({ status: 'loading' }, { language: 'sp' });
    await virtual.start({ container: document.body });
    await waitFor(async () =>
      expect(await virtual.spokenPhraseLog()).toContain('polite: Estamos iniciando su sesión…'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Inicio de sesión' })).toBeVisible();
  });

  it.each<[string, Partial<User>, string]>([
    ['an admin', { is_admin: 1, subscription_status: '' }, '/client/dashboard'],
    ['an active subscriber', { subscription_status: 'canceled,active' }, '/client/dashboard'],
    ['a non-trial account in trial', { subscription_status: 'trial_active' }, '/client/step-2'],
    [
      'a trial account with a complete profile',
      { subscription_status: 'trial_active', is_trial_account: 1, profile_incomplete: 0 },
      '/client/dashboard',
    ],
    ['a lapsed subscriber', { subscription_status: 'past_due' }, '/client/in-active-subscription'],
    ['a new user', { subscription_status: '' }, '/client/step-2'],
  ])('sends %s to the page the redirect table picks', (_who, overrides, expected) => {
    const user = makeUser(overrides);
    expect(destinationAfterSignIn(user)).toBe(expected);
    const { history } = renderLogin({ status: 'signed-in', user });
    // Replaced: Back does not return to the landing.
    expect(history).toEqual([expected]);
  });

  it('goes home when there is nothing to sign in', () => {
    const { history } = renderLogin({ status: 'signed-out' });
    expect(history).toEqual(['/']);
  });

  it('stays to show a failure, as text (the toast says it)', () => {
    const { history } = renderLogin({ status: 'signed-out' }, { error: 'loadFailed' });
    expect(
      screen.getByText('Unable to sign in right now. Please try again later.', {
        selector: 'p:not([role])',
      }),
    ).toBeVisible();
    expect(screen.queryByText('Signing you in…')).not.toBeInTheDocument();
    expect(history).toEqual(['/login']);
    // That failure signs out by itself; there is no button to press.
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('offers to sign out when the account has no e-mail', async () => {
    const { user, session } = renderLogin({ status: 'signed-out' }, { error: 'emailMissing' });
    expect(
      screen.getByText('We could not get your e-mail address. Log out and sign in again.', {
        selector: 'p:not([role])',
      }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(session.signOut).toHaveBeenCalledTimes(1);
  });

  it('from the provider’s callback to the destination, with the real session', async () => {
    stubUserInfo(makeUser({ subscription_status: 'active' }));
    const { history } = renderSession({
      path: '/login?code=abc&state=xyz',
      page: <LoginPage />,
    });
    expect(screen.getByText('Signing you in…', { selector: '[role="status"]' })).toBeVisible();
    await waitFor(() => expect(history.at(-1)).toBe('/client/dashboard'));
    expect(history).toEqual(['/client/dashboard']);
  });
});
