// A list of organisations a page at a time (issue 40), end to end, keyboard only, in both
// languages, on the server with synthetic organisations (the "map" project: about 100 places
// near Philadelphia): the first 25 under a heading that counts them all, "Show more" adds the
// next 25 with the count said once and focus on the first new card, the map's markers follow
// the cards loaded, "open result 30" by command loads what it needs, and every state is axe
// clean in the three display modes.
import type { Page } from '@playwright/test';
import {
  LANGUAGES,
  dictionaries,
  expect,
  format,
  runCommand,
  tabTo,
  test,
  type Language,
} from './support/app.ts';
import { MAP_MARKERS_WITH_LIST_EQUIVALENT, expectCleanInEveryMode } from './support/axe.ts';
import { PHILADELPHIA, signInAsPaidClient } from './support/paid-client.ts';
import { recordAnnouncements, spoken } from './support/spoken-log.ts';

/** Vision rehabilitation services (45), which has no age rule, near 19104. */
const LIST = '/client/organization/search?zipcode=19104&subCateId=45';
const OPEN_30: Record<Language, string> = { en: 'open result 30', sp: 'abre el resultado 30' };

const cards = (page: Page) => page.locator('ol.organization-cards > li');
const cardHeading = (page: Page, index: number) =>
  cards(page).nth(index).getByRole('heading').first();

const mapRegion = (page: Page, language: Language) =>
  page.getByRole('region', {
    name: new RegExp(`^${language === 'en' ? 'Map of' : 'Mapa de'} \\d+`),
  });
const markerCount = async (page: Page, language: Language) =>
  Number(/\d+/.exec((await mapRegion(page, language).getAttribute('aria-label')) ?? '')?.[0]);

/** The heading's count: every organisation the user may see, not the page's 25. */
async function headingTotal(page: Page, language: Language): Promise<number> {
  const near = language === 'en' ? 'organizations near 19104' : 'organizaciones cerca de 19104';
  const heading = page.getByRole('heading', { name: new RegExp(`^\\d+ ${near}$`) });
  await expect(heading).toBeVisible();
  return Number(/^\d+/.exec((await heading.textContent()) ?? '')?.[0]);
}

for (const language of LANGUAGES) {
  test(`${language}: 25 at a time, Show more, open result 30, by keyboard`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(240_000);
    const d = dictionaries[language];
    const o = d.organizations;
    await recordAnnouncements(page);
    await signInAsPaidClient(page, { language, home: PHILADELPHIA, shared: true });

    await page.goto(LIST);
    await expect(cards(page).first()).toBeVisible();
    const total = await headingTotal(page, language);
    expect(total).toBeGreaterThan(50);
    await expect(cards(page)).toHaveCount(25);
    await expect(page.getByText(format(o.list.shownOf, { shown: 25, total }))).toBeVisible();
    await expect(mapRegion(page, language)).toBeVisible();
    const markersBefore = await markerCount(page, language);
    expect(markersBefore).toBeGreaterThan(0);
    expect(markersBefore).toBeLessThanOrEqual(25);
    await expectCleanInEveryMode(page, 'a first page of organisations', '#main-content', [
      MAP_MARKERS_WITH_LIST_EQUIVALENT,
    ]);

    // Show more, by keyboard: the next 25, focus on the 26th card's heading, said once.
    const showMore = page.getByRole('button', { name: o.list.showMore });
    await tabTo(page, showMore, 400);
    const before = (await spoken(page)).length;
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(50);
    await expect(cardHeading(page, 25)).toBeFocused();
    await expect(cardHeading(page, 25)).toHaveText(/^26\. /);
    const shown50 = format(o.list.shownOf, { shown: 50, total });
    await expect.poll(async () => (await spoken(page)).slice(before)).toContain(shown50);
    await page.waitForTimeout(500);
    expect((await spoken(page)).slice(before).filter((text) => text.includes(shown50))).toEqual([
      shown50,
    ]);
    // The heading still counts them all; the map shows the markers of the cards loaded.
    expect(await headingTotal(page, language)).toBe(total);
    await expect.poll(() => markerCount(page, language)).toBeGreaterThan(markersBefore);
    await expectCleanInEveryMode(page, 'two pages of organisations', '#main-content', [
      MAP_MARKERS_WITH_LIST_EQUIVALENT,
    ]);

    // From a fresh first page, "open result 30" loads the second page and reads the 30th card.
    await page.reload();
    await expect(cards(page)).toHaveCount(25);
    await runCommand(page, OPEN_30[language], language);
    await expect(cards(page)).toHaveCount(50);
    await expect(cardHeading(page, 29)).toBeFocused();
    await expect(cardHeading(page, 29)).toHaveText(/^30\. /);

    expect(consoleErrors).toEqual([]);
  });
}
