import { useEffect } from 'react';
import { LoginMenu } from '../../features/auth/login-menu.tsx';
import { DisplaySettingsMenu } from '../../features/settings/display-settings-menu.tsx';
import { LanguageMenu } from '../../features/settings/language-menu.tsx';
import type { User } from '../../contracts/users.ts';
import { AccountMenu } from './account-menu.tsx';
import { replayEarlyMenuPress } from './early-press.ts';
import { showsAccountMenu } from './header-rules.ts';

/**
 * The header's pop-up menus. Their collections, selection and overlay code is about a fifth of
 * a first visit's JavaScript, so they are one chunk fetched as soon as the shell runs instead
 * of before the first paint (app-header.tsx).
 */
export default function HeaderMenus({ user }: { user: User | null }) {
  useEffect(() => replayEarlyMenuPress(), []);
  return (
    <>
      <LanguageMenu />
      <DisplaySettingsMenu />
      {user ? (
        showsAccountMenu(user) && <AccountMenu />
      ) : (
        // While the session loads the login menu stays: it is what a visitor needs.
        <LoginMenu />
      )}
    </>
  );
}
