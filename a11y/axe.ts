import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** The accessibility bar (shared/design/accessibility.md): WCAG 2.2 AA plus best practice. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export function axeBuilder(page: Page) {
  // .options() replaces .withTags(): runOnly and rules must be passed together.
  return new AxeBuilder({ page }).options({
    runOnly: { type: 'tag', values: AXE_TAGS },
    // Experimental, off by default: voice users say the visible label, so it must be in the name.
    rules: { 'label-content-name-mismatch': { enabled: true } },
  });
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

/** Fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, context = '') {
  const results = await axeBuilder(page).analyze();
  expect(summarizeViolations(results.violations), `axe violations ${context}`).toEqual([]);
}
