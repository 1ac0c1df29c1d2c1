import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** The accessibility bar (shared/design/accessibility.md): WCAG 2.2 AA plus best practice. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export function axeBuilder(page: Page) {
  // .options() replaces .withTags(): runOnly and rules must be passed together.
  return (
    new AxeBuilder({ page })
      // React Aria's LiveAnnouncer (react-aria 3.53, `[data-live-announcer]`) says a ComboBox
      // choice through a role="img" node labelled by an element of the page. After a
      // navigation the node stays for up to 7 s with its label gone, and axe reports an image
      // without a name. It is an off-screen live region whose text has already been spoken,
      // never focusable: not something a user meets.
      .exclude('[data-live-announcer]')
      .options({
        runOnly: { type: 'tag', values: AXE_TAGS },
        // Experimental, off by default: voice users say the visible label, so it must be in the name.
        rules: { 'label-content-name-mismatch': { enabled: true } },
      })
  );
}

/**
 * Runs the scan. On a page without frames, axe.run in the page itself: the default path scans
 * each frame with axe.runPartial and then opens a second, blank page to combine the results
 * (axe.finishRun), which on a page with no frames to combine doubles the time of every scan
 * (about 700 against 350 ms on a 2-core machine) and finds the same. A page with frames (the
 * Stripe payment form) keeps the default, which also reaches cross-origin frames.
 */
export async function analyze(page: Page, builder: AxeBuilder) {
  if (page.frames().length === 1) builder.setLegacyMode();
  return builder.analyze();
}

/** One readable line per violation: rule, impact, help and the first targets. */
export function summarizeViolations(violations: Result[]): string[] {
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  );
}

/**
 * Fails with a readable list of violations. `include` limits the scan to part of the page
 * (a CSS selector), for specs that scan many states of one page whose shell other specs scan.
 */
export async function expectNoAxeViolations(page: Page, context = '', include?: string) {
  const builder = axeBuilder(page);
  if (include) builder.include(include);
  const results = await analyze(page, builder);
  expect(summarizeViolations(results.violations), `axe violations ${context}`).toEqual([]);
}
