import { describe, expect, it } from 'vitest';
import { pluralCategory, translate } from './translate.ts';

describe('translate', () => {
  it('fills placeholders in the chosen language', () => {
    expect(translate('en', 'shell.documentTitle', { page: 'Home' })).toBe('Home – Vision Hub');
    expect(translate('sp', 'settings.languageButton', { current: 'Español' })).toBe(
      'Idioma: Español',
    );
  });

  it('picks the plural form by each language’s rules', () => {
    expect(pluralCategory('en', 1)).toBe('one');
    expect(pluralCategory('en', 0)).toBe('other');
    expect(pluralCategory('en', 2)).toBe('other');
    expect(pluralCategory('sp', 1)).toBe('one');
    expect(pluralCategory('sp', 0)).toBe('other');
  });
});
