import { describe, expect, it } from 'vitest';
import { repairWords } from './repair-words.ts';

const repair = (text: string, language: 'en' | 'sp') => repairWords(text.split(' '), language);

describe('repairing what speech recognition got wrong', () => {
  it('joins words split in two and splits words run together', () => {
    expect(repair('abre mi per fil', 'sp')).toEqual(['abre', 'mi', 'perfil']);
    expect(repair('abre mis pa gos', 'sp')).toEqual(['abre', 'mis', 'pagos']);
    expect(repair('perros guia cercade mi', 'sp')).toEqual(['perros', 'guia', 'cerca', 'de', 'mi']);
    expect(repair('eningles', 'sp')).toEqual(['en', 'ingles']);
  });

  it('replaces sound-alikes and words a letter away', () => {
    expect(repair('sine in', 'en')).toEqual(['sign', 'in']);
    expect(repair('hyde the map', 'en')).toEqual(['hide', 'the', 'map']);
    expect(repair('el siguente', 'sp')).toEqual(['el', 'siguiente']);
  });

  it('keeps words that name help, and words it does not know', () => {
    expect(repair('low vision clinic chicago', 'en')).toEqual([
      'low',
      'vision',
      'clinic',
      'chicago',
    ]);
    expect(repair('purple monkey dishwasher', 'en')).toEqual(['purple', 'monkey', 'dishwasher']);
  });
});
