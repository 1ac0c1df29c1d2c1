import 'maplibre-gl/dist/maplibre-gl.css';
import { LngLatBounds, Map as MapLibreMap, Marker, Popup, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { Button, Toolbar } from 'react-aria-components';
import { InfoWindow, MapMarker, type MapPlace } from './map-overlays.tsx';
import { mapColors, offlineStyle, paintOfflineStyle } from './offline-style.ts';

// The map half of the organisation list (loaded only by the pages that show one). It is a
// convenience: everything on it is also in the list, and the list is the keyboard's path
// (ADR 036). The whole map is one tab stop, its toolbar (zoom, move, show all); markers are
// buttons for the pointer and for browse mode, out of the tab order; an info window asked for
// is a dialog that takes focus and gives it back. Markers and the info window are React
// components rendered through portals into the elements maplibre positions.

setWorkerUrl(workerUrl);

/** Spec section 9: where the map looks when there is nothing to show. */
export const DEFAULT_CENTER = { lat: 44.5, lng: -89.5 };
const DEFAULT_ZOOM = 4;
/** Close enough to see streets around one organisation, not so close that the area is lost. */
const MAX_FIT_ZOOM = 12;
const FIT_PADDING = 48;

export type { MapPlace };

export interface MapLabels {
  canvas: string;
  /** Names the toolbar. */
  controls: string;
  zoomIn: string;
  zoomOut: string;
  panNorth: string;
  panSouth: string;
  panWest: string;
  panEast: string;
  showAll: string;
  close: string;
}

export interface OrganizationMapHandle {
  /**
   * Centres on a place and opens its info window; `focus` makes it a dialog that takes focus
   * and gives it back on close (to whatever had focus when it opened).
   */
  openInfo: (id: number, options: { focus: boolean }) => void;
}

interface OrganizationMapProps {
  ref?: Ref<OrganizationMapHandle>;
  places: MapPlace[];
  /** Names the map's region ("Map of 12 organizations"). */
  regionLabel: string;
  labels: MapLabels;
  /** The hosted style, or null for the offline one. */
  styleUrl: string | null;
  onReady: () => void;
  onFail: (error: unknown) => void;
  /** A marker was pressed. */
  onMarkerSelect: (id: number) => void;
}

/** Fetches what the offline map needs before it is drawn (the hosted style needs nothing). */
export function prepare(styleUrl: string | null) {
  // A failure here is not the user's concern yet: the map itself tries again and says so.
  if (!styleUrl) void offlineStyle(mapColors()).catch(() => {});
}

function hasWebGl(): boolean {
  const canvas = document.createElement('canvas');
  return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function fitAll(map: MapLibreMap, places: MapPlace[], animate: boolean) {
  if (places.length === 0) {
    map.jumpTo({ center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM });
    return;
  }
  const bounds = new LngLatBounds();
  for (const place of places) bounds.extend([place.lng, place.lat]);
  map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: MAX_FIT_ZOOM, animate });
}

/** An open info window: the popup maplibre positions and the element React renders into. */
interface OpenInfo {
  id: number;
  takesFocus: boolean;
  popup: Popup;
  element: HTMLElement;
}

/** How far one press of a "Move" button moves the map: a third of its width or height. */
const PAN_SHARE = 1 / 3;

