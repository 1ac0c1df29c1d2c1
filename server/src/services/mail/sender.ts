import { randomUUID } from 'node:crypto';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema.ts';
import { isEmailAddress } from '../../../../src/contracts/email.ts';
import { maskEmail } from './mask-email.ts';
import type { MailTransport } from './transport.ts';

/** Stored as the last error of a message whose address fails the e-mail rule. */
export const UNDELIVERABLE = 'Not sent: the address is not a deliverable e-mail address';

/** After this many failed tries a message is marked failed and left alone. */
export const MAX_ATTEMPTS = 5;
const LAST_ERROR_MAX_LENGTH = 500;

/** The logger methods the sender uses (the app's pino logger fits). */
export interface SenderLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface DeliveryResult {
  sent: number;
  /** Failed this time; still pending for a later round. */
  retrying: number;
  /** Failed for the last time. */
  failed: number;
}

const ADDRESS_IN_TEXT = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g;

/** A transport error as stored and logged: addresses masked, bounded, no stack. */
function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(ADDRESS_IN_TEXT, maskEmail).slice(0, LAST_ERROR_MAX_LENGTH);
}

/**
 * How long a claimed message is left to its sender. Longer than the slowest hand-over the SMTP
 * transport allows (10 s to connect, 10 s for the greeting, 20 s of silence per step), so a
 * live sender never loses its claim; short enough that a message whose sender died goes again
 * within minutes.
 */
export const LEASE_MS = 2 * 60_000;

/** Stored on a message whose last try ended with its sender gone (crash, kill, power cut). */
export const ABANDONED = 'Not sent: the sender stopped during the last try';

type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * Claims the oldest pending message after `after` that no live lease holds: one statement, so
 * no transaction stays open while the message travels. SKIP LOCKED lets two senders claiming at
 * the same instant take different rows. The try is counted here, so a message that crashes its
 * sender every time still reaches MAX_ATTEMPTS.
 */
async function claimNext(db: Db, after: number, leaseMs: number): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(emailOutbox)
    .set({
      leaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      leaseToken: randomUUID(),
      attempts: sql`${emailOutbox.attempts} + 1`,
    })
    .where(
      eq(
        emailOutbox.id,
        sql`(select ${emailOutbox.id} from ${emailOutbox}
              where ${emailOutbox.status} = 'pending'
                and ${emailOutbox.attempts} < ${MAX_ATTEMPTS}
                and (${emailOutbox.leaseUntil} is null or ${emailOutbox.leaseUntil} < now())
                and ${emailOutbox.id} > ${after}
              order by ${emailOutbox.id} limit 1
              for update skip locked)`,
      ),
    )
    .returning();
  return row;
}

/** Ends the claim `row` holds; a sender whose lease was taken over changes nothing. */
function settle(db: Db, row: OutboxRow, values: Partial<OutboxRow>) {
  return db
    .update(emailOutbox)
    .set({ ...values, leaseUntil: null, leaseToken: null })
    .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.leaseToken, row.leaseToken!)));
}

/**
 * Sends up to `limit` pending messages, oldest first. Each is claimed with a lease, handed to
 * the transport outside any transaction, and marked afterwards. Two senders never take one
 * message at once; a message is sent at least once: if its sender dies between the hand-over
 * and the mark, the lease runs out and it goes again. Within one round a message is tried once.
 */
