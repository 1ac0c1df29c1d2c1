// The onboarding issue's journeys, keyboard only, in both languages: a plain client, a trial
// sign-up, a veterans-association member, a declined card tried again, and a forged return.
import type { Page } from '@playwright/test';
import {
  LANGUAGES,
  dictionaries,
  expect,
  format,
  openRoute,
  pageHeading,
  seedPreferences,
  tabTo,
  test,
  type Language,
} from './support/app.ts';
import { receiptFor } from './support/mail.ts';
import {
  answerQuestionnaire,
  chooseMonthlyPlan,
  completeStep2,
  currentUser,
  payWithCard,
  pendingOrderId,
  watchAccessToken,
  watchApiCalls,
} from './support/onboarding.ts';
import { completeProviderSignIn, newEmail } from './support/sign-in.ts';

/** The header's Login / Sign up menu, "I am an Individual Client", by keys. */
async function signInFromHeader(page: Page, language: Language, email: string) {
  const d = dictionaries[language];
  await page.goto('/');
  await tabTo(page, page.getByRole('button', { name: d.auth.loginMenu }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: d.auth.individual })).toBeFocused();
  await page.keyboard.press('Enter');
  await completeProviderSignIn(page, language, email);
}

/** From step 3: Skip, which for anyone without a running trial is the plan step. */
async function skipToPlans(page: Page, language: Language) {
  const d = dictionaries[language];
  await tabTo(page, page.getByRole('link', { name: d.account.step3.skip, exact: true }));
  await page.keyboard.press('Enter');
  await expect(pageHeading(page, format(d.account.step5.heading, { name: 'Ana' }))).toBeVisible();
}

async function expectDashboard(page: Page, language: Language) {
  const d = dictionaries[language];
  await expect(pageHeading(page, format(d.dashboard.welcome, { name: 'Ana' }))).toBeVisible();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  const toasts = page.getByRole('region', { name: d.shell.notifications });
  await expect(toasts).toContainText(d.payments.return.success);
  // The categories from the API, each a link to its page.
  await expect(page.locator('.category-grid').getByRole('link').first()).toBeVisible();
}

