import type { Page } from '@playwright/test';
import type { NodeResult, Result } from 'axe-core';
import { analyze, axeBuilder, expectNoAxeViolations, summarizeViolations } from '../../a11y/axe.ts';
import { MODES, expect } from './app.ts';

/**
 * A violation axe reports on one exact node that is not a barrier. Each one names the component
 * and the reason, and `matches` checks the node in the page, so anything else the same rule
 * finds still fails.
 */
export interface KnownFalsePositive {
  rule: string;
  component: string;
  reason: string;
  matches: (page: Page, node: NodeResult) => Promise<boolean>;
}

/**
 * DisplaySettingsMenu (React Aria DialogTrigger > Popover > Dialog, the documented pattern):
 * the Popover puts two visually hidden "Dismiss" buttons (tabindex -1, for screen-reader users
 * on touch devices) beside the Dialog, outside it, so the best-practice `region` rule reports the
 * popover's portal wrapper as content outside any landmark. While the popover is open the rest
 * of the page is inert, so there is no landmark it could belong to; the dialog's own content is
 * still checked by every rule. Only a wrapper holding nothing but the dialog and those buttons
 * is ignored.
 */
export const POPOVER_DISMISS_BUTTONS: KnownFalsePositive = {
  rule: 'region',
  component: 'DisplaySettingsMenu (React Aria Popover around a Dialog)',
  reason: 'hidden Dismiss buttons sit beside the dialog while the rest of the page is inert',
  matches: (page, node) =>
    page.evaluate((selector) => {
      const wrapper = document.querySelector(selector);
      const popover = wrapper?.querySelector(':scope > [data-trigger="DialogTrigger"]');
      if (!wrapper || !popover || wrapper.children.length !== 1) return false;
      return [...popover.children].every(
        (child) =>
          child.getAttribute('role') === 'dialog' ||
          (child.children.length === 1 &&
            child.firstElementChild?.matches('button[tabindex="-1"][aria-label]:empty') === true),
      );
    }, String(node.target[0])),
};

/**
 * ComboBox suggestions (React Aria ComboBox > Popover > ListBox, the documented pattern): the
 * list is portalled to the end of the body, outside any landmark, while React Aria hides the
 * rest of the page from assistive technology; it belongs to the combobox that controls it
 * (`aria-controls`), inside the search landmark. Only such a list is ignored.
 */
export const COMBOBOX_SUGGESTIONS: KnownFalsePositive = {
  rule: 'region',
  component: 'GlobalSearch (React Aria ComboBox > Popover > ListBox)',
  reason: 'the open list of suggestions is portalled; its combobox is in the search landmark',
  matches: (page, node) =>
    page.evaluate((selector) => {
      const target = document.querySelector(selector);
      const list = target?.closest('[role="listbox"]') ?? target?.querySelector('[role="listbox"]');
      if (!list?.id) return false;
      const combobox = document.querySelector(`[role="combobox"][aria-controls~="${list.id}"]`);
      return combobox?.closest('[role="search"]') !== null && combobox !== null;
    }, String(node.target[0])),
};

/**
 * ComboBox suggestions that need scrolling (a tall header at large text leaves the popover
 * little room): the options are reached from the combobox with the arrow keys
 * (`aria-activedescendant`, the ARIA combobox pattern) and React Aria scrolls the active one
 * into view, so the list is keyboard-accessible without being a tab stop itself; axe's
 * scrollable-region-focusable looks only for focusable elements. Only a popover holding the
 * listbox of a combobox that controls it is ignored.
 */
export const SCROLLING_COMBOBOX_SUGGESTIONS: KnownFalsePositive = {
  rule: 'scrollable-region-focusable',
  component: 'GlobalSearch (React Aria ComboBox > Popover > ListBox)',
  reason: 'its options are reached with the arrow keys from the combobox (active descendant)',
  matches: (page, node) =>
    page.evaluate((selector) => {
      const list = document.querySelector(selector)?.querySelector('[role="listbox"]');
      if (!list?.id) return false;
      return document.querySelector(`[role="combobox"][aria-controls~="${list.id}"]`) !== null;
    }, String(node.target[0])),
};

/**
 * OrganizationMap's markers: at a zoom that shows every organisation, markers of places close
 * together overlap, so axe's target-size rule (WCAG 2.5.8) reports them. The criterion's
 * "equivalent" exception applies: each marker's function (open its info window) is also the
 * "Show on map" button of the same organisation in the list beside the map, a full-size target
 * that axe checks. Only a marker whose list item has that button is ignored.
 */
export const MAP_MARKERS_WITH_LIST_EQUIVALENT: KnownFalsePositive = {
  rule: 'target-size',
  component: 'OrganizationMap (maplibre Marker with a button element)',
  reason:
    "overlapping markers; each has an equivalent full-size button in the list (2.5.8's exception)",
  matches: (page, node) =>
    page.evaluate((selector) => {
      const marker = document.querySelector(selector);
      if (!marker?.matches('button.map-marker')) return false;
      const label = marker.getAttribute('aria-label') ?? '';
      // The marker says its item's heading, then (where the card shows one) its distance.
      return [...document.querySelectorAll('ol.organization-cards > li')].some((item) => {
        const heading = item.querySelector('h2, h3, h4')?.textContent ?? '';
        return (
          heading !== '' &&
          (label === heading || label.startsWith(`${heading}, `)) &&
          item.querySelector('button[id^="show-on-map-"]') !== null
        );
      });
    }, String(node.target[0])),
};

/**
 * expectNoAxeViolations from a11y/axe.ts, ignoring only the exact nodes described above;
 * `include` limits the scan as there.
 */
export async function expectNoAxeViolationsExcept(
  page: Page,
  knownFalsePositives: KnownFalsePositive[],
  context = '',
  include?: string,
) {
  const builder = axeBuilder(page);
  if (include) builder.include(include);
  const results = await analyze(page, builder);
  const remaining: Result[] = [];
  for (const violation of results.violations) {
    const nodes: NodeResult[] = [];
    for (const node of violation.nodes) {
      let ignored = false;
      for (const known of knownFalsePositives) {
        if (known.rule === violation.id && (await known.matches(page, node))) ignored = true;
      }
      if (!ignored) nodes.push(node);
    }
    if (nodes.length > 0) remaining.push({ ...violation, nodes });
  }
  expect(summarizeViolations(remaining), `axe violations ${context}`).toEqual([]);
}

/**
 * One state of a page scanned in the three display modes, on one page load: the modes are
 * attributes on <html>, so switching them needs no reload. `include` narrows the scan (the
 * header and footer are scanned on every route by routes-axe.spec.ts). Leaves standard mode.
 */
export async function expectCleanInEveryMode(
  page: Page,
  state: string,
  include = '#main-content',
  knownFalsePositives: KnownFalsePositive[] = [],
) {
  for (const mode of MODES) {
    await page.evaluate(({ highContrast, largeText }) => {
      document.documentElement.dataset.contrast = highContrast ? 'high' : 'standard';
      document.documentElement.dataset.text = largeText ? 'large' : 'standard';
    }, mode);
    const context = `${state} (${mode.name})`;
    if (knownFalsePositives.length > 0) {
      await expectNoAxeViolationsExcept(page, knownFalsePositives, context, include);
    } else {
      await expectNoAxeViolations(page, context, include);
    }
  }
  await page.evaluate(() => {
    document.documentElement.dataset.contrast = 'standard';
    document.documentElement.dataset.text = 'standard';
  });
}
