import { virtual } from '@guidepup/virtual-screen-reader';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../i18n/dictionaries.ts';
import { runAndSay, runIntent } from '../../lib/commands.ts';
import { timesSpoken } from '../../testing/spoken.ts';
import { ORGANIZATIONS, organization, renderOrganizationMap } from './category-test-support.tsx';
import { fakeMap } from './map/organization-map-fake.tsx';
import { expectConsoleError } from '../../testing/console-guard.ts';

// maplibre needs WebGL: jsdom gets a stand-in with the same props (the real map is tested in
// the browser, e2e/organization-map.spec.ts).
vi.mock('./map/organization-map.tsx', () => import('./map/organization-map-fake.tsx'));

const DETAIL = '/client/organization-detail?subCateId=36&orgId=2&zipcode=19104';

/** A national organisation: in the list, not on the map. */
const NATIONAL = organization({
  id: 3,
  organization: 'National Peer Network',
  address_1: null,
  city: null,
  state: null,
  zip_code: null,
  latitude: null,
  longitude: null,
  distance: null,
  service_area: 'national',
});

/** A state-wide school known by its city only: placed at the city's centre (ADR 048). */
const SCHOOL = organization({
  id: 4,
  organization: 'Overbrook School',
  address_1: null,
  zip_code: null,
  latitude: 39.9523,
  longitude: -75.1638,
  location_approximate: true,
  distance: 2.11,
  service_area: 'state',
});

