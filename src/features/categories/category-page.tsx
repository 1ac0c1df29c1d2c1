import { useEffect, useRef, type Key } from 'react';
import { Link, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Redirect, useLocation, useParams, useSearch } from 'wouter';
import { LoadState } from '../../components/ui/load-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import {
  categoriesResponseSchema,
  guideSubCategoriesResponseSchema,
  organizationSubCategoriesResponseSchema,
  SPECIAL_IDS,
  type SubCategory,
} from '../../contracts/catalog.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';
import { destinationAfterSignIn, ROUTES } from '../../lib/destinations.ts';
import { useCurrentUser, useSession } from '../../lib/session.tsx';
import { useApiData, type Load } from '../../lib/use-api-data.ts';
import { CategoryNav } from './category-nav.tsx';
import {
  categoryViewHref,
  parseCategoryId,
  parseCategoryView,
  type CategoryView,
  type Miles,
} from './category-view.ts';
import { BlvSurveyPane } from './blv-survey-pane.tsx';
import { CategoryBookMenu } from './download-menu.tsx';
import { GuidePane } from './guide-pane.tsx';
import { DeadEnd } from './dead-end.tsx';
import { HelpPane } from './help-pane.tsx';
import { TrialsPane } from './trials-pane.tsx';

type TabKey = 'guides' | 'help';

function combine<A, B, C>(a: Load<A>, b: Load<B>, c: Load<C>): Load<[A, B, C]> {
  const loads = [a, b, c];
  if (loads.some((load) => load.status === 'failed')) {
    const isRateLimited = loads.some((load) => load.status === 'failed' && load.isRateLimited);
    return { status: 'failed', isRateLimited };
  }
  if (a.status === 'ready' && b.status === 'ready' && c.status === 'ready') {
    return { status: 'ready', data: [a.data, b.data, c.data] };
  }
  return loads.some((load) => load.status === 'idle') ? { status: 'idle' } : { status: 'loading' };
}

/**
 * /client/organization/{categoryId}: a category's guides and its local help (spec section 2,
 * "Category page"). The sub-category shown and the distance live in the address.
 */
