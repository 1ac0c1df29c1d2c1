import { useEffect, useState, type ComponentProps } from 'react';
import { Button, Label, Link, RadioGroup } from 'react-aria-components';
import { RadioChoice } from '../../components/ui/radio-choice.tsx';
import { LoadState } from '../../components/ui/load-state.tsx';
import type { OrganizationContentRequest } from '../../contracts/organizations.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';
import { ROUTES } from '../../lib/destinations.ts';
import { organizationsRequestFor } from '../../lib/organization-display.ts';
import { useCurrentUser } from '../../lib/session.tsx';
import { MILES_OPTIONS, organizationDetailHref, type Miles } from './category-view.ts';
import { OrganizationsWithMap, preloadOrganizationMap } from './organizations-with-map.tsx';
import { OrganizationCards } from './organization-cards.tsx';
import { useListReading, type ListPages } from './use-list-reading.ts';
import { useIntentHandler } from '../../lib/commands.ts';
import {
  PRINT_LIMIT,
  useOrganizationPages,
  type OrganizationPages,
  type OrganizationsCall,
} from './use-organization-pages.ts';
import { focusWhenShown } from './focus-when-shown.ts';

/** A search near the user needs their ZIP code: where to add it. */
export function NoZipNotice() {
  const { t } = useI18n();
  return (
    <div className="load-state">
      <p>{t('organizations.list.noZip')}</p>
      <Link href={ROUTES.myProfile}>{t('organizations.list.editProfile')}</Link>
    </div>
  );
}

/** The list beside a map (the organisation detail and search screens). */
export interface MapView {
  /** The organisation the user came for: marked, and shown on the map. */
  orgId: number | null;
  /** List it first, then the others near the ZIP code (search/orgnaization/content). */
  selectedFirst: boolean;
}

interface HelpPaneProps {
  subCategoryId: number;
  miles: Miles;
  onMilesChange: (miles: Miles) => void;
  /** Search near this ZIP code instead of the profile's (the organisation search page). */
  zip?: string;
  /** Show the list beside a map instead of "View on Map" links. */
  map?: MapView;
  /** "{n} organizations near you" rather than "near {zip}". */
  nearYou?: boolean;
  /** The count's heading level; the organisations' names are one below. */
  headingLevel?: 2 | 3;
}

/**
 * GET HELP: the organisations of one sub-category near the user's ZIP code, in the server's
 * order (nearest first), with the distance filter. Who may see which organisation is the
 * server's rule; the page only sends the user's facts (spec section 5).
 */
export function HelpPane({
  subCategoryId,
  miles,
  onMilesChange,
  zip,
  map,
  nearYou = false,
  headingLevel = 3,
}: HelpPaneProps) {
  const { t, tp } = useI18n();
  const user = useCurrentUser();
  const request = user
    ? organizationsRequestFor(zip ? { ...user, zipcode: zip } : user, subCategoryId, miles)
    : null;
  // The call: the kind of help near the ZIP code, or the selected organisation first.
  const selectedId = map?.selectedFirst ? map.orgId : null;
  const call: OrganizationsCall | null = !request
    ? null
    : selectedId === null
      ? { path: '/api/v1/organizations', body: request }
      : {
          path: '/api/v1/search/orgnaization/content',
          body: {
            org_id: selectedId,
            zipcode: request.zip_code,
            sub_cat_id: request.sub_cat_id,
            age: request.age,
            miles: request.miles,
            is_veteran: request.is_veteran,
          } satisfies OrganizationContentRequest,
        };
  // A page at a time (issue 40): the heading counts every organisation the user may see.
  const pages = useOrganizationPages(call);
  const { load, retry } = pages;
  const count = load.status === 'ready' ? pages.total : null;
  const countText =
    count !== null && request
      ? nearYou
        ? tp('organizations.list.countNearYou', count)
        : tp('organizations.list.count', count, { zip: request.zip_code })
      : null;
  const CountHeading = `h${headingLevel}` as const;
  const cardLevel = headingLevel === 2 ? 3 : 4;

  const withMap = map !== undefined;
  useEffect(() => {
    if (withMap) preloadOrganizationMap();
  }, [withMap]);

  // Said whenever a list arrives (a new distance, a new kind of help), even with the same
  // count as before or from the cache (going back to 100 miles): the person chose something
  // and hears what it gave. An empty list is said by LoadState instead. A page more is not a
  // new list: "Show more" says its own count.
  const { firstPage } = pages;
  useEffect(() => {
    if (countText && firstPage && count) announce(countText, 'polite', 'organization-count');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- said once per list that arrives
  }, [firstPage]);

  // "Within 50 miles": the same as choosing it; the new count is announced when it arrives.
  useIntentHandler(
    'set-radius',
    request
      ? ({ miles: next }) => {
          const offered = MILES_OPTIONS.find((option) => option === next);
          // "Within 25 miles" is understood; the list offers two distances and says which.
          if (!offered) return { ok: false, message: t('organizations.list.milesOffered') };
          onMilesChange(offered);
          return { ok: true, message: t('organizations.list.withinMiles', { miles: offered }) };
        }
      : null,
  );

  if (!request) return <NoZipNotice />;

  return (
    <div className="organization-list">
      <RadioGroup
        className="distance-filter"
        orientation="horizontal"
        value={String(miles)}
        onChange={(value) => onMilesChange(Number(value) as Miles)}
      >
        <Label className="field-label">{t('organizations.list.distance')}</Label>
        <div className="radio-options">
          {MILES_OPTIONS.map((option) => (
            <RadioChoice key={option} value={String(option)}>
              {t('organizations.list.withinMiles', { miles: option })}
            </RadioChoice>
          ))}
        </div>
      </RadioGroup>
      {countText && count ? (
        <CountHeading className="organization-count">{countText}</CountHeading>
      ) : null}
      <LoadState
        load={load}
        isEmpty={(organizations) => organizations.length === 0}
        loadingText={t('organizations.list.loading')}
        failedText={t('organizations.list.failed')}
        emptyText={`${t('organizations.list.empty')} ${t('organizations.list.emptyHint')}`}
        retryText={t('organizations.list.retry')}
        onRetry={retry}
      />
      {load.status === 'ready' && load.data.length > 0 && map ? (
        <OrganizationsWithMap
          organizations={load.data}
          pages={listPages(pages)}
          subCategoryId={subCategoryId}
          initialId={map.orgId}
          headingLevel={cardLevel}
        />
      ) : load.status === 'ready' && load.data.length > 0 ? (
        <ReadableCards
          organizations={load.data}
          pages={listPages(pages)}
          subCategoryId={subCategoryId}
          headingLevel={cardLevel}
          mapFor={(organization) => ({
            href: organizationDetailHref({
              subCategoryId,
              orgId: organization.id,
              zip: request.zip_code,
              miles,
            }),
          })}
        />
      ) : null}
      {load.status === 'ready' && load.data.length > 0 ? (
        <>
          <ShowMore pages={pages} shown={load.data.length} />
          <PrintList pages={pages} shown={load.data.length} />
        </>
      ) : null}
    </div>
  );
}

