import {
  PREFERENCE_COOKIE_MAX_AGE_SECONDS,
  PREFERENCE_COOKIES,
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
