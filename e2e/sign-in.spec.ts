// The sign-in issue's journey, keyboard only, in both languages: sign up for the trial through
// the development provider, land on step 2, submit it empty and meet every error, fix them,
// continue, reload and stay signed in, sign out (at the provider too), and be asked for the
// e-mail again on the next sign-in.
import type { Locator, Page } from '@playwright/test';
import {
  LANGUAGES,
  dictionaries,
  documentTitle,
  expect,
  format,
  openRoute,
  pageHeading,
  seedPreferences,
  tabTo,
  test,
} from './support/app.ts';
import { IDP, completeProviderSignIn, newEmail } from './support/sign-in.ts';

/** Select-all and delete, as a keyboard user clears a field. */
async function clearField(page: Page, field: Locator) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
}

const STATE = {
  en: { typed: 'Penn', name: 'Pennsylvania' },
  sp: { typed: 'Pens', name: 'Pensilvania' },
};

for (const language of LANGUAGES) {
  test(`${language}: keyboard-only trial sign-up, step 2 errors and save, reload, sign out`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    const d = dictionaries[language];
    const f = d.account.fields;
    const e = d.account.errors;
    const email = newEmail(`journey-${language}`);
    await seedPreferences(page, { language });
    await openRoute(page, '/freetrial', language);

    await tabTo(page, page.getByRole('button', { name: d.marketing.signUp.button }));
    await page.keyboard.press('Enter');
    // The provider's page is in the app's language.
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'en' ? 'en' : 'es');
    await completeProviderSignIn(page, language, email, { first: 'Ana', last: 'Núñez' });

    // The landing loads the user and the redirect table sends a new trial account to step 2.
    await expect(pageHeading(page, d.account.step2.heading)).toBeVisible();
    await expect(page).toHaveURL(/\/client\/step-2$/);
    // (The footer's subscribe form has an e-mail field too.)
    const main = page.getByRole('main');
    await expect(main.getByRole('textbox', { name: f.email })).toHaveValue(email);

    // Everything empty (the first name came from the provider: clear it too), then Next.
    const firstName = page.getByRole('textbox', { name: f.firstName });
    await expect(firstName).toHaveValue('Ana');
    await clearField(page, firstName);
    await tabTo(page, page.getByRole('button', { name: d.account.step2.next }));
    await page.keyboard.press('Enter');

    const summary = page.getByRole('group', { name: e.summaryTitle });
    await expect(summary).toBeFocused();
    const expected = [
      e.firstNameRequired,
      e.lastNameRequired,
      e.contactRequired,
      e.dobRequired,
      e.stateRequired,
      e.zipRequired,
    ];
    for (const message of expected) {
      await expect(summary.getByRole('link', { name: message })).toBeVisible();
    }
    await expect(page).toHaveTitle(
      documentTitle(d, format(d.shell.errorTitlePrefix, { title: d.account.step2.heading })),
    );
    // Each field carries its message, so a screen reader hears it on the field too.
    await expect(firstName).toHaveAccessibleDescription(new RegExp(e.firstNameRequired));
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');

    // The summary's first link leads to the first field.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(firstName).toBeFocused();

    // Fix everything by keyboard.
    await page.keyboard.type('Ana María');
    await tabTo(page, page.getByRole('textbox', { name: f.lastName }));
    await page.keyboard.type('Núñez');
    await tabTo(page, page.getByRole('textbox', { name: f.contactNumber }));
    await page.keyboard.type('2155551234');
    await expect(page.getByRole('textbox', { name: f.contactNumber })).toHaveValue(
      '(215) 555-1234',
    );
    // The date's segments in the locale's order: month first in English, day in Spanish.
    await page.keyboard.press('Tab');
    await page.keyboard.type(language === 'en' ? '01151980' : '15011980');
    const state = page.getByRole('combobox', { name: f.state });
    await tabTo(page, state);
    await page.keyboard.type(STATE[language].typed);
    await expect(page.getByRole('option', { name: STATE[language].name })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(state).toHaveValue(STATE[language].name);
    await tabTo(page, page.getByRole('textbox', { name: f.zipcode }));
    await page.keyboard.type('19104');
    await tabTo(page, page.getByRole('button', { name: d.account.step2.next }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/client\/step-3$/);

    // A reload keeps the session: the header still offers Logout.
    await page.reload();
    const logout = page.getByRole('button', { name: d.shell.logout });
    await expect(logout).toBeVisible();

    // Sign out: at the provider too, then home, reloaded.
    await tabTo(page, logout);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: d.auth.loginMenu })).toBeVisible();
    expect(await page.evaluate(() => Object.keys(window.localStorage))).not.toContainEqual(
      expect.stringContaining('auth0spajs'),
    );

    // Signing in again asks for the e-mail again.
    await openRoute(page, '/freetrial', language);
    await tabTo(page, page.getByRole('button', { name: d.marketing.signUp.button }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: IDP[language].email })).toBeFocused();
    // …and, being known now, only the e-mail: back at step 2 with the saved details.
    await completeProviderSignIn(page, language, email, null);
    await expect(page).toHaveURL(/\/client\/step-2$/);
    await expect(page.getByRole('textbox', { name: f.lastName })).toHaveValue('Núñez');
    expect(consoleErrors).toEqual([]);
  });
}

test('an API call with a tampered token gets 401 in the error object', async ({ request }) => {
  const response = await request.post('/api/v1/getUserInfo', {
    headers: { authorization: 'Bearer aaa.bbb.ccc' },
    data: {},
  });
  expect(response.status()).toBe(401);
  expect(await response.json()).toMatchObject({ statusCode: 401, code: 'unauthorized' });
});
