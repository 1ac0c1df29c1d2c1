import { stateName } from '../../../../../src/contracts/us-states.ts';
import type { OrganizationSeed } from './types.ts';

// Every state's (and DC's) vocational rehabilitation agency for blind people, after the
// federal Rehabilitation Services Administration's list of state VR agencies: the separate
// agency for the blind where the state has one (22 states do), otherwise the combined
// agency that serves every disability. They serve the whole state, so no coordinates.
//
// Sub-categories: 42 (VR agencies) for all. The agencies that serve blind people only also
// run their state's federal Independent Living Services for Older Individuals Who Are Blind
// program, so they are listed under 63 and 45 too; for a combined agency the program may sit
// elsewhere in state government, so 63 waits for a person to check it.
//
// Names only where the agency's name is certain; websites only where the official domain is
// certain (most are left empty rather than guessed: a person copies them from the RSA list).

const RSA = 'Rehabilitation Services Administration directory of state VR agencies';
const RSA_URL = 'https://rsa.ed.gov';

type Kind = 'blind' | 'combined';

function agency(
  id: number,
  state: string,
  organization: string,
  kind: Kind,
  website?: string,
): OrganizationSeed {
  stateName(state); // throws on a mistyped code
  return {
    id,
    organization,
    serviceArea: 'state',
    profitOrganizationType: 'Government',
    state,
    ...(website ? { website } : {}),
    source: website ? 'Agency website' : RSA,
    sourceUrl: website ?? RSA_URL,
    subCategoryIds: kind === 'blind' ? [42, 45, 63] : [42],
  };
}

