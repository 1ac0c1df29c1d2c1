import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trialWatches, trialWatchSent, users } from '../../db/schema.ts';
import { CtGovError, type CtGovClient } from '../clinical-trials/ctgov-client.ts';
import { keepOpenUsSites, toTrialStudies } from '../clinical-trials/map-study.ts';
import { findZip } from '../geography/geography.ts';
import { queueEmail } from '../mail/outbox.ts';
import { entitledSql } from '../users/entitlement.ts';
import { digestEmail, type DigestStudy } from './digest-email.ts';

// The watcher (issue 39, ADR 043). Each due watch is claimed with a lease (as the outbox's
// messages are, ADR 031), searched in the registry outside any transaction, and settled in
// one transaction that records the studies sent and queues the digest: a digest is queued
// with the record of what it holds, or not at all.
//
// Only a person whose subscription still entitles them is e-mailed, by the rule the
// `subscriber` routes use (services/users/entitlement.ts), read on the server at claim and
// again in the transaction that queues. A lapsed person's watch is skipped, not paused: it
// stays as they left it and due, records nothing as sent, and runs again at the first run
// after they renew (then with every study recruiting, since none was sent meanwhile).

/** The category and sub-category of the trials pane (seed: sub(48, 13, ...)). */
export const TRIALS_CATEGORY_ID = 13;
export const TRIALS_SUB_CATEGORY_ID = 48;

/**
 * How long a claimed watch is left to its scheduler: longer than the client's slowest search
 * (three tries of 15 s with back-off, for up to three pages), short enough that a watch whose
 * scheduler died is checked again within the hour.
 */
export const WATCH_LEASE_MS = 10 * 60_000;

const FREQUENCY_SECONDS: Record<string, number> = { daily: 86_400, weekly: 7 * 86_400 };
const LAST_ERROR_MAX_LENGTH = 500;

export interface WatchLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface TrialWatchRunResult {
  /** Watches whose registry search was tried. */
  checked: number;
  /** Digests put in the outbox. */
  queued: number;
  /** Searches that failed: the watch stays due and the next run tries again. */
  failed: number;
  /**
   * Watches whose owner's subscription lapsed while their search ran: nothing was sent.
   * (A watch whose owner had lapsed already is never claimed, so it is not counted.)
   */
  lapsed: number;
}

export interface TrialWatchRunOptions {
  client: CtGovClient;
  /** The site's origin, for the links in the digest. */
  siteUrl: string;
  log?: WatchLog;
  leaseMs?: number;
  /** Watches per run. */
  limit?: number;
  /** Once aborted, no further watch is claimed. */
  signal?: AbortSignal;
}

type WatchRow = typeof trialWatches.$inferSelect;

async function claimNext(db: Db, after: number, leaseMs: number): Promise<WatchRow | undefined> {
  const [row] = await db
    .update(trialWatches)
    .set({
      leaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      leaseToken: randomUUID(),
    })
    .where(
      eq(
        trialWatches.id,
        sql`(select ${trialWatches.id} from ${trialWatches}
              where not ${trialWatches.isPaused}
                and ${trialWatches.nextRunAt} <= now()
                and (${trialWatches.leaseUntil} is null or ${trialWatches.leaseUntil} < now())
                and ${trialWatches.id} > ${after}
                and exists (select 1 from users u
                            where u.id = ${trialWatches.userId}
                              and ${entitledSql(sql.raw('u.id'), sql.raw('u.is_admin'))})
              order by ${trialWatches.id} limit 1
              for update skip locked)`,
      ),
    )
    .returning();
  return row;
}

function describeError(error: unknown): string {
  const text =
    error instanceof CtGovError
      ? `${error.kind}: ${error.message}`
      : error instanceof Error
        ? error.message
        : String(error);
  return text.slice(0, LAST_ERROR_MAX_LENGTH);
}

/** Ends a failed try: the watch stays due, so the next run tries again. */
async function settleFailure(db: Db, row: WatchRow, error: string) {
  await db
    .update(trialWatches)
    .set({ lastError: error, leaseUntil: null, leaseToken: null })
    .where(and(eq(trialWatches.id, row.id), eq(trialWatches.leaseToken, row.leaseToken!)));
}

