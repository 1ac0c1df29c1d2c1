import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isNarrowHeader,
  keepPrerenderedHeaderWhole,
  NARROW_HEADER_QUERY,
  NARROW_HEADER_QUERY_LARGE_TEXT,
} from './narrow-header.ts';

const stylesheet = readFileSync(path.resolve(__dirname, '../../styles.css'), 'utf8');

/** The body of the stylesheet's `@media <query>` block that holds `selector`. */
function mediaBlockWith(query: string, selector: string): string | undefined {
  return stylesheet
    .split(`@media ${query} {`)
    .slice(1)
    .map((rest) => rest.slice(0, rest.indexOf('\n}')))
    .find((block) => block.includes(selector));
}

function mediaMatching(matching: string[]) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matching.includes(query),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the narrow header', () => {
  it('starts where the stylesheet shows Menu and Search instead of the tools', () => {
    const standard = mediaBlockWith(NARROW_HEADER_QUERY, '.header-narrow');
    expect(standard).toMatch(/\.header-inner > \.header-tools \{\s*display: none;/);
    expect(standard).toMatch(/\.header-search:not\(\[data-open\]\) \{\s*display: none;/);
    const large = mediaBlockWith(NARROW_HEADER_QUERY_LARGE_TEXT, '.header-narrow');
    expect(large).toContain(":root[data-text='large'] .header-inner > .header-tools");
    expect(large).toContain(":root[data-text='large'] .header-search:not([data-open])");
  });

  it('is narrow below 64rem, and below 80rem in the large-text mode', () => {
    mediaMatching([NARROW_HEADER_QUERY_LARGE_TEXT]); // a window between 64 and 80rem wide
    expect(isNarrowHeader(false)).toBe(false);
    expect(isNarrowHeader(true)).toBe(true);
    mediaMatching([NARROW_HEADER_QUERY, NARROW_HEADER_QUERY_LARGE_TEXT]);
    expect(isNarrowHeader(false)).toBe(true);
    mediaMatching([]);
    expect(isNarrowHeader(true)).toBe(false);
  });
});

// Last: the page's life long, as in the browser.
describe('on a prerendered page', () => {
  it('the header stays whole at any width (the stylesheet hides what is not shown)', () => {
    mediaMatching([NARROW_HEADER_QUERY, NARROW_HEADER_QUERY_LARGE_TEXT]);
    keepPrerenderedHeaderWhole();
    expect(isNarrowHeader(false)).toBe(false);
    expect(isNarrowHeader(true)).toBe(false);
  });
});
