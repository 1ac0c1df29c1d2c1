// Trial watch (issue 39): an alert made from the trials pane by keyboard, listed in My alerts,
// deleted there; and a digest's unsubscribe link, opened signed out and pressed by keyboard;
// in English and Spanish, axe clean in the dialog and on the pages.
import {
  dictionaries,
  expect,
  format,
  HTML_LANG,
  LANGUAGES,
  seedPreferences,
  tabTo,
  test,
  waitUntilInteractive,
} from './support/app.ts';
import { expectNoAxeViolationsExcept } from './support/axe.ts';
import { digestUnsubscribeLink } from './support/mail.ts';
import { PHILADELPHIA, signInAsPaidClient } from './support/paid-client.ts';
import { newEmail } from './support/sign-in.ts';

for (const language of LANGUAGES) {
  test(`${language}: e-mail me new trials, by keyboard; listed in My alerts; deleted`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    const d = dictionaries[language];
    const watch = d.categories.trials.watch;
    await signInAsPaidClient(page, { language, home: PHILADELPHIA, isVeteran: 0 });
    await page.goto('/client/organization/13?subCateId=48&condition=glaucoma');
    await expect(page.getByRole('heading', { level: 3, name: /19104/ })).toBeVisible();

    const open = page.getByRole('button', { name: watch.open });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: watch.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('glaucoma', { exact: true })).toBeVisible();
    await expectNoAxeViolationsExcept(page, [], `watch dialog (${language})`, '.modal-overlay');

    // Within 200 miles, by the arrow keys of the radio group.
    const within100 = dialog.getByRole('radio', {
      name: format(watch.milesOption, { miles: 100 }),
    });
    await expect(within100).toBeChecked();
    await tabTo(page, within100);
    await page.keyboard.press('ArrowDown');
    await expect(
      dialog.getByRole('radio', { name: format(watch.milesOption, { miles: 200 }) }),
    ).toBeChecked();
    const save = dialog.getByRole('button', { name: watch.save });
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    // Focus back on the button that opened it; the toast says it once.
    await expect(open).toBeFocused();
    await expect(page.getByRole('alert').filter({ hasText: watch.saved })).toBeVisible();
    await expect(page.getByText(watch.savedNote)).toBeVisible();

    // My alerts, from the account menu.
    await page.getByRole('button', { name: d.shell.accountMenu }).click();
    await page.getByRole('menuitem', { name: d.shell.myAlerts }).click();
    await expect(page.getByRole('heading', { level: 1, name: d.alerts.heading })).toBeVisible();
    const title = format(d.alerts.watchTitle, { conditions: 'glaucoma', zip: '19104' });
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await expect(page.getByText(format(d.alerts.miles, { miles: 200 }))).toBeVisible();
    await expectNoAxeViolationsExcept(page, [], `my alerts (${language})`, '#main-content');

    const remove = page.getByRole('button', { name: format(d.alerts.deleteOf, { title }) });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: d.alerts.deleteTitle });
    await expect(confirm).toBeVisible();
    await tabTo(page, confirm.getByRole('button', { name: d.alerts.deleteConfirm }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeHidden();
    await expect(page.getByRole('main').getByText(d.alerts.empty)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: d.alerts.listLabel })).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });
}

// On the server whose watcher searches the registry's stand-in (playwright.config.ts).
test.describe('a digest’s unsubscribe link', () => {
  test.use({ baseURL: process.env.E2E_WATCH_URL });

  for (const language of LANGUAGES) {
    test(`${language}: opened signed out, the button pressed by keyboard stops the alert`, async ({
      page,
      browser,
      consoleErrors,
    }) => {
      test.setTimeout(90_000);
      const d = dictionaries[language];
      const watch = d.categories.trials.watch;
      const email = newEmail('watch');
      await signInAsPaidClient(page, { language, home: PHILADELPHIA, isVeteran: 0, email });
      await page.goto('/client/organization/13?subCateId=48&condition=glaucoma');
      await page.getByRole('button', { name: watch.open }).click();
      const dialog = page.getByRole('dialog', { name: watch.title });
      await dialog.getByRole('button', { name: watch.save }).click();
      await expect(dialog).toBeHidden();

      // The watcher's first run e-mails the study recruiting now, with the link in it.
      const link = await digestUnsubscribeLink(email);

      // A mail program on another device: nobody signed in.
      const context = await browser.newContext();
      try {
        const reader = await context.newPage();
        const errors: string[] = [];
        reader.on('pageerror', (error) => errors.push(error.message));
        await seedPreferences(reader, { language });
        await reader.goto(link);
        await waitUntilInteractive(reader);
        const u = d.alerts.unsubscribe;
        await expect(reader.getByRole('heading', { level: 1, name: u.heading })).toBeVisible();
        await expect(reader.locator('html')).toHaveAttribute('lang', HTML_LANG[language]);
        await expectNoAxeViolationsExcept(reader, [], `unsubscribe (${language})`, '#main-content');
        const stop = reader.getByRole('button', { name: u.button });
        await tabTo(reader, stop);
        await reader.keyboard.press('Enter');
        const done = reader.getByRole('heading', { level: 2, name: u.done });
        await expect(done).toBeFocused();
        await expect(stop).toBeHidden();
        await expectNoAxeViolationsExcept(
          reader,
          [],
          `unsubscribe done (${language})`,
          '#main-content',
        );
        // Pressed again from the same e-mail: already stopped.
        await reader.reload();
        await waitUntilInteractive(reader);
        await tabTo(reader, reader.getByRole('button', { name: u.button }));
        await reader.keyboard.press('Enter');
        await expect(reader.getByRole('heading', { level: 2, name: u.gone })).toBeFocused();
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }

      // The person's own list no longer has it.
      await page.goto('/my-alerts');
      await expect(page.getByRole('main').getByText(d.alerts.empty)).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }
});
