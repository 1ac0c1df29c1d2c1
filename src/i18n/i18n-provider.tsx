import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { readPreferenceCookie, writePreferenceCookie } from '../lib/preference-cookies.ts';
import { readStored, writeStored } from '../lib/storage.ts';
import { htmlLang, LANGUAGES, type Language, type TranslationKey } from './dictionaries.ts';
import { hasLanguage, loadLanguage, setPageLanguage } from './namespace-loader.ts';
import { pluralCategory, translate, type Translate, type TranslationParams } from './translate.ts';

interface I18nContextValue {
  language: Language;
  /** Resolves once the app is drawn in the language (its strings may have to arrive first). */
  setLanguage: (language: Language) => Promise<void>;
  t: Translate;
  /** Plural form: tp('organizations.count', 3) reads `organizations.count.other`. */
  tp: (keyPrefix: string, count: number, params?: TranslationParams) => string;
}

const I18nContext = createContext<I18nContextValue | null>(null);

const STORAGE_KEY = 'language';

/** The language chosen on this device, if any. */
export function storedLanguage(): Language | null {
  const stored = readStored(STORAGE_KEY);
  return stored && (LANGUAGES as readonly string[]).includes(stored) ? (stored as Language) : null;
}

/**
 * The language this device chose last. The cookie is written on every change, in the browser
 * and by the server when the header's language form is sent before any script (ADR 037), so it
 * is the newer record: storage is brought in line with it (main.tsx calls this before the app
 * starts). Storage alone remains for a device that chose before the cookie existed.
 */
export function chosenLanguage(): Language | null {
  const cookie = readPreferenceCookie('language');
  if (cookie === null) return storedLanguage();
  if (storedLanguage() !== cookie) writeStored(STORAGE_KEY, cookie);
  return cookie;
}

/** The language the app starts in when it draws the page itself (main.tsx loads its strings). */
export function initialLanguage(): Language {
  const stored = storedLanguage();
  if (stored) return stored;
  // First visit: follow the browser when it prefers Spanish.
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  return preferred[0]?.toLowerCase().startsWith('es') ? 'sp' : 'en';
}

export function I18nProvider({
  children,
  language: fixedLanguage,
}: {
  children: ReactNode;
  /** The language to start in: tests pin it; a prerendered page was drawn in it. */
  language?: Language;
}) {
  const [language, setLanguageState] = useState<Language>(() => {
    const first = fixedLanguage ?? initialLanguage();
    setPageLanguage(first);
    return first;
  });

  const requested = useRef<Language | null>(null);
  const setLanguage = useCallback((next: Language) => {
    writeStored(STORAGE_KEY, next);
    requested.current = next;
    // Strings are loaded in one language (namespace-loader.ts): the other one arrives before
    // anything is drawn in it. If it cannot, the app switches anyway, and a string that is
    // missing is shown in English (translate.ts).
    if (hasLanguage(next)) {
      setPageLanguage(next);
      setLanguageState(next);
      return Promise.resolve();
    }
    return loadLanguage(next)
      .catch((error: unknown) => console.error('The strings of the language did not load', error))
      .then(() => {
        // Unless another language was chosen meanwhile.
        if (requested.current === next) setLanguageState(next);
      });
  }, []);

  useEffect(() => {
    document.documentElement.lang = htmlLang[language];
    // The server sends the next page in this language (contracts/preferences.ts).
    writePreferenceCookie('language', language);
  }, [language]);

  const value = useMemo<I18nContextValue>(() => {
    const t: Translate = (key, params) => translate(language, key, params);
    return {
      language,
      setLanguage,
      t,
      tp: (keyPrefix, count, params) =>
        t(`${keyPrefix}.${pluralCategory(language, count)}` as TranslationKey, {
          count,
          ...params,
        }),
    };
  }, [language, setLanguage]);

  return (
    <I18nContext value={value}>
      {/* React Aria's own strings and date formats follow the app's language. */}
      <AriaI18nProvider locale={language === 'sp' ? 'es-US' : 'en-US'}>{children}</AriaI18nProvider>
    </I18nContext>
  );
}

export function useI18n(): I18nContextValue {
  const value = use(I18nContext);
  if (!value) throw new Error('useI18n must be used inside <I18nProvider>');
  return value;
}
