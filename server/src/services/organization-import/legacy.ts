import { ImportFileError, type ImportCandidate } from './candidate.ts';
import { CsvError, csvObjects, parseCsv } from './csv.ts';

/** The legacy spreadsheet's columns, in its order. */
export const LEGACY_COLUMNS = [
  'organization',
  'address_1',
  'address_2',
  'city',
  'state',
  'zip_code',
  'phone',
  'tollfree',
  'website',
  'latitude',
  'longitude',
  'category_name',
  'sub_category_name',
  'profit_organization_type',
] as const;

/**
 * Reads the legacy layout: one row per (organisation, sub-category), so an organisation
 * listed under two sub-categories has two rows; the importer merges them by key. Extra
 * columns (pandas' unnamed index column) are ignored; a missing column is a file error.
 */
export function parseLegacyCsv(text: string): ImportCandidate[] {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError)
      throw new ImportFileError(`Not a readable CSV file: ${error.message}`);
    throw error;
  }
  const { header, rows } = csvObjects(records);
  const missing = LEGACY_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    throw new ImportFileError(
      `The header lacks the legacy column(s) ${missing.join(', ')} (expected: ${LEGACY_COLUMNS.join(', ')})`,
    );
  }
  return rows.map(({ line, values }) => ({
    where: `line ${line}`,
    position: line,
    origin: 'legacy',
    values: {
      organization: values.organization,
      address_1: values.address_1,
      address_2: values.address_2,
      city: values.city,
      state: values.state,
      zip_code: values.zip_code,
      phone: values.phone,
      tollfree: values.tollfree,
      website: values.website,
      latitude: values.latitude,
      longitude: values.longitude,
      profit_organization_type: values.profit_organization_type,
    },
    // category_name is not needed to find the sub-category (titles are unique) and legacy
    // category names differ from ours; sub_category_name decides.
    listings: [{ code: null, name: values.sub_category_name ?? null, required: true }],
  }));
}
