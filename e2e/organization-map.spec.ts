// The organisation list beside its map, end to end, keyboard only, in both languages: from a
// category's Get help, "View on Map" opens the detail screen; the markers are named like the
// list's cards, in the same order; the map adds one tab stop to the list (ADR 036); the list
// opens a marker's info window and gets focus back; the toolbar moves the map; a marker marks
// its list item and its window gives focus back to it; the map can be hidden (and stays
// hidden), fails politely without WebGL, and every state is axe clean in every display mode. Runs on the server with synthetic organisations
// too (the "map" project, 20,000 of them): about 30 places near Dallas for the journeys, and
// about 100 near Philadelphia for the drawing time.
import type { Locator, Page } from '@playwright/test';
import { chromiumPath } from '../scripts/check-chromium.ts';
import {
  LANGUAGES,
  dictionaries,
  expect,
  format,
  pageHeading,
  tabTo,
  test,
  type Language,
} from './support/app.ts';
import { MAP_MARKERS_WITH_LIST_EQUIVALENT, expectCleanInEveryMode } from './support/axe.ts';
import { DALLAS, PHILADELPHIA, signInAsPaidClient } from './support/paid-client.ts';

/** Low vision (3) → Vision rehabilitation services (45), which has no age rule. */
const CATEGORY = 3;
const SUB_CATEGORY = 45;
const CATEGORY_TITLE = { en: 'Low vision', sp: 'Baja visión' };
const TITLE = { en: 'Vision rehabilitation services', sp: 'Servicios de rehabilitación visual' };

const plural = (forms: { one: string; other: string }, count: number, params = {}) =>
  format(count === 1 ? forms.one : forms.other, { count, ...params });

/**
 * The count heading says every organisation the person may see; the list shows the first
 * page of them (25, issue 40) and says "Showing 25 of n" when there are more.
 */
async function expectCountHeading(
  page: Page,
  o: (typeof dictionaries)[Language]['organizations'],
  loaded: number,
) {
  const [before = '', after = ''] = o.list.countNearYou.other.split('{{count}}');
  const heading = page.getByRole('heading', {
    level: 2,
    name: new RegExp(`^${before}\\d+${after}$`),
  });
  await expect(heading).toBeVisible();
  const total = Number(/\d+/.exec((await heading.textContent()) ?? '')?.[0]);
  if (total === 1) await expect(heading).toHaveText(plural(o.list.countNearYou, 1));
  expect(loaded).toBe(Math.min(total, 25));
  if (total > loaded) {
    await expect(page.getByText(format(o.list.shownOf, { shown: loaded, total }))).toBeVisible();
  }
}

const listNames = (page: Page) =>
  page.locator('ol.organization-cards > li').getByRole('heading').allTextContents();

const mapRegion = (page: Page, language: Language) =>
  page.getByRole('region', {
    name: new RegExp(`^${language === 'en' ? 'Map of' : 'Mapa de'} \\d+`),
  });

