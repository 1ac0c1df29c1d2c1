// Accessibility bar rows 11 and 12 for the footer's subscribe form, and the API's contract.
import type { Page } from '@playwright/test';
import {
  LANGUAGES,
  dictionaries,
  expect,
  openRoute,
  seedPreferences,
  test,
  type Dictionary,
} from './support/app.ts';

/** A fresh address for each call, so reruns against one database still start unsubscribed. */
function uniqueAddress(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

function subscribeForm(page: Page, d: Dictionary) {
  const region = page.getByRole('region', { name: d.subscribe.heading });
  return {
    region,
    email: region.getByRole('textbox', { name: d.subscribe.label }),
    submit: region.getByRole('button', { name: d.subscribe.submit, exact: true }),
  };
}

for (const language of LANGUAGES) {
  const d = dictionaries[language];

  test.describe(`subscribe form (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await seedPreferences(page, { language });
    });

    test('an invalid address shows the error, tied to the field, with focus in it', async ({
      page,
    }) => {
      await openRoute(page, '/our-story', language);
      const form = subscribeForm(page, d);
      await expect(form.email).toHaveAttribute('autocomplete', 'email');
      await form.email.fill('not an address');
      await form.submit.click();

      await expect(form.region.getByText(d.subscribe.invalid, { exact: true })).toBeVisible();
      await expect(form.email).toHaveAttribute('aria-invalid', 'true');
      await expect(form.email).toHaveAccessibleDescription(new RegExp(d.subscribe.invalid));
      await expect(form.email).toBeFocused();
      await expect(page.getByTestId('announcer-assertive')).toHaveText(d.subscribe.invalid);

      // Correcting the address clears the error.
      await form.email.fill('name@example.com');
      await expect(form.email).not.toHaveAttribute('aria-invalid', 'true');
      await expect(form.region.getByText(d.subscribe.invalid, { exact: true })).toHaveCount(0);
    });

    test('a new address is thanked, on screen and to screen readers', async ({ page }) => {
      await openRoute(page, '/our-story', language);
      const form = subscribeForm(page, d);
      await form.email.fill(uniqueAddress(`new-${language}`));
      await form.email.press('Enter');

      await expect(form.region.getByText(d.subscribe.subscribed, { exact: true })).toBeVisible();
      await expect(page.getByTestId('announcer-polite')).toHaveText(d.subscribe.subscribed);
      await expect(form.email).toHaveValue('');
    });
  });
}

test.describe('subscribe form (en)', () => {
  const d = dictionaries.en;

  test.beforeEach(async ({ page }) => {
    await seedPreferences(page, { language: 'en' });
  });

  test('the same address twice is told it is already subscribed', async ({ page }) => {
    await openRoute(page, '/');
    const form = subscribeForm(page, d);
    const address = uniqueAddress('twice');

    await form.email.fill(address);
    await form.submit.click();
    await expect(form.region.getByText(d.subscribe.subscribed, { exact: true })).toBeVisible();

    await form.email.fill(address.toUpperCase());
    await form.submit.click();
    await expect(
      form.region.getByText(d.subscribe.alreadySubscribed, { exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId('announcer-polite')).toHaveText(d.subscribe.alreadySubscribed);
  });

  test('a server failure is shown for 5 s, then cleared', async ({ page }) => {
    await page.clock.install();
    await page.route('**/api/v1/subscribe', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'internal',
          details: [],
          message: 'Something went wrong on our side.',
          statusCode: 500,
          timestamp: new Date().toISOString(),
        }),
      }),
    );
    await openRoute(page, '/');
    // Time stands still from here, so the 5 s are measured from the moment the message appears.
    // A second ahead: pausing at a moment the page's clock has already passed fails.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const form = subscribeForm(page, d);
    await form.email.fill(uniqueAddress('failure'));
    await form.submit.click();

    const failure = form.region.getByText(d.subscribe.failed, { exact: true });
    await expect(failure).toBeVisible();
    await page.clock.runFor(4900);
    await expect(failure).toBeVisible();
    await expect(page.getByTestId('announcer-assertive')).toHaveText(d.subscribe.failed);
    await page.clock.runFor(100);
    await expect(failure).toBeHidden();
  });
});

test.describe('subscribe API', () => {
  test('an invalid body gets a 400 error object', async ({ request }) => {
    const response = await request.post('/api/v1/subscribe', {
      data: { email: 'not an address', language: 'en' },
    });
    expect(response.status()).toBe(400);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([
      'code',
      'details',
      'message',
      'statusCode',
      'timestamp',
    ]);
    expect(body).toMatchObject({ code: 'validation_failed', statusCode: 400 });
    expect(typeof body.message).toBe('string');
    expect(body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'body.email', message: dictionaries.en.subscribe.invalid }),
      ]),
    );
    expect(new Date(String(body.timestamp)).toISOString()).toBe(body.timestamp);
  });

  test('a missing e-mail is a 400 too', async ({ request }) => {
    const response = await request.post('/api/v1/subscribe', { data: { language: 'sp' } });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed', statusCode: 400 });
  });

  test('a new address is 201 subscribed, the same again 200 already_subscribed', async ({
    request,
  }) => {
    const email = uniqueAddress('api');
    const first = await request.post('/api/v1/subscribe', { data: { email, language: 'sp' } });
    expect(first.status()).toBe(201);
    expect(await first.json()).toMatchObject({ code: 'subscribed' });

    const again = await request.post('/api/v1/subscribe', { data: { email, language: 'en' } });
    expect(again.status()).toBe(200);
    expect(await again.json()).toMatchObject({ code: 'already_subscribed' });
  });
});