export function watchLinks(siteUrl: string, row: Pick<WatchRow, 'id' | 'unsubscribeToken'>) {
  const query = `watch=${row.id}&token=${encodeURIComponent(row.unsubscribeToken)}`;
  return {
    manage: new URL('/my-alerts', siteUrl).href,
    /** The page the e-mail's link opens: it asks before it stops anything. */
    unsubscribePage: new URL(`/alerts/unsubscribe?${query}`, siteUrl).href,
    /** RFC 8058's one-click address, which a mail program POSTs to. */
    oneClick: new URL(`/api/v1/trial-watches/unsubscribe?${query}`, siteUrl).href,
  };
}

function eligibilityUrl(siteUrl: string, row: WatchRow, nctId: string): string {
  const url = new URL(`/client/organization/${TRIALS_CATEGORY_ID}`, siteUrl);
  url.searchParams.set('subCateId', String(TRIALS_SUB_CATEGORY_ID));
  url.searchParams.set('zipcode', row.zipcode);
  url.searchParams.set('condition', row.conditions[0] ?? '');
  url.searchParams.set('study', nctId);
  return url.href;
}

/** The registry's current studies for a watch, as the digest lists them, nearest first. */
async function searchWatch(
  db: Db,
  client: CtGovClient,
  siteUrl: string,
  row: WatchRow,
  signal?: AbortSignal,
): Promise<DigestStudy[]> {
  const centroid = await findZip(db, row.zipcode);
  if (!centroid) throw new Error(`ZIP ${row.zipcode} is not known`);
  const origin = { lat: centroid.latitude, lon: centroid.longitude };
  const response = await client.searchStudies({
    lat: origin.lat,
    lon: origin.lon,
    miles: row.miles,
    terms: row.conditions,
    pageSize: 100,
    maxPages: 3,
    ...(signal ? { signal } : {}),
  });
  const statuses = new Map(
    response.studies.map((study) => [
      study.protocolSection.identificationModule.nctId.trim(),
      study.protocolSection.statusModule?.overallStatus ?? '',
    ]),
  );
  return toTrialStudies(response.studies.map(keepOpenUsSites), origin, { miles: row.miles }).map(
    (study) => ({
      nctId: study.NCT_number,
      title: study.title,
      status: statuses.get(study.NCT_number) ?? '',
      site: study.nearest_site
        ? {
            facility: study.nearest_site.facility,
            city: study.nearest_site.city,
            state: study.nearest_site.state,
            distanceMiles: study.nearest_site.distance_miles,
          }
        : null,
      studyUrl: study.URL,
      eligibilityUrl: eligibilityUrl(siteUrl, row, study.NCT_number),
    }),
  );
}

/**
 * Records the studies found, queues a digest of those never sent before, and sets the next
 * run, in one transaction. Returns whether a digest was queued; null when the lease was lost
 * (another scheduler took the watch over, or it was deleted meanwhile) and nothing was done;
 * 'lapsed' when the owner is no longer entitled: the lease is let go, nothing else changes.
 */
