import { describe, expect, it } from 'vitest';
import { matchPlaces, searchNameOf } from './resolve-place.ts';

const RESULTS = [
  { city: 'Portland', state: 'OR', zip_code: '97204' },
  { city: 'Portland', state: 'ME', zip_code: '04101' },
  { city: 'Portland', state: 'ME', zip_code: '04102' },
  { city: 'Portlandville', state: 'NY', zip_code: '13834' },
  { city: 'Portland', state: 'TX', zip_code: null },
  { city: 'San José', state: 'CA', zip_code: '95113' },
];

describe('places said by name', () => {
  it('matches the whole name only, one choice per city and state, with a ZIP code', () => {
    expect(matchPlaces(RESULTS, 'portland').map((match) => match.label)).toEqual([
      'Portland, OR',
      'Portland, ME',
    ]);
    expect(matchPlaces(RESULTS, 'port')).toEqual([]);
  });

  it('keeps the state said, and ignores accents', () => {
    expect(matchPlaces(RESULTS, 'portland', 'ME')).toEqual([
      { city: 'Portland', state: 'ME', zip: '04101', label: 'Portland, ME' },
    ]);
    expect(matchPlaces(RESULTS, 'san jose')[0]?.zip).toBe('95113');
  });

  it('asks the city search for the English name of a city said in Spanish', () => {
    expect(searchNameOf('Filadelfia')).toBe('philadelphia');
    expect(searchNameOf('Nueva York')).toBe('new york');
    expect(searchNameOf('Dallas')).toBe('dallas');
  });
});
