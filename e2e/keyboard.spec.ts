// Accessibility bar rows 2, 4, 7, 9, 17, 24: the journeys a keyboard-only user takes.
import {
  HTML_LANG,
  LANGUAGES,
  dictionaries,
  expect,
  format,
  openRoute,
  pageHeading,
  seedPreferences,
  tabTo,
  teamMemberNames,
  test,
} from './support/app.ts';

const en = dictionaries.en;
const sp = dictionaries.sp;

test.describe('skip link', () => {
  for (const language of LANGUAGES) {
    test(`${language}: first tab stop, visible when focused, Enter moves focus to main`, async ({
      page,
    }) => {
      const d = dictionaries[language];
      await seedPreferences(page, { language });
      await openRoute(page, '/', language);

      await page.keyboard.press('Tab');
      const skipLink = page.getByRole('link', { name: d.shell.skipLink });
      await expect(skipLink).toBeFocused();
      await expect(skipLink).toBeVisible();
      // Not just rendered: on screen, where a sighted keyboard user can see it.
      await expect(skipLink).toBeInViewport({ ratio: 1 });

      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
      await expect(page.getByRole('main')).toBeFocused();
    });
  }
});

test.describe('language menu', () => {
  const languageButton = (current: string) => format(en.settings.languageButton, { current });

  test('opens with Enter and with ArrowDown; each option has its own lang', async ({ page }) => {
    await seedPreferences(page, { language: 'en' });
    await openRoute(page, '/');
    const trigger = page.getByRole('button', { name: languageButton(en.settings.english) });
    await tabTo(page, trigger);

    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const english = menu.getByRole('menuitemradio', { name: en.settings.english, exact: true });
    const spanish = menu.getByRole('menuitemradio', { name: en.settings.spanish, exact: true });
    await expect(english).toBeFocused();
    await expect(english).toHaveAttribute('aria-checked', 'true');
    await expect(english).toHaveAttribute('lang', 'en');
    await expect(spanish).toHaveAttribute('lang', 'es');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(menu).toBeVisible();
    await expect(english).toBeFocused();
  });

  test('ArrowDown + Enter picks Español: Spanish at once, and after a reload', async ({ page }) => {
    await openRoute(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await tabTo(page, page.getByRole('button', { name: languageButton(en.settings.english) }));

    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(
      page.getByRole('menuitemradio', { name: en.settings.spanish, exact: true }),
    ).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG.sp);
    await expect(pageHeading(page, sp.home.heading)).toBeVisible();
    await expect(
      page.getByRole('button', {
        name: format(sp.settings.languageButton, { current: sp.settings.spanish }),
      }),
    ).toBeFocused();
    await expect(page.getByTestId('announcer-polite')).toHaveText(sp.settings.languageChanged);

    await page.reload();
    await expect(pageHeading(page, sp.home.heading)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG.sp);
    await expect(page).toHaveTitle(format(sp.shell.documentTitle, { page: sp.home.title }));
  });
});

