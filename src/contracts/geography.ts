import { z } from 'zod';

// States, cities and city/ZIP suggestions (spec sections 3 and 7). Shared with the browser.

/** PostgreSQL `integer` ids. */
const MAX_ID = 2_147_483_647;

/** The Countries States Cities Database id of the United States. */
export const DEFAULT_COUNTRY_ID = 233;

/** Suggestions start after more than 2 characters (spec section 5). */
export const CITY_SEARCH_MIN_LENGTH = 3;
export const CITY_SEARCH_MAX_LENGTH = 100;
export const CITY_SEARCH_MAX_RESULTS = 20;

export const statesQuerySchema = z.object({
  country_id: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_ID)
    .default(DEFAULT_COUNTRY_ID)
    .describe('Country id (Countries States Cities Database); 233 is the United States'),
});

export const stateOptionSchema = z.object({
  state_id: z.number().int().describe('State id (Countries States Cities Database; Alabama 1456)'),
  state_name: z.string().describe('English name'),
  state_name_sp: z.string().describe('Spanish name'),
  state_code: z.string().describe('Two-letter postal code, e.g. "AL"'),
  iso2: z.string().describe('Same as state_code (the source calls it iso2)'),
});

export const statesResponseSchema = z.object({
  data: z.array(stateOptionSchema).describe('States, district and territories sorted by name'),
});

export const stateCitiesQuerySchema = z.object({
  state_id: z.coerce.number().int().min(1).max(MAX_ID).describe('A state_id from GET /states'),
});

export const cityOptionSchema = z.object({
  city_id: z.number().int(),
  city_name: z.string(),
});

export const stateCitiesResponseSchema = z.object({
  data: z.array(cityOptionSchema).describe('The state’s cities sorted by name'),
});

export const citySearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(CITY_SEARCH_MIN_LENGTH, `Type at least ${CITY_SEARCH_MIN_LENGTH} characters.`)
    .max(CITY_SEARCH_MAX_LENGTH, `Type at most ${CITY_SEARCH_MAX_LENGTH} characters.`)
    .describe(
      'Digits: a ZIP code prefix (3 to 5 digits). Otherwise the start of a city name, ' +
        'optionally followed by a comma and a state ("springfield, il")',
    ),
});

export const citySearchResultSchema = z.object({
  city: z.string(),
  state: z.string().describe('Two-letter postal code'),
  country: z.string(),
  zip_code: z.string().nullable().describe('A ZIP code of the city, when known'),
  organization: z
    .string()
    .nullable()
    .describe('An organisation name for organisation suggestions; null for places'),
});

export const citySearchResponseSchema = z.object({
  data: z.array(citySearchResultSchema).describe('At most 20 suggestions, exact names first'),
});

export type StatesQuery = z.input<typeof statesQuerySchema>;
export type StateOption = z.infer<typeof stateOptionSchema>;
export type StatesResponse = z.infer<typeof statesResponseSchema>;
export type StateCitiesQuery = z.input<typeof stateCitiesQuerySchema>;
export type CityOption = z.infer<typeof cityOptionSchema>;
export type StateCitiesResponse = z.infer<typeof stateCitiesResponseSchema>;
export type CitySearchQuery = z.input<typeof citySearchQuerySchema>;
export type CitySearchResult = z.infer<typeof citySearchResultSchema>;
export type CitySearchResponse = z.infer<typeof citySearchResponseSchema>;
