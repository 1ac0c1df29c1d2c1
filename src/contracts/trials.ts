import { z } from 'zod';

const INVALID_ZIPCODE = 'Enter valid zipcode';

/** A condition name as the survey stores it ("glaucoma"); Essie operators are removed later. */
const searchTermSchema = z.string().max(100).describe('A condition name, e.g. "glaucoma"');

export const trialSearchRequestSchema = z.object({
  zipcode: z
    .string({ error: INVALID_ZIPCODE })
    .trim()
    .regex(/^[0-9]{5}$/, INVALID_ZIPCODE)
    .describe("The searcher's 5-digit US ZIP code; distances are measured from its centre"),
  miles: z
    .number()
    .int()
    .min(1)
    .max(500)
    .default(200)
    .describe('Search radius in miles (the spec uses 200)'),
  search_term: z
    .union([searchTermSchema, z.array(searchTermSchema).max(20)])
    .optional()
    .describe(
      "Condition names to search for; when missing or empty, the caller's answers to the first " +
        'question of survey 1 are used, else a default set of eye conditions',
    ),
});

export const nearestSiteSchema = z.object({
  facility: z.string(),
  city: z.string(),
  state: z.string().describe('Full state name as the registry writes it'),
  zip: z.string(),
  distance_miles: z.number().describe('Great-circle distance from the ZIP, 2 decimals'),
});

export const trialStudySchema = z.object({
  NCT_number: z.string().describe('The registry id, e.g. NCT01234567'),
  contact_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  start_date: z.string().describe("YYYY-MM-DD or YYYY-MM; '' when unknown"),
  study_description: z.array(z.string()).describe('The summary as short bullets'),
  eligibility_criteria: z.string().describe('Plain text with line breaks'),
  URL: z.string().describe('The study page at clinicaltrials.gov'),
  title: z.string(),
  nearest_site: nearestSiteSchema.nullable().describe('The nearest open US site'),
});

export const trialSearchResponseSchema = z.object({
  results: z
    .array(z.object({ studies: z.array(trialStudySchema).describe('Nearest first') }))
    .describe('One element, as the legacy answer wraps its list'),
  source: z
    .enum(['clinicaltrials.gov', 'sample'])
    .describe("'sample' when the live registry was not configured or not reachable"),
  is_sample: z.boolean().describe('True for invented sample studies the interface must label'),
  search_terms: z
    .array(z.string())
    .describe(
      'The conditions searched for, as the registry was asked (a watch of this search uses them)',
    ),
  retrieved_at: z
    .string()
    .describe('ISO 8601: when the registry answered, or when the sample snapshot was written'),
});

export type TrialSearchRequest = z.input<typeof trialSearchRequestSchema>;
export type TrialSearchResponse = z.infer<typeof trialSearchResponseSchema>;
export type TrialStudyResponse = z.infer<typeof trialStudySchema>;
