import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR } from './fake-registry.ts';
import { parseNppesBody, type NppesProvider } from './nppes-client.ts';
import {
  isSkipped,
  isValidNpi,
  mapNppesProvider,
  providerName,
  softenCapitals,
  type MappedProvider,
} from './nppes-mapping.ts';

const recorded = (file: string) =>
  parseNppesBody(JSON.parse(readFileSync(path.join(FIXTURES_DIR, file), 'utf8'))).results;
const byNpi = (file: string, npi: string) =>
  recorded(file).find((provider) => provider.number === npi) as NppesProvider;

const centroids: Record<string, { latitude: number; longitude: number }> = {
  '19104': { latitude: 39.96, longitude: -75.2 },
  '15213': { latitude: 40.44, longitude: -79.96 },
  '08608': { latitude: 40.22, longitude: -74.76 },
};
const options = { retrievedOn: '2025-01-15', centroid: (zip: string) => centroids[zip] };

function mapped(provider: NppesProvider): MappedProvider {
  const result = mapNppesProvider(provider, options);
  if (isSkipped(result)) throw new Error(`skipped: ${result.reason}`);
  return result;
}

describe('isValidNpi', () => {
  it('checks the Luhn digit with the 80840 prefix', () => {
    expect(isValidNpi('1234567893')).toBe(true); // CMS's published example
    expect(isValidNpi('1234567890')).toBe(false);
    expect(isValidNpi('123456789')).toBe(false);
    expect(isValidNpi('12345678933')).toBe(false);
    expect(isValidNpi('12345a7893')).toBe(false);
  });

  it('holds for every fictional NPI in the recordings', () => {
    const files = ['152WL0500X-PA.json', '225XL0004X-PA.json', '225CX0006X-PA.json'];
    for (const file of files) {
      for (const provider of recorded(file)) expect(isValidNpi(provider.number)).toBe(true);
    }
  });
});

describe('softenCapitals', () => {
  it('title-cases text written all in capitals, and only that', () => {
    expect(softenCapitals('PHILADELPHIA')).toBe('Philadelphia');
    expect(softenCapitals("O'EXAMPLE")).toBe("O'Example");
    expect(softenCapitals('WILKES-BARRE')).toBe('Wilkes-Barre');
    expect(softenCapitals('  NEW   YORK ')).toBe('New York');
    expect(softenCapitals('McExample')).toBe('McExample');
  });
});

describe('mapNppesProvider', () => {
  it('maps a person (NPI-1) from the practice address, not the mailing one', () => {
    const { row, subCategoryIds, npi } = mapped(byNpi('152WL0500X-PA.json', '1999999901'));
    expect(npi).toBe('1999999901');
    expect(subCategoryIds).toEqual([47]);
    expect(row).toMatchObject({
      importKey: 'nppes:1999999901',
      organization: 'Jane Example, O.D.',
      address1: '100 EXAMPLE ST',
      address2: 'SUITE 2',
      city: 'Philadelphia',
      state: 'PA',
      zipCode: '19104',
      phone: '215-555-0101',
      latitude: 39.96,
      longitude: -75.2,
      locationApproximate: true,
      serviceArea: 'local',
      profitOrganizationType: 'Private',
      source: 'NPPES NPI Registry',
      sourceUrl: 'https://npiregistry.cms.hhs.gov/provider-view/1999999901',
      verifiedAt: '2025-01-15',
      nameSearch: 'jane example o d philadelphia',
    });
  });

  it('uses the organisation name for NPI-2', () => {
    const { row } = mapped(byNpi('152WL0500X-PA.json', '1999999919'));
    expect(row.organization).toBe('EXAMPLE LOW VISION CLINIC (FICTIONAL)');
    expect(row.zipCode).toBe('15213');
    expect(row.address2).toBeNull();
  });

  it('keeps the leading zero of a ZIP+4', () => {
    const { row } = mapped(byNpi('152WL0500X-NJ.json', '1999999976'));
    expect(row.zipCode).toBe('08608');
    expect(row.organization).toBe("Taylor O'Example, O.D.");
  });

  it('lists a provider under every low-vision taxonomy it carries', () => {
    const { subCategoryIds } = mapped(byNpi('225XL0004X-PA.json', '1999999901'));
    expect(subCategoryIds).toEqual([47, 45]);
  });

  it('skips, with the reason, what cannot be placed or is not a listing', () => {
    const base = byNpi('152WL0500X-PA.json', '1999999901');
    const reason = (provider: NppesProvider) => {
      const result = mapNppesProvider(provider, options);
      return isSkipped(result) ? result.reason : 'mapped';
    };
    expect(reason(byNpi('152WL0500X-PA.json', '1999999935'))).toBe('no centroid for ZIP 19999');
    expect(reason({ ...base, number: '1999999902' })).toBe('not a valid NPI');
    expect(reason({ ...base, basic: { ...base.basic, status: 'D' } })).toMatch(/not active/);
    expect(reason({ ...base, basic: { ...base.basic, first_name: '' } })).toBe('no name');
    const mailingOnly = base.addresses.filter((address) => address.address_purpose === 'MAILING');
    expect(reason({ ...base, addresses: mailingOnly })).toBe('no practice (LOCATION) address');
    const location = base.addresses[1]!;
    expect(reason({ ...base, addresses: [{ ...location, country_code: 'CA' }] })).toMatch(
      /outside the US/,
    );
    expect(reason({ ...base, addresses: [{ ...location, postal_code: '1910' }] })).toMatch(
      /no usable ZIP/,
    );
    expect(reason({ ...base, taxonomies: [{ code: '152W00000X' }] })).toBe(
      'no low-vision taxonomy',
    );
  });

  it('names a person without a credential "First Last"', () => {
    const base = byNpi('152WL0500X-PA.json', '1999999901');
    expect(providerName({ ...base, basic: { ...base.basic, credential: ' ' } })).toBe(
      'Jane Example',
    );
  });
});
