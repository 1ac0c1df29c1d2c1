import type { OrganizationSeed } from './types.ts';

// Schools for the blind (sub-category 61, and 46 family support). Public ones are state
// agencies ('Government', shown in their own state); the private ones below serve
// students placed from their state. Their city is certain, their street address is left for
// a person to copy. Schools that have closed (Michigan, Iowa, Oregon) are not listed, nor
// ones recently merged or renamed where the current name is not certain.

function school(
  id: number,
  state: string,
  city: string,
  organization: string,
  extra: Partial<OrganizationSeed> = {},
): OrganizationSeed {
  return {
    id,
    organization,
    serviceArea: 'state',
    profitOrganizationType: 'Government',
    state,
    city,
    source: 'Editorial list of schools for the blind (name and city only; not yet verified)',
    subCategoryIds: [61, 46],
    ...extra,
  };
}

const privateSchool = { profitOrganizationType: 'Non-Profit' } as const;

export const SCHOOLS_FOR_THE_BLIND: OrganizationSeed[] = [
  // Kept from the first data set, with its official website.
  school(5214, 'TX', 'Austin', 'Texas School for the Blind and Visually Impaired', {
    website: 'https://www.tsbvi.edu',
    source: 'Organisation website',
    sourceUrl: 'https://www.tsbvi.edu',
  }),
  school(5701, 'AL', 'Talladega', 'Alabama Institute for Deaf and Blind'),
  school(5702, 'AZ', 'Tucson', 'Arizona State Schools for the Deaf and the Blind'),
  school(5703, 'CA', 'Fremont', 'California School for the Blind'),
  school(5704, 'CO', 'Colorado Springs', 'Colorado School for the Deaf and the Blind'),
  school(5705, 'FL', 'St. Augustine', 'Florida School for the Deaf and the Blind'),
  school(5706, 'GA', 'Macon', 'Georgia Academy for the Blind'),
  school(5707, 'HI', 'Honolulu', 'Hawaii School for the Deaf and the Blind'),
  school(5708, 'IL', 'Jacksonville', 'Illinois School for the Visually Impaired'),
  school(5709, 'IN', 'Indianapolis', 'Indiana School for the Blind and Visually Impaired'),
  school(5710, 'KS', 'Kansas City', 'Kansas State School for the Blind'),
  school(5711, 'KY', 'Louisville', 'Kentucky School for the Blind'),
  school(5712, 'LA', 'Baton Rouge', 'Louisiana School for the Visually Impaired'),
  school(5713, 'MD', 'Baltimore', 'Maryland School for the Blind', privateSchool),
  school(5714, 'MN', 'Faribault', 'Minnesota State Academy for the Blind'),
  school(5715, 'MO', 'St. Louis', 'Missouri School for the Blind'),
  school(5716, 'MT', 'Great Falls', 'Montana School for the Deaf and the Blind'),
  school(5717, 'NM', 'Alamogordo', 'New Mexico School for the Blind and Visually Impaired'),
  school(5718, 'NY', 'Batavia', 'New York State School for the Blind'),
  school(5719, 'NC', 'Raleigh', 'Governor Morehead School'),
  school(5720, 'OH', 'Columbus', 'Ohio State School for the Blind'),
  school(5721, 'OK', 'Muskogee', 'Oklahoma School for the Blind'),
  school(5722, 'PA', 'Philadelphia', 'Overbrook School for the Blind', privateSchool),
  school(5723, 'PA', 'Pittsburgh', 'Western Pennsylvania School for Blind Children', privateSchool),
  school(5724, 'SC', 'Spartanburg', 'South Carolina School for the Deaf and the Blind'),
  school(5725, 'SD', 'Aberdeen', 'South Dakota School for the Blind and Visually Impaired'),
  school(5726, 'TN', 'Nashville', 'Tennessee School for the Blind'),
  school(5727, 'UT', 'Ogden', 'Utah Schools for the Deaf and the Blind'),
  school(5728, 'VA', 'Staunton', 'Virginia School for the Deaf and the Blind'),
  school(5729, 'WA', 'Vancouver', 'Washington State School for the Blind'),
  school(5730, 'WV', 'Romney', 'West Virginia Schools for the Deaf and the Blind'),
  school(5731, 'WI', 'Janesville', 'Wisconsin Center for the Blind and Visually Impaired'),
];
