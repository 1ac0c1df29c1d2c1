import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, organizationSubCategories, subCategories } from '../../db/schema.ts';
import { stableUuid, VISION_HUB_TAXONOMY } from './hsds.ts';

/**
 * Every organisation as an HSDS 3.0 organization with its phones, its one location (address
 * and coordinates) and one service per sub-category it is listed under, tagged with our
 * 'vision-hub' taxonomy term. Ids: an organisation imported from HSDS keeps the id it came
 * with (its import key 'hsds:<id>'); any other gets a name-based UUID of our id
 * ("organization:<id>"), so the same database exports the same ids every time. Nested ids
 * derive from the organisation's. Our fields HSDS lacks are `x_` extensions.
 */
export async function exportHsds(db: Db): Promise<HsdsOrganization[]> {
  const rows = await db.select().from(organizations).orderBy(asc(organizations.id));
  const listings = await db
    .select({
      organizationId: organizationSubCategories.organizationId,
      subCategoryId: subCategories.id,
      title: subCategories.title,
      titleSp: subCategories.titleSp,
    })
    .from(organizationSubCategories)
    .innerJoin(subCategories, eq(subCategories.id, organizationSubCategories.subCategoryId))
    .orderBy(asc(organizationSubCategories.organizationId), asc(subCategories.id));
  const byOrganization = new Map<number, typeof listings>();
  for (const listing of listings) {
    byOrganization.set(listing.organizationId, [
      ...(byOrganization.get(listing.organizationId) ?? []),
      listing,
    ]);
  }
  return rows.map((row) => toHsds(row, byOrganization.get(row.id) ?? []));
}

export interface HsdsPhone {
  id: string;
  organization_id: string;
  number: string;
  type: 'voice' | 'textphone';
  description: string;
}

export interface HsdsOrganization {
  id: string;
  name: string;
  description: string | null;
  website: string | null;
  phones: HsdsPhone[];
  locations: {
    id: string;
    organization_id: string;
    location_type: 'physical';
    name: string;
    latitude: number | null;
    longitude: number | null;
    x_location_approximate: boolean;
    addresses: {
      id: string;
      location_id: string;
      address_1: string | null;
      address_2: string | null;
      city: string | null;
      state_province: string | null;
      postal_code: string | null;
      country: 'US';
      address_type: 'physical';
    }[];
  }[];
  services: {
    id: string;
    organization_id: string;
    name: string;
    status: 'active';
    /** HSDS 3.0: when a person last checked the record (our x_verified_at). */
    assured_date: string | null;
    minimum_age: number | null;
    maximum_age: number | null;
    languages: { id: string; service_id: string; code: string }[];
    attributes: {
      id: string;
      link_id: string;
      link_type: 'service';
      link_entity: 'service';
      taxonomy_term_id: string;
      taxonomy_term: { id: string; code: string; name: string; taxonomy: string };
    }[];
    service_at_locations: { id: string; service_id: string; location_id: string }[];
    x_name_sp: string;
  }[];
  x_description_sp: string | null;
  x_profit_organization_type: string | null;
  x_service_area: 'national' | 'state' | 'local';
  x_veterans_only: boolean;
  x_source: string;
  x_source_url: string | null;
  x_verified_at: string | null;
}

export function hsdsOrganizationId(row: { id: number; importKey: string | null }): string {
  return row.importKey?.startsWith('hsds:')
    ? row.importKey.slice('hsds:'.length)
    : stableUuid(`organization:${row.id}`);
}

function toHsds(
  row: typeof organizations.$inferSelect,
  listings: { subCategoryId: number; title: string; titleSp: string }[],
): HsdsOrganization {
  const id = hsdsOrganizationId(row);
  const phones: HsdsPhone[] = [];
  const phone = (number: string | null, type: HsdsPhone['type'], description: string) => {
    if (number) {
      phones.push({
        id: stableUuid(`${id}:phone:${description}`),
        organization_id: id,
        number,
        type,
        // Read back by the importer: "toll" marks the toll-free number (HSDS has no type).
        description,
      });
    }
  };
  phone(row.phone, 'voice', 'Main number');
  phone(row.tollfree, 'voice', 'Toll-free');
  phone(row.tty, 'textphone', 'TTY');

  const hasPlace =
    row.latitude !== null ||
    [row.address1, row.address2, row.city, row.state, row.zipCode].some((value) => value);
  const locationId = stableUuid(`${id}:location`);
  const locations: HsdsOrganization['locations'] = hasPlace
    ? [
        {
          id: locationId,
          organization_id: id,
          location_type: 'physical',
          name: row.organization,
          latitude: row.latitude,
          longitude: row.longitude,
          x_location_approximate: row.locationApproximate,
          addresses: [
            {
              id: stableUuid(`${id}:address`),
              location_id: locationId,
              address_1: row.address1,
              address_2: row.address2,
              city: row.city,
              state_province: row.state,
              postal_code: row.zipCode,
              country: 'US',
              address_type: 'physical',
            },
          ],
        },
      ]
    : [];

  return {
    id,
    name: row.organization,
    description: row.description,
    website: row.website,
    phones,
    locations,
    services: listings.map((listing) => {
      const serviceId = stableUuid(`${id}:service:${listing.subCategoryId}`);
      const termId = stableUuid(`taxonomy_term:${listing.subCategoryId}`);
      return {
        id: serviceId,
        organization_id: id,
        name: listing.title,
        status: 'active',
        assured_date: row.verifiedAt,
        minimum_age: row.minAge,
        maximum_age: row.maxAge,
        languages: row.languages.map((code) => ({
          id: stableUuid(`${serviceId}:language:${code}`),
          service_id: serviceId,
          code,
        })),
        attributes: [
          {
            id: stableUuid(`${serviceId}:attribute`),
            link_id: serviceId,
            link_type: 'service',
            link_entity: 'service',
            taxonomy_term_id: termId,
            taxonomy_term: {
              id: termId,
              code: String(listing.subCategoryId),
              name: listing.title,
              taxonomy: VISION_HUB_TAXONOMY,
            },
          },
        ],
        service_at_locations: hasPlace
          ? [
              {
                id: stableUuid(`${serviceId}:at:${locationId}`),
                service_id: serviceId,
                location_id: locationId,
              },
            ]
          : [],
        x_name_sp: listing.titleSp,
      };
    }),
    x_description_sp: row.descriptionSp,
    x_profit_organization_type: row.profitOrganizationType,
    x_service_area: row.serviceArea as HsdsOrganization['x_service_area'],
    x_veterans_only: row.veteransOnly,
    x_source: row.source,
    x_source_url: row.sourceUrl,
    x_verified_at: row.verifiedAt,
  };
}
