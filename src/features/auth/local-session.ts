import { readStored, writeStored } from '../../lib/storage.ts';

// What the browser keeps about the session (spec section 3, "Local storage keys"): the
// identity provider's cache, the idle time, the sign-up flags and the username cookie.

export const IDLE_TIME_KEY = 'sessionIdleTime';
/** The spec's default idle time. */
export const DEFAULT_IDLE_SECONDS = 900;
export const USERNAME_COOKIE = 'username';

/**
 * Device settings, not account data: a low-vision user who set large text or high contrast
 * (or Spanish) should not lose it by signing out, on a shared computer or their own.
 */
export const KEPT_ON_SIGN_OUT = ['language', 'displaySettings'] as const;

/** The spec's "clear local and session storage", keeping the device settings above. */
export function clearBrowserSession(): void {
  try {
    const kept = KEPT_ON_SIGN_OUT.map((key) => [key, window.localStorage.getItem(key)] as const);
    window.localStorage.clear();
    for (const [key, value] of kept) if (value !== null) window.localStorage.setItem(key, value);
  } catch {
    // Storage disabled: there is nothing to clear.
  }
  try {
    window.sessionStorage.clear();
  } catch {
    // As above.
  }
  clearUsernameCookie();
}

/** The idle time in seconds: the access token's lifetime, stored at sign-in. */
export function readIdleSeconds(): number {
  const stored = Number(readStored(IDLE_TIME_KEY));
  return Number.isFinite(stored) && stored > 0 ? stored : DEFAULT_IDLE_SECONDS;
}

export function storeIdleSeconds(expiresIn: number | undefined): void {
  const seconds =
    typeof expiresIn === 'number' && Number.isFinite(expiresIn) && expiresIn > 0
      ? Math.round(expiresIn)
      : DEFAULT_IDLE_SECONDS;
  writeStored(IDLE_TIME_KEY, String(seconds));
}

function cookieAttributes(): string {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  return `; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function setUsernameCookie(firstName: string): void {
  document.cookie = `${USERNAME_COOKIE}=${encodeURIComponent(firstName)}${cookieAttributes()}`;
}

export function clearUsernameCookie(): void {
  document.cookie = `${USERNAME_COOKIE}=; max-age=0${cookieAttributes()}`;
}

export function readUsernameCookie(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === USERNAME_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}
