// A signed-in client who has paid, made the quick way: the person signs in through the
// identity provider's pages (the one part that needs a browser), then the profile, the plan
// and the sandbox card payment go through the API with the token the page itself used.
// Tests about what a paying client sees start here instead of repeating onboarding; a journey
// that only reads takes the paid client this worker already signed in with the same options.
import type { BrowserContext, Page } from '@playwright/test';
import {
  dictionaries,
  expect,
  format,
  pageHeading,
  seedPreferences,
  test,
  waitUntilInteractive,
  type Language,
} from './app.ts';
import { accessToken, currentUser, watchAccessToken } from './onboarding.ts';
import { completeProviderSignIn, newEmail } from './sign-in.ts';

export interface PaidClientOptions {
  language: Language;
  /** Where the client lives: ZIP, and the state and city ids of GET /states and /state_cities. */
  home?: { zipcode: string; stateId: number; cityId: number };
  isVeteran?: 0 | 1;
  email?: string;
  /**
   * The journey writes nothing the next one would see (no list, report, alert or answers),
   * so it may take this worker's signed-in client of the same options and server instead of
   * signing a new person in.
   */
  shared?: boolean;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
interface SharedClient {
  state: StorageState;
  madeAt: number;
  email: string;
  userId: number;
}
/** This worker's shared clients, by server and options (a worker runs one test at a time). */
const sharedClients = new Map<string, SharedClient>();
/**
 * A shared session is kept for 8 minutes: the provider's access tokens last 15, auth0-spa-js
 * renews one a minute before it ends, and a renewal rotates the refresh token, which the saved
 * state would then hold spent. 8 leaves any one journey minutes to spare.
 */
const SHARED_FOR_MS = 8 * 60_000;

/**
 * Dallas, Texas, in the embedded geography: the VA Blind Rehabilitation Center in Waco is
 * 88 miles from 75201, so a veteran there sees it within 100 miles and not within 50.
 */
export const DALLAS = { zipcode: '75201', stateId: 1407, cityId: 114990 } as const;
/** Philadelphia: the offline trial snapshot's sample studies are within 200 miles of 19104. */
export const PHILADELPHIA = { zipcode: '19104', stateId: 1422, cityId: 124126 } as const;

async function api(page: Page, token: string, path: string, data: unknown) {
  const response = await page.request.post(`/api/v1/${path}`, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * Signs a new person in and pays the monthly plan (or, `shared`, takes this worker's); the page
 * is left on the dashboard.
 */
export async function signInAsPaidClient(page: Page, options: PaidClientOptions) {
  const { language, home = DALLAS, isVeteran = 1 } = options;
  const d = dictionaries[language];
  const welcome = pageHeading(page, format(d.dashboard.welcome, { name: 'Ana' }));
  // Only a test shares (bench:web signs in outside one), and only a person the test did not name.
  const key =
    options.shared && !options.email
      ? JSON.stringify([test.info().project.use.baseURL, language, home, isVeteran])
      : null;
  const kept = key ? sharedClients.get(key) : undefined;
  if (kept && Date.now() - kept.madeAt < SHARED_FOR_MS) {
    await page.context().setStorageState(kept.state);
    await seedPreferences(page, { language });
    await page.goto('/client/dashboard');
    await expect(welcome).toBeVisible();
    return { email: kept.email, userId: kept.userId };
  }
  const email = options.email ?? newEmail('paid');
  // Before the tokens are issued: their age is measured from no later than this.
  const signedInAt = Date.now();
  await seedPreferences(page, { language });
  watchAccessToken(page);
  await page.goto('/');
  // Pressed before the app runs, the button is a plain form button that leads to the
  // dashboard's sign-in page; the menu needs the app (bench:web calls this on a plain page).
  await waitUntilInteractive(page);
  await page.getByRole('button', { name: d.auth.loginMenu }).click();
  await page.getByRole('menuitem', { name: d.auth.individual }).click();
  await completeProviderSignIn(page, language, email);
  await expect(pageHeading(page, d.account.step2.heading)).toBeVisible();
  const user = await currentUser(page);
  const bearer = accessToken(page);
  const userId = user['user_id'] as number;
  // The my-profile form's fields: the address and the veteran flag too.
  await api(page, bearer, 'updateUser', {
    user_id: userId,
    first_name: 'Ana',
    last_name: 'Núñez',
    dob: '1980-01-15',
    contact_number: '(214) 555-1234',
    state_id: home.stateId,
    zipcode: home.zipcode,
    address1: '1 Main St',
    city_id: home.cityId,
    country_id: 233,
    is_veteran: isVeteran,
  });
  const plans = await page.request.get('/api/v1/fetch-payment-plans', {
    headers: { authorization: `Bearer ${bearer}` },
  });
  const planId = ((await plans.json()) as { data: { id: number }[] }).data[0]!.id;
  const saved = (await api(page, bearer, 'save-payment-plan-details', {
    user_id: userId,
    payment_plan_id: planId,
    provider_id: 1,
  })) as { data: { user_payment_id: number; order_id: string } };
  const subscription = (await api(page, bearer, 'create-subscription', {
    userPaymentId: saved.data.user_payment_id,
    orderId: saved.data.order_id,
    userId,
    paymentPlanId: planId,
  })) as { clientSecret: string };
  const confirmed = await api(page, bearer, 'sandbox/confirm', {
    client_secret: subscription.clientSecret,
    card_number: '4242424242424242',
    exp_month: 12,
    exp_year: new Date().getFullYear() + 2,
    cvc: '123',
    return_url: new URL('/', page.url()).href,
  });
  expect(confirmed['status']).toBe('succeeded');
  // What the return page does: the server asks the gateway and activates the subscription.
  await api(page, bearer, 'update-payment-status', {
    order_id: saved.data.order_id,
    status: 'PAYMENT_SUCCESS',
  });
  await page.goto('/client/dashboard');
  await expect(welcome).toBeVisible();
  if (key) {
    const state = await page.context().storageState();
    sharedClients.set(key, { state, madeAt: signedInAt, email, userId });
  }
  return { email, userId };
}
