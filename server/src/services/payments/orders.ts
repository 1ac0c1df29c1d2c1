import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import {
  MEMBER_DISCOUNT_PERCENT,
  TRIAL_MONTHS,
  type SubscriptionStatus,
} from '../../../../src/contracts/payments.ts';
import type { Db } from '../../db/client.ts';
import {
  paymentPlans,
  subscriptionStatusHistory,
  subscriptions,
  userPayments,
  users,
  type UserRow,
} from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { queueEmail } from '../mail/outbox.ts';
import { addMonths, discountedCents, type PaymentGateway } from './gateway.ts';
import { receiptEmail } from './receipt-email.ts';
import { updateProfileAfterPayment } from './update-profile-after-payment.ts';

type OrderRow = typeof userPayments.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;
type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export const ORDER_NOT_FOUND = 'Order details are not found.';
export const PAYMENT_FAILED = 'Payment failed!';
const DAY_MS = 86_400_000;

/** 'VH-' and 20 hex digits (80 random bits): unguessable, and safe in URLs and logs. */
export function newOrderId(): string {
  return `VH-${randomBytes(10).toString('hex').toUpperCase()}`;
}

export async function createOrder(
  db: Db,
  user: UserRow,
  input: { planId: number; providerId: number },
) {
  const [plan] = await db
    .select()
    .from(paymentPlans)
    .where(and(eq(paymentPlans.id, input.planId), eq(paymentPlans.active, true)));
  if (!plan) {
    throw new AppError('validation_failed', 'This payment plan is not available.', [
      { path: 'body.payment_plan_id', message: 'This payment plan is not available.' },
    ]);
  }
  const [order] = await db
    .insert(userPayments)
    .values({
      orderId: newOrderId(),
      userId: user.id,
      paymentPlanId: plan.id,
      providerId: input.providerId,
      planAmountCents: plan.amountCents,
      planStatus: 'pending',
    })
    .returning();
  if (!order) throw new Error('order not inserted');
  return order;
}

export interface SubscriptionRequest {
  userPaymentId: number;
  orderId: string;
  userId: number;
  paymentPlanId: number;
  coupon?: string | null | undefined;
}

/** The member discount the user may have: checked against the flag set at sign-up. */
export function memberDiscount(user: UserRow, coupon: string | null | undefined, code: string) {
  if (!coupon) return { coupon: null, discountPercent: 0 };
  if (!user.isAusaMember) {
    throw new AppError(
      'validation_failed',
      'The member coupon is for veterans-association members only.',
      [
        {
          path: 'body.coupon',
          message: 'The member coupon is for veterans-association members only.',
        },
      ],
    );
  }
  if (coupon !== code) {
    throw new AppError('validation_failed', 'This coupon code is not valid.', [
      { path: 'body.coupon', message: 'This coupon code is not valid.' },
    ]);
  }
  return { coupon: code, discountPercent: MEMBER_DISCOUNT_PERCENT };
}

/**
 * One free trial per account: a trial account whose trial order was never paid still has it.
 * `orderId` is the order being paid, left out when asking about a next order.
 */
export async function trialAvailable(db: Db, user: UserRow, orderId?: number): Promise<boolean> {
  if (!user.isTrialAccount) return false;
  const [used] = await db
    .select({ id: userPayments.id })
    .from(userPayments)
    .where(
      and(
        eq(userPayments.userId, user.id),
        orderId === undefined ? undefined : ne(userPayments.id, orderId),
        eq(userPayments.planStatus, 'succeeded'),
        gt(userPayments.trialDays, 0),
      ),
    )
    .limit(1);
  return !used;
}

