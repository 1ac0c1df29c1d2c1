import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, like, sql } from 'drizzle-orm';
import type {
  SaveItemRequest,
  SavedItem,
  Share,
  SharedItem,
} from '../../../../src/contracts/my-list.ts';
import { SHARE_LINK_DAYS, SHARE_TOKEN_PATTERN } from '../../../../src/contracts/my-list.ts';
import type { Db } from '../../db/client.ts';
import type { TrialAvailability } from '../clinical-trials/trial-availability.ts';
import {
  emailOutbox,
  guideContents,
  organizations,
  savedItems,
  sharedLists,
  subCategories,
  users,
} from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { queueEmail } from '../mail/outbox.ts';
import { myListEmail } from './my-list-email.ts';

type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
type ShareRow = typeof sharedLists.$inferSelect;

/** Recipients one person may e-mail their list to in a rolling day, whatever the rate limits. */
export const LIST_EMAILS_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Reads a person's items with what is true of them now: an organisation or guide removed since
 * it was saved reads as unavailable (its saved title stays), an organisation's number to call
 * and website come from its current record. Trials live in the registry, not our database:
 * `trialsOpen` (from TrialAvailability) says which have closed since.
 */
async function readItems(db: Executor, userId: number) {
  return db
    .select({
      item: savedItems,
      organizationName: organizations.organization,
      phone: sql<string | null>`coalesce(${organizations.phone}, ${organizations.tollfree})`,
      website: organizations.website,
      guideId: guideContents.id,
    })
    .from(savedItems)
    .leftJoin(
      organizations,
      and(
        eq(savedItems.kind, 'organization'),
        // item_key holds digits only for organisations (saveItem writes it from an integer).
        eq(sql`${organizations.id}::text`, savedItems.itemKey),
      ),
    )
    .leftJoin(
      guideContents,
      and(
        eq(savedItems.kind, 'guide'),
        eq(sql`${guideContents.subCategoryId}::text`, savedItems.itemKey),
      ),
    )
    .where(eq(savedItems.userId, userId))
    .orderBy(asc(savedItems.createdAt), asc(savedItems.id));
}

type ReadRow = Awaited<ReturnType<typeof readItems>>[number];

/** The registry's word on each saved trial, asked once per read of a list. */
async function trialStatuses(rows: readonly ReadRow[], availability: TrialAvailability) {
  const ids = rows.filter(({ item }) => item.kind === 'trial').map(({ item }) => item.itemKey);
  return ids.length === 0 ? new Map<string, boolean>() : availability.check(ids);
}

function toSavedItem(
  { item, organizationName, phone, website, guideId }: ReadRow,
  trialsOpen: ReadonlyMap<string, boolean>,
): SavedItem {
  const available =
    item.kind === 'organization'
      ? organizationName !== null
      : item.kind === 'guide'
        ? guideId !== null
        : // A study the registry could not be asked about is not called closed.
          (trialsOpen.get(item.itemKey) ?? true);
  return {
    id: item.id,
    kind: item.kind as SavedItem['kind'],
    key: item.itemKey,
    category_id: item.categoryId,
    title: organizationName ?? item.title,
    title_sp: item.titleSp,
    url: item.kind === 'organization' ? (website ?? null) : item.url,
    phone: item.kind === 'organization' ? (phone ?? null) : null,
    note: item.note,
    saved_at: item.createdAt.toISOString(),
    available,
  };
}

function toShare(row: ShareRow, now = Date.now()): Share {
  return {
    id: row.id,
    include_notes: row.includeNotes,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    is_revoked: row.revokedAt !== null,
    is_expired: row.expiresAt.getTime() <= now,
  };
}

export async function getMyList(db: Db, userId: number, availability: TrialAvailability) {
  const [rows, shares] = await Promise.all([
    readItems(db, userId),
    db
      .select()
      .from(sharedLists)
      // Links that ran out more than a link's life ago are history nobody needs listed.
      .where(
        and(
          eq(sharedLists.userId, userId),
          gt(sharedLists.expiresAt, sql`now() - make_interval(days => ${SHARE_LINK_DAYS})`),
        ),
      )
      .orderBy(desc(sharedLists.createdAt), desc(sharedLists.id)),
  ]);
  const trialsOpen = await trialStatuses(rows, availability);
  return {
    items: rows.map((row) => toSavedItem(row, trialsOpen)),
    shares: shares.map((row) => toShare(row)),
  };
}