const items = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('Organisations beside a map', () => {
  beforeEach(() => {
    fakeMap.reset();
    window.localStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['en', 'Peer support groups', '2 organizations near you', 'Back to Getting around'],
    [
      'sp',
      'Grupos de apoyo entre pares',
      '2 organizaciones cerca de usted',
      'Volver a Cómo desplazarse',
    ],
  ] as const)(
    'is headed by the kind of help, counts the list and leads back (%s)',
    async (language, title, count, back) => {
      const { request } = renderOrganizationMap(DETAIL, { language });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(await screen.findByRole('heading', { level: 2, name: count })).toBeVisible();
      expect(screen.getByRole('link', { name: back })).toHaveAttribute(
        'href',
        '/client/organization/5?subCateId=36',
      );
      // Age and veteran status are the signed-in user's, never the address's.
      expect(request).toHaveBeenCalledWith(
        '/api/v1/organizations',
        expect.objectContaining({
          body: { sub_cat_id: 36, zip_code: '19104', age: 46, miles: 100, is_veteran: 1 },
        }),
      );
    },
  );

  it('numbers the list, marks the organisation the user came for, and names the markers alike', async () => {
    renderOrganizationMap(DETAIL);
    const region = await screen.findByRole('region', { name: 'Map of 2 organizations' });
    const [first, second] = items();
    expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent(
      '1. Philadelphia Peer Group',
    );
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(first).not.toHaveAttribute('aria-current');
    // Named as the card reads: its heading, then its distance; out of the tab order.
    const markers = within(region).getAllByRole('button');
    expect(markers.map((button) => button.getAttribute('aria-label'))).toEqual([
      '1. Philadelphia Peer Group, 1.50 miles away',
      '2. Delaware Valley Guide Dogs, 27.46 miles away',
    ]);
    expect(markers.map((button) => button.tabIndex)).toEqual([-1, -1]);
    // The map opens the chosen organisation's window without taking focus.
    await waitFor(() => expect(fakeMap.opened).toEqual([{ id: 2, focus: false }]));
  });

  it.each([
    [
      'en',
      'Map of 3 organizations',
      '1 organization in the list has no known address or city, so it is not on the map.',
      '3. Overbrook School, 2.11 miles away, approximate location',
      'Approximate location: the centre of its city or ZIP code, not its address.',
    ],
    [
      'sp',
      'Mapa de 3 organizaciones',
      '1 organización de la lista no tiene dirección ni ciudad conocidas, así que no está en el mapa.',
      '3. Overbrook School, A 2.11 millas, ubicación aproximada',
      'Ubicación aproximada: el centro de su ciudad o de su código postal, no su dirección.',
    ],
  ] as const)(
    'maps a record placed at its city, says so, and counts only what has no place (%s)',
    async (language, region, note, marker, approximate) => {
      renderOrganizationMap(DETAIL, {
        language,
        answers: { organizations: [...ORGANIZATIONS, SCHOOL, NATIONAL] },
      });
      const map = await screen.findByRole('region', { name: region });
      expect(screen.getByText(note)).toBeVisible();
      expect(items()).toHaveLength(4);
      expect(within(map).getByRole('button', { name: marker })).toBeVisible();
      // The card says it; the cards with the address's own coordinates do not.
      expect(within(items()[2]!).getByText(approximate)).toBeVisible();
      expect(screen.getAllByText(approximate)).toHaveLength(1);
      expect(
        screen.queryByRole('button', {
          name: /^(Show on map|Mostrar en el mapa): National Peer Network/,
        }),
      ).toBeNull();
      expect(
        screen.getByRole('button', { name: /^(Show on map|Mostrar en el mapa): Overbrook School/ }),
      ).toBeVisible();
    },
  );

  // Focus going into the window and back is the window's own (map-overlays.test.tsx, e2e).
  it('"Show on map" opens the marker\'s window with focus and marks the item', async () => {
    const { user } = renderOrganizationMap(DETAIL);
    const show = await screen.findByRole('button', {
      name: 'Show on map: Philadelphia Peer Group',
    });
    await user.click(show);
    expect(fakeMap.opened.at(-1)).toEqual({ id: 1, focus: true });
    expect(items()[0]).toHaveAttribute('aria-current', 'true');
  });

  it('a marker marks its list item as current and says so once, without moving focus', async () => {
    const { user } = renderOrganizationMap(DETAIL);
    const region = await screen.findByRole('region', { name: 'Map of 2 organizations' });
    const marker = within(region).getByRole('button', { name: /^1\. Philadelphia Peer Group,/ });
    await virtual.start({ container: document.body });
    await user.click(marker);
    expect(items()[0]).toHaveAttribute('aria-current', 'true');
    expect(items()[1]).not.toHaveAttribute('aria-current');
    expect(marker).toHaveFocus();
    await vi.waitFor(async () => expect(await timesSpoken('Selected in the list.')).toBe(1));
    await virtual.stop();
  });

  it.each([
    [
      'en',
      '1. Philadelphia Peer Group',
      '2 organizations. 1.5 miles away. Phone (215) 555-1234.',
      '2. Delaware Valley Guide Dogs',
      '27.5 miles away. Phone 1-800-GUIDE.',
    ],
    [
      'sp',
      '1. Philadelphia Peer Group',
      '2 organizaciones. A 1.5 millas. Teléfono (215) 555-1234.',
      '2. Delaware Valley Guide Dogs',
      'A 27.5 millas. Teléfono 1-800-GUIDE.',
    ],
  ] as const)(
    'read results, then next: each card heard once, its name from the focus (%s)',
    async (language, firstName, firstRest, secondName, secondRest) => {
      renderOrganizationMap(DETAIL, { language });
      await waitFor(() => expect(items()).toHaveLength(2));
      await virtual.start({ container: document.body });
      await act(() => runAndSay({ type: 'read-results' }, 'voice'));
      await vi.waitFor(async () => expect(await timesSpoken(firstRest)).toBe(1));
      await act(() => runAndSay({ type: 'next' }, 'voice'));
      await vi.waitFor(async () => expect(await timesSpoken(secondRest)).toBe(1));
      await new Promise((resolve) => setTimeout(resolve, 200));
      // The focus move says each name; nothing says it a second time, and no message holds
      // both cards.
      const log = await virtual.spokenPhraseLog();
      expect(log.filter((phrase) => phrase.includes(firstName))).toHaveLength(1);
      expect(log.filter((phrase) => phrase.includes(secondName))).toHaveLength(1);
      expect(log.some((phrase) => phrase.includes(firstName) && phrase.includes(secondName))).toBe(
        false,
      );
      await virtual.stop();
    },
  );

  it('"Hide map" hides it and is remembered; the list stays whole', async () => {
    const { user, unmount } = renderOrganizationMap(DETAIL);
    const hide = await screen.findByRole('button', { name: 'Hide map' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await user.click(hide);
    expect(screen.queryByRole('region', { name: /^Map of/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show map' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(items()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Show on map/ })).toBeNull();
    unmount();

    renderOrganizationMap(DETAIL);
    expect(await screen.findByRole('button', { name: 'Show map' })).toBeVisible();
    expect(screen.queryByRole('region', { name: /^Map of/ })).toBeNull();
  });

  it.each([
    ['en', "The map can't be shown on this device. The list has every organization."],
    [
      'sp',
      'El mapa no se puede mostrar en este dispositivo. La lista tiene todas las organizaciones.',
    ],
  ] as const)(
    'a map that cannot be shown says so once; the list works (%s)',
    async (language, text) => {
      expectConsoleError('The map cannot be shown');
      fakeMap.fail = true;
      await virtual.start({ container: document.body });
      renderOrganizationMap(DETAIL, { language });
      expect(await screen.findByText(text, { selector: 'p' })).toBeVisible();
      await vi.waitFor(async () => expect(await timesSpoken(text)).toBe(1));
      await virtual.stop();
      expect(items()).toHaveLength(2);
      expect(
        screen.queryByRole('button', { name: /^(Show on map|Mostrar en el mapa)/ }),
      ).toBeNull();
    },
  );

  it("a ZIP code other than the profile's is named in the count", async () => {
    renderOrganizationMap('/client/organization-detail?subCateId=36&orgId=1&zipcode=10001');
    expect(
      await screen.findByRole('heading', { level: 2, name: '2 organizations near 10001' }),
    ).toBeVisible();
  });

  it('a new distance keeps the rest of the address', async () => {
    const { user, history } = renderOrganizationMap(DETAIL);
    await user.click(await screen.findByRole('radio', { name: 'Within 50 miles' }));
    expect(history.at(-1)).toBe(
      '/client/organization-detail?subCateId=36&orgId=2&zipcode=19104&miles=50',
    );
  });

  it.each([
    '/client/organization-detail?subCateId=36&orgId=1',
    '/client/organization-detail?orgId=1&zipcode=19104',
    '/client/organization-detail?subCateId=36&zipcode=1910',
    '/client/organization-detail?subCateId=999&zipcode=19104',
  ])('an incomplete or unknown link says so: %s', async (path) => {
    renderOrganizationMap(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link to a map is not complete.' }),
    ).toBeVisible();
  });

  it('the selected-organisation route lists that organisation first, then those near it', async () => {
    const { request } = renderOrganizationMap('/client/organization/search/2/10001?subCateId=36');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Peer support groups' }),
    ).toBeVisible();
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(within(items()[0]!).getByRole('heading')).toHaveTextContent(
      '1. Delaware Valley Guide Dogs',
    );
    expect(items()[0]).toHaveAttribute('aria-current', 'true');
    expect(request).toHaveBeenCalledWith(
      '/api/v1/search/orgnaization/content',
      expect.objectContaining({
        body: { org_id: 2, zipcode: '10001', sub_cat_id: 36, age: 46, miles: 100, is_veteran: 1 },
      }),
    );
    expect(request).not.toHaveBeenCalledWith('/api/v1/organizations', expect.anything());
    expect(screen.queryByText(/Farther than the distance you chose/)).toBeNull();
  });

  it.each([
    ['en', 'Farther than the distance you chose: shown because you picked it.'],
    ['sp', 'Más lejos que la distancia elegida. Se muestra porque usted eligió esta organización.'],
  ] as const)(
    'says when the chosen organisation lies outside the distance (%s)',
    async (language, text) => {
      renderOrganizationMap('/client/organization/search/2/10001?subCateId=36&miles=50', {
        language,
        answers: { organizations: ORGANIZATIONS.map((item) => ({ ...item, distance: 80 })) },
      });
      await waitFor(() => expect(items()).toHaveLength(2));
      expect(within(items()[0]!).getByText(text)).toBeVisible();
      expect(within(items()[1]!).queryByText(text)).toBeNull();
    },
  );
});

describe('The map list with a screen reader', { timeout: 20_000 }, () => {
  beforeEach(() => {
    fakeMap.reset();
    window.localStorage.setItem('vh.map.shown', 'false');
  });
  afterEach(async () => {
    await virtual.stop();
    window.localStorage.clear();
  });

  async function readList(language: Language) {
    renderOrganizationMap(DETAIL, { language });
    await waitFor(() => expect(items()).toHaveLength(2));
    await virtual.start({ container: screen.getByRole('list') });
    const spoken: string[] = [];
    for (let step = 0; step < 80; step += 1) {
      spoken.push((await virtual.lastSpokenPhrase()) ?? '');
      if (spoken.at(-1) === 'end of list') break;
      await virtual.next();
    }
    // What matters here: the items, names and facts in order, not each element's end.
    return spoken.filter((phrase) => !/^(end of |paragraph$|term$|definition$)/.test(phrase));
  }

  it('reads one organisation after another: number, name, address, phone, distance', async () => {
    expect(await readList('en')).toEqual([
      'list',
      'listitem, level 1, position 1, set size 2',
      'article, 1. Philadelphia Peer Group',
      'heading, 1. Philadelphia Peer Group, level 3',
      '3535 Market St, Philadelphia, PA 19104',
      'Phone',
      'link, Call Philadelphia Peer Group: (215) 555-1234',
      '(215) 555-1234',
      '1.50 miles away',
      'Not yet verified: call to confirm',
      'link, Visit website: Philadelphia Peer Group (opens in a new tab)',
      'Visit website',
      'link, Directions to Philadelphia Peer Group, opens in a new tab',
      'Directions',
      'button, Save Philadelphia Peer Group, not pressed',
      'Save',
      'button, Report a problem: Philadelphia Peer Group, not expanded',
      'Report a problem',
      // The organisation the user came for.
      'listitem, level 1, current item, position 2, set size 2',
      'article, 2. Delaware Valley Guide Dogs',
      'heading, 2. Delaware Valley Guide Dogs, level 3',
      'Wilmington, DE',
      'Phone',
      'link, Call Delaware Valley Guide Dogs: 1-800-GUIDE',
      '1-800-GUIDE',
      'Toll free',
      'link, Call Delaware Valley Guide Dogs toll free: (888) 657-7323',
      '(888) 657-7323',
      '27.46 miles away',
      'Last verified 02 Oct, 2026',
      'button, Save Delaware Valley Guide Dogs, not pressed',
      'Save',
      'button, Report a problem: Delaware Valley Guide Dogs, not expanded',
      'Report a problem',
    ]);
  });

  it('reads the list in Spanish', async () => {
    const spoken = await readList('sp');
    const at = (text: string) => spoken.indexOf(text);
    expect(at('heading, 1. Philadelphia Peer Group, level 3')).toBeGreaterThan(0);
    expect(at('link, Llamar a Philadelphia Peer Group: (215) 555-1234')).toBeGreaterThan(
      at('heading, 1. Philadelphia Peer Group, level 3'),
    );
    expect(at('A 1.50 millas')).toBeGreaterThan(
      at('link, Llamar a Philadelphia Peer Group: (215) 555-1234'),
    );
    expect(at('heading, 2. Delaware Valley Guide Dogs, level 3')).toBeGreaterThan(
      at('A 1.50 millas'),
    );
    expect(at('A 27.46 millas')).toBeGreaterThan(
      at('heading, 2. Delaware Valley Guide Dogs, level 3'),
    );
  });

  it('reads the list, moves through it and shows or hides the map when commanded', async () => {
    // The map starts hidden here (this block's setting); the list is all there is.
    renderOrganizationMap(DETAIL);
    await screen.findByRole('heading', { level: 3, name: '2. Delaware Valley Guide Dogs' });
    const run = (intent: Parameters<typeof runIntent>[0]) => act(() => runIntent(intent, 'typed'));

    // Card by card: the count and the first card; its heading takes focus (and says its
    // name), so the live region says only the rest.
    const read = await run({ type: 'read-results' });
    expect(read).toEqual({
      ok: true,
      message: '2 organizations. 1. Philadelphia Peer Group. 1.5 miles away. Phone (215) 555-1234.',
      announce: '2 organizations. 1.5 miles away. Phone (215) 555-1234.',
    });
    const [first, second] = items();
    expect(within(first!).getByRole('heading', { level: 3 })).toHaveFocus();

    // Next: one card, never more; past the end, said so.
    expect(await run({ type: 'next' })).toEqual({
      ok: true,
      message: '2. Delaware Valley Guide Dogs. 27.5 miles away. Phone 1-800-GUIDE.',
      announce: '27.5 miles away. Phone 1-800-GUIDE.',
    });
    expect(within(second!).getByRole('heading', { level: 3 })).toHaveFocus();
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(await run({ type: 'next' })).toEqual({
      ok: false,
      message: 'That was the last organization in the list.',
    });
    expect(await run({ type: 'previous' })).toMatchObject({ ok: true });
    expect(within(first!).getByRole('heading', { level: 3 })).toHaveFocus();
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(second).not.toHaveAttribute('aria-current');
    expect(await run({ type: 'previous' })).toEqual({
      ok: false,
      message: 'That was the first organization in the list.',
    });
    await run({ type: 'open-result', index: 2 });
    expect(within(second!).getByRole('heading', { level: 3 })).toHaveFocus();
    expect(await run({ type: 'open-result', index: 9 })).toEqual({
      ok: false,
      message: 'There is no result 9. The list has 2.',
    });

    // "Call number 2" presses that card's phone link (kept from navigating in jsdom).
    const dialled: string[] = [];
    const keep = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a');
      if (!link?.getAttribute('href')?.startsWith('tel:')) return;
      event.preventDefault();
      dialled.push(link.getAttribute('href')!);
    };
    document.addEventListener('click', keep, true);
    try {
      expect(await run({ type: 'call', index: 2 })).toEqual({
        ok: true,
        message: 'Calling Delaware Valley Guide Dogs, 1-800-GUIDE.',
      });
      expect(dialled).toEqual(['tel:1-800-48433']);
      // "Call" alone: the card now current.
      expect(await run({ type: 'call' })).toMatchObject({ ok: true });
      expect(dialled).toHaveLength(2);
      expect(await run({ type: 'call', index: 9 })).toEqual({
        ok: false,
        message: 'There is no result 9. The list has 2.',
      });
    } finally {
      document.removeEventListener('click', keep, true);
    }

    await run({ type: 'show-map' });
    expect(await screen.findByRole('region', { name: 'Map of 2 organizations' })).toBeVisible();
    await run({ type: 'show-list' });
    expect(screen.queryByRole('region', { name: 'Map of 2 organizations' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show map' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
