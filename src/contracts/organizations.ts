import { z } from 'zod';

// Organisation calls (spec section 7): the list for a sub-category, the search by name near a
// ZIP, and a selected organisation with the others near it. Field names are the spec's.

/** The message the organisation search shows for a bad ZIP (spec section 8). */
export const INVALID_ZIP_MESSAGE = 'Enter valid zipcode';

export const DEFAULT_MILES = 100;
export const MAX_MILES = 500;
export const MAX_AGE = 130;
/** How many suggestions the header's organisation search asks for (a page of the search). */
export const MAX_SEARCH_RESULTS = 20;
/** A page of organisations (issue 40, ADR 038). */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

const MAX_ID = 2_147_483_647;

/**
 * A number field. Query strings arrive as text, so they are coerced; JSON bodies must send
 * numbers. Either way out-of-range or fractional values are a 400, never a database error.
 */
function intField(min: number, max: number, coerce: boolean) {
  return (coerce ? z.coerce.number() : z.number()).int().min(min).max(max);
}

function zipField() {
  return z
    .string({ error: INVALID_ZIP_MESSAGE })
    .trim()
    .regex(/^\d{5}$/, INVALID_ZIP_MESSAGE)
    .describe('Five-digit US ZIP code; results are measured from its centre');
}

function eligibilityFields(coerce: boolean) {
  return {
    age: intField(0, MAX_AGE, coerce)
      .default(0)
      .describe(
        "The spec's payload; ignored: the rules use the signed-in user's age (from the date of " +
          'birth; 0 = unknown, no age filter; 0 for sub-categories 45, 47, 50). An admin may ' +
          'pass it to see what someone of that age would see',
      ),
    miles: intField(1, MAX_MILES, coerce)
      .default(DEFAULT_MILES)
      .describe('Search radius in miles (the UI offers 50 and 100)'),
    is_veteran: intField(0, 1, coerce)
      .default(0)
      .describe(
        "The spec's payload; ignored: veterans-only organisations are shown when the signed-in " +
          "user's profile says veteran. An admin may pass it to see what a veteran would see",
      ),
  };
}

/**
 * A page of a list (ADR 038): its size, and where it starts (the previous page's `next`;
 * none for the first page). A cursor belongs to one question and one user.
 */
function pageFields(coerce: boolean) {
  return {
    page_size: intField(1, MAX_PAGE_SIZE, coerce)
      .default(DEFAULT_PAGE_SIZE)
      .describe('How many organisations on this page'),
    cursor: z
      .string()
      .nullable()
      .optional()
      .describe(
        "The previous page's `next`, to get the page after it; none (or null) for the first. " +
          'Refused (400) when malformed (`cursor_malformed`), altered (`cursor_tampered`) or ' +
          'made for another question or user (`cursor_mismatch`)',
      ),
  };
}

export const organizationsRequestSchema = z.object({
  sub_cat_id: intField(1, MAX_ID, false).describe('Organisation sub-category id'),
  zip_code: zipField(),
  ...eligibilityFields(false),
  ...pageFields(false),
});

function searchFields(coerce: boolean) {
  return {
    zipcode: zipField(),
    q: z
      .string()
      .trim()
      .min(2)
      .max(100)
      .describe('Part of the organisation name (or its city), accents and case ignored'),
    ...eligibilityFields(coerce),
    ...pageFields(coerce),
  };
}

export const organizationSearchBodySchema = z.object(searchFields(false));
export const organizationSearchQuerySchema = z.object(searchFields(true));

export const organizationContentRequestSchema = z.object({
  org_id: intField(1, MAX_ID, false).describe('The selected organisation'),
  zipcode: zipField(),
  sub_cat_id: intField(1, MAX_ID, false)
    .optional()
    .describe('The sub-category to list; default: the selected organisation’s own'),
  ...eligibilityFields(false),
});

const nullableText = (description: string) => z.string().nullable().describe(description);