/**
 * Saves an item, or finds it when it is already saved (one statement: two presses at once
 * still leave one row). Organisation and guide titles come from our own records, never from
 * the request, so a shared list shows what we publish.
 */
export async function saveItem(db: Db, userId: number, request: SaveItemRequest) {
  let values: Omit<typeof savedItems.$inferInsert, 'userId'>;
  if (request.kind === 'organization') {
    const id = Number(request.organization_id);
    const [row] = await db
      .select({ name: organizations.organization })
      .from(organizations)
      .where(eq(organizations.id, id));
    if (!row) throw new AppError('not_found', 'No such organisation.');
    values = { kind: 'organization', itemKey: String(id), title: row.name };
  } else if (request.kind === 'guide') {
    const subCategoryId = Number(request.sub_category_id);
    const categoryId = Number(request.category_id);
    const [row] = await db
      .select({ title: subCategories.title, titleSp: subCategories.titleSp })
      .from(guideContents)
      .innerJoin(subCategories, eq(subCategories.id, guideContents.subCategoryId))
      .where(
        and(
          eq(guideContents.subCategoryId, subCategoryId),
          eq(subCategories.categoryId, categoryId),
        ),
      );
    if (!row) throw new AppError('not_found', 'No such guide.');
    values = {
      kind: 'guide',
      itemKey: String(subCategoryId),
      categoryId,
      title: row.title,
      titleSp: row.titleSp,
    };
  } else {
    values = {
      kind: 'trial',
      itemKey: request.nct_number,
      title: request.title,
      url: `https://clinicaltrials.gov/study/${request.nct_number}`,
    };
  }
  await db
    .insert(savedItems)
    .values({ ...values, userId })
    .onConflictDoNothing({
      target: [savedItems.userId, savedItems.kind, savedItems.itemKey],
    });
  const rows = await readItems(db, userId);
  const found = rows.find(
    ({ item }) => item.kind === values.kind && item.itemKey === values.itemKey,
  );
  if (!found) throw new AppError('internal', 'The saved item was not found again.');
  // Saved from a search that listed it just now: open, as far as anyone here knows.
  return toSavedItem(found, new Map());
}

/** Another person's item answers as missing, exactly like an item that never existed. */
export async function updateNote(
  db: Db,
  userId: number,
  itemId: number,
  note: string,
  availability: TrialAvailability,
) {
  const updated = await db
    .update(savedItems)
    .set({ note: note.normalize('NFC') })
    .where(and(eq(savedItems.id, itemId), eq(savedItems.userId, userId)))
    .returning({ id: savedItems.id });
  if (updated.length === 0) throw new AppError('not_found');
  const rows = await readItems(db, userId);
  const found = rows.find(({ item }) => item.id === itemId);
  if (!found) throw new AppError('not_found');
  return toSavedItem(found, await trialStatuses([found], availability));
}

export async function removeItem(db: Db, userId: number, itemId: number) {
  const removed = await db
    .delete(savedItems)
    .where(and(eq(savedItems.id, itemId), eq(savedItems.userId, userId)))
    .returning({ id: savedItems.id });
  if (removed.length === 0) throw new AppError('not_found');
}

/**
 * Deletes the whole list: every item and every link made to it (those then answer 404, as a
 * link never made: nothing is kept to say it once existed). One transaction, so a list is
 * never left half deleted.
 */
export async function deleteMyList(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    await tx.delete(sharedLists).where(eq(sharedLists.userId, userId));
    await tx.delete(savedItems).where(eq(savedItems.userId, userId));
  });
}

export const hashShareToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** A new link: 256 random bits, of which only the hash is stored. */
export async function createShare(db: Db, userId: number, includeNotes: boolean) {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(sharedLists)
    .values({
      userId,
      tokenHash: hashShareToken(token),
      includeNotes,
      expiresAt: sql`now() + make_interval(days => ${SHARE_LINK_DAYS})`,
    })
    .returning();
  if (!row) throw new AppError('internal');
  return { token, share: toShare(row) };
}

export async function revokeShare(db: Db, userId: number, shareId: number) {
  const [row] = await db
    .update(sharedLists)
    // Revoking twice keeps the first time.
    .set({ revokedAt: sql`coalesce(${sharedLists.revokedAt}, now())` })
    .where(and(eq(sharedLists.id, shareId), eq(sharedLists.userId, userId)))
    .returning();
  if (!row) throw new AppError('not_found');
  return toShare(row);
}