/** What the reading commands need of the pages: the total, and loading up to a card. */
function listPages(pages: OrganizationPages): ListPages {
  return { total: pages.total ?? 0, loadUntil: pages.loadUntil };
}

/**
 * "Showing 25 of 143" and "Show more organizations" under the list (issue 40): loads the next
 * page, moves focus to its first card's heading (which says "26. Name") and says the new
 * count once.
 */
function ShowMore({ pages, shown }: { pages: OrganizationPages; shown: number }) {
  const { t } = useI18n();
  const total = pages.total ?? shown;
  if (!pages.hasMore && shown >= total) return null;
  const shownOf = t('organizations.list.shownOf', { shown, total });
  return (
    <div className="show-more">
      <p id="organizations-shown-of">{shownOf}</p>
      {pages.hasMore ? (
        <Button
          className="button button-secondary"
          aria-describedby="organizations-shown-of"
          isPending={pages.loadingMore}
          onPress={() => {
            void pages.loadMore().then((rows) => {
              if (!rows) {
                announce(t('organizations.list.moreFailed'), 'assertive');
                return;
              }
              const firstNew = rows[shown];
              if (firstNew) focusWhenShown(`organization-${firstNew.id}`);
              announce(
                t('organizations.list.shownOf', {
                  shown: rows.length,
                  total: pages.total ?? total,
                }),
                'polite',
              );
            });
          }}
        >
          {pages.loadingMore
            ? t('organizations.list.loadingMore')
            : t('organizations.list.showMore')}
        </Button>
      ) : null}
      {pages.moreFailed ? (
        <p className="message message-error">{t('organizations.list.moreFailed')}</p>
      ) : null}
    </div>
  );
}

/**
 * "Print this list": prints every organisation the user may see, loading the pages not yet
 * shown (at most PRINT_LIMIT), and says on paper and aloud when it stopped there.
 */
function PrintList({ pages, shown }: { pages: OrganizationPages; shown: number }) {
  const { t } = useI18n();
  const [preparing, setPreparing] = useState(false);
  const total = pages.total ?? shown;
  const limited = total > PRINT_LIMIT;
  return (
    <div className="print-list">
      <Button
        className="button button-secondary"
        isPending={preparing}
        onPress={() => {
          setPreparing(true);
          void pages.loadUntil(Math.min(total, PRINT_LIMIT)).then((rows) => {
            setPreparing(false);
            if (!rows) {
              announce(t('organizations.list.moreFailed'), 'assertive');
              return;
            }
            if (limited) {
              announce(
                t('organizations.list.printLimited', { shown: rows.length, total }),
                'polite',
              );
            }
            // Once the loaded cards are drawn.
            setTimeout(() => window.print(), 100);
          });
        }}
      >
        {preparing ? t('organizations.list.printPreparing') : t('organizations.list.print')}
      </Button>
      {limited ? (
        <p className="print-only">
          {t('organizations.list.printLimited', { shown: Math.min(shown, PRINT_LIMIT), total })}
        </p>
      ) : null}
    </div>
  );
}

/** The list without a map: numbered cards that the reading commands move through. */
function ReadableCards({
  organizations,
  pages,
  ...props
}: Omit<ComponentProps<typeof OrganizationCards>, 'reading'> & { pages: ListPages }) {
  const reading = useListReading(organizations, null, pages);
  return <OrganizationCards organizations={organizations} reading={reading} {...props} />;
}
