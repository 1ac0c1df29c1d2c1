import { z } from 'zod';
import { flagSchema, languageSchema } from './current-user.ts';

// The signed-in user's own record, which every signed-in page reads, is in current-user.ts, so
// that loading it does not build every profile form's rules too; it is re-exported here.
export {
  flagSchema,
  languageSchema,
  userResponseSchema,
  userSchema,
  type Flag,
  type User,
  type UserResponse,
} from './current-user.ts';

// The profile rules of spec section 5, shared by the server and the browser forms. Each field
// reports one problem, the first that applies, with the spec's exact message. No check here
// uses `abort: true`: an explicitly aborted issue would stop the body-level "required" check
// from reporting the other fields.

export const PROFILE_MESSAGES = {
  firstNameRequired: 'Please enter first name',
  lastNameRequired: 'Please enter last name',
  lettersOnly: 'Only alphabets and spaces are allowed.',
  contactRequired: 'Please enter contact number',
  contactTooFew: 'Must be minimum 10 digits',
  contactTooMany: 'Must be max 10 digits',
  contactInvalid: 'Invalid contact number',
  dobRequired: 'Date of Birth is required',
  dobInvalid: 'Enter a value date of birth',
  stateRequired: 'Please select state',
  zipRequired: 'Please enter zipcode',
  zipDigits: 'Must be only digits',
  zipLength: 'Must be exactly 5 digits',
  // Checked by the server against its ZIP table (issue 42): the spec's organisation-search
  // message for a ZIP that does not exist, and ours for one in another state.
  zipUnknown: 'Enter valid zipcode',
  zipStateMismatch: 'This ZIP code is not in the state you chose',
  addressRequired: 'Please enter address',
  cityRequired: 'Please select city',
  countryUs: 'Country must be United States (233)',
  tooLong: 'Too long',
} as const;

const M = PROFILE_MESSAGES;

export const NAME_MAX_LENGTH = 50;
export const ADDRESS_MAX_LENGTH = 200;
/** The spec's only country: United States. */
export const US_COUNTRY_ID = 233;
const MAX_ID = 2_147_483_647;

/**
 * "Letters and spaces only": letters of any alphabet (so Spanish names such as "José Núñez"
 * or "María Peña" pass), combining accents typed decomposed, and plain spaces. Hyphens and
 * apostrophes are not letters, as the spec's rule says.
 */
export const NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;

function nameSchema(required: string) {
  return (
    z
      .string({ error: required })
      .trim()
      // Stored composed, so "José" typed either way is one spelling.
      .transform((value) => value.normalize('NFC'))
      .superRefine((value, ctx) => {
        const fail = (message: string) => ctx.addIssue({ code: 'custom', message, input: value });
        if (value.length === 0) return fail(required);
        if (value.length > NAME_MAX_LENGTH) return fail(M.tooLong);
        if (!NAME_PATTERN.test(value)) return fail(M.lettersOnly);
      })
  );
}

export const firstNameSchema = nameSchema(M.firstNameRequired).describe(
  'Letters (accented letters included) and spaces',
);
export const lastNameSchema = nameSchema(M.lastNameRequired).describe(
  'Letters (accented letters included) and spaces',
);

/** The mask the form applies: "(555) 123-4567", 14 characters. */
export const CONTACT_NUMBER_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

export const contactNumberSchema = z
  .string({ error: M.contactRequired })
  .trim()
  .superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message, input: value });
    if (value.length === 0) return fail(M.contactRequired);
    // Long input is refused before counting anything in it.
    if (value.length > 40) return fail(M.contactInvalid);
    const digits = value.replace(/\D/g, '').length;
    if (digits < 10) return fail(M.contactTooFew);
    if (digits > 10) return fail(M.contactTooMany);
    if (!CONTACT_NUMBER_PATTERN.test(value)) return fail(M.contactInvalid);
  })
  .describe('Masked as (###) ###-####, exactly 14 characters');

/** Dates before this are typing mistakes, not birth dates. */
export const EARLIEST_DOB = '1900-01-01';

/**
 * Today's date where the day starts first (UTC+14): a birth date after it is in the future
 * everywhere, while a person in a time zone ahead of the server is never refused today.
 */
