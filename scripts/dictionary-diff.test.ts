import { describe, expect, it } from 'vitest';
import { compareDictionaries } from './dictionary-diff.ts';

describe('compareDictionaries', () => {
  it('accepts matching dictionaries', () => {
    expect(
      compareDictionaries(
        { a: 'Hi {{name}}', b: { c: 'x' } },
        { a: 'Hola {{name}}', b: { c: 'y' } },
      ),
    ).toEqual([]);
  });

  it('reports keys missing on either side, empty values and placeholder drift', () => {
    const problems = compareDictionaries(
      { a: 'Hi {{name}}', b: { c: 'x' }, d: 'only en' },
      { a: 'Hola', b: { c: '' }, e: 'solo sp' },
    );
    expect(problems).toEqual([
      'a: placeholders differ (en name; sp none)',
      'b.c: empty in sp',
      'd: missing in sp',
      'e: missing in en',
    ]);
  });
});
