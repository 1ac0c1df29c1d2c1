import { formatDisplayDate } from '../contracts/dates.ts';
import type { Language } from '../i18n/dictionaries.ts';

const LOCALES: Record<Language, string> = { en: 'en-US', sp: 'es-US' };

/** Amounts are US dollars in both languages (spec section 5): "$9.99". */
export function formatUsd(amount: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'USD' }).format(
    amount,
  );
}

/** A date from the API (ISO), as the product writes dates; null for a missing or bad one. */
export function formatDate(iso: string | null, language: Language): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : formatDisplayDate(date, language);
}
