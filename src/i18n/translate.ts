import rosetta from 'rosetta';
import type { en } from './en/index.ts';
import type { Language, LazyNamespaces, TranslationKey } from './dictionaries.ts';

export type TranslationParams = Record<string, string | number>;
export type Translate = (key: TranslationKey, params?: TranslationParams) => string;

/** The shell's strings (every page's), and each page namespace. */
export type StringsName = keyof LazyNamespaces | 'core';
export type Strings<N extends StringsName> = N extends keyof LazyNamespaces
  ? LazyNamespaces[N]
  : typeof en;

// Empty until namespace-loader.ts (or, in tests and tools, namespaces/all.ts) registers strings.
const engine = rosetta<Record<string, unknown>>({ en: {}, sp: {} });

const registered: Record<Language, Set<StringsName>> = { en: new Set(), sp: new Set() };

/** Adds the shell's strings or a page namespace in one language (namespace-loader.ts). */
export function registerNamespaceIn<N extends StringsName>(
  language: Language,
  name: N,
  table: Strings<N>,
): void {
  // rosetta merges into the tree it keeps: the shell's tables go in at the top, a copy, so
  // that adding namespaces never changes the dictionary modules themselves.
  engine.set(language, name === 'core' ? { ...table } : { [name]: table });
  registered[language].add(name);
}

/** Adds a page namespace in both languages; called by the modules in namespaces/. */
export function registerNamespace<N extends StringsName>(
  name: N,
  tables: Record<Language, Strings<N>>,
): void {
  registerNamespaceIn('en', name, tables.en);
  registerNamespaceIn('sp', name, tables.sp);
}

export function isRegistered(name: StringsName, language: Language): boolean {
  return registered[language].has(name);
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
