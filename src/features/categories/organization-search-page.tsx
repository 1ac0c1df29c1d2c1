import { useEffect } from 'react';
import { Header, ListBoxItem, ListBoxSection } from 'react-aria-components';
import { Redirect, useLocation, useSearch } from 'wouter';
import { LoadState } from '../../components/ui/load-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';
import { destinationAfterSignIn, ROUTES } from '../../lib/destinations.ts';
import { useCurrentUser, useSession } from '../../lib/session.tsx';
import { useApiData } from '../../lib/use-api-data.ts';
import { organizationCountsResponseSchema } from '../../contracts/organizations.ts';
import { DEFAULT_VIEW_MILES, parseMiles, type Miles } from './category-view.ts';
import { DeadEnd } from './dead-end.tsx';
import { HelpPane } from './help-pane.tsx';
import { kindForTopic, useOrganizationKinds } from './organization-kinds.ts';
import { OrganizationNameSearch } from './organization-name-search.tsx';

/**
 * /client/organization/search?zipcode=…: organisations near a ZIP code the user typed in the
 * header's search, for a kind of help they choose here; the same list and distance filter as a
 * category's GET HELP, beside a map. Everything lives in the address (zipcode, subCateId,
 * miles).
 */
export default function OrganizationSearchPage() {
  const { t, tp, language } = useI18n();
  const user = useCurrentUser();
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const zip = params.get('zipcode') ?? '';
  const validZip = /^\d{5}$/.test(zip);
  const subCategoryId = Number(params.get('subCateId')) || null;
  const miles = parseMiles(params.get('miles'));
  const nameQuery = params.get('q')?.trim() ?? '';
  const destination = user ? destinationAfterSignIn(user) : null;

  // Every category's kinds of help, for the chooser.
  const { load, retry } = useOrganizationKinds(destination === ROUTES.dashboard && validZip);
  // "Find low vision clinics near 19104": a command's topic chooses the kind of help, when
  // one kind matches it; otherwise the chooser asks.
  const topic = params.get('topic')?.trim() ?? '';
  const topicKind =
    topic && subCategoryId === null && load.status === 'ready'
      ? kindForTopic(
          topic,
          load.data.flatMap((group) => group.subs),
        )
      : null;
  useEffect(() => {
    if (!topicKind) return;
    const query = new URLSearchParams({ zipcode: zip, subCateId: String(topicKind.id) });
    navigate(`${ROUTES.organizationSearch}?${query}`, { replace: true });
  }, [topicKind, zip, navigate]);

  // No kind of help in the address ("find help near 19104"), nor a topic about to choose one:
  // how many organisations of each kind are near, said once they are known, so the chooser is
  // not a blind guess (a topic's list says its own count instead).
  const session = useSession();
  const choosing = subCategoryId === null && (!topic || (load.status === 'ready' && !topicKind));
  const counts = useApiData(
    validZip && choosing && destination === ROUTES.dashboard
      ? `organization-counts:${zip}:${miles}`
      : null,
    () =>
      session.request(
        `/api/v1/organization-counts?${new URLSearchParams({ zipcode: zip, miles: String(miles) })}`,
        { schema: organizationCountsResponseSchema },
      ),
  );
  const countData = counts.load.status === 'ready' ? counts.load.data : null;
  const countOf = (id: number) =>
    countData?.data.find((entry) => entry.sub_cat_id === id)?.count ?? 0;
  const kindsFound = countData?.data.length ?? 0;
  const foundText = countData
    ? countData.total === 0
      ? t('categories.nearZip.noneFound', { zip })
      : `${tp('categories.nearZip.found', countData.total, { zip })} ${tp('categories.nearZip.inKinds', kindsFound)}`
    : null;
  useEffect(() => {
    if (foundText) announce(foundText, 'polite');
  }, [foundText]);

  if (!user || !destination) return null;
  if (destination !== ROUTES.dashboard) return <Redirect to={destination} replace />;

  const href = (next: { subCategoryId: number | null; miles: Miles; name?: string }) => {
    const query = new URLSearchParams({ zipcode: zip });
    if (next.subCategoryId !== null) query.set('subCateId', String(next.subCategoryId));
    if (next.miles !== DEFAULT_VIEW_MILES) query.set('miles', String(next.miles));
    const name = next.name ?? nameQuery;
    if (name) query.set('q', name);
    return `${ROUTES.organizationSearch}?${query}`;
  };
  const groups = load.status === 'ready' ? load.data : [];
  const chosen = groups.flatMap((group) => group.subs).find((sub) => sub.id === subCategoryId);
  const title = (item: { title: string; title_sp: string }) =>
    language === 'sp' ? item.title_sp : item.title;

  if (!validZip) {
    return <DeadEnd title={t('categories.nearZip.invalidZip')} />;
  }

  return (
    <div className="page">
      <PageHeading title={chosen ? `${title(chosen)} – ${zip}` : undefined}>
        {t('categories.nearZip.heading', { zip })}
      </PageHeading>
      <LoadState
        load={load}
        loadingText={t('categories.loading')}
        failedText={t('categories.failed')}
        retryText={t('categories.retry')}
        onRetry={retry}
      />
      {groups.length > 0 ? (
        <SelectField
          label={t('categories.nearZip.kind')}
          selectedKey={chosen ? String(chosen.id) : ''}
          onSelectionChange={(key) => {
            const sub = groups.flatMap((group) => group.subs).find((s) => String(s.id) === key);
            if (!sub) return;
            navigate(href({ subCategoryId: sub.id, miles }));
            announce(title(sub), 'polite');
          }}
        >
          {groups
            .filter((group) => group.subs.length > 0)
            .map((group) => (
              <ListBoxSection key={group.category.id} className="listbox-section">
                <Header className="listbox-header">{title(group.category)}</Header>
                {group.subs.map((sub) => (
                  <ListBoxItem
                    key={sub.id}
                    id={String(sub.id)}
                    textValue={title(sub)}
                    className="menu-item"
                  >
                    {countData
                      ? t('categories.nearZip.kindWithCount', {
                          kind: title(sub),
                          count: countOf(sub.id),
                        })
                      : title(sub)}
                  </ListBoxItem>
                ))}
              </ListBoxSection>
            ))}
        </SelectField>
      ) : null}
      {chosen ? (
        <section aria-labelledby="near-zip-kind" className="near-zip-results">
          <h2 id="near-zip-kind">{title(chosen)}</h2>
          <HelpPane
            key={chosen.id}
            subCategoryId={chosen.id}
            miles={miles}
            zip={zip}
            map={{ orgId: null, selectedFirst: false }}
            onMilesChange={(next) =>
              navigate(href({ subCategoryId: chosen.id, miles: next }), { replace: true })
            }
          />
        </section>
      ) : load.status === 'ready' ? (
        <p>
          {foundText ? `${foundText} ` : ''}
          {t('categories.nearZip.choose', { zip })}
        </p>
      ) : null}
      <OrganizationNameSearch
        key={nameQuery}
        zip={zip}
        miles={miles}
        query={nameQuery}
        onSearch={(name) => navigate(href({ subCategoryId, miles, name }))}
      />
    </div>
  );
}
