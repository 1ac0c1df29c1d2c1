import { z } from 'zod';

// The signed-in user as the API answers it (POST /getUserInfo and the profile routes), shared
// by the server and the browser. Apart from users.ts, whose profile rules the forms need, so
// that every signed-in page can check the answer without building those rules (issue 41).

/** Flags the spec shows as 0/1 travel as the integers 0 and 1. */
export const flagSchema = z.union([z.literal(0), z.literal(1)], {
  error: 'Must be 0 or 1',
});
export type Flag = z.infer<typeof flagSchema>;

export const languageSchema = z.enum(['en', 'sp']).describe('en (English) or sp (Spanish)');

export const userSchema = z.object({
  user_id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  dob: z.string().nullable().describe('YYYY-MM-DD'),
  contact_number: z.string().nullable(),
  zipcode: z.string().nullable(),
  state_id: z.number().int().nullable(),
  state_code: z.string().nullable(),
  city_id: z.number().int().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  country_id: z.number().int(),
  latitude: z.number().nullable().describe('Approximate: the ZIP centroid'),
  longitude: z.number().nullable().describe('Approximate: the ZIP centroid'),
  role_id: z.number().int().describe('Always 3 (client)'),
  provider_id: z.number().int(),
  is_admin: flagSchema,
  is_trial_account: flagSchema,
  is_ausa_member: flagSchema,
  is_veteran: flagSchema,
  profile_incomplete: flagSchema,
  blv_survey_completed: flagSchema,
  language: languageSchema,
  subscription_status: z
    .string()
    .describe("The user's distinct subscription statuses, comma-separated ('' when none)"),
  created: z.boolean().describe('True when this call created the user'),
});

export const userResponseSchema = z.object({ data: userSchema });

export type User = z.infer<typeof userSchema>;
export type UserResponse = z.infer<typeof userResponseSchema>;