for (const language of LANGUAGES) {
  test.describe(`${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await seedPreferences(page, { language });
      watchAccessToken(page);
    });

    test('a plain client signs up, pays by card, and finds the receipt', async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(90_000);
      const d = dictionaries[language];
      await signInFromHeader(page, language, newEmail(`plain-${language}`));
      await completeStep2(page, language);
      await answerQuestionnaire(page, language);
      await expect(
        pageHeading(page, format(d.account.step5.heading, { name: 'Ana' })),
      ).toBeVisible();
      const apiCalls = watchApiCalls(page);
      await chooseMonthlyPlan(page, language);
      await expect(page.getByText(d.payments.payment.notSaved)).toBeVisible();
      await payWithCard(page, language, '4242 4242 4242 4242');
      await expectDashboard(page, language);
      // The server completed the profile when it verified the payment: the page wrote no
      // profile flag (issue 42).
      expect(apiCalls).toContain('POST /api/v1/update-payment-status');
      expect(apiCalls.filter((call) => call.includes('edit-user'))).toEqual([]);
      expect((await currentUser(page)).profile_incomplete).toBe(0);
      // The provider's parameters are gone from the address bar.
      expect(page.url()).not.toContain('order_id');

      await page.goto('/my-payments');
      const table = page.getByRole('table', { name: d.payments.myPayments.caption });
      const order = (await table.getByRole('rowheader').first().textContent()) ?? '';
      const details = table.getByRole('button', {
        name: format(d.payments.myPayments.viewDetailsOf, { order }),
      });
      await tabTo(page, details);
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', {
        name: format(d.payments.myPayments.receipt, { order }),
      });
      await expect(drawer).toBeVisible();
      await expect(drawer).toContainText(d.payments.myPayments.card);
      // Focus stays in the drawer.
      for (let press = 0; press < 4; press++) {
        await page.keyboard.press('Tab');
        expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(details).toBeFocused();
      expect(consoleErrors).toEqual([]);
    });

    test('a trial sign-up answers the questionnaire, saves a card, and reaches the dashboard', async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(90_000);
      const d = dictionaries[language];
      await openRoute(page, '/freetrial', language);
      await tabTo(page, page.getByRole('button', { name: d.marketing.signUp.button }));
      await page.keyboard.press('Enter');
      await completeProviderSignIn(page, language, newEmail(`trial-${language}`));
      await completeStep2(page, language);
      await answerQuestionnaire(page, language);
      // No trial running yet (no card saved): the plans, each free for six months first.
      const monthly = page.getByRole('radio', {
        name: new RegExp(
          `^${d.account.step5.monthly}: ${format(d.account.step5.trialPrice, { months: 6, price: '' })}`,
        ),
      });
      await expect(monthly).toBeVisible();
      await chooseMonthlyPlan(page, language);
      await expect(
        page.getByText(format(d.payments.payment.trialNote, { months: 6 })),
      ).toBeVisible();
      await payWithCard(page, language, '4242424242424242');
      await expectDashboard(page, language);
      expect((await currentUser(page)).subscription_status).toBe('trial_active');

      // Now a running trial: Skip on step 3 leads straight to the dashboard.
      await page.goto('/client/step-3');
      await tabTo(page, page.getByRole('link', { name: d.account.step3.skip, exact: true }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/client\/dashboard$/);
      expect(consoleErrors).toEqual([]);
    });

    test('a veterans-association member sees the 20% message, and the receipt shows it', async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(90_000);
      const d = dictionaries[language];
      const email = newEmail(`ausa-${language}`);
      await openRoute(page, '/ausa', language);
      await tabTo(page, page.getByRole('button', { name: d.marketing.signUp.button }));
      await page.keyboard.press('Enter');
      await completeProviderSignIn(page, language, email);
      await completeStep2(page, language);
      await skipToPlans(page, language);
      await expect(
        page.getByText(format(d.account.step5.memberNote, { percent: 20 })),
      ).toBeVisible();
      await chooseMonthlyPlan(page, language);
      await expect(
        page.getByText(format(d.payments.payment.memberNote, { percent: 20 })),
      ).toBeVisible();
      const orderId = await pendingOrderId(page);
      await payWithCard(page, language, '4242 4242 4242 4242');
      await expectDashboard(page, language);

      const receipt = await receiptFor(email, orderId);
      expect(receipt).toContain(
        language === 'en'
          ? 'Veterans-association member discount: 20%'
          : 'Descuento para miembros de la asociación de veteranos: 20%',
      );
      expect(consoleErrors).toEqual([]);
    });

    test('a declined card is said and changes nothing; a second card succeeds', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const d = dictionaries[language];
      await signInFromHeader(page, language, newEmail(`declined-${language}`));
      await completeStep2(page, language);
      await skipToPlans(page, language);
      const apiCalls = watchApiCalls(page);
      await chooseMonthlyPlan(page, language);
      await payWithCard(page, language, '4000 0000 0000 0002');

      const message = format(d.payments.payment.failed, { message: d.payments.card.declined });
      // Inline, and in the toast that announces it.
      await expect(page.getByRole('main').getByText(message)).toBeVisible();
      await expect(page.getByRole('region', { name: d.shell.notifications })).toContainText(
        message,
      );
      await expect(page.getByRole('button', { name: d.payments.payment.payNow })).toBeEnabled();
      expect((await currentUser(page)).profile_incomplete).toBe(1);
      // What was typed is kept.
      await expect(page.getByRole('textbox', { name: d.payments.card.cvc })).toHaveValue('123');

      await payWithCard(page, language, '4242 4242 4242 4242');
      await expectDashboard(page, language);
      const user = await currentUser(page);
      expect(user).toMatchObject({ profile_incomplete: 0, subscription_status: 'active' });
      expect(apiCalls.filter((call) => call.includes('edit-user'))).toEqual([]);
    });

    test('a forged return for an unpaid order says "Payment failed." and grants nothing', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const d = dictionaries[language];
      await signInFromHeader(page, language, newEmail(`forged-${language}`));
      await completeStep2(page, language);
      await skipToPlans(page, language);
      await chooseMonthlyPlan(page, language);
      const orderId = await pendingOrderId(page);

      await page.goto(`/?order_id=${orderId}&redirect_status=succeeded`);
      await expect(pageHeading(page, d.payments.payment.heading)).toBeVisible();
      await expect(page.getByRole('main').getByText(d.payments.payment.returnFailed)).toBeVisible();
      await expect(page.getByRole('region', { name: d.shell.notifications })).toContainText(
        d.payments.return.failed,
      );
      expect(page.url()).not.toContain('order_id');
      // The order's subscription exists but stays incomplete: nothing that gives access.
      expect((await currentUser(page)).subscription_status).toBe('incomplete');
      // The form is there to try again.
      await expect(page.getByRole('textbox', { name: d.payments.card.number })).toBeVisible();
    });
  });
}
