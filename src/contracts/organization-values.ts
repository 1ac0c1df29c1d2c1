import { z } from 'zod';

// An organisation's values as a person or a file gives them: the one set of rules that the
// importer (server/src/services/organization-import/validate.ts) and the operator console's
// edit form and route (issue 37) both apply. The rules that need the database (a known state,
// a ZIP's centre, sub-categories) stay with their callers.
//
// Each message is a key: the console translates it (`admin.errors.*`), and the importer turns it
// into its report's English with ORGANIZATION_VALUE_MESSAGES, so a rejected row still reads
// "phone is not a US phone number (...)".

export const ORGANIZATION_VALUE_MESSAGES = {
  required: 'is required',
  tooShort: 'is too short',
  tooLong: 'is too long',
  nameTooLong: 'is longer than 200 characters',
  stateCode: 'must be a two-letter state code',
  zip: 'must be a 5-digit ZIP (or 4 digits that lost their leading zero)',
  phone: 'is not a US phone number (10 digits, optional +1 and extension)',
  tty: 'is not a US phone number or 711',
  website: 'is not a website address (http:// or https://)',
  notANumber: 'is not a number',
  latitudeRange: 'must be between -90 and 90',
  longitudeRange: 'must be between -180 and 180',
  coordinatePair: 'is missing while the other coordinate is given',
  age: 'must be a whole number from 0 to 130',
  ageOrder: 'is above max_age',
  serviceArea: 'must be national, state or local',
  language: 'is not a language code',
  invalid: 'is not valid',
  // The rules an operator's edit meets in the database (the importer words its own).
  stateUnknown: 'is not a US state code',
  stateRequired: 'is needed for a state-wide organisation',
} as const;
export type OrganizationValueMessage = keyof typeof ORGANIZATION_VALUE_MESSAGES;

/** pandas wrote empty cells as these words; any case, surrounding spaces ignored. */
const EMPTY_WORDS = new Set(['', 'nan', 'none', 'null']);

/** null for "nothing"; a one-line text trimmed with inner runs of spaces collapsed. */
export function blankLine(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' && Number.isNaN(value)) return null;
  if (typeof value !== 'string') return value;
  const text = value.trim().replace(/\s+/g, ' ');
  return EMPTY_WORDS.has(text.toLowerCase()) ? null : text;
}

/** Like blankLine, but keeps line breaks (descriptions have paragraphs). */
function blankText(value: unknown): unknown {
  if (typeof value !== 'string') return blankLine(value);
  const text = value.replace(/\r\n?/g, '\n').trim();
  return EMPTY_WORDS.has(text.toLowerCase()) ? null : text;
}

/** A message for a wrong type only; range checks keep their own. */
const typeError = (message: OrganizationValueMessage) => (issue: { code?: string }) =>
  issue.code === 'invalid_type' ? message : undefined;

const line = (max: number) =>
  z.preprocess(
    blankLine,
    z
      .string({ error: typeError('invalid') })
      .max(max, 'tooLong')
      .nullable(),
  );

/**
 * Spreadsheets store ZIPs as numbers, so New England's "02108" arrives as "2108": exactly
 * four digits get their zero back. ZIP+4 keeps its first five digits. Nothing else is
 * guessed.
 */
export function normalizeZip(value: unknown): unknown {
  const text = blankLine(typeof value === 'number' ? String(value) : value);
  if (typeof text !== 'string') return text;
  if (/^\d{4}$/.test(text)) return `0${text}`;
  const zipPlusFour = /^(\d{5})-?\d{4}$/.exec(text);
  return zipPlusFour ? zipPlusFour[1] : text;
}

/** US numbers: 10 digits, optionally +1 / 1, any usual punctuation, an extension. */
const PHONE_PATTERN =
  /^(\+?1[\s.-]?)?(\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}(\s*(x|ext\.?|extension)\s*\d{1,6})?$/i;
const phone = z.preprocess(
  blankLine,
  z
    .string({ error: typeError('phone') })
    .max(40, 'phone')
    .regex(PHONE_PATTERN, 'phone')
    .nullable(),
);

/** "www.example.org" and "example.org/path" get https://; http:// is kept as written. */
export function normalizeWebsite(value: unknown): unknown {
  const text = blankLine(value);
  if (typeof text !== 'string') return text;
  if (/^https?:\/\//i.test(text)) return text;
  if (/^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)+([/?#]|$)/i.test(text)) return `https://${text}`;
  return text;
}

const website = z.preprocess(
  normalizeWebsite,
  z
    .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'website' })
    .max(500, 'tooLong')
    .nullable(),
);

function toNumber(value: unknown): unknown {
  const text = blankLine(value);
  if (typeof text !== 'string') return text;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : text;
}

const coordinate = (limit: number, range: OrganizationValueMessage) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: typeError('notANumber') })
      .min(-limit, range)
      .max(limit, range)
      .nullable(),
  );

