/**
 * What the parsers (legacy spreadsheet, HSDS JSON, HSDS CSV) hand to the validator: one
 * organisation as read, with the file's own text and numbers, before any rule is applied.
 * Field names are the legacy layout's, so rejection reasons name the spreadsheet's columns.
 */
export interface CandidateValues {
  organization?: unknown;
  address_1?: unknown;
  address_2?: unknown;
  city?: unknown;
  state?: unknown;
  zip_code?: unknown;
  phone?: unknown;
  tollfree?: unknown;
  tty?: unknown;
  website?: unknown;
  latitude?: unknown;
  longitude?: unknown;
  profit_organization_type?: unknown;
  description?: unknown;
  description_sp?: unknown;
  /** HSDS extensions written by our export (see docs/importing-organizations.md). */
  location_approximate?: unknown;
  service_area?: unknown;
  min_age?: unknown;
  max_age?: unknown;
  veterans_only?: unknown;
  languages?: unknown;
  source_url?: unknown;
  verified_at?: unknown;
  source?: unknown;
}

/** A listing wish: an explicit sub-category id (HSDS taxonomy code) or a title to match. */
export interface CandidateListing {
  code: string | null;
  name: string | null;
  /**
   * Legacy rows name exactly one sub-category, which must exist. HSDS services that match
   * none of ours are skipped (a 211 feed lists many services we have no place for).
   */
  required: boolean;
}

export interface ImportCandidate {
  /** Where the organisation is in the file, for the report: "line 7", "organization 3 (id …)". */
  where: string;
  /** For ordering the report. */
  position: number;
  /** The stable key's source part: 'legacy' rows are keyed by name and place, HSDS by id. */
  origin: 'legacy' | 'hsds';
  /** HSDS organization.id. */
  hsdsId?: string;
  values: CandidateValues;
  listings: CandidateListing[];
  /** Set when the parser could not read it as an organisation at all: the rejection reason. */
  invalid?: string;
}

export type ImportFormat = 'legacy' | 'hsds-json' | 'hsds-csv';

/** The file cannot be read as the format at all (bad header, broken JSON...): nothing applies. */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}
