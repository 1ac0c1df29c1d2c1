// The page guard's answer as a browser meets it (docs/rate-limits.md): past the address's page
// limit a page request gets the prerendered 429 page in the visitor's language, with
// Retry-After, a "Try again" link to the same address, and no script.
//
// The shared servers raise every limit, so this spec starts a server of its own whose page
// guard allows one page a minute (PAGE_RATE_LIMIT_PER_MINUTE=1). The guard counts in fixed
// wall-clock minutes, so each test first spends the address's budget and, should a minute
// turn in between, spends it again.
// The base `test` of Playwright: the app's fixture waits for the app to take over after every
// load, and this page has no script to do that.
import { test, type APIRequestContext, type Page } from '@playwright/test';
import { PREFERENCE_COOKIES } from '../src/contracts/preferences.ts';
import { dictionaries, documentTitle, expect, HTML_LANG, type Language } from './support/app.ts';
import { expectCleanInEveryMode } from './support/axe.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';

test.describe.configure({ mode: 'serial' });

let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startOwnServer('page-guard', { PAGE_RATE_LIMIT_PER_MINUTE: '1' });
});

test.afterAll(async () => {
  await server?.stop();
});

/** Asks for pages (as a script, not counted any differently) until the guard refuses one. */
async function spendPageBudget(request: APIRequestContext) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const response = await request.get(`${server.base}/our-team`, {
      headers: { accept: 'text/html' },
    });
    if (response.status() === 429) return;
  }
  throw new Error('the page guard never refused a page');
}

/** Opens `path` once the budget is spent; a new minute in between gets a second go. */
async function openRefusedPage(page: Page, path: string) {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await spendPageBudget(page.request);
    const response = await page.goto(`${server.base}${path}`);
    if (response?.status() === 429) return response;
  }
  throw new Error(`${path} was not refused`);
}

const CASES: ReadonlyArray<{ language: Language; how: string; locale: string; cookie?: string }> = [
  { language: 'en', how: 'by the browser (Accept-Language)', locale: 'en-US' },
  { language: 'sp', how: 'by the browser (Accept-Language)', locale: 'es-MX' },
  // A choice made on this device outranks the browser's languages.
  { language: 'sp', how: 'by the language cookie', locale: 'en-US', cookie: 'sp' },
];

for (const { language, how, locale, cookie } of CASES) {
  test(`over the page limit: the 429 page in ${language}, chosen ${how}`, async ({ browser }) => {
    const d = dictionaries[language];
    const context = await browser.newContext({ locale });
    if (cookie) {
      await context.addCookies([
        { name: PREFERENCE_COOKIES.language, value: cookie, url: server.base },
      ]);
    }
    const page = await context.newPage();
    const path = '/our-story?from=e2e';

    const response = await openRefusedPage(page, path);
    const headers = response.headers();
    const retryAfter = Number(headers['retry-after']);
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
    expect(headers['content-type']).toContain('text/html');
    expect(headers['cache-control']).toBe('no-store');

    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[language]);
    await expect(page).toHaveTitle(documentTitle(d, d.shell.tooManyRequestsTitle));
    await expect(
      page.getByRole('heading', { level: 1, name: d.shell.tooManyRequestsTitle }),
    ).toBeVisible();
    await expect(page.getByText(d.shell.tooManyRequestsBody)).toBeVisible();
    // Nothing on it asks the server for more.
    expect(await page.locator('script').count()).toBe(0);

    const tryAgain = page.getByRole('link', { name: d.shell.retry });
    await expect(tryAgain).toHaveAttribute('href', path);
    await expectCleanInEveryMode(page, `429 page (${language})`, 'body');

    // The link asks for the same address again (still refused within this minute).
    const [again] = await Promise.all([
      page.waitForResponse((answer) => answer.request().isNavigationRequest()),
      tryAgain.click(),
    ]);
    expect(new URL(again.url()).pathname + new URL(again.url()).search).toBe(path);
    await context.close();
  });
}

test('the display modes chosen on the device are on the 429 page', async ({ browser }) => {
  const context = await browser.newContext();
  await context.addCookies([
    { name: PREFERENCE_COOKIES.contrast, value: 'high', url: server.base },
    { name: PREFERENCE_COOKIES.text, value: 'large', url: server.base },
  ]);
  const page = await context.newPage();
  await openRefusedPage(page, '/');
  await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
  await expect(page.locator('html')).toHaveAttribute('data-text', 'large');
  await context.close();
});