function toBoolean(value: unknown): unknown {
  const text = blankLine(value);
  if (typeof text !== 'string') return text;
  if (/^(true|1|yes)$/i.test(text)) return true;
  if (/^(false|0|no)$/i.test(text)) return false;
  return text;
}

const age = z.preprocess(
  toNumber,
  z.number({ error: 'age' }).int('age').min(0, 'age').max(130, 'age').nullable(),
);

const valueFields = {
  organization: z.preprocess(
    blankLine,
    z
      .string({ error: typeError('required') })
      .min(2, 'tooShort')
      .max(200, 'nameTooLong'),
  ),
  address_1: line(200),
  address_2: line(200),
  city: line(100),
  state: z.preprocess(
    (value) => {
      const text = blankLine(value);
      return typeof text === 'string' ? text.toUpperCase() : text;
    },
    z
      .string({ error: typeError('stateCode') })
      .regex(/^[A-Z]{2}$/, 'stateCode')
      .nullable(),
  ),
  zip_code: z.preprocess(
    normalizeZip,
    z
      .string({ error: typeError('zip') })
      .regex(/^\d{5}$/, 'zip')
      .nullable(),
  ),
  phone,
  tollfree: phone,
  // 711 reaches the Telecommunications Relay Service from any US phone.
  tty: z.preprocess(
    blankLine,
    z
      .string({ error: typeError('tty') })
      .max(40, 'tty')
      .regex(new RegExp(`^711$|${PHONE_PATTERN.source}`, 'i'), 'tty')
      .nullable(),
  ),
  website,
  latitude: coordinate(90, 'latitudeRange'),
  longitude: coordinate(180, 'longitudeRange'),
  profit_organization_type: line(50),
  description: z.preprocess(blankText, z.string().max(4000, 'tooLong').nullable()),
  description_sp: z.preprocess(blankText, z.string().max(4000, 'tooLong').nullable()),
  location_approximate: z.preprocess(toBoolean, z.boolean({ error: 'invalid' }).nullable()),
  service_area: z.preprocess(
    blankLine,
    z.enum(['national', 'state', 'local'], { error: 'serviceArea' }).nullable(),
  ),
  min_age: age,
  max_age: age,
  veterans_only: z.preprocess(toBoolean, z.boolean({ error: 'invalid' }).nullable()),
  languages: z
    .array(z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'language'))
    .max(20, 'tooLong')
    .nullable()
    .default(null),
  source: line(200),
  source_url: z.preprocess(
    normalizeWebsite,
    z
      .url({ protocol: /^https?$/, error: 'website' })
      .max(500, 'tooLong')
      .nullable(),
  ),
  verified_at: z.preprocess(blankLine, z.iso.date({ error: 'invalid' }).nullable()),
};

type CrossChecked = {
  latitude?: number | null;
  longitude?: number | null;
  min_age?: number | null;
  max_age?: number | null;
};

/** The rules between fields, for whichever of them a schema has. */
function checkAcrossFields(values: CrossChecked, ctx: z.RefinementCtx) {
  if (
    values.latitude !== undefined &&
    values.longitude !== undefined &&
    (values.latitude === null) !== (values.longitude === null)
  ) {
    ctx.addIssue({
      code: 'custom',
      path: [values.latitude === null ? 'latitude' : 'longitude'],
      message: 'coordinatePair',
    });
  }
  if (
    values.min_age !== undefined &&
    values.max_age !== undefined &&
    values.min_age !== null &&
    values.max_age !== null &&
    values.min_age > values.max_age
  ) {
    ctx.addIssue({ code: 'custom', path: ['min_age'], message: 'ageOrder' });
  }
}

/** Every value a file may give (the importer's row). */
export const organizationValuesSchema = z.object(valueFields).superRefine(checkAcrossFields);
export type OrganizationValues = z.infer<typeof organizationValuesSchema>;

/**
 * What an operator edits in the console: who and where the organisation is, how to reach it,
 * and what it does. Where it sits on the map, whom it serves and where the record came from
 * stay with the importer (an edited address keeps its coordinates; the ADR says why).
 */
export const EDITABLE_ORGANIZATION_FIELDS = [
  'organization',
  'address_1',
  'address_2',
  'city',
  'state',
  'zip_code',
  'phone',
  'tollfree',
  'tty',
  'website',
  'description',
  'description_sp',
] as const satisfies readonly (keyof typeof valueFields)[];
export type EditableOrganizationField = (typeof EDITABLE_ORGANIZATION_FIELDS)[number];

export const organizationEditValuesSchema = z.object(valueFields).pick(
  Object.fromEntries(EDITABLE_ORGANIZATION_FIELDS.map((field) => [field, true])) as {
    [K in EditableOrganizationField]: true;
  },
);
export type OrganizationEditValues = z.infer<typeof organizationEditValuesSchema>;

/** One issue's message key; anything zod wrote itself (it should not) reads as "not valid". */
export function organizationValueMessage(message: string): OrganizationValueMessage {
  return message in ORGANIZATION_VALUE_MESSAGES ? (message as OrganizationValueMessage) : 'invalid';
}
