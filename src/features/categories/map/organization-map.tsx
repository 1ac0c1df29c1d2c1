import 'maplibre-gl/dist/maplibre-gl.css';
import { LngLatBounds, Map as MapLibreMap, Marker, Popup, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, type Ref } from 'react';
import { Button } from 'react-aria-components';
import { mapColors, offlineStyle, paintOfflineStyle } from './offline-style.ts';

// The map half of the organisation list (loaded only by the pages that show one). It is a
// convenience: everything on it is also in the list. Markers are real buttons named like their
// list item, in list order; an info window takes focus when the list opened it and gives it
// back on close; the zoom buttons and the arrow keys (on the focused map) move it, so nothing
// needs dragging.

setWorkerUrl(workerUrl);

/** Spec section 9: where the map looks when there is nothing to show. */
export const DEFAULT_CENTER = { lat: 44.5, lng: -89.5 };
const DEFAULT_ZOOM = 4;
/** Close enough to see streets around one organisation, not so close that the area is lost. */
const MAX_FIT_ZOOM = 12;
const FIT_PADDING = 48;

export interface MapPlace {
  id: number;
  /** "3": the list item's number, shown on the marker. */
  number: string;
  /** "3. Hope Center": the list item's number and the organisation's name. */
  label: string;
  address: string | null;
  lat: number;
  lng: number;
}

export interface MapLabels {
  canvas: string;
  zoomIn: string;
  zoomOut: string;
  showAll: string;
  close: string;
}

export interface OrganizationMapHandle {
  /** Centres on a place and opens its info window; `focus` moves focus into it. */
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
  /** An info window closed while focus was in it; the caller says where focus goes. */
  onInfoClosed: (id: number, openedFrom: 'list' | 'marker') => void;
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

export default function OrganizationMap({
  ref,
  places,
  regionLabel,
  labels,
  styleUrl,
  onReady,
  onFail,
  onMarkerSelect,
  onInfoClosed,
}: OrganizationMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markers = useRef(new Map<number, HTMLButtonElement>());
  const placed = useRef<Marker[]>([]);
  const popup = useRef<{ popup: Popup; id: number } | null>(null);
  // The latest props, for the map's own event handlers (which live as long as the map).
  const latest = useRef({ places, labels, onReady, onFail, onMarkerSelect, onInfoClosed });
  useLayoutEffect(() => {
    latest.current = { places, labels, onReady, onFail, onMarkerSelect, onInfoClosed };
  });

  const closeInfo = () => {
    const open = popup.current;
    popup.current = null;
    open?.popup.remove();
  };

  const openInfo = (id: number, { focus }: { focus: boolean }) => {
    const map = mapRef.current;
    const place = latest.current.places.find((candidate) => candidate.id === id);
    if (!map || !place) return;
    closeInfo();
    const openedFrom = focus ? 'list' : 'marker';
    const content = infoContent(place, latest.current.labels.close, () => closeInfo());
    const next = new Popup({
      closeButton: false,
      closeOnClick: false,
      focusAfterOpen: focus,
      maxWidth: '18rem',
      offset: 28,
    })
      .setLngLat([place.lng, place.lat])
      .setDOMContent(content);
    next.on('close', () => {
      if (popup.current?.popup === next) popup.current = null;
      // Only when the window had focus: a marker pressed elsewhere must not pull focus back.
      const active = document.activeElement;
      if (active === null || active === document.body || content.contains(active)) {
        if (openedFrom === 'marker') markers.current.get(id)?.focus();
        latest.current.onInfoClosed(id, openedFrom);
      }
    });
    popup.current = { popup: next, id };
    map.easeTo({ center: [place.lng, place.lat], animate: !reducedMotion() });
    next.addTo(map);
  };

  /** One button per place, in list order, named like its list item. */
  const syncMarkers = (map: MapLibreMap) => {
    closeInfo();
    for (const marker of placed.current) marker.remove();
    placed.current = [];
    markers.current = new Map();
    for (const place of latest.current.places) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'map-marker';
      button.textContent = place.number;
      button.setAttribute('aria-label', place.label);
      button.addEventListener('click', () => {
        latest.current.onMarkerSelect(place.id);
        openInfo(place.id, { focus: false });
      });
      // The map pans with the arrow keys; a focused marker keeps its keys to itself.
      button.addEventListener('keydown', (event) => {
        if (event.key === 'Escape' && popup.current?.id === place.id) closeInfo();
        event.stopPropagation();
      });
      markers.current.set(place.id, button);
      placed.current.push(
        new Marker({ element: button, anchor: 'bottom' })
          .setLngLat([place.lng, place.lat])
          .addTo(map),
      );
    }
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
          locale: { 'Map.Title': latest.current.labels.canvas },
        });
        map = made;
        made.keyboard.disableRotation();
        made.touchZoomRotate.disableRotation();
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
      popup.current = null;
      placed.current = [];
      mapRef.current = null;
      map?.remove();
    };
    // syncMarkers reads the latest props through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleUrl]);

  // The markers follow the places (a new distance, a new list).
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return; // the map adds them when it is made
    syncMarkers(map);
    if (map.loaded()) fitAll(map, places, !reducedMotion());
    // syncMarkers reads the latest props through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [places]);

  const map = () => mapRef.current;
  const animate = () => !reducedMotion();

  return (
    <section className="organization-map" aria-label={regionLabel}>
      <div className="map-controls">
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
        <Button
          className="button button-secondary"
          onPress={() => {
            const current = map();
            if (current) fitAll(current, places, animate());
          }}
        >
          {labels.showAll}
        </Button>
      </div>
      <div ref={container} className="map-canvas" data-testid="organization-map" />
    </section>
  );
}

/** The info window: the name and address, and a close button (Escape closes it too). */
function infoContent(place: MapPlace, closeLabel: string, close: () => void): HTMLElement {
  const content = document.createElement('div');
  content.className = 'map-info';
  content.setAttribute('role', 'dialog');
  content.setAttribute('aria-label', place.label);
  const name = document.createElement('p');
  name.className = 'map-info-name';
  name.textContent = place.label;
  content.append(name);
  if (place.address) {
    const address = document.createElement('p');
    address.textContent = place.address;
    content.append(address);
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button-secondary';
  button.textContent = closeLabel;
  button.addEventListener('click', close);
  content.append(button);
  content.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  });
  return content;
}
