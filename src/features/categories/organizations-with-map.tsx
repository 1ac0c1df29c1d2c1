import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { milesAway } from '../../components/organizations/organization-card.tsx';
import type { Organization } from '../../contracts/organizations.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';
import { appConfig } from '../../lib/config.ts';
import { useIntentHandler } from '../../lib/commands.ts';
import { addressLine, shownDistance } from '../../lib/organization-display.ts';
import { readStored, writeStored } from '../../lib/storage.ts';
import type { MapPlace, OrganizationMapHandle } from './map/organization-map.tsx';
import { OrganizationCards } from './organization-cards.tsx';
import { useListReading, type ListPages } from './use-list-reading.ts';

// maplibre (about 1 MB) is fetched only by the pages that show a map.
// One import shared by the preload and the lazy component (vitest's module mocks mishandle
// two concurrent imports of the same mocked module; browsers would share them anyway).
let mapModule: ReturnType<typeof importMap> | null = null;
const importMap = () => import('./map/organization-map.tsx');
const loadMap = () => {
  mapModule ??= importMap().catch((error: unknown) => {
    mapModule = null; // a later page may try again
    throw error;
  });
  return mapModule;
};
const OrganizationMap = lazy(loadMap);

/**
 * Starts fetching the map and its base map while the list is still loading, so the two
 * overlap; a hidden map fetches nothing.
 */
export function preloadOrganizationMap() {
  if (readStored(MAP_SHOWN_KEY) === 'false') return;
  loadMap()
    .then((module) => module.prepare(appConfig.mapStyleUrl))
    .catch((error: unknown) => console.warn('Map preload failed; the map will try again', error));
}

/** Remembers "Hide map" across pages and visits. */
const MAP_SHOWN_KEY = 'vh.map.shown';
const MAP_REGION_ID = 'organization-map-region';

type MapState = 'loading' | 'ready' | 'failed';

interface OrganizationsWithMapProps {
  /** The organisations loaded so far: the map shows and fits these. */
  organizations: Organization[];
  /** The whole list's total and its next pages, for the reading commands. */
  pages?: ListPages | null;
  subCategoryId: number;
  /** Marked current, and its info window opened, when the map is ready. */
  initialId: number | null;
  headingLevel: 3 | 4;
}

/**
 * The organisation list beside its map. The list is complete and comes first; the map is a
 * convenience that can be hidden, can fail, and is never needed; the list is the keyboard's path
 * (ADR 036). "Show on map" on an item opens its marker's info window (focus goes there and comes
 * back on close); pressing a marker marks its item as current and says so, and opens its window.
 */