export default function OrganizationMap({
  ref,
  places,
  regionLabel,
  labels,
  styleUrl,
  onReady,
  onFail,
  onMarkerSelect,
}: OrganizationMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const placed = useRef<Marker[]>([]);
  /** Each place's marker element (maplibre's), which React renders the marker into. */
  const [markerElements, setMarkerElements] = useState<ReadonlyMap<number, HTMLElement>>(
    () => new Map(),
  );
  const [info, setInfo] = useState<OpenInfo | null>(null);
  // The latest props, for the map's own event handlers (which live as long as the map).
  const latest = useRef({ places, onReady, onFail });
  useLayoutEffect(() => {
    latest.current = { places, onReady, onFail };
  });

  // The popup leaves the map only after React has unmounted what it rendered into it, so
  // React Aria's FocusScope still finds focus inside and gives it back to the opener.
  useEffect(() => {
    if (!info) return;
    return () => {
      info.popup.remove();
    };
  }, [info]);

  const openInfo = (id: number, { focus }: { focus: boolean }) => {
    const map = mapRef.current;
    const place = latest.current.places.find((candidate) => candidate.id === id);
    if (!map || !place) return;
    // The bare element maplibre positions; React renders the window into it. It is in the
    // page before React renders, so the dialog can take focus as it mounts.
    const element = document.createElement('div');
    const popup = new Popup({
      closeButton: false,
      closeOnClick: false,
      focusAfterOpen: false,
      maxWidth: '18rem',
      offset: 28,
    })
      .setLngLat([place.lng, place.lat])
      .setDOMContent(element)
      .addTo(map);
    setInfo({ id, takesFocus: focus, popup, element });
    map.easeTo({ center: [place.lng, place.lat], animate: !reducedMotion() });
  };

  /** One marker element per place, in list order; React renders a button into each. */
  const syncMarkers = (map: MapLibreMap) => {
    setInfo(null);
    for (const marker of placed.current) marker.remove();
    placed.current = [];
    const elements = new Map<number, HTMLElement>();
    for (const place of latest.current.places) {
      const element = document.createElement('div');
      elements.set(place.id, element);
      placed.current.push(
        new Marker({ element, anchor: 'bottom' }).setLngLat([place.lng, place.lat]).addTo(map),
      );
    }
    setMarkerElements(elements);
  };

  useImperativeHandle(ref, () => ({ openInfo }));

  // The map itself: made once per page (and per style), removed with it.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    if (!hasWebGl()) {
      latest.current.onFail(new Error('WebGL is not available'));
      return;
    }
    let map: MapLibreMap | null = null;
    let cancelled = false;
    let ready = false;
    const fail = (error: unknown) => {
      if (ready || cancelled) return;
      cancelled = true;
      latest.current.onFail(error);
    };
    const colors = mapColors();
    (styleUrl ? Promise.resolve(styleUrl) : offlineStyle(colors))
      .then((style) => {
        if (cancelled) return;
        const made = new MapLibreMap({
          container: element,
          style,
          center: DEFAULT_CENTER,
          zoom: DEFAULT_ZOOM,
          attributionControl: false,
          dragRotate: false,
          pitchWithRotate: false,
          touchPitch: false,
          locale: { 'Map.Title': labels.canvas },
        });
        map = made;
        made.keyboard.disableRotation();
        made.touchZoomRotate.disableRotation();
        // The toolbar is the map's one tab stop and moves it the same ways; the surface
        // still answers the arrow keys and plus and minus once clicked.
        made.getCanvas().tabIndex = -1;
        mapRef.current = made;
        syncMarkers(made);
        made.on('error', (event) => fail(event.error));
        made.once('load', () => {
          ready = true;
          fitAll(made, latest.current.places, false);
          latest.current.onReady();
        });
        // The centre and zoom, for tests and for anyone inspecting the page.
        const record = () => {
          const center = made.getCenter();
          element.dataset.center = `${center.lat.toFixed(4)},${center.lng.toFixed(4)}`;
          element.dataset.zoom = made.getZoom().toFixed(2);
        };
        made.on('moveend', record);
        record();
      })
      .catch(fail);

    // A new display mode repaints the offline map (a hosted style keeps its colours).
    const observer = new MutationObserver(() => {
      if (map && ready && !styleUrl) paintOfflineStyle(map, mapColors());
    });
    observer.observe(document.documentElement, { attributeFilter: ['data-contrast'] });

    return () => {
      cancelled = true;
      observer.disconnect();
      placed.current = [];
      mapRef.current = null;
      map?.remove();
    };
    // syncMarkers reads the latest places through a ref; the canvas label is set once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleUrl]);

  // The markers follow the places (a new distance, a new list).
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return; // the map adds them when it is made
    syncMarkers(map);
    if (map.loaded()) fitAll(map, places, !reducedMotion());
  }, [places]);

  const map = () => mapRef.current;
  const animate = () => !reducedMotion();
  const pan = (x: number, y: number) => {
    const current = map();
    if (!current) return;
    const { clientWidth, clientHeight } = current.getContainer();
    current.panBy([x * clientWidth * PAN_SHARE, y * clientHeight * PAN_SHARE], {
      animate: animate(),
    });
  };
  const infoPlace = info && places.find((place) => place.id === info.id);

  return (
    <section className="organization-map" aria-label={regionLabel}>
      <Toolbar className="map-controls" aria-label={labels.controls}>
        <Button
          className="button button-secondary"
          onPress={() => map()?.zoomIn({ animate: animate() })}
        >
          {labels.zoomIn}
        </Button>
        <Button
          className="button button-secondary"
          onPress={() => map()?.zoomOut({ animate: animate() })}
        >
          {labels.zoomOut}
        </Button>
        <Button className="button button-secondary" onPress={() => pan(0, -1)}>
          {labels.panNorth}
        </Button>
        <Button className="button button-secondary" onPress={() => pan(0, 1)}>
          {labels.panSouth}
        </Button>
        <Button className="button button-secondary" onPress={() => pan(-1, 0)}>
          {labels.panWest}
        </Button>
        <Button className="button button-secondary" onPress={() => pan(1, 0)}>
          {labels.panEast}
        </Button>
        <Button
          className="button button-secondary"
          onPress={() => {
            const current = map();
            if (current) fitAll(current, places, animate());
          }}
        >
          {labels.showAll}
        </Button>
      </Toolbar>
      <div ref={container} className="map-canvas" data-testid="organization-map" />
      {places.map((place) => {
        const element = markerElements.get(place.id);
        return element
          ? createPortal(
              <MapMarker
                place={place}
                onPress={() => {
                  onMarkerSelect(place.id);
                  openInfo(place.id, { focus: true });
                }}
              />,
              element,
              String(place.id),
            )
          : null;
      })}
      {info && infoPlace
        ? createPortal(
            <InfoWindow
              key={info.id}
              place={infoPlace}
              closeLabel={labels.close}
              takesFocus={info.takesFocus}
              onClose={() => setInfo((open) => (open === info ? null : open))}
            />,
            info.element,
          )
        : null}
    </section>
  );
}