export async function deliverPendingEmails(
  db: Db,
  transport: MailTransport,
  options: {
    limit?: number;
    log?: SenderLog;
    leaseMs?: number;
    /** Once aborted, no further message is claimed (the one in hand is finished). */
    signal?: AbortSignal;
  } = {},
): Promise<DeliveryResult> {
  const { limit = 20, log, leaseMs = LEASE_MS, signal } = options;
  const result: DeliveryResult = { sent: 0, retrying: 0, failed: 0 };
  // A message whose last allowed try died with its sender is never claimed again: say so.
  await db
    .update(emailOutbox)
    .set({ status: 'failed', lastError: ABANDONED, leaseUntil: null, leaseToken: null })
    .where(
      and(
        eq(emailOutbox.status, 'pending'),
        gte(emailOutbox.attempts, MAX_ATTEMPTS),
        lt(emailOutbox.leaseUntil, sql`now()`),
      ),
    );
  let after = 0;
  for (let round = 0; round < limit && !signal?.aborted; round++) {
    const row = await claimNext(db, after, leaseMs);
    if (!row) break;
    after = row.id;
    const who = maskEmail(row.toAddress);
    if (!isEmailAddress(row.toAddress)) {
      // A row stored before the address rule (or by hand): never sent, never retried. Given to
      // the mailer, "<script>…</script>@x.com" would go to "script", and a line break could
      // add a Bcc header.
      await settle(db, row, { status: 'failed', lastError: UNDELIVERABLE });
      log?.error({ outboxId: row.id, template: row.template }, UNDELIVERABLE);
      result.failed += 1;
      continue;
    }
    let messageId: string;
    try {
      ({ messageId } = await transport.send({
        to: row.toAddress,
        subject: row.subject,
        text: row.bodyText,
        html: row.bodyHtml ?? undefined,
        headers: row.headers ?? undefined,
        language: row.language === 'sp' ? 'sp' : 'en',
        reference: `${row.template}-${row.id}`,
      }));
    } catch (error) {
      const lastError = describeError(error);
      const status = row.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
      await settle(db, row, { status, lastError });
      (status === 'failed' ? log?.error : log?.warn)?.call(
        log,
        {
          outboxId: row.id,
          to: who,
          template: row.template,
          attempts: row.attempts,
          error: lastError,
        },
        status === 'failed' ? 'e-mail failed for the last time' : 'e-mail failed; will retry',
      );
      result[status === 'failed' ? 'failed' : 'retrying'] += 1;
      continue;
    }
    // Delivered, so it is sent whoever holds the lease now (no token check): a sender that
    // took over an expired claim may send it again, which at-least-once allows.
    await db
      .update(emailOutbox)
      .set({
        status: 'sent',
        lastError: null,
        sentAt: sql`now()`,
        leaseUntil: null,
        leaseToken: null,
      })
      .where(eq(emailOutbox.id, row.id));
    log?.info({ outboxId: row.id, to: who, template: row.template, messageId }, 'e-mail sent');
    result.sent += 1;
  }
  return result;
}

export interface OutboxSenderOptions {
  db: Db;
  transport: MailTransport;
  log: SenderLog;
  /** Pause between rounds; default 30 s. */
  intervalMs?: number;
  /** Messages per round; default 20. */
  limit?: number;
}

/**
 * Delivers the outbox in the background: a round now, then one every `intervalMs` after the
 * previous round ends (rounds never overlap). The timer does not keep the process alive.
 * The returned stop() cancels the next round and waits only for the message in hand: the rest
 * of a round stays pending for the next start.
 */
export function startOutboxSender(options: OutboxSenderOptions): () => Promise<void> {
  const { db, transport, log, intervalMs = 30_000, limit = 20 } = options;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const schedule = (delay: number) => {
    if (stopping.signal.aborted) return;
    timer = setTimeout(() => {
      running = round().finally(() => {
        running = undefined;
        schedule(intervalMs);
      });
    }, delay);
    timer.unref();
  };

  const round = async () => {
    try {
      const result = await deliverPendingEmails(db, transport, {
        limit,
        log,
        signal: stopping.signal,
      });
      // A round that sent its full share means more may be waiting: carry on without the
      // pause. Failures wait for the next interval, so retries are spaced out.
      if (!stopping.signal.aborted && result.sent >= limit) {
        await round();
      }
    } catch (error) {
      log.error({ error: describeError(error) }, 'e-mail outbox round failed');
    }
  };

  schedule(0);
  return async () => {
    stopping.abort();
    if (timer) clearTimeout(timer);
    await running;
  };
}
