import { Link } from 'react-aria-components';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useI18n } from '../../i18n/i18n-provider.tsx';

export default function NotFoundPage() {
  const { t } = useI18n();
  return (
    <div className="page">
      <PageHeading>{t('marketing.notFound.title')}</PageHeading>
      <p className="lead">{t('marketing.notFound.body')}</p>
      <p>{t('marketing.notFound.next')}</p>
      <ul>
        <li>
          <Link href="/">{t('marketing.notFound.home')}</Link>
        </li>
        <li>
          <Link href="/personal">{t('marketing.notFound.personal')}</Link>
        </li>
        <li>
          <Link href="/our-story">{t('marketing.notFound.story')}</Link>
        </li>
      </ul>
    </div>
  );
}
