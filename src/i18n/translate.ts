import rosetta from 'rosetta';
import { en } from './en/index.ts';
import { sp } from './sp/index.ts';
import type { Language, LazyNamespaces, TranslationKey } from './dictionaries.ts';

export type TranslationParams = Record<string, string | number>;
export type Translate = (key: TranslationKey, params?: TranslationParams) => string;

// rosetta mutates the tree it is given when namespaces are added: hand it copies.
const engine = rosetta<Record<string, unknown>>({ en: { ...en }, sp: { ...sp } });

/** Adds a page namespace in both languages; called by the modules in namespaces/. */
export function registerNamespace<N extends keyof LazyNamespaces>(
  name: N,
  tables: Record<Language, LazyNamespaces[N]>,
): void {
  engine.set('en', { [name]: tables.en });
  engine.set('sp', { [name]: tables.sp });
}

/**
 * rosetta returns '' for a missing key and has no fallback language. Keys are typed, so a miss
 * means a dictionary and the code disagree, or a namespace was not loaded: fail loudly in
 * tests, fall back to English elsewhere.
 */
export function translate(language: Language, key: TranslationKey, params?: TranslationParams) {
  const value = engine.t(key, params ?? {}, language);
  if (value !== '') return value;
  const message = `Missing translation "${key}" for "${language}"`;
  if (import.meta.env.MODE === 'test') throw new Error(message);
  console.error(message);
  return engine.t(key, params ?? {}, 'en');
}

const pluralRules: Record<Language, Intl.PluralRules> = {
  en: new Intl.PluralRules('en-US'),
  sp: new Intl.PluralRules('es-US'),
};

/** Keys ending in `.one` / `.other`: pass the prefix and the count; `{{count}}` is filled in. */
export function pluralCategory(language: Language, count: number): 'one' | 'other' {
  return pluralRules[language].select(count) === 'one' ? 'one' : 'other';
}
