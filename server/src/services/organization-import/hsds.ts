import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { ImportFileError, type CandidateListing, type ImportCandidate } from './candidate.ts';
import { CsvError, csvObjects, parseCsv } from './csv.ts';

// Open Referral HSDS (Human Services Data Specification) 3.0: organizations with nested
// services, locations (with addresses and coordinates) and phones. Older 2.x names are read
// too (`url`, `physical_addresses`, `taxonomy_terms` with `vocabulary`). HSDS has no field
// for translations or for some of our columns, so our own travel as `x_` extensions (the
// specification allows extra fields): see docs/importing-organizations.md.

/** Our vocabulary: a taxonomy term of this taxonomy whose code is our sub-category id. */
export const VISION_HUB_TAXONOMY = 'vision-hub';

/** Toll-free US prefixes (800, 888, 877, 866, 855, 844, 833). */
const TOLL_FREE = /^(\+?1[\s.-]?)?\(?8(00|88|77|66|55|44|33)\)?/;

const text = z.union([z.string(), z.number()]).nullish();
const list = <T extends z.ZodType>(item: T) => z.array(item).max(10_000).nullish();

const taxonomyTermSchema = z
  .looseObject({
    id: text,
    code: text,
    term: text,
    name: text,
    taxonomy: text,
    vocabulary: text,
  })
  .nullish();

const phoneSchema = z.looseObject({
  id: text,
  number: text,
  type: text,
  description: text,
});

const addressSchema = z.looseObject({
  address_1: text,
  address_2: text,
  city: text,
  state_province: text,
  region: text,
  postal_code: text,
  country: text,
  address_type: text,
});

const locationSchema = z.looseObject({
  id: text,
  location_type: text,
  latitude: text,
  longitude: text,
  x_location_approximate: z.union([z.boolean(), z.string()]).nullish(),
  addresses: list(addressSchema),
  physical_addresses: list(addressSchema),
  phones: list(phoneSchema),
});

const serviceSchema = z.looseObject({
  id: text,
  name: text,
  minimum_age: text,
  maximum_age: text,
  languages: list(z.looseObject({ code: text, name: text })),
  attributes: list(z.looseObject({ taxonomy_term: taxonomyTermSchema })),
  taxonomy_terms: list(taxonomyTermSchema),
  phones: list(phoneSchema),
  /** HSDS 3.0: the date the service's information was last checked. */
  assured_date: text,
});

export const hsdsOrganizationSchema = z.looseObject({
  id: text,
  name: text,
  description: text,
  website: text,
  url: text,
  phones: list(phoneSchema),
  locations: list(locationSchema),
  services: list(serviceSchema),
  x_description_sp: text,
  x_profit_organization_type: text,
  x_service_area: text,
  x_veterans_only: z.union([z.boolean(), z.string()]).nullish(),
  x_source: text,
  x_source_url: text,
  x_verified_at: text,
});

export type HsdsOrganizationInput = z.infer<typeof hsdsOrganizationSchema>;

const str = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value).trim() || null;

function classifyPhones(phones: z.infer<typeof phoneSchema>[]) {
  const found: { phone: string | null; tollfree: string | null; tty: string | null } = {
    phone: null,
    tollfree: null,
    tty: null,
  };
  for (const entry of phones) {
    const number = str(entry.number);
    if (!number) continue;
    const type = (str(entry.type) ?? 'voice').toLowerCase();
    const description = str(entry.description) ?? '';
    let slot: keyof typeof found | null = null;
    if (type === 'textphone') slot = 'tty';
    else if (type === 'voice' || type === 'cell') {
      // HSDS has no toll-free type: a description saying so, or (undescribed) the prefix.
      const tollFree = /toll/i.test(description) || (!description && TOLL_FREE.test(number));
      slot = tollFree ? 'tollfree' : 'phone';
    }
    if (slot && found[slot] === null) found[slot] = number;
  }
  return found;
}

function listingOf(service: z.infer<typeof serviceSchema>): CandidateListing {
  const terms = [
    ...(service.attributes ?? []).map((attribute) => attribute.taxonomy_term),
    ...(service.taxonomy_terms ?? []),
  ];
  for (const term of terms) {
    if (!term) continue;
    if (str(term.taxonomy ?? term.vocabulary)?.toLowerCase() !== VISION_HUB_TAXONOMY) continue;
    const code = str(term.code ?? term.term);
    if (code) return { code, name: null, required: false };
  }
  return { code: null, name: str(service.name), required: false };
}

