import { ROUTES } from '../../lib/destinations.ts';

// What the category page shows lives in its address (spec: ?subCateId= preselects a
// sub-category), so Back, Forward, reload and a shared link all land on the same view:
//   /client/organization/3                       Overview
//   /client/organization/3?subCateId=8           a guide, or a kind of help
//   /client/organization/3?subCateId=45&miles=50 ...within 50 miles

/** The distance filter's options, default 100 (spec section 9). */
export const MILES_OPTIONS = [50, 100] as const;
export type Miles = (typeof MILES_OPTIONS)[number];
export const DEFAULT_VIEW_MILES: Miles = 100;

export interface CategoryView {
  /** Null: the Overview. */
  subCategoryId: number | null;
  miles: Miles;
}

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

/** A category id from the path, or null when it is not one. */
export function parseCategoryId(value: string | undefined): number | null {
  return positiveInt(value ?? null);
}

export function parseCategoryView(search: string): CategoryView {
  const params = new URLSearchParams(search);
  const miles = Number(params.get('miles'));
  return {
    subCategoryId: positiveInt(params.get('subCateId')),
    miles: MILES_OPTIONS.find((option) => option === miles) ?? DEFAULT_VIEW_MILES,
  };
}

/** The address of a view; the default distance is left out, as the spec's links do. */
export function categoryViewHref(categoryId: number, view: CategoryView): string {
  const params = new URLSearchParams();
  if (view.subCategoryId !== null) params.set('subCateId', String(view.subCategoryId));
  if (view.miles !== DEFAULT_VIEW_MILES) params.set('miles', String(view.miles));
  const query = params.toString();
  return `${ROUTES.category}/${categoryId}${query ? `?${query}` : ''}`;
}
