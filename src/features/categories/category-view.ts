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
  return {
    subCategoryId: positiveInt(params.get('subCateId')),
    miles: parseMiles(params.get('miles')),
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

// The organisation map screens keep their state in the address too:
//   /client/organization-detail?subCateId=45&orgId=7&zipcode=19104&miles=50
//   /client/organization/search/7/19104?subCateId=45      (organisation 7 first, then those near)
// Age and veteran status are not in it: they are the signed-in user's own (a shared link must
// not tell them, and the list follows whoever opens it).

export interface MapScreenView {
  subCategoryId: number | null;
  orgId: number | null;
  zip: string;
  miles: Miles;
}

/** The distance in the address, or the default (only the filter's options count). */
export function parseMiles(value: string | null): Miles {
  const miles = Number(value);
  return MILES_OPTIONS.find((option) => option === miles) ?? DEFAULT_VIEW_MILES;
}

/** The detail screen's view, or the selected-organisation route's (path parameters given). */
export function parseMapScreenView(
  search: string,
  path?: { orgId?: string; zipCode?: string },
): MapScreenView {
  const params = new URLSearchParams(search);
  const zip = (path ? path.zipCode : params.get('zipcode')) ?? '';
  return {
    subCategoryId: positiveInt(params.get('subCateId')),
    orgId: positiveInt(path ? (path.orgId ?? null) : params.get('orgId')),
    zip: /^\d{5}$/.test(zip) ? zip : '',
    miles: parseMiles(params.get('miles')),
  };
}

export function organizationDetailHref(view: MapScreenView): string {
  const params = new URLSearchParams();
  if (view.subCategoryId !== null) params.set('subCateId', String(view.subCategoryId));
  if (view.orgId !== null) params.set('orgId', String(view.orgId));
  params.set('zipcode', view.zip);
  if (view.miles !== DEFAULT_VIEW_MILES) params.set('miles', String(view.miles));
  return `${ROUTES.organizationDetail}?${params}`;
}

export function selectedOrganizationHref(view: MapScreenView & { orgId: number }): string {
  const params = new URLSearchParams();
  if (view.subCategoryId !== null) params.set('subCateId', String(view.subCategoryId));
  if (view.miles !== DEFAULT_VIEW_MILES) params.set('miles', String(view.miles));
  const query = params.toString();
  return `${ROUTES.organizationSearch}/${view.orgId}/${view.zip}${query ? `?${query}` : ''}`;
}
