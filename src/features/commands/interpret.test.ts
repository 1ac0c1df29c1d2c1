import { describe, expect, it } from 'vitest';
import type { TranslationKey } from '../../i18n/dictionaries.ts';
import '../../i18n/namespaces/all.ts';
import { translate } from '../../i18n/translate.ts';
import { registerIntentHandler } from '../../lib/commands.ts';
import { interpret } from './command-layer.tsx';

const tFor =
  (language: 'en' | 'sp') => (key: TranslationKey, params?: Record<string, string | number>) =>
    translate(language, key, params);

describe('what typed text means on the page', () => {
  it('refuses a phrase it does not know, with the hint, in the user’s language', () => {
    expect(interpret('sing a song', 'en', tFor('en'))).toEqual({
      refusal: 'I didn’t understand “sing a song”. Say or type “what can I say” for the list.',
    });
    expect(interpret('canta algo', 'sp', tFor('sp'))).toEqual({
      refusal: 'No entendí «canta algo». Diga o escriba «qué puedo decir» para ver la lista.',
    });
  });

  it('says when the page cannot run a command it understood, naming the command', () => {
    expect(interpret('print in Spanish', 'en', tFor('en'))).toEqual({
      refusal: '“Print this guide in English or Spanish” isn’t available on this page.',
    });
  });

  it('gives the intent once something on the page can run it', () => {
    const off = registerIntentHandler('print', () => ({ ok: true, message: '' }));
    try {
      expect(interpret('imprimir en español', 'sp', tFor('sp'))).toEqual({
        intent: { type: 'print', language: 'sp' },
      });
    } finally {
      off();
    }
  });
});
