import type { Language } from '../i18n/dictionaries.ts';

const LOCALES: Record<Language, string> = { en: 'en-US', sp: 'es-US' };

/** Amounts are US dollars in both languages (spec section 5): "$9.99". */
export function formatUsd(amount: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'USD' }).format(
    amount,
  );
}

const ENGLISH_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

const spanishDate = new Intl.DateTimeFormat('es-US', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A date in a table or a card, in UTC. English keeps the spec's 'DD MMM, YYYY' ("05 Mar,
 * 2026"); Spanish is what `Intl` writes for es-US ("5 mar 2026"), not the English pattern
 * with Spanish month names (docs/i18n.md). Null for a missing or unreadable date.
 */
export function formatDate(iso: string | null, language: Language): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  if (language === 'sp') return spanishDate.format(date);
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${day} ${ENGLISH_MONTHS[date.getUTCMonth()]}, ${date.getUTCFullYear()}`;
}
