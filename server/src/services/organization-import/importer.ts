import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { reorderListings } from '../../db/listing-order.ts';
import { organizations, organizationSubCategories } from '../../db/schema.ts';
import {
  importedValuesOf,
  keepOperatorEdits,
  keepsStoredVerification,
  type ImportedValues,
} from '../organizations/editable-columns.ts';
import type { ImportCandidate } from './candidate.ts';
import {
  loadImportContext,
  parseValues,
  resolveCandidate,
  type ImportRecord,
  type OrganizationValues,
  type Rejection,
  type ValidValues,
} from './validate.ts';

/**
 * The rule (docs/importing-organizations.md): every row is validated before anything is
 * written, then everything is applied in ONE transaction. A rejected row is fatal by
 * default: nothing at all is applied and the report lists every rejected row. With
 * `skipInvalid` the valid rows are applied and the rejected ones are reported. `dryRun`
 * validates and compares but writes nothing.
 */
export interface ImportOptions {
  dryRun?: boolean;
  skipInvalid?: boolean;
}

export interface ImportChange {
  where: string;
  importKey: string;
  action: 'added' | 'updated';
  /** Updated: the columns that changed ('listings' when the sub-categories did). */
  columns: string[];
}

export interface ImportReport {
  /** Organisations read from the file (legacy: rows). */
  read: number;
  added: number;
  updated: number;
  /** Already stored exactly so (no column and no listing changed): nothing written. */
  unchanged: number;
  rejected: Rejection[];
  changes: ImportChange[];
  /** Whether the changes were written (false: dry run, or a rejected row made it fatal). */
  applied: boolean;
  dryRun: boolean;
  skipInvalid: boolean;
  /** Organisation rows inserted or updated plus listing rows deleted or inserted. */
  rowsWritten: number;
}

/** Serialises imports: two at once could both decide to insert the same key. */
const IMPORT_LOCK = 'organization-import';
const INSERT_BATCH = 500;

