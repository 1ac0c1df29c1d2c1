// Accessibility bar rows 1-3: every public route and significant state, in both languages and
// every display mode, has zero axe violations, the right <html lang>, one h1 and a translated
// tab title, and logs no errors (a CSP violation included).
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../a11y/axe.ts';
import {
  HTML_LANG,
  LANGUAGES,
  MODES,
  PUBLIC_ROUTES,
  dictionaries,
  documentTitle,
  expect,
  format,
  openRoute,
  pageHeading,
  seedPreferences,
  showInMode,
  teamMemberNames,
  test,
  type DisplayMode,
  type Language,
} from './support/app.ts';
import {
  POPOVER_DISMISS_BUTTONS,
  expectNoAxeViolationsExcept,
  type KnownFalsePositive,
} from './support/axe.ts';

// Every route in both languages and three modes: 66 runs of axe. Each route and language is
// one page load, checked in every mode in turn (a new page per mode cost about twice as much
// on two cores). Every check here fails with a self-describing message (axe's rule list, the
// title, the logged errors), so these tests skip recording a trace, which costs about a sixth
// of their time.
test.use({ trace: 'off' });

/** Routes whose tab title is the same word in English and Spanish. None today. */
const SAME_TITLE_IN_BOTH_LANGUAGES = new Set<string>([]);

async function expectMode(page: Page, mode: DisplayMode) {
  const root = page.locator('html');
  await expect(root).toHaveAttribute('data-contrast', mode.highContrast ? 'high' : 'standard');
  await expect(root).toHaveAttribute('data-text', mode.largeText ? 'large' : 'standard');
}

for (const route of PUBLIC_ROUTES) {
  test.describe(`route ${route.path}`, () => {
    for (const language of LANGUAGES) {
      test(`${language}: lang, one h1, title, no errors; axe in every display mode`, async ({
        page,
        consoleErrors,
      }) => {
        const d = dictionaries[language];
        const other = dictionaries[language === 'en' ? 'sp' : 'en'];
        // The first mode as a stored preference, as a returning visitor brings it.
        await seedPreferences(page, { language, display: MODES[0] });

        await openRoute(page, route.path, language);

        await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[language]);
        await expectMode(page, MODES[0]!);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

        const expectedTitle = documentTitle(d, route.title(d));
        const otherTitle = documentTitle(other, route.title(other));
        await expect(page).toHaveTitle(expectedTitle);
        expect(expectedTitle.endsWith(' – Vision Hub')).toBe(true);
        if (!SAME_TITLE_IN_BOTH_LANGUAGES.has(route.path)) {
          expect(expectedTitle, 'the title is translated').not.toBe(otherTitle);
        }

        for (const mode of MODES) {
          await showInMode(page, mode);
          await expectMode(page, mode);
          await expectNoAxeViolations(page, `on ${route.path} (${language}, ${mode.name})`);
        }
        // The not-found page comes with its 404 status, which the browser logs as a failed load.
        const notFound = route.path === '/does-not-exist';
        expect(
          consoleErrors.filter((error) => !(notFound && error.includes('status of 404'))),
        ).toEqual([]);
      });
    }
  });
}

test('/privacy-policy redirects to /privay-policy', async ({ page, consoleErrors }) => {
  await seedPreferences(page, { language: 'en' });
  await page.goto('/privacy-policy');
  await expect(page).toHaveURL(/\/privay-policy$/);
  await expect(pageHeading(page, dictionaries.en.marketing.privacy.heading)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

// The significant open states, each in both languages and every display mode.
interface OpenState {
  name: string;
  path: string;
  open: (page: Page, language: Language) => Promise<void>;
  /** Exact nodes axe reports that are not barriers; each documents component and reason. */
  knownFalsePositives?: KnownFalsePositive[];
}

const OPEN_STATES: OpenState[] = [
  {
    name: 'language menu open',
    path: '/',
    open: async (page, language) => {
      const d = dictionaries[language];
      const current = language === 'en' ? d.settings.english : d.settings.spanish;
      await page
        .getByRole('button', { name: format(d.settings.languageButton, { current }) })
        .click();
      // React Aria names the menu after its trigger button.
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitemradio', { name: d.settings.english })).toBeVisible();
      await expect(menu.getByRole('menuitemradio', { name: d.settings.spanish })).toBeVisible();
    },
  },
  {
    name: 'display settings dialog open',
    path: '/',
    open: async (page, language) => {
      const d = dictionaries[language];
      await page.getByRole('button', { name: d.settings.displayButton, exact: true }).click();
      await expect(page.getByRole('dialog', { name: d.settings.displayTitle })).toBeVisible();
    },
    knownFalsePositives: [POPOVER_DISMISS_BUTTONS],
  },
  {
    name: 'team biography dialog open',
    path: '/our-team',
    open: async (page, language) => {
      const d = dictionaries[language];
      const name = teamMemberNames(d)[0]!;
      await page.getByRole('button', { name: format(d.marketing.team.readBio, { name }) }).click();
      await expect(page.getByRole('dialog', { name })).toBeVisible();
    },
  },
  {
    name: 'subscribe form showing its error',
    path: '/',
    open: async (page, language) => {
      const d = dictionaries[language];
      const form = page.getByRole('region', { name: d.subscribe.heading });
      await form.getByRole('textbox', { name: d.subscribe.label }).fill('not-an-address');
      await form.getByRole('button', { name: d.subscribe.submit, exact: true }).click();
      await expect(form.getByText(d.subscribe.invalid, { exact: true })).toBeVisible();
    },
  },
];

// Each state in both languages, opened once and checked in every display mode.
for (const state of OPEN_STATES) {
  test.describe(`state: ${state.name}`, () => {
    for (const language of LANGUAGES) {
      test(`${language}: axe in every display mode`, async ({ page, consoleErrors }) => {
        await seedPreferences(page, { language, display: MODES[0] });
        await openRoute(page, state.path, language);
        await state.open(page, language);
        for (const mode of MODES) {
          await showInMode(page, mode);
          await expectMode(page, mode);
          await expectNoAxeViolationsExcept(
            page,
            state.knownFalsePositives ?? [],
            `with ${state.name} (${language}, ${mode.name})`,
          );
        }
        expect(consoleErrors).toEqual([]);
      });
    }
  });
}
