import {
  EDITABLE_ORGANIZATION_FIELDS,
  type EditableOrganizationField,
  type OrganizationEditValues,
} from '../../../../src/contracts/organization-values.ts';
import type { organizations } from '../../db/schema.ts';

/**
 * The stored column of each field an operator may edit, by its contract name: the importer and
 * the operator console write these fields from the one contract (organization-values.ts), so
 * they write them through this one map.
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