/** The spec's Organization entity, plus where the record came from and whom it serves. */
export const organizationSchema = z.object({
  id: z.number().int(),
  organization: z.string().describe('Name'),
  address_1: nullableText('Street address; null when not verified'),
  address_2: nullableText('Second address line'),
  city: nullableText('City'),
  state: nullableText('Two-letter state code; null for national organisations'),
  zip_code: nullableText('Five-digit ZIP code'),
  phone: nullableText('Phone number as published'),
  tollfree: nullableText('Toll-free number'),
  tty: nullableText('TTY number'),
  website: nullableText('Official website'),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  location_approximate: z
    .boolean()
    .describe(
      'True when latitude/longitude are the centre of the ZIP or the city rather than the address\'s (say "approximate location")',
    ),
  distance: z
    .number()
    .nullable()
    .describe('Miles from the ZIP centre, 2 decimals; null for state and national organisations'),
  category_id: z.number().int(),
  category_name: z.string(),
  sub_category_id: z.number().int(),
  sub_category_name: z.string(),
  profit_organization_type: nullableText("'Government', 'Non-Profit'..."),
  service_area: z.enum(['national', 'state', 'local']),
  source: z.string().describe('Where the record came from'),
  source_url: nullableText('The page the record was taken from'),
  verified_at: nullableText('Date (YYYY-MM-DD) a person last checked it; null = not verified'),
  outside_radius: z
    .boolean()
    .optional()
    .describe(
      'Only on the selected organisation of search/orgnaization/content: true when it lies ' +
        'outside the chosen distance (or, state-wide, outside the ZIP code’s state)',
    ),
});

/** What every page says besides its rows. */
const pageAnswerFields = {
  total: z.number().int().describe('How many organisations the user may see in all, on every page'),
  next: z
    .string()
    .nullable()
    .describe('Opaque cursor for the next page (send it as `cursor`); null on the last page'),
};

export const organizationsResponseSchema = z.object({
  data: z
    .array(organizationSchema)
    .describe('Nearest local organisations first, then state-wide, then national ones'),
});

/** A page of POST /organizations: the list in its order, `page_size` at a time. */
export const organizationPageResponseSchema = z.object({
  data: z
    .array(organizationSchema)
    .max(MAX_PAGE_SIZE)
    .describe('Nearest local organisations first, then state-wide, then national ones'),
  ...pageAnswerFields,
});

/** The spec's search suggestion, with the organisation's own fields. */
export const organizationSearchResultSchema = organizationSchema.extend({
  name: z.string().describe('The organisation name'),
  sub_cat_id: z.number().int(),
  sub_category_title: z.string(),
  sub_category_title_sp: z.string(),
  cat_id: z.number().int(),
  cat_title: z.string(),
  cat_title_sp: z.string(),
  cat_image: z.string().describe('Path of the category image'),
});

export const organizationSearchResponseSchema = z.object({
  data: z
    .array(organizationSearchResultSchema)
    .max(MAX_PAGE_SIZE)
    .describe(
      'Names starting with q first, then names containing it, then near matches (most ' +
        'similar first); ties nearest first, as POST /organizations orders them',
    ),
  ...pageAnswerFields,
});

// GET /api/v1/organization-counts: how many organisations of each kind a user would see near a
// ZIP (not in the spec; for "find help near 19104", which names no kind of help).

export const organizationCountsQuerySchema = z.object({
  zipcode: zipField(),
  ...eligibilityFields(true),
});

export const organizationCountsResponseSchema = z.object({
  data: z
    .array(
      z.object({
        sub_cat_id: z.number().int(),
        count: z
          .number()
          .int()
          .describe('As many as POST /organizations lists for this sub-category and ZIP'),
      }),
    )
    .describe('Organisation sub-categories with at least one organisation, by id'),
  total: z
    .number()
    .int()
    .describe('Organisations of any kind; one listed under several kinds counts once'),
});

export type OrganizationPageResponse = z.infer<typeof organizationPageResponseSchema>;
export type OrganizationCounts = z.infer<typeof organizationCountsResponseSchema>;
export type OrganizationsRequest = z.input<typeof organizationsRequestSchema>;
export type OrganizationSearchRequest = z.input<typeof organizationSearchBodySchema>;
export type OrganizationContentRequest = z.input<typeof organizationContentRequestSchema>;
export type Organization = z.infer<typeof organizationSchema>;
export type OrganizationSearchResult = z.infer<typeof organizationSearchResultSchema>;
