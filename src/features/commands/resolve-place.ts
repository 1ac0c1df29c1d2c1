// A place said by name, matched honestly against the city search's answer: by its whole name
// (accents and punctuation aside), in the state said if one was, never by the start of a
// name ("Spring" is not Springfield). Pure: the command layer asks the API and passes its
// answer here.

import type { CitySearchResult } from '../../contracts/geography.ts';
import { plainWords } from './normalize-command.ts';

/** Names Spanish speakers use for US cities, to the names the city list uses. */
const EXONYMS: Record<string, string> = {
  filadelfia: 'philadelphia',
  'nueva york': 'new york',
  'nueva orleans': 'new orleans',
  'san luis': 'st louis',
  'saint louis': 'st louis',
  'san petersburgo': 'st petersburg',
  'saint petersburg': 'st petersburg',
  'los angeles': 'los angeles',
};

export interface PlaceMatch {
  city: string;
  state: string;
  zip: string;
  /** "Springfield, IL": how a choice is shown and read. */
  label: string;
}

const comparable = (name: string) => plainWords(name).join(' ');

/** The name to ask the city search for: the English name of a city said in Spanish. */
export function searchNameOf(place: string): string {
  const name = comparable(place);
  return EXONYMS[name] ?? name;
}

/** The cities whose whole name is the one said (in its state, if said), one per city. */
export function matchPlaces(
  results: readonly Pick<CitySearchResult, 'city' | 'state' | 'zip_code'>[],
  place: string,
  state?: string,
): PlaceMatch[] {
  const wanted = searchNameOf(place);
  const seen = new Set<string>();
  const matches: PlaceMatch[] = [];
  for (const result of results) {
    if (!result.zip_code || !result.state) continue;
    if (comparable(result.city) !== wanted) continue;
    if (state && result.state !== state) continue;
    const label = `${result.city}, ${result.state}`;
    if (seen.has(label)) continue;
    seen.add(label);
    matches.push({ city: result.city, state: result.state, zip: result.zip_code, label });
  }
  return matches;
}