export async function createSubscription(
  db: Db,
  gateway: PaymentGateway,
  user: UserRow,
  request: SubscriptionRequest,
  options: { couponCode: string; now: Date },
) {
  const [order] = await db
    .select()
    .from(userPayments)
    .where(eq(userPayments.orderId, request.orderId));
  // One message whatever is wrong: it tells nobody whether another user's order exists.
  if (
    !order ||
    order.userId !== user.id ||
    request.userId !== user.id ||
    order.id !== request.userPaymentId ||
    order.paymentPlanId !== request.paymentPlanId ||
    order.planStatus !== 'pending'
  ) {
    throw new AppError('validation_failed', ORDER_NOT_FOUND);
  }
  const existing = await subscriptionOf(db, order.id);
  if (existing) {
    // Re-read: the order row read above may predate the call that stored the subscription.
    const [current] = await db.select().from(userPayments).where(eq(userPayments.id, order.id));
    const clientSecret = await gateway.clientSecretFor({
      orderId: order.orderId,
      subscriptionId: existing.gatewaySubscriptionId,
      intentId: current?.gatewayIntentId ?? null,
    });
    return { clientSecret, orderId: order.orderId, subscriptionId: existing.gatewaySubscriptionId };
  }

  const { coupon, discountPercent } = memberDiscount(user, request.coupon, options.couponCode);
  const [plan] = await db
    .select()
    .from(paymentPlans)
    .where(eq(paymentPlans.id, order.paymentPlanId));
  if (!plan) throw new AppError('validation_failed', ORDER_NOT_FOUND);
  const trialEnd = (await trialAvailable(db, user, order.id))
    ? addMonths(options.now, TRIAL_MONTHS)
    : null;
  const [previous] = await db
    .select({ customerId: subscriptions.gatewayCustomerId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.gateway, gateway.name)))
    .orderBy(desc(subscriptions.id))
    .limit(1);

  const created = await gateway.createSubscription({
    orderId: order.orderId,
    userId: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
    plan,
    trialEnd,
    coupon,
    discountPercent,
    customerId: previous?.customerId ?? null,
  });

  const stored = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(subscriptions)
      .values({
        userId: user.id,
        userPaymentId: order.id,
        paymentPlanId: plan.id,
        gateway: gateway.name,
        gatewaySubscriptionId: created.subscriptionId,
        gatewayCustomerId: created.customerId,
        // Not usable until the gateway confirms the card, whatever it calls it now.
        status: 'incomplete',
        trialEnd,
        currentPeriodEnd: created.currentPeriodEnd,
      })
      .onConflictDoNothing()
      .returning();
    // A simultaneous call stored it first; the gateway gave both the same subscription.
    if (!row) return false;
    await tx.insert(subscriptionStatusHistory).values({
      subscriptionId: row.id,
      fromStatus: null,
      toStatus: 'incomplete',
      source: 'create',
    });
    await tx
      .update(userPayments)
      .set({
        discountPercent,
        coupon,
        trialDays: trialEnd ? Math.round((trialEnd.getTime() - options.now.getTime()) / DAY_MS) : 0,
        gateway: gateway.name,
        gatewayIntentId: created.intentId,
        updatedAt: options.now,
      })
      .where(eq(userPayments.id, order.id));
    return true;
  });
  if (!stored) {
    const winner = await subscriptionOf(db, order.id);
    if (!winner) throw new Error('subscription vanished');
    return {
      clientSecret: created.clientSecret,
      orderId: order.orderId,
      subscriptionId: winner.gatewaySubscriptionId,
    };
  }
  return {
    clientSecret: created.clientSecret,
    orderId: order.orderId,
    subscriptionId: created.subscriptionId,
  };
}

async function subscriptionOf(
  db: Executor,
  userPaymentId: number,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userPaymentId, userPaymentId));
  return row;
}

export interface PaymentStatusResult {
  order_id: string;
  plan_status: 'pending' | 'succeeded' | 'failed';
  subscription_status: SubscriptionStatus | null;
}

function result(order: OrderRow, subscription: SubscriptionRow | undefined): PaymentStatusResult {
  return {
    order_id: order.orderId,
    plan_status: order.planStatus as PaymentStatusResult['plan_status'],
    subscription_status: (subscription?.status as SubscriptionStatus | undefined) ?? null,
  };
}

/**
 * Records a payment only when the gateway says it went through; what the browser reports
 * decides nothing. Safe to call again: a recorded payment is answered as it stands.
 */