test.describe('display settings', () => {
  test('High contrast and Large text by keyboard, applied at once and after a reload', async ({
    page,
  }) => {
    await openRoute(page, '/');
    const root = page.locator('html');
    await expect(root).toHaveAttribute('data-contrast', 'standard');
    await expect(root).toHaveAttribute('data-text', 'standard');

    const trigger = page.getByRole('button', { name: en.settings.displayButton, exact: true });
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: en.settings.displayTitle });
    await expect(dialog).toBeVisible();

    const highContrast = dialog.getByRole('switch', { name: en.settings.highContrast });
    const largeText = dialog.getByRole('switch', { name: en.settings.largeText });
    await tabTo(page, highContrast, 5);
    await page.keyboard.press('Space');
    await expect(highContrast).toBeChecked();
    await expect(root).toHaveAttribute('data-contrast', 'high');
    await expect(page.getByTestId('announcer-polite')).toHaveText(en.settings.highContrastOn);

    await tabTo(page, largeText, 5);
    await page.keyboard.press('Space');
    await expect(largeText).toBeChecked();
    await expect(root).toHaveAttribute('data-text', 'large');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.reload();
    await expect(pageHeading(page, en.home.heading)).toBeVisible();
    await expect(root).toHaveAttribute('data-contrast', 'high');
    await expect(root).toHaveAttribute('data-text', 'large');
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('displaySettings') ?? 'null')),
    ).toEqual({ highContrast: true, largeText: true });
  });

  test('large text: root font-size >= 20px and header targets >= 44px tall', async ({ page }) => {
    await seedPreferences(page, {
      language: 'en',
      display: { highContrast: false, largeText: true },
    });
    await openRoute(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-text', 'large');

    const rootFontSize = await page.evaluate(() =>
      parseFloat(getComputedStyle(document.documentElement).fontSize),
    );
    expect(rootFontSize).toBeGreaterThanOrEqual(20);

    const header = page.getByRole('banner');
    const targets = [
      ...(await header.getByRole('link').all()),
      ...(await header.getByRole('button').all()),
    ];
    expect(targets.length).toBeGreaterThanOrEqual(7);
    for (const target of targets) {
      const box = await target.boundingBox();
      const name = await target.textContent();
      expect(box, `${name} is laid out`).not.toBeNull();
      expect(box!.height, `height of "${name}"`).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe('team biography dialogs', () => {
  for (const language of LANGUAGES) {
    test(`${language}: Enter opens a named dialog, Tab stays inside, Escape returns focus`, async ({
      page,
    }) => {
      const d = dictionaries[language];
      await seedPreferences(page, { language });
      await openRoute(page, '/our-team', language);

      const names = teamMemberNames(d);
      expect(names).toHaveLength(4);
      // The first and the last card: Tab order runs through the whole list.
      for (const name of [names[0]!, names[3]!]) {
        const bioButton = page.getByRole('button', {
          name: format(d.marketing.team.readBio, { name }),
        });
        await tabTo(page, bioButton);
        await page.keyboard.press('Enter');

        const dialog = page.getByRole('dialog', { name });
        await expect(dialog).toBeVisible();
        await expect
          .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
          .toBe(true);

        // Focus cycles inside the dialog only, both ways.
        for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
          await page.keyboard.press(key);
          expect(
            await dialog.evaluate((element) => element.contains(document.activeElement)),
            `focus after ${key} is inside the dialog`,
          ).toBe(true);
        }
        await expect(
          dialog.getByRole('button', { name: d.marketing.team.close, exact: true }),
        ).toBeVisible();

        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(bioButton).toBeFocused();
      }
    });
  }
});

test.describe('carousel', () => {
  for (const language of LANGUAGES) {
    const d = dictionaries[language];
    const slide = (current: number) => format(d.home.carousel.slideLabel, { current, total: 4 });

    test(`${language}: Pause is the first control, and pausing stops rotation`, async ({
      page,
    }) => {
      await page.clock.install();
      await seedPreferences(page, { language });
      await openRoute(page, '/', language);
      await page.mouse.move(0, 0);

      const carousel = page.getByRole('region', { name: d.home.carousel.label });
      const pause = carousel.getByRole('button', { name: d.home.carousel.pause });
      // Tab until focus first enters the carousel: it must land on Pause.
      for (let press = 0; press < 60; press += 1) {
        await page.keyboard.press('Tab');
        if (await carousel.evaluate((element) => element.contains(document.activeElement))) break;
      }
      await expect(pause).toBeFocused();

      await page.keyboard.press('Enter');
      const play = carousel.getByRole('button', { name: d.home.carousel.play });
      await expect(play).toBeFocused();

      // Focus and pointer leave the carousel, so only the Pause decides.
      await page.getByRole('heading', { level: 1 }).focus();
      const visible = carousel.getByRole('group');
      await expect(visible).toHaveCount(1);
      const before = await visible.getAttribute('aria-label');
      await page.clock.runFor(9000);
      await expect(visible).toHaveCount(1);
      await expect(visible).toHaveAttribute('aria-label', before!);
      await expect(play).toBeVisible();
    });

    test(`${language}: rotates every 4 s when left alone; slides are "n of 4"`, async ({
      page,
    }) => {
      await page.clock.install();
      await seedPreferences(page, { language });
      await openRoute(page, '/', language);
      await page.mouse.move(0, 0);

      const carousel = page.getByRole('region', { name: d.home.carousel.label });
      await expect(carousel).toHaveAttribute(
        'aria-roledescription',
        d.home.carousel.roleDescription,
      );
      await expect(carousel.getByRole('group', { name: slide(1) })).toBeVisible();
      await expect(carousel.getByRole('group', { name: slide(1) })).toHaveAttribute(
        'aria-roledescription',
        d.home.carousel.slideRoleDescription,
      );

      // Freeze time, then move it on by hand: exactly one change per 4 s. The pause point is
      // a second ahead: the page's clock keeps running while this call travels, and pausing
      // at a moment already past fails ("Cannot fast-forward to the past") on a busy machine.
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
      const current = await carousel.getByRole('group').getAttribute('aria-label');
      const start = [1, 2, 3, 4].find((n) => slide(n) === current)!;
      expect(start, `visible slide "${current}"`).toBeDefined();
      for (const step of [1, 2]) {
        await page.clock.runFor(4000);
        await expect(carousel.getByRole('group')).toHaveCount(1);
        await expect(
          carousel.getByRole('group', { name: slide(((start - 1 + step) % 4) + 1) }),
        ).toBeVisible();
      }
    });

    test(`${language}: reduced motion: no rotation and the button reads Play`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.clock.install();
      await seedPreferences(page, { language });
      await openRoute(page, '/', language);
      await page.mouse.move(0, 0);

      const carousel = page.getByRole('region', { name: d.home.carousel.label });
      await expect(carousel.getByRole('button', { name: d.home.carousel.play })).toBeVisible();
      await expect(carousel.getByRole('button', { name: d.home.carousel.pause })).toHaveCount(0);
      await page.clock.runFor(9000);
      await expect(carousel.getByRole('group', { name: slide(1) })).toBeVisible();
    });
  }
});
