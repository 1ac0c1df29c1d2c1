// Accessibility bar rows 8, 19, 20, 21 and 22: reflow, forced colours, prefers-contrast,
// high-contrast text contrast and print.
import {
  PUBLIC_ROUTES,
  dictionaries,
  expect,
  format,
  openRoute,
  seedPreferences,
  tabTo,
  test,
} from './support/app.ts';

const en = dictionaries.en;

test.describe('reflow at 320 CSS px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  // Large text runs in Spanish, whose longer words are the harder case.
  const variants = [
    { name: 'default', language: 'en', largeText: false },
    { name: 'large text', language: 'sp', largeText: true },
  ] as const;

  for (const route of PUBLIC_ROUTES) {
    for (const { name, language, largeText } of variants) {
      test(`${route.path} ${name} (${language}): no horizontal scrolling`, async ({ page }) => {
        await seedPreferences(page, { language, display: { highContrast: false, largeText } });
        await openRoute(page, route.path, language);
        const { scrollWidth, innerWidth, overflowing } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
          // For the failure message: what sticks out on the right.
          overflowing: [...document.body.querySelectorAll('*')]
            .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
            .slice(0, 5)
            .map(
              (element) => `${element.tagName.toLowerCase()}: ${element.textContent?.slice(0, 40)}`,
            ),
        }));
        expect(innerWidth).toBe(320);
        expect(
          scrollWidth,
          `page width at 320 px; wider: ${overflowing.join(' | ')}`,
        ).toBeLessThanOrEqual(innerWidth);
      });
    }
  }
});

test('forced colours: a focused button still shows an outline', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await seedPreferences(page, { language: 'en' });
  await openRoute(page, '/');
  expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);

  const button = page.getByRole('button', { name: en.settings.displayButton, exact: true });
  await tabTo(page, button);
  const outline = await button.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
});

test('prefers-contrast: more turns high contrast on for a first visit', async ({ page }) => {
  await page.emulateMedia({ contrast: 'more' });
  await openRoute(page, '/');
  await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
});

test('a stored choice wins over prefers-contrast: more', async ({ page }) => {
  await page.emulateMedia({ contrast: 'more' });
  await seedPreferences(page, { display: { highContrast: false, largeText: false } });
  await openRoute(page, '/');
  await expect(page.locator('html')).toHaveAttribute('data-contrast', 'standard');
});

test('with storage refusing writes, the modes chosen stay from page to page', async ({ page }) => {
  // Some private windows refuse to store anything (older Safari: every setItem throws); the
  // cookies are then the only record of the choice.
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  const root = page.locator('html');
  const trigger = page.getByRole('button', { name: en.settings.displayButton, exact: true });
  const dialog = page.getByRole('dialog', { name: en.settings.displayTitle });
  const largeText = dialog.getByRole('switch', { name: en.settings.largeText });

  await openRoute(page, '/');
  await trigger.click();
  await tabTo(page, largeText, 5);
  await page.keyboard.press('Space');
  await expect(root).toHaveAttribute('data-text', 'large');

  await openRoute(page, '/freetrial');
  // Opening the menu proves the app has run, and it kept what the server sent.
  await trigger.click();
  await expect(largeText).toBeChecked();
  await expect(root).toHaveAttribute('data-text', 'large');
  await expect(root).toHaveAttribute('data-contrast', 'standard');
});

test('high contrast: text is at least 7:1 against its background', async ({ page }) => {
  await seedPreferences(page, {
    language: 'en',
    display: { highContrast: true, largeText: false },
  });
  await openRoute(page, '/');
  await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');

  const samples = [
    page.locator('body'),
    page.getByRole('heading', { level: 1 }),
    page.getByText(en.home.intro),
    page
      .getByRole('navigation', { name: en.shell.mainNav })
      .getByRole('link', { name: en.shell.ourStory }),
    page.getByRole('contentinfo').getByText(en.shell.tagline),
    page.getByRole('contentinfo').getByText(en.subscribe.hint),
    page.getByRole('button', {
      name: format(en.settings.languageButton, { current: en.settings.english }),
    }),
  ];
  for (const sample of samples) {
    const result = await sample.evaluate((element) => {
      const parse = (value: string) => {
        const match = value.match(/rgba?\(([^)]+)\)/);
        if (!match) return null;
        const [r = 0, g = 0, b = 0, a = 1] = match[1]!
          .split(/[ ,/]+/)
          .filter(Boolean)
          .map(Number);
        return { r, g, b, a };
      };
      // The first opaque background behind the element.
      let background = null;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const colour = parse(getComputedStyle(node).backgroundColor);
        if (colour && colour.a >= 1) {
          background = colour;
          break;
        }
      }
      background ??= { r: 255, g: 255, b: 255, a: 1 };
      const foreground = parse(getComputedStyle(element).color)!;
      const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
        const channel = (value: number) => {
          const c = value / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      };
      const [light, dark] = [luminance(foreground), luminance(background)].sort((x, y) => y - x);
      return {
        ratio: (light! + 0.05) / (dark! + 0.05),
        colours: `${getComputedStyle(element).color} on ${JSON.stringify(background)}`,
      };
    });
    expect(result.ratio, `${sample}: ${result.colours}`).toBeGreaterThanOrEqual(7);
  }
});

test('print hides the header and footer but keeps the page', async ({ page }) => {
  await seedPreferences(page, { language: 'en' });
  await openRoute(page, '/our-story');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('link', { name: en.shell.skipLink })).toBeHidden();
  await expect(
    page.getByRole('heading', { level: 1, name: en.marketing.story.heading }),
  ).toBeVisible();
});