export default function CategoryPage() {
  const { t, language } = useI18n();
  const session = useSession();
  const user = useCurrentUser();
  const params = useParams<{ categoryId: string }>();
  const search = useSearch();
  const [, navigate] = useLocation();
  const categoryId = parseCategoryId(params.categoryId);
  const view = parseCategoryView(search);
  const destination = user ? destinationAfterSignIn(user) : null;
  const allowed = destination === ROUTES.dashboard && categoryId !== null;

  const categories = useApiData(allowed ? 'categories' : null, async () => {
    const response = await session.request('/api/v1/category', {
      schema: categoriesResponseSchema,
    });
    return response.data;
  });
  const guides = useApiData(allowed ? `subcategory/guides/${categoryId}` : null, (key) =>
    session.request(`/api/v1/${key}`, { schema: guideSubCategoriesResponseSchema }),
  );
  const help = useApiData(allowed ? `subcategory/org/${categoryId}` : null, async (key) => {
    const response = await session.request(`/api/v1/${key}`, {
      schema: organizationSubCategoriesResponseSchema,
    });
    return response.data;
  });

  // Focus follows a followed link to what it opened; a tab or the Select keeps it. The
  // link's press and the navigation may come in either order, so both ends check.
  const paneHeadingRef = useRef<HTMLHeadingElement>(null);
  const shownIdRef = useRef<number | null>(null);
  const focusPending = useRef<{ id: number | null } | null>(null);
  const focusPaneIfPending = () => {
    if (focusPending.current?.id !== shownIdRef.current) return;
    focusPending.current = null;
    paneHeadingRef.current?.focus();
  };
  useEffect(() => {
    shownIdRef.current = view.subCategoryId;
    focusPaneIfPending();
  });
  const followed = (subCategoryId: number | null) => {
    focusPending.current = { id: subCategoryId };
    requestAnimationFrame(focusPaneIfPending);
  };

  if (!user || !destination) return null;
  if (destination !== ROUTES.dashboard) return <Redirect to={destination} replace />;

  const load = combine(categories.load, guides.load, help.load);
  const retry = () => {
    categories.retry();
    guides.retry();
    help.retry();
  };
  // The categories the user may see are the server's answer: any other id is not there for
  // them (category 11 for a non-veteran), whatever its sub-category lists say.
  const category =
    categories.load.status === 'ready'
      ? categories.load.data.find((candidate) => candidate.id === categoryId)
      : null;

  if (categoryId === null || (categories.load.status === 'ready' && !category)) {
    return <DeadEnd title={t('categories.notFound')} />;
  }
  if (load.status !== 'ready' || !category) {
    return (
      <div className="page">
        <LoadState
          load={load}
          loadingText={t('categories.loading')}
          failedText={t('categories.failed')}
          retryText={t('categories.retry')}
          onRetry={retry}
        />
      </div>
    );
  }

  const [, guideList, helpList] = load.data;
  const guideSubs = guideList.data;
  const categoryTitle = language === 'sp' ? category.title_sp : category.title;
  const titleOf = (sub: SubCategory) => (language === 'sp' ? sub.title_sp : sub.title);
  const shownGuide = guideSubs.find((sub) => sub.id === view.subCategoryId) ?? null;
  const shownHelp = helpList.find((sub) => sub.id === view.subCategoryId) ?? null;
  const shown = shownGuide ?? shownHelp;
  const tab: TabKey = shownHelp ? 'help' : 'guides';
  const paneTitle = shown ? titleOf(shown) : t('categories.overview');
  const hrefFor = (subCategoryId: number | null, miles: Miles = view.miles) =>
    categoryViewHref(categoryId, { subCategoryId, miles });
  const go = (next: CategoryView, replace = false) =>
    navigate(categoryViewHref(categoryId, next), { replace });
  const setMiles = (miles: Miles) => go({ ...view, miles }, true);
  const choose = (subCategoryId: number | null) => {
    go({ ...view, subCategoryId });
    const sub = [...guideSubs, ...helpList].find((candidate) => candidate.id === subCategoryId);
    announce(sub ? titleOf(sub) : t('categories.overview'), 'polite');
  };
  const intro = guideList.intro
    ? language === 'sp'
      ? guideList.intro.intro_content_sp
      : guideList.intro.intro_content_en
    : '';

  const paneHeading = (
    <h2 ref={paneHeadingRef} tabIndex={-1} className="pane-heading">
      {paneTitle}
    </h2>
  );

  return (
    <div className="page category-page">
      <PageHeading title={shown ? `${paneTitle} – ${categoryTitle}` : categoryTitle}>
        {categoryTitle}
      </PageHeading>
      <div className="category-layout">
        <CategoryNav
          categoryTitle={categoryTitle}
          guides={guideSubs}
          help={helpList}
          current={shown ? shown.id : null}
          hrefFor={(subCategoryId) => hrefFor(subCategoryId)}
          onFollow={followed}
          onChoose={choose}
        />
        <Tabs
          className="category-tabs"
          selectedKey={tab}
          keyboardActivation="manual"
          onSelectionChange={(key: Key) => {
            if (key === tab) return;
            const first = key === 'help' ? helpList[0] : guideSubs[0];
            choose(first ? first.id : null);
          }}
        >
          <TabList className="tab-list" aria-label={t('categories.tabsLabel')}>
            <Tab id="guides" className="tab" isDisabled={guideSubs.length === 0}>
              {t('categories.helpfulInformation')}
            </Tab>
            <Tab id="help" className="tab" isDisabled={helpList.length === 0}>
              {t('categories.getHelp')}
            </Tab>
          </TabList>
          <TabPanel id="guides" className="tab-panel">
            {paneHeading}
            {shownGuide ? (
              <GuidePane
                categoryId={categoryId}
                subCategoryId={shownGuide.id}
                title={titleOf(shownGuide)}
              />
            ) : (
              <div className="prose">
                {intro ? <p>{intro}</p> : null}
                {guideSubs.length > 0 ? <CategoryBookMenu categoryId={categoryId} /> : null}
                {guideSubs[0] ? (
                  <p>
                    <Link
                      href={hrefFor(guideSubs[0].id)}
                      onPress={() => followed(guideSubs[0]?.id ?? null)}
                    >
                      {t('categories.startReading', { title: titleOf(guideSubs[0]) })}
                    </Link>
                  </p>
                ) : (
                  <p>{t('categories.overviewEmpty')}</p>
                )}
              </div>
            )}
          </TabPanel>
          <TabPanel id="help" className="tab-panel">
            {paneHeading}
            {shownHelp?.id === SPECIAL_IDS.blvSurveySubCategory ? (
              <BlvSurveyPane miles={view.miles} onMilesChange={setMiles} />
            ) : shownHelp?.id === SPECIAL_IDS.clinicalTrialsSubCategory ? (
              <TrialsPane />
            ) : shownHelp ? (
              <HelpPane
                key={shownHelp.id}
                subCategoryId={shownHelp.id}
                miles={view.miles}
                onMilesChange={setMiles}
              />
            ) : null}
          </TabPanel>
        </Tabs>
      </div>
    </div>
  );
}
