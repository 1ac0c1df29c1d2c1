import { LoginMenu } from '../../features/auth/login-menu.tsx';
import { DisplaySettingsMenu } from '../../features/settings/display-settings-menu.tsx';
import { LanguageMenu } from '../../features/settings/language-menu.tsx';
import type { User } from '../../contracts/users.ts';
import { AccountMenu } from './account-menu.tsx';
import { showsAccountMenu } from './header-rules.ts';

/**
 * The header's pop-up menus. Their collections, selection and overlay code is about a fifth of
 * a first visit's JavaScript, so they are one chunk fetched with the page's code instead of
 * before the first paint (header-chunks.ts). The language and sign-in buttons also work
 * before any script, as form buttons (ADR 037).
 */
export default function HeaderMenus({ user }: { user: User | null }) {
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
