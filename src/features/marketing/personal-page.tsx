import { Link } from 'react-aria-components';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useI18n } from '../../i18n/i18n-provider.tsx';

const FEATURES = ['guides', 'nearby', 'trials', 'survey', 'access', 'veterans'] as const;

export default function PersonalPage() {
  const { t } = useI18n();
  return (
    <div className="page">
      <PageHeading title={t('marketing.personal.title')}>
        {t('marketing.personal.heading')}
      </PageHeading>
      <p className="lead">{t('marketing.personal.intro')}</p>

      <h2>{t('marketing.personal.featuresHeading')}</h2>
      <ul className="card-grid">
        {FEATURES.map((id) => (
          <li key={id} className="card">
            <h3>{t(`marketing.personal.features.${id}.title`)}</h3>
            <p>{t(`marketing.personal.features.${id}.body`)}</p>
          </li>
        ))}
      </ul>

      <h2>{t('marketing.personal.plansHeading')}</h2>
      <p>{t('marketing.personal.plansIntro')}</p>
      <p>{t('marketing.personal.plansPrices')}</p>
      <p>
        {t('marketing.personal.plansAusa')}{' '}
        <Link href="/ausa">{t('marketing.personal.ausaLink')}</Link>
      </p>

      <h2>{t('marketing.personal.joinHeading')}</h2>
      <p>{t('marketing.personal.joinBody')}</p>
      <Link href="/freetrial" className="button button-primary">
        {t('marketing.personal.joinLink')}
      </Link>
    </div>
  );
}
