import { en } from './en/index.ts';
import { sp } from './sp/index.ts';
import type { DictionaryKey } from './types.ts';

export type Language = 'en' | 'sp';
export type Dictionary = typeof en;
export type TranslationKey = DictionaryKey<Dictionary>;

export const dictionaries: Record<Language, Dictionary> = { en, sp };
export const LANGUAGES: readonly Language[] = ['en', 'sp'];

/** Internal codes are the spec's en/sp; the page and speech need real BCP 47 tags. */
export const htmlLang: Record<Language, string> = { en: 'en', sp: 'es' };
export const speechLang: Record<Language, string> = { en: 'en-US', sp: 'es-US' };
