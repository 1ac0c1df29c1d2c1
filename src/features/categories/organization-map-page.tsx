import { Link } from 'react-aria-components';
import { Redirect, useLocation, useParams, useSearch } from 'wouter';
import { LoadState } from '../../components/ui/load-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { destinationAfterSignIn, ROUTES } from '../../lib/destinations.ts';
import { useCurrentUser } from '../../lib/session.tsx';
import {
  categoryViewHref,
  organizationDetailHref,
  parseMapScreenView,
  selectedOrganizationHref,
  type MapScreenView,
} from './category-view.ts';
import { DeadEnd } from './dead-end.tsx';
import { HelpPane } from './help-pane.tsx';
import { useOrganizationKinds } from './organization-kinds.ts';

/**
 * The organisations of one kind of help near a ZIP code, in a list beside a map:
 *   /client/organization-detail?subCateId=&orgId=&zipcode=&miles=   ("View on Map")
 *   /client/organization/search/{orgId}/{zipCode}?subCateId=        (organisation {orgId} first)
 * Headed by the kind of help's title in the current language, with the way back to its
 * category.
 */
export default function OrganizationMapPage() {
  const { t, language } = useI18n();
  const user = useCurrentUser();
  const path = useParams<{ orgId?: string; zipCode?: string }>();
  const search = useSearch();
  const [, navigate] = useLocation();
  const selectedRoute = path.orgId !== undefined;
  const view = parseMapScreenView(search, selectedRoute ? path : undefined);
  const destination = user ? destinationAfterSignIn(user) : null;
  const complete = view.subCategoryId !== null && view.zip !== '';
  const kinds = useOrganizationKinds(destination === ROUTES.dashboard && complete);

  if (!user || !destination) return null;
  if (destination !== ROUTES.dashboard) return <Redirect to={destination} replace />;
  if (!complete || (selectedRoute && view.orgId === null)) {
    return <DeadEnd title={t('categories.mapPage.invalid')} />;
  }
  if (kinds.load.status !== 'ready') {
    return (
      <div className="page">
        <LoadState
          load={kinds.load}
          loadingText={t('categories.mapPage.loading')}
          failedText={t('categories.failed')}
          retryText={t('categories.retry')}
          onRetry={kinds.retry}
        />
      </div>
    );
  }
  const found = kinds.load.data
    .flatMap(({ category, subs }) => subs.map((sub) => ({ category, sub })))
    .find(({ sub }) => sub.id === view.subCategoryId);
  // Not a kind of help this user may see (or none at all): nothing to list.
  if (!found) return <DeadEnd title={t('categories.mapPage.invalid')} />;

  const subCategoryId = found.sub.id;
  const title = (item: { title: string; title_sp: string }) =>
    language === 'sp' ? item.title_sp : item.title;
  const hrefWith = (next: MapScreenView) =>
    selectedRoute && next.orgId !== null
      ? selectedOrganizationHref({ ...next, orgId: next.orgId })
      : organizationDetailHref(next);

  return (
    <div className="page">
      <PageHeading>{title(found.sub)}</PageHeading>
      <p>
        <Link href={categoryViewHref(found.category.id, { subCategoryId, miles: view.miles })}>
          {t('categories.mapPage.backTo', { category: title(found.category) })}
        </Link>
      </p>
      <HelpPane
        subCategoryId={subCategoryId}
        miles={view.miles}
        zip={view.zip}
        nearYou={view.zip === user.zipcode?.trim()}
        headingLevel={2}
        map={{ orgId: view.orgId, selectedFirst: selectedRoute }}
        onMilesChange={(miles) => navigate(hrefWith({ ...view, miles }), { replace: true })}
      />
    </div>
  );
}
