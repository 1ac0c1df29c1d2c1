import { and, asc, eq, gt, sql } from 'drizzle-orm';
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
 * Sends up to `limit` pending messages, oldest first. Each is claimed in its own transaction
 * with FOR UPDATE SKIP LOCKED and stays locked until it is marked, so several instances (or
 * two rounds at once) never send one row twice: the other skips it and takes the next. A
 * message is sent at least once: if the process dies between the hand-over and the commit,
 * the row is still pending and goes again. Within one round a message is tried once.
 */
export async function deliverPendingEmails(
  db: Db,
  transport: MailTransport,
  options: { limit?: number; log?: SenderLog } = {},
): Promise<DeliveryResult> {
  const { limit = 20, log } = options;
  const result: DeliveryResult = { sent: 0, retrying: 0, failed: 0 };
  let after = 0;
  for (let round = 0; round < limit; round++) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'pending'), gt(emailOutbox.id, after)))
        .orderBy(asc(emailOutbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      const attempts = row.attempts + 1;
      const who = maskEmail(row.toAddress);
      if (!isEmailAddress(row.toAddress)) {
        // A row stored before the address rule (or by hand): never sent, never retried. Given
        // to the mailer, "<script>…</script>@x.com" would go to "script", and a line break
        // could add a Bcc header.
        await tx
          .update(emailOutbox)
          .set({ status: 'failed', attempts, lastError: UNDELIVERABLE })
          .where(eq(emailOutbox.id, row.id));
        log?.error({ outboxId: row.id, template: row.template }, UNDELIVERABLE);
        return { id: row.id, outcome: 'failed' as const };
      }
      try {
        const sent = await transport.send({
          to: row.toAddress,
          subject: row.subject,
          text: row.bodyText,
          language: row.language === 'sp' ? 'sp' : 'en',
          reference: `${row.template}-${row.id}`,
        });
        await tx
          .update(emailOutbox)
          .set({ status: 'sent', attempts, lastError: null, sentAt: sql`now()` })
          .where(eq(emailOutbox.id, row.id));
        log?.info(
          { outboxId: row.id, to: who, template: row.template, messageId: sent.messageId },
          'e-mail sent',
        );
        return { id: row.id, outcome: 'sent' as const };
      } catch (error) {
        const lastError = describeError(error);
        const status = attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
        await tx
          .update(emailOutbox)
          .set({ status, attempts, lastError })
          .where(eq(emailOutbox.id, row.id));
        (status === 'failed' ? log?.error : log?.warn)?.call(
          log,
          { outboxId: row.id, to: who, template: row.template, attempts, error: lastError },
          status === 'failed' ? 'e-mail failed for the last time' : 'e-mail failed; will retry',
        );
        return {
          id: row.id,
          outcome: status === 'failed' ? ('failed' as const) : ('retrying' as const),
        };
      }
    });
    if (!done) break;
    after = done.id;
    result[done.outcome] += 1;
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
 * The returned stop() cancels the next round and waits for a running one to finish.
 */
export function startOutboxSender(options: OutboxSenderOptions): () => Promise<void> {
  const { db, transport, log, intervalMs = 30_000, limit = 20 } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const schedule = (delay: number) => {
    if (stopped) return;
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
      const result = await deliverPendingEmails(db, transport, { limit, log });
      // A round that sent its full share means more may be waiting: carry on without the
      // pause. Failures wait for the next interval, so retries are spaced out.
      if (!stopped && result.sent >= limit) {
        await round();
      }
    } catch (error) {
      log.error({ error: describeError(error) }, 'e-mail outbox round failed');
    }
  };

  schedule(0);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
