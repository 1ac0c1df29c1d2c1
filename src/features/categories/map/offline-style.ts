import type { Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import statesUrl from 'us-atlas/states-10m.json?url';

// The map that comes with the product: a plain background and the US state outlines (US Census
// Bureau boundaries, simplified by the us-atlas package), nothing fetched from anyone else. It
// works offline, in tests and for a deployment that sets no MAP_STYLE_URL. Organisations are
// DOM markers (real buttons), so the style needs no glyphs or sprites.

export interface MapColors {
  water: string;
  land: string;
  outline: string;
}

let states: Promise<GeoJSON.FeatureCollection> | null = null;

/** The state outlines as GeoJSON, fetched once (a hashed asset, cached by the browser). */
function loadStates(): Promise<GeoJSON.FeatureCollection> {
  states ??= fetch(statesUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`State outlines: HTTP ${response.status}`);
      return response.json() as Promise<Topology<{ states: GeometryCollection }>>;
    })
    .then((topology) => feature(topology, topology.objects.states))
    .catch((error: unknown) => {
      states = null; // a later map may try again
      throw error;
    });
  return states;
}

/** The colours of the current display mode, from the page's own custom properties. */
export function mapColors(): MapColors {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    water: read('--bg-muted', '#f3f6f9'),
    land: read('--bg', '#ffffff'),
    outline: read('--border', '#5b6570'),
  };
}

export async function offlineStyle(colors: MapColors): Promise<StyleSpecification> {
  return {
    version: 8,
    sources: { states: { type: 'geojson', data: await loadStates() } },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': colors.water } },
      { id: 'land', type: 'fill', source: 'states', paint: { 'fill-color': colors.land } },
      {
        id: 'outline',
        type: 'line',
        source: 'states',
        paint: { 'line-color': colors.outline, 'line-width': 1 },
      },
    ],
  };
}

/** Repaints the offline style for a new display mode; a hosted style keeps its own colours. */
export function paintOfflineStyle(map: MapLibreMap, colors: MapColors) {
  if (!map.getLayer('land')) return;
  map.setPaintProperty('water', 'background-color', colors.water);
  map.setPaintProperty('land', 'fill-color', colors.land);
  map.setPaintProperty('outline', 'line-color', colors.outline);
}
