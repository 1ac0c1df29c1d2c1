import { Link } from 'react-aria-components';
import { useLocation } from 'wouter';
import { LoginMenu } from '../../features/auth/login-menu.tsx';
import { DisplaySettingsMenu } from '../../features/settings/display-settings-menu.tsx';
import { LanguageMenu } from '../../features/settings/language-menu.tsx';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import type { TranslationKey } from '../../i18n/dictionaries.ts';

const NAV_LINKS: { href: string; key: TranslationKey }[] = [
  { href: '/', key: 'shell.home' },
  { href: '/personal', key: 'shell.personal' },
  { href: '/our-provider', key: 'shell.ourProvider' },
  { href: '/our-story', key: 'shell.ourStory' },
];

export function AppHeader() {
  const { t } = useI18n();
  const [location] = useLocation();

  return (
    <header className="site-header">
      <div className="header-inner">
        <Link href="/" className="logo">
          <svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" className="logo-mark">
            <circle cx="16" cy="16" r="14" />
            <circle cx="16" cy="16" r="6" className="logo-pupil" />
          </svg>
          {t('shell.logo')}
        </Link>
        <nav aria-label={t('shell.mainNav')} className="main-nav">
          <ul>
            {NAV_LINKS.map((link) => (
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
          <LanguageMenu />
          <DisplaySettingsMenu />
          <LoginMenu />
        </div>
      </div>
    </header>
  );
}
