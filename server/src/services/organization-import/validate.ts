import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { states, subCategories, zipCentroids, type organizations } from '../../db/schema.ts';
import { UNITED_STATES_ID } from '../geography/constants.ts';
import { normalizeSearchText } from '../../../../src/contracts/search-text.ts';
import type { CandidateValues, ImportCandidate } from './candidate.ts';

// Every value from a file passes this schema before anything touches the database; then
// resolveCandidate applies the rules that need the database (known state, ZIP centroid,
// sub-category titles). Either step's failure rejects the row with a reason.

/** pandas wrote empty cells as these words; any case, surrounding spaces ignored. */
const EMPTY_WORDS = new Set(['', 'nan', 'none', 'null']);

/** null for "nothing"; a one-line text trimmed with inner runs of spaces collapsed. */
function blankLine(value: unknown): unknown {
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

const line = (max: number) => z.preprocess(blankLine, z.string().max(max).nullable());

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
    .string()
    .max(40)
    .regex(PHONE_PATTERN, 'is not a US phone number (10 digits, optional +1 and extension)')
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
    .url({
      protocol: /^https?$/,
      hostname: z.regexes.domain,
      error: 'is not a website address (http:// or https://)',
    })
    .max(500)
    .nullable(),
);

function toNumber(value: unknown): unknown {
  const text = blankLine(value);
  if (typeof text !== 'string') return text;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : text;
}

/** A message for a wrong type only; range checks keep their own. */
const typeError = (message: string) => (issue: { code?: string }) =>
  issue.code === 'invalid_type' ? message : undefined;

const coordinate = (limit: number) => {
  const range = `must be between -${limit} and ${limit}`;
  return z.preprocess(
    toNumber,
    z
      .number({ error: typeError('is not a number') })
      .min(-limit, range)
      .max(limit, range)
      .nullable(),
  );
};

function toBoolean(value: unknown): unknown {
  const text = blankLine(value);
  if (typeof text !== 'string') return text;
  if (/^(true|1|yes)$/i.test(text)) return true;
  if (/^(false|0|no)$/i.test(text)) return false;
  return text;
}

const age = z.preprocess(toNumber, z.number().int().min(0).max(130).nullable());

const valuesSchema = z
  .object({
    organization: z.preprocess(
      blankLine,
      z
        .string({ error: typeError('is required') })
        .min(2, 'is too short')
        .max(200, 'is longer than 200 characters'),
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
        .string()
        .regex(/^[A-Z]{2}$/, 'must be a two-letter state code')
        .nullable(),
    ),
    zip_code: z.preprocess(
      normalizeZip,
      z
        .string()
        .regex(/^\d{5}$/, 'must be a 5-digit ZIP (or 4 digits that lost their leading zero)')
        .nullable(),
    ),
    phone,
    tollfree: phone,
    // 711 reaches the Telecommunications Relay Service from any US phone.
    tty: z.preprocess(
      blankLine,
      z
        .string()
        .max(40)
        .regex(new RegExp(`^711$|${PHONE_PATTERN.source}`, 'i'), 'is not a US phone number or 711')
        .nullable(),
    ),
    website,
    latitude: coordinate(90),
    longitude: coordinate(180),
    profit_organization_type: line(50),
    description: z.preprocess(blankText, z.string().max(4000).nullable()),
    description_sp: z.preprocess(blankText, z.string().max(4000).nullable()),
    location_approximate: z.preprocess(toBoolean, z.boolean().nullable()),
    service_area: z.preprocess(blankLine, z.enum(['national', 'state', 'local']).nullable()),
    min_age: age,
    max_age: age,
    veterans_only: z.preprocess(toBoolean, z.boolean().nullable()),
    languages: z
      .array(z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'is not a language code'))
      .max(20)
      .nullable()
      .default(null),
    source: line(200),
    source_url: z.preprocess(
      normalizeWebsite,
      z
        .url({ protocol: /^https?$/ })
        .max(500)
        .nullable(),
    ),
    verified_at: z.preprocess(blankLine, z.iso.date().nullable()),
  })
  .superRefine((values, ctx) => {
    if ((values.latitude === null) !== (values.longitude === null)) {
      ctx.addIssue({
        code: 'custom',
        path: [values.latitude === null ? 'latitude' : 'longitude'],
        message: 'is missing while the other coordinate is given',
      });
    }
    if (values.min_age !== null && values.max_age !== null && values.min_age > values.max_age) {
      ctx.addIssue({ code: 'custom', path: ['min_age'], message: 'is above max_age' });
    }
  });

