import type { SubscriptionStatus } from '../../../../src/contracts/payments.ts';

export type GatewayName = 'stripe' | 'sandbox';

export interface GatewayPlan {
  id: number;
  planType: string;
  displayText: string;
  amountCents: number;
  durationDays: number;
  stripePriceId: string | null;
}

export interface CreateSubscriptionInput {
  orderId: string;
  userId: number;
  email: string;
  name: string;
  plan: GatewayPlan;
  /** End of the free trial; null for none. */
  trialEnd: Date | null;
  /** The member coupon, already checked; null for none. */
  coupon: string | null;
  discountPercent: number;
  /** A customer this user already has at the gateway, to reuse. */
  customerId: string | null;
}

export interface GatewaySubscription {
  subscriptionId: string;
  customerId: string | null;
  /** The setup intent (trials) or payment intent (first invoice) the browser confirms. */
  intentId: string;
  clientSecret: string;
  status: SubscriptionStatus;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
}

export interface SubscriptionRef {
  orderId: string;
  subscriptionId: string;
  intentId: string | null;
}

export interface PaymentCheck {
  /** True only when the gateway itself says the card was charged or saved for the trial. */
  paid: boolean;
  /** The gateway's view of the subscription, in our status words. */
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  failureMessage: string | null;
}

/**
 * What the routes need from a card provider. Implementations: Stripe (when keys are set)
 * and the local sandbox (the embedded default, with Stripe's test card numbers).
 */
export interface PaymentGateway {
  readonly name: GatewayName;
  /** What the browser's card form needs; null for the sandbox. */
  readonly publishableKey: string | null;
  /**
   * Creates the subscription with its first intent. Calling it again for one order must not
   * create a second subscription (Stripe: idempotency keys; sandbox: ids from the order).
   */
  createSubscription(input: CreateSubscriptionInput): Promise<GatewaySubscription>;
  /** A usable client secret for a subscription created before (the order's second call). */
  clientSecretFor(ref: SubscriptionRef): Promise<string>;
  /** Asks the gateway whether the order's payment really went through. */
  checkPayment(ref: SubscriptionRef): Promise<PaymentCheck>;
}

/** Adds calendar months (Jan 31 + 1 month is the last day of February). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** Cents after a percentage discount, rounded to the cent as Stripe rounds invoices. */
export function discountedCents(amountCents: number, discountPercent: number): number {
  return Math.round((amountCents * (100 - discountPercent)) / 100);
}
