// The onboarding issue's journeys, keyboard only, in both languages: a plain client from the
// header's sign-in through steps 2 to 5, the sandbox card, "Payment successful!", the
// dashboard, My Payments and the receipt drawer.
import {
  LANGUAGES,
  dictionaries,
  expect,
  format,
  pageHeading,
  seedPreferences,
  tabTo,
  test,
} from './support/app.ts';
import {
  answerQuestionnaire,
  chooseMonthlyPlan,
  completeStep2,
  payWithCard,
} from './support/onboarding.ts';
import { completeProviderSignIn, newEmail } from './support/sign-in.ts';

for (const language of LANGUAGES) {
  test(`${language}: a plain client signs up, pays by card, and finds the receipt`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    const d = dictionaries[language];
    await seedPreferences(page, { language });
    await page.goto('/');
    await tabTo(page, page.getByRole('button', { name: d.auth.loginMenu }));
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await completeProviderSignIn(page, language, newEmail(`plain-${language}`));
    await completeStep2(page, language);
    await answerQuestionnaire(page, language);

    await expect(pageHeading(page, format(d.account.step5.heading, { name: 'Ana' }))).toBeVisible();
    await chooseMonthlyPlan(page, language);
    await expect(page.getByText(d.payments.payment.notSaved)).toBeVisible();
    await payWithCard(page, language, '4242 4242 4242 4242');

    const welcome = pageHeading(page, format(d.dashboard.welcome, { name: 'Ana' }));
    await expect(welcome).toBeVisible();
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await expect(
      page.getByRole('alert').filter({ hasText: d.payments.return.success }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: /./ }).filter({ hasText: /\w/ }).first(),
    ).toBeVisible();

    await page.goto('/my-payments');
    const table = page.getByRole('table', { name: d.payments.myPayments.caption });
    await expect(table).toBeVisible();
    const details = table.getByRole('button', { name: /VH-/ });
    await expect(details).toHaveCount(1);
    const order = (await table.getByRole('rowheader').first().textContent()) ?? '';
    await tabTo(page, details);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', {
      name: format(d.payments.myPayments.receipt, { order }),
    });
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(details).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });
}
