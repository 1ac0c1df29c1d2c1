import type { OrganizationSeed } from './types.ts';

// National organisations: they serve everyone, so they have no location and no distance,
// and each is listed under sub-category 35 (national organisations) and the topics it
// serves. Names and official websites only; contact details are left for a person to add
// after checking them on the organisation's own site.

const WEBSITE = 'Organisation website';
const AGENCY = 'Agency website';
/** Organisations certainly in existence whose official domain we could not confirm. */
const NAME_ONLY = 'Well-known national organisation (name only; website not yet verified)';

function national(
  id: number,
  organization: string,
  website: string | undefined,
  topics: number[],
  extra: Partial<OrganizationSeed> = {},
): OrganizationSeed {
  return {
    id,
    organization,
    serviceArea: 'national',
    profitOrganizationType: 'Non-Profit',
    ...(website ? { website, source: WEBSITE, sourceUrl: website } : { source: NAME_ONLY }),
    subCategoryIds: [35, ...topics],
    ...extra,
  };
}

const government = { profitOrganizationType: 'Government', source: AGENCY } as const;

export const NATIONAL_ORGANIZATIONS: OrganizationSeed[] = [
  // The spec's always-shown organisation (docs/organisations.md says why AFB).
  national(5188, 'American Foundation for the Blind', 'https://www.afb.org', [41, 43, 60]),
  national(5101, 'National Federation of the Blind', 'https://nfb.org', [36, 43, 60]),
  national(5102, 'American Council of the Blind', 'https://www.acb.org', [36, 43, 60]),
  national(5103, 'American Printing House for the Blind', 'https://www.aph.org', [41, 46, 56, 57]),
  national(5104, 'Hadley', 'https://hadleyhelps.org', [38, 51, 58, 63]),
  national(
    5105,
    'National Library Service for the Blind and Print Disabled',
    'https://www.loc.gov/nls/',
    [50, 57],
    // The one contact detail in the curated set: see CONTACT_ALLOW_LIST.
    { ...government, tollfree: '888-657-7323' },
  ),
  national(5106, 'Blinded Veterans Association', 'https://bva.org', [49, 62], {
    veteransOnly: true,
  }),
  national(
    5107,
    'Foundation Fighting Blindness',
    'https://www.fightingblindness.org',
    [37, 55, 64],
  ),
  national(5108, 'Prevent Blindness', 'https://preventblindness.org', [37]),
  national(5109, 'National Eye Institute', 'https://www.nei.nih.gov', [37, 64], government),
  national(5110, 'VA Blind Rehabilitation Service', 'https://www.va.gov', [49], {
    ...government,
    veteransOnly: true,
  }),
  national(5111, 'Guide Dogs for the Blind', 'https://www.guidedogs.com', [40]),
  national(5112, 'The Seeing Eye', 'https://www.seeingeye.org', [40]),
  national(5113, 'Guiding Eyes for the Blind', 'https://www.guidingeyes.org', [40]),
  national(5114, 'Leader Dogs for the Blind', 'https://www.leaderdog.org', [39, 40]),
  national(5115, 'Southeastern Guide Dogs', 'https://www.guidedogs.org', [40]),
  national(5116, 'Bookshare', 'https://www.bookshare.org', [50, 57]),
  national(5117, 'Learning Ally', 'https://learningally.org', [46, 50, 57, 59]),
  national(5118, 'Lighthouse Guild', 'https://lighthouseguild.org', [45]),
  national(5119, 'Helen Keller National Center', 'https://www.helenkeller.org/hknc', [38, 45, 58]),
  national(5120, 'FamilyConnect', 'https://familyconnect.org', [46]),
  national(5121, 'Paths to Literacy', 'https://www.pathstoliteracy.org', [46]),
  national(5122, 'VisionAware', 'https://visionaware.org', [45, 51, 63]),
  national(5123, 'Perkins School for the Blind', 'https://www.perkins.org', [46, 61]),
  national(5124, 'National Braille Press', 'https://www.nbp.org', [56, 57]),
  national(5125, 'National Industries for the Blind', 'https://www.nib.org', [42, 59]),
  national(5126, 'Job Accommodation Network', 'https://askjan.org', [42, 43, 59]),
  national(5127, 'Social Security Administration', 'https://www.ssa.gov', [43], government),
  national(5128, 'United States Association of Blind Athletes', 'https://www.usaba.org', [54, 65]),
  national(
    5129,
    'American Academy of Ophthalmology EyeSmart',
    'https://www.aao.org/eye-health',
    [37],
  ),
  // Sub-categories 55-65.
  national(5130, 'Glaucoma Research Foundation', 'https://glaucoma.org', [55, 64]),
  national(5131, 'BrightFocus Foundation', 'https://www.brightfocus.org', [55, 64]),
  national(5132, 'Research to Prevent Blindness', 'https://www.rpbusa.org', [64]),
  national(
    5133,
    'National Organization for Albinism and Hypopigmentation',
    'https://www.albinism.org',
    [55],
  ),
  national(5134, 'American Macular Degeneration Foundation', undefined, [55]),
  national(5135, 'National Disability Rights Network', 'https://www.ndrn.org', [43, 60]),
  national(5136, 'Council of Citizens with Low Vision International', undefined, [36, 60]),
  national(5137, 'Disabled American Veterans', 'https://www.dav.org', [62], {
    veteransOnly: true,
  }),
  national(5138, 'National Council of State Agencies for the Blind', 'https://www.ncsab.org', [42]),
  national(5139, 'Achilles International', 'https://www.achillesinternational.org', [54, 65]),
  national(5140, 'National Beep Baseball Association', undefined, [65]),
  national(5141, 'American Blind Bowling Association', undefined, [65]),
  national(5142, 'Ski for Light', undefined, [54, 65]),
];
