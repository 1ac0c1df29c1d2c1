import type { Language } from '../i18n/dictionaries.ts';

const LOCALES: Record<Language, string> = { en: 'en-US', sp: 'es-US' };

/** Amounts are US dollars in both languages (spec section 5): "$9.99". */
export function formatUsd(amount: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'USD' }).format(
    amount,
  );
}

const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  sp: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'],
};

/**
 * The spec's 'DD MMM, YYYY' ("05 Mar, 2026"; "05 mar, 2026" in Spanish), in UTC, as the
 * receipt e-mail writes it. Null for a missing or unreadable date.
 */
export function formatSpecDate(iso: string | null, language: Language): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${day} ${MONTHS[language][date.getUTCMonth()]}, ${date.getUTCFullYear()}`;
}
