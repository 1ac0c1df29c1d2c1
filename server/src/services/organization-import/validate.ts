import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { states, subCategories, zipCentroids, type organizations } from '../../db/schema.ts';
import { UNITED_STATES_ID } from '../geography/constants.ts';
import { editableColumnValues, organizationNameSearch } from '../organizations/editable-columns.ts';
import { normalizeSearchText } from '../../../../src/contracts/search-text.ts';
import {
  blankLine,
  ORGANIZATION_VALUE_MESSAGES,
  organizationValueMessage,
  organizationValuesSchema,
  type OrganizationValues as ContractValues,
} from '../../../../src/contracts/organization-values.ts';
import type { CandidateValues, ImportCandidate } from './candidate.ts';

// The value rules are the shared contract's (src/contracts/organization-values.ts), which the
// operator console's edits pass too; the normalisers stay importable from here.
export { normalizeWebsite, normalizeZip } from '../../../../src/contracts/organization-values.ts';

// Every value from a file passes the shared schema before anything touches the database; then
// resolveCandidate applies the rules that need the database (known state, ZIP centroid,
// sub-category titles). Either step's failure rejects the row with a reason.

export type ValidValues = ContractValues;

/**
 * What an import writes: not the id, the key, or api_json (the database derives it), nor what
 * only the operator console writes (who verified it and how; the version moves by trigger).
 */
export type OrganizationValues = Omit<
  typeof organizations.$inferInsert,
  'id' | 'importKey' | 'apiJson' | 'version' | 'verifiedBy' | 'verifiedHow' | 'importedValues'
>;

/** A row ready to write. */
export interface ImportRecord {
  where: string;
  position: number;
  importKey: string;
  values: Required<OrganizationValues>;
  subCategoryIds: number[];
}

export interface Rejection {
  where: string;
  position: number;
  reason: string;
}

export type Checked = { ok: true; record: ImportRecord } | { ok: false; rejection: Rejection };

/** The facts the rules need from the database, read once per import. */
export interface ImportContext {
  stateCodes: Set<string>;
  zips: Map<string, { latitude: number; longitude: number }>;
  subCategoryIds: Set<number>;
  /** Normalised English and Spanish titles of organisation sub-categories. */
  subCategoryByTitle: Map<string, number>;
}

const LEGACY_SOURCE = 'Legacy spreadsheet import';
const HSDS_SOURCE = 'Open Referral HSDS import';

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.join('.');
      const words = ORGANIZATION_VALUE_MESSAGES[organizationValueMessage(issue.message)];
      return field ? `${field} ${words}` : words;
    })
    .join('; ');
}

/** Step one, no database: shapes and ranges. */
export function parseValues(
  values: CandidateValues,
): { ok: true; values: ValidValues } | { ok: false; reason: string } {
  const result = organizationValuesSchema.safeParse(values);
  return result.success
    ? { ok: true, values: result.data }
    : { ok: false, reason: describeIssues(result.error) };
}

export async function loadImportContext(db: Db, zips: Iterable<string>): Promise<ImportContext> {
  const stateRows = await db
    .select({ code: states.stateCode })
    .from(states)
    .where(eq(states.countryId, UNITED_STATES_ID));
  const subCategoryRows = await db
    .select({ id: subCategories.id, title: subCategories.title, titleSp: subCategories.titleSp })
    .from(subCategories)
    .where(eq(subCategories.kind, 'organization'));
  const zipMap = new Map<string, { latitude: number; longitude: number }>();
  const wanted = [...new Set(zips)];
  // Chunks keep each statement's parameters far below PostgreSQL's 65,535.
  for (let start = 0; start < wanted.length; start += 1000) {
    const rows = await db
      .select({
        zip: zipCentroids.zip,
        latitude: zipCentroids.latitude,
        longitude: zipCentroids.longitude,
      })
      .from(zipCentroids)
      .where(inArray(zipCentroids.zip, wanted.slice(start, start + 1000)));
    for (const row of rows)
      zipMap.set(row.zip, { latitude: row.latitude, longitude: row.longitude });
  }
  const subCategoryByTitle = new Map<string, number>();
  for (const row of subCategoryRows) {
    subCategoryByTitle.set(normalizeSearchText(row.title), row.id);
    subCategoryByTitle.set(normalizeSearchText(row.titleSp), row.id);
  }
  return {
    stateCodes: new Set(stateRows.map((row) => row.code.toUpperCase())),
    zips: zipMap,
    subCategoryIds: new Set(subCategoryRows.map((row) => row.id)),
    subCategoryByTitle,
  };
}

