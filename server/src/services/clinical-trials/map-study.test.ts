import { describe, expect, it } from 'vitest';
import {
  haversineMiles,
  keepOpenUsSites,
  toBullets,
  toTrialStudies,
  toTrialStudy,
  unescapeMarkdown,
} from './map-study.ts';
import { contact, makeStudy, PHILADELPHIA, site } from './testing/fixtures.ts';

const BUFFALO = { lat: 42.8864, lon: -78.8784 };
const TORONTO = { lat: 43.6577, lon: -79.3882 };
const ROCHESTER = { lat: 43.1225, lon: -77.6261 };
const TORONTO_SITE = site({
  facility: 'Test Toronto Site',
  city: 'Toronto',
  state: 'Ontario',
  zip: 'M5G 1X5',
  country: 'Canada',
  geoPoint: TORONTO,
});
const ROCHESTER_SITE = site({
  facility: 'Test Rochester Site',
  city: 'Rochester',
  state: 'New York',
  zip: '14642',
  geoPoint: ROCHESTER,
});

describe('distance', () => {
  it('measures great-circle miles', () => {
    const newYork = { lat: 40.7128, lon: -74.006 };
    expect(haversineMiles(PHILADELPHIA, newYork)).toBeGreaterThan(78);
    expect(haversineMiles(PHILADELPHIA, newYork)).toBeLessThan(84);
    expect(haversineMiles(PHILADELPHIA, PHILADELPHIA)).toBe(0);
  });
});

describe('nearest site', () => {
  it('chooses the nearest US site over a nearer non-US site', () => {
    expect(haversineMiles(BUFFALO, TORONTO)).toBeLessThan(haversineMiles(BUFFALO, ROCHESTER));
    const trial = toTrialStudy(makeStudy({ locations: [TORONTO_SITE, ROCHESTER_SITE] }), BUFFALO);
    expect(trial.nearest_site).toEqual({
      facility: 'Test Rochester Site',
      city: 'Rochester',
      state: 'New York',
      zip: '14642',
      distance_miles: 65.35, // Toronto is 59.14 miles away
    });
  });

  it('ignores sites without coordinates and sites that closed', () => {
    const trial = toTrialStudy(
      makeStudy({
        locations: [
          site({ facility: 'No Point', geoPoint: undefined }),
          site({ facility: 'Withdrawn', status: 'WITHDRAWN' }),
          site({ facility: 'Completed', status: 'COMPLETED' }),
          site({ facility: 'Far But Open', geoPoint: { lat: 40.7128, lon: -74.006 } }),
        ],
      }),
      PHILADELPHIA,
    );
    expect(trial.nearest_site?.facility).toBe('Far But Open');
  });

  it('counts Puerto Rico as a US site', () => {
    const sanJuan = { lat: 18.4655, lon: -66.1057 };
    const trial = toTrialStudy(
      makeStudy({
        locations: [
          site({ city: 'San Juan', state: '', country: 'Puerto Rico', geoPoint: sanJuan }),
        ],
      }),
      sanJuan,
    );
    expect(trial.nearest_site?.distance_miles).toBe(0);
  });

  it('has no nearest site when no US site has coordinates', () => {
    const trial = toTrialStudy(makeStudy({ locations: [TORONTO_SITE] }), BUFFALO);
    expect(trial.nearest_site).toBeNull();
  });
});

describe('contacts', () => {
  const siteWithContacts = site({
    contacts: [
      { name: 'Site Investigator', role: 'PRINCIPAL_INVESTIGATOR' },
      contact({ name: 'Site Coordinator', phone: '215-555-0160', email: 'site@example.org' }),
    ],
  });

  it('uses the central contact first', () => {
    const trial = toTrialStudy(
      makeStudy({
        centralContacts: [
          contact({ name: 'Central Person', phone: '215-555-0170', email: 'central@example.org' }),
        ],
        locations: [siteWithContacts],
      }),
      PHILADELPHIA,
    );
    expect(trial).toMatchObject({
      contact_name: 'Central Person',
      contact_phone: '215-555-0170',
      contact_email: 'central@example.org',
    });
  });

  it("falls back to the nearest site's reachable contact", () => {
    const farSite = site({
      facility: 'Far',
      geoPoint: { lat: 40.7128, lon: -74.006 },
      contacts: [contact({ name: 'Far Coordinator', email: 'far@example.org' })],
    });
    const trial = toTrialStudy(
      makeStudy({
        // A central contact with neither phone nor e-mail cannot be reached.
        centralContacts: [{ name: 'Nameless Office', role: 'CONTACT' }],
        locations: [farSite, siteWithContacts],
      }),
      PHILADELPHIA,
    );
    expect(trial).toMatchObject({
      contact_name: 'Site Coordinator',
      contact_phone: '215-555-0160',
      contact_email: 'site@example.org',
    });
  });

  it('leaves the contact empty when there is none; the URL is the study page', () => {
    const trial = toTrialStudy(makeStudy({ nctId: 'NCT00000042' }), PHILADELPHIA);
    expect(trial).toMatchObject({
      contact_name: '',
      contact_phone: '',
      contact_email: '',
      URL: 'https://clinicaltrials.gov/study/NCT00000042',
    });
  });

  it('adds the phone extension', () => {
    const trial = toTrialStudy(
      makeStudy({ centralContacts: [contact({ phone: '302-555-0104', phoneExt: '12' })] }),
      PHILADELPHIA,
    );
    expect(trial.contact_phone).toBe('302-555-0104 ext. 12');
  });
});

