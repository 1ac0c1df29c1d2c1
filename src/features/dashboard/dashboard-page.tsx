import { useDeferredValue } from 'react';
import { Link } from 'react-aria-components';
import { Redirect } from 'wouter';
import { LoadState } from '../../components/ui/load-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { categoriesResponseSchema } from '../../contracts/catalog.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { destinationAfterSignIn, ROUTES } from '../../lib/destinations.ts';
import { useCurrentUser, useSession } from '../../lib/session.tsx';
import { useApiData } from '../../lib/use-api-data.ts';

/**
 * /client/dashboard and /success: the welcome and the help categories. Which categories a
 * user sees, and in what order (veterans' category 11 only for veterans, and first), is the
 * server's answer; the page shows it as it comes.
 */
export default function DashboardPage() {
  const { t, language } = useI18n();
  const session = useSession();
  const user = useCurrentUser();
  // Only for those the redirect table sends here: a lapsed subscription is sent to the page
  // that says so and offers a plan, not shown categories whose content would refuse them.
  const destination = user ? destinationAfterSignIn(user) : null;
  const { load, retry } = useApiData(
    destination === ROUTES.dashboard ? 'categories' : null,
    async () => {
      const response = await session.request('/api/v1/category', {
        schema: categoriesResponseSchema,
      });
      return response.data;
    },
  );
  // The fourteen cards are drawn in a render React can pause, not in the one that takes the
  // answer (SWR's store update, which React cannot slice): at 4x CPU slowdown that pass was a
  // 53 ms task after the first paint. Until it is done the loading text stays, as before.
  const shown = useDeferredValue(load);
  if (!user || !destination) return null;
  if (destination !== ROUTES.dashboard) return <Redirect to={destination} replace />;

  return (
    <div className="page">
      <PageHeading title={t('dashboard.title')}>
        {user.first_name
          ? t('dashboard.welcome', { name: user.first_name })
          : t('dashboard.welcomeNoName')}
      </PageHeading>
      <p className="lead">{t('dashboard.intro')}</p>
      <h2>{t('dashboard.categoriesHeading')}</h2>
      <LoadState
        load={shown}
        isEmpty={(categories) => categories.length === 0}
        loadingText={t('dashboard.loading')}
        failedText={t('dashboard.failed')}
        emptyText={t('dashboard.empty')}
        retryText={t('dashboard.retry')}
        onRetry={retry}
      />
      {shown.status === 'ready' && shown.data.length > 0 ? (
        <ul className="card-grid category-grid">
          {shown.data.map((category) => (
            <li key={category.id} className="card category-card">
              {/* Decorative: the title says what the category is. */}
              <img src={category.urls} alt="" width={64} height={64} className="category-image" />
              <h3>
                <Link href={`${ROUTES.category}/${category.id}`} className="category-link">
                  {language === 'sp' ? category.title_sp : category.title}
                </Link>
              </h3>
              <p>{language === 'sp' ? category.description_sp : category.description}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
