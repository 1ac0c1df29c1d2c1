import { z } from 'zod';

import { EMAIL_MAX_LENGTH, isEmailAddress } from './email.ts';

// "My list" (issue 38): organisations, guides and clinical trials a person saved, their notes,
// and the read-only links and e-mails that share the list. Field names in snake_case, as the
// rest of the API writes them.

export const SAVED_ITEM_KINDS = ['organization', 'guide', 'trial'] as const;
export type SavedItemKind = (typeof SAVED_ITEM_KINDS)[number];

export const NOTE_MAX_LENGTH = 500;
/** How many addresses one "E-mail my list" may name. */
export const LIST_EMAIL_MAX_ADDRESSES = 3;
/** How long a shared link works. */
export const SHARE_LINK_DAYS = 30;
/**
 * A share token: 32 random bytes in base64url (256 bits), 43 characters. Anything else in a
 * link is not a token we made, and is answered as unknown without a database look-up.
 */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const MAX_ID = 2_147_483_647;
const idSchema = z.coerce.number().int().min(1).max(MAX_ID);
const INVALID_EMAIL = 'Please enter valid email';

/** What the Save toggle sends: which item, never its text (the server looks it up). */
export const saveItemRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('organization'),
    organization_id: idSchema.describe("The organisation's id"),
  }),
  z.object({
    kind: z.literal('guide'),
    category_id: idSchema,
    sub_category_id: idSchema.describe("The guide's sub-category"),
  }),
  z.object({
    kind: z.literal('trial'),
    nct_number: z
      .string()
      .regex(/^NCT[0-9]{8}$/)
      .describe('The registry id, e.g. NCT01234567'),
    // Trials come from ClinicalTrials.gov, not our database: the card's title is kept as the
    // person saw it. Bounded, and shown only as text.
    title: z.string().trim().min(1).max(500),
  }),
]);

export const savedItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SAVED_ITEM_KINDS),
  /** The organisation's id, the guide's sub-category id or the trial's NCT number, as text. */
  key: z.string(),
  category_id: z.number().int().nullable().describe("A guide's category (for its link)"),
  title: z.string().describe('The name as saved (English for guides)'),
  title_sp: z.string().nullable().describe("A guide's Spanish title"),
  url: z.string().nullable().describe("An organisation's website, a trial's registry page"),
  phone: z.string().nullable().describe("An organisation's number to call"),
  note: z.string(),
  saved_at: z.iso.datetime(),
  available: z
    .boolean()
    .describe('False when the organisation or guide has been removed since it was saved'),
});

export const shareSchema = z.object({
  id: z.number().int(),
  include_notes: z.boolean(),
  created_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
  is_revoked: z.boolean(),
  is_expired: z.boolean(),
});

export const myListResponseSchema = z.object({
  items: z.array(savedItemSchema).describe('In the order saved'),
  shares: z.array(shareSchema).describe('Links made in the last 30 days, newest first'),
});

export const saveItemResponseSchema = z.object({ item: savedItemSchema });

export const noteRequestSchema = z.object({
  note: z.string().max(NOTE_MAX_LENGTH, { error: 'Too long' }),
});

// Said every time, never defaulted: a link is made only when asked for in full.
export const createShareRequestSchema = z.object({
  include_notes: z.boolean().describe("True to show the owner's notes through the link"),
});

export const createShareResponseSchema = z.object({
  share: shareSchema,
  token: z
    .string()
    .describe('Shown once: only a hash is kept. The link is /shared/{token} on this site'),
});

export const emailListRequestSchema = z.object({
  addresses: z
    .array(
      z
        .string({ error: INVALID_EMAIL })
        .trim()
        .max(EMAIL_MAX_LENGTH, { error: INVALID_EMAIL, abort: true })
        .refine(isEmailAddress, INVALID_EMAIL),
    )
    .min(1)
    .max(LIST_EMAIL_MAX_ADDRESSES),
  language: z.enum(['en', 'sp']),
  include_notes: z.boolean().default(false),
});

export const emailListResponseSchema = z.object({
  queued: z.number().int().describe('Messages queued, one per address'),
});

/** A shared item: what it is and how to reach it, never who saved it (nor the note, unless asked). */
export const sharedItemSchema = savedItemSchema
  .omit({ id: true, note: true, saved_at: true })
  .extend({ note: z.string().nullable() });

export const sharedListResponseSchema = z.object({
  items: z.array(sharedItemSchema),
  expires_at: z.iso.datetime(),
});

/** A 204's empty body, as the browser's client reads it. */
export const noContentSchema = z.null();

export const itemIdParamsSchema = z.object({ id: idSchema });
export const shareTokenParamsSchema = z.object({ token: z.string().max(200) });

export type SaveItemRequest = z.input<typeof saveItemRequestSchema>;
export type SavedItem = z.infer<typeof savedItemSchema>;
export type Share = z.infer<typeof shareSchema>;
export type MyListResponse = z.infer<typeof myListResponseSchema>;
export type SharedItem = z.infer<typeof sharedItemSchema>;
export type SharedListResponse = z.infer<typeof sharedListResponseSchema>;
export type EmailListRequest = z.input<typeof emailListRequestSchema>;

/** The key an item is stored under, so a card can find whether it is saved. */
export function savedItemKey(request: SaveItemRequest): string {
  switch (request.kind) {
    case 'organization':
      return `organization:${String(request.organization_id)}`;
    case 'guide':
      return `guide:${String(request.sub_category_id)}`;
    case 'trial':
      return `trial:${request.nct_number}`;
  }
}

/** The formats the list downloads in: plain text, and large print at 18 or 24 points. */
export const LIST_FILE_FORMATS = ['text', 'large-18', 'large-24'] as const;
export type ListFileFormat = (typeof LIST_FILE_FORMATS)[number];

const LIST_FILE_SUFFIX: Record<ListFileFormat, string> = {
  text: '.txt',
  'large-18': '-large-18.pdf',
  'large-24': '-large-24.pdf',
};
const LIST_FILE_NAME = /^my-list-(en|sp)(\.txt|-large-18\.pdf|-large-24\.pdf)$/;

/** GET /api/v1/my-list/files/{name}: "my-list-sp.txt", "my-list-en-large-24.pdf". */
export function listFileName(language: 'en' | 'sp', format: ListFileFormat): string {
  return `my-list-${language}${LIST_FILE_SUFFIX[format]}`;
}

/** Reads a list file's name; null for anything `listFileName` would not write. */
export function parseListFileName(
  name: unknown,
): { language: 'en' | 'sp'; format: ListFileFormat } | null {
  if (typeof name !== 'string' || name.length > 40) return null;
  const match = LIST_FILE_NAME.exec(name);
  if (!match) return null;
  const language = match[1] === 'sp' ? 'sp' : 'en';
  const format = LIST_FILE_FORMATS.find((entry) => LIST_FILE_SUFFIX[entry] === match[2]);
  return format ? { language, format } : null;
}
