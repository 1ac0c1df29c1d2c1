import { expect } from 'vitest';

const SPECIAL = /[.*+?^${}()|[\]\\]/g;

/**
 * A field's description as a browser reads it. A field's hint and message stay in the page while
 * empty (field-text.tsx), and dom-accessibility-api, unlike Chromium, keeps the space an empty one
 * leaves when it joins the parts `aria-describedby` names; the words must still match exactly.
 */
export function readAs(text: string) {
  return expect.stringMatching(new RegExp(`^\\s*${text.replace(SPECIAL, '\\$&')}\\s*$`));
}
