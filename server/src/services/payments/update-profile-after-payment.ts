import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Marks the profile complete (profile_incomplete = 0) once a payment is verified: by the
 * return's update-payment-status or by a signed webhook making the subscription usable. Call
 * it inside the transaction that records the payment, so the two are written together or not
 * at all (issue 42): the page no longer sets the flag before the card is confirmed.
 */
export async function updateProfileAfterPayment(
  executor: Executor,
  userId: number,
  now: Date | SQL,
): Promise<void> {
  await executor
    .update(users)
    .set({ profileIncomplete: false, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.profileIncomplete, true)));
}
