// The development sign-in's own pages (server/src/idp): part of the product while it is the
// default, so they meet the same bar: axe clean in both languages and every display mode,
// errors summarised and linked, keyboard only, no console errors or CSP violations.
import { expectNoAxeViolations } from '../a11y/axe.ts';
import { MODES, expect, seedPreferences, tabTo, test } from './support/app.ts';

test.use({ trace: 'off' });

const LANGS = [
  {
    code: 'en',
    label: 'Email address',
    title: 'Development sign-in',
    problem: 'There is a problem',
  },
  {
    code: 'es',
    label: 'Correo electrónico',
    title: 'Inicio de sesión de desarrollo',
    problem: 'Hay un problema',
  },
] as const;

/** The authorization request the app sends, straight to the provider's sign-in page. */
function authorizePath(uiLocales: string, baseURL: string | undefined) {
  const params = new URLSearchParams({
    client_id: 'vision-hub-web',
    redirect_uri: new URL('/login', baseURL).href,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    state: 'e2e-state',
    nonce: 'e2e-nonce',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    ui_locales: uiLocales,
  });
  return `/idp/authorize?${params}`;
}

for (const lang of LANGS) {
  for (const mode of MODES) {
    test(`sign-in page, ${lang.code}, ${mode.name}: axe clean at first, with errors and on first use`, async ({
      page,
      baseURL,
      consoleErrors,
    }) => {
      await seedPreferences(page, { display: mode });
      await page.goto(authorizePath(lang.code, baseURL));
      await expect(page.locator('html')).toHaveAttribute('lang', lang.code);
      await expect(page.locator('html')).toHaveAttribute(
        'data-contrast',
        mode.highContrast ? 'high' : 'standard',
      );
      await expect(page).toHaveTitle(`${lang.title} – Vision Hub`);
      const email = page.getByRole('textbox', { name: lang.label });
      await expect(email).toBeFocused();
      await expectNoAxeViolations(page, `sign-in page (${lang.code}, ${mode.name})`);

      // Submitting nothing: the summary takes focus and links to the field.
      await page.keyboard.press('Enter');
      const summary = page.getByRole('alert');
      await expect(summary.getByRole('heading', { name: lang.problem })).toBeVisible();
      await expect(summary).toBeFocused();
      await expect(page).toHaveTitle(`Error: ${lang.title} – Vision Hub`);
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, `sign-in errors (${lang.code}, ${mode.name})`);
      await tabTo(page, summary.getByRole('link'));
      await page.keyboard.press('Enter');
      await expect(email).toBeFocused();

      // First use of an address: the name fields.
      await email.fill(
        `axe.${lang.code}.${mode.name.replace(/\W/g, '')}.${Date.now()}@example.com`,
      );
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('textbox', { name: lang.code === 'en' ? 'First name' : 'Nombre' }),
      ).toBeFocused();
      await expectNoAxeViolations(page, `sign-in first use (${lang.code}, ${mode.name})`);
      expect(consoleErrors).toEqual([]);
    });
  }
}

test('the sign-in page follows the display cookies when storage holds nothing', async ({
  page,
  baseURL,
}) => {
  const url = new URL('/', baseURL).href;
  await page.context().addCookies([
    { name: 'vh_text', value: 'large', url },
    { name: 'vh_contrast', value: 'high', url },
  ]);
  await page.goto(authorizePath('en', baseURL));
  await expect(page.locator('html')).toHaveAttribute('data-text', 'large');
  await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
});

test('the sign-in page links to the other language', async ({ page, baseURL }) => {
  await page.goto(authorizePath('en', baseURL));
  await tabTo(page, page.getByRole('link', { name: 'Español' }));
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toBeVisible();
});