/** Step two: the rules that need the database, then the row as it will be stored. */
export function resolveCandidate(
  candidate: ImportCandidate,
  values: ValidValues,
  context: ImportContext,
): Checked {
  const reject = (reason: string): Checked => ({
    ok: false,
    rejection: { where: candidate.where, position: candidate.position, reason },
  });

  if (values.state !== null && !context.stateCodes.has(values.state)) {
    return reject(`state '${values.state}' is not a US state code`);
  }

  const subCategoryIds: number[] = [];
  for (const listing of candidate.listings) {
    if (listing.code !== null) {
      const id = /^\d{1,9}$/.test(listing.code) ? Number(listing.code) : NaN;
      if (!context.subCategoryIds.has(id)) {
        return reject(
          `sub-category '${listing.code}' is not one of our organisation sub-categories`,
        );
      }
      subCategoryIds.push(id);
      continue;
    }
    const name = blankLine(listing.name);
    const id =
      typeof name === 'string'
        ? context.subCategoryByTitle.get(normalizeSearchText(name))
        : undefined;
    if (id !== undefined) subCategoryIds.push(id);
    else if (listing.required) {
      return reject(
        typeof name === 'string'
          ? `sub_category_name '${name.slice(0, 80)}' matches none of our organisation sub-categories`
          : 'sub_category_name is empty',
      );
    }
  }
  if (subCategoryIds.length === 0) {
    return reject('no service matches one of our organisation sub-categories');
  }

  // Where it is: its own coordinates, else its ZIP's centre (approximate), else its state.
  let latitude = values.latitude;
  let longitude = values.longitude;
  let approximate = values.location_approximate ?? false;
  const centroid = values.zip_code === null ? undefined : context.zips.get(values.zip_code);
  if (latitude === null && centroid) {
    latitude = centroid.latitude;
    longitude = centroid.longitude;
    approximate = true;
  }
  if (latitude === null) approximate = false;
  let serviceArea = values.service_area;
  if (serviceArea === null) {
    if (latitude !== null) serviceArea = 'local';
    else if (values.state !== null) serviceArea = 'state';
    else {
      return reject(
        values.zip_code === null
          ? 'no coordinates, no ZIP and no state: it could never be found'
          : `no coordinates, ZIP ${values.zip_code} is unknown and no state is given`,
      );
    }
  }
  if (serviceArea === 'local' && latitude === null) {
    return reject('a local organisation needs coordinates or a known ZIP');
  }
  if (serviceArea === 'state' && values.state === null) {
    return reject('a state-wide organisation needs a state');
  }

  let importKey: string;
  if (candidate.origin === 'legacy') {
    const place = values.zip_code ?? values.state;
    if (place === null) return reject('needs a zip_code or a state to identify it on re-import');
    importKey = `legacy:${normalizeSearchText(values.organization)}|${place}`;
  } else {
    const id = blankLine(candidate.hsdsId);
    if (typeof id !== 'string' || id.length > 200) return reject('organization id is missing');
    importKey = `hsds:${id}`;
  }

  const hsds = candidate.origin === 'hsds';
  return {
    ok: true,
    record: {
      where: candidate.where,
      position: candidate.position,
      importKey,
      subCategoryIds: [...new Set(subCategoryIds)].sort((a, b) => a - b),
      values: {
        ...editableColumnValues(values),
        latitude,
        longitude,
        locationApproximate: approximate,
        profitOrganizationType: values.profit_organization_type,
        serviceArea,
        minAge: values.min_age,
        maxAge: values.max_age,
        veteransOnly: values.veterans_only ?? false,
        languages: values.languages ?? [],
        // A legacy row was never checked by anyone; an HSDS feed may say who checked it when.
        source: hsds ? (values.source ?? HSDS_SOURCE) : LEGACY_SOURCE,
        sourceUrl: hsds ? values.source_url : null,
        verifiedAt: hsds ? values.verified_at : null,
        nameSearch: organizationNameSearch(values.organization, values.city),
      },
    },
  };
}
