// The plain journey with Stripe configured: the server talks to the fake Stripe server (its
// real API shapes), and the browser gets a fake Stripe.js for js.stripe.com whose confirm call
// reaches the same fake server and returns with Stripe's real query parameters.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import {
  dictionaries,
  expect,
  format,
  pageHeading,
  seedPreferences,
  tabTo,
  test,
} from './support/app.ts';
import { chooseMonthlyPlan, completeStep2, currentUser } from './support/onboarding.ts';
import { completeProviderSignIn, newEmail } from './support/sign-in.ts';

const FAKE_STRIPE_JS = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'support/fake-stripe.js'),
  'utf8',
);

async function routeStripe(page: Page) {
  const fakeStripe = process.env.E2E_FAKE_STRIPE_URL;
  if (!fakeStripe) throw new Error('E2E_FAKE_STRIPE_URL is not set (playwright.config.ts sets it)');
  const stripeJsRequests: string[] = [];
  await page.route('https://js.stripe.com/**', async (route) => {
    stripeJsRequests.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: FAKE_STRIPE_JS });
  });
  await page.route('https://api.stripe.com/**', async (route) => {
    const response = await route.fetch({
      url: route.request().url().replace('https://api.stripe.com', fakeStripe),
    });
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'access-control-allow-origin': '*' },
    });
  });
  return stripeJsRequests;
}

test('en: a plain client pays through Stripe and reaches the dashboard', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const language = 'en';
  const d = dictionaries[language];
  await seedPreferences(page, { language });
  const stripeJsRequests = await routeStripe(page);

  await page.goto('/');
  await tabTo(page, page.getByRole('button', { name: d.auth.loginMenu }));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await completeProviderSignIn(page, language, newEmail('stripe-en'));
  await completeStep2(page, language);
  await tabTo(page, page.getByRole('link', { name: d.account.step3.skip, exact: true }));
  await page.keyboard.press('Enter');
  await expect(pageHeading(page, format(d.account.step5.heading, { name: 'Ana' }))).toBeVisible();
  // Nothing of Stripe's before the payment page.
  expect(stripeJsRequests).toEqual([]);
  await chooseMonthlyPlan(page, language);

  // Stripe.js loaded once, on this page; the Payment Element's card field inside the form.
  const card = page.getByRole('textbox', { name: 'Card number' });
  await expect(card).toBeVisible();
  expect(stripeJsRequests).toHaveLength(1);
  await tabTo(page, card);
  await page.keyboard.type('4000000000000002');
  await tabTo(page, page.getByRole('button', { name: d.payments.payment.payNow }));
  await page.keyboard.press('Enter');
  // Stripe's own message for a declined card, inside ours.
  await expect(
    page
      .getByRole('main')
      .getByText(format(d.payments.payment.failed, { message: 'Your card was declined.' })),
  ).toBeVisible();
  expect((await currentUser(page)).profile_incomplete).toBe(1);

  await tabTo(page, card);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('4242424242424242');
  await tabTo(page, page.getByRole('button', { name: d.payments.payment.payNow }));
  await page.keyboard.press('Enter');
  await expect(pageHeading(page, format(d.dashboard.welcome, { name: 'Ana' }))).toBeVisible();
  await expect(page.getByRole('region', { name: d.shell.notifications })).toContainText(
    d.payments.return.success,
  );
  expect(page.url()).not.toContain('payment_intent');
  expect(await currentUser(page)).toMatchObject({
    subscription_status: 'active',
    profile_incomplete: 0,
  });
  // The browser logs the declined card's 402 from api.stripe.com; nothing else.
  expect(consoleErrors.filter((error) => !error.includes('status of 402'))).toEqual([]);
});
