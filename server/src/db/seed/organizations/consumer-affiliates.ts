import { stateName } from '../../../../../src/contracts/us-states.ts';
import type { OrganizationSeed } from './types.ts';

// State affiliates of the two national membership organisations of blind people. Both run
// chapters, mentoring and advocacy, so they are listed under 60 (advocacy) and 36 (peer
// support). No websites or contacts: affiliates' sites and officers change, and both
// national sites keep the current list.

/** The NFB has an affiliate in every state, DC and Puerto Rico (52), named in one pattern. */
const NFB_AFFILIATE_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'PR',
] as const;

/** Affiliates whose name breaks the pattern. */
const NFB_NAME_EXCEPTIONS: Readonly<Record<string, string>> = {
  DC: 'National Federation of the Blind of the District of Columbia',
  NY: 'National Federation of the Blind of New York State',
};

function affiliate(
  id: number,
  state: string,
  organization: string,
  source: string,
  sourceUrl: string,
): OrganizationSeed {
  return {
    id,
    organization,
    serviceArea: 'state',
    profitOrganizationType: 'Non-Profit',
    state,
    source,
    sourceUrl,
    subCategoryIds: [60, 36],
  };
}

export const NFB_AFFILIATES: OrganizationSeed[] = NFB_AFFILIATE_STATES.map((state, index) =>
  affiliate(
    5501 + index,
    state,
    NFB_NAME_EXCEPTIONS[state] ?? `National Federation of the Blind of ${stateName(state)}`,
    'National Federation of the Blind affiliate list',
    'https://nfb.org',
  ),
);

/**
 * ACB affiliates have no common naming pattern and not every state has one, so only those
 * whose name is certain are listed; the rest are for a person working from ACB's list.
 */
const ACB_AFFILIATES_BY_STATE: readonly [number, string, string][] = [
  [5601, 'AZ', 'Arizona Council of the Blind'],
  [5602, 'CA', 'California Council of the Blind'],
  [5603, 'CO', 'American Council of the Blind of Colorado'],
  [5604, 'FL', 'Florida Council of the Blind'],
  [5605, 'GA', 'Georgia Council of the Blind'],
  [5606, 'IL', 'Illinois Council of the Blind'],
  [5607, 'IN', 'American Council of the Blind of Indiana'],
  [5608, 'IA', 'Iowa Council of the United Blind'],
  [5609, 'MA', 'Bay State Council of the Blind'],
  [5610, 'MI', 'American Council of the Blind of Michigan'],
  [5611, 'MN', 'American Council of the Blind of Minnesota'],
  [5612, 'MO', 'Missouri Council of the Blind'],
  [5613, 'MT', 'Montana Association for the Blind'],
  [5614, 'NY', 'American Council of the Blind of New York'],
  [5615, 'OH', 'American Council of the Blind of Ohio'],
  [5616, 'PA', 'Pennsylvania Council of the Blind'],
  [5617, 'TN', 'Tennessee Council of the Blind'],
  [5618, 'TX', 'American Council of the Blind of Texas'],
  [5619, 'UT', 'Utah Council of the Blind'],
  [5620, 'WA', 'Washington Council of the Blind'],
  [5621, 'WI', 'Wisconsin Council of the Blind and Visually Impaired'],
];

export const ACB_AFFILIATES: OrganizationSeed[] = ACB_AFFILIATES_BY_STATE.map(
  ([id, state, organization]) =>
    affiliate(
      id,
      state,
      organization,
      'American Council of the Blind affiliate list',
      'https://www.acb.org',
    ),
);
