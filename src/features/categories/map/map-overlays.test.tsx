import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InfoWindow, MapMarker, type MapPlace } from './map-overlays.tsx';

// The marker and the info window as the map renders them (through a portal into an element
// of maplibre's, played here by a bare element in the page). maplibre itself needs WebGL: the
// browser test is e2e/organization-map.spec.ts.

const PLACE: MapPlace = {
  id: 3,
  number: '3',
  title: '3. Hope Center',
  distance: '2.50 miles away',
  approximate: null,
  label: '3. Hope Center, 2.50 miles away',
  address: '12 Main St, Dallas, TX 75201',
  lat: 32.78,
  lng: -96.8,
};

const popups: HTMLElement[] = [];
/** The element maplibre would position, already in the page as the real popup's is. */
function popupElement() {
  const element = document.createElement('div');
  document.body.append(element);
  popups.push(element);
  return element;
}

/** A card's "Show on map" and a marker beside the window they open. */
function Harness({ takesFocus, element }: { takesFocus: boolean; element: HTMLElement }) {
  const [open, setOpen] = useState(!takesFocus);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show on map: Hope Center
      </button>
      <MapMarker place={PLACE} onPress={() => setOpen(true)} />
      <button type="button">After the map</button>
      {open
        ? createPortal(
            <InfoWindow
              place={PLACE}
              closeLabel="Close"
              takesFocus={takesFocus}
              onClose={() => setOpen(false)}
            />,
            element,
          )
        : null}
    </>
  );
}

describe('map overlays', () => {
  // Only what the test added: React Aria's live announcer lives in the body for every later
  // file of the worker (vite.config.ts), and emptying the body would silence it.
  afterEach(() => {
    for (const popup of popups.splice(0)) popup.remove();
  });

  it('a marker says the card’s number, name and distance, shows the number, and is no tab stop', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <>
        <button type="button">Before</button>
        <MapMarker place={PLACE} onPress={onPress} />
        <button type="button">After</button>
      </>,
    );
    const marker = screen.getByRole('button', { name: '3. Hope Center, 2.50 miles away' });
    expect(marker).toHaveTextContent(/^3$/);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.click(marker);
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('opened by "Show on map": a dialog named by its title, focus on Close, Escape gives focus back', async () => {
    const user = userEvent.setup();
    render(<Harness takesFocus element={popupElement()} />);
    const show = screen.getByRole('button', { name: 'Show on map: Hope Center' });
    await user.click(show);
    const dialog = screen.getByRole('dialog', { name: '3. Hope Center' });
    expect(dialog).toHaveAccessibleDescription('12 Main St, Dallas, TX 75201 2.50 miles away');
    const close = screen.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    // Modal: Tab stays in the window.
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(show).toHaveFocus());
  });

  it('Close gives focus back too, to the marker when a marker opened it', async () => {
    const user = userEvent.setup();
    render(<Harness takesFocus element={popupElement()} />);
    const marker = screen.getByRole('button', { name: '3. Hope Center, 2.50 miles away' });
    await user.click(marker);
    const close = screen.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(marker).toHaveFocus());
  });

  it("pressed without a pointer (a screen reader's browse mode), the marker still gets focus back", async () => {
    const user = userEvent.setup();
    render(<Harness takesFocus element={popupElement()} />);
    const marker = screen.getByRole('button', { name: '3. Hope Center, 2.50 miles away' });
    act(() => marker.click());
    const close = screen.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(marker).toHaveFocus());
  });

  it('says in the window when the place is only a city’s or ZIP code’s centre', () => {
    const approximate = 'Approximate location: the centre of its city or ZIP code.';
    render(
      <InfoWindow
        place={{ ...PLACE, address: 'Dallas, TX', approximate }}
        closeLabel="Close"
        takesFocus={false}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('group', { name: '3. Hope Center' })).toHaveAccessibleDescription(
      `Dallas, TX 2.50 miles away ${approximate}`,
    );
  });

  it('a press outside closes it', async () => {
    const user = userEvent.setup();
    render(<Harness takesFocus element={popupElement()} />);
    await user.click(screen.getByRole('button', { name: 'Show on map: Hope Center' }));
    expect(screen.getByRole('dialog')).toBeVisible();
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shown on arrival: a labelled group that takes no focus and adds no tab stop', async () => {
    const user = userEvent.setup();
    render(<Harness takesFocus={false} element={popupElement()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const group = screen.getByRole('group', { name: '3. Hope Center' });
    expect(group).toHaveAccessibleDescription('12 Main St, Dallas, TX 75201 2.50 miles away');
    expect(document.body).toHaveFocus();
    // Show on map, then past the marker and the window's Close to what follows the map.
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After the map' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('group')).toBeNull();
  });
});
