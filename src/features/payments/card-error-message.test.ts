import { describe, expect, it } from 'vitest';
import type { Language } from '../../i18n/dictionaries.ts';
import { translate } from '../../i18n/translate.ts';
import { cardErrorKey, cardErrorMessage } from './card-error-message.ts';

const inLanguage = (language: Language) => (key: Parameters<typeof translate>[1]) =>
  translate(language, key);

// The provider's sentence is deliberately not one of ours: the code alone must decide.
const PROVIDER_SAYS = 'Some sentence the provider chose.';

describe('card errors by the provider’s code', () => {
  it.each([
    ['card_declined', 'Your card was declined.', 'Su tarjeta fue rechazada.'],
    [
      'insufficient_funds',
      'Your card has insufficient funds.',
      'Su tarjeta no tiene fondos suficientes.',
    ],
    ['expired_card', 'Your card has expired.', 'Su tarjeta está vencida.'],
    ['incorrect_number', 'Your card number is invalid.', 'El número de su tarjeta no es válido.'],
    ['invalid_number', 'Your card number is invalid.', 'El número de su tarjeta no es válido.'],
    [
      'incorrect_cvc',
      "Your card's security code is invalid.",
      'El código de seguridad de su tarjeta no es válido.',
    ],
    [
      'invalid_cvc',
      "Your card's security code is invalid.",
      'El código de seguridad de su tarjeta no es válido.',
    ],
    [
      'invalid_expiry_month',
      'Enter the expiry date as MM/YY',
      'Ingrese la fecha de vencimiento como MM/AA',
    ],
    [
      'invalid_expiry_year',
      'Enter the expiry date as MM/YY',
      'Ingrese la fecha de vencimiento como MM/AA',
    ],
    [
      'processing_error',
      'We could not process your card, and nothing was charged. Please try again in a few minutes.',
      'No pudimos procesar su tarjeta y no se le cobró nada. Vuelva a intentarlo en unos minutos.',
    ],
  ])('%s: in English and in Spanish', (code, english, spanish) => {
    const error = { code, message: PROVIDER_SAYS };
    expect(cardErrorMessage(error, inLanguage('en'))).toBe(english);
    expect(cardErrorMessage(error, inLanguage('sp'))).toBe(spanish);
  });

  it('falls back on the provider’s own message for a code we have no words for', () => {
    const error = { code: 'do_not_honor', message: 'Your card was declined by its bank.' };
    expect(cardErrorKey(error.code)).toBeNull();
    expect(cardErrorMessage(error, inLanguage('sp'))).toBe('Your card was declined by its bank.');
    expect(cardErrorMessage({ code: null, message: PROVIDER_SAYS }, inLanguage('en'))).toBe(
      PROVIDER_SAYS,
    );
  });

  it('says nothing of its own when there is neither a known code nor a message', () => {
    expect(cardErrorMessage({ code: null, message: null }, inLanguage('en'))).toBeNull();
    expect(cardErrorMessage({ code: 'something_new', message: '' }, inLanguage('en'))).toBeNull();
  });

  it('does not match on English sentences any more', () => {
    expect(
      cardErrorMessage({ code: null, message: 'Your card was declined.' }, inLanguage('sp')),
    ).toBe('Your card was declined.');
  });
});
