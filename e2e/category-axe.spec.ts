// Accessibility bar row 1 for the category page: every state (overview, guide, the state
// select open, organisations, empty, failed) in both languages and all three display modes,
// scanned on one page load per state (the modes are attributes on <html>); and no sideways
// scrolling at 320 CSS pixels (WCAG 1.4.10), where the section list becomes a Select.
import type { Page } from '@playwright/test';
import { expectCleanInEveryMode } from './support/axe.ts';
import { LANGUAGES, dictionaries, expect, format, test } from './support/app.ts';
import { signInAsPaidClient } from './support/paid-client.ts';

test.use({ trace: 'off' });

async function expectNoSidewaysScroll(page: Page, state: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${state}: page wider than the 320 px viewport`).toBeLessThanOrEqual(0);
}

for (const language of LANGUAGES) {
  test(`${language}: the category page in every state and display mode`, async ({ page }) => {
    test.setTimeout(240_000);
    const d = dictionaries[language];
    const c = d.categories;
    const where = `(${language})`;
    await signInAsPaidClient(page, { language, shared: true });

    await page.goto('/client/organization/5');
    await expect(page.getByRole('heading', { level: 2, name: c.overview })).toBeVisible();
    await expectCleanInEveryMode(page, `overview ${where}`);

    await page.goto('/client/organization/5?subCateId=16');
    const stateSelect = page.getByRole('button', { name: new RegExp(c.guide.stateSelect) });
    await expect(stateSelect).toContainText('Alabama');
    await expectCleanInEveryMode(page, `guide with state laws ${where}`);
    await stateSelect.click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectCleanInEveryMode(page, `state select open ${where}`);
    await page.keyboard.press('Escape');

    await page.goto('/client/organization/11?subCateId=49');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectCleanInEveryMode(page, `organisations ${where}`);

    // Printed, the list stands alone: no header or section navigation, website addresses
    // written out after their links.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: /./ })).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('radiogroup')).toBeHidden();
    const website = page
      .getByRole('article')
      .first()
      .getByRole('link', { name: /^(Visit website|Visitar el sitio web)/ });
    expect(await website.evaluate((link) => getComputedStyle(link, '::after').content)).toContain(
      await website.getAttribute('href'),
    );
    await page.emulateMedia({ media: 'screen' });

    await page.route('**/api/v1/organizations', (route) =>
      route.fulfill({ json: { data: [], total: 0, next: null } }),
    );
    await page.goto('/client/organization/11?subCateId=62');
    await expect(page.getByRole('main').getByText(d.organizations.list.empty)).toBeVisible();
    await expectCleanInEveryMode(page, `no organisations ${where}`);

    await page.route('**/api/v1/organizations', (route) =>
      route.fulfill({
        status: 503,
        json: { code: 'unavailable', message: 'Down', statusCode: 503, details: [], timestamp: '' },
      }),
    );
    await page.goto('/client/organization/11?subCateId=49&miles=50');
    await expect(page.getByRole('main').getByText(d.organizations.list.failed)).toBeVisible();
    await expectCleanInEveryMode(page, `organisations failed ${where}`);
    await page.unrouteAll();

    // Clinical trials (none within 200 miles of Dallas in the offline snapshot: the empty
    // sentence), then a held answer for the loading state.
    await page.goto('/client/organization/13?subCateId=48');
    await expect(page.getByRole('main').getByText(d.categories.trials.empty)).toBeVisible();
    await expectCleanInEveryMode(page, `no trials ${where}`);

    // 320 px wide (400% zoom of a 1280 px window): the sections are a Select, nothing scrolls
    // sideways, in standard and large text.
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of [
      '/client/organization/5?subCateId=16',
      '/client/organization/11?subCateId=49',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toBeVisible();
      await expect(page.getByRole('button', { name: new RegExp(c.sectionsSelect) })).toBeVisible();
      await expect(
        page.getByRole('navigation').getByRole('link', { name: c.overview }),
      ).toBeHidden();
      await expectNoSidewaysScroll(page, `${path} ${where}`);
      await page.evaluate(() => (document.documentElement.dataset.text = 'large'));
      await expectNoSidewaysScroll(page, `${path} large text ${where}`);
      await page.evaluate(() => (document.documentElement.dataset.text = 'standard'));
    }
    await expect(
      page.getByRole('heading', {
        level: 3,
        name: format(d.organizations.list.count.other, { count: 3, zip: '75201' }),
      }),
    ).toBeVisible();
  });
}
