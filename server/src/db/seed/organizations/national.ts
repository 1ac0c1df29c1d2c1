import type { OrganizationSeed } from './types.ts';

// National organisations: they serve everyone, so they have no location and no distance,
// and each is listed under sub-category 35 (national organisations) and the topics it
// serves. Names and official websites only; contact details are left for a person to add
// after checking them on the organisation's own site.

const WEBSITE = 'Organisation website';
const AGENCY = 'Agency website';

function national(
  id: number,
  organization: string,
  website: string,
  topics: number[],
  extra: Partial<OrganizationSeed> = {},
): OrganizationSeed {
  return {
    id,
    organization,
    serviceArea: 'national',
    profitOrganizationType: 'Non-Profit',
    website,
    source: WEBSITE,
    sourceUrl: website,
    subCategoryIds: [35, ...topics],
    ...extra,
  };
}

const government = { profitOrganizationType: 'Government', source: AGENCY } as const;

export const NATIONAL_ORGANIZATIONS: OrganizationSeed[] = [
  // The spec's always-shown organisation.
  national(5188, 'American Foundation for the Blind', 'https://www.afb.org', [41, 43]),
  national(5101, 'National Federation of the Blind', 'https://nfb.org', [36, 43]),
  national(5102, 'American Council of the Blind', 'https://www.acb.org', [36, 43]),
  national(5103, 'American Printing House for the Blind', 'https://www.aph.org', [41, 46]),
  national(5104, 'Hadley', 'https://hadleyhelps.org', [38, 51]),
  national(
    5105,
    'National Library Service for the Blind and Print Disabled',
    'https://www.loc.gov/nls/',
    [50],
    government,
  ),
  national(5106, 'Blinded Veterans Association', 'https://bva.org', [49], {
    veteransOnly: true,
  }),
  national(5107, 'Foundation Fighting Blindness', 'https://www.fightingblindness.org', [37]),
  national(5108, 'Prevent Blindness', 'https://preventblindness.org', [37]),
  national(5109, 'National Eye Institute', 'https://www.nei.nih.gov', [37], government),
  national(5110, 'VA Blind Rehabilitation Service', 'https://www.va.gov', [49], {
    ...government,
    veteransOnly: true,
  }),
  national(5111, 'Guide Dogs for the Blind', 'https://www.guidedogs.com', [40]),
  national(5112, 'The Seeing Eye', 'https://www.seeingeye.org', [40]),
  national(5113, 'Guiding Eyes for the Blind', 'https://www.guidingeyes.org', [40]),
  national(5114, 'Leader Dogs for the Blind', 'https://www.leaderdog.org', [39, 40]),
  national(5115, 'Southeastern Guide Dogs', 'https://www.guidedogs.org', [40]),
  national(5116, 'Bookshare', 'https://www.bookshare.org', [50]),
  national(5117, 'Learning Ally', 'https://learningally.org', [46, 50]),
  national(5118, 'Lighthouse Guild', 'https://lighthouseguild.org', [45]),
  national(5119, 'Helen Keller National Center', 'https://www.helenkeller.org/hknc', [38, 45]),
  national(5120, 'FamilyConnect', 'https://familyconnect.org', [46]),
  national(5121, 'Paths to Literacy', 'https://www.pathstoliteracy.org', [46]),
  national(5122, 'VisionAware', 'https://visionaware.org', [45, 51]),
  national(5123, 'Perkins School for the Blind', 'https://www.perkins.org', [46]),
  national(5124, 'National Braille Press', 'https://www.nbp.org', []),
  national(5125, 'National Industries for the Blind', 'https://www.nib.org', [42]),
  national(5126, 'Job Accommodation Network', 'https://askjan.org', [42, 43]),
  national(5127, 'Social Security Administration', 'https://www.ssa.gov', [43], government),
  national(5128, 'United States Association of Blind Athletes', 'https://www.usaba.org', [54]),
  national(
    5129,
    'American Academy of Ophthalmology EyeSmart',
    'https://www.aao.org/eye-health',
    [37],
  ),
];
