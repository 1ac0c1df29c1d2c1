import type { account } from './en/account.ts';
import type { admin } from './en/admin.ts';
import type { alerts } from './en/alerts.ts';
import type { categories } from './en/categories.ts';
import type { commands } from './en/commands.ts';
import type { dashboard } from './en/dashboard.ts';
import type { en } from './en/index.ts';
import type { home } from './en/home.ts';
import type { marketing } from './en/marketing.ts';
import type { myList } from './en/my-list.ts';
import type { mySurveys } from './en/my-surveys.ts';
import type { organizations } from './en/organizations.ts';
import type { payments } from './en/payments.ts';
import type { search } from './en/search.ts';
import type { surveys } from './en/surveys.ts';
import type { DictionaryKey } from './types.ts';

export type Language = 'en' | 'sp';

/** Page strings, loaded with their routes in one language (namespace-loader.ts), so a first
 * visit downloads only the shell's strings and the current page's. */
export interface LazyNamespaces {
  account: typeof account;
  admin: typeof admin;
  alerts: typeof alerts;
  categories: typeof categories;
  commands: typeof commands;
  dashboard: typeof dashboard;
  home: typeof home;
  marketing: typeof marketing;
  myList: typeof myList;
  mySurveys: typeof mySurveys;
  organizations: typeof organizations;
  payments: typeof payments;
  search: typeof search;
  surveys: typeof surveys;
}

export type Dictionary = typeof en & LazyNamespaces;
export type TranslationKey = DictionaryKey<Dictionary>;

export const LANGUAGES: readonly Language[] = ['en', 'sp'];

/** Internal codes are the spec's en/sp; the page needs real BCP 47 tags. */
export const htmlLang: Record<Language, string> = { en: 'en', sp: 'es' };
