import { describe, expect, it } from 'vitest';
import { prefixTsquery } from './guide-search.ts';

describe('prefixTsquery', () => {
  it('makes every word a prefix, all required, lower-cased', () => {
    expect(prefixTsquery('Clínica Vis')).toBe('clínica:* & vis:*');
  });

  it('treats every tsquery operator and punctuation as a separator', () => {
    expect(prefixTsquery("a&b|c!d(e)f:g*h<i>j'k\\l-")).toBe(
      'a:* & b:* & c:* & d:* & e:* & f:* & g:* & h:* & i:* & j:* & k:* & l:*',
    );
    expect(prefixTsquery("'; drop table x; --")).toBe('drop:* & table:* & x:*');
  });

  it('gives null when no word is left', () => {
    expect(prefixTsquery('!!! &&& ||| ()')).toBeNull();
    expect(prefixTsquery('   ')).toBeNull();
  });

  it('keeps letters of every script, digits and combining accents', () => {
    expect(prefixTsquery('año 2024 Ωmega')).toBe('año:* & 2024:* & ωmega:*');
    // "e" + combining acute is composed first, so it folds like "é".
    expect(prefixTsquery('cafe\u0301')).toBe('café:*');
  });

  it('drops repeated words and bounds the number and length of words', () => {
    expect(prefixTsquery('eye eye EYE')).toBe('eye:*');
    const many = Array.from({ length: 30 }, (_, index) => `w${index}`).join(' ');
    expect(prefixTsquery(many)?.split(' & ')).toHaveLength(12);
    expect(prefixTsquery('x'.repeat(500))).toBe(`${'x'.repeat(60)}:*`);
  });
});
