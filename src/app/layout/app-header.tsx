import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { useLocation } from 'wouter';
import { LoginMenu } from '../../features/auth/login-menu.tsx';
import { DisplaySettingsMenu } from '../../features/settings/display-settings-menu.tsx';
import { LanguageMenu } from '../../features/settings/language-menu.tsx';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import type { TranslationKey } from '../../i18n/dictionaries.ts';
import { ROUTES } from '../../lib/destinations.ts';
import { useSession } from '../../lib/session.tsx';
import { AccountMenu } from './account-menu.tsx';
import {
  logoTarget,
  showsAccountMenu,
  showsProviderLink,
  showsSearchAndHome,
} from './header-rules.ts';

/** The command palette and the commands every page offers: loaded when first opened. */
const CommandLayer = lazy(() => import('../../features/commands/command-layer.tsx'));

/**
 * Ctrl+K (Cmd+K on a Mac) opens the command palette from anywhere, as in many apps; the
 * header's Commands button does the same for pointer, touch and voice-control users.
 */
function useCommandPalette() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setLoaded(true);
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return {
    open,
    loaded,
    setOpen: (next: boolean) => {
      if (next) setLoaded(true);
      setOpen(next);
    },
  };
}

/** Only signed-in content users see it: its code and strings load when it first shows. */
const GlobalSearch = lazy(() => import('../../features/search/global-search.tsx'));

const NAV_LINKS: { href: string; key: TranslationKey }[] = [
  { href: '/', key: 'shell.home' },
  { href: '/personal', key: 'shell.personal' },
  { href: '/our-provider', key: 'shell.ourProvider' },
  { href: '/our-story', key: 'shell.ourStory' },
];

export function AppHeader() {
  const { t } = useI18n();
  const [location] = useLocation();
  const { state, signOut } = useSession();
  const user = state.status === 'signed-in' ? state.user : null;
  const palette = useCommandPalette();
  const links = NAV_LINKS.filter(
    (link) => link.href !== '/our-provider' || showsProviderLink(user),
  );

  return (
    <header className="site-header">
      <div className="header-inner">
        <Link href={logoTarget(user)} className="logo">
          <svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" className="logo-mark">
            <circle cx="16" cy="16" r="14" />
            <circle cx="16" cy="16" r="6" className="logo-pupil" />
          </svg>
          {t('shell.logo')}
        </Link>
        <nav aria-label={t('shell.mainNav')} className="main-nav">
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="nav-link"
                  aria-current={location === link.href ? 'page' : undefined}
                >
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-tools">
          {showsSearchAndHome(user, location) && (
            <Link href={ROUTES.dashboard} className="header-button">
              {t('shell.dashboardHome')}
            </Link>
          )}
          <Button
            className="header-button"
            aria-keyshortcuts="Control+K"
            onPress={() => palette.setOpen(true)}
          >
            {t('shell.commands')}
          </Button>
          <LanguageMenu />
          <DisplaySettingsMenu />
          {user ? (
            <>
              {showsAccountMenu(user) && <AccountMenu />}
              <Button className="header-button" onPress={() => void signOut()}>
                {t('shell.logout')}
              </Button>
            </>
          ) : (
            // While the session loads the login menu stays: it is what a visitor needs.
            <LoginMenu />
          )}
        </div>
      </div>
      {showsSearchAndHome(user, location) && (
        <div className="header-search">
          <Suspense fallback={null}>
            <GlobalSearch />
          </Suspense>
        </div>
      )}
      {palette.loaded ? (
        <Suspense fallback={null}>
          <CommandLayer isOpen={palette.open} onOpenChange={palette.setOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}
