import { useEffect, useImperativeHandle } from 'react';
import type { ComponentProps } from 'react';
import { MapMarker } from './map-overlays.tsx';
import type RealOrganizationMap from './organization-map.tsx';

// A stand-in for the maplibre map in jsdom tests (maplibre needs WebGL and a real layout; the
// real map is tested in the browser by e2e/organization-map.spec.ts). Same props and handle:
// it says whether it is ready or failed, renders the real map's markers (map-overlays.tsx),
// and records what the list asked of it.

export const fakeMap = {
  /** Set before rendering: the map fails instead of becoming ready. */
  fail: false,
  opened: [] as { id: number; focus: boolean }[],
  /** The last mounted map's callbacks, for tests to play the map's part. */
  props: null as ComponentProps<typeof RealOrganizationMap> | null,
  reset() {
    this.fail = false;
    this.opened = [];
    this.props = null;
  },
};

export function prepare() {}

export default function FakeOrganizationMap(props: ComponentProps<typeof RealOrganizationMap>) {
  const { ref, places, regionLabel, onReady, onFail, onMarkerSelect } = props;
  useImperativeHandle(ref, () => ({
    openInfo: (id: number, options: { focus: boolean }) => fakeMap.opened.push({ id, ...options }),
  }));
  useEffect(() => {
    fakeMap.props = props;
  });
  useEffect(() => {
    if (fakeMap.fail) onFail(new Error('no WebGL in this test'));
    else onReady();
    // Once, as the real map is made once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <section aria-label={regionLabel}>
      {places.map((place) => (
        <MapMarker key={place.id} place={place} onPress={() => onMarkerSelect(place.id)} />
      ))}
    </section>
  );
}
