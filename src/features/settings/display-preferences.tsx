import { createContext, use, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { writePreferenceCookie } from '../../lib/preference-cookies.ts';
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

export function readDisplayPreferences(): DisplayPreferences {
  try {
    const stored = JSON.parse(
      readStored(STORAGE_KEY) ?? 'null',
    ) as Partial<DisplayPreferences> | null;
    if (stored && typeof stored === 'object') {
      return { highContrast: stored.highContrast === true, largeText: stored.largeText === true };
    }
  } catch {
    // Unreadable value: start from the defaults below.
  }
  // First visit: an operating-system request for more contrast turns high contrast on.
  return { highContrast: prefersMoreContrast(), largeText: false };
}

/** The modes are attributes on <html> so the stylesheet alone decides how they look. */
export function applyDisplayPreferences({ highContrast, largeText }: DisplayPreferences) {
  const root = document.documentElement;
  root.dataset.contrast = highContrast ? 'high' : 'standard';
  root.dataset.text = largeText ? 'large' : 'standard';
  // The server then sends the next page already in these modes, before any script runs.
  writePreferenceCookie('contrast', root.dataset.contrast);
  writePreferenceCookie('text', root.dataset.text);
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
