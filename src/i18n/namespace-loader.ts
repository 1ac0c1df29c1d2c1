import { LANGUAGES, type Language, type LazyNamespaces } from './dictionaries.ts';
import { isRegistered, registerNamespaceIn, type Strings, type StringsName } from './translate.ts';

type Name = keyof LazyNamespaces;
type Load = () => Promise<Record<string, unknown>>;

/**
 * The shell's strings and each page namespace, one chunk per language (English, Spanish): a
 * first visit downloads the strings of the page it opens in the language it is shown in
 * (issue 41). The other language arrives when the user switches (loadLanguage), before the
 * app is drawn in it. Each module exports its table under the namespace's name (the shell's
 * under the language's code).
 */
const loaders: Record<StringsName, [en: Load, sp: Load]> = {
  core: [() => import('./en/index.ts'), () => import('./sp/index.ts')],
  account: [() => import('./en/account.ts'), () => import('./sp/account.ts')],
  admin: [() => import('./en/admin.ts'), () => import('./sp/admin.ts')],
  alerts: [() => import('./en/alerts.ts'), () => import('./sp/alerts.ts')],
  categories: [() => import('./en/categories.ts'), () => import('./sp/categories.ts')],
  commands: [() => import('./en/commands.ts'), () => import('./sp/commands.ts')],
  dashboard: [() => import('./en/dashboard.ts'), () => import('./sp/dashboard.ts')],
  home: [() => import('./en/home.ts'), () => import('./sp/home.ts')],
  marketing: [() => import('./en/marketing.ts'), () => import('./sp/marketing.ts')],
  myList: [() => import('./en/my-list.ts'), () => import('./sp/my-list.ts')],
  mySurveys: [() => import('./en/my-surveys.ts'), () => import('./sp/my-surveys.ts')],
  organizations: [() => import('./en/organizations.ts'), () => import('./sp/organizations.ts')],
  payments: [() => import('./en/payments.ts'), () => import('./sp/payments.ts')],
  search: [() => import('./en/search.ts'), () => import('./sp/search.ts')],
  surveys: [() => import('./en/surveys.ts'), () => import('./sp/surveys.ts')],
};

/** Every namespace a page has asked for, and the shell's: a language switch brings them all. */
const inUse = new Set<StringsName>(['core']);
/** The language pages load their strings in: the one the app shows, or is switching to. */
let pageLanguage: Language = 'en';

export function setPageLanguage(language: Language): void {
  pageLanguage = language;
}

/** A namespace's module in one language, not yet registered. */
const importStrings = (name: StringsName, language: Language) =>
  loaders[name][language === 'en' ? 0 : 1]();

function load(name: StringsName, language: Language): Promise<void> {
  if (isRegistered(name, language)) return Promise.resolve();
  return importStrings(name, language).then((module) =>
    registerNamespaceIn(
      language,
      name,
      module[name === 'core' ? language : name] as Strings<typeof name>,
    ),
  );
}

/**
 * The shell's strings and a page's namespaces, in the language pages are drawn in, or in both
 * for a page that writes something in each language (a download menu names each file in its
 * own language). Prerendering draws every page in both languages in one process, where a
 * page's code is loaded once: both there.
 */
export function loadNamespaces(
  names: readonly Name[],
  { bothLanguages = import.meta.env.SSR }: { bothLanguages?: boolean } = {},
): Promise<void> {
  names.forEach((name) => inUse.add(name));
  const languages = bothLanguages ? LANGUAGES : [pageLanguage];
  const parts: StringsName[] = ['core', ...names];
  return Promise.all(
    languages.flatMap((language) => parts.map((name) => load(name, language))),
  ).then(() => undefined);
}

/**
 * The modules of the shell's strings and these namespaces in one language, unregistered: the
 * prerender step names their chunks in a page's HTML (app/prerender.tsx).
 */
export function stringsModules(names: readonly Name[], language: Language): Promise<unknown[]> {
  const parts: StringsName[] = ['core', ...names];
  return Promise.all(parts.map((name) => importStrings(name, language)));
}

/** Whether the shell's strings and every namespace a page has asked for are here. */
export function hasLanguage(language: Language): boolean {
  return [...inUse].every((name) => isRegistered(name, language));
}

/**
 * The shell's strings and every namespace in use, in this language: before the app switches
 * to it. Again if a page asked for another one meanwhile.
 */
export async function loadLanguage(language: Language): Promise<void> {
  setPageLanguage(language);
  while (!hasLanguage(language)) {
    await Promise.all([...inUse].map((name) => load(name, language)));
  }
}