export async function updatePaymentStatus(
  db: Db,
  gateway: PaymentGateway,
  user: UserRow,
  input: { orderId: string; reported: 'PAYMENT_SUCCESS' | 'PAYMENT_FAILED' },
  now: Date,
): Promise<PaymentStatusResult> {
  const [order] = await db
    .select()
    .from(userPayments)
    .where(eq(userPayments.orderId, input.orderId));
  if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
  if (order.userId !== user.id) throw new AppError('forbidden');
  const subscription = await subscriptionOf(db, order.id);
  if (order.planStatus === 'succeeded') return result(order, subscription);
  if (!subscription || order.gateway !== gateway.name) {
    if (input.reported === 'PAYMENT_FAILED') return result(order, subscription);
    throw new AppError('conflict', PAYMENT_FAILED);
  }

  const check = await gateway.checkPayment({
    orderId: order.orderId,
    subscriptionId: subscription.gatewaySubscriptionId,
    intentId: order.gatewayIntentId,
  });
  if (!check.paid) {
    if (input.reported === 'PAYMENT_FAILED') return result(order, subscription);
    throw new AppError('conflict', PAYMENT_FAILED);
  }

  const [plan] = await db
    .select()
    .from(paymentPlans)
    .where(eq(paymentPlans.id, order.paymentPlanId));
  if (!plan) throw new Error(`plan ${order.paymentPlanId} missing`);
  const trialEnd = order.trialDays > 0 ? subscription.trialEnd : null;
  const start = now;
  const expiry = trialEnd ?? new Date(start.getTime() + plan.durationDays * DAY_MS);
  const status: SubscriptionStatus = trialEnd ? 'trial_active' : 'active';

  return db.transaction(async (tx) => {
    // Only one caller moves the order out of pending; a second one just reads.
    const [paid] = await tx
      .update(userPayments)
      .set({
        planStatus: 'succeeded',
        planStartDate: start,
        planExpiryDate: expiry,
        updatedAt: now,
      })
      .where(and(eq(userPayments.id, order.id), eq(userPayments.planStatus, 'pending')))
      .returning();
    if (!paid) {
      const [current] = await tx.select().from(userPayments).where(eq(userPayments.id, order.id));
      return result(current ?? order, await subscriptionOf(tx, order.id));
    }
    const [before] = await tx
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id))
      .for('update');
    const [updated] = await tx
      .update(subscriptions)
      .set({ status, currentPeriodEnd: check.currentPeriodEnd ?? expiry, updatedAt: now })
      .where(eq(subscriptions.id, subscription.id))
      .returning();
    if (before?.status !== status) {
      await tx.insert(subscriptionStatusHistory).values({
        subscriptionId: subscription.id,
        fromStatus: before?.status ?? null,
        toStatus: status,
        source: 'payment_status',
      });
    }
    // The verified payment completes the profile in the same transaction as the subscription
    // (issue 42): the page no longer marks it complete before the card is confirmed, so a
    // tab closed mid-payment can never leave a complete profile without a paid subscription.
    await updateProfileAfterPayment(tx, order.userId, now);
    await queueEmail(
      tx,
      receiptEmail({
        to: user.email,
        language: user.language === 'sp' ? 'sp' : 'en',
        firstName: user.firstName,
        orderId: order.orderId,
        planName: user.language === 'sp' ? plan.displayTextSp : plan.displayText,
        planType: plan.planType,
        amountCents: order.planAmountCents,
        discountPercent: order.discountPercent,
        trialEnd,
        startDate: start,
        expiryDate: expiry,
      }),
    );
    return result(paid, updated);
  });
}

/** The spec's payment records of one user, newest first. */
export async function paymentRecords(db: Db, userId: number) {
  const rows = await db
    .select({ order: userPayments, plan: paymentPlans, user: users })
    .from(userPayments)
    .innerJoin(paymentPlans, eq(paymentPlans.id, userPayments.paymentPlanId))
    .innerJoin(users, eq(users.id, userPayments.userId))
    .where(eq(userPayments.userId, userId))
    .orderBy(desc(userPayments.createdAt), desc(userPayments.id));
  return rows.map(({ order, plan, user }) => ({
    user_payment_id: order.id,
    order_id: order.orderId,
    plan_amount: discountedCents(order.planAmountCents, order.discountPercent) / 100,
    plan_status: order.planStatus as PaymentStatusResult['plan_status'],
    plan_type: plan.planType,
    PlanDurationInDays: plan.durationDays,
    plan_desc: plan.displayText,
    plan_desc_sp: plan.displayTextSp,
    plan_start_date: order.planStartDate?.toISOString() ?? null,
    plan_expiry_date: order.planExpiryDate?.toISOString() ?? null,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
  }));
}
