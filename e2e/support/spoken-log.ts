// What the page says to a screen reader, in order: every text our announcer's live regions
// and the toasts take on. Installed before the page loads; `spoken(page)` reads it back, so a
// test can hold a message to being said exactly once.
import type { Page } from '@playwright/test';

/** Runs in the page (an init script): plain JavaScript, no imports. */
function recordSpoken() {
  const log: string[] = [];
  (window as unknown as { __spoken: string[] }).__spoken = log;
  const last = new Map<Element, string>();
  const note = (region: Element) => {
    const text = (region.textContent ?? '').trim();
    if (text && text !== last.get(region)) log.push(text);
    last.set(region, text);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target instanceof Element ? record.target : record.target.parentElement;
      const region = target?.closest(
        '[data-testid^="announcer-"], [role="alert"], [role="status"]',
      );
      if (region) note(region);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

export async function recordAnnouncements(page: Page): Promise<void> {
  await page.addInitScript(recordSpoken);
}

export function spoken(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { __spoken: string[] }).__spoken]);
}
