import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from './search-text.ts';

describe('normalizeSearchText', () => {
  it.each([
    ['Philadelphia', 'philadelphia'],
    ['San José', 'san jose'],
    ['SAN JOSÉ', 'san jose'],
    ['Cañon City', 'canon city'],
    ['‘Ewa Beach', 'ewa beach'],
    ['Hanamā‘ulu', 'hanamaulu'],
    ["O'Fallon", 'ofallon'],
    ['St. Louis', 'st louis'],
    ['Winston-Salem', 'winston salem'],
    ['  Coeur d’Alene  ', 'coeur dalene'],
    ['Mayagüez', 'mayaguez'],
    ['Ｎｅｗ Ｙｏｒｋ', 'new york'],
    ['%_', ''],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it('is idempotent', () => {
    for (const text of ['‘Ewa Beach', 'St. Louis', 'San José']) {
      const once = normalizeSearchText(text);
      expect(normalizeSearchText(once)).toBe(once);
    }
  });
});
