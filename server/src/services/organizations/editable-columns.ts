import {
  EDITABLE_ORGANIZATION_FIELDS,
  type EditableOrganizationField,
  type OrganizationEditValues,
} from '../../../../src/contracts/organization-values.ts';
import { normalizeSearchText } from '../../../../src/contracts/search-text.ts';
import type { organizations } from '../../db/schema.ts';

/**
 * The stored column of each field an operator may edit, by its contract name: the importer, the
 * seed and the operator console write these fields from the one contract
 * (organization-values.ts), so they write them through this one map.
 */
export const EDITABLE_COLUMNS = {
  organization: 'organization',
  address_1: 'address1',
  address_2: 'address2',
  city: 'city',
  state: 'state',
  zip_code: 'zipCode',
  phone: 'phone',
  tollfree: 'tollfree',
  tty: 'tty',
  website: 'website',
  description: 'description',
  description_sp: 'descriptionSp',
} as const satisfies Record<EditableOrganizationField, keyof typeof organizations.$inferInsert>;

type EditableColumn = (typeof EDITABLE_COLUMNS)[EditableOrganizationField];
type EditableColumnValues = {
  [
    Field in EditableOrganizationField as (typeof EDITABLE_COLUMNS)[Field]
  ]: OrganizationEditValues[Field];
};

/** The contract's values of the editable fields, named as the table's columns. */
export function editableColumnValues(values: OrganizationEditValues): EditableColumnValues {
  const columns: Partial<Record<string, unknown>> = {};
  for (const field of EDITABLE_ORGANIZATION_FIELDS)
    columns[EDITABLE_COLUMNS[field]] = values[field];
  return columns as EditableColumnValues;
}

/** The organisation search's text: its name and city, lower-cased and without accents. */
export function organizationNameSearch(organization: string, city: string | null | undefined) {
  return normalizeSearchText(`${organization} ${city ?? ''}`);
}

/** What a source (an import file, the seed) last said of each editable field, by contract name. */
export type ImportedValues = Partial<Record<EditableOrganizationField, string | null>>;

type EditableRow = { [Column in EditableColumn]?: string | null } & { organization: string };

/** What a row about to be written from a source says of the editable fields. */
export function importedValuesOf(row: EditableRow): ImportedValues {
  const said: ImportedValues = {};
  for (const field of EDITABLE_ORGANIZATION_FIELDS)
    said[field] = row[EDITABLE_COLUMNS[field]] ?? null;
  return said;
}

/**
 * A source written again over a stored record: each editable field takes the source's value
 * only where the source changed it since it was last written (`importedValues`); where the
 * source still says what it said then, the stored value stays, an operator's correction
 * included. Without a record of what the source said (a row written before it was kept), the
 * source's values, as before. The search text follows the name and city kept.
 */
export function keepOperatorEdits<Row extends EditableRow & { nameSearch: string }>(
  stored: EditableRow & { importedValues: ImportedValues | null },
  incoming: Row,
): Row & { importedValues: ImportedValues } {
  const said = importedValuesOf(incoming);
  const merged: Row & { importedValues: ImportedValues } = { ...incoming, importedValues: said };
  const last = stored.importedValues;
  if (!last) return merged;
  const values = merged as Record<string, unknown>;
  for (const field of EDITABLE_ORGANIZATION_FIELDS) {
    const column = EDITABLE_COLUMNS[field];
    if (field in last && (last[field] ?? null) === said[field])
      values[column] = stored[column] ?? null;
  }
  merged.nameSearch = organizationNameSearch(merged.organization, merged.city);
  return merged;
}

/**
 * A person's check is never undone by a source (issue 37): an older date from the source, or
 * none, leaves the stored verification; a later one replaces it.
 */
export function keepsStoredVerification(stored: string | null, incoming: string | null): boolean {
  return stored !== null && (incoming === null || incoming < stored);
}
