import { htmlLang, type Language } from '../../i18n/dictionaries.ts';
import { formatDate } from '../../lib/format.ts';

/**
 * A record's value as the console shows it: a date (YYYY-MM-DD) as the product writes dates,
 * text as it is, and null for nothing (the screen says "(empty)" in its language).
 */
export function shownValue(value: unknown, language: Language): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return formatDate(value, language);
  }
  return String(value);
}

/** When a change was made: the date and the time, in the page's language. */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(`${htmlLang[language]}-US`, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}
