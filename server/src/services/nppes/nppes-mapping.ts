import type { organizations } from '../../db/schema.ts';
import { normalizeSearchText } from '../../../../src/contracts/search-text.ts';
import type { NppesProvider } from './nppes-client.ts';
import { LOW_VISION_TAXONOMIES } from './taxonomies.ts';

export const NPPES_SOURCE = 'NPPES NPI Registry';

export type OrganizationInsert = typeof organizations.$inferInsert;

export interface MappedProvider {
  npi: string;
  row: OrganizationInsert & { importKey: string };
  subCategoryIds: number[];
}

export interface SkippedProvider {
  npi: string;
  name: string;
  reason: string;
}

export type CentroidLookup = (zip: string) => { latitude: number; longitude: number } | undefined;

/**
 * NPIs are 10 digits whose last is a Luhn check digit computed with the prefix 80840 (the
 * card-issuer prefix CMS assigned), so a mistyped or made-up number is caught before use.
 */
export function isValidNpi(npi: string): boolean {
  if (!/^\d{10}$/.test(npi)) return false;
  const digits = `80840${npi}`;
  let sum = 0;
  for (let index = digits.length - 1, double = false; index >= 0; index -= 1, double = !double) {
    let digit = Number(digits[index]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The registry stores names and cities in capitals; read aloud or shown that way they
 * shout. Only all-capital text is changed, so "McDonald" as entered stays as it is.
 */
export function softenCapitals(value: string): string {
  const trimmed = value.trim().replace(/\s+/g, ' ');
  if (trimmed !== trimmed.toUpperCase() || !/\p{Lu}/u.test(trimmed)) return trimmed;
  return trimmed.toLowerCase().replace(/(^|[\s\-'’.])(\p{Ll})/gu, (_, before, letter) => {
    return `${before}${letter.toUpperCase()}`;
  });
}

const blank = (value: string | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** "First Last, Credential" for a person (NPI-1), the organisation's name for NPI-2. */
export function providerName(provider: NppesProvider): string | null {
  const { basic } = provider;
  if (provider.enumeration_type === 'NPI-2') {
    return blank(basic.organization_name) ?? blank(basic.name);
  }
  const first = blank(basic.first_name);
  const last = blank(basic.last_name);
  if (!first || !last) return null;
  const credential = blank(basic.credential);
  const name = `${softenCapitals(first)} ${softenCapitals(last)}`;
  return credential ? `${name}, ${credential}` : name;
}

/**
 * One registry record as an organisation row, or why it cannot be listed. The practice
 * (LOCATION) address is used, never the mailing one, and the coordinates are the ZIP's
 * centroid: the registry has no coordinates, so the place is approximate.
 */
export function mapNppesProvider(
  provider: NppesProvider,
  options: { retrievedOn: string; centroid: CentroidLookup },
): MappedProvider | SkippedProvider {
  const npi = provider.number.trim();
  const name = providerName(provider);
  const skip = (reason: string): SkippedProvider => ({ npi, name: name ?? '', reason });
  if (!isValidNpi(npi)) return skip('not a valid NPI');
  if (!name) return skip('no name');
  const status = blank(provider.basic.status);
  if (status && status !== 'A') return skip(`NPI status ${status} (not active)`);
  const location = provider.addresses.find(
    (address) => address.address_purpose.toUpperCase() === 'LOCATION',
  );
  if (!location) return skip('no practice (LOCATION) address');
  const country = blank(location.country_code);
  if (country && country !== 'US') return skip(`practice address outside the US (${country})`);
  const zip = (location.postal_code ?? '').trim().slice(0, 5);
  if (!/^\d{5}$/.test(zip)) return skip(`no usable ZIP code (${location.postal_code ?? ''})`);
  const state = blank(location.state)?.toUpperCase() ?? null;
  if (!state || !/^[A-Z]{2}$/.test(state)) return skip('no state');
  const point = options.centroid(zip);
  if (!point) return skip(`no centroid for ZIP ${zip}`);
  const subCategoryIds = LOW_VISION_TAXONOMIES.filter((taxonomy) =>
    provider.taxonomies.some((entry) => entry.code.toUpperCase() === taxonomy.code),
  ).map((taxonomy) => taxonomy.subCategoryId);
  if (subCategoryIds.length === 0) return skip('no low-vision taxonomy');
  const city = blank(location.city);
  return {
    npi,
    subCategoryIds,
    row: {
      importKey: `nppes:${npi}`,
      organization: name,
      address1: blank(location.address_1),
      address2: blank(location.address_2),
      city: city ? softenCapitals(city) : null,
      state,
      zipCode: zip,
      // As the registry gives it: it is what the provider registered.
      phone: blank(location.telephone_number),
      tollfree: null,
      tty: null,
      website: null,
      latitude: point.latitude,
      longitude: point.longitude,
      locationApproximate: true,
      profitOrganizationType: 'Private',
      serviceArea: 'local',
      minAge: null,
      maxAge: null,
      veteransOnly: false,
      languages: [],
      description: null,
      descriptionSp: null,
      source: NPPES_SOURCE,
      sourceUrl: `https://npiregistry.cms.hhs.gov/provider-view/${npi}`,
      // The registry is the authority for every field taken from it: the day it was read
      // is the day these details were last confirmed.
      verifiedAt: options.retrievedOn,
      nameSearch: normalizeSearchText(`${name} ${city ? softenCapitals(city) : ''}`),
    },
  };
}

export function isSkipped(result: MappedProvider | SkippedProvider): result is SkippedProvider {
  return 'reason' in result;
}
