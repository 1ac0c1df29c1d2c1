// Reading a list of organisations by keyboard alone, as a screen-reader user would (issue 35):
// "read results" says the count and the first card and moves focus to its heading; "n" moves
// one card on; "call" dials the current card's number, once. No message holds two cards.
import { expect, runCommand, test } from './support/app.ts';
import { PHILADELPHIA, signInAsPaidClient } from './support/paid-client.ts';
import { recordAnnouncements, spoken } from './support/spoken-log.ts';

/** Runs in the page: records each tel: link followed, instead of handing it to the system. */
function recordDialling() {
  const dialled: string[] = [];
  (window as unknown as { __dialled: string[] }).__dialled = dialled;
  window.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="tel:"]');
      if (!link) return;
      dialled.push(link.getAttribute('href') ?? '');
      event.preventDefault();
    },
    true,
  );
}

test('en: read results, next, next and call, by keyboard alone', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await page.addInitScript(recordDialling);
  // The shipped directory publishes almost no numbers (a number only once a person has
  // checked it: the contact allow-list), so the API's answer gives each organisation one.
  await page.route('**/api/v1/organizations', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { phone: string | null }[] };
    body.data.forEach((organization, index) => {
      organization.phone = `215555${String(1000 + index)}`;
    });
    await route.fulfill({ response, json: body });
  });
  await recordAnnouncements(page);
  await signInAsPaidClient(page, { language: 'en', home: PHILADELPHIA, shared: true });

  await runCommand(page, 'find vision rehabilitation near 19104');
  await expect(page).toHaveURL(/\/client\/organization\/search\?zipcode=19104&/);
  const cards = page.getByRole('article');
  await expect(cards.nth(2)).toBeVisible();
  const names = (await cards.getByRole('heading').allTextContents()).slice(0, 3);
  const heading = (index: number) => cards.nth(index).getByRole('heading').first();

  await runCommand(page, 'read results');
  await expect(heading(0)).toBeFocused();
  await page.keyboard.press('n');
  await expect(heading(1)).toBeFocused();
  await page.keyboard.press('n');
  await expect(heading(2)).toBeFocused();

  await runCommand(page, 'call');
  const link = cards.nth(2).getByRole('link', { name: /^Call / });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __dialled: string[] }).__dialled))
    .toEqual([await link.getAttribute('href')]);
  await page.waitForTimeout(300);
  expect(
    await page.evaluate(() => (window as unknown as { __dialled: string[] }).__dialled),
  ).toHaveLength(1);

  // Card by card: no message says two organisations' names.
  const messages = await spoken(page);
  for (const message of messages) {
    expect(
      names.filter((name) => message.includes(name.replace(/^\d+\.\s*/, ''))).length,
    ).toBeLessThan(2);
  }
  expect(consoleErrors).toEqual([]);
});