export function latestBirthDate(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

export const dobSchema = z
  .string({ error: M.dobRequired })
  .trim()
  .superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message, input: value });
    if (value.length === 0) return fail(M.dobRequired);
    // ISO strings of one shape compare as dates.
    if (!isRealDate(value) || value < EARLIEST_DOB || value > latestBirthDate()) {
      return fail(M.dobInvalid);
    }
  })
  .describe('Date of birth, YYYY-MM-DD, not in the future (1900-01-01 at the earliest)');

function positiveIdSchema(message: string) {
  return z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(MAX_ID, { error: message });
}

export const stateIdSchema = positiveIdSchema(M.stateRequired).describe(
  'State id (Countries States Cities Database), e.g. 1456 Alabama',
);
export const cityIdSchema = positiveIdSchema(M.cityRequired).describe(
  'City id; the city must be in the chosen state',
);

export const zipcodeSchema = z
  .string({ error: M.zipRequired })
  .trim()
  .superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message, input: value });
    if (value.length === 0) return fail(M.zipRequired);
    if (!/^\d+$/.test(value)) return fail(M.zipDigits);
    if (value.length !== 5) return fail(M.zipLength);
  })
  .describe('US ZIP code, 5 digits');

export const address1Schema = z
  .string({ error: M.addressRequired })
  .trim()
  .superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message, input: value });
    if (value.length === 0) return fail(M.addressRequired);
    if (value.length > ADDRESS_MAX_LENGTH) return fail(M.tooLong);
  })
  .describe('Street address (my-profile form)');

export const address2Schema = z
  .string()
  .trim()
  .max(ADDRESS_MAX_LENGTH, { error: M.tooLong })
  .nullable()
  .describe('Apartment, suite... (optional)');

export const countryIdSchema = z
  .literal(US_COUNTRY_ID, { error: M.countryUs })
  .describe('Always 233 (United States)');

/** Step 2 ("Setup your account"): name, contact, date of birth, state and ZIP. */
export const basicProfileSchema = z.object({
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  contact_number: contactNumberSchema,
  dob: dobSchema,
  state_id: stateIdSchema,
  zipcode: zipcodeSchema,
});

/** The my-profile form: the basic fields plus address, city, country and veteran status. */
export const myProfileSchema = basicProfileSchema.extend({
  address1: address1Schema,
  address2: address2Schema.optional(),
  city_id: cityIdSchema,
  country_id: countryIdSchema.optional(),
  is_veteran: flagSchema.describe('1 veteran, 0 not'),
});

export type BasicProfile = z.infer<typeof basicProfileSchema>;
export type MyProfile = z.infer<typeof myProfileSchema>;

// ---------------------------------------------------------------------------------------
// Calls.

const ignoredText = (description: string) => z.string().max(254).optional().describe(description);
const idSchema = z.number().int().min(1).max(MAX_ID);

export const getUserInfoRequestSchema = z
  .object({
    email: ignoredText('Ignored: the e-mail comes from the verified token'),
    first_name: z
      .string()
      .max(254)
      .optional()
      .describe('Used on creation when it passes the name rule'),
    role_id: z.number().int().min(0).max(MAX_ID).optional().describe('Ignored: always 3'),
    provider_id: z.number().int().min(0).max(MAX_ID).optional().describe('Ignored: always 1'),
    is_trial_account: flagSchema.optional().describe('Free-trial sign-up; kept only on creation'),
    is_ausa_member: flagSchema
      .optional()
      .describe('Veterans-association sign-up; kept only on creation'),
  })
  .describe('The spec payload; identity comes from the bearer token only');

/** The fields a profile save may carry; the rules that apply are chosen by profileMode. */
const profileFields = {
  first_name: firstNameSchema.optional(),
  last_name: lastNameSchema.optional(),
  dob: dobSchema.optional(),
  zipcode: zipcodeSchema.optional(),
  contact_number: contactNumberSchema.optional(),
  state_id: stateIdSchema.optional(),
  address1: address1Schema.optional(),
  address2: address2Schema.optional(),
  city_id: cityIdSchema.optional(),
  country_id: countryIdSchema.optional(),
  is_veteran: flagSchema.optional().describe('1 veteran, 0 not (my-profile form)'),
};

const BASIC_FIELDS = [
  'first_name',
  'last_name',
  'contact_number',
  'dob',
  'state_id',
  'zipcode',
] as const;
/** Any of these in the body means the my-profile form, whose rules add address and city. */
export const MY_PROFILE_FIELDS = [
  'address1',
  'address2',
  'city_id',
  'country_id',
  'is_veteran',
] as const;

