// "My list" end to end, keyboard only, in both languages (issue 38): a paying veteran in Dallas
// saves two VA centres and a guide, finds them on /my-list, adds a note, shares the list; the
// link, opened in a fresh browser (not signed in), shows the items and nothing of its owner;
// once turned off, the link answers 410 with a page in the visitor's language.
import type { Page } from '@playwright/test';
import {
  LANGUAGES,
  dictionaries,
  expect,
  format,
  pageHeading,
  runCommand,
  pressOn,
  tabTo,
  test,
  type Language,
} from './support/app.ts';
import { expectCleanInEveryMode } from './support/axe.ts';
import { signInAsPaidClient } from './support/paid-client.ts';

/** The embedded catalogue's names (server/src/db/seed/catalog). */
const CATALOGUE = {
  en: {
    gettingAround: 'Getting around',
    firstGuide: 'Orientation, mobility and the white cane',
    veterans: 'Veterans',
  },
  sp: {
    gettingAround: 'Cómo desplazarse',
    firstGuide: 'Orientación, movilidad y el bastón blanco',
    veterans: 'Veteranos',
  },
} as const;

const polite = (page: Page) => page.getByTestId('announcer-polite');

for (const language of LANGUAGES) {
  test(`${language}: save, note, share, open the link signed out, turn it off (410), by keyboard`, async ({
    page,
    browser,
    consoleErrors,
  }) => {
    test.setTimeout(150_000);
    const d = dictionaries[language];
    const m = d.myList;
    const save = (name: string) =>
      page.getByRole('button', { name: format(d.organizations.save.label, { name }) });
    const names = CATALOGUE[language];
    const email = `my-list-${language}-${Date.now()}@example.com`;
    await signInAsPaidClient(page, { language, email });

    // Veterans → Get help: the VA centres near Dallas. Save the first two.
    await pressOn(page, page.getByRole('link', { name: names.veterans }));
    await expect(pageHeading(page, names.veterans)).toBeFocused();
    await tabTo(page, page.getByRole('tab', { name: d.categories.helpfulInformation }));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const cards = page.getByRole('article');
    await expect(cards.nth(1)).toBeVisible();
    const organizations: string[] = [];
    for (const index of [0, 1]) {
      const heading = (await cards.nth(index).getByRole('heading').textContent()) ?? '';
      const name = heading.replace(/^\d+\.\s*/, '');
      organizations.push(name);
      const toggle = save(name);
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await pressOn(page, toggle, 'Space');
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(toggle).toBeFocused();
      await expect(polite(page)).toHaveText(format(d.organizations.save.saved, { name }));
    }

    // Back to the categories → Getting around → its first guide: Save.
    await pressOn(
      page,
      page.getByRole('navigation').getByRole('link', { name: d.categories.backToCategories }),
    );
    await pressOn(page, page.getByRole('link', { name: names.gettingAround }));
    await pressOn(page, page.getByRole('link', { name: names.firstGuide }).first());
    const guideToggle = save(names.firstGuide);
    await pressOn(page, guideToggle, 'Space');
    await expect(guideToggle).toHaveAttribute('aria-pressed', 'true');
    await expect(polite(page)).toHaveText(
      format(d.organizations.save.saved, { name: names.firstGuide }),
    );

    // The account menu → My list.
    await pressOn(page, page.getByRole('button', { name: d.shell.accountMenu }));
    const item = page.getByRole('menuitem', { name: d.shell.myList });
    while (!(await item.evaluate((element) => element === document.activeElement))) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect(pageHeading(page, m.heading)).toBeFocused();
    const orgGroup = page.getByRole('region', { name: m.groups.organization });
    await expect(orgGroup.getByRole('heading', { level: 3 })).toHaveText(organizations);
    await expect(
      page.getByRole('region', { name: m.groups.guide }).getByRole('heading', { level: 3 }),
    ).toHaveText([names.firstGuide]);
    await expectCleanInEveryMode(page, `${language} /my-list`);

    // A note on the first organisation.
    const note = 'Ask for the intake nurse, mornings only.';
    const noteField = page.getByRole('textbox', {
      name: format(m.note.label, { title: organizations[0]! }),
    });
    await tabTo(page, noteField);
    await page.keyboard.type(note);
    await pressOn(
      page,
      page.getByRole('button', { name: format(m.note.saveOf, { title: organizations[0]! }) }),
    );
    await expect(polite(page)).toHaveText(format(m.note.saved, { title: organizations[0]! }));

    // Share: the link appears focused in the dialog; Close returns to Share my list.
    const shareButton = page.getByRole('button', { name: m.share.button });
    await pressOn(page, shareButton);
    const dialog = page.getByRole('dialog', { name: m.share.dialogTitle });
    await expect(dialog).toBeVisible();
    await pressOn(page, dialog.getByRole('button', { name: m.share.create }));
    const linkField = dialog.getByRole('textbox', { name: m.share.linkLabel });
    await expect(linkField).toBeFocused();
    const link = await linkField.inputValue();
    expect(link).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
    await pressOn(page, dialog.getByRole('button', { name: m.share.close }));
    await expect(dialog).toHaveCount(0);
    await expect(shareButton).toBeFocused();
    await expect(
      page.getByRole('listitem').filter({ hasText: format(m.share.worksUntil, { date: '' }) }),
    ).toHaveCount(1);

    // A fresh browser, not signed in, in the same language: the items, none of the owner.
    const stranger = await browser.newContext({ locale: language === 'sp' ? 'es-US' : 'en-US' });
    const visitor = await stranger.newPage();
    const opened = await visitor.goto(link);
    expect(opened?.status()).toBe(200);
    await expect(pageHeading(visitor, m.shared.heading)).toBeVisible();
    for (const name of [...organizations, names.firstGuide]) {
      await expect(visitor.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    }
    const shown = (await visitor.locator('#main-content').textContent()) ?? '';
    for (const secret of ['Ana', 'Núñez', email, note]) expect(shown).not.toContain(secret);
    await expectCleanInEveryMode(visitor, `${language} shared list`);

    // Turn the link off: said once; the link now answers 410 with a translated page.
    await pressOn(
      page,
      page.getByRole('button', {
        name: new RegExp(`^${format(m.share.revokeOf, { number: 1, made: '.+' })}$`),
      }),
    );
    await expect(polite(page)).toHaveText(format(m.share.revokedDone, { number: 1 }));
    await expect(page.getByRole('heading', { level: 3, name: m.share.linksHeading })).toBeFocused();
    const gone = await visitor.goto(link);
    expect(gone?.status()).toBe(410);
    await expect(pageHeading(visitor, m.shared.goneHeading)).toBeVisible();
    await expect(visitor.getByText(m.shared.goneBody)).toBeVisible();
    await expect(visitor.locator('html')).toHaveAttribute('lang', language === 'sp' ? 'es' : 'en');
    await expectCleanInEveryMode(visitor, `${language} shared list turned off`);
    const unknown = await visitor.goto(`/shared/${'A'.repeat(43)}`);
    expect(unknown?.status()).toBe(404);
    await expect(pageHeading(visitor, m.shared.notFoundHeading)).toBeVisible();
    await stranger.close();
    expect(consoleErrors).toEqual([]);
  });
}

test.describe('the command layer', () => {
  for (const [language, said] of [
    ['en', 'open my list'],
    ['sp', 'abre mi lista'],
  ] as [Language, string][]) {
    test(`${language}: "${said}" opens /my-list`, async ({ page }) => {
      const d = dictionaries[language];
      await signInAsPaidClient(page, { language });
      await runCommand(page, said, language);
      await expect(pageHeading(page, d.myList.heading)).toBeVisible();
      await expect(page).toHaveURL(/\/my-list$/);
    });
  }
});
