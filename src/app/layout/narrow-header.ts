import { useCallback, useSyncExternalStore } from 'react';

/**
 * Where the stylesheet puts the header's links and tools behind Menu and its search row behind
 * Search (styles.css, `.header-narrow`): below 64rem, and below 80rem in the large-text mode.
 * The two must stay in step (narrow-header.test.ts reads the stylesheet).
 */
export const NARROW_HEADER_QUERY = '(max-width: 63.99rem)';
export const NARROW_HEADER_QUERY_LARGE_TEXT = '(max-width: 79.99rem)';

const queryFor = (largeText: boolean) =>
  largeText ? NARROW_HEADER_QUERY_LARGE_TEXT : NARROW_HEADER_QUERY;

let prerendered = false;

/**
 * main.tsx, before React takes over a prerendered page: that header is in the HTML whole, for
 * any width, and stays whole (the stylesheet hides what a narrow screen does not show), so
 * hydrating finds what the server drew and nothing is taken out afterwards.
 */
export function keepPrerenderedHeaderWhole(): void {
  prerendered = true;
}

/** The window's media list for the header's line; null where the header stays whole. */
function headerMedia(largeText: boolean): MediaQueryList | null {
  if (prerendered || typeof window === 'undefined' || !window.matchMedia) return null;
  return window.matchMedia(queryFor(largeText));
}

/** Whether the header is narrow now; before any render, the mode is the page's attribute. */
export function isNarrowHeader(
  largeText = typeof document !== 'undefined' && document.documentElement.dataset.text === 'large',
): boolean {
  return headerMedia(largeText)?.matches ?? false;
}

/**
 * On a page the browser draws, whether the header is narrow, following the window (a phone
 * turned, a zoom changed) and the text mode. The header then leaves out what a narrow screen
 * hides: a phone's first render was a long task, most of it tools nobody could see (ADR 057).
 */
export function useNarrowHeader(largeText: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = headerMedia(largeText);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [largeText],
  );
  return useSyncExternalStore(
    subscribe,
    () => isNarrowHeader(largeText),
    () => false,
  );
}
