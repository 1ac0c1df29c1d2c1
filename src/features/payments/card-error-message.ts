import type { TranslationKey } from '../../i18n/dictionaries.ts';

/**
 * The card provider's error codes (Stripe's `code`, or its `decline_code` when a decline has a
 * stated reason; the sandbox answers with the same codes) and what we say for each. Matching
 * codes, not the provider's English sentences, keeps the Spanish working when a sentence is
 * reworded.
 */
const CARD_ERROR_KEYS: Record<string, TranslationKey> = {
  invalid_number: 'payments.card.numberInvalid',
  incorrect_number: 'payments.card.numberInvalid',
  invalid_expiry_month: 'payments.card.expiryInvalid',
  invalid_expiry_year: 'payments.card.expiryInvalid',
  expired_card: 'payments.card.expired',
  invalid_cvc: 'payments.card.cvcInvalid',
  incorrect_cvc: 'payments.card.cvcInvalid',
  card_declined: 'payments.card.declined',
  insufficient_funds: 'payments.card.insufficientFunds',
  processing_error: 'payments.card.processingError',
};

/** The dictionary key for a card error code, or null for a code we have no words for. */
export function cardErrorKey(code: string | null | undefined): TranslationKey | null {
  return (code && CARD_ERROR_KEYS[code]) || null;
}

/**
 * What to tell the user about a refused card: our words for its code, else the provider's own
 * message (better than nothing, though perhaps in English), else null.
 */
export function cardErrorMessage(
  error: { code: string | null | undefined; message: string | null | undefined },
  t: (key: TranslationKey) => string,
): string | null {
  const key = cardErrorKey(error.code);
  if (key) return t(key);
  return error.message || null;
}
