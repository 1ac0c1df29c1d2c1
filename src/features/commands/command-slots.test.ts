import { describe, expect, it } from 'vitest';
import { findIndex, findLanguage, findMiles, findWhere, stateAtEnd } from './command-slots.ts';
import { commandWords } from './normalize-command.ts';

const placeWord = (word: string) => !['the', 'a', 'for', 'me'].includes(word);
const where = (text: string, language: 'en' | 'sp' = 'en') =>
  findWhere(commandWords(text), language, placeWord)?.value ?? null;

describe('where a command is for', () => {
  it.each([
    ['find help near 19104', { zip: '19104' }],
    ['clinics in zip code 60614', { zip: '60614' }],
    ['find help near me', { nearMe: true }],
    ['anything around here', { nearMe: true }],
    ['in my area', { nearMe: true }],
    ['clinics in Philadelphia', { place: 'philadelphia' }],
    ['clinics in Springfield Illinois', { place: 'springfield', state: 'IL' }],
    ['clinics in Springfield, IL', { place: 'springfield', state: 'IL' }],
    ['clinics in Portland, ME', { place: 'portland', state: 'ME' }],
    ['clinics in Springfield, Ill.', { place: 'springfield', state: 'IL' }],
    ['mobility training, Portland Oregon', { place: 'portland', state: 'OR' }],
    ['help in Kansas City, Kansas', { place: 'kansas city', state: 'KS' }],
    ['help in Washington D.C.', { place: 'washington', state: 'DC' }],
  ] as const)('%j', (text, expected) => {
    expect(where(text)).toEqual(expected);
  });

  it.each([
    ['cerca de mí', { nearMe: true }],
    ['en mi zona', { nearMe: true }],
    ['el oculista más cercano', { nearMe: true }],
    ['en Filadelfia', { place: 'filadelfia' }],
    ['en Springfield, Illinois', { place: 'springfield', state: 'IL' }],
    ['en Los Ángeles', { place: 'los angeles' }],
  ] as const)('%j (Spanish)', (text, expected) => {
    expect(where(text, 'sp')).toEqual(expected);
  });

  it('never takes a language for a place', () => {
    expect(where('braille classes in Spanish')).toBeNull();
    expect(where('clases de braille en español', 'sp')).toBeNull();
  });

  it('finds a state only at the end of a place, and never a place that is only a state', () => {
    expect(stateAtEnd(['portland', 'or'])).toEqual({ code: 'OR', length: 1 });
    expect(stateAtEnd(['new', 'york'])).toBeNull();
  });
});

describe('languages, positions and distances', () => {
  it('finds a language with the words that go with it', () => {
    expect(findLanguage(commandWords('Spanish speaking doctors'))).toEqual({
      value: 'sp',
      used: [0, 1],
    });
    expect(findLanguage(commandWords('al inglés'))?.value).toBe('en');
  });

  it('finds a position from 1 to 100, ordinal first', () => {
    expect(findIndex(commandWords('open the third result'))?.value).toBe(3);
    expect(findIndex(commandWords('número cuarenta y dos'))?.value).toBe(42);
    expect(findIndex(commandWords('result 101'))).toBeNull();
    expect(findIndex(commandWords('result zero'))).toBeNull();
  });

  it('finds a distance said in miles', () => {
    expect(findMiles(commandWords('within fifteen miles'))?.value).toBe(15);
    expect(findMiles(commandWords('a cien millas'))?.value).toBe(100);
    expect(findMiles(commandWords('fifteen minutes'))).toBeNull();
  });
});