/** One HSDS organization as a candidate. `where` names it in the report. */
export function hsdsCandidate(input: unknown, position: number, where: string): ImportCandidate {
  const parsed = hsdsOrganizationSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      where,
      position,
      origin: 'hsds',
      values: {},
      listings: [],
      invalid:
        `not an HSDS organization: ${issue?.path.join('.') || 'value'} ${issue?.message ?? ''}`.trim(),
    };
  }
  const org = parsed.data;
  const locations = org.locations ?? [];
  // The first place one can visit: a location with coordinates or a physical address.
  const addressOf = (location: z.infer<typeof locationSchema>) =>
    [...(location.addresses ?? []), ...(location.physical_addresses ?? [])].sort(
      (a, b) => Number(str(a.address_type) === 'postal') - Number(str(b.address_type) === 'postal'),
    )[0];
  const location =
    locations.find((entry) => str(entry.location_type) !== 'virtual' && addressOf(entry)) ??
    locations.find((entry) => str(entry.latitude) !== null) ??
    null;
  const address = location ? addressOf(location) : undefined;
  const services = org.services ?? [];
  const phones = classifyPhones([
    ...(org.phones ?? []),
    ...locations.flatMap((entry) => entry.phones ?? []),
    ...services.flatMap((service) => service.phones ?? []),
  ]);
  const aged = services.find(
    (service) => service.minimum_age != null || service.maximum_age != null,
  );
  const languages = [
    ...new Set(
      services.flatMap((service) =>
        (service.languages ?? []).flatMap((language) => str(language.code) ?? []),
      ),
    ),
  ];
  return {
    where: `${where} (id ${str(org.id)?.slice(0, 60) ?? 'missing'})`,
    position,
    origin: 'hsds',
    hsdsId: str(org.id) ?? undefined,
    values: {
      organization: str(org.name),
      description: str(org.description),
      description_sp: str(org.x_description_sp),
      website: str(org.website ?? org.url),
      ...phones,
      address_1: str(address?.address_1),
      address_2: str(address?.address_2),
      city: str(address?.city),
      state: str(address?.state_province ?? address?.region),
      zip_code: str(address?.postal_code),
      latitude: str(location?.latitude),
      longitude: str(location?.longitude),
      location_approximate: location?.x_location_approximate ?? null,
      profit_organization_type: str(org.x_profit_organization_type),
      service_area: str(org.x_service_area),
      min_age: str(aged?.minimum_age),
      max_age: str(aged?.maximum_age),
      veterans_only: org.x_veterans_only ?? null,
      languages: languages.length > 0 ? languages : null,
      source: str(org.x_source),
      source_url: str(org.x_source_url),
      // Our own extension when it is there; otherwise the latest of the services' HSDS 3.0
      // assured_date, which is how other HSDS publishers say when a record was checked.
      verified_at:
        str(org.x_verified_at) ??
        services
          .map((service) => str(service.assured_date))
          .filter((date): date is string => date !== null)
          .sort()
          .at(-1) ??
        null,
    },
    listings: services.map(listingOf),
  };
}

/** HSDS JSON: an array of organizations, or an HSDS API page ({ contents: [...] }). */
export function parseHsdsJson(textContent: string): ImportCandidate[] {
  let data: unknown;
  try {
    data = JSON.parse(textContent.startsWith('\uFEFF') ? textContent.slice(1) : textContent);
  } catch (error) {
    throw new ImportFileError(`Not valid JSON: ${(error as Error).message}`);
  }
  const items = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { contents?: unknown }).contents)
      ? (data as { contents: unknown[] }).contents
      : null;
  if (!items) throw new ImportFileError('Expected a JSON array of HSDS organizations');
  return items.map((item, index) => hsdsCandidate(item, index + 1, `organization ${index + 1}`));
}

type CsvTable = { line: number; values: Record<string, string> }[];

