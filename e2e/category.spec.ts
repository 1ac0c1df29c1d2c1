// The category page end to end, keyboard only, in both languages: a paying veteran in Dallas
// reads a guide, downloads its Spanish PDF, reads Texas's white cane law, and finds the VA
// centre in Waco within 100 miles but not within 50; a reload keeps what they chose.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  LANGUAGES,
  dictionaries,
  expect,
  format,
  pageHeading,
  pressOn,
  tabTo,
  test,
  type Language,
} from './support/app.ts';
import { expectCleanInEveryMode } from './support/axe.ts';
import { PHILADELPHIA, signInAsPaidClient } from './support/paid-client.ts';

/** The embedded catalogue's names (server/src/db/seed/catalog). */
const CATALOGUE = {
  en: {
    gettingAround: 'Getting around',
    firstGuide: 'Orientation, mobility and the white cane',
    caneLaws: 'White cane laws by state',
    veterans: 'Veterans',
    vaCentres: 'VA blind rehabilitation centers',
    waco: 'VA Blind Rehabilitation Center – Waco, Texas',
  },
  sp: {
    gettingAround: 'Cómo desplazarse',
    firstGuide: 'Orientación, movilidad y el bastón blanco',
    caneLaws: 'Leyes del bastón blanco por estado',
    veterans: 'Veteranos',
    vaCentres: 'Centros de rehabilitación para ciegos del VA',
    waco: 'VA Blind Rehabilitation Center – Waco, Texas',
  },
} as const;

const sectionHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });

