import { z } from 'zod';

// Trial watch (issue 39, ADR 043): a standing search of the clinical-trials registry whose
// new studies are e-mailed as a digest. Shared by the trials pane's dialog, My alerts, the
// commands and the server's routes.

/** Each person may keep this many watches (issue 39). */
export const MAX_TRIAL_WATCHES = 5;
export const WATCH_MILES = [50, 100, 200] as const;
export const WATCH_FREQUENCIES = ['daily', 'weekly'] as const;

const INVALID_ZIPCODE = 'Enter valid zipcode';

const conditionSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(100)
  .describe('A condition name as the trials search takes it, e.g. "glaucoma"');

export const trialWatchRequestSchema = z.object({
  conditions: z
    .array(conditionSchema)
    .min(1)
    .max(5)
    .describe('Conditions to watch; a study about any of them counts'),
  zipcode: z
    .string({ error: INVALID_ZIPCODE })
    .trim()
    .regex(/^[0-9]{5}$/, INVALID_ZIPCODE)
    .describe('5-digit US ZIP code; distances are measured from its centre'),
  miles: z
    .union([z.literal(50), z.literal(100), z.literal(200)])
    .describe('Search radius in miles: 50, 100 or 200'),
  frequency: z.enum(WATCH_FREQUENCIES).describe('How often the registry is checked'),
  language: z.enum(['en', 'sp']).describe("The digest's language"),
});

export const trialWatchSchema = trialWatchRequestSchema.extend({
  id: z.number().int(),
  is_paused: z.boolean(),
  created_at: z.string().describe('ISO 8601'),
  last_run_at: z.string().nullable().describe('ISO 8601: when the registry was last checked'),
});

export const trialWatchListSchema = z.object({
  data: z.array(trialWatchSchema).describe('Oldest first'),
  max: z.number().int().describe('How many watches one person may keep'),
});

export const trialWatchIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const trialWatchUpdateSchema = z.object({
  is_paused: z.boolean().describe('True stops the e-mails until set to false again'),
});

/** The signed link in every digest: which watch, and the secret that proves the e-mail. */
export const unsubscribeQuerySchema = z.object({
  watch: z.coerce.number().int().positive(),
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
});

export const unsubscribeResponseSchema = z.object({
  code: z.enum(['unsubscribed', 'already_gone']),
  language: z.enum(['en', 'sp']).nullable().describe("The watch's language, when it existed"),
});

export type TrialWatchRequest = z.input<typeof trialWatchRequestSchema>;
export type TrialWatch = z.infer<typeof trialWatchSchema>;
export type TrialWatchList = z.infer<typeof trialWatchListSchema>;
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;