const REQUIRED_MESSAGES: Record<(typeof BASIC_FIELDS)[number] | 'address1' | 'city_id', string> = {
  first_name: M.firstNameRequired,
  last_name: M.lastNameRequired,
  contact_number: M.contactRequired,
  dob: M.dobRequired,
  state_id: M.stateRequired,
  zipcode: M.zipRequired,
  address1: M.addressRequired,
  city_id: M.cityRequired,
};

export type ProfileMode = 'basic' | 'my-profile' | 'flags';

/**
 * Which rules a save follows: a body with any my-profile field (address1, address2, city_id,
 * country_id, is_veteran) is the my-profile form; one with any basic field is step 2; one
 * with neither only sets flags (the edit-user "mark survey done / profile flag" call).
 */
export function profileMode(input: object): ProfileMode {
  const body = input as Record<string, unknown>;
  if (MY_PROFILE_FIELDS.some((field) => body[field] !== undefined)) return 'my-profile';
  if (BASIC_FIELDS.some((field) => body[field] !== undefined)) return 'basic';
  return 'flags';
}

function requireProfileFields(allowFlagsOnly: boolean) {
  return (body: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const mode = profileMode(body);
    if (mode === 'flags' && allowFlagsOnly) {
      if (body['blv_survey_completed'] === undefined && body['profile_incomplete'] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['blv_survey_completed'],
          message: 'Send the profile fields, blv_survey_completed or profile_incomplete',
        });
      }
      return;
    }
    const required: (keyof typeof REQUIRED_MESSAGES)[] = [...BASIC_FIELDS];
    if (mode === 'my-profile') required.push('address1', 'city_id');
    for (const field of required) {
      // A present but invalid field already has its own message.
      if (body[field] === undefined) {
        ctx.addIssue({ code: 'custom', path: [field], message: REQUIRED_MESSAGES[field] });
      }
    }
  };
}

/** Run the "required" check even after field problems, but only on an object body. */
function isObjectPayload(payload: { value: unknown }): boolean {
  return (
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value)
  );
}

const updateUserShape = {
  user_id: idSchema.describe("The caller's own user id (writes are own only)"),
  email: ignoredText('Ignored: the e-mail comes from the verified token'),
  state_code: z
    .string()
    .max(10)
    .optional()
    .describe('Ignored: derived from state_id on the server'),
  send_email: flagSchema.optional().describe('1 queues the welcome e-mail (sent once)'),
  profile_incomplete: flagSchema
    .optional()
    .describe('Saved as given; a full valid save without it sets 0'),
  language: languageSchema.optional().describe("The user's language (welcome e-mail); default en"),
  ...profileFields,
};

/**
 * POST /updateUser: the step-2 form or the my-profile form (see profileMode). Missing fields
 * get the form's "required" message; `when` runs the check even when other fields failed, so
 * every field reports its one problem at once.
 */
export const updateUserRequestSchema = z
  .object(updateUserShape)
  .superRefine(requireProfileFields(false), { when: isObjectPayload });

/** PUT /users/:user_id and /edit-user/:user_id: a profile save, or flags alone. */
export const editUserRequestSchema = z
  .object({
    ...updateUserShape,
    user_id: updateUserShape.user_id.optional().describe('Optional here: the path names the user'),
    blv_survey_completed: flagSchema
      .optional()
      .describe('1 once the Blind Low Vision survey is done'),
  })
  .superRefine(requireProfileFields(true), { when: isObjectPayload });

export const editUserParamsSchema = z.object({
  user_id: z.coerce.number().int().min(1).max(MAX_ID).describe("The caller's own user id"),
});

export type GetUserInfoRequest = z.input<typeof getUserInfoRequestSchema>;
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;
export type EditUserRequest = z.input<typeof editUserRequestSchema>;

/**
 * Whole years between a YYYY-MM-DD birth date and `today`; 0 when unknown or unreadable. The
 * organisation rules' age: the server works it out from the profile; the browser sends it
 * too, in the spec's payload.
 */
export function ageOn(dob: string | null, today: Date): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dob ?? '');
  if (!match) return 0;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = today.getFullYear() - year;
  const beforeBirthday =
    today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  if (beforeBirthday) age -= 1;
  return age > 0 ? age : 0;
}
