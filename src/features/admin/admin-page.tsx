import { Link } from 'react-aria-components';
import { useLocation, useRoute } from 'wouter';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { ADMIN_PATHS } from '../../lib/destinations.ts';
import { DueScreen } from './due-screen.tsx';
import { OrganizationScreen } from './organization-screen.tsx';
import { ReportScreen } from './report-screen.tsx';
import { ReportsScreen } from './reports-screen.tsx';
import './admin.css';

/**
 * The operator console (issue 37, point 3): one lazy chunk for its four screens, reached only
 * by operators (the shell shows anyone else "Page not found", and the API refuses them).
 */
export default function AdminPage() {
  const { t } = useI18n();
  const [location] = useLocation();
  const [isReport, report] = useRoute<{ id: string }>(ADMIN_PATHS.report);
  const [isOrganization, organization] = useRoute<{ id: string }>(ADMIN_PATHS.organization);

  return (
    <div className="page admin-page">
      <nav aria-label={t('admin.nav.label')} className="admin-nav">
        <ul>
          <li>
            <Link
              href={ADMIN_PATHS.reports}
              aria-current={location === ADMIN_PATHS.reports ? 'page' : undefined}
            >
              {t('admin.nav.reports')}
            </Link>
          </li>
          <li>
            <Link
              href={ADMIN_PATHS.due}
              aria-current={location === ADMIN_PATHS.due ? 'page' : undefined}
            >
              {t('admin.nav.due')}
            </Link>
          </li>
        </ul>
      </nav>
      {isReport ? (
        <ReportScreen key={report.id} id={Number(report.id)} />
      ) : isOrganization ? (
        <OrganizationScreen key={organization.id} id={Number(organization.id)} />
      ) : location === ADMIN_PATHS.due ? (
        <DueScreen />
      ) : (
        <ReportsScreen />
      )}
    </div>
  );
}
