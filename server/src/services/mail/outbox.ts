import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema.ts';

type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface OutgoingEmail {
  to: string;
  template: 'welcome' | 'receipt' | 'trial-digest' | 'my-list';
  language: 'en' | 'sp';
  subject: string;
  bodyText: string;
  /** An HTML alternative of the same words (the trial digest, the list); the text is always sent. */
  bodyHtml?: string;
  /** Extra headers, e.g. RFC 8058's List-Unsubscribe pair. */
  headers?: Record<string, string>;
  /** Queuing twice with one key queues once (e.g. `receipt:${orderId}`). */
  dedupeKey?: string;
}

/**
 * Queues a message in the outbox. Call it with the transaction that makes the change the
 * message reports, so a rolled-back change sends nothing; a sender delivers it later.
 */
export async function queueEmail(executor: Executor, email: OutgoingEmail): Promise<boolean> {
  const inserted = await executor
    .insert(emailOutbox)
    .values({
      toAddress: email.to,
      template: email.template,
      language: email.language,
      subject: email.subject,
      bodyText: email.bodyText,
      bodyHtml: email.bodyHtml ?? null,
      headers: email.headers ?? null,
      dedupeKey: email.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  return inserted.length > 0;
}

/** Pending messages, oldest first (the sender's work list). */
export function pendingEmails(executor: Executor, limit = 20) {
  return executor
    .select()
    .from(emailOutbox)
    .where(sql`${emailOutbox.status} = 'pending'`)
    .orderBy(emailOutbox.id)
    .limit(limit);
}
