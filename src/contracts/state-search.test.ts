import { describe, expect, it } from 'vitest';
import { STATE_NAMES_SP } from './state-names-sp.ts';
import {
  STATE_MATCH,
  bestStateMatches,
  rankState,
  searchStates,
  withinOneTypo,
  type StateSearchNames,
} from './state-search.ts';
import { normalizeSearchText } from './search-text.ts';
import { STATE_NAMES } from './us-states.ts';

/** English names of the entries beyond the 50 states and DC, as the states table has them. */
const OTHER_ENGLISH: Record<string, string> = {
  AA: 'Armed Forces Americas',
  AE: 'Armed Forces Europe',
  AP: 'Armed Forces Pacific',
  AS: 'American Samoa',
  GU: 'Guam',
  MP: 'Northern Mariana Islands',
  PR: 'Puerto Rico',
  UM: 'United States Minor Outlying Islands',
  VI: 'United States Virgin Islands',
};

/** Every entry of the states list, the way GET /states lists it. */
const ALL: StateSearchNames[] = Object.entries(STATE_NAMES_SP).map(([code, nameSp]) => ({
  code,
  name: STATE_NAMES[code] ?? OTHER_ENGLISH[code] ?? code,
  nameSp,
}));

/** The list in each interface language's own order, as the State field shows it. */
const LISTS = {
  en: [...ALL].sort((a, b) => a.name.localeCompare(b.name, 'en')),
  sp: [...ALL].sort((a, b) => a.nameSp.localeCompare(b.nameSp, 'es')),
};

const identity = (state: StateSearchNames) => state;
const codesFor = (typed: string, language: keyof typeof LISTS) =>
  searchStates(typed, LISTS[language], identity).map((state) => state.code);

describe('searchStates', () => {
  describe.each(['en', 'sp'] as const)('in the %s list', (language) => {
    it.each([
      ['PA', 'PA'],
      ['pa', 'PA'],
      [' Pa ', 'PA'],
      ['Pennsylvania', 'PA'],
      ['pennsylvania', 'PA'],
      ['Pensilvania', 'PA'],
      ['Pensilvana', 'PA'],
      ['Pennsylvnia', 'PA'],
      ['Penn', 'PA'],
      ['New York', 'NY'],
      ['new york', 'NY'],
      ['Nueva York', 'NY'],
      ['Nueva Yrok', 'NY'],
      ['NY', 'NY'],
      ['Hawai', 'HI'],
      ['Hawái', 'HI'],
      ['nuevo mexico', 'NM'],
      ['IN', 'IN'],
    ])('%j puts %s first', (typed, code) => {
      expect(codesFor(typed, language)[0]).toBe(code);
    });

    it('ranks Pennsylvania above the Armed Forces Pacific for "PA"', () => {
      const codes = codesFor('PA', language);
      expect(codes.indexOf('PA')).toBe(0);
      // Still offered (its name has a word starting "Pa"), but after the code's own state.
      expect(codes).toContain('AP');
    });

    it('does not offer the Armed Forces for "Pennsylvania" or "Pensilvania"', () => {
      expect(codesFor('Pennsylvania', language)).toEqual(['PA']);
      expect(codesFor('Pensilvania', language)).toEqual(['PA']);
    });

    it('offers every state beginning with "new" or "nue", in the list’s order', () => {
      expect(new Set(codesFor('new', language))).toEqual(new Set(['NH', 'NJ', 'NM', 'NY']));
      expect(new Set(codesFor('nue', language))).toEqual(new Set(['NH', 'NJ', 'NM', 'NY']));
    });

    it('finds nothing for text no state is near', () => {
      expect(codesFor('zzqx', language)).toEqual([]);
      expect(codesFor('', language)).toEqual([]);
      expect(codesFor('  ', language)).toEqual([]);
    });
  });

  it('does not forgive a typo in a short query', () => {
    // "pq" is one letter from "pa" but too short to guess what was meant.
    expect(codesFor('pq', 'en')).toEqual([]);
  });

  it('does not forgive two typos', () => {
    expect(codesFor('Pensilvnaa', 'sp')).toEqual([]);
  });
});

describe('rankState', () => {
  const pennsylvania = { code: 'PA', name: 'Pennsylvania', nameSp: 'Pensilvania' };
  it.each([
    ['pa', STATE_MATCH.code],
    ['pensilvania', STATE_MATCH.exactName],
    ['PENNSYLVANIA', STATE_MATCH.exactName],
    ['penn', STATE_MATCH.namePrefix],
    ['sylvania', STATE_MATCH.contains],
    ['pensilvana', STATE_MATCH.oneTypo],
    ['pensylv', STATE_MATCH.oneTypo],
    ['texas', null],
  ])('%j → %s', (typed, rank) => {
    expect(rankState(typed, pennsylvania)).toBe(rank);
  });

  it('matches a word inside a name', () => {
    expect(rankState('york', { code: 'NY', name: 'New York', nameSp: 'Nueva York' })).toBe(
      STATE_MATCH.wordPrefix,
    );
  });
});

describe('bestStateMatches', () => {
  const best = (typed: string) => bestStateMatches(typed, ALL, identity).map((s) => s.code);
  it('keeps only the best matches', () => {
    expect(best('in')).toEqual(['IN']);
    expect(best('PA')).toEqual(['PA']);
    expect(best('pensilvana')).toEqual(['PA']);
    expect(new Set(best('new'))).toEqual(new Set(['NH', 'NJ', 'NM', 'NY']));
  });

  it('is empty when nothing matches', () => {
    expect(best('zzqx')).toEqual([]);
  });
});

describe('withinOneTypo', () => {
  it.each([
    ['abc', 'abc', true],
    ['abc', 'abd', true],
    ['abc', 'ab', true],
    ['abc', 'abxc', true],
    ['abc', 'bac', true],
    ['abc', 'acb', true],
    ['abc', 'cba', false],
    ['abc', 'a', false],
    ['abcd', 'axcy', false],
  ])('%j, %j → %s', (a, b, expected) => {
    expect(withinOneTypo(a, b)).toBe(expected);
    expect(withinOneTypo(b, a)).toBe(expected);
  });
});

describe('normalizeSearchText', () => {
  it('drops case, accents and punctuation', () => {
    expect(normalizeSearchText('  Nuevo  México ')).toBe('nuevo mexico');
    expect(normalizeSearchText('HAWÁI')).toBe('hawai');
    expect(normalizeSearchText('Washington, D.C.')).toBe('washington d c');
  });
});
