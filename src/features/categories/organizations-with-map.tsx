import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { milesAway, OrganizationCard } from '../../components/organizations/organization-card.tsx';
import type { Organization } from '../../contracts/organizations.ts';
import { htmlLang } from '../../i18n/dictionaries.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';
import { appConfig } from '../../lib/config.ts';
import { useIntentHandler, type CommandOutcome } from '../../lib/commands.ts';
import {
  addressLine,
  formatPhone,
  numberToCall,
  shownDistance,
} from '../../lib/organization-display.ts';
import { readStored, writeStored } from '../../lib/storage.ts';
import type { MapPlace, OrganizationMapHandle } from './map/organization-map.tsx';

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

/**
 * One card as it is read by command: its name (what focus on its heading says) and the rest
 * (distance, the number to call), which the live region adds.
 */
export function spokenCard(
  organization: Organization,
  number: number,
  { t, language }: Pick<ReturnType<typeof useI18n>, 't' | 'language'>,
): { name: string; rest: string } {
  const rest: string[] = [];
  if (organization.distance !== null) {
    const miles = new Intl.NumberFormat(`${htmlLang[language]}-US`, {
      maximumFractionDigits: 1,
    }).format(organization.distance);
    rest.push(t('organizations.commands.distance', { miles }));
  }
  const call = numberToCall(organization);
  if (call) {
    const phone = formatPhone(call.number);
    rest.push(
      call.kind === 'phone'
        ? t('organizations.commands.phone', { phone })
        : t('organizations.commands.tollfree', { phone }),
    );
  }
  return {
    name: t('organizations.commands.item', { number, name: organization.organization }),
    rest: rest.join(' '),
  };
}

/** Remembers "Hide map" across pages and visits. */
const MAP_SHOWN_KEY = 'vh.map.shown';
const MAP_REGION_ID = 'organization-map-region';

type MapState = 'loading' | 'ready' | 'failed';

interface OrganizationsWithMapProps {
  organizations: Organization[];
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
  subCategoryId,
  initialId,
  headingLevel,
}: OrganizationsWithMapProps) {
  const { t, tp, language } = useI18n();
  const [shown, setShown] = useState(() => readStored(MAP_SHOWN_KEY) !== 'false');
  const [state, setState] = useState<MapState>('loading');
  const [currentId, setCurrentId] = useState<number | null>(initialId);
  const map = useRef<OrganizationMapHandle>(null);
  /** Each card's link to the number to call, pressed by "call". */
  const callLinks = useRef(new Map<number, HTMLAnchorElement>());

  // Each marker is named as its card reads: the number and name of its heading, then the
  // distance the card shows (none where the card shows none).
  const places = useMemo<MapPlace[]>(
    () =>
      organizations.flatMap((organization, index) => {
        if (organization.latitude === null || organization.longitude === null) return [];
        const title = `${index + 1}. ${organization.organization}`;
        const distance = shownDistance(organization, subCategoryId);
        const distanceText = distance === null ? null : milesAway(distance, { t, language });
        return [
          {
            id: organization.id,
            number: String(index + 1),
            title,
            distance: distanceText,
            label: distanceText
              ? t('organizations.map.marker', { item: title, distance: distanceText })
              : title,
            address: addressLine(organization),
            lat: organization.latitude,
            lng: organization.longitude,
          },
        ];
      }),
    [organizations, subCategoryId, t, language],
  );
  const onMap = useMemo(() => new Set(places.map((place) => place.id)), [places]);
  const title = (id: number) => places.find((place) => place.id === id)?.title ?? '';

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

  // The list's commands: read it, move through it, show or hide the map (issue 22).
  const position = organizations.findIndex((organization) => organization.id === currentId);
  /**
   * Moves to a card: its heading ("3. Name") takes focus, which says the name; the outcome
   * adds the rest of the card, once. Reading goes card by card, never the whole list at once.
   */
  const goTo = (index: number, before = ''): CommandOutcome => {
    const organization = organizations[index];
    if (!organization) return { ok: false, message: '' };
    setCurrentId(organization.id);
    document.getElementById(`organization-${organization.id}`)?.focus();
    const card = spokenCard(organization, index + 1, { t, language });
    const joined = (...parts: string[]) => parts.filter(Boolean).join(' ');
    return {
      ok: true,
      message: joined(before, card.name, card.rest),
      announce: joined(before, card.rest),
    };
  };
  useIntentHandler('read-results', () =>
    goTo(0, tp('organizations.commands.count', organizations.length)),
  );
  useIntentHandler('next', () => {
    if (position + 1 >= organizations.length) {
      return { ok: false, message: t('organizations.commands.endOfList') };
    }
    return goTo(position + 1);
  });
  useIntentHandler('previous', () => {
    if (position <= 0) return { ok: false, message: t('organizations.commands.startOfList') };
    return goTo(position - 1);
  });
  useIntentHandler('open-result', ({ index }) => {
    if (index < 1 || index > organizations.length) {
      return {
        ok: false,
        message: t('organizations.commands.noSuchResult', {
          number: index,
          count: organizations.length,
        }),
      };
    }
    return goTo(index - 1);
  });
  // "Call number 2" presses that card's link to its number (numberToCall: the phone, else
  // the toll-free), as a keyboard or pointer user would; "call" alone, the current card's.
  useIntentHandler('call', ({ index }) => {
    const at = index === undefined ? position : index - 1;
    const organization = organizations[at];
    if (!organization) {
      return {
        ok: false,
        message:
          index === undefined
            ? t('organizations.commands.callWhich')
            : t('organizations.commands.noSuchResult', {
                number: index,
                count: organizations.length,
              }),
      };
    }
    const call = numberToCall(organization);
    const link = callLinks.current.get(organization.id);
    if (!call || !link) {
      return {
        ok: false,
        message: t('organizations.commands.noPhone', { name: organization.organization }),
      };
    }
    setCurrentId(organization.id);
    link.click();
    return {
      ok: true,
      message: t('organizations.commands.calling', {
        name: organization.organization,
        phone: formatPhone(call.number),
      }),
    };
  });
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
        <ol className="organization-cards">
          {organizations.map((organization, index) => (
            <li
              key={organization.id}
              aria-current={organization.id === currentId ? 'true' : undefined}
              className="organization-item"
            >
              <OrganizationCard
                organization={organization}
                subCategoryId={subCategoryId}
                number={index + 1}
                headingLevel={headingLevel}
                callRef={(link) => {
                  if (link) callLinks.current.set(organization.id, link);
                  else callLinks.current.delete(organization.id);
                }}
                map={
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
            </li>
          ))}
        </ol>
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
                      announce(
                        t('organizations.map.markerSelected', { name: title(id) }),
                        'polite',
                      );
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