export async function importOrganizations(
  db: Db,
  candidates: readonly ImportCandidate[],
  options: ImportOptions = {},
): Promise<ImportReport> {
  const dryRun = options.dryRun ?? false;
  const skipInvalid = options.skipInvalid ?? false;
  const rejected: Rejection[] = [];

  // Step one: shapes and ranges, no database.
  const parsed: { candidate: ImportCandidate; values: ValidValues }[] = [];
  for (const candidate of candidates) {
    if (candidate.invalid) {
      rejected.push({
        where: candidate.where,
        position: candidate.position,
        reason: candidate.invalid,
      });
      continue;
    }
    const result = parseValues(candidate.values);
    if (result.ok) parsed.push({ candidate, values: result.values });
    else
      rejected.push({
        where: candidate.where,
        position: candidate.position,
        reason: result.reason,
      });
  }

  // Step two: the rules that need the database.
  const context = await loadImportContext(
    db,
    parsed.flatMap(({ values }) => (values.zip_code === null ? [] : [values.zip_code])),
  );
  const byKey = new Map<string, ImportRecord>();
  for (const { candidate, values } of parsed) {
    const checked = resolveCandidate(candidate, values, context);
    if (!checked.ok) {
      rejected.push(checked.rejection);
      continue;
    }
    const { record } = checked;
    const earlier = byKey.get(record.importKey);
    if (!earlier) {
      byKey.set(record.importKey, record);
    } else if (sameValues(earlier.values, record.values)) {
      // The legacy layout repeats an organisation once per sub-category.
      earlier.subCategoryIds = [
        ...new Set([...earlier.subCategoryIds, ...record.subCategoryIds]),
      ].sort((a, b) => a - b);
    } else {
      rejected.push({
        where: record.where,
        position: record.position,
        reason: `same organisation as ${earlier.where} (same key ${record.importKey}) with different details`,
      });
    }
  }
  rejected.sort((a, b) => a.position - b.position);
  const records = [...byKey.values()];
  const write = !dryRun && (rejected.length === 0 || skipInvalid);

  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${IMPORT_LOCK}))`);
    const existing = await loadExisting(
      tx,
      records.map((record) => record.importKey),
    );
    const inserts: ImportRecord[] = [];
    const updates: {
      id: number;
      record: ImportRecord;
      said: ImportedValues | null;
      columns: string[];
      listings: boolean;
    }[] = [];
    let unchanged = 0;
    for (const record of records) {
      const stored = existing.get(record.importKey);
      if (!stored) {
        inserts.push(record);
        continue;
      }
      const { importedValues, ...values } = keepOperatorEdits(
        { ...stored.values, importedValues: stored.importedValues },
        record.values,
      );
      const kept = keepLaterVerification(stored.values, { ...record, values });
      const columns = changedColumns(stored.values, kept.values);
      // What the file says, for the next import to compare with (reported when only it moved:
      // the file now says what an operator had already written).
      const said = sameSaid(stored.importedValues, importedValues) ? null : importedValues;
      if (said && columns.length === 0) columns.push('imported_values');
      const listings = stored.subCategoryIds.join(',') !== kept.subCategoryIds.join(',');
      if (columns.length === 0 && !listings) unchanged += 1;
      else updates.push({ id: stored.id, record: kept, said, columns, listings });
    }

    let rowsWritten = 0;
    if (write) {
      for (let start = 0; start < inserts.length; start += INSERT_BATCH) {
        const batch = inserts.slice(start, start + INSERT_BATCH);
        const ids = await tx
          .insert(organizations)
          .values(
            batch.map((record) => ({
              ...record.values,
              importKey: record.importKey,
              importedValues: importedValuesOf(record.values),
            })),
          )
          .returning({ id: organizations.id, importKey: organizations.importKey });
        const idByKey = new Map(ids.map((row) => [row.importKey, row.id]));
        const links = batch.flatMap((record) =>
          record.subCategoryIds.map((subCategoryId) => ({
            organizationId: idByKey.get(record.importKey) as number,
            subCategoryId,
          })),
        );
        rowsWritten += ids.length;
        if (links.length > 0) {
          rowsWritten += (
            await tx
              .insert(organizationSubCategories)
              .values(links)
              .returning({ id: sql`1` })
          ).length;
        }
      }
      for (const update of updates) {
        if (update.columns.length > 0) {
          rowsWritten += (
            await tx
              .update(organizations)
              .set({
                ...update.record.values,
                ...(update.said ? { importedValues: update.said } : {}),
                ...(update.columns.includes('verified_at')
                  ? { verifiedBy: null, verifiedHow: null }
                  : {}),
              })
              .where(eq(organizations.id, update.id))
              .returning({ id: organizations.id })
          ).length;
        }
        if (update.listings) {
          // The file is the whole truth for the listings of the organisations it holds.
          rowsWritten += (
            await tx
              .delete(organizationSubCategories)
              .where(eq(organizationSubCategories.organizationId, update.id))
              .returning({ id: sql`1` })
          ).length;
          rowsWritten += (
            await tx
              .insert(organizationSubCategories)
              .values(
                update.record.subCategoryIds.map((subCategoryId) => ({
                  organizationId: update.id,
                  subCategoryId,
                })),
              )
              .returning({ id: sql`1` })
          ).length;
        }
      }
    }
    return { inserts, updates, unchanged, rowsWritten };
  });
  if (outcome.rowsWritten > 0) await reorderListings(db);

  return {
    read: candidates.length,
    added: outcome.inserts.length,
    updated: outcome.updates.length,
    unchanged: outcome.unchanged,
    rejected,
    changes: [
      ...outcome.inserts.map((record) => ({
        where: record.where,
        importKey: record.importKey,
        action: 'added' as const,
        columns: [],
      })),
      ...outcome.updates.map((update) => ({
        where: update.record.where,
        importKey: update.record.importKey,
        action: 'updated' as const,
        columns: update.listings ? [...update.columns, 'listings'] : update.columns,
      })),
    ],
    applied: write,
    dryRun,
    skipInvalid,
    rowsWritten: outcome.rowsWritten,
  };
}

type Values = Required<OrganizationValues>;

/**
 * Written only by the operator console (ADR 047), or what the file said (compared on its own):
 * an import does not compare them as values.
 */
const CONSOLE_COLUMNS = new Set(['version', 'verifiedBy', 'verifiedHow', 'importedValues']);
/** The columns an import writes (all but id, import_key and api_json), by property name. */
const IMPORTED_COLUMNS = Object.keys(getTableColumns(organizations)).filter(
  (key) => key !== 'id' && key !== 'importKey' && key !== 'apiJson' && !CONSOLE_COLUMNS.has(key),
) as (keyof Values)[];

/**
 * A person's check is never undone by a file (issue 37): an older date, or none, leaves the
 * stored verification as it is; a later one from the source replaces it (and the update then
 * clears the operator and method recorded with the older one: they no longer describe it).
 */
function keepLaterVerification(stored: Values, record: ImportRecord): ImportRecord {
  if (keepsStoredVerification(stored.verifiedAt, record.values.verifiedAt ?? null)) {
    return { ...record, values: { ...record.values, verifiedAt: stored.verifiedAt } };
  }
  return record;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return JSON.stringify(a) === JSON.stringify(b);
  // Both drivers return float8 as a JS number and date as 'YYYY-MM-DD' text (mode: string).
  return a === b;
}

function sameSaid(a: ImportedValues | null, b: ImportedValues): boolean {
  return a !== null && Object.entries(b).every(([field, value]) => (a as never)[field] === value);
}

function sameValues(a: Values, b: Values): boolean {
  return IMPORTED_COLUMNS.every((key) => sameValue(a[key], b[key]));
}

/** Where the database puts a record that comes without coordinates (migration 0018). */
const PLACED_COLUMNS = new Set<keyof Values>(['latitude', 'longitude', 'locationApproximate']);

function changedColumns(stored: Values, incoming: Values): string[] {
  // A record without coordinates was placed approximately by the database from its city,
  // state and ZIP; written again unchanged it lands on the same place, so the place is no
  // change. A changed city, state or ZIP is, and the database places the record again.
  const placed =
    incoming.latitude === null && incoming.longitude === null && stored.locationApproximate;
  return IMPORTED_COLUMNS.filter(
    (key) => !(placed && PLACED_COLUMNS.has(key)) && !sameValue(stored[key], incoming[key]),
  ).map((key) => getTableColumns(organizations)[key].name);
}

interface Stored {
  id: number;
  values: Values;
  /** What the file said when last imported (null: not recorded). */
  importedValues: ImportedValues | null;
  subCategoryIds: number[];
}

async function loadExisting(tx: Tx, keys: string[]): Promise<Map<string, Stored>> {
  const found = new Map<string, Stored>();
  for (let start = 0; start < keys.length; start += 1000) {
    const rows = await tx
      .select()
      .from(organizations)
      .where(inArray(organizations.importKey, keys.slice(start, start + 1000)));
    if (rows.length === 0) continue;
    const links = await tx
      .select({
        organizationId: organizationSubCategories.organizationId,
        subCategoryId: organizationSubCategories.subCategoryId,
      })
      .from(organizationSubCategories)
      .where(
        inArray(
          organizationSubCategories.organizationId,
          rows.map((row) => row.id),
        ),
      );
    const listed = new Map<number, number[]>();
    for (const link of links) {
      listed.set(link.organizationId, [
        ...(listed.get(link.organizationId) ?? []),
        link.subCategoryId,
      ]);
    }
    for (const row of rows) {
      const { id, importKey, importedValues, ...values } = row;
      found.set(importKey as string, {
        id,
        values,
        importedValues,
        subCategoryIds: (listed.get(id) ?? []).sort((a, b) => a - b),
      });
    }
  }
  return found;
}
