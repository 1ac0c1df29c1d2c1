// Issue 41, point 0: on a phone (390 CSS px) and at 400% zoom (320), the header is the
// product name, Search and Menu, so the page's own heading is on the first screen; the
// links and tools are in a labelled modal panel that keeps focus and gives it back.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../a11y/axe.ts';
import {
  LANGUAGES,
  MODES,
  dictionaries,
  expect,
  runCommand,
  showInMode,
  tabTo,
  test,
} from './support/app.ts';
import { signInAsPaidClient } from './support/paid-client.ts';

test.use({ trace: 'off' });

/** Where the page's h1 starts, and whether anything scrolls sideways. */
async function measure(page: Page) {
  return page.evaluate(() => ({
    h1Top: document.querySelector('h1')!.getBoundingClientRect().top + window.scrollY,
    sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  }));
}

const SEARCH_BRAILLE = { en: 'search guides for braille', sp: 'busca guías sobre braille' };

for (const language of LANGUAGES) {
  test(`${language}: the page first at 390 and 320 px, the tools behind Menu`, async ({ page }) => {
    test.setTimeout(180_000);
    const d = dictionaries[language];
    await signInAsPaidClient(page, { language, shared: true });
    const header = page.getByRole('banner');

    for (const path of ['/client/dashboard', '/client/organization/5']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 800 });
        for (const mode of MODES) {
          await showInMode(page, mode);
          const where = `${path} at ${width} px, ${mode.name}`;
          await expect(header.getByRole('button', { name: d.shell.menu })).toBeVisible();
          await expect(header.getByRole('button', { name: d.shell.commands })).toBeHidden();
          const { h1Top, sideways } = await measure(page);
          expect(h1Top, `${where}: h1 top`).toBeLessThanOrEqual(200);
          expect(sideways, `${where}: sideways scrolling`).toBeLessThanOrEqual(0);
          await expectNoAxeViolations(page, `${where} (${language})`);
        }
      }
    }
    await showInMode(page, MODES[0]!);

    // Search reveals the search row and moves focus into it; pressed again, hides it.
    const search = header.getByRole('button', { name: d.shell.search, exact: true });
    await search.click();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#header-search').getByRole('combobox').first()).toBeVisible();
    await search.click();
    await expect(page.locator('#header-search')).toBeHidden();

    // By keyboard: Menu opens a labelled dialog holding the links and every tool by its own
    // name; focus is inside; Escape closes it and focus is back on Menu.
    const menu = header.getByRole('button', { name: d.shell.menu });
    await tabTo(page, menu);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: d.shell.menu });
    await expect(panel).toBeVisible();
    for (const name of [d.shell.dashboardHome, d.shell.commands, d.shell.voice, d.shell.logout]) {
      await expect(
        panel.getByRole(name === d.shell.dashboardHome ? 'link' : 'button', { name }),
      ).toBeVisible();
    }
    await expect(panel.getByRole('button', { name: d.settings.displayButton })).toBeVisible();
    await expect(panel.getByRole('button', { name: d.shell.accountMenu })).toBeVisible();
    expect(await panel.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    // Focus stays in the panel: Tab from its last control comes back round to its first.
    for (let press = 0; press < 20; press += 1) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await expectNoAxeViolations(page, `menu open (${language})`, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(menu).toBeFocused();

    // A tool in the panel works and the panel gets out of the way: Commands opens the palette.
    await page.keyboard.press('Enter');
    await panel.getByRole('button', { name: d.shell.commands }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('dialog', { name: d.commands.paletteTitle })).toBeVisible();
    await page.keyboard.press('Escape');

    // Opened on a phone (the browser draws the page; the hidden row is drawn when first
    // shown): a spoken or typed search shows the row, fills it and puts focus there.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/client/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#header-search')).toBeHidden();
    await runCommand(page, SEARCH_BRAILLE[language], language);
    const field = page.getByRole('combobox', { name: d.search.guidesLabel });
    await expect(field).toBeVisible();
    await expect(field).toHaveValue('braille');
    await expect(field).toBeFocused();
    await expect(search).toHaveAttribute('aria-expanded', 'true');

    // A wide window keeps the header as it was: the tools in it, no Menu.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(header.getByRole('button', { name: d.shell.commands })).toBeVisible();
    await expect(header.getByRole('button', { name: d.shell.menu })).toBeHidden();
  });
}
