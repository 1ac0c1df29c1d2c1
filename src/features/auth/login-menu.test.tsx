import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { LoginMenu } from './login-menu.tsx';

describe('LoginMenu', () => {
  it('starts sign-in for an individual client, by keyboard', async () => {
    const { user, startSignIn } = renderWithProviders(<LoginMenu />);
    screen.getByRole('button', { name: 'Login / Sign up' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    // React Aria focuses the first item when the menu opens from the keyboard.
    expect(screen.getByRole('menuitem', { name: 'I am an Individual Client' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(startSignIn).toHaveBeenCalledOnce();
    // A visitor signing in from the menu is not a trial sign-up.
    expect(startSignIn).toHaveBeenCalledWith();
  });
});
