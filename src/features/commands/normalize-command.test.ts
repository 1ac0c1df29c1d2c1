import { describe, expect, it } from 'vitest';
import { commandWords, normalizeCommand } from './normalize-command.ts';

describe('the words of a command', () => {
  it.each([
    // ZIP codes however they are said, with their leading zero kept.
    ['near one nine one oh four', 'near 19104'],
    ['near nineteen one oh four', 'near 19104'],
    ['cerca de diecinueve mil ciento cuatro', 'cerca de 19104'],
    ['near zero six one zero three', 'near 06103'],
    ['around 02115', 'around 02115'],
    ['near won nine one oh four', 'near 19104'],
    ['one nine one oh for', '19104'],
    // Numbers up to a hundred and positions.
    ['result forty two', 'result 42'],
    ['resultado cuarenta y dos', 'resultado 42'],
    ['the twenty first result', 'the #21 result'],
    ['open the 3rd result', 'open the #3 result'],
    ['abre la tercera', 'abre la #3'],
    ['el 4º', 'el #4'],
    ['la 2da', 'la #2'],
    ['within a hundred miles', 'within a 100 miles'],
    ['a doscientas millas', 'a 200 millas'],
    // "one" is a pronoun unless a number is asked for.
    ['the next one', 'the next one'],
    ['call number one', 'call number 1'],
    ['busca una clinica', 'busca una clinica'],
    // Sound-alikes: a digit where a number is asked for, a word elsewhere.
    ['call number too', 'call number 2'],
    ['within for miles', 'within 4 miles'],
    ['switch two Spanish', 'switch to spanish'],
    ['help four veterans', 'help for veterans'],
    ['call two', 'call 2'],
  ])('%j → %j', (text, words) => {
    expect(normalizeCommand(text)).toBe(words);
  });

  it('drops case, accents and punctuation, and joins apostrophes', () => {
    expect(commandWords('¿Dónde hay CLÍNICAS, por favor?')).toEqual([
      'donde',
      'hay',
      'clinicas',
      'por',
      'favor',
    ]);
    expect(commandWords("I'd like what's near")).toEqual(['id', 'like', 'whats', 'near']);
  });
});
