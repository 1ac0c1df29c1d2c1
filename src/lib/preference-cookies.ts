import {
  PREFERENCE_COOKIE_MAX_AGE_SECONDS,
  PREFERENCE_COOKIES,
  PREFERENCE_VALUES,
  type PreferenceCookie,
} from '../contracts/preferences.ts';

/** Mirrors a device setting into its cookie (see contracts/preferences.ts). */
export function writePreferenceCookie(name: PreferenceCookie, value: string): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${PREFERENCE_COOKIES[name]}=${value}; path=/; max-age=${PREFERENCE_COOKIE_MAX_AGE_SECONDS}` +
    `; SameSite=Lax${secure}`;
}

/** A device setting's cookie, if it holds a value the app knows. */
export function readPreferenceCookie<P extends PreferenceCookie>(
  name: P,
  cookieString: string = typeof document === 'undefined' ? '' : document.cookie,
): (typeof PREFERENCE_VALUES)[P][number] | null {
  const allowed: readonly string[] = PREFERENCE_VALUES[name];
  for (const part of cookieString.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === PREFERENCE_COOKIES[name]) {
      const value = part.slice(index + 1).trim();
      if (allowed.includes(value)) return value as (typeof PREFERENCE_VALUES)[P][number];
    }
  }
  return null;
}
