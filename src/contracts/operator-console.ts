import { z } from 'zod';
import { organizationEditValuesSchema } from './organization-values.ts';
import { problemReportSchema } from './problem-reports.ts';

// The operator console (issue 37, point 3; ADR 047): an organisation as operators edit it, its
// verification, its history, the records due for checking, and a report opened beside its
// record. Shared by the routes under /api/v1/admin and the console's screens.

export const VERIFY_METHODS = ['phone', 'email', 'website', 'in_person'] as const;
export type VerifyMethod = (typeof VERIFY_METHODS)[number];

/** Records verified longer ago than this are due for checking again (APH's yearly cycle). */
export const VERIFY_EVERY_MONTHS = 12;
/** The due list's "busiest first" counts views over this many days. */
export const VIEWS_WINDOW_DAYS = 90;

const idSchema = z.number().int().positive().max(2_147_483_647);

export const adminOrganizationIdParamsSchema = z.object({ id: z.coerce.number().pipe(idSchema) });

const text = (description: string) => z.string().nullable().describe(description);

/** An organisation as the console shows it: the editable values, then what operators do not edit. */
export const adminOrganizationSchema = z.object({
  id: z.number().int(),
  version: z
    .number()
    .int()
    .describe('Send it back with a save or a verification: a stale one is refused (409)'),
  organization: z.string(),
  address_1: text('Street address'),
  address_2: text('Second address line'),
  city: text('City'),
  state: text('Two-letter state code'),
  zip_code: text('Five-digit ZIP code'),
  phone: text('Phone number as published'),
  tollfree: text('Toll-free number'),
  tty: text('TTY number, or 711'),
  website: text('Official website'),
  description: text('What it does, in English'),
  description_sp: text('What it does, in Spanish'),
  service_area: z.enum(['national', 'state', 'local']),
  verified_at: text('Date (YYYY-MM-DD) a person last checked it; null = never'),
  verified_how: z.enum(VERIFY_METHODS).nullable(),
  verified_by: text('The e-mail of the operator who last verified it'),
});
export type AdminOrganization = z.infer<typeof adminOrganizationSchema>;

export const organizationSaveSchema = z.object({
  version: z.number().int().positive().describe('The version the operator loaded'),
  values: organizationEditValuesSchema,
});
export type OrganizationSave = z.input<typeof organizationSaveSchema>;

/** An IANA time zone name this runtime knows ("America/Los_Angeles"). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const organizationVerifySchema = z.object({
  version: z.number().int().positive().describe('The version the operator checked'),
  how: z.enum(VERIFY_METHODS, { error: 'howRequired' }),
  // The day is the operator's: in UTC, a call made on a Californian afternoon would be
  // recorded as tomorrow's. The server's clock says when; only the zone comes from here.
  time_zone: z
    .string()
    .max(64)
    .refine(isTimeZone, 'timeZoneUnknown')
    .default('UTC')
    .describe("The operator's IANA time zone; the verification is dated by its calendar"),
});

export const organizationChangeSchema = z.object({
  id: z.number().int(),
  version: z.number().int().describe('The version the save made: one save, one version'),
  field: z.string().describe('The field changed (phone, address_1, verified_at...)'),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  operator: z.string().describe('The operator’s e-mail'),
  changed_at: z.string().describe('ISO 8601'),
});
export type OrganizationChange = z.infer<typeof organizationChangeSchema>;

export const organizationHistorySchema = z.object({
  data: z.array(organizationChangeSchema).describe('Newest first'),
});

export const dueOrganizationSchema = z.object({
  id: z.number().int(),
  organization: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  verified_at: z.string().nullable(),
  missing_phone: z.boolean(),
  missing_address: z.boolean(),
  views: z.number().int().describe(`Times shown on its own in the last ${VIEWS_WINDOW_DAYS} days`),
});
export type DueOrganization = z.infer<typeof dueOrganizationSchema>;

export const DUE_PAGE_SIZE = 25;

export const dueOrganizationsSchema = z.object({
  data: z
    .array(dueOrganizationSchema)
    .describe(
      'Without a phone or a street address first, then the most viewed, then the longest unchecked',
    ),
  total: z.number().int().describe('How many records are due in all'),
});

export const problemReportDetailSchema = z.object({
  report: problemReportSchema,
  organization: adminOrganizationSchema
    .nullable()
    .describe('The record as it is now (the report’s snapshot is as it was)'),
  guide: z
    .object({ title: z.string(), title_sp: z.string(), reviewed_at: z.string().nullable() })
    .nullable(),
});
export type ProblemReportDetail = z.infer<typeof problemReportDetailSchema>;