async function readTable(folder: string, names: string[], required: boolean): Promise<CsvTable> {
  for (const name of names) {
    let content: string;
    try {
      content = await readFile(path.join(folder, name), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    try {
      return csvObjects(parseCsv(content)).rows;
    } catch (error) {
      if (error instanceof CsvError) throw new ImportFileError(`${name}: ${error.message}`);
      throw error;
    }
  }
  if (required) throw new ImportFileError(`${names[0]} is missing from ${folder}`);
  return [];
}

function groupBy(rows: CsvTable, key: string): Map<string, Record<string, string>[]> {
  const groups = new Map<string, Record<string, string>[]>();
  for (const { values } of rows) {
    const id = values[key]?.trim();
    if (!id) continue;
    groups.set(id, [...(groups.get(id) ?? []), values]);
  }
  return groups;
}

/**
 * The HSDS CSV form: a folder of tables linked by ids. Read: organizations.csv (required),
 * services.csv, locations.csv, addresses.csv (3.0) or physical_addresses.csv (2.x),
 * phones.csv, service_at_locations.csv (to find an organisation's locations when
 * locations.csv has no organization_id), attributes.csv with taxonomy_terms.csv (our
 * sub-category as a 'vision-hub' term). They become the nested JSON form, then one mapping.
 */
export async function readHsdsCsvFolder(folder: string): Promise<ImportCandidate[]> {
  const organizationsTable = await readTable(
    folder,
    ['organizations.csv', 'organization.csv'],
    true,
  );
  const services = await readTable(folder, ['services.csv', 'service.csv'], false);
  const locations = await readTable(folder, ['locations.csv', 'location.csv'], false);
  const addresses = await readTable(
    folder,
    ['addresses.csv', 'address.csv', 'physical_addresses.csv', 'physical_address.csv'],
    false,
  );
  const phones = await readTable(folder, ['phones.csv', 'phone.csv'], false);
  const serviceAtLocations = await readTable(
    folder,
    ['service_at_locations.csv', 'service_at_location.csv'],
    false,
  );
  const attributes = await readTable(folder, ['attributes.csv', 'attribute.csv'], false);
  const terms = await readTable(folder, ['taxonomy_terms.csv', 'taxonomy_term.csv'], false);

  const servicesByOrganization = groupBy(services, 'organization_id');
  const locationsByOrganization = groupBy(locations, 'organization_id');
  const locationById = new Map(locations.map(({ values }) => [values.id?.trim(), values]));
  const addressesByLocation = groupBy(addresses, 'location_id');
  const phonesByOrganization = groupBy(phones, 'organization_id');
  const phonesByService = groupBy(phones, 'service_id');
  const phonesByLocation = groupBy(phones, 'location_id');
  const locationsByService = groupBy(serviceAtLocations, 'service_id');
  const attributesByLink = groupBy(attributes, 'link_id');
  const termById = new Map(terms.map(({ values }) => [values.id?.trim(), values]));

  return organizationsTable.map(({ line, values }) => {
    const id = values.id?.trim() ?? '';
    const orgServices = servicesByOrganization.get(id) ?? [];
    // Locations: by organization_id, else through the organisation's services.
    const orgLocations: Record<string, string>[] =
      locationsByOrganization.get(id) ??
      orgServices.flatMap((service) =>
        (locationsByService.get(service.id?.trim() ?? '') ?? []).flatMap((link) => {
          const location = locationById.get(link.location_id?.trim());
          return location ? [location] : [];
        }),
      );
    const nested = {
      ...values,
      phones: phonesByOrganization.get(id) ?? [],
      locations: orgLocations.map((location) => ({
        ...location,
        addresses: addressesByLocation.get(location.id?.trim() ?? '') ?? [],
        phones: phonesByLocation.get(location.id?.trim() ?? '') ?? [],
      })),
      services: orgServices.map((service) => ({
        ...service,
        phones: phonesByService.get(service.id?.trim() ?? '') ?? [],
        attributes: (attributesByLink.get(service.id?.trim() ?? '') ?? []).map((attribute) => ({
          ...attribute,
          taxonomy_term: termById.get(attribute.taxonomy_term_id?.trim()) ?? null,
        })),
      })),
    };
    return hsdsCandidate(nested, line, `organizations.csv line ${line}`);
  });
}

// A name-based UUID (RFC 9562 version 5: SHA-1 of a namespace and a name), so exported ids
// stay the same from one export to the next without storing them.
const NAMESPACE = Buffer.from('5d0b7a52c1e84f0a9b3e2f6a7c4d1e90', 'hex');

export function stableUuid(name: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(name).digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
