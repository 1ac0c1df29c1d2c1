import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Announcer } from '../../lib/announcer.tsx';
import { renderWithProviders } from '../../testing/render.tsx';
import { makeUser } from '../../testing/users.ts';
import InactiveSubscriptionPage from './inactive-subscription-page.tsx';
import { expectConsoleError } from '../../testing/console-guard.ts';

function setup(language: 'en' | 'sp' = 'en', signOut = vi.fn(async () => {})) {
  return renderWithProviders(
    <>
      <InactiveSubscriptionPage />
      <Announcer />
    </>,
    {
      language,
      path: '/client/in-active-subscription',
      session: {
        state: { status: 'signed-in', user: makeUser({ subscription_status: 'canceled' }) },
        signOut,
      },
    },
  );
}

describe('Inactive subscription page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says there is no active subscription and offers a plan', async () => {
    const { user, history } = setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "You don't appear to have an active subscription.",
    );
    expect(document.title).toBe("You don't appear to have an active subscription. – Vision Hub");
    const link = screen.getByRole('link', { name: 'Choose a plan' });
    expect(link).toHaveAttribute('href', '/client/step-5');
    await user.click(link);
    expect(history.at(-1)).toBe('/client/step-5');
  });

  it('signs out with the session', async () => {
    const { user, session } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(session.signOut).toHaveBeenCalledTimes(1);
  });

  it('says so when signing out fails, and lets the user try again', async () => {
    expectConsoleError('Sign-out failed');
    const signOut = vi.fn(async () => {
      throw new Error('provider down');
    });
    const { user } = setup('en', signOut);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(
      await screen.findByText('We could not sign you out. Please try again.', { selector: 'p' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByTestId('announcer-assertive')).toHaveTextContent(
        'We could not sign you out. Please try again.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(2);
  });

  it('in Spanish', () => {
    setup('sp');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Parece que usted no tiene una suscripción activa.',
    );
    expect(screen.getByRole('link', { name: 'Elegir un plan' })).toHaveAttribute(
      'href',
      '/client/step-5',
    );
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });
});
