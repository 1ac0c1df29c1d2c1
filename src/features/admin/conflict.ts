import type { AdminOrganization } from '../../contracts/operator-console.ts';
import {
  EDITABLE_ORGANIZATION_FIELDS,
  type EditableOrganizationField,
} from '../../contracts/organization-values.ts';

export type EditValues = Record<EditableOrganizationField, string>;
type Record_ = Pick<AdminOrganization, EditableOrganizationField>;

export function valuesOf(record: Record_): EditValues {
  return Object.fromEntries(
    EDITABLE_ORGANIZATION_FIELDS.map((field) => [field, record[field] ?? '']),
  ) as EditValues;
}

/** The same value as the server will store it: nothing and blanks alike. */
export const sameValue = (a: string | null, b: string | null) =>
  (a ?? '').trim() === (b ?? '').trim();

/**
 * After a refused save (409): every field the operator changed since `loaded` keeps their
 * value; every field they left alone takes the record's value `now`. Nothing typed is lost.
 */
export function mergeOntoCurrent(mine: EditValues, loaded: Record_, now: Record_): EditValues {
  const merged = { ...mine };
  for (const field of EDITABLE_ORGANIZATION_FIELDS) {
    if (sameValue(mine[field], loaded[field])) merged[field] = now[field] ?? '';
  }
  return merged;
}

/** The fields someone else changed between `loaded` and `now`: what the operator reviews. */
export const changedMeanwhile = (loaded: Record_, now: Record_) =>
  EDITABLE_ORGANIZATION_FIELDS.filter((field) => !sameValue(loaded[field], now[field]));
