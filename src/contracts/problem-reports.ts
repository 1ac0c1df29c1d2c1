import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isEmailAddress } from './email.ts';

// Report a problem (issue 37): a user says what is wrong with an organisation or a guide; an
// operator resolves or dismisses it. Shared by the dialog on every card and guide, the
// operator console and the server's routes.

export const PROBLEM_KINDS = [
  'wrong_phone',
  'wrong_address',
  'wrong_website',
  'closed',
  'not_accessible',
  'other',
] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];

export const PROBLEM_DETAILS_MAX_LENGTH = 1000;
export const PROBLEM_STATES = ['open', 'resolved', 'dismissed'] as const;

/**
 * Each field's message is a key the dialog translates (`problems.errors.*`); the server answers
 * the same keys in its 400, so a field never shows an English sentence in the Spanish page.
 */
export const PROBLEM_ERRORS = {
  kind: 'kindRequired',
  details: 'detailsTooLong',
  detailsRequired: 'detailsRequired',
  email: 'emailInvalid',
} as const;

export const problemReportRequestSchema = z
  .object({
    target: z.discriminatedUnion('type', [
      z.object({ type: z.literal('organization'), id: z.number().int().positive() }),
      z.object({ type: z.literal('guide'), id: z.number().int().positive() }),
    ]),
    kind: z.enum(PROBLEM_KINDS, { error: PROBLEM_ERRORS.kind }),
    details: z
      .string()
      .trim()
      .max(PROBLEM_DETAILS_MAX_LENGTH, PROBLEM_ERRORS.details)
      .default('')
      .describe('What is wrong, in the reporter’s words: up to 1,000 characters'),
    reply_email: z
      .string()
      .trim()
      .max(EMAIL_MAX_LENGTH, { error: PROBLEM_ERRORS.email, abort: true })
      .refine((value) => value === '' || isEmailAddress(value), PROBLEM_ERRORS.email)
      .default('')
      .describe('Where to reply, if the reporter wants a reply; empty for none'),
    language: z.enum(['en', 'sp']).describe('The page’s language: the reply’s'),
  })
  // "Other" says nothing by itself: it needs the reporter's words.
  .refine((report) => report.kind !== 'other' || report.details !== '', {
    path: ['details'],
    message: PROBLEM_ERRORS.detailsRequired,
  });

export const problemReportCreatedSchema = z.object({
  id: z.number().int(),
  created_at: z.string().describe('ISO 8601'),
});

export const problemReportSchema = z.object({
  id: z.number().int(),
  target: z.object({
    type: z.enum(['organization', 'guide']),
    id: z.number().int(),
    name: z.string().describe('The organisation’s name or the guide’s title, in English'),
  }),
  kind: z.enum(PROBLEM_KINDS),
  details: z.string(),
  reply_email: z.string().nullable(),
  language: z.enum(['en', 'sp']),
  snapshot: z.record(z.string(), z.unknown()).describe('The record’s values when reported'),
  state: z.enum(PROBLEM_STATES),
  outcome: z.string().nullable(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
});

export const problemReportListQuerySchema = z.object({
  state: z.enum(PROBLEM_STATES).default('open'),
  kind: z.enum(PROBLEM_KINDS).optional(),
});

export const problemReportListSchema = z.object({
  data: z.array(problemReportSchema).describe('Oldest first: the longest waiting at the top'),
});

export const problemReportIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const problemReportCloseSchema = z.object({
  state: z.enum(['resolved', 'dismissed']),
  outcome: z
    .string()
    .trim()
    // Keys the console translates (admin.errors.*), as the report dialog's are.
    .min(1, 'outcomeRequired')
    .max(PROBLEM_DETAILS_MAX_LENGTH, 'outcomeTooLong'),
});

export type ProblemReportRequest = z.input<typeof problemReportRequestSchema>;
export type ProblemReport = z.infer<typeof problemReportSchema>;
