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
  findRoute,
  format,
  pageHeading,
  test,
  waitUntilInteractive,
  type Language,
} from './support/app.ts';
import { PREFERENCE_COOKIES } from '../src/contracts/preferences.ts';
import { signInAsPaidClient } from './support/paid-client.ts';

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
        const served = await (await live.goto(route.path))!.text();
        // Hydrated, the page's code and the header menus loaded.
        await live.waitForLoadState('networkidle');
        // The home page's carousel turns every 4 s: read before its first turn.
        expect(await live.locator('#root').innerText(), route.path).toBe(before);
        // Every script it fetched to hydrate, code and strings, was named in its HTML: all are
        // fetched at once, and the bundler's loader adds no link while the app's code runs
        // (scripts/prerender.ts).
        const fetched = await live.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name).pathname)
            .filter((pathname) => pathname.startsWith('/assets/') && pathname.endsWith('.js')),
        );
        const unnamed = fetched.filter((pathname) => !served.includes(`"${pathname}"`));
        expect(unnamed, route.path).toEqual([]);
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

/**
 * Lays out every prefix of the page the parser could have stopped at (each element, with what
 * follows it in the document removed, its own content included) and lists each element already
 * complete in that prefix that is not where the whole page puts it. A browser may draw such a
 * prefix while the rest is still being parsed (a busy phone does), and anything listed would
 * then jump when the rest arrives.
 */
