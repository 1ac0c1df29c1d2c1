import { LoginMenu } from '../../features/auth/login-menu.tsx';
import { DisplaySettingsMenu } from '../../features/settings/display-settings-menu.tsx';
import { LanguageMenu } from '../../features/settings/language-menu.tsx';
import type { HeaderShape } from './header-rules.ts';
import { AccountMenu } from './account-menu.tsx';

/**
 * The header's pop-up menus. Their collections, selection and overlay code is about a fifth of
 * a first visit's JavaScript, so they are one chunk fetched with the page's code instead of
 * before the first paint (header-chunks.ts). The language and sign-in buttons also work
 * before any script, as form buttons (ADR 037).
 */
export default function HeaderMenus({ menu }: { menu: HeaderShape['menu'] }) {
  return (
    <>
      <LanguageMenu />
      <DisplaySettingsMenu />
      {menu === 'account' && <AccountMenu />}
      {menu === 'login' && <LoginMenu />}
    </>
  );
}
