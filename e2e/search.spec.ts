// The header's search, keyboard only, in both languages: a partial guide name, its
// suggestion count said once (by React Aria), the chosen guide opened; Get Help with a bad and a good ZIP code
// and a city suggestion. axe scans the open suggestions and "no results" in every mode.
import type { Page } from '@playwright/test';
import { organizationCountsResponseSchema } from '../src/contracts/organizations.ts';
import { LANGUAGES, MODES, dictionaries, expect, format, tabTo, test } from './support/app.ts';
import {
  COMBOBOX_SUGGESTIONS,
  SCROLLING_COMBOBOX_SUGGESTIONS,
  expectCleanInEveryMode,
  expectNoAxeViolationsExcept,
} from './support/axe.ts';
import { signInAsPaidClient } from './support/paid-client.ts';

/**
 * The search with its suggestions open, in the three display modes. React Aria hides the rest
 * of the page while they are open, so the scan covers what a user can reach: the field and
 * the list (the page around is scanned in its own states).
 */
async function expectSuggestionsClean(page: Page, state: string) {
  for (const mode of MODES) {
    await page.evaluate(({ highContrast, largeText }) => {
      document.documentElement.dataset.contrast = highContrast ? 'high' : 'standard';
      document.documentElement.dataset.text = largeText ? 'large' : 'standard';
    }, mode);
    await expectNoAxeViolationsExcept(
      page,
      [COMBOBOX_SUGGESTIONS, SCROLLING_COMBOBOX_SUGGESTIONS],
      `${state} (${mode.name})`,
      '.global-search-field, .combobox-popover',
    );
  }
  await page.evaluate(() => {
    document.documentElement.dataset.contrast = 'standard';
    document.documentElement.dataset.text = 'standard';
  });
}

/** React Aria's own words for a combo box's count (its en-US and es-ES strings). */
const RA_COUNT = {
  en: (count: number) => `${count} option${count === 1 ? '' : 's'} available.`,
  sp: (count: number) => `${count} ${count === 1 ? 'opción' : 'opciones'} disponible(s).`,
};

async function chooseType(page: Page, name: string, label: string) {
  await tabTo(page, page.getByRole('button', { name: new RegExp(label) }));
  await page.keyboard.press('Enter');
  const option = page.getByRole('option', { name });
  await expect(option).toBeVisible();
  while (!(await option.evaluate((element) => element === document.activeElement))) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
}

for (const language of LANGUAGES) {
  test(`${language}: search guides and places from the header, by keyboard`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(150_000);
    const d = dictionaries[language];
    const s = d.search;
    await signInAsPaidClient(page, { language, shared: true });
    const region = page.getByRole('search', { name: s.region });

    // A partial guide name: suggestions, their count said, Enter on one opens the guide.
    const guides = region.getByRole('combobox', { name: s.guidesLabel });
    await tabTo(page, guides);
    await page.keyboard.type(language === 'en' ? 'white can' : 'bastón bla');
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    // Said once typing pauses, by React Aria's combo box (its live region), not also by ours:
    // the count of what is listed for the whole text.
    const ariaLog = page.locator('[role="log"]');
    await expect
      .poll(async () => {
        const count = await options.count();
        const said = (await ariaLog.allTextContents()).join(' ');
        return count > 1 && said.includes(RA_COUNT[language](count));
      })
      .toBe(true);
    expect(await page.getByTestId('announcer-polite').textContent()).not.toContain(
      format(s.count.other, { count: await options.count() }),
    );
    await expectSuggestionsClean(page, `suggestions (${language})`);
    const laws =
      language === 'en' ? 'White cane laws by state' : 'Leyes del bastón blanco por estado';
    const target = page.getByRole('option', { name: new RegExp(`^${laws}`) });
    while (!(await target.evaluate((element) => element.getAttribute('data-focused') !== null))) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/client\/organization\/5\?subCateId=16$/);
    await expect(page.getByRole('heading', { level: 2, name: laws })).toBeVisible();

    // Nothing found.
    const again = page.getByRole('search').getByRole('combobox', { name: s.guidesLabel });
    await again.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('zzqqxx');
    await expect(page.getByText(`${s.noResults}. ${s.tryDifferent}.`).first()).toBeVisible();
    await expect(page.getByTestId('announcer-polite')).toHaveText(
      `${s.noResults}. ${s.tryDifferent}.`,
    );
    await expectSuggestionsClean(page, `no results (${language})`);
    await page.keyboard.press('Escape');

    // Get Help: a bad ZIP code, then a good one.
    await chooseType(page, s.getHelp, s.type);
    const place = page.getByRole('combobox', { name: s.placeLabel });
    await expect(place).toHaveValue('');
    await tabTo(page, place);
    await page.keyboard.type('1910');
    await page.keyboard.press('Enter');
    await expect(place).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alertdialog', { name: new RegExp(s.invalidZip) })).toBeVisible();
    await page.keyboard.type('4');
    await expect(place).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('option', { name: /Philadelphia, PA 19104/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await tabTo(page, page.getByRole('button', { name: s.submit, exact: true }));
    // The counts the page is given, to check the sentence says exactly them.
    const countsAnswer = page.waitForResponse(
      (response) => response.url().includes('/api/v1/organization-counts?') && response.ok(),
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/client\/organization\/search\?zipcode=19104$/);

    // The organisations near that ZIP code, for a kind of help chosen by keys.
    const c = d.categories;
    await expect(
      page.getByRole('heading', { level: 1, name: format(c.nearZip.heading, { zip: '19104' }) }),
    ).toBeVisible();
    // How many organisations are near, before a kind of help is chosen: the server's numbers.
    const counts = organizationCountsResponseSchema.parse(await (await countsAnswer).json());
    expect(counts.total).toBeGreaterThan(1);
    const plural = (count: number) => (count === 1 ? 'one' : 'other');
    const found = format(c.nearZip.found[plural(counts.total)], {
      zip: '19104',
      count: counts.total,
    });
    const kinds = format(c.nearZip.inKinds[plural(counts.data.length)], {
      count: counts.data.length,
    });
    const choose = format(c.nearZip.choose, { zip: '19104' });
    await expect(page.getByText(choose)).toHaveText(`${found} ${kinds} ${choose}`);
    await expectCleanInEveryMode(page, `near a ZIP, nothing chosen (${language})`);
    const vaCentres =
      language === 'en'
        ? 'VA blind rehabilitation centers'
        : 'Centros de rehabilitación para ciegos del VA';
    await tabTo(page, page.getByRole('button', { name: new RegExp(c.nearZip.kind) }));
    await page.keyboard.press('Enter');
    const option = page.getByRole('option', { name: vaCentres });
    await expect(option).toBeVisible();
    while (!(await option.evaluate((element) => element.getAttribute('data-focused') !== null))) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: vaCentres })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: /19104/ })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectCleanInEveryMode(page, `near a ZIP (${language})`);

    // A city: its suggestion leads to its ZIP code.
    await page.goto('/client/dashboard');
    await chooseType(page, s.getHelp, s.type);
    await tabTo(page, page.getByRole('combobox', { name: s.placeLabel }));
    await page.keyboard.type('Dallas');
    const dallas = page.getByRole('option', { name: /^Dallas, TX \d{5}$/ }).first();
    await expect(dallas).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/client\/organization\/search\?zipcode=\d{5}$/);
    expect(consoleErrors).toEqual([]);
  });
}