async function movedByWhatFollows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.getElementById('root')!;
    const whole = root.cloneNode(true) as HTMLElement;
    const where = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return {
        x: rect.x,
        y: rect.y,
        drawn: rect.width > 0 || rect.height > 0,
        container: element.childElementCount > 0,
      };
    };
    const final = [...root.querySelectorAll('*')].map(where);
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`;
    const paintsABox = (element: Element) => {
      if (element.matches('img, svg, input, button, select, textarea, hr, video, canvas')) {
        return true;
      }
      const style = getComputedStyle(element);
      return (
        style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
        style.backgroundImage !== 'none' ||
        ['top', 'right', 'bottom', 'left'].some(
          (side) => parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0,
        )
      );
    };
    const moved: string[] = [];
    let shown: HTMLElement = root;
    for (let cut = 0; cut < final.length; cut++) {
      const prefix = whole.cloneNode(true) as HTMLElement;
      shown.replaceWith(prefix);
      shown = prefix;
      const elements = [...prefix.querySelectorAll('*')];
      const last = elements[cut]!;
      const open = new Set<Element>();
      for (let node: Node | null = last; node && node !== prefix; node = node.parentNode) {
        open.add(node as Element);
        while (node.nextSibling) node.nextSibling.remove();
      }
      last.replaceChildren();
      for (let index = 0; index <= cut; index++) {
        const element = elements[index]!;
        const expected = final[index]!;
        if (!element.isConnected || !expected.drawn) continue;
        // The element being parsed is drawn as soon as its start tag is in, but an empty one
        // shows only its own box: a background, a border or a replaced element's picture.
        // Only a container is taken (elements inside it: the parser may stop between them); a
        // button's own few words come with its start tag but for the rarest of yields.
        if (element === last ? !paintsABox(element) || !expected.container : open.has(element)) {
          continue;
        }
        const actual = where(element);
        if (Math.abs(actual.x - expected.x) > 0.5 || Math.abs(actual.y - expected.y) > 0.5) {
          moved.push(
            `${name(element)} at (${Math.round(actual.x)}, ${Math.round(actual.y)}) until ` +
              `${name(last)} is parsed, then (${Math.round(expected.x)}, ${Math.round(expected.y)})`,
          );
          break;
        }
      }
    }
    shown.replaceWith(whole);
    return moved;
  });
}

test('a page drawn before it is wholly parsed shows what it has where it stays', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Seen in CI: a frame with the header's first two tools beside the links, then all of them on
  // a row of their own (CLS 0.03); likewise cards and footer columns widening as the rest came.
  const cases = [
    { language: 'en', width: 1280, text: 'standard' },
    { language: 'sp', width: 1280, text: 'standard' },
    { language: 'sp', width: 390, text: 'standard' },
    { language: 'en', width: 1440, text: 'large' },
  ] as const;
  for (const { language, width, text } of cases) {
    // Without scripts: the page as parsed, nothing hydrated over it.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width, height: 800 },
    });
    try {
      const baseURL = test.info().project.use.baseURL!;
      await context.addCookies([
        { name: PREFERENCE_COOKIES.language, value: language, url: baseURL },
        { name: PREFERENCE_COOKIES.text, value: text, url: baseURL },
      ]);
      const page = await context.newPage();
      for (const route of PUBLIC_ROUTES) {
        await page.goto(route.path);
        await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[language]);
        await expect(page.locator('html')).toHaveAttribute('data-text', text);
        expect(
          await movedByWhatFollows(page),
          `${route.path}, ${language}, ${width} px, ${text}`,
        ).toEqual([]);
      }
    } finally {
      await context.close();
    }
  }
});

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
    // The page's strings came in English only: the Spanish ones arrive before it is redrawn.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sp.home.heading);

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

/**
 * Holds back every script of the site until `release`, so that presses land on the page as
 * it arrived, before the app runs. A script asked for by a page that has since been left
 * is dropped, not answered.
 */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return release;
}

/** The language switches the header's form asked the server for. */
function countLanguageSwitches(page: Page) {
  const switches: string[] = [];
  page.on('request', (request) => {
    if (/[?&]lang=/.test(request.url())) switches.push(request.url());
  });
  return switches;
}

const en = dictionaries.en;
const sp = dictionaries.sp;
const languageButton = (page: Page, language: Language) =>
  page.getByRole('button', {
    name: format(dictionaries[language].settings.languageButton, {
      current: dictionaries[language].settings[language === 'en' ? 'english' : 'spanish'],
    }),
  });

for (const how of ['mouse', 'keyboard'] as const) {
  test(`before any script, the language button (${how}) brings the page in Spanish, once`, async ({
    browser,
  }) => {
    // A context of its own: the test fixture's page waits for the app after every load.
    const context = await browser.newContext({ locale: 'en-US' });
    try {
      const page = await context.newPage();
      const switches = countLanguageSwitches(page);
      const release = await holdScripts(page);
      await page.goto('/our-team');
      await expect(page.locator('html')).not.toHaveAttribute('data-interactive', 'true');
      const button = languageButton(page, 'en');
      if (how === 'mouse') {
        await button.click();
      } else {
        await button.focus();
        await page.keyboard.press('Enter');
      }
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(sp.marketing.team.heading);
      // The switch is not left in the address (a reload or a bookmark would repeat it).
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/our-team');
      release();
      await waitUntilInteractive(page);
      // The app takes over the page in Spanish and remembers it; nothing presses again.
      await expect(languageButton(page, 'sp')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('sp');
      expect(switches).toHaveLength(1);
      // Once the app runs the same button opens the menu, and the form is not sent.
      await languageButton(page, 'sp').click();
      await expect(page.getByRole('menuitemradio', { name: sp.settings.english })).toBeVisible();
      expect(switches).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
}

test('before any script, Login / Sign up leads to the sign-in page', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    const page = await context.newPage();
    const release = await holdScripts(page);
    await page.goto('/');
    await page.getByRole('button', { name: en.auth.loginMenu }).click();
    // A form with no fields: the address ends in an empty query.
    await expect(page).toHaveURL(/\/client\/dashboard\??$/);
    release();
    await expect(
      page.getByRole('heading', { level: 1, name: en.shell.signInRequiredTitle }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: en.shell.signIn, exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('before any script, Commands leads to the commands page', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    const page = await context.newPage();
    const release = await holdScripts(page);
    await page.goto('/');
    await page.getByRole('button', { name: en.shell.commands, exact: true }).click();
    await expect(page).toHaveURL(/\/commands\??$/);
    await expect(pageHeading(page, findRoute('/commands').heading(en))).toBeVisible();
    release();
  } finally {
    await context.close();
  }
});

// Strings come in chunks of their own (ADR 049): without them, hydrating would blank the text.
test('if the page’s strings cannot be fetched, the page stays as the server sent it', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    const page = await context.newPage();
    const strings = /\/assets\/home-[\w-]{8}\.js$/;
    await page.route(strings, (route) => route.abort());
    const menus = page.waitForResponse(/\/assets\/header-menus-[^/]+\.js$/);
    const failed = page.waitForEvent('requestfailed', (request) => strings.test(request.url()));
    await page.goto('/');
    const before = await page.locator('#root').innerText();
    await Promise.all([menus, failed]);
    // Everything else has arrived; the app would have taken over by the next frames.
    await page.waitForTimeout(500);
    await expect(page.locator('html')).not.toHaveAttribute('data-interactive', 'true');
    expect(await page.locator('#root').innerText()).toBe(before);
    await expect(pageHeading(page, en.home.heading)).toBeVisible();
  } finally {
    await context.close();
  }
});

// The app hydrates only once the menus' code is here too, so a press while that code is on
// its way is still the plain page's (the form's), never a dead button.
test('a press while the menus’ code is on its way is the form’s, then the app is in the new language', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    const page = await context.newPage();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const menus = /\/assets\/header-menus-[^/]+\.js$/;
    await page.route(menus, async (route) => {
      await released;
      await route.continue().catch(() => {});
    });
    const asked = page.waitForRequest(menus);
    await page.goto('/');
    // The entry has run and asked for the menus: the page is not interactive yet.
    await asked;
    await expect(page.locator('html')).not.toHaveAttribute('data-interactive', 'true');
    await languageButton(page, 'en').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    release();
    await waitUntilInteractive(page);
    await languageButton(page, 'sp').press('Enter');
    await expect(page.getByRole('menuitemradio', { name: sp.settings.spanish })).toBeVisible();
  } finally {
    await context.close();
  }
});

/** A low-end phone's CPU (issue 41): 4x slower, through the DevTools protocol. */
async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * A page opened with the CPU slowed 4x, returned as soon as it has committed: each press that
 * follows happens as soon as Playwright sees its target, whether the app has taken over yet or
 * not (a prerendered page is painted before its scripts run, ADR 029).
 */
async function openSlowly(context: BrowserContext, path: string) {
  const page = await context.newPage();
  await slowCpu(page);
  await page.goto(path, { waitUntil: 'commit' });
  return page;
}

// ADR 060: a page the browser draws names in its HTML the code a returning signed-in user's
// visit starts with (the page's code and strings, the current user's contract, the session's
// resumption, the header's menus), in the visitor's language: all of it is fetched with the
// entry, and the bundler's loader adds no link while the entry runs. On a phone, before the
// app's first render, every module preload in the document is one the server sent (a wide
// screen also draws the header's search row, whose code the loader fetches).
for (const language of LANGUAGES) {
  test(`${language}: on a phone, the dashboard's shell names all the code a returning client starts with`, async ({
    browser,
  }) => {
    const signedIn = await browser.newContext({ locale: LOCALE[language] });
    await signInAsPaidClient(await signedIn.newPage(), { language, shared: true });
    const context = await browser.newContext({
      locale: LOCALE[language],
      viewport: { width: 390, height: 844 },
      storageState: await signedIn.storageState(),
    });
    await signedIn.close();
    try {
      const page = await context.newPage();
      await page.addInitScript(() => {
        const linked: string[] = [];
        (window as { linkedBeforeRender?: string[] }).linkedBeforeRender = linked;
        new MutationObserver((records, observer) => {
          for (const node of records.flatMap((record) => [...record.addedNodes])) {
            if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') {
              linked.push(new URL(node.href).pathname);
            }
          }
          if (document.getElementById('root')?.firstChild) observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      const served = await (await page.goto('/client/dashboard'))!.text();
      await expect(
        pageHeading(page, format(dictionaries[language].dashboard.welcome, { name: 'Ana' })),
      ).toBeVisible();
      const linked = await page.evaluate(
        () => (window as { linkedBeforeRender?: string[] }).linkedBeforeRender ?? [],
      );
      // The page's code among them: the server named it, in the shell's head.
      expect(linked.some((pathname) => /\/assets\/dashboard-page-/.test(pathname))).toBe(true);
      expect(linked.filter((pathname) => !served.includes(`href="${pathname}"`))).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

// Issue 41: every control works the first time it is pressed, however early; nothing is
// replayed. Before the app runs, Commands is the form button of the commands page and a link
// is a plain link; after, Commands opens the palette and a link is followed by the router.
test('with the CPU slowed 4x, the first header control and a main-content link each work when pressed at once, on / and on the dashboard', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    const palette = (page: Page) => page.getByRole('dialog', { name: en.commands.paletteTitle });
    const firstHeaderButton = (page: Page) => page.getByRole('banner').getByRole('button').first();
    const commandsPage = findRoute('/commands').heading(en);

    let page = await openSlowly(context, '/');
    await expect(firstHeaderButton(page)).toHaveAccessibleName(en.shell.commands);
    await firstHeaderButton(page).click();
    await expect(palette(page).or(pageHeading(page, commandsPage))).toBeVisible();
    await page.close();

    page = await openSlowly(context, '/');
    await page
      .getByRole('main')
      .getByRole('link', { name: en.home.audiences.personalLink })
      .click();
    await expect(pageHeading(page, en.marketing.personal.heading)).toBeVisible();
    await page.close();

    // The dashboard is drawn by the browser: what is painted is the app itself.
    await signInAsPaidClient(await context.newPage(), { language: 'en', shared: true });
    page = await openSlowly(context, '/client/dashboard');
    // The browser draws this page (its code, the session, then the app, all at 4x): on a busy
    // CI machine that took over the 5 s an assertion waits by default. How soon it appears is
    // bench:web's to measure; this test is about the first press once it has.
    await expect(firstHeaderButton(page)).toHaveAccessibleName(en.shell.commands, {
      timeout: 20_000,
    });
    await firstHeaderButton(page).click();
    await expect(palette(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.close();

    page = await openSlowly(context, '/client/dashboard');
    const category = page.getByRole('main').getByRole('link').first();
    const name = await category.textContent();
    await category.click();
    await expect(page).toHaveURL(/\/client\/organization\/\d+$/);
    await expect(pageHeading(page, name!)).toBeVisible();
  } finally {
    await context.close();
  }
});
