// The plain journey with Stripe configured: the server talks to the fake Stripe server (its
// real API shapes), and the browser gets a fake Stripe.js for js.stripe.com whose confirm call
// reaches the same fake server and returns with Stripe's real query parameters.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import Stripe from 'stripe';
import {
  dictionaries,
  expect,
  format,
  pageHeading,
  seedPreferences,
  tabTo,
  test,
} from './support/app.ts';
import {
  chooseMonthlyPlan,
  completeStep2,
  currentUser,
  watchAccessToken,
  watchApiCalls,
} from './support/onboarding.ts';
import { completeProviderSignIn, newEmail } from './support/sign-in.ts';

const FAKE_STRIPE_JS = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'support/fake-stripe.js'),
  'utf8',
);

/** The app server's webhook secret (playwright.config.ts). */
const WEBHOOK_SECRET = 'whsec_fakestripe';

/** Stripe's billing ends a subscription: a signed customer.subscription.deleted event. */
async function cancelThroughWebhook(page: Page, subscriptionId: string) {
  const payload = JSON.stringify({
    id: `evt_e2e_${Date.now()}`,
    object: 'event',
    type: 'customer.subscription.deleted',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: subscriptionId, object: 'subscription', status: 'canceled' } },
  });
  const stripe = new Stripe('sk_test_fakestripe');
  const response = await page.request.post('/api/v1/webhooks/stripe', {
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      }),
    },
    data: payload,
  });
  expect(response.status()).toBe(200);
}

/** Types a card into the (fake) Payment Element and presses Pay Now, by keys. */
async function payThroughStripe(page: Page, number: string) {
  const d = dictionaries.en;
  const card = page.getByRole('textbox', { name: 'Card number' });
  await tabTo(page, card);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(number);
  await tabTo(page, page.getByRole('button', { name: d.payments.payment.payNow }));
  await page.keyboard.press('Enter');
}

/** A new client from the header's sign-in through step 2, then Skip to the plans. */
async function signUpAndReachPlans(page: Page) {
  const d = dictionaries.en;
  await page.goto('/');
  await tabTo(page, page.getByRole('button', { name: d.auth.loginMenu }));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await completeProviderSignIn(page, 'en', newEmail('stripe-en'));
  await completeStep2(page, 'en');
  await tabTo(page, page.getByRole('link', { name: d.account.step3.skip, exact: true }));
  await page.keyboard.press('Enter');
  await expect(pageHeading(page, format(d.account.step5.heading, { name: 'Ana' }))).toBeVisible();
}

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
  watchAccessToken(page);
  const stripeJsRequests = await routeStripe(page);

  await signUpAndReachPlans(page);
  // Nothing of Stripe's before the payment page.
  expect(stripeJsRequests).toEqual([]);
  const apiCalls = watchApiCalls(page);
  await chooseMonthlyPlan(page, language);

  // Stripe.js loaded once, on this page; the Payment Element's card field inside the form.
  const card = page.getByRole('textbox', { name: 'Card number' });
  await expect(card).toBeVisible();
  expect(stripeJsRequests).toHaveLength(1);
  await payThroughStripe(page, '4000000000000002');
  // Stripe's own message for a declined card, inside ours.
  await expect(
    page
      .getByRole('main')
      .getByText(format(d.payments.payment.failed, { message: 'Your card was declined.' })),
  ).toBeVisible();
  expect((await currentUser(page)).profile_incomplete).toBe(1);

  await payThroughStripe(page, '4242424242424242');
  await expect(pageHeading(page, format(d.dashboard.welcome, { name: 'Ana' }))).toBeVisible();
  await expect(page.getByRole('region', { name: d.shell.notifications })).toContainText(
    d.payments.return.success,
  );
  expect(page.url()).not.toContain('payment_intent');
  expect(await currentUser(page)).toMatchObject({
    subscription_status: 'active',
    profile_incomplete: 0,
  });
  // The server completed the profile when it verified the payment, through the page's
  // leaving for Stripe and coming back: the page itself wrote no profile flag (issue 42).
  expect(apiCalls).toContain('POST /api/v1/update-payment-status');
  expect(apiCalls.filter((call) => call.includes('edit-user'))).toEqual([]);
  // The browser logs the declined card's 402 from api.stripe.com; nothing else.
  expect(consoleErrors.filter((error) => !error.includes('status of 402'))).toEqual([]);
});

test('en: a canceled client chooses a plan on the inactive page, pays, and is active again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const language = 'en';
  const d = dictionaries[language];
  await seedPreferences(page, { language });
  watchAccessToken(page);
  await routeStripe(page);
  await signUpAndReachPlans(page);
  const subscription = page.waitForResponse('**/api/v1/create-subscription');
  await chooseMonthlyPlan(page, language);
  const { subscriptionId } = (await (await subscription).json()) as { subscriptionId: string };
  await payThroughStripe(page, '4242424242424242');
  await expect(pageHeading(page, format(d.dashboard.welcome, { name: 'Ana' }))).toBeVisible();

  await cancelThroughWebhook(page, subscriptionId);
  expect((await currentUser(page)).subscription_status).toBe('canceled');
  // The next visit: the redirect table's inactive page, with its way forward.
  await page.reload();
  await expect(pageHeading(page, d.account.inactive.heading)).toBeVisible();
  await expect(page).toHaveURL(/\/client\/in-active-subscription$/);
  await tabTo(page, page.getByRole('link', { name: d.account.inactive.choosePlan }));
  await page.keyboard.press('Enter');
  await expect(pageHeading(page, format(d.account.step5.heading, { name: 'Ana' }))).toBeVisible();
  await chooseMonthlyPlan(page, language);
  await payThroughStripe(page, '4242424242424242');
  await expect(pageHeading(page, format(d.dashboard.welcome, { name: 'Ana' }))).toBeVisible();
  expect(String((await currentUser(page)).subscription_status).split(',')).toContain('active');
});
