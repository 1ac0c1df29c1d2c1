import { createHash } from 'node:crypto';
import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { reorderListings } from '../listing-order.ts';
import { organizations, organizationSubCategories } from '../schema.ts';
import { sqlRows } from '../sql-rows.ts';
import {
  importedValuesOf,
  keepOperatorEdits,
  keepsStoredVerification,
  organizationNameSearch,
} from '../../services/organizations/editable-columns.ts';
import { ACB_AFFILIATES, NFB_AFFILIATES } from './organizations/consumer-affiliates.ts';
import { NATIONAL_ORGANIZATIONS } from './organizations/national.ts';
import { SCHOOLS_FOR_THE_BLIND } from './organizations/schools.ts';
import { STATE_AGENCIES } from './organizations/state-agencies.ts';
import { TALKING_BOOK_LIBRARIES } from './organizations/talking-book-libraries.ts';
import type { OrganizationSeed } from './organizations/types.ts';
import { VA_BLIND_REHABILITATION_CENTERS } from './organizations/va-blind-rehabilitation.ts';
import { runVersionedSeed, type SeedTx, type VersionedSeedOptions } from './versioned-seed.ts';

export const ORGANIZATIONS_SEED_NAME = 'organizations';
/**
 * Bump when the way rows are written changes; a change of the data changes the hash.
 * 2: coordinates are left to the database, which places and marks them approximate (ADR 048).
 */
export const ORGANIZATIONS_SEED_REVISION = 2;

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

/**
 * The stored form: the search key, and null (never a guess) for whatever is not known. No
 * record has coordinates of its own: the database places a state-wide or local one at its
 * ZIP's centroid or its city's centre, marked approximate (migration 0018, ADR 048).
 */
export function organizationRow(seed: OrganizationSeed): OrganizationRow {
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
    latitude: null,
    longitude: null,
    locationApproximate: false,
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
    nameSearch: organizationNameSearch(seed.organization, seed.city),
  };
}

/**
 * Real organisations (see ./organizations) and the sub-categories they are listed under.
 * Runs after the geography seed, from which the database places them (organizationRow).
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
        if (seed.serviceArea === 'local' && !(await placeable(tx, seed))) {
          // Without a place a local organisation could never be found by distance.
          unlocated.push(seed.organization);
          continue;
        }
        rows.push(organizationRow(seed));
      }
      if (unlocated.length > 0) {
        options.log?.(`organizations seed: no ZIP centroid for ${unlocated.join('; ')}`);
      }
      if (rows.length === 0) {
        return { organizations: 0, organizationSubCategories: 0, unlocated: unlocated.length };
      }

      await tx
        .insert(organizations)
        .values(await keepWhatOperatorsDid(tx, rows))
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

/**
 * A new revision of the data is written over records operators may have corrected and
 * verified since (issue 37): a field keeps its stored value where the data still says what it
 * said last time (keepOperatorEdits), and a person's verification stays unless the data's own
 * is later, as an import does.
 */
async function keepWhatOperatorsDid(
  tx: SeedTx,
  rows: OrganizationRow[],
): Promise<OrganizationRow[]> {
  const stored = new Map(
    (
      await tx
        .select()
        .from(organizations)
        .where(
          inArray(
            organizations.id,
            rows.map((row) => row.id),
          ),
        )
    ).map((row) => [row.id, row]),
  );
  return rows.map((row) => {
    const before = stored.get(row.id);
    if (!before) return { ...row, importedValues: importedValuesOf(row) };
    const merged = keepOperatorEdits(before, row);
    if (keepsStoredVerification(before.verifiedAt, row.verifiedAt ?? null)) {
      return {
        ...merged,
        verifiedAt: before.verifiedAt,
        verifiedBy: before.verifiedBy,
        verifiedHow: before.verifiedHow,
      };
    }
    return merged;
  });
}

/** Whether the database can place it: the same rule its trigger applies (migration 0018). */
async function placeable(tx: SeedTx, seed: OrganizationSeed): Promise<boolean> {
  const rows = await sqlRows<{ latitude: number }>(
    tx,
    sql`select latitude from organization_place(${seed.city ?? null}, ${seed.state ?? null},
      ${seed.zipCode ?? null})`,
  );
  return rows.length > 0;
}
