import { describe, expect, it } from 'vitest';
import { searchTerms, searchWords, wordRarity } from './guide-search.ts';
import { QUESTION_WORDS } from './question-words.ts';

describe('searchWords', () => {
  it('folds case and accents and splits on anything not a letter or digit', () => {
    expect(searchWords('Clínica  VISIÓN, año-2024')).toEqual(['clinica', 'vision', 'ano', '2024']);
    expect(searchWords('cafe\u0301')).toEqual(['cafe']);
  });

  it("treats every tsquery operator as a separator: a&b|c!d(e)f:g*h<i>j'k\\l", () => {
    expect(searchWords("a&b|c!d(e)f:g*h<i>j'k\\l-")).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
      'g',
      'h',
      'i',
      'j',
      'k',
      'l',
    ]);
    expect(searchWords('!!! &&& ||| ()')).toEqual([]);
  });
});

describe('searchTerms', () => {
  it('keeps each word once, drops single letters, bounds the count', () => {
    expect(searchTerms('eye EYE a drops').words).toEqual(['eye', 'drops']);
    expect(searchTerms(Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ')).words).toHaveLength(
      24,
    );
  });
});

describe('wordRarity', () => {
  it('makes a word every guide has count almost nothing, and a word one guide has count most', () => {
    expect(wordRarity(45, 45)).toBeLessThan(0.02);
    expect(wordRarity(1, 45)).toBeGreaterThan(3);
    expect(wordRarity(10, 45)).toBeLessThan(wordRarity(2, 45));
  });
});

describe('QUESTION_WORDS', () => {
  it('holds words as searchWords() gives them: lower case, no accents', () => {
    for (const word of QUESTION_WORDS) expect(searchWords(word)).toEqual([word]);
  });
});