export type SharedLookup =
  | { status: 'ok'; items: SharedItem[]; expiresAt: string }
  | { status: 'gone' }
  | { status: 'unknown' };

/**
 * What a shared link shows: the items, and nothing of the person who shared them (no name,
 * no e-mail, no ids; notes only when they chose to include them). A token we could not have
 * made, or one we do not know, is unknown; a revoked or expired one is gone.
 */
/** Whether a token opens a list, without reading the list (the page's status needs no more). */
export async function sharedListStatus(db: Db, token: string): Promise<SharedLookup['status']> {
  const share = await findShare(db, token);
  return share === null ? 'unknown' : share.isGone ? 'gone' : 'ok';
}

async function findShare(db: Db, token: string) {
  if (!SHARE_TOKEN_PATTERN.test(token)) return null;
  const [share] = await db
    .select({
      userId: sharedLists.userId,
      includeNotes: sharedLists.includeNotes,
      expiresAt: sharedLists.expiresAt,
      // The database's clock decides, as it wrote expires_at.
      isGone: sql<boolean>`(${sharedLists.revokedAt} is not null or ${sharedLists.expiresAt} <= now())`,
    })
    .from(sharedLists)
    .where(eq(sharedLists.tokenHash, hashShareToken(token)));
  return share ?? null;
}

export async function readSharedList(
  db: Db,
  token: string,
  availability: TrialAvailability,
): Promise<SharedLookup> {
  const share = await findShare(db, token);
  if (!share) return { status: 'unknown' };
  if (share.isGone) return { status: 'gone' };
  const rows = await readItems(db, share.userId);
  const trialsOpen = await trialStatuses(rows, availability);
  return {
    status: 'ok',
    expiresAt: share.expiresAt.toISOString(),
    // Field by field, so nothing added to a saved item later reaches a stranger by default.
    items: rows.map((row) => {
      const item = toSavedItem(row, trialsOpen);
      return {
        kind: item.kind,
        key: item.key,
        category_id: item.category_id,
        title: item.title,
        title_sp: item.title_sp,
        url: item.url,
        phone: item.phone,
        available: item.available,
        note: share.includeNotes && item.note !== '' ? item.note : null,
      };
    }),
  };
}

/**
 * Queues the list to each address, in one transaction with the count it is held to: the
 * person's row is locked first, so two sends at once cannot both pass the daily limit.
 * Each message is tagged `my-list:<user id>:` in its dedupe key, which is what the limit
 * counts (the outbox has no user column, and the tag keeps it that way).
 */
export async function emailMyList(
  db: Db,
  userId: number,
  {
    addresses,
    language,
    includeNotes,
    siteUrl,
  }: { addresses: string[]; language: 'en' | 'sp'; includeNotes: boolean; siteUrl: string },
  availability: TrialAvailability,
) {
  const unique = [...new Set(addresses.map((address) => address.trim().toLowerCase()))];
  // The registry is asked before the transaction, which holds a row lock and waits for nobody.
  const trialsOpen = await trialStatuses(await readItems(db, userId), availability);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [sent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(
        and(
          like(emailOutbox.dedupeKey, `my-list:${String(userId)}:%`),
          gt(emailOutbox.createdAt, new Date(Date.now() - DAY_MS)),
        ),
      );
    if ((sent?.n ?? 0) + unique.length > LIST_EMAILS_PER_DAY) {
      throw new AppError(
        'rate_limited',
        `A list can be e-mailed to at most ${String(LIST_EMAILS_PER_DAY)} addresses a day.`,
      );
    }
    const rows = await readItems(tx, userId);
    const items = rows.map((row) => toSavedItem(row, trialsOpen));
    if (items.length === 0) throw new AppError('conflict', 'The list is empty.');
    const message = myListEmail({ items, language, includeNotes, siteUrl });
    for (const to of unique) {
      await queueEmail(tx, {
        to,
        template: 'my-list',
        language,
        subject: message.subject,
        bodyText: message.bodyText,
        bodyHtml: message.bodyHtml,
        dedupeKey: `my-list:${String(userId)}:${randomUUID()}`,
      });
    }
    return unique.length;
  });
}
