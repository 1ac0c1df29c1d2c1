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
  /** Left undefined (stored null) when who runs it is not certain. */
  profitOrganizationType?: 'Government' | 'Non-Profit';
  /** The organisation's own site, only when its official domain is certain. */
  website?: string;
  /** Where the record's facts come from, e.g. 'NLS network directory'. */
  source: string;
  /** The directory page or the organisation's site, only when certain. */
  sourceUrl?: string;
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
  /** Contact numbers only for ids in CONTACT_ALLOW_LIST (./contact-allow-list.ts). */
  phone?: string;
  tollfree?: string;
  tty?: string;
  minAge?: number;
  maxAge?: number;
  veteransOnly?: boolean;
  /**
   * YYYY-MM-DD: the day a person checked the record against its source (docs/organisations.md
   * says how). Unset for every record so far.
   */
  verifiedAt?: string;
  /** BCP 47 codes of the languages served, when known. */
  languages?: string[];
}
