import { Link } from 'react-aria-components';
import { SubscribeForm } from '../../features/subscribe/subscribe-form.tsx';
import { useI18n } from '../../i18n/i18n-provider.tsx';

export function AppFooter() {
  const { t } = useI18n();
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <SubscribeForm />
        <div className="footer-links">
          <nav aria-label={t('shell.footerNav')}>
            <ul>
              <li>
                <Link href="/" className="footer-link">
                  {t('shell.home')}
                </Link>
              </li>
              <li>
                <Link href="/our-team" className="footer-link">
                  {t('shell.ourTeam')}
                </Link>
              </li>
              <li>
                <Link href="/privay-policy" className="footer-link">
                  {t('shell.privacy')}
                </Link>
              </li>
              <li>
                <Link href="/terms-of-use" className="footer-link">
                  {t('shell.terms')}
                </Link>
              </li>
            </ul>
          </nav>
          <p className="tagline">{t('shell.tagline')}</p>
          <p className="copyright">{t('shell.copyright')}</p>
        </div>
      </div>
    </footer>
  );
}
