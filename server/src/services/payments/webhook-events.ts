import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { SubscriptionStatus } from '../../../../src/contracts/payments.ts';
import type { Db } from '../../db/client.ts';
import {
  processedWebhookEvents,
  subscriptionStatusHistory,
  subscriptions,
} from '../../db/schema.ts';
import { mapStripeStatus } from './stripe-gateway.ts';
import { updateProfileAfterPayment } from './update-profile-after-payment.ts';

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

interface Change {
  subscriptionId: string;
  /** Stripe says the customer has a card on file (a trial counts only with one). */
  hasPaymentMethod?: boolean;
  status: SubscriptionStatus | null;
  trialEnd?: Date | null;
  currentPeriodEnd?: Date | null;
}

const toDate = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/** What a verified event asks of our records, or null when it is not one we follow. */
function changeOf(event: Stripe.Event): Change | null {
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const subscription = event.data.object as Stripe.Subscription;
    return {
      subscriptionId: subscription.id,
      status:
        event.type === 'customer.subscription.deleted'
          ? 'canceled'
          : mapStripeStatus(subscription.status),
      hasPaymentMethod: Boolean(subscription.default_payment_method),
      trialEnd: toDate(subscription.trial_end),
      currentPeriodEnd: toDate(subscription.items?.data?.[0]?.current_period_end),
    };
  }
  if (event.type === 'invoice.payment_failed') {
    const invoice = event.data.object as Stripe.Invoice;
    const parent = invoice.parent?.subscription_details?.subscription;
    const subscriptionId = typeof parent === 'string' ? parent : parent?.id;
    // The first invoice failing leaves an incomplete subscription incomplete (see below).
    return subscriptionId ? { subscriptionId, status: 'past_due' } : null;
  }
  return null;
}

/**
 * Applies one verified Stripe event. The event id is recorded in the same transaction as
 * its effect, so a replayed event changes nothing. Stripe does not deliver events in order:
 * an event created before the last one applied to the subscription is recorded and ignored,
 * so a late "updated: past_due" cannot undo a newer "active". Events of the same second
 * cannot be told apart by `created` and are applied as they come.
 */
export async function applyStripeEvent(
  db: Db,
  event: Stripe.Event,
): Promise<{ outcome: WebhookOutcome; reason?: string }> {
  const change = changeOf(event);
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(processedWebhookEvents)
      .values({ gateway: 'stripe', eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return { outcome: 'duplicate' as const };
    if (!change) return { outcome: 'ignored' as const, reason: 'event type not followed' };
    const [subscription] = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.gateway, 'stripe'),
          eq(subscriptions.gatewaySubscriptionId, change.subscriptionId),
        ),
      )
      .for('update');
    if (!subscription) return { outcome: 'ignored' as const, reason: 'unknown subscription' };
    const createdAt = new Date(event.created * 1000);
    if (subscription.lastEventAt && createdAt < subscription.lastEventAt) {
      return { outcome: 'ignored' as const, reason: 'older than the last event applied' };
    }
    let status = change.status ?? subscription.status;
    // A failed first payment is not a lapsed subscription: it was never usable.
    if (event.type === 'invoice.payment_failed' && subscription.status.startsWith('incomplete')) {
      status = subscription.status;
    }
    // Stripe starts trials as 'trialing' before any card is saved; ours begin with the card.
    if (
      status === 'trial_active' &&
      subscription.status.startsWith('incomplete') &&
      !change.hasPaymentMethod
    ) {
      status = subscription.status;
    }
    await tx
      .update(subscriptions)
      .set({
        status,
        ...(change.trialEnd !== undefined ? { trialEnd: change.trialEnd } : {}),
        ...(change.currentPeriodEnd ? { currentPeriodEnd: change.currentPeriodEnd } : {}),
        lastEventAt: createdAt,
        updatedAt: sql`now()`,
      })
      .where(eq(subscriptions.id, subscription.id));
    if (status !== subscription.status) {
      // Stripe verified a payment (or a card for a trial): the profile is complete, as when
      // the return confirms it. A webhook for a failed payment never lands here with a
      // usable status, so it leaves the profile as it was.
      if (status === 'active' || status === 'trial_active') {
        await updateProfileAfterPayment(tx, subscription.userId, sql`now()`);
      }
      await tx.insert(subscriptionStatusHistory).values({
        subscriptionId: subscription.id,
        fromStatus: subscription.status,
        toStatus: status,
        source: 'webhook',
        eventId: event.id,
      });
    }
    return { outcome: 'applied' as const };
  });
}