export function OrganizationsWithMap({
  organizations,
  pages = null,
  subCategoryId,
  initialId,
  headingLevel,
}: OrganizationsWithMapProps) {
  const { t, tp, language } = useI18n();
  const [shown, setShown] = useState(() => readStored(MAP_SHOWN_KEY) !== 'false');
  const [state, setState] = useState<MapState>('loading');
  const map = useRef<OrganizationMapHandle>(null);

  // Each marker is named as its card reads: the number and name of its heading, then the
  // distance the card shows (none where the card shows none), then whether it is approximate.
  const places = useMemo<MapPlace[]>(
    () =>
      organizations.flatMap((organization, index) => {
        if (organization.latitude === null || organization.longitude === null) return [];
        const title = `${index + 1}. ${organization.organization}`;
        const distance = shownDistance(organization, subCategoryId);
        const distanceText = distance === null ? null : milesAway(distance, { t, language });
        const marker = distanceText
          ? t('organizations.map.marker', { item: title, distance: distanceText })
          : title;
        // The marker's name says the place is approximate: it is all a screen reader hears.
        const approximate = organization.location_approximate;
        return [
          {
            id: organization.id,
            number: String(index + 1),
            title,
            distance: distanceText,
            approximate: approximate ? t('organizations.map.approximate') : null,
            label: approximate ? t('organizations.map.markerApproximate', { marker }) : marker,
            address: addressLine(organization),
            lat: organization.latitude,
            lng: organization.longitude,
          },
        ];
      }),
    [organizations, subCategoryId, t, language],
  );
  const onMap = useMemo(() => new Set(places.map((place) => place.id)), [places]);

  // From data to a drawn map (e2e/organization-map.spec.ts reads it).
  useEffect(() => {
    performance.mark('vh-map-data');
  }, [places]);

  const toggle = () => {
    const next = !shown;
    setShown(next);
    if (next) setState('loading');
    writeStored(MAP_SHOWN_KEY, String(next));
  };

  // The list's commands: read it, move through it, call (issue 22); show or hide the map.
  const { currentId, setCurrentId, callRef } = useListReading(organizations, initialId, pages);
  useIntentHandler('show-map', () => {
    if (!shown) toggle();
    return { ok: true, message: t('organizations.commands.mapShown') };
  });
  useIntentHandler('show-list', () => {
    if (shown) toggle();
    return { ok: true, message: t('organizations.commands.mapHidden') };
  });

  const mapUsable = shown && state === 'ready';
  const notOnMap = organizations.length - places.length;

  return (
    <div className="organizations-with-map">
      <Button
        className="button button-secondary map-toggle"
        aria-expanded={shown}
        aria-controls={MAP_REGION_ID}
        onPress={toggle}
      >
        {shown ? t('organizations.map.hide') : t('organizations.map.show')}
      </Button>
      <div className="organizations-with-map-panes">
        <OrganizationCards
          organizations={organizations}
          subCategoryId={subCategoryId}
          headingLevel={headingLevel}
          reading={{ currentId, callRef }}
          mapFor={(organization) =>
            mapUsable && onMap.has(organization.id)
              ? {
                  onShow: () => {
                    setCurrentId(organization.id);
                    map.current?.openInfo(organization.id, { focus: true });
                  },
                }
              : null
          }
        />
        <div id={MAP_REGION_ID} className="organization-map-area">
          {shown ? (
            state === 'failed' ? (
              <p className="message">{t('organizations.map.failed')}</p>
            ) : (
              <>
                {state === 'loading' ? <p>{t('organizations.map.loading')}</p> : null}
                <Suspense fallback={null}>
                  <OrganizationMap
                    ref={map}
                    places={places}
                    regionLabel={tp('organizations.map.region', places.length)}
                    labels={{
                      canvas: t('organizations.map.canvas'),
                      controls: t('organizations.map.controls'),
                      zoomIn: t('organizations.map.zoomIn'),
                      zoomOut: t('organizations.map.zoomOut'),
                      panNorth: t('organizations.map.panNorth'),
                      panSouth: t('organizations.map.panSouth'),
                      panWest: t('organizations.map.panWest'),
                      panEast: t('organizations.map.panEast'),
                      showAll: t('organizations.map.showAll'),
                      close: t('organizations.map.close'),
                    }}
                    styleUrl={appConfig.mapStyleUrl}
                    onReady={() => {
                      setState('ready');
                      performance.measure('vh-map-drawn', 'vh-map-data');
                      if (initialId !== null && onMap.has(initialId)) {
                        map.current?.openInfo(initialId, { focus: false });
                      }
                    }}
                    onFail={(error) => {
                      console.error('The map cannot be shown', error);
                      setState('failed');
                      announce(t('organizations.map.failed'), 'polite');
                    }}
                    onMarkerSelect={(id) => {
                      setCurrentId(id);
                      // The name is said by focus moving into the marker's window (its
                      // title); this adds only what happened to the list.
                      announce(t('organizations.map.markerSelected'), 'polite');
                    }}
                  />
                </Suspense>
                {notOnMap > 0 ? (
                  <p className="organization-map-note">
                    {tp('organizations.map.notOnMap', notOnMap)}
                  </p>
                ) : null}
                {appConfig.mapStyleUrl ? null : (
                  <p className="organization-map-note">{t('organizations.map.attribution')}</p>
                )}
              </>
            )
          ) : null}
        </div>
      </div>
    </div>
  );
}