for (const language of LANGUAGES) {
  test(`${language}: a category's guides, PDF, state laws and local help, by keyboard`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const d = dictionaries[language];
    const c = d.categories;
    const names = CATALOGUE[language];
    await signInAsPaidClient(page, { language, shared: true });

    // Dashboard → the category: its Overview.
    await pressOn(page, page.getByRole('link', { name: names.gettingAround }));
    await expect(pageHeading(page, names.gettingAround)).toBeFocused();
    await expect(sectionHeading(page, c.overview)).toBeVisible();
    const nav = page.getByRole('navigation', {
      name: format(c.navLabel, { category: names.gettingAround }),
    });
    await expect(nav.getByRole('link', { name: c.overview })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Every guide of the category as one e-book, by keyboard, in the page's language.
    await pressOn(page, page.getByRole('button', { name: c.guide.categoryBook }));
    const bookItem = page.getByRole('menuitem', {
      name: dictionaries[language].categories.guide[
        language === 'en' ? 'epubEnglish' : 'epubSpanish'
      ],
    });
    const bookDownloading = page.waitForEvent('download');
    while (!(await bookItem.evaluate((element) => element === document.activeElement))) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    const book = await bookDownloading;
    expect(book.suggestedFilename()).toMatch(new RegExp(`^category-\\d+-${language}\\.epub$`));
    const epub = await readFile(await book.path());
    // An EPUB is a ZIP whose first entry is the stored mimetype.
    expect(epub.subarray(30, 58).toString('latin1')).toBe('mimetypeapplication/epub+zip');
    await expect(page.getByTestId('announcer-polite')).toHaveText(
      format(d.shell.downloaded, { name: book.suggestedFilename() }),
    );

    // Helpful information → the first guide; focus goes to its heading.
    await pressOn(page, nav.getByRole('link', { name: names.firstGuide }));
    await expect(sectionHeading(page, names.firstGuide)).toBeFocused();
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();

    // Print in Spanish: the PDF downloads under its name, and is a Spanish document.
    await pressOn(page, page.getByRole('button', { name: c.guide.print, exact: true }));
    const spanish = page.getByRole('menuitem', {
      name: dictionaries.sp.categories.guide.printSpanish,
    });
    await expect(spanish).toHaveAttribute('lang', 'es');
    const downloading = page.waitForEvent('download');
    while (!(await spanish.evaluate((element) => element === document.activeElement))) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^guide-\d+-sp\.pdf$/);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/Lang (es');
    await expect(page.getByTestId('announcer-polite')).toHaveText(
      format(d.shell.downloaded, { name: download.suggestedFilename() }),
    );

    // The white cane laws: Alabama first; Texas chosen by keys.
    await pressOn(page, nav.getByRole('link', { name: names.caneLaws }));
    await expect(sectionHeading(page, names.caneLaws)).toBeFocused();
    const stateSelect = page.getByRole('button', { name: new RegExp(c.guide.stateSelect) });
    await expect(stateSelect).toContainText('Alabama');
    await expect(page.getByRole('heading', { level: 3, name: 'Alabama' })).toBeVisible();
    await pressOn(page, stateSelect);
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.type('Texas');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 3, name: 'Texas' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Alabama' })).toHaveCount(0);
    await expect(page.getByTestId('announcer-polite')).toHaveText(
      format(c.guide.stateShown, { state: 'Texas' }),
    );
    await expect(
      page.getByText(/Texas Transportation Code section 552\.010|Código de Transporte de Texas/),
    ).toBeVisible();

    // Back to Categories → Veterans (shown to veterans) → Get help by arrow key and Enter.
    await pressOn(page, nav.getByRole('link', { name: c.backToCategories }));
    await pressOn(page, page.getByRole('link', { name: names.veterans }));
    await expect(pageHeading(page, names.veterans)).toBeFocused();
    await tabTo(page, page.getByRole('tab', { name: c.helpfulInformation }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: c.getHelp })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sectionHeading(page, names.vaCentres)).toBeVisible();
    await expect(page.getByRole('tab', { name: c.getHelp })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const count = (n: number) =>
      format(d.organizations.list.count[n === 1 ? 'one' : 'other'], { count: n, zip: '75201' });
    await expect(page.getByRole('heading', { level: 3, name: count(3) })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first().getByRole('heading')).toHaveText(`1. ${names.waco}`);
    // From the centre of Waco in the cities data (ADR 048), not the mean of its ZIP centroids.
    await expect(cards.first()).toContainText(
      format(d.organizations.card.milesAway, { miles: '88.06' }),
    );

    // Within 50 miles: Waco (88 miles) drops out; the new count is said.
    const within50 = page.getByRole('radio', {
      name: format(d.organizations.list.withinMiles, { miles: 50 }),
    });
    await tabTo(page, page.getByRole('radio', { checked: true }));
    await page.keyboard.press('ArrowLeft');
    await expect(within50).toBeChecked();
    await expect(page.getByRole('heading', { level: 3, name: count(2) })).toBeVisible();
    await expect(page.getByTestId('announcer-polite')).toHaveText(count(2));
    await expect(page.getByRole('heading', { name: names.waco })).toHaveCount(0);

    // A reload keeps the tab, the kind of help and the distance.
    await page.reload();
    await expect(sectionHeading(page, names.vaCentres)).toBeVisible();
    await expect(page.getByRole('tab', { name: c.getHelp })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within50).toBeChecked();
    await expect(page.getByRole('heading', { level: 3, name: count(2) })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}

test('Back and Forward move between the views the address holds', async ({ page }) => {
  const language: Language = 'en';
  const names = CATALOGUE[language];
  const c = dictionaries[language].categories;
  await signInAsPaidClient(page, { language, shared: true });
  await page.getByRole('link', { name: names.gettingAround }).click();
  await expect(sectionHeading(page, c.overview)).toBeVisible();
  await page.getByRole('tab', { name: c.getHelp }).click();
  await expect(page).toHaveURL(/subCateId=39$/);
  await page.goBack();
  await expect(sectionHeading(page, c.overview)).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('tab', { name: c.getHelp })).toHaveAttribute('aria-selected', 'true');
});

// The budget: a category's first guide is on screen within 300 ms of its data
// arriving. Measured in the page: from the end of the last of its API responses (Resource
// Timing) to the first guide section in the DOM, on fresh loads, median of five.
test('a category opens on its first guide within 300 ms of the data arriving', async ({ page }) => {
  await signInAsPaidClient(page, { language: 'en', shared: true });
  const samples: number[] = [];
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('.guide-section h3')) return;
      (window as unknown as { guideShownAt: number }).guideShownAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  for (let run = 0; run < 5; run += 1) {
    await page.goto('/client/organization/5?subCateId=13');
    await expect(page.locator('.guide-section h3').first()).toBeVisible();
    samples.push(
      await page.evaluate(() => {
        const dataArrived = Math.max(
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => /\/api\/v1\/(category|subcategory|content)\b/.test(entry.name))
            .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
        );
        return (window as unknown as { guideShownAt: number }).guideShownAt - dataArrived;
      }),
    );
  }
  samples.sort((a, b) => a - b);
  const median = samples[2]!;
  console.log(
    `category → first guide after data: ${samples.map((ms) => ms.toFixed(1)).join(', ')} ms (median ${median.toFixed(1)})`,
  );
  expect(median).toBeGreaterThan(0);
  expect(median).toBeLessThan(300);
});

for (const language of LANGUAGES) {
  test(`${language}: clinical trials near the user, eligibility in a dialog, by keyboard`, async ({
    page,
    consoleErrors,
  }) => {
    // Six axe scans (two states, three modes) after signing in.
    test.setTimeout(90_000);
    const d = dictionaries[language];
    const trials = d.categories.trials;
    await signInAsPaidClient(page, { language, home: PHILADELPHIA, isVeteran: 0, shared: true });
    await page.goto('/client/organization/13?subCateId=48');
    await expect(page.getByRole('heading', { level: 3, name: /19104/ })).toBeVisible();
    await expect(page.getByText(trials.sample)).toBeVisible();
    await expectCleanInEveryMode(page, `trials (${language})`);
    const firstCard = page.getByRole('article').first();
    const eligibility = firstCard.getByRole('button', {
      name: new RegExp(`^${trials.eligibility}`),
    });
    await tabTo(page, eligibility);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: trials.eligibilityTitle });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('heading', { name: trials.inclusion, exact: true }),
    ).toBeVisible();
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
    await expectCleanInEveryMode(page, `eligibility dialog (${language})`, '.modal-overlay');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(eligibility).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });
}
