import { STATE_CODES, stateName } from '../../../../../src/contracts/us-states.ts';
import type { OrganizationSeed } from './types.ts';

// The National Library Service's network: every state and DC is served by a regional
// talking-book library (some by a neighbouring state's). Where the library's current name
// is certain it is used; many were renamed after NLS dropped "physically handicapped" from
// its own name in 2019, so where we are not sure the record says plainly what it is
// ("Talking-book library for Ohio (NLS network)") instead of guessing a name. No websites:
// the NLS directory links each library, and a person copies the link when verifying.

const NLS = 'NLS network directory';
const NLS_URL = 'https://www.loc.gov/nls/';

/** Libraries whose name is certain, by state. */
const NAMED: Readonly<Record<string, string>> = {
  AZ: 'Arizona Talking Book Library',
  CA: 'California State Library Braille and Talking Book Library',
  CO: 'Colorado Talking Book Library',
  FL: 'Florida Bureau of Braille and Talking Book Library Services',
  GA: 'Georgia Libraries for Accessible Statewide Services',
  IN: 'Indiana Talking Book and Braille Library',
  KY: 'Kentucky Talking Book Library',
  LA: 'Louisiana State Library Talking Books and Braille Library',
  MA: 'Perkins Braille and Talking Book Library',
  MI: 'Michigan Braille and Talking Book Library',
  MN: 'Minnesota Braille and Talking Book Library',
  MO: 'Wolfner Talking Book and Braille Library',
  MT: 'Montana Talking Book Library',
  NJ: 'New Jersey State Library Talking Book and Braille Center',
  NY: 'New York State Talking Book and Braille Library',
  OR: 'Oregon Talking Book and Braille Services',
  SD: 'South Dakota Braille and Talking Book Library',
  TN: 'Tennessee Library for Accessible Books and Media',
  TX: 'Texas State Library Talking Book Program',
  UT: 'Utah State Library Program for the Blind and Disabled',
  WA: 'Washington Talking Book & Braille Library',
  WI: 'Wisconsin Talking Book and Braille Library',
};

/** The label of a library whose exact name is not certain: what it is, not a made-up name. */
export function describedLibraryName(state: string): string {
  return `Talking-book library for ${stateName(state)} (NLS network)`;
}

/** Ids 5401-5451, in the order of STATE_CODES, so adding a name never moves an id. */
export const TALKING_BOOK_LIBRARIES: OrganizationSeed[] = STATE_CODES.map(
  (state, index): OrganizationSeed => ({
    id: 5401 + index,
    organization: NAMED[state] ?? describedLibraryName(state),
    serviceArea: 'state',
    // Most are run by a state library, some by a city library or a private school: only the
    // named ones' operators are known.
    ...(state in NAMED
      ? { profitOrganizationType: state === 'MA' ? 'Non-Profit' : 'Government' }
      : {}),
    state,
    source: NLS,
    sourceUrl: NLS_URL,
    subCategoryIds: [50],
  }),
);

export const NAMED_LIBRARY_STATES: readonly string[] = Object.keys(NAMED);
