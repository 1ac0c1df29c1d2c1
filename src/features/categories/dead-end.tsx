import { Link } from 'react-aria-components';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { ROUTES } from '../../lib/destinations.ts';

/** An address with nothing to show (no such category, a bad ZIP): says so, and the way back. */
export function DeadEnd({ title }: { title: string }) {
  const { t } = useI18n();
  return (
    <div className="page">
      <PageHeading>{title}</PageHeading>
      <p>
        <Link href={ROUTES.dashboard}>{t('categories.backToCategories')}</Link>
      </p>
    </div>
  );
}
