// Issue 23: public pages arrive as HTML in the visitor's language and display modes, hydrate
// without changing what a user sees or logging an error, and nothing shifts.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  HTML_LANG,
  LANGUAGES,
  PUBLIC_ROUTES,
  dictionaries,
  documentTitle,
  expect,
  format,
  test,
  waitUntilInteractive,
  type Language,
} from './support/app.ts';

test.use({ trace: 'off' });

const LOCALE: Record<Language, string> = { en: 'en-US', sp: 'es-US' };
const NOT_FOUND = '/does-not-exist';

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

for (const language of LANGUAGES) {
  const d = dictionaries[language];

  test(`${language}: every public page arrives as HTML with its heading, text and navigation`, async ({
    request,
  }) => {
    for (const route of PUBLIC_ROUTES) {
      const response = await request.get(route.path, {
        headers: { 'accept-language': `${LOCALE[language]},${HTML_LANG[language]};q=0.9` },
      });
      expect(response.status(), route.path).toBe(route.path === NOT_FOUND ? 404 : 200);
      const html = await response.text();
      expect(html, route.path).toContain(`<html lang="${HTML_LANG[language]}"`);
      expect(decode(/<title>(.*?)<\/title>/s.exec(html)?.[1] ?? ''), route.path).toBe(
        documentTitle(d, route.title(d)),
      );
      expect(decode(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? ''), route.path).toBe(
        route.heading(d),
      );
      const nav = /<nav aria-label="([^"]+)"[^>]*>(.*?)<\/nav>/s.exec(html);
      expect(nav?.[1], route.path).toBe(d.shell.mainNav);
      expect(decode(nav?.[2] ?? ''), route.path).toContain(d.shell.home);
      // The main text, not just a heading: at least one paragraph of the page itself.
      const main = /<main[^>]*>(.*?)<\/main>/s.exec(html)?.[1] ?? '';
      const paragraphs = [...main.matchAll(/<p[^>]*>(.*?)<\/p>/gs)].map((match) =>
        decode(match[1] ?? ''),
      );
      expect(
        paragraphs.some((text) => text.length > 40),
        `${route.path} has its text`,
      ).toBe(true);
    }
  });
}

interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

/** Every layout shift and error of a page, from before its first script. */
async function watch(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The not-found page is sent with its 404 status, which the browser reports.
    if (message.type() === 'error' && !message.text().includes('status of 404')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const record = window as { layoutShift?: number; shifted?: string[] };
    record.layoutShift = 0;
    record.shifted = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        record.layoutShift! += entry.value;
        // What moved, for the failure message: a rare shift of about 0.00003, seen twice in
        // repeated local runs beside other tests, could not be reproduced on purpose.
        for (const source of entry.sources) {
          const node =
            source.node instanceof Element ? source.node.outerHTML.slice(0, 200) : 'text';
          record.shifted!.push(
            `${node} ${JSON.stringify(source.previousRect)} → ${JSON.stringify(source.currentRect)}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return errors;
}

async function contexts(browser: Browser, language: Language) {
  const locale = LOCALE[language];
  return Promise.all([
    browser.newContext({ locale, javaScriptEnabled: false }),
    browser.newContext({ locale }),
  ]);
}

for (const language of LANGUAGES) {
  test(`${language}: hydration changes nothing a user sees, logs nothing and shifts nothing`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const [withoutScript, withScript] = await contexts(browser, language);
    try {
      const still = await withoutScript.newPage();
      const live = await withScript.newPage();
      const errors = await watch(live);
      for (const route of PUBLIC_ROUTES) {
        await still.goto(route.path);
        const before = await still.locator('#root').innerText();
        await live.goto(route.path);
        // Hydrated, the page's code and the header menus loaded.
        await live.waitForLoadState('networkidle');
        // The home page's carousel turns every 4 s: read before its first turn.
        expect(await live.locator('#root').innerText(), route.path).toBe(before);
        const { layoutShift, shifted } = await live.evaluate(() => {
          const record = window as { layoutShift?: number; shifted?: string[] };
          return { layoutShift: record.layoutShift, shifted: record.shifted };
        });
        expect(layoutShift, `${route.path} shifted: ${shifted?.join('; ')}`).toBe(0);
      }
      expect(errors).toEqual([]);
    } finally {
      await Promise.all([withoutScript.close(), withScript.close()]);
    }
  });
}

test('the language and display modes chosen reach the next first paint, before any script', async ({
  browser,
}) => {
  const sp = dictionaries.sp;
  const live: BrowserContext = await browser.newContext({ locale: 'en-US' });
  const still = await browser.newContext({ locale: 'en-US', javaScriptEnabled: false });
  try {
    const page = await live.newPage();
    await page.goto('/');
    await waitUntilInteractive(page);
    const en = dictionaries.en;
    await page.getByRole('button', { name: en.settings.displayButton, exact: true }).click();
    await page.getByRole('switch', { name: en.settings.highContrast }).press('Space');
    await page.getByRole('switch', { name: en.settings.largeText }).press('Space');
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', {
        name: format(en.settings.languageButton, { current: en.settings.english }),
      })
      .click();
    await page.getByRole('menuitemradio', { name: en.settings.spanish }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await still.addCookies(await live.cookies());
    const plain = await still.newPage();
    await plain.goto('/our-team');
    await expect(plain.locator('html')).toHaveAttribute('lang', 'es');
    await expect(plain.getByRole('heading', { level: 1 })).toHaveText(sp.marketing.team.heading);
    const painted = await plain.evaluate(() => {
      const body = getComputedStyle(document.body);
      return {
        background: body.backgroundColor,
        color: body.color,
        fontSize: getComputedStyle(document.documentElement).fontSize,
      };
    });
    expect(painted).toEqual({
      background: 'rgb(0, 0, 0)',
      color: 'rgb(255, 255, 255)',
      fontSize: '20px',
    });
  } finally {
    await Promise.all([live.close(), still.close()]);
  }
});

test('a menu button pressed before the menus’ code arrives still opens its menu', async ({
  page,
}) => {
  const en = dictionaries.en;
  // The header menus load after the shell; hold them back to make the gap visible.
  await page.route(/\/assets\/header-menus-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/');
  const button = page.getByRole('button', {
    name: format(en.settings.languageButton, { current: en.settings.english }),
  });
  // By keyboard: focus it and press Enter before the menus are live.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio', { name: en.settings.spanish })).toBeVisible();
});

// The display trigger opens a dialog, so it has no aria-haspopup: a CI run lost a click on it.
test('a mouse press on Display settings that starts before the menus’ code arrives and ends after it opens the dialog', async ({
  page,
}) => {
  const en = dictionaries.en;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const chunk = /\/assets\/header-menus-[^/]+\.js$/;
  await page.route(chunk, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const button = page.getByRole('button', { name: en.settings.displayButton, exact: true });
  const box = (await button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  const arrived = page.waitForResponse(chunk);
  release();
  await arrived;
  // Hydration leaves the DOM as it was, so there is nothing to wait for but time: were the
  // menus still not live, the click would be kept and replayed, and the test would still pass.
  await page.waitForTimeout(500);
  await page.mouse.up();
  await expect(page.getByRole('dialog', { name: en.settings.displayTitle })).toBeVisible();
});
