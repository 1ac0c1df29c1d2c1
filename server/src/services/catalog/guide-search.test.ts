import { describe, expect, it } from 'vitest';
import { searchTerms, searchWords } from './guide-search.ts';

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
    expect(searchTerms(Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ')).words).toHaveLength(
      12,
    );
  });

  it('makes a synonym entry the query holds one group, its typed words included', () => {
    const { words, synonyms } = searchTerms('where can I get audio books');
    expect(words).toEqual(['where', 'can', 'get']);
    expect(synonyms).toHaveLength(1);
    expect(synonyms[0]).toContainEqual(['audio', 'books']);
    expect(synonyms[0]).toContainEqual(['talking', 'books']);
    expect(synonyms[0]).toContainEqual(['libros', 'parlantes']);
  });

  it('matches a phrase only as whole words', () => {
    expect(searchTerms('grandparents').synonyms).toEqual([]);
    expect(searchTerms('rpm').synonyms).toEqual([]);
    expect(searchTerms('RP').synonyms[0]).toContainEqual(['retinitis', 'pigmentosa']);
  });
});
