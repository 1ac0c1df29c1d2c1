// Onboarding by keyboard: step 2's fields, the questionnaire, a plan and the sandbox's card
// form, as a keyboard user fills them (Tab to each control, then type or press keys).
import type { Page } from '@playwright/test';
import { dictionaries, expect, pageHeading, tabTo, type Language } from './app.ts';

/**
 * The state as people type it: its postal code, in both languages (issue 36). "PA" also
 * begins a word of "Armed Forces Pacific"; Pennsylvania must come first.
 */
const STATE = {
  en: { typed: 'PA', name: 'Pennsylvania', alsoListed: 'Armed Forces Pacific' },
  sp: { typed: 'PA', name: 'Pensilvania', alsoListed: 'Fuerzas Armadas del Pacífico' },
} as const;

/** Step 2 with valid details, then Next: lands on step 3. */
export async function completeStep2(page: Page, language: Language) {
  const d = dictionaries[language];
  const f = d.account.fields;
  await expect(pageHeading(page, d.account.step2.heading)).toBeVisible();
  const main = page.getByRole('main');
  await tabTo(page, main.getByRole('textbox', { name: f.lastName }));
  await page.keyboard.type('Núñez');
  await tabTo(page, main.getByRole('textbox', { name: f.contactNumber }));
  await page.keyboard.type('2155551234');
  // The date's segments in the locale's order: month first in English, day in Spanish.
  await page.keyboard.press('Tab');
  await page.keyboard.type(language === 'en' ? '01151980' : '15011980');
  await tabTo(page, main.getByRole('combobox', { name: f.state }));
  await page.keyboard.type(STATE[language].typed);
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toHaveAccessibleName(STATE[language].name);
  await expect(options.filter({ hasText: STATE[language].alsoListed })).toHaveCount(1);
  // The first option, by keys: what a keyboard user choosing the top suggestion does.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(main.getByRole('combobox', { name: f.state })).toHaveValue(STATE[language].name);
  await tabTo(page, main.getByRole('textbox', { name: f.zipcode }));
  await page.keyboard.type('19104');
  await tabTo(page, main.getByRole('button', { name: d.account.step2.next }));
  await page.keyboard.press('Enter');
  await expect(pageHeading(page, d.account.step3.heading)).toBeVisible();
}

/** From step 3: take the questionnaire and answer two questions by keys, then Next. */
export async function answerQuestionnaire(page: Page, language: Language) {
  const d = dictionaries[language];
  await tabTo(page, page.getByRole('link', { name: d.account.step3.take }));
  await page.keyboard.press('Enter');
  await expect(pageHeading(page, d.account.step4.heading)).toBeVisible();
  const progress = page.getByRole('progressbar', { name: d.surveys.progressLabel });
  // Question 1 is a checkbox group: Tab to its first box, Space ticks it.
  const firstGroup = page
    .getByRole('group')
    .filter({ has: page.getByRole('checkbox') })
    .first();
  await tabTo(page, firstGroup.getByRole('checkbox').first());
  await page.keyboard.press('Space');
  await expect(progress).toHaveAttribute('aria-valuenow', '1');
  // Question 2 is a radio group: Tab into it, the arrow key picks the next choice.
  const radios = page.getByRole('radiogroup').first().getByRole('radio');
  await tabTo(page, radios.first());
  await page.keyboard.press('ArrowDown');
  await expect(radios.nth(1)).toBeChecked();
  await expect(progress).toHaveAttribute('aria-valuenow', '2');
  await tabTo(page, page.getByRole('button', { name: d.account.step4.next }));
  await page.keyboard.press('Enter');
}

/** On step 5: the first plan (monthly) by keys, then Next; lands on /payment. */
export async function chooseMonthlyPlan(page: Page, language: Language) {
  const d = dictionaries[language];
  const plan = page.getByRole('radio', { name: new RegExp(`^${d.account.step5.monthly}:`) });
  await tabTo(page, plan);
  await page.keyboard.press('Space');
  await expect(plan).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: d.account.step5.next }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('announcer-polite')).toHaveText(d.account.step5.saved);
  await expect(pageHeading(page, d.payments.payment.heading)).toBeVisible();
}

/** On /payment with the sandbox: types a card and presses Pay Now. */
export async function payWithCard(page: Page, language: Language, number: string) {
  const d = dictionaries[language];
  const card = page.getByRole('textbox', { name: d.payments.card.number });
  await tabTo(page, card);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(number);
  await tabTo(page, page.getByRole('textbox', { name: d.payments.card.expiry }));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('12/34');
  await tabTo(page, page.getByRole('textbox', { name: d.payments.card.cvc }));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('123');
  await tabTo(page, page.getByRole('button', { name: d.payments.payment.payNow }));
  await page.keyboard.press('Enter');
}

const seenTokens = new WeakMap<Page, string>();

/**
 * Remembers the bearer token of the page's latest API call (Playwright's request events),
 * so a test can ask the API what the signed-in user looks like without reading the
 * sign-in library's storage. Call before the page signs in.
 */
/**
 * The page's own API calls from now on, as "METHOD /api/v1/path" (calls made through
 * `page.request`, such as currentUser's, are not the page's and are not seen).
 */
export function watchApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

export function watchAccessToken(page: Page) {
  page.on('request', (request) => {
    const header = request.headers()['authorization'];
    if (header?.startsWith('Bearer ')) seenTokens.set(page, header.slice('Bearer '.length));
  });
}

export function accessToken(page: Page): string {
  const token = seenTokens.get(page);
  if (!token) throw new Error('No API call with a token seen: call watchAccessToken(page) first');
  return token;
}

/** The signed-in user as the API has them now. */
export async function currentUser(page: Page) {
  const response = await page.request.post('/api/v1/getUserInfo', {
    headers: { authorization: `Bearer ${accessToken(page)}` },
    data: {},
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/** The order step 5 left for /payment. */
export async function pendingOrderId(page: Page): Promise<string> {
  const orderId = await page.evaluate(
    () =>
      (JSON.parse(window.sessionStorage.getItem('pendingOrder') ?? '{}') as { order_id?: string })
        .order_id,
  );
  if (!orderId) throw new Error('No pending order');
  return orderId;
}
