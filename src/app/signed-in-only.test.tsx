import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { makeUser } from '../testing/users.ts';
import { SignedInOnly } from './signed-in-only.tsx';

describe('SignedInOnly', () => {
  it('fetches the page’s code while the session is still being checked', () => {
    const preload = vi.fn(() => Promise.resolve());
    renderWithProviders(
      <SignedInOnly loading={<p>Checking</p>} preload={preload}>
        <p>The page</p>
      </SignedInOnly>,
      { session: { state: { status: 'loading' } } },
    );
    expect(screen.getByText('Checking')).toBeInTheDocument();
    expect(preload).toHaveBeenCalled();
  });

  it('shows the page once signed in, and offers sign-in to someone signed out', () => {
    const { unmount } = renderWithProviders(
      <SignedInOnly loading={<p>Checking</p>}>
        <p>The page</p>
      </SignedInOnly>,
      { session: { state: { status: 'signed-in', user: makeUser() } } },
    );
    expect(screen.getByText('The page')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <SignedInOnly loading={<p>Checking</p>}>
        <p>The page</p>
      </SignedInOnly>,
    );
    expect(screen.queryByText('The page')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
