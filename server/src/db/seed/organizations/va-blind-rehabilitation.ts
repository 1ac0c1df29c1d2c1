import type { OrganizationSeed } from './types.ts';

// The VA's residential Blind Rehabilitation Centers, by the city of the VA medical centre
// that hosts each. Named by place rather than by their individual centre names, and without
// street addresses or phone numbers, which a person should copy from the VA facility pages
// (the VA Facilities API) and then set verified_at.

function center(id: number, city: string, state: string, stateName: string): OrganizationSeed {
  return {
    id,
    organization: `VA Blind Rehabilitation Center – ${city}, ${stateName}`,
    serviceArea: 'local',
    profitOrganizationType: 'Government',
    city,
    state,
    website: 'https://www.va.gov',
    source: 'VA Blind Rehabilitation Service',
    sourceUrl: 'https://www.va.gov',
    subCategoryIds: [49, 45],
    veteransOnly: true,
  };
}

export const VA_BLIND_REHABILITATION_CENTERS: OrganizationSeed[] = [
  { ...center(5301, 'Hines', 'IL', 'Illinois'), zipCode: '60141' },
  center(5302, 'Palo Alto', 'CA', 'California'),
  center(5303, 'West Haven', 'CT', 'Connecticut'),
  center(5304, 'Augusta', 'GA', 'Georgia'),
  center(5305, 'Birmingham', 'AL', 'Alabama'),
  center(5306, 'Waco', 'TX', 'Texas'),
  center(5307, 'Tucson', 'AZ', 'Arizona'),
  center(5308, 'Tacoma', 'WA', 'Washington'),
  center(5309, 'San Juan', 'PR', 'Puerto Rico'),
  center(5310, 'West Palm Beach', 'FL', 'Florida'),
  center(5311, 'Long Beach', 'CA', 'California'),
  center(5312, 'Biloxi', 'MS', 'Mississippi'),
  center(5313, 'Cleveland', 'OH', 'Ohio'),
];