export type ValidValues = z.infer<typeof valuesSchema>;

/** What an import writes: not the id, the key, or api_json (the database derives it). */
export type OrganizationValues = Omit<
  typeof organizations.$inferInsert,
  'id' | 'importKey' | 'apiJson'
>;

/** A row ready to write. */
export interface ImportRecord {
  where: string;
  position: number;
  importKey: string;
  values: Required<OrganizationValues>;
  subCategoryIds: number[];
}

export interface Rejection {
  where: string;
  position: number;
  reason: string;
}

export type Checked = { ok: true; record: ImportRecord } | { ok: false; rejection: Rejection };

/** The facts the rules need from the database, read once per import. */
export interface ImportContext {
  stateCodes: Set<string>;
  zips: Map<string, { latitude: number; longitude: number }>;
  subCategoryIds: Set<number>;
  /** Normalised English and Spanish titles of organisation sub-categories. */
  subCategoryByTitle: Map<string, number>;
}

const LEGACY_SOURCE = 'Legacy spreadsheet import';
const HSDS_SOURCE = 'Open Referral HSDS import';

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.join('.');
      return field ? `${field} ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** Step one, no database: shapes and ranges. */
export function parseValues(
  values: CandidateValues,
): { ok: true; values: ValidValues } | { ok: false; reason: string } {
  const result = valuesSchema.safeParse(values);
  return result.success
    ? { ok: true, values: result.data }
    : { ok: false, reason: describeIssues(result.error) };
}

export async function loadImportContext(db: Db, zips: Iterable<string>): Promise<ImportContext> {
  const stateRows = await db
    .select({ code: states.stateCode })
    .from(states)
    .where(eq(states.countryId, UNITED_STATES_ID));
  const subCategoryRows = await db
    .select({ id: subCategories.id, title: subCategories.title, titleSp: subCategories.titleSp })
    .from(subCategories)
    .where(eq(subCategories.kind, 'organization'));
  const zipMap = new Map<string, { latitude: number; longitude: number }>();
  const wanted = [...new Set(zips)];
  // Chunks keep each statement's parameters far below PostgreSQL's 65,535.
  for (let start = 0; start < wanted.length; start += 1000) {
    const rows = await db
      .select({
        zip: zipCentroids.zip,
        latitude: zipCentroids.latitude,
        longitude: zipCentroids.longitude,
      })
      .from(zipCentroids)
      .where(inArray(zipCentroids.zip, wanted.slice(start, start + 1000)));
    for (const row of rows)
      zipMap.set(row.zip, { latitude: row.latitude, longitude: row.longitude });
  }
  const subCategoryByTitle = new Map<string, number>();
  for (const row of subCategoryRows) {
    subCategoryByTitle.set(normalizeSearchText(row.title), row.id);
    subCategoryByTitle.set(normalizeSearchText(row.titleSp), row.id);
  }
  return {
    stateCodes: new Set(stateRows.map((row) => row.code.toUpperCase())),
    zips: zipMap,
    subCategoryIds: new Set(subCategoryRows.map((row) => row.id)),
    subCategoryByTitle,
  };
}

/** Step two: the rules that need the database, then the row as it will be stored. */
export function resolveCandidate(
  candidate: ImportCandidate,
  values: ValidValues,
  context: ImportContext,
): Checked {
  const reject = (reason: string): Checked => ({
    ok: false,
    rejection: { where: candidate.where, position: candidate.position, reason },
  });

  if (values.state !== null && !context.stateCodes.has(values.state)) {
    return reject(`state '${values.state}' is not a US state code`);
  }

  const subCategoryIds: number[] = [];
  for (const listing of candidate.listings) {
    if (listing.code !== null) {
      const id = /^\d{1,9}$/.test(listing.code) ? Number(listing.code) : NaN;
      if (!context.subCategoryIds.has(id)) {
        return reject(
          `sub-category '${listing.code}' is not one of our organisation sub-categories`,
        );
      }
      subCategoryIds.push(id);
      continue;
    }
    const name = blankLine(listing.name);
    const id =
      typeof name === 'string'
        ? context.subCategoryByTitle.get(normalizeSearchText(name))
        : undefined;
    if (id !== undefined) subCategoryIds.push(id);
    else if (listing.required) {
      return reject(
        typeof name === 'string'
          ? `sub_category_name '${name.slice(0, 80)}' matches none of our organisation sub-categories`
          : 'sub_category_name is empty',
      );
    }
  }
  if (subCategoryIds.length === 0) {
    return reject('no service matches one of our organisation sub-categories');
  }

  // Where it is: its own coordinates, else its ZIP's centre (approximate), else its state.
  let latitude = values.latitude;
  let longitude = values.longitude;
  let approximate = values.location_approximate ?? false;
  const centroid = values.zip_code === null ? undefined : context.zips.get(values.zip_code);
  if (latitude === null && centroid) {
    latitude = centroid.latitude;
    longitude = centroid.longitude;
    approximate = true;
  }
  if (latitude === null) approximate = false;
  let serviceArea = values.service_area;
  if (serviceArea === null) {
    if (latitude !== null) serviceArea = 'local';
    else if (values.state !== null) serviceArea = 'state';
    else {
      return reject(
        values.zip_code === null
          ? 'no coordinates, no ZIP and no state: it could never be found'
          : `no coordinates, ZIP ${values.zip_code} is unknown and no state is given`,
      );
    }
  }
  if (serviceArea === 'local' && latitude === null) {
    return reject('a local organisation needs coordinates or a known ZIP');
  }
  if (serviceArea === 'state' && values.state === null) {
    return reject('a state-wide organisation needs a state');
  }

  let importKey: string;
  if (candidate.origin === 'legacy') {
    const place = values.zip_code ?? values.state;
    if (place === null) return reject('needs a zip_code or a state to identify it on re-import');
    importKey = `legacy:${normalizeSearchText(values.organization)}|${place}`;
  } else {
    const id = blankLine(candidate.hsdsId);
    if (typeof id !== 'string' || id.length > 200) return reject('organization id is missing');
    importKey = `hsds:${id}`;
  }

  const hsds = candidate.origin === 'hsds';
  return {
    ok: true,
    record: {
      where: candidate.where,
      position: candidate.position,
      importKey,
      subCategoryIds: [...new Set(subCategoryIds)].sort((a, b) => a - b),
      values: {
        organization: values.organization,
        address1: values.address_1,
        address2: values.address_2,
        city: values.city,
        state: values.state,
        zipCode: values.zip_code,
        phone: values.phone,
        tollfree: values.tollfree,
        tty: values.tty,
        website: values.website,
        latitude,
        longitude,
        locationApproximate: approximate,
        profitOrganizationType: values.profit_organization_type,
        serviceArea,
        minAge: values.min_age,
        maxAge: values.max_age,
        veteransOnly: values.veterans_only ?? false,
        languages: values.languages ?? [],
        description: values.description,
        descriptionSp: values.description_sp,
        // A legacy row was never checked by anyone; an HSDS feed may say who checked it when.
        source: hsds ? (values.source ?? HSDS_SOURCE) : LEGACY_SOURCE,
        sourceUrl: hsds ? values.source_url : null,
        verifiedAt: hsds ? values.verified_at : null,
        nameSearch: normalizeSearchText(`${values.organization} ${values.city ?? ''}`),
      },
    },
  };
}
