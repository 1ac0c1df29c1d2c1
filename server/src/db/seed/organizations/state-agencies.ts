import type { OrganizationSeed } from './types.ts';

// State agencies that provide vocational rehabilitation and independent-living services to
// blind people (the federal Rehabilitation Services Administration lists them all). Only
// agencies whose name and official website we are sure of; the rest are left for a person
// working from the RSA list. They serve their whole state, so they carry no coordinates.

function agency(
  id: number,
  state: string,
  organization: string,
  website: string,
  subCategoryIds: number[] = [42, 45],
): OrganizationSeed {
  return {
    id,
    organization,
    serviceArea: 'state',
    profitOrganizationType: 'Government',
    state,
    website,
    source: 'Agency website',
    sourceUrl: website,
    subCategoryIds,
  };
}

export const STATE_AGENCIES: OrganizationSeed[] = [
  agency(5201, 'CA', 'California Department of Rehabilitation', 'https://www.dor.ca.gov'),
  agency(5202, 'FL', 'Florida Division of Blind Services', 'https://dbs.fldoe.org'),
  agency(
    5203,
    'MA',
    'Massachusetts Commission for the Blind',
    'https://www.mass.gov/orgs/massachusetts-commission-for-the-blind',
  ),
  agency(
    5204,
    'NJ',
    'New Jersey Commission for the Blind and Visually Impaired',
    'https://www.nj.gov/humanservices/cbvi/',
  ),
  agency(
    5205,
    'NY',
    'New York State Commission for the Blind',
    'https://ocfs.ny.gov/programs/nyscb/',
  ),
  agency(
    5206,
    'TX',
    'Texas Workforce Commission Vocational Rehabilitation',
    'https://www.twc.texas.gov',
    [42],
  ),
  agency(
    5207,
    'VA',
    'Virginia Department for the Blind and Vision Impaired',
    'https://www.dbvi.virginia.gov',
  ),
  agency(5208, 'IA', 'Iowa Department for the Blind', 'https://blind.iowa.gov'),
  agency(
    5209,
    'NE',
    'Nebraska Commission for the Blind and Visually Impaired',
    'https://ncbvi.nebraska.gov',
  ),
  agency(5210, 'OR', 'Oregon Commission for the Blind', 'https://www.oregon.gov/blind'),
  agency(5211, 'WA', 'Washington State Department of Services for the Blind', 'https://dsb.wa.gov'),
  agency(5212, 'MN', 'Minnesota State Services for the Blind', 'https://mn.gov/deed/ssb/'),
  agency(
    5213,
    'ID',
    'Idaho Commission for the Blind and Visually Impaired',
    'https://icbvi.idaho.gov',
  ),
  agency(
    5214,
    'TX',
    'Texas School for the Blind and Visually Impaired',
    'https://www.tsbvi.edu',
    [46],
  ),
];