export const STATE_AGENCIES: OrganizationSeed[] = [
  // Ids 5201-5213 predate the full list and are kept.
  agency(
    5201,
    'CA',
    'California Department of Rehabilitation',
    'combined',
    'https://www.dor.ca.gov',
  ),
  agency(5202, 'FL', 'Florida Division of Blind Services', 'blind', 'https://dbs.fldoe.org'),
  agency(
    5203,
    'MA',
    'Massachusetts Commission for the Blind',
    'blind',
    'https://www.mass.gov/orgs/massachusetts-commission-for-the-blind',
  ),
  agency(
    5204,
    'NJ',
    'New Jersey Commission for the Blind and Visually Impaired',
    'blind',
    'https://www.nj.gov/humanservices/cbvi/',
  ),
  agency(
    5205,
    'NY',
    'New York State Commission for the Blind',
    'blind',
    'https://ocfs.ny.gov/programs/nyscb/',
  ),
  agency(
    5206,
    'TX',
    'Texas Workforce Commission Vocational Rehabilitation',
    'combined',
    'https://www.twc.texas.gov',
  ),
  agency(
    5207,
    'VA',
    'Virginia Department for the Blind and Vision Impaired',
    'blind',
    'https://www.dbvi.virginia.gov',
  ),
  agency(5208, 'IA', 'Iowa Department for the Blind', 'blind', 'https://blind.iowa.gov'),
  agency(
    5209,
    'NE',
    'Nebraska Commission for the Blind and Visually Impaired',
    'blind',
    'https://ncbvi.nebraska.gov',
  ),
  agency(5210, 'OR', 'Oregon Commission for the Blind', 'blind', 'https://www.oregon.gov/blind'),
  agency(
    5211,
    'WA',
    'Washington State Department of Services for the Blind',
    'blind',
    'https://dsb.wa.gov',
  ),
  agency(5212, 'MN', 'Minnesota State Services for the Blind', 'blind', 'https://mn.gov/deed/ssb/'),
  agency(
    5213,
    'ID',
    'Idaho Commission for the Blind and Visually Impaired',
    'blind',
    'https://icbvi.idaho.gov',
  ),
  // 5214 (Texas School for the Blind and Visually Impaired) moved to ./schools.ts.

  // Agencies for the blind.
  agency(5215, 'AR', 'Arkansas Division of Services for the Blind', 'blind'),
  agency(5216, 'CT', 'Connecticut Bureau of Education and Services for the Blind', 'blind'),
  agency(5217, 'DE', 'Delaware Division for the Visually Impaired', 'blind'),
  agency(5218, 'ME', 'Maine Division for the Blind and Visually Impaired', 'blind'),
  agency(5219, 'MI', 'Michigan Bureau of Services for Blind Persons', 'blind'),
  agency(5220, 'MO', 'Missouri Rehabilitation Services for the Blind', 'blind'),
  agency(5221, 'NM', 'New Mexico Commission for the Blind', 'blind'),
  agency(5222, 'NC', 'North Carolina Division of Services for the Blind', 'blind'),
  agency(5223, 'SC', 'South Carolina Commission for the Blind', 'blind', 'https://sccb.sc.gov'),
  agency(
    5224,
    'SD',
    'South Dakota Division of Service to the Blind and Visually Impaired',
    'blind',
  ),
  agency(5225, 'VT', 'Vermont Division for the Blind and Visually Impaired', 'blind'),
  agency(5226, 'UT', 'Utah Division of Services for the Blind and Visually Impaired', 'blind'),

  // Combined agencies (blind services are a unit of the general VR agency).
  agency(
    5227,
    'AL',
    'Alabama Department of Rehabilitation Services',
    'combined',
    'https://rehab.alabama.gov',
  ),
  agency(5228, 'AK', 'Alaska Division of Vocational Rehabilitation', 'combined'),
  agency(
    5229,
    'AZ',
    'Arizona Department of Economic Security Vocational Rehabilitation',
    'combined',
  ),
  agency(5230, 'CO', 'Colorado Division of Vocational Rehabilitation', 'combined'),
  agency(
    5231,
    'DC',
    'District of Columbia Department on Disability Services',
    'combined',
    'https://dds.dc.gov',
  ),
  agency(5232, 'GA', 'Georgia Vocational Rehabilitation Agency', 'combined'),
  agency(
    5233,
    'HI',
    'Hawaii Division of Vocational Rehabilitation (Ho‘opono Services for the Blind)',
    'combined',
  ),
  agency(5234, 'IL', 'Illinois Division of Rehabilitation Services', 'combined'),
  agency(5235, 'IN', 'Indiana Vocational Rehabilitation Services', 'combined'),
  agency(5236, 'KS', 'Kansas Rehabilitation Services', 'combined'),
  agency(5237, 'KY', 'Kentucky Office of Vocational Rehabilitation', 'combined'),
  agency(5238, 'LA', 'Louisiana Rehabilitation Services', 'combined'),
  agency(
    5239,
    'MD',
    'Maryland Division of Rehabilitation Services',
    'combined',
    'https://dors.maryland.gov',
  ),
  agency(5240, 'MS', 'Mississippi Department of Rehabilitation Services', 'combined'),
  agency(5241, 'MT', 'Montana Vocational Rehabilitation and Blind Services', 'combined'),
  agency(5242, 'NV', 'Nevada Rehabilitation Division', 'combined'),
  agency(5243, 'NH', 'New Hampshire Vocational Rehabilitation', 'combined'),
  agency(5244, 'ND', 'North Dakota Vocational Rehabilitation', 'combined'),
  agency(
    5245,
    'OH',
    'Opportunities for Ohioans with Disabilities',
    'combined',
    'https://ood.ohio.gov',
  ),
  agency(5246, 'OK', 'Oklahoma Department of Rehabilitation Services', 'combined'),
  agency(5247, 'PA', 'Pennsylvania Office of Vocational Rehabilitation', 'combined'),
  agency(5248, 'RI', 'Rhode Island Office of Rehabilitation Services', 'combined'),
  agency(
    5249,
    'TN',
    'Tennessee Department of Human Services Vocational Rehabilitation',
    'combined',
  ),
  agency(5250, 'WV', 'West Virginia Division of Rehabilitation Services', 'combined'),
  agency(5251, 'WI', 'Wisconsin Division of Vocational Rehabilitation', 'combined'),
  agency(5252, 'WY', 'Wyoming Division of Vocational Rehabilitation', 'combined'),
];
