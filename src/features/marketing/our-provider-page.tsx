import { useEffect, useRef } from 'react';
import { Link } from 'react-aria-components';
import { useSearchParams } from 'wouter';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { appConfig } from '../../lib/config.ts';

const HELPS = ['refer', 'guides', 'nearby', 'survey'] as const;

/** /our-provider?login=redirect: the "I am a Provider" sign-in goes on to the provider site. */
function ProviderRedirect() {
  const { t } = useI18n();
  const started = useRef(false);

  useEffect(() => {
    // Once, even when StrictMode runs effects twice in development.
    if (started.current) return;
    started.current = true;
    window.location.assign(appConfig.providerSiteUrl);
  }, []);

  return (
    <div className="page">
      <PageHeading>{t('marketing.provider.redirectHeading')}</PageHeading>
      <p role="status">{t('marketing.provider.redirecting')}</p>
      <p>
        {t('marketing.provider.redirectFallback')}{' '}
        <Link href={appConfig.providerSiteUrl}>{t('marketing.provider.siteLink')}</Link>
      </p>
    </div>
  );
}

export default function OurProviderPage() {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();

  if (searchParams.get('login') === 'redirect') return <ProviderRedirect />;

  return (
    <div className="page">
      <PageHeading title={t('marketing.provider.title')}>
        {t('marketing.provider.heading')}
      </PageHeading>
      <p className="lead">{t('marketing.provider.intro')}</p>

      <h2>{t('marketing.provider.helpsHeading')}</h2>
      <ul className="card-grid">
        {HELPS.map((id) => (
          <li key={id} className="card">
            <h3>{t(`marketing.provider.helps.${id}.title`)}</h3>
            <p>{t(`marketing.provider.helps.${id}.body`)}</p>
          </li>
        ))}
      </ul>

      <h2>{t('marketing.provider.siteHeading')}</h2>
      <p>{t('marketing.provider.siteBody')}</p>
      <Link
        href={appConfig.providerSiteUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="button button-primary"
      >
        {`${t('marketing.provider.siteLink')} ${t('shell.opensInNewTab')}`}
      </Link>
    </div>
  );
}
