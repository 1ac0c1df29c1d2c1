import { randomBytes, timingSafeEqual } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import {
  MAX_TRIAL_WATCHES,
  type TrialWatch,
  type UnsubscribeResponse,
} from '../../../../src/contracts/trial-watches.ts';
import type { Db } from '../../db/client.ts';
import { trialWatches, users } from '../../db/schema.ts';

type WatchRow = typeof trialWatches.$inferSelect;

export interface NewTrialWatch {
  conditions: string[];
  zipcode: string;
  miles: 50 | 100 | 200;
  frequency: 'daily' | 'weekly';
  language: 'en' | 'sp';
}

export function toTrialWatchResponse(row: WatchRow): TrialWatch {
  return {
    id: row.id,
    conditions: row.conditions,
    zipcode: row.zipcode,
    miles: row.miles as NewTrialWatch['miles'],
    frequency: row.frequency as NewTrialWatch['frequency'],
    language: row.language as NewTrialWatch['language'],
    is_paused: row.isPaused,
    created_at: row.createdAt.toISOString(),
    last_run_at: row.lastRunAt?.toISOString() ?? null,
  };
}

/** 32 random bytes: the unsubscribe link's secret (ADR 043). */
export function newUnsubscribeToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Adds a watch unless the user already has the most allowed; null then. The user's row is
 * locked first, so two requests at once cannot both pass the count.
 */
export async function createTrialWatch(
  db: Db,
  userId: number,
  watch: NewTrialWatch,
): Promise<WatchRow | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(trialWatches)
      .where(eq(trialWatches.userId, userId));
    if ((held?.n ?? 0) >= MAX_TRIAL_WATCHES) return null;
    const [row] = await tx
      .insert(trialWatches)
      .values({
        userId,
        conditions: [...new Set(watch.conditions)],
        zipcode: watch.zipcode,
        miles: watch.miles,
        frequency: watch.frequency,
        language: watch.language,
        unsubscribeToken: newUnsubscribeToken(),
        // Due at once: the first run sends what is recruiting now.
        nextRunAt: sql`now()`,
      })
      .returning();
    return row ?? null;
  });
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Deletes the watch the link names when its secret matches. A wrong secret and a watch
 * already gone answer alike, so the link tells a guesser nothing; pressing it twice is fine.
 */
export async function unsubscribeTrialWatch(
  db: Db,
  watchId: number,
  token: string,
): Promise<UnsubscribeResponse> {
  const [row] = await db
    .select({ token: trialWatches.unsubscribeToken, language: trialWatches.language })
    .from(trialWatches)
    .where(eq(trialWatches.id, watchId));
  if (!row || !sameSecret(row.token, token)) return { code: 'already_gone', language: null };
  await db.delete(trialWatches).where(eq(trialWatches.id, watchId));
  return { code: 'unsubscribed', language: row.language === 'sp' ? 'sp' : 'en' };
}
