// Accessibility bar rows 1-3 and 13 for the sign-in issue's screens: step 2 (and its errors),
// my profile, the inactive-subscription page, the sign-in landing (loading and failed) and the
// idle warning dialog, in both languages and every display mode.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../a11y/axe.ts';
import {
  LANGUAGES,
  MODES,
  dictionaries,
  expect,
  pageHeading,
  seedPreferences,
  showInMode,
  test,
} from './support/app.ts';
import { completeProviderSignIn, newEmail, signUpForTrial } from './support/sign-in.ts';

test.use({ trace: 'off' });

/** Scans the page as it stands in every display mode (one page load, several checks). */
async function expectNoAxeViolationsInEveryMode(page: Page, what: string) {
  for (const mode of MODES) {
    await showInMode(page, mode);
    await expectNoAxeViolations(page, `${what} (${mode.name})`);
  }
  await showInMode(page, MODES[0]!);
}

for (const language of LANGUAGES) {
  test(`${language}: step 2, its errors, my profile, inactive page, idle dialog, in every mode`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const d = dictionaries[language];
    await page.clock.install();
    await seedPreferences(page, { language, display: MODES[0] });
    await signUpForTrial(page, language, newEmail(`axe-${language}`));
    await expectNoAxeViolationsInEveryMode(page, `step 2 (${language})`);

    await page
      .getByRole('main')
      .getByRole('textbox', { name: d.account.fields.firstName })
      .fill('');
    await page.getByRole('button', { name: d.account.step2.next }).click();
    await expect(page.getByRole('group', { name: d.account.errors.summaryTitle })).toBeFocused();
    await expectNoAxeViolationsInEveryMode(page, `step 2 errors (${language})`);

    await page.goto('/my-profile');
    await expect(pageHeading(page, d.account.myProfile.heading)).toBeVisible();
    await expectNoAxeViolationsInEveryMode(page, `my profile (${language})`);

    await page.goto('/client/in-active-subscription');
    await expect(pageHeading(page, d.account.inactive.heading)).toBeVisible();
    await expectNoAxeViolationsInEveryMode(page, `inactive subscription (${language})`);

    // Idle for 13 of the 15 minutes: the warning, focus on "Stay signed in".
    const before = page.getByRole('link', { name: d.account.inactive.choosePlan });
    await before.focus();
    await page.clock.fastForward('13:01');
    const dialog = page.getByRole('alertdialog', { name: d.auth.idle.heading });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: d.auth.idle.stay })).toBeFocused();
    await expectNoAxeViolationsInEveryMode(page, `idle dialog (${language})`);
    // Esc extends the session too; focus goes back where it was.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(before).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test(`${language}: the sign-in landing, while loading and when loading fails`, async ({
    page,
  }) => {
    const d = dictionaries[language];
    await seedPreferences(page, { language });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/getUserInfo', async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'internal',
          details: [],
          message: 'Something went wrong.',
          statusCode: 500,
          timestamp: new Date().toISOString(),
        }),
      });
    });
    // The full logout follows the failure after 3 s: held at the provider until the failure
    // has been scanned, since axe alone can take longer than that on a slow machine.
    let letSignOutGo: () => void = () => {};
    const signOutHeld = new Promise<void>((resolve) => (letSignOutGo = resolve));
    await page.route('**/v2/logout**', async (route) => {
      await signOutHeld;
      await route.continue();
    });
    await page.goto('/freetrial');
    await page.getByRole('button', { name: d.marketing.signUp.button }).click();
    await completeProviderSignIn(page, language, newEmail(`landing-${language}`));

    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByRole('main').getByRole('status').filter({ hasText: d.auth.signingIn.status }),
    ).toBeVisible();
    await expectNoAxeViolations(page, `sign-in landing (${language})`);

    release();
    // On the landing as text, said by its toast (one message, said once).
    await expect(page.getByRole('main').getByText(d.auth.errors.loadFailed)).toBeVisible();
    await expect(page.getByRole('region', { name: d.shell.notifications })).toContainText(
      d.auth.errors.loadFailed,
    );
    await expectNoAxeViolations(page, `sign-in failure (${language})`);
    letSignOutGo();
    // Then the full logout, 3 s after the failure: home, signed out.
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    await expect(page.getByRole('button', { name: d.auth.loginMenu })).toBeVisible();
  });
}
