import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reorderListings } from '../../db/listing-order.ts';
import { organizations, organizationSubCategories, zipCentroids } from '../../db/schema.ts';
import type { NppesProvider } from './nppes-client.ts';
import {
  isSkipped,
  mapNppesProvider,
  type MappedProvider,
  type SkippedProvider,
} from './nppes-mapping.ts';

export interface NppesImportReport {
  added: number;
  updated: number;
  /** Nothing but verified_at changed (it is refreshed: the registry confirmed the rest). */
  unchanged: number;
  skipped: SkippedProvider[];
  /** Sub-category listings added (to new or existing organisations). */
  listingsAdded: number;
  dryRun: boolean;
}

/** Thrown inside the transaction to roll a dry run back after counting. */
class DryRunRollback extends Error {}

/** Compared to tell "updated" from "unchanged"; verified_at is refreshed either way. */
const COMPARED_FIELDS = [
  'organization',
  'address1',
  'address2',
  'city',
  'state',
  'zipCode',
  'phone',
  'tollfree',
  'tty',
  'website',
  'latitude',
  'longitude',
  'locationApproximate',
  'profitOrganizationType',
  'serviceArea',
  'minAge',
  'maxAge',
  'veteransOnly',
  'languages',
  'description',
  'descriptionSp',
  'source',
  'sourceUrl',
  'nameSearch',
] as const;

function practiceZip(provider: NppesProvider): string | undefined {
  const location = provider.addresses.find(
    (address) => address.address_purpose.toUpperCase() === 'LOCATION',
  );
  const zip = location?.postal_code?.trim().slice(0, 5);
  return zip && /^\d{5}$/.test(zip) ? zip : undefined;
}

/**
 * Upserts registry providers by import key ('nppes:<NPI>') in one transaction: all of them
 * or, on any database error, none. Listings under the low-vision sub-categories are added,
 * never removed, so a run for one taxonomy leaves the others' listings alone.
 */
export async function importNppesProviders(
  db: Db,
  providers: readonly NppesProvider[],
  options: { retrievedOn: string; dryRun?: boolean },
): Promise<NppesImportReport> {
  const report: NppesImportReport = {
    added: 0,
    updated: 0,
    unchanged: 0,
    skipped: [],
    listingsAdded: 0,
    dryRun: options.dryRun ?? false,
  };
  const byNpi = new Map<string, NppesProvider>();
  for (const provider of providers) byNpi.set(provider.number.trim(), provider);

  try {
    await db.transaction(async (tx) => {
      const zips = [...new Set([...byNpi.values()].map(practiceZip).filter((zip) => !!zip))];
      const centroids = new Map<string, { latitude: number; longitude: number }>();
      for (let index = 0; index < zips.length; index += 1000) {
        const rows = await tx
          .select({
            zip: zipCentroids.zip,
            latitude: zipCentroids.latitude,
            longitude: zipCentroids.longitude,
          })
          .from(zipCentroids)
          .where(inArray(zipCentroids.zip, zips.slice(index, index + 1000) as string[]));
        for (const row of rows) centroids.set(row.zip, row);
      }

      const mapped: MappedProvider[] = [];
      for (const provider of byNpi.values()) {
        const result = mapNppesProvider(provider, {
          retrievedOn: options.retrievedOn,
          centroid: (zip) => centroids.get(zip),
        });
        if (isSkipped(result)) report.skipped.push(result);
        else mapped.push(result);
      }

      for (const { row, subCategoryIds } of mapped) {
        const [existing] = await tx
          .select()
          .from(organizations)
          .where(eq(organizations.importKey, row.importKey));
        let organizationId: number;
        if (!existing) {
          const [inserted] = await tx
            .insert(organizations)
            .values(row)
            .returning({ id: organizations.id });
          if (!inserted) throw new Error(`Insert of ${row.importKey} returned no row`);
          organizationId = inserted.id;
          report.added += 1;
        } else {
          organizationId = existing.id;
          const changed = COMPARED_FIELDS.some(
            (field) => JSON.stringify(existing[field]) !== JSON.stringify(row[field] ?? null),
          );
          if (changed) {
            await tx.update(organizations).set(row).where(eq(organizations.id, existing.id));
            report.updated += 1;
          } else {
            if (existing.verifiedAt !== row.verifiedAt) {
              await tx
                .update(organizations)
                .set({ verifiedAt: row.verifiedAt })
                .where(eq(organizations.id, existing.id));
            }
            report.unchanged += 1;
          }
        }
        const listed = await tx
          .select({ subCategoryId: organizationSubCategories.subCategoryId })
          .from(organizationSubCategories)
          .where(
            and(
              eq(organizationSubCategories.organizationId, organizationId),
              inArray(organizationSubCategories.subCategoryId, subCategoryIds),
            ),
          );
        const missing = subCategoryIds.filter(
          (id) => !listed.some((entry) => entry.subCategoryId === id),
        );
        if (missing.length > 0) {
          await tx
            .insert(organizationSubCategories)
            .values(missing.map((subCategoryId) => ({ organizationId, subCategoryId })));
          report.listingsAdded += missing.length;
        }
      }
      if (report.dryRun) throw new DryRunRollback();
    });
  } catch (error) {
    if (!(error instanceof DryRunRollback)) throw error;
  }
  if (!report.dryRun && report.added + report.updated + report.listingsAdded > 0) {
    await reorderListings(db);
  }
  return report;
}
