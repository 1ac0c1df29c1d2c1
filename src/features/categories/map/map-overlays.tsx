import { useId, useRef } from 'react';
import { FocusScope, useOverlay } from 'react-aria';
import { Button, Dialog, Heading } from 'react-aria-components';

// What the map draws over itself, as React components: organization-map.tsx renders them
// through portals into the elements maplibre positions (a Marker's element, a Popup's
// content), so they are React Aria components with React's events, not DOM built by hand.
// Nothing here imports maplibre, so jsdom tests render them directly.

export interface MapPlace {
  id: number;
  /** "3": the list item's number, shown on the marker. */
  number: string;
  /** "3. Hope Center": the list item's heading, the info window's title. */
  title: string;
  /** "2.50 miles away", as the card says it; null when the card shows no distance. */
  distance: string | null;
  /** Says the place is a city's or ZIP code's centre; null when it is the address's. */
  approximate: string | null;
  /** "3. Hope Center, 2.50 miles away": the marker's name. */
  label: string;
  address: string | null;
  lat: number;
  lng: number;
}

/**
 * One marker: a button for the pointer and for a screen reader's browse mode, out of the tab
 * order (ADR 036: the list is the keyboard's path to every organisation, so markers would
 * only repeat it one tab stop each).
 */
export function MapMarker({ place, onPress }: { place: MapPlace; onPress: () => void }) {
  return (
    <Button
      className="map-marker"
      aria-label={place.label}
      excludeFromTabOrder
      onPress={(event) => {
        // A screen reader's browse mode presses without focusing (a click with no pointer,
        // which React Aria does not focus): focus the marker first, so the window it opens
        // has it to give focus back to.
        const { target } = event;
        if (target instanceof HTMLElement && document.activeElement !== target) target.focus();
        onPress();
      }}
    >
      {place.number}
    </Button>
  );
}

interface InfoWindowProps {
  place: MapPlace;
  closeLabel: string;
  /**
   * True when someone asked for it ("Show on map", a marker): a dialog that takes focus and
   * gives it back. False when the page opens it on arrival: a label that leaves focus alone.
   */
  takesFocus: boolean;
  onClose: () => void;
}

/** The info window of one place: its title, address and distance, and a close button. */
export function InfoWindow(props: InfoWindowProps) {
  return props.takesFocus ? <InfoDialog {...props} /> : <InfoLabel {...props} />;
}

function Facts({ place, id }: { place: MapPlace; id: string }) {
  return (
    <div id={id}>
      {place.address ? <p>{place.address}</p> : null}
      {place.distance ? <p>{place.distance}</p> : null}
      {place.approximate ? <p>{place.approximate}</p> : null}
    </div>
  );
}

/**
 * Modal while it is open: focus starts on Close and stays inside (the window sits in the map,
 * after everything else on the page, so a Tab out of it would land far from the list the
 * user came from); Escape, Close or a press outside close it, and focus goes back to what
 * opened it (the card's "Show on map", or the marker).
 */
function InfoDialog({ place, closeLabel, onClose }: InfoWindowProps) {
  const ref = useRef<HTMLDivElement>(null);
  const factsId = useId();
  const { overlayProps } = useOverlay({ isOpen: true, onClose, isDismissable: true }, ref);
  return (
    <FocusScope contain restoreFocus>
      <div ref={ref} {...overlayProps} className="map-info">
        <Dialog aria-describedby={factsId}>
          <Heading slot="title" level={3} className="map-info-name">
            {place.title}
          </Heading>
          <Facts place={place} id={factsId} />
          {/* Close first: Enter or Escape goes straight back; the facts are the description. */}
          <Button autoFocus className="button button-secondary" onPress={onClose}>
            {closeLabel}
          </Button>
        </Dialog>
      </div>
    </FocusScope>
  );
}

/**
 * Shown on arrival for the organisation the user came for. Nobody asked for it, so it takes
 * no focus and adds no tab stop (its list item is marked current); a pointer can close it.
 */
function InfoLabel({ place, closeLabel, onClose }: InfoWindowProps) {
  const titleId = useId();
  const factsId = useId();
  return (
    <div className="map-info" role="group" aria-labelledby={titleId} aria-describedby={factsId}>
      <p id={titleId} className="map-info-name">
        {place.title}
      </p>
      <Facts place={place} id={factsId} />
      <Button excludeFromTabOrder className="button button-secondary" onPress={onClose}>
        {closeLabel}
      </Button>
    </div>
  );
}