/** A focus indicator that forced colours keep: an outline at least 2 px wide. */
async function expectVisibleFocus(target: Locator) {
  const outline = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

async function mapView(canvas: Locator) {
  const [lat, lng] = ((await canvas.getAttribute('data-center')) ?? '').split(',').map(Number);
  return { lat: lat ?? NaN, lng: lng ?? NaN, zoom: Number(await canvas.getAttribute('data-zoom')) };
}

for (const language of LANGUAGES) {
  test(`${language}: View on Map, the list and the markers in step, by keyboard`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    const d = dictionaries[language];
    const o = d.organizations;
    await signInAsPaidClient(page, { language, home: DALLAS, shared: true });

    // A category's Get help: "View on Map" on the second card.
    await page.goto(`/client/organization/${CATEGORY}?subCateId=${SUB_CATEGORY}`);
    const cards = page.getByRole('article');
    await expect(cards.nth(2)).toBeVisible();
    // The card's heading is numbered ("2. Name"); its links carry the name alone.
    const second = ((await cards.nth(1).getByRole('heading').textContent()) ?? '').replace(
      /^\d+\.\s*/,
      '',
    );
    await tabTo(
      page,
      page.getByRole('link', { name: format(o.card.viewOnMapOf, { name: second }) }),
      200,
    );
    await page.keyboard.press('Enter');

    // The detail screen: the kind of help, its count near the user, the list beside the map.
    await expect(pageHeading(page, TITLE[language])).toBeFocused();
    await expect(page).toHaveURL(
      new RegExp(
        `/client/organization-detail\\?subCateId=${SUB_CATEGORY}&orgId=\\d+&zipcode=75201`,
      ),
    );
    // The list arrives after the page's heading.
    await expect(page.locator('ol.organization-cards > li').first()).toBeVisible();
    const names = await listNames(page);
    expect(names.length).toBeGreaterThan(3);
    expect(names[1]).toBe(`2. ${second}`);
    await expectCountHeading(page, o, names.length);
    const region = mapRegion(page, language);
    const markers = region.locator('.map-marker');
    await expect(markers.first()).toBeVisible({ timeout: 20_000 });
    // Every list item with a place has its marker, named as its card reads (number, name,
    // distance) and in the same order.
    const markerNames = await markers.evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label')),
    );
    expect(markerNames.length).toBeGreaterThan(3);
    const cardNames = await page.locator('ol.organization-cards > li').evaluateAll(
      (lis, { milesAway, marker }) =>
        lis.map((li) => {
          const item = li.querySelector('h2, h3, h4')?.textContent ?? '';
          const distance = [...li.querySelectorAll('p')]
            .map((paragraph) => paragraph.textContent ?? '')
            .find((text) => new RegExp(milesAway).test(text));
          return distance
            ? marker.replace('{{item}}', item).replace('{{distance}}', distance)
            : item;
        }),
      { milesAway: `^${o.card.milesAway.replace('{{miles}}', '[\\d.,]+')}$`, marker: o.map.marker },
    );
    expect(markerNames).toEqual(cardNames.slice(0, markerNames.length));
    await expect(region).toHaveAccessibleName(plural(o.map.region, markerNames.length));
    // The organisation the user came for is marked, and its info window is open.
    const items = page.locator('ol.organization-cards > li');
    await expect(items.nth(1)).toHaveAttribute('aria-current', 'true');
    // Shown, not asked for: a labelled group that leaves focus on the page's heading.
    await expect(page.getByRole('group', { name: names[1] })).toBeVisible();
    await expect(pageHeading(page, TITLE[language])).toBeFocused();
    await expectCleanInEveryMode(page, `map shown, info window open (${language})`, undefined, [
      MAP_MARKERS_WITH_LIST_EQUIVALENT,
    ]);

    // Enter on item 3's "Show on map" opens marker 3's window with focus in it; Escape closes
    // it and focus is back on item 3.
    const third = names[2] ?? '';
    const showThird = page.getByRole('button', {
      name: format(o.card.showOnMapOf, { name: third.replace(/^3\. /, '') }),
    });
    await tabTo(page, showThird, 200);
    await page.keyboard.press('Enter');
    const info = page.getByRole('dialog', { name: third });
    await expect(info).toBeVisible();
    await expect(info.getByRole('button', { name: o.map.close })).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(items.nth(2)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Escape');
    await expect(info).toHaveCount(0);
    await expect(showThird).toBeFocused();
    // ...and its close button does the same.
    await page.keyboard.press('Enter');
    await expect(info.getByRole('button', { name: o.map.close })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(info).toHaveCount(0);
    await expect(showThird).toBeFocused();

    // The toolbar (one tab stop, arrow keys inside) zooms and moves the map.
    const canvas = page.getByTestId('organization-map');
    const toolbar = region.getByRole('toolbar', { name: o.map.controls });
    const before = await mapView(canvas);
    // Past the rest of the list: each card has five or six tab stops (call, website,
    // directions, show on map, save, report a problem).
    await tabTo(page, toolbar.getByRole('button', { name: o.map.zoomIn }), 200);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await mapView(canvas)).zoom).toBeGreaterThan(before.zoom);
    const zoomedIn = await mapView(canvas);
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: o.map.zoomOut })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await mapView(canvas)).zoom).toBeLessThan(zoomedIn.zoom);
    const beforePan = await mapView(canvas);
    const east = toolbar.getByRole('button', { name: o.map.panEast });
    for (let press = 0; press < 8; press += 1) {
      if (await east.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('ArrowRight');
    }
    await expect(east).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await mapView(canvas)).lng).toBeGreaterThan(beforePan.lng);
    const afterEast = await mapView(canvas);
    await toolbar.getByRole('button', { name: o.map.panNorth }).press('Enter');
    await expect.poll(async () => (await mapView(canvas)).lat).toBeGreaterThan(afterEast.lat);
    const showAll = toolbar.getByRole('button', { name: o.map.showAll });
    await showAll.press('Enter');

    // A marker (pressed as a screen reader's browse mode presses it: a click with no pointer)
    // marks its list item as current and says so; its window takes focus and gives it back.
    const marker2 = region.getByRole('button', { name: markerNames[1] ?? '', exact: true });
    await marker2.dispatchEvent('click');
    await expect(items.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(items.nth(2)).not.toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('announcer-polite')).toHaveText(o.map.markerSelected);
    const info2 = page.getByRole('dialog', { name: names[1] });
    await expect(info2.getByRole('button', { name: o.map.close })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(marker2).toBeFocused();

    // In forced colours the focused marker, and then a map button, still show their focus.
    await page.emulateMedia({ forcedColors: 'active' });
    await expectVisibleFocus(marker2);
    // Back out of the map: the toolbar is the stop before the markers.
    await page.keyboard.press('Shift+Tab');
    await expect(showAll).toBeFocused();
    await expectVisibleFocus(showAll);
    await page.emulateMedia({ forcedColors: 'none' });

    // Hide map: the list stays whole; a reload keeps the list and the choice.
    const hide = page.getByRole('button', { name: o.map.hide });
    await tabTo(page, hide, 300);
    await page.keyboard.press('Enter');
    await expect(region).toHaveCount(0);
    await expect(page.getByRole('button', { name: o.map.show })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expectCleanInEveryMode(page, `map hidden (${language})`);
    await page.reload();
    await expect(pageHeading(page, TITLE[language])).toBeVisible();
    await expectCountHeading(page, o, names.length);
    expect(await listNames(page)).toEqual(names);
    await expect(page.getByRole('button', { name: o.map.show })).toBeVisible();
    await expect(region).toHaveCount(0);
    await page.getByRole('button', { name: o.map.show }).press('Enter');
    await expect(markers.first()).toBeVisible({ timeout: 20_000 });
    await expectCleanInEveryMode(page, `map shown (${language})`, undefined, [
      MAP_MARKERS_WITH_LIST_EQUIVALENT,
    ]);

    // Back returns to the category's list.
    await page.goBack();
    await expect(pageHeading(page, CATEGORY_TITLE[language])).toBeVisible();
    await expect(cards.nth(1).getByRole('heading')).toHaveText(`2. ${second}`);
    expect(consoleErrors).toEqual([]);
  });
}

