import { createHash } from 'node:crypto';
import { and, avg, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { reorderListings } from '../listing-order.ts';
import { organizations, organizationSubCategories, zipCentroids } from '../schema.ts';
import { normalizeSearchText } from '../../../../src/contracts/search-text.ts';
import { ACB_AFFILIATES, NFB_AFFILIATES } from './organizations/consumer-affiliates.ts';
import { NATIONAL_ORGANIZATIONS } from './organizations/national.ts';
import { SCHOOLS_FOR_THE_BLIND } from './organizations/schools.ts';
import { STATE_AGENCIES } from './organizations/state-agencies.ts';
import { TALKING_BOOK_LIBRARIES } from './organizations/talking-book-libraries.ts';
import type { OrganizationSeed } from './organizations/types.ts';
import { VA_BLIND_REHABILITATION_CENTERS } from './organizations/va-blind-rehabilitation.ts';
import { runVersionedSeed, type SeedTx, type VersionedSeedOptions } from './versioned-seed.ts';

export const ORGANIZATIONS_SEED_NAME = 'organizations';
/** Bump when the way rows are written changes; a change of the data changes the hash. */
export const ORGANIZATIONS_SEED_REVISION = 1;

export const ORGANIZATION_SEEDS: readonly OrganizationSeed[] = [
  ...NATIONAL_ORGANIZATIONS,
  ...STATE_AGENCIES,
  ...VA_BLIND_REHABILITATION_CENTERS,
  ...TALKING_BOOK_LIBRARIES,
  ...NFB_AFFILIATES,
  ...ACB_AFFILIATES,
  ...SCHOOLS_FOR_THE_BLIND,
];

export function organizationsSeedVersion(seeds: readonly OrganizationSeed[] = ORGANIZATION_SEEDS) {
  const hash = createHash('sha256').update(JSON.stringify(seeds)).digest('hex').slice(0, 12);
  return `r${ORGANIZATIONS_SEED_REVISION}-${hash}`;
}

/** Curated records always carry their fixed id. */
export type OrganizationRow = typeof organizations.$inferInsert & { id: number };

/** The stored form: the search key, and null (never a guess) for whatever is not known. */
export function organizationRow(
  seed: OrganizationSeed,
  location: { latitude: number; longitude: number } | null,
): OrganizationRow {
  return {
    id: seed.id,
    organization: seed.organization,
    address1: null,
    address2: null,
    city: seed.city ?? null,
    state: seed.state ?? null,
    zipCode: seed.zipCode ?? null,
    phone: seed.phone ?? null,
    tollfree: seed.tollfree ?? null,
    tty: seed.tty ?? null,
    website: seed.website ?? null,
    latitude: location?.latitude ?? null,
    longitude: location?.longitude ?? null,
    profitOrganizationType: seed.profitOrganizationType ?? null,
    serviceArea: seed.serviceArea,
    minAge: seed.minAge ?? null,
    maxAge: seed.maxAge ?? null,
    veteransOnly: seed.veteransOnly ?? false,
    languages: seed.languages ?? [],
    description: null,
    descriptionSp: null,
    source: seed.source,
    sourceUrl: seed.sourceUrl ?? null,
    // Set only by a person who checked the record against its source.
    verifiedAt: seed.verifiedAt ?? null,
    nameSearch: normalizeSearchText(`${seed.organization} ${seed.city ?? ''}`),
  };
}

/**
 * Real organisations (see ./organizations) and the sub-categories they are listed under.
 * Runs after the geography seed: local organisations take their coordinates from the ZIP
 * centroids (their ZIP's, or the average of their city's when the ZIP is not certain).
 */
export async function seedOrganizations(
  db: Db,
  options: VersionedSeedOptions & { seeds?: readonly OrganizationSeed[] } = {},
) {
  const seeds = options.seeds ?? ORGANIZATION_SEEDS;
  const result = await runVersionedSeed(
    db,
    ORGANIZATIONS_SEED_NAME,
    organizationsSeedVersion(seeds),
    options,
    async (tx) => {
      const rows: OrganizationRow[] = [];
      const unlocated: string[] = [];
      for (const seed of seeds) {
        const location = seed.serviceArea === 'local' ? await locate(tx, seed) : null;
        if (seed.serviceArea === 'local' && !location) {
          // Without coordinates a local organisation could never be found by distance.
          unlocated.push(seed.organization);
          continue;
        }
        rows.push(organizationRow(seed, location));
      }
      if (unlocated.length > 0) {
        options.log?.(`organizations seed: no ZIP centroid for ${unlocated.join('; ')}`);
      }
      if (rows.length === 0) {
        return { organizations: 0, organizationSubCategories: 0, unlocated: unlocated.length };
      }

      await tx
        .insert(organizations)
        .values(rows)
        .onConflictDoUpdate({
          target: organizations.id,
          set: Object.fromEntries(
            Object.entries(organizationColumnNames).map(([key, column]) => [
              key,
              sql.raw(`excluded.${column}`),
            ]),
          ),
        });
      const ids = rows.map((row) => row.id);
      const links = seeds
        .filter((seed) => ids.includes(seed.id))
        .flatMap((seed) =>
          [...new Set(seed.subCategoryIds)].map((subCategoryId) => ({
            organizationId: seed.id,
            subCategoryId,
          })),
        );
      // The data files are the whole truth for these organisations' listings.
      await tx
        .delete(organizationSubCategories)
        .where(inArray(organizationSubCategories.organizationId, ids));
      await tx.insert(organizationSubCategories).values(links);
      return {
        organizations: rows.length,
        organizationSubCategories: links.length,
        unlocated: unlocated.length,
      };
    },
  );
  if (!result.skipped) await reorderListings(db);
  return result;
}

/**
 * Column names (snake_case) of the fields an upsert rewrites: all but the id and the version,
 * which a trigger raises when the row changes (ADR 047), so it never goes back.
 */
const organizationColumnNames: Record<string, string> = Object.fromEntries(
  Object.entries(getTableColumns(organizations))
    .filter(([key]) => key !== 'id' && key !== 'version')
    .map(([key, column]) => [key, column.name]),
);

async function locate(
  tx: SeedTx,
  seed: OrganizationSeed,
): Promise<{ latitude: number; longitude: number } | null> {
  if (seed.zipCode) {
    const [row] = await tx
      .select({ latitude: zipCentroids.latitude, longitude: zipCentroids.longitude })
      .from(zipCentroids)
      .where(eq(zipCentroids.zip, seed.zipCode));
    return row ?? null;
  }
  if (!seed.city || !seed.state) return null;
  const [row] = await tx
    .select({
      latitude: sql<number | null>`${avg(zipCentroids.latitude)}::float8`,
      longitude: sql<number | null>`${avg(zipCentroids.longitude)}::float8`,
    })
    .from(zipCentroids)
    .where(
      and(
        sql`lower(${zipCentroids.city}) = ${seed.city.toLowerCase()}`,
        eq(zipCentroids.stateCode, seed.state),
      ),
    );
  if (row?.latitude == null || row.longitude == null) return null;
  return { latitude: Number(row.latitude), longitude: Number(row.longitude) };
}
