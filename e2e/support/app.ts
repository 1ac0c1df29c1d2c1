// Shared by every e2e spec: the dictionaries (so each test runs in both languages from one
// table), the public route table, display modes, seeding preferences and console-error capture.
import { test as base, expect, type Locator, type Page } from '@playwright/test';
// Core and page namespaces together (the app loads page strings per route).
import { allEnglish as en, allSpanish as sp } from '../../src/i18n/namespaces/all.ts';

export { expect };

export type Language = 'en' | 'sp';
export type Dictionary = typeof en;

export const LANGUAGES: readonly Language[] = ['en', 'sp'];
export const dictionaries: Record<Language, Dictionary> = { en, sp };
/** `<html lang>` for each of the app's language codes. */
export const HTML_LANG: Record<Language, string> = { en: 'en', sp: 'es' };

/** Fills rosetta's `{{name}}` placeholders, as the app does. */
export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

/** The tab title the app sets for a page name: "{page} – Vision Hub". */
export function documentTitle(d: Dictionary, pageName: string): string {
  return format(d.shell.documentTitle, { page: pageName });
}

export interface DisplayMode {
  name: string;
  highContrast: boolean;
  largeText: boolean;
}

export const MODES: readonly DisplayMode[] = [
  { name: 'default', highContrast: false, largeText: false },
  { name: 'high contrast', highContrast: true, largeText: false },
  { name: 'large text', highContrast: false, largeText: true },
];

/**
 * Shows the page as it is drawn in `mode`, without reloading it, so one page load (and any
 * state it was brought to) is checked in every mode. The modes are two attributes on <html>
 * that only the stylesheet reads (display-preferences.tsx sets them the same way), plus a
 * map that watches them.
 */
export async function showInMode(page: Page, mode: DisplayMode) {
  await page.evaluate(({ highContrast, largeText }) => {
    document.documentElement.dataset.contrast = highContrast ? 'high' : 'standard';
    document.documentElement.dataset.text = largeText ? 'large' : 'standard';
  }, mode);
}

export interface PublicRoute {
  path: string;
  /** The page's h1. */
  heading: (d: Dictionary) => string;
  /** The page name in the tab title (PageHeading's `title`, or the heading). */
  title: (d: Dictionary) => string;
}

function route(
  path: string,
  heading: (d: Dictionary) => string,
  title: (d: Dictionary) => string = heading,
): PublicRoute {
  return { path, heading, title };
}

/** Every public route, with its h1 and tab title taken from the dictionaries. */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  route(
    '/',
    (d) => d.home.heading,
    (d) => d.home.title,
  ),
  route(
    '/personal',
    (d) => d.marketing.personal.heading,
    (d) => d.marketing.personal.title,
  ),
  route(
    '/freetrial',
    (d) => d.marketing.freeTrial.heading,
    (d) => d.marketing.freeTrial.title,
  ),
  route(
    '/ausa',
    (d) => d.marketing.ausa.heading,
    (d) => d.marketing.ausa.title,
  ),
  route(
    '/our-provider',
    (d) => d.marketing.provider.heading,
    (d) => d.marketing.provider.title,
  ),
  route('/our-story', (d) => d.marketing.story.heading),
  route('/our-team', (d) => d.marketing.team.heading),
  route('/terms-of-use', (d) => d.marketing.terms.heading),
  route('/privay-policy', (d) => d.marketing.privacy.heading),
  route('/commands', (d) => d.commands.helpTitle),
  // Any unknown address gets the translated not-found page.
  route('/does-not-exist', (d) => d.marketing.notFound.title),
];

/** The names on /our-team, in dictionary order (each has a "Read {name}'s biography" button). */
export function teamMemberNames(d: Dictionary): string[] {
  return Object.values(d.marketing.team.members).map((member) => member.name);
}

export function findRoute(path: string): PublicRoute {
  const found = PUBLIC_ROUTES.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`No route ${path} in PUBLIC_ROUTES`);
  return found;
}

export interface Preferences {
  language?: Language;
  display?: { highContrast: boolean; largeText: boolean };
}

/**
 * Stores preferences before the app's scripts run, once per tab: a reload keeps whatever the
 * app has stored since, so persistence can be tested after seeding.
 */
export async function seedPreferences(page: Page, { language, display }: Preferences) {
  await page.addInitScript(
    ({ language, display }) => {
      try {
        if (window.sessionStorage.getItem('e2e-seeded') === '1') return;
        window.sessionStorage.setItem('e2e-seeded', '1');
        if (language) window.localStorage.setItem('language', language);
        if (display) window.localStorage.setItem('displaySettings', JSON.stringify(display));
      } catch {
        // about:blank and opaque origins have no storage.
      }
    },
    { language, display },
  );
}

/** Opens the command palette with Ctrl+K, types a command and runs it with Enter. */
export async function runCommand(page: Page, words: string, language: Language = 'en') {
  const d = dictionaries[language];
  await page.keyboard.press('Control+k');
  const field = page
    .getByRole('dialog', { name: d.commands.paletteTitle })
    .getByRole('combobox', { name: d.commands.inputLabel });
  await expect(field).toBeFocused();
  await page.keyboard.type(words);
  await page.keyboard.press('Enter');
}

/** The page's one h1, by role and its translated name. */
export function pageHeading(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

/** Goes to a route and waits until its lazy page has rendered its h1. */
export async function openRoute(page: Page, path: string, language: Language = 'en') {
  const target = findRoute(path);
  await page.goto(path);
  await expect(pageHeading(page, target.heading(dictionaries[language]))).toBeVisible();
}

/**
 * Presses Tab until `target` has focus, the way a keyboard user gets there. Fails when it is
 * not reached within `maxPresses`, which also catches focus traps and missing tab stops.
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 60) {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target} within ${maxPresses} presses`);
}

/** Tabs to `target` and presses a key on it (Enter unless said), as a keyboard user would. */
export async function pressOn(page: Page, target: Locator, key = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/**
 * `consoleErrors`: every console error, uncaught page error and CSP violation of the test's
 * page, collected from before the first script runs. Specs assert on it where the page must be
 * clean (some journeys, like a failed request, log an error on purpose).
 */
/**
 * A prerendered page is on screen before its scripts have run, and a press on a button then
 * does nothing (a link still works, as a full page load). People wait for the page to answer;
 * tests wait for the app to take over (app.tsx sets data-interactive) after every load.
 */
export async function waitUntilInteractive(page: Page) {
  // Not while the page is still parsed: a page caught before its root's content has arrived
  // (just after a form sent it, say) would pass for one with no app to wait for.
  await page.waitForFunction(
    () =>
      document.readyState !== 'loading' &&
      (!document.querySelector('#root > *') ||
        document.documentElement.dataset.interactive === 'true'),
  );
}

export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitUntilInteractive(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitUntilInteractive(page);
      return response;
    };
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    // Chromium also logs violations to the console; the event makes them impossible to miss.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
        );
      });
    });
    await use(errors);
  },
});