async function settleSuccess(
  db: Db,
  siteUrl: string,
  row: WatchRow,
  studies: DigestStudy[],
): Promise<boolean | 'lapsed' | null> {
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ id: trialWatches.id })
      .from(trialWatches)
      .where(and(eq(trialWatches.id, row.id), eq(trialWatches.leaseToken, row.leaseToken!)))
      .for('update');
    if (!held) return null;
    const [owner] = await tx
      .select({ entitled: entitledSql(sql.raw('users.id'), sql.raw('users.is_admin')) })
      .from(users)
      .where(eq(users.id, row.userId));
    if (owner?.entitled !== true) {
      await tx
        .update(trialWatches)
        .set({ leaseUntil: null, leaseToken: null })
        .where(eq(trialWatches.id, row.id));
      return 'lapsed';
    }
    // The primary key (watch, study) keeps only what was never sent: this is the comparison
    // with the ids already sent, and it holds even if two runs ever overlapped.
    const fresh =
      studies.length === 0
        ? []
        : await tx
            .insert(trialWatchSent)
            .values(studies.map((study) => ({ watchId: row.id, nctId: study.nctId })))
            .onConflictDoNothing()
            .returning({ nctId: trialWatchSent.nctId });
    const freshIds = new Set(fresh.map((entry) => entry.nctId));
    const news = studies.filter((study) => freshIds.has(study.nctId));
    let queued = false;
    if (news.length > 0) {
      const [user] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, row.userId));
      if (user) {
        const language = row.language === 'sp' ? 'sp' : 'en';
        const links = watchLinks(siteUrl, row);
        const rendered = digestEmail({
          language,
          conditions: row.conditions,
          zipcode: row.zipcode,
          miles: row.miles,
          studies: news,
          manageUrl: links.manage,
          unsubscribeUrl: links.unsubscribePage,
        });
        queued = await queueEmail(tx, {
          to: user.email,
          template: 'trial-digest',
          language,
          ...rendered,
          headers: {
            'List-Unsubscribe': `<${links.oneClick}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
          dedupeKey: `trial-digest:${row.id}:${row.leaseToken}`,
        });
      }
    }
    const seconds = FREQUENCY_SECONDS[row.frequency] ?? FREQUENCY_SECONDS.weekly!;
    await tx
      .update(trialWatches)
      .set({
        lastRunAt: sql`now()`,
        nextRunAt: sql`now() + make_interval(secs => ${seconds})`,
        lastError: null,
        leaseUntil: null,
        leaseToken: null,
      })
      .where(eq(trialWatches.id, row.id));
    return queued;
  });
}

/**
 * One run of the watcher: every due, unpaused watch once, oldest first. Nothing new, nothing
 * sent; a registry that fails leaves the watch due for the next run and sends nothing.
 */
export async function runTrialWatches(
  db: Db,
  options: TrialWatchRunOptions,
): Promise<TrialWatchRunResult> {
  const { client, siteUrl, log, leaseMs = WATCH_LEASE_MS, limit = 200, signal } = options;
  const result: TrialWatchRunResult = { checked: 0, queued: 0, failed: 0, lapsed: 0 };
  let after = 0;
  for (let round = 0; round < limit && !signal?.aborted; round++) {
    const row = await claimNext(db, after, leaseMs);
    if (!row) break;
    after = row.id;
    result.checked += 1;
    let studies: DigestStudy[];
    try {
      studies = await searchWatch(db, client, siteUrl, row, signal);
    } catch (error) {
      const lastError = describeError(error);
      await settleFailure(db, row, lastError);
      log?.warn(
        { watchId: row.id, error: lastError },
        'trial watch search failed; next run retries',
      );
      result.failed += 1;
      continue;
    }
    const settled = await settleSuccess(db, siteUrl, row, studies);
    if (settled === 'lapsed') result.lapsed += 1;
    else if (settled) result.queued += 1;
  }
  log?.info({ ...result }, 'trial watch run');
  return result;
}

export interface TrialWatcherOptions extends Omit<TrialWatchRunOptions, 'signal'> {
  db: Db;
  log: WatchLog;
  /** Pause between runs; default 15 minutes. */
  intervalMs?: number;
}

/**
 * The one scheduler (issue 39): a run now, then one every `intervalMs` after the previous
 * ends (runs never overlap within a process; across processes the leases keep them apart).
 * The timer does not keep the process alive; stop() waits for the watch in hand only.
 */
export function startTrialWatcher(options: TrialWatcherOptions): () => Promise<void> {
  const { db, log, intervalMs = 15 * 60_000, ...run } = options;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const schedule = (delay: number) => {
    if (stopping.signal.aborted) return;
    timer = setTimeout(() => {
      running = runTrialWatches(db, { ...run, log, signal: stopping.signal })
        .then(() => undefined)
        .catch((error: unknown) => {
          log.error({ error: describeError(error) }, 'trial watch run failed');
        })
        .finally(() => {
          running = undefined;
          schedule(intervalMs);
        });
    }, delay);
    timer.unref();
  };

  schedule(0);
  return async () => {
    stopping.abort();
    if (timer) clearTimeout(timer);
    await running;
  };
}
