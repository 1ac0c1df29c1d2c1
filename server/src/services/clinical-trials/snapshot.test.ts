import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ctGovSearchResponseSchema } from './ctgov-types.ts';
import { haversineMiles, isOpenUsSite, toTrialStudies } from './map-study.ts';
import { loadSnapshot } from './snapshot.ts';
import { PHILADELPHIA } from './testing/fixtures.ts';

const raw = readFileSync(new URL('./snapshot/studies.json', import.meta.url), 'utf8');

describe('the offline snapshot', () => {
  const { studies } = loadSnapshot();

  it('is a small v2 answer', () => {
    const parsed = ctGovSearchResponseSchema.strict().parse(JSON.parse(raw));
    expect(parsed.totalCount).toBe(parsed.studies.length);
    expect(studies.length).toBeGreaterThanOrEqual(6);
    expect(studies.length).toBeLessThanOrEqual(10);
  });

  it('cannot be mistaken for real studies', () => {
    for (const study of studies) {
      const section = study.protocolSection;
      expect(section.identificationModule.nctId).toMatch(/^NCT0000000\d$/);
      expect(section.identificationModule.briefTitle).toMatch(/^Sample /);
      expect(section.descriptionModule?.briefSummary).toMatch(/^Sample listing for testing:/);
      const module = section.contactsLocationsModule;
      const contacts = [
        ...(module?.centralContacts ?? []),
        ...(module?.locations ?? []).flatMap((location) => location.contacts ?? []),
      ];
      for (const location of module?.locations ?? []) {
        expect(location.facility).toMatch(/^Sample /);
      }
      for (const contact of contacts) {
        if (contact.phone) expect(contact.phone).toMatch(/^\d{3}-555-01\d{2}$/);
        if (contact.email) expect(contact.email).toMatch(/@example\.org$/);
      }
    }
    // No digits that look like a real phone number anywhere else.
    const phones = raw.match(/\b\d{3}-\d{3}-\d{4}\b/g) ?? [];
    expect(phones.every((phone) => /-555-01\d{2}$/.test(phone))).toBe(true);
  });

  it('has several studies near ZIP 19104 and some elsewhere', () => {
    const distances = studies.map((study) =>
      Math.min(
        ...(study.protocolSection.contactsLocationsModule?.locations ?? [])
          .filter(isOpenUsSite)
          .map((location) => haversineMiles(PHILADELPHIA, location.geoPoint)),
      ),
    );
    expect(distances.filter((miles) => miles <= 25).length).toBeGreaterThanOrEqual(4);
    expect(distances.filter((miles) => miles > 200).length).toBeGreaterThanOrEqual(2);
  });

  it('covers the mapping cases: central, site-only and no contacts; YYYY-MM dates; escapes', () => {
    const trials = toTrialStudies(studies, PHILADELPHIA);
    const byId = new Map(trials.map((trial) => [trial.NCT_number, trial]));
    expect(byId.get('NCT00000001')?.contact_email).toBe('glaucoma-study@example.org');
    expect(byId.get('NCT00000002')?.contact_name).toBe('Sample Clinic Coordinator');
    expect(byId.get('NCT00000003')).toMatchObject({
      contact_name: '',
      contact_email: '',
      contact_phone: '',
      start_date: '2027-01',
      URL: 'https://clinicaltrials.gov/study/NCT00000003',
    });
    expect(byId.get('NCT00000001')?.eligibility_criteria).toContain('>= 22 mmHg');
    expect(byId.get('NCT00000001')?.eligibility_criteria).not.toContain('\\');
    // The withdrawn Philadelphia site of NCT00000004 does not count; Wilmington does.
    expect(byId.get('NCT00000004')?.nearest_site?.city).toBe('Wilmington');
  });
});