/**
 * Tab from the page's heading through the list and its map, to the first stop after them:
 * where each stop was (the list side, which includes the Show/Hide map button, or the map).
 */
async function tabStops(page: Page) {
  const stops = { list: 0, map: 0, markers: 0 };
  for (let press = 0; press < 600; press += 1) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const active = document.activeElement;
      const panes = document.querySelector('.organizations-with-map');
      if (!active || !panes?.contains(active)) return 'outside';
      if (active.matches('.map-marker')) return 'marker';
      return document.getElementById('organization-map-region')?.contains(active) ? 'map' : 'list';
    });
    if (where === 'outside') {
      if (stops.list + stops.map > 0) return stops;
      continue; // the distance choice and the count, between the heading and the list
    }
    if (where === 'marker') stops.markers += 1;
    if (where === 'map') stops.map += 1;
    if (where === 'list') stops.list += 1;
  }
  throw new Error('Tab never left the list and its map');
}

test('the map adds one tab stop to its list, however many organisations it shows', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await signInAsPaidClient(page, { language: 'en', home: DALLAS, shared: true });
  await page.goto(`/client/organization-detail?subCateId=${SUB_CATEGORY}&zipcode=75201`);
  const heading = pageHeading(page, TITLE.en);
  const markers = mapRegion(page, 'en').locator('.map-marker');
  await expect(markers.first()).toBeVisible({ timeout: 20_000 });
  const markerCount = await markers.count();
  // The list's own stops: its cards' links and buttons, and the Show/Hide map button.
  const list = page.getByRole('list').filter({ has: page.getByRole('article') });
  // The cards' "Show on map" come once the map is ready, which is after its markers show.
  await expect(list.getByRole('button', { name: /^Show on map/ }).first()).toBeVisible({
    timeout: 20_000,
  });
  const listStops =
    (await list.getByRole('link').count()) + (await list.getByRole('button').count()) + 1;
  await heading.focus();
  const stops = await tabStops(page);
  console.log(
    `Tab stops from the heading to the end of the list and map: ` +
      `${stops.list + stops.map + stops.markers} (${stops.list} in the list, ` +
      `${stops.map + stops.markers} in the map, ${stops.markers} of them markers; ` +
      `the map has ${markerCount} markers)`,
  );
  expect(stops.list).toBe(listStops);
  expect(stops.markers).toBe(0);
  expect(stops.map).toBeLessThanOrEqual(1);
  expect(stops.list + stops.map).toBeLessThanOrEqual(listStops + 1);
  expect(consoleErrors).toEqual([]);
});

