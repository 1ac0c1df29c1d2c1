/**
 * One real organisation as the seed writes it. Only facts we are sure of are filled in:
 * anything uncertain (street addresses, phone numbers...) stays undefined and is stored as
 * null, and `verifiedAt` stays null until a person checks the record against its source.
 */
export interface OrganizationSeed {
  /** Fixed: links, bookmarks and the spec's always-shown 5188 depend on it. */
  id: number;
  organization: string;
  serviceArea: 'national' | 'state' | 'local';
  /** 'Government' rows are shown only in the user's own state (spec section 5). */
  profitOrganizationType: 'Government' | 'Non-Profit';
  website: string;
  source: string;
  sourceUrl: string;
  /** Organisation sub-categories it is listed under (35 for every national one). */
  subCategoryIds: number[];
  /** Two-letter code; required for state and local rows. */
  state?: string;
  city?: string;
  /**
   * Only where certain. A local row without one is placed at the centre of its city's ZIP
   * centroids, which is close enough for a radius in miles.
   */
  zipCode?: string;
  phone?: string;
  tollfree?: string;
  tty?: string;
  minAge?: number;
  maxAge?: number;
  veteransOnly?: boolean;
  /** BCP 47 codes of the languages served, when known. */
  languages?: string[];
}
