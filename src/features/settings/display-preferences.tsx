import { createContext, use, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { readPreferenceCookie, writePreferenceCookie } from '../../lib/preference-cookies.ts';
import { readStored, writeStored } from '../../lib/storage.ts';

export interface DisplayPreferences {
  highContrast: boolean;
  largeText: boolean;
}

interface DisplayPreferencesContextValue extends DisplayPreferences {
  setPreference: (name: keyof DisplayPreferences, value: boolean) => void;
}

const STORAGE_KEY = 'displaySettings';
const DisplayPreferencesContext = createContext<DisplayPreferencesContextValue | null>(null);

function prefersMoreContrast(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-contrast: more)').matches;
}

/**
 * This device's modes. The cookies are written on every change (applyDisplayPreferences) and are
 * what the server drew the page in, so they are the newer record; storage is brought in line
 * with them, as for the language (i18n-provider.tsx). Where storage is refused (some private
 * windows) the cookies are the only record: reading storage alone put the page back to the
 * standard modes as soon as the app ran.
 */
export function readDisplayPreferences(): DisplayPreferences {
  const raw = readStored(STORAGE_KEY);
  let stored: Partial<DisplayPreferences> | null = null;
  try {
    const parsed: unknown = JSON.parse(raw ?? 'null');
    if (parsed && typeof parsed === 'object') stored = parsed as Partial<DisplayPreferences>;
  } catch {
    // Unreadable value: the cookies or the defaults below decide.
  }
  const contrast = readPreferenceCookie('contrast');
  const text = readPreferenceCookie('text');
  const preferences: DisplayPreferences = {
    highContrast:
      contrast !== null
        ? contrast === 'high'
        : stored
          ? stored.highContrast === true
          : // First visit: an operating-system request for more contrast turns high contrast on.
            prefersMoreContrast(),
    largeText: text !== null ? text === 'large' : stored?.largeText === true,
  };
  const record = JSON.stringify(preferences);
  if ((contrast !== null || text !== null) && raw !== record) writeStored(STORAGE_KEY, record);
  return preferences;
}

/**
 * The modes are attributes on <html> so the stylesheet alone decides how they look. Written only
 * when they change: a new attribute on <html> makes the browser restyle the whole page, which
 * on a slow phone was a long task just after the app took over a page already drawn that way.
 */
export function applyDisplayPreferences({ highContrast, largeText }: DisplayPreferences) {
  const root = document.documentElement;
  const contrast = highContrast ? 'high' : 'standard';
  const text = largeText ? 'large' : 'standard';
  if (root.dataset.contrast !== contrast) root.dataset.contrast = contrast;
  if (root.dataset.text !== text) root.dataset.text = text;
  // The server then sends the next page already in these modes, before any script runs.
  writePreferenceCookie('contrast', contrast);
  writePreferenceCookie('text', text);
}

export function DisplayPreferencesProvider({ children }: { children: ReactNode }) {
  const [preferences, setPreferences] = useState(readDisplayPreferences);

  useLayoutEffect(() => applyDisplayPreferences(preferences), [preferences]);

  const value = useMemo<DisplayPreferencesContextValue>(
    () => ({
      ...preferences,
      setPreference: (name, enabled) =>
        setPreferences((current) => {
          const next = { ...current, [name]: enabled };
          writeStored(STORAGE_KEY, JSON.stringify(next));
          return next;
        }),
    }),
    [preferences],
  );

  return <DisplayPreferencesContext value={value}>{children}</DisplayPreferencesContext>;
}

export function useDisplayPreferences(): DisplayPreferencesContextValue {
  const value = use(DisplayPreferencesContext);
  if (!value) throw new Error('useDisplayPreferences must be used inside its provider');
  return value;
}