test('without WebGL the map says so and the list is whole, in both languages', async ({
  playwright,
}) => {
  test.setTimeout(180_000);
  const browser = await playwright.chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-webgl', '--no-first-run'],
  });
  try {
    for (const language of LANGUAGES) {
      const o = dictionaries[language].organizations;
      // axe needs a page of a context made this way.
      const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      const page = await context.newPage();
      await signInAsPaidClient(page, { language, home: DALLAS, shared: true });
      await page.goto(`/client/organization-detail?subCateId=${SUB_CATEGORY}&zipcode=75201`);
      await expect(page.getByRole('main').getByText(o.map.failed)).toBeVisible();
      await expect(page.getByTestId('announcer-polite')).toContainText(o.map.failed);
      const names = await listNames(page);
      expect(names.length).toBeGreaterThan(3);
      await expectCountHeading(page, o, names.length);
      // Nothing in the list points at a map that is not there.
      await expect(page.getByRole('button', { name: new RegExp(o.card.showOnMap) })).toHaveCount(0);
      await expectCleanInEveryMode(page, `map failed (${language})`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
});

test('a name search near a ZIP code leads to that organisation first, then those near it', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const d = dictionaries.en;
  const byName = d.categories.nearZip.byName;
  await signInAsPaidClient(page, { language: 'en', home: DALLAS, shared: true });
  await page.goto('/client/organization/search?zipcode=75201');
  await tabTo(page, page.getByRole('textbox', { name: byName.label }), 100);
  await page.keyboard.type('Synthetic');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/client\/organization\/search\?zipcode=75201&q=Synthetic$/);
  const first = page.locator('.organization-name-search article').first();
  await expect(first).toBeVisible();
  const name = (await first.getByRole('heading').textContent()) ?? '';
  await expectCleanInEveryMode(page, 'organisations by name');

  await tabTo(
    page,
    first.getByRole('link', { name: format(d.organizations.card.viewOnMapOf, { name }) }),
    200,
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/client\/organization\/search\/\d+\/75201\?subCateId=\d+$/);
  const items = page.locator('ol.organization-cards > li');
  await expect(items.first().getByRole('heading')).toHaveText(`1. ${name}`);
  await expect(items.first()).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('.map-marker').first()).toBeVisible({ timeout: 20_000 });

  // Within 50 miles: still that organisation first; a reload keeps the distance.
  await tabTo(page, page.getByRole('radio', { checked: true }), 200);
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/\?subCateId=\d+&miles=50$/);
  await expect(items.first().getByRole('heading')).toHaveText(`1. ${name}`);
  await page.reload();
  await expect(
    page.getByRole('radio', { name: format(d.organizations.list.withinMiles, { miles: 50 }) }),
  ).toBeChecked();
  await expect(items.first().getByRole('heading')).toHaveText(`1. ${name}`);
  expect(consoleErrors).toEqual([]);
});

