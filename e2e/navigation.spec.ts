// Accessibility bar row 5: after a client-side navigation focus lands on the new page's h1 and
// the page name is announced politely; a first load leaves focus alone.
import type { Page } from '@playwright/test';
import {
  LANGUAGES,
  dictionaries,
  expect,
  openRoute,
  pageHeading,
  seedPreferences,
  test,
} from './support/app.ts';

async function expectFocusOn(page: Page, heading: string) {
  const h1 = pageHeading(page, heading);
  await expect(h1).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
}

for (const language of LANGUAGES) {
  const d = dictionaries[language];

  test.describe(`${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await seedPreferences(page, { language });
    });

    test('a first load does not move focus to the h1', async ({ page }) => {
      await openRoute(page, '/our-story', language);
      await expect(pageHeading(page, d.marketing.story.heading)).not.toBeFocused();
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      await expect(page.getByTestId('announcer-polite')).toHaveText('');
    });

    test('a header link moves focus to the new h1 and announces the page', async ({
      page,
      consoleErrors,
    }) => {
      await openRoute(page, '/', language);
      const mainNav = page.getByRole('navigation', { name: d.shell.mainNav });

      await mainNav.getByRole('link', { name: d.shell.ourStory }).click();
      await expect(page).toHaveURL(/\/our-story$/);
      await expectFocusOn(page, d.marketing.story.heading);
      await expect(page.getByTestId('announcer-polite')).toHaveText(d.marketing.story.heading);
      await expect(mainNav.getByRole('link', { name: d.shell.ourStory })).toHaveAttribute(
        'aria-current',
        'page',
      );

      // A page whose tab title differs from its heading announces the title.
      await mainNav.getByRole('link', { name: d.shell.personal }).click();
      await expectFocusOn(page, d.marketing.personal.heading);
      await expect(page.getByTestId('announcer-polite')).toHaveText(d.marketing.personal.title);
      expect(consoleErrors).toEqual([]);
    });

    test('a link followed by keyboard does the same', async ({ page }) => {
      await openRoute(page, '/', language);
      const footerNav = page.getByRole('navigation', { name: d.shell.footerNav });
      const ourTeam = footerNav.getByRole('link', { name: d.shell.ourTeam });
      await ourTeam.focus();
      await page.keyboard.press('Enter');
      await expectFocusOn(page, d.marketing.team.heading);
      await expect(page.getByTestId('announcer-polite')).toHaveText(d.marketing.team.heading);
    });

    test('browser Back moves focus to the h1 of the page it returns to', async ({ page }) => {
      await openRoute(page, '/', language);
      const mainNav = page.getByRole('navigation', { name: d.shell.mainNav });
      await mainNav.getByRole('link', { name: d.shell.ourStory }).click();
      await expectFocusOn(page, d.marketing.story.heading);

      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await expectFocusOn(page, d.home.heading);
      await expect(page.getByTestId('announcer-polite')).toHaveText(d.home.title);

      await page.goForward();
      await expectFocusOn(page, d.marketing.story.heading);
      await expect(page.getByTestId('announcer-polite')).toHaveText(d.marketing.story.heading);
    });
  });
}
