import { describe, expect, it } from 'vitest';
import {
  countSyllables,
  countSyllablesSp,
  fernandezHuerta,
  fleschKincaidGrade,
  MAX_GRADE,
  paragraphsOf,
  readabilityReport,
  sentencesOf,
  statsOf,
  tooHard,
  wordsOf,
} from './readability.ts';

describe('English syllable counter', () => {
  it.each([
    ['cat', 1],
    ['the', 1],
    ['eye', 1],
    ['make', 1],
    ['cane', 1],
    ['used', 1],
    ['homes', 1],
    ['table', 2],
    ['people', 2],
    ['reading', 2],
    ['wanted', 2],
    ['uses', 2],
    ['boxes', 2],
    ['places', 2],
    ['changes', 2],
    ['vision', 2],
    ['doctor', 2],
    ['glaucoma', 3],
    ['beautiful', 3],
    ['syllable', 3],
    ['simple', 2],
    ['rehabilitation', 6],
    ["doctor's", 2],
    ['eyes', 1],
    // Words the old heuristic got wrong.
    ['idea', 3],
    ['recipe', 3],
  ])('%s has %i', (word, syllables) => {
    expect(countSyllables(word)).toBe(syllables);
  });

  it('counts a number one syllable per digit', () => {
    expect(countSyllables('988')).toBe(3);
    expect(countSyllables('15')).toBe(2);
  });
});

describe('Spanish syllable counter', () => {
  it.each([
    ['sol', 1],
    ['casa', 2],
    ['ciego', 2],
    ['guía', 2],
    ['día', 2],
    ['leer', 2],
    ['hoy', 1],
    ['muy', 1],
    ['que', 1],
    ['bastón', 2],
    ['rehabilitación', 6],
    ['información', 4],
  ])('%s has %i', (word, syllables) => {
    expect(countSyllablesSp(word)).toBe(syllables);
  });
});

describe('words and sentences', () => {
  it('splits sentences at . ! ? and : followed by a space, and at the end', () => {
    expect(sentencesOf('One two. Three! Four? Five: six')).toEqual([
      'One two',
      'Three',
      'Four',
      'Five',
      'six',
    ]);
  });

  it('does not end a sentence inside a number', () => {
    expect(sentencesOf('See section 316.1301 of the statutes.')).toHaveLength(1);
  });

  it('skips URLs and punctuation, keeps numbers and hyphenated words', () => {
    expect(wordsOf('Visit https://www.loc.gov/nls/ today, or call 988 (low-cost).')).toEqual([
      'Visit',
      'today',
      'or',
      'call',
      '988',
      'low-cost',
    ]);
    expect(sentencesOf('Go to https://www.nei.nih.gov/. It helps.')).toEqual(['Go to', 'It helps']);
  });
});

describe('grade formulas', () => {
  it('computes the Flesch-Kincaid grade of a one-sentence text', () => {
    // 6 words, 6 syllables, 1 sentence: 0.39 * 6 + 11.8 * 1 - 15.59 = -1.45.
    const stats = statsOf(['The cat sat on the mat.']);
    expect(stats).toEqual({ words: 6, sentences: 1, syllables: 6 });
    expect(fleschKincaidGrade(stats)).toBeCloseTo(-1.45, 5);
  });

  it('computes the Flesch-Kincaid grade across paragraphs', () => {
    // 7 words, 9 syllables, 2 sentences: 0.39 * 3.5 + 11.8 * 9 / 7 - 15.59 = 0.946.
    const stats = statsOf(['Reading is fun.', 'Books open new worlds']);
    expect(stats).toEqual({ words: 7, sentences: 2, syllables: 9 });
    expect(fleschKincaidGrade(stats)).toBeCloseTo(0.9464, 3);
  });

  it('rates long words and long sentences higher', () => {
    const easy = fleschKincaidGrade(statsOf(['We can help you. Call us today.']));
    const hard = fleschKincaidGrade(
      statsOf([
        'Comprehensive rehabilitation opportunities necessitate individualized evaluation and collaborative determination of eligibility requirements.',
      ]),
    );
    expect(easy).toBeLessThan(2);
    expect(hard).toBeGreaterThan(MAX_GRADE);
  });

  it('gives an empty text grade 0 instead of dividing by zero', () => {
    expect(fleschKincaidGrade(statsOf([]))).toBe(0);
  });

  it('computes the Fernández-Huerta score', () => {
    // 4 words, 7 syllables, 1 sentence: 206.84 - 0.6 * 175 - 1.02 * 25 = 76.34.
    const stats = statsOf(['La casa es bonita.'], countSyllablesSp);
    expect(stats).toEqual({ words: 4, sentences: 1, syllables: 7 });
    expect(fernandezHuerta(stats)).toBeCloseTo(76.34, 5);
  });
});

describe('the guides', () => {
  it('measures paragraphs only, not titles or link texts', () => {
    expect(
      paragraphsOf([
        {
          title: 'Extraordinarily complicated title',
          uitype: 'section',
          content: [
            { type: 'para', content: 'Short words.' },
            { type: 'link', content: 'https://www.loc.gov/', displayText: 'Library of Congress' },
          ],
        },
      ]),
    ).toEqual(['Short words.']);
  });

  it('flags a text above the limit', () => {
    const rows = [
      { id: 'guide 1', title: 'a', words: 1, sentences: 1, grade: 8.0, spanishEase: 80 },
      { id: 'guide 2', title: 'b', words: 1, sentences: 1, grade: 8.01, spanishEase: 80 },
    ];
    expect(tooHard(rows).map((row) => row.id)).toEqual(['guide 2']);
  });

  it('every intro and English guide is at grade 8 or below', () => {
    const rows = readabilityReport();
    expect(rows.filter((row) => row.id.startsWith('guide')).length).toBeGreaterThanOrEqual(42);
    expect(tooHard(rows).map((row) => `${row.id}: ${row.grade.toFixed(1)}`)).toEqual([]);
  });
});