describe('text fields', () => {
  it('keeps YYYY-MM and YYYY-MM-DD start dates and drops anything else', () => {
    expect(toTrialStudy(makeStudy({ startDate: '2026-05' }), PHILADELPHIA).start_date).toBe(
      '2026-05',
    );
    expect(toTrialStudy(makeStudy({ startDate: '2026-05-07' }), PHILADELPHIA).start_date).toBe(
      '2026-05-07',
    );
    expect(toTrialStudy(makeStudy({ startDate: 'May 2026' }), PHILADELPHIA).start_date).toBe('');
  });

  it('un-escapes the eligibility criteria', () => {
    const trial = toTrialStudy(
      makeStudy({
        eligibility:
          'Inclusion Criteria:\r\n\r\n* Age \\>= 18 years\r\n* HbA1c \\< 10%\r\n\r\n\r\n\r\nExclusion Criteria:\n\n* None',
      }),
      PHILADELPHIA,
    );
    expect(trial.eligibility_criteria).toBe(
      'Inclusion Criteria:\n\n* Age >= 18 years\n* HbA1c < 10%\n\nExclusion Criteria:\n\n* None',
    );
    expect(unescapeMarkdown('a \\* b \\\\ c \\n')).toBe('a * b \\ c \\n');
  });

  it('splits the summary into short sentence bullets', () => {
    expect(
      toBullets(
        'Sample listing for testing: This is not a real study. Drops are used daily (e.g. at night). Vision is checked at 3.5 months! Is it safe? Dr. Smith leads it.',
      ),
    ).toEqual([
      'Sample listing for testing: This is not a real study.',
      'Drops are used daily (e.g. at night).',
      'Vision is checked at 3.5 months!',
      'Is it safe?',
      'Dr. Smith leads it.',
    ]);
    expect(toBullets('Aims:\n\n* one thing\n* another thing\n1. a third')).toEqual([
      'Aims:',
      'one thing',
      'another thing',
      'a third',
    ]);
    expect(toBullets('')).toEqual([]);
    const long = toBullets(`${'word '.repeat(100)}end.`, { maxLength: 60 });
    expect(long[0]!.length).toBeLessThanOrEqual(60);
    expect(long[0]).toMatch(/…$/);
    expect(toBullets('One. Two. Three. Four.', { maxBullets: 2 })).toEqual(['One.', 'Two.']);
  });

  it('falls back to the detailed description, and the title to the official title', () => {
    const study = makeStudy({ title: '' });
    study.protocolSection.descriptionModule = { detailedDescription: 'Details here. More.' };
    const trial = toTrialStudy(study, PHILADELPHIA);
    expect(trial.study_description).toEqual(['Details here.', 'More.']);
    expect(trial.title).toBe('Official');
  });
});

describe('a list of studies', () => {
  it('sorts by nearest site, drops studies with no US site within 200 miles, keeps each once', () => {
    const at = (lat: number, lon: number) => [site({ geoPoint: { lat, lon } })];
    const trials = toTrialStudies(
      [
        makeStudy({ nctId: 'NCT00000003', locations: at(40.7128, -74.006) }), // New York, ~80 mi
        makeStudy({ nctId: 'NCT00000001', locations: at(39.9496, -75.1932) }), // here
        makeStudy({ nctId: 'NCT00000004', locations: at(42.363, -71.0686) }), // Boston, ~270 mi
        makeStudy({ nctId: 'NCT00000005', locations: [TORONTO_SITE] }), // no US site
        makeStudy({ nctId: 'NCT00000002', locations: at(39.7447, -75.5484) }), // Wilmington
        makeStudy({ nctId: 'NCT00000001', locations: at(39.9496, -75.1932) }), // repeated
      ],
      PHILADELPHIA,
    );
    expect(trials.map((trial) => trial.NCT_number)).toEqual([
      'NCT00000001',
      'NCT00000002',
      'NCT00000003',
    ]);
    expect(trials.map((trial) => trial.nearest_site?.distance_miles)).toEqual([0.17, 23.72, 81.65]);
    expect(toTrialStudies([], PHILADELPHIA)).toEqual([]);
  });

  it('honours another radius', () => {
    const study = makeStudy({ locations: [site({ geoPoint: { lat: 40.7128, lon: -74.006 } })] });
    expect(toTrialStudies([study], PHILADELPHIA, { miles: 50 })).toEqual([]);
    expect(toTrialStudies([study], PHILADELPHIA, { miles: 100 })).toHaveLength(1);
  });

  it('keeps only open US sites with coordinates for caching', () => {
    const study = makeStudy({
      locations: [TORONTO_SITE, ROCHESTER_SITE, site({ status: 'WITHDRAWN' })],
    });
    const trimmed = keepOpenUsSites(study);
    expect(trimmed.protocolSection.contactsLocationsModule?.locations).toEqual([ROCHESTER_SITE]);
    // The original is left alone.
    expect(study.protocolSection.contactsLocationsModule?.locations).toHaveLength(3);
    expect(toTrialStudy(trimmed, BUFFALO)).toEqual(toTrialStudy(study, BUFFALO));
  });
});
