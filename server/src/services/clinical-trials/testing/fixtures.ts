import type { CtGovContact, CtGovLocation, CtGovStudy } from '../ctgov-types.ts';

/** Near ZIP 19104 (University City, Philadelphia). */
export const PHILADELPHIA = { lat: 39.95, lon: -75.19 };

export function site(overrides: Partial<CtGovLocation> = {}): CtGovLocation {
  return {
    facility: 'Test Eye Site',
    status: 'RECRUITING',
    city: 'Philadelphia',
    state: 'Pennsylvania',
    zip: '19104',
    country: 'United States',
    geoPoint: { lat: 39.9496, lon: -75.1932 },
    ...overrides,
  };
}

export function contact(overrides: Partial<CtGovContact> = {}): CtGovContact {
  return {
    name: 'Test Contact',
    role: 'CONTACT',
    phone: '215-555-0150',
    email: 'test-contact@example.org',
    ...overrides,
  };
}

export interface StudyOptions {
  nctId?: string;
  title?: string;
  /** RECRUITING unless told: COMPLETED, WITHDRAWN… for a study that has closed. */
  overallStatus?: string;
  startDate?: string;
  summary?: string;
  eligibility?: string;
  centralContacts?: CtGovContact[];
  locations?: CtGovLocation[];
}

/** A v2 study as the registry sends it for the hub's `fields`. */
export function makeStudy({
  nctId = 'NCT00000099',
  title = 'Test Study of an Eye Condition',
  overallStatus = 'RECRUITING',
  startDate = '2026-03-02',
  summary = 'Sample listing for testing: A test study.',
  eligibility = 'Inclusion Criteria:\n\n* Adults',
  centralContacts,
  locations = [site()],
}: StudyOptions = {}): CtGovStudy {
  return {
    protocolSection: {
      identificationModule: { nctId, briefTitle: title, officialTitle: `Official ${title}` },
      statusModule: {
        overallStatus,
        startDateStruct: { date: startDate, type: 'ACTUAL' },
      },
      descriptionModule: { briefSummary: summary },
      conditionsModule: { conditions: ['Glaucoma'], keywords: ['eye'] },
      eligibilityModule: {
        eligibilityCriteria: eligibility,
        sex: 'ALL',
        minimumAge: '18 Years',
      },
      contactsLocationsModule: {
        ...(centralContacts ? { centralContacts } : {}),
        locations,
      },
    },
    hasResults: false,
  };
}

export function v2Body(studies: CtGovStudy[], extra: Record<string, unknown> = {}) {
  return { totalCount: studies.length, studies, ...extra };
}
