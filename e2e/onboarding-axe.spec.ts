// Accessibility bar row 1 for the onboarding issue's screens and states: steps 3 to 5, the
// payment form (ready, with errors, after a declined card, without an order, after a failed
// return), the dashboard, My Payments and its receipt drawer, in both languages. Each state
// is scanned in all three display modes on one page load: the modes are attributes on <html>.
// The scans cover the main content (and the drawer): the header and footer around it are
// scanned on every route by routes-axe.spec.ts, and a whole-page scan costs twice as long.
import type { Locator, Page } from '@playwright/test';
import { expectCleanInEveryMode } from './support/axe.ts';
import {
  LANGUAGES,
  dictionaries,
  expect,
  format,
  pageHeading,
  seedPreferences,
  test,
} from './support/app.ts';
import { completeStep2, payWithCard } from './support/onboarding.ts';
import { newEmail, signUpForTrial } from './support/sign-in.ts';

test.use({ trace: 'off' });

/** A radio button by keys (its visible circle, not the input, takes pointer events). */
async function pick(page: Page, radio: Locator) {
  await radio.focus();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

for (const language of LANGUAGES) {
  test(`${language}: every onboarding and payment screen, in every display mode`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(240_000);
    const d = dictionaries[language];
    const where = `(${language})`;
    await seedPreferences(page, { language });
    await signUpForTrial(page, language, newEmail(`onboarding-axe-${language}`));
    await completeStep2(page, language);
    await expectCleanInEveryMode(page, `step 3 ${where}`);

    await page.getByRole('link', { name: d.account.step3.take }).click();
    await expect(page.getByRole('progressbar')).toBeVisible();
    await expectCleanInEveryMode(page, `step 4 ${where}`);
    await pick(page, page.getByRole('radiogroup').first().getByRole('radio').first());
    await page.getByRole('button', { name: d.account.step4.next }).click();

    await expect(pageHeading(page, format(d.account.step5.heading, { name: 'Ana' }))).toBeVisible();
    await expect(page.getByRole('radio').first()).toBeVisible();
    await expectCleanInEveryMode(page, `step 5 ${where}`);
    await pick(page, page.getByRole('radio').first());
    // The payment form waits for the subscription: hold it to scan the preparing state.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/create-subscription', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: d.account.step5.next }).click();
    await expect(page.getByText(d.payments.payment.preparing)).toBeVisible();
    await expectCleanInEveryMode(page, `payment form preparing ${where}`);
    release();

    await expect(page.getByRole('textbox', { name: d.payments.card.number })).toBeVisible();
    await expectCleanInEveryMode(page, `payment form ${where}`);
    await page.getByRole('button', { name: d.payments.payment.payNow }).click();
    await expect(page.getByRole('group', { name: d.payments.card.summaryTitle })).toBeFocused();
    await expectCleanInEveryMode(page, `payment form with errors ${where}`);
    await payWithCard(page, language, '4000000000000002');
    const failed = format(d.payments.payment.failed, { message: d.payments.card.declined });
    await expect(page.getByRole('main').getByText(failed)).toBeVisible();
    // The toast first, held by the pointer (React Aria pauses its 6 s timer on hover).
    await expect(page.locator('.toast-region')).toContainText(failed);
    await page.locator('.toast-region').hover();
    await expectCleanInEveryMode(page, `payment failed toast ${where}`, '.toast-region');
    await expectCleanInEveryMode(page, `payment failed ${where}`);

    await payWithCard(page, language, '4242424242424242');
    await expect(pageHeading(page, format(d.dashboard.welcome, { name: 'Ana' }))).toBeVisible();
    await expect(page.locator('.category-grid')).toBeVisible();
    await expectCleanInEveryMode(page, `dashboard ${where}`);

    await page.goto('/my-payments');
    await expect(page.getByRole('table')).toBeVisible();
    await expectCleanInEveryMode(page, `my payments ${where}`);
    // Reflow at 320 CSS px (WCAG 1.4.10): the table's rows stack, nothing scrolls sideways.
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await expectCleanInEveryMode(page, `my payments at 320 px ${where}`);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('button', { name: d.payments.myPayments.viewDetails }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectCleanInEveryMode(page, `receipt drawer ${where}`, '.drawer');

    expect(consoleErrors).toEqual([]);

    // A forged return (logged, on purpose): "Payment failed.", and no order left to pay.
    await page.goto('/?order_id=VH-00000000000000000000&redirect_status=succeeded');
    await expect(page.getByRole('main').getByText(d.payments.payment.returnFailed)).toBeVisible();
    await expect(page.getByRole('link', { name: d.payments.payment.choosePlan })).toBeVisible();
    await expectCleanInEveryMode(page, `payment failed, no order ${where}`);
  });
}
