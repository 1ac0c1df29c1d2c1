/**
 * The device's choices as cookies, so the server can send a prerendered page already in the
 * visitor's language and display mode (server/src/plugins/spa.ts). localStorage stays the
 * browser's record; these mirror it.
 */
export const PREFERENCE_COOKIES = {
  language: 'vh_lang',
  contrast: 'vh_contrast',
  text: 'vh_text',
} as const;

export type PreferenceCookie = keyof typeof PREFERENCE_COOKIES;

/** The values each cookie may hold; anything else is ignored. */
export const PREFERENCE_VALUES = {
  language: ['en', 'sp'],
  contrast: ['high', 'standard'],
  text: ['large', 'standard'],
} as const satisfies Record<PreferenceCookie, readonly string[]>;

/** A year: the choice is the device's, like the localStorage it mirrors. */
export const PREFERENCE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
