import { SPECIAL_IDS } from '../../../../src/contracts/catalog.ts';

/** Who the caller is, as far as the catalogue cares. */
export interface CatalogViewer {
  isVeteran: boolean;
  isAdmin: boolean;
}

/** The veterans' category is shown only to veterans (spec section 5); admins see everything. */
export function canSeeCategory(viewer: CatalogViewer, categoryId: number): boolean {
  return categoryId !== SPECIAL_IDS.veteransCategory || viewer.isVeteran || viewer.isAdmin;
}

/** Category ids the viewer may not see (for SQL filters). */
export function hiddenCategoryIds(viewer: CatalogViewer): number[] {
  return canSeeCategory(viewer, SPECIAL_IDS.veteransCategory) ? [] : [SPECIAL_IDS.veteransCategory];
}