// From the list's data to a drawn map (maplibre's "load": style, state outlines and markers on
// screen), with about 100 markers: the page marks both ends (vh-map-data, vh-map-drawn). The
// first load fetches and compiles maplibre; the next ones have it cached, as a user moving
// between lists would. Median of five.
test('draws about 100 markers soon after the data arrives', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsPaidClient(page, { language: 'en', home: PHILADELPHIA, shared: true });
  // The list shows 25 at a time (issue 40); this measures a map of about 100, as before: the
  // first page is asked for with 100.
  await page.route('**/api/v1/organizations', (route) =>
    route.continue({
      postData: JSON.stringify({
        ...(route.request().postDataJSON() as Record<string, unknown>),
        page_size: 100,
      }),
    }),
  );
  const samples: number[] = [];
  let markerCount = 0;
  for (let run = 0; run < 5; run += 1) {
    await page.goto(`/client/organization-detail?subCateId=${SUB_CATEGORY}&zipcode=19104`);
    await expect(page.locator('.map-marker').first()).toBeVisible({ timeout: 20_000 });
    markerCount = await page.locator('.map-marker').count();
    const drawn = () =>
      page.evaluate(() => performance.getEntriesByName('vh-map-drawn').at(-1)?.duration ?? null);
    await expect.poll(drawn, { timeout: 20_000 }).not.toBeNull();
    samples.push((await drawn()) ?? NaN);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const median = sorted[2] ?? NaN;
  console.log(
    `Map with ${markerCount} markers drawn ${median.toFixed(0)} ms after its data ` +
      `(median of 5; first load ${samples[0]?.toFixed(0)} ms; all: ${samples.map((s) => s.toFixed(0)).join(', ')})`,
  );
  expect(markerCount).toBeGreaterThanOrEqual(90);
  // The figure is the logged line (ADR 025: about 950 ms alone on a 2-core machine with software
  // WebGL, 1.5 s beside another test). The bound only catches a gross regression, such as
  // markers laid out one by one: the same commit measured 2.9 s on a CI machine running three
  // times slower than usual, so a tight bound failed for the machine, not the code.
  expect(median).toBeLessThan(8000);

  // Schools for the blind (61) near 19104: two state-wide schools known by their city only,
  // on the map at their city's centre, marker and card saying so (ADR 048); the note under
  // the map counts only what has no place.
  await page.unrouteAll();
  await page.goto('/client/organization-detail?subCateId=61&zipcode=19104');
  const o = dictionaries.en.organizations;
  const approximately = format(o.map.markerApproximate, { marker: '' });
  await expect(
    page.getByRole('button', {
      name: new RegExp(`^\\d+\\. Overbrook School for the Blind, .+${approximately}$`),
    }),
  ).toBeVisible({ timeout: 20_000 });
  const cards = page.locator('ol.organization-cards > li');
  await expect(
    cards.filter({ hasText: 'Overbrook School for the Blind' }).getByText(o.card.approximate),
  ).toBeVisible();
  const unplaced = (await cards.count()) - (await page.locator('.map-marker').count());
  expect(unplaced).toBeGreaterThanOrEqual(0);
  if (unplaced > 0) await expect(page.getByText(plural(o.map.notOnMap, unplaced))).toBeVisible();
});
