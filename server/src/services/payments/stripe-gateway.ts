import Stripe from 'stripe';
import {
  MEMBER_DISCOUNT_PERCENT,
  type SubscriptionStatus,
} from '../../../../src/contracts/payments.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../errors.ts';
import type {
  CreateSubscriptionInput,
  GatewaySubscription,
  PaymentCheck,
  PaymentGateway,
  SubscriptionRef,
} from './gateway.ts';

/** The one product every plan's price belongs to, when a plan has no Stripe Price of its own. */
export const STRIPE_PRODUCT_ID = 'vision_hub_subscription';

const SUBSCRIPTION_EXPAND = ['latest_invoice.confirmation_secret', 'pending_setup_intent'];

/** Stripe's subscription statuses in ours; null for those we do not track (paused). */
export function mapStripeStatus(status: string): SubscriptionStatus | null {
  switch (status) {
    case 'trialing':
      return 'trial_active';
    case 'active':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
      return 'canceled';
    case 'incomplete':
      return 'incomplete';
    case 'incomplete_expired':
      return 'incomplete_expired';
    default:
      return null;
  }
}

/** A Stripe client for the configured key, pointed at STRIPE_API_URL when set (test doubles). */
export function createStripeClient(env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>) {
  const config: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 15_000, telemetry: false };
  if (env.STRIPE_API_URL) {
    const url = new URL(env.STRIPE_API_URL);
    config.host = url.hostname;
    config.port = url.port || (url.protocol === 'https:' ? 443 : 80);
    config.protocol = url.protocol === 'https:' ? 'https' : 'http';
  }
  // Webhook verification alone needs no key; API calls are made only when one is set.
  return new Stripe(env.STRIPE_SECRET_KEY ?? 'sk_test_unset', config);
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';
}

/** Stripe being down or slow is a 503 for the caller; anything else is our bug (500, logged). */
async function unavailableOnOutage<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError
    ) {
      throw new AppError('unavailable', 'The payment service is not reachable. Please try again.');
    }
    throw error;
  }
}

function toDate(seconds: number | null | undefined): Date | null {
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

function periodEnd(subscription: Stripe.Subscription): Date | null {
  // Since the 2025 API versions the period lives on each item.
  return toDate(subscription.items.data[0]?.current_period_end);
}

function hasClientSecret(subscription: Stripe.Subscription): boolean {
  const setupIntent = subscription.pending_setup_intent;
  if (setupIntent && typeof setupIntent === 'object' && setupIntent.client_secret) return true;
  const invoice = subscription.latest_invoice;
  return Boolean(invoice && typeof invoice === 'object' && invoice.confirmation_secret);
}

export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  readonly publishableKey: string | null;

  constructor(
    private readonly stripe: Stripe,
    options: { publishableKey?: string | undefined } = {},
  ) {
    this.publishableKey = options.publishableKey ?? null;
  }

  createSubscription(input: CreateSubscriptionInput): Promise<GatewaySubscription> {
    return unavailableOnOutage(() => this.create(input));
  }

  clientSecretFor(ref: SubscriptionRef): Promise<string> {
    return unavailableOnOutage(async () => {
      const subscription = await this.stripe.subscriptions.retrieve(ref.subscriptionId, {
        expand: SUBSCRIPTION_EXPAND,
      });
      if (!hasClientSecret(subscription)) {
        // The card was already confirmed: there is nothing left to confirm.
        throw new AppError('conflict', 'This order is already paid. Check its payment status.');
      }
      return this.intentOf(subscription).clientSecret;
    });
  }

  checkPayment(ref: SubscriptionRef): Promise<PaymentCheck> {
    return unavailableOnOutage(() => this.check(ref));
  }

  private async create(input: CreateSubscriptionInput): Promise<GatewaySubscription> {
    const customerId =
      input.customerId ??
      (
        await this.stripe.customers.create(
          {
            email: input.email,
            ...(input.name ? { name: input.name } : {}),
            metadata: { user_id: String(input.userId) },
          },
          { idempotencyKey: `customer:${input.orderId}` },
        )
      ).id;
    const price: Stripe.SubscriptionCreateParams.Item = input.plan.stripePriceId
      ? { price: input.plan.stripePriceId }
      : {
          price_data: {
            currency: 'usd',
            product: await this.ensureProduct(),
            unit_amount: input.plan.amountCents,
            recurring:
              input.plan.planType === 'yearly' ? { interval: 'year' } : { interval: 'month' },
          },
        };
    const params: Stripe.SubscriptionCreateParams = {
      customer: customerId,
      items: [price],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      metadata: { order_id: input.orderId, user_id: String(input.userId) },
      expand: SUBSCRIPTION_EXPAND,
    };
    if (input.trialEnd) params.trial_end = Math.floor(input.trialEnd.getTime() / 1000);
    if (input.coupon) params.discounts = [{ coupon: await this.ensureCoupon(input.coupon) }];
    // One order, one subscription, even when the browser asks twice at once.
    const subscription = await this.stripe.subscriptions.create(params, {
      idempotencyKey: `subscription:${input.orderId}`,
    });
    const { intentId, clientSecret } = this.intentOf(subscription);
    return {
      subscriptionId: subscription.id,
      customerId,
      intentId,
      clientSecret,
      status: mapStripeStatus(subscription.status) ?? 'incomplete',
      trialEnd: toDate(subscription.trial_end),
      currentPeriodEnd: periodEnd(subscription),
    };
  }

  private async check(ref: SubscriptionRef): Promise<PaymentCheck> {
    const subscription = await this.stripe.subscriptions.retrieve(ref.subscriptionId, {
      expand: ['pending_setup_intent'],
    });
    const status = mapStripeStatus(subscription.status) ?? 'incomplete';
    const setupIntent =
      typeof subscription.pending_setup_intent === 'object'
        ? subscription.pending_setup_intent
        : null;
    const hasPaymentMethod =
      subscription.default_payment_method !== null || setupIntent?.status === 'succeeded';
    // An order is paid when its own subscription is: check the metadata ties them together.
    const sameOrder = subscription.metadata?.['order_id'] === ref.orderId;
    const paid =
      sameOrder &&
      (subscription.status === 'active' ||
        (subscription.status === 'trialing' && hasPaymentMethod));
    return {
      paid,
      status,
      currentPeriodEnd: periodEnd(subscription),
      failureMessage: setupIntent?.last_setup_error?.message ?? null,
    };
  }

  private intentOf(subscription: Stripe.Subscription): { intentId: string; clientSecret: string } {
    const setupIntent = subscription.pending_setup_intent;
    if (setupIntent && typeof setupIntent === 'object' && setupIntent.client_secret) {
      return { intentId: setupIntent.id, clientSecret: setupIntent.client_secret };
    }
    const invoice = subscription.latest_invoice;
    const secret =
      invoice && typeof invoice === 'object' ? invoice.confirmation_secret?.client_secret : null;
    if (!secret) throw new Error(`Stripe subscription ${subscription.id} has no client secret`);
    // Stripe's client secrets are "<intent id>_secret_<...>".
    return { intentId: secret.split('_secret_')[0] ?? secret, clientSecret: secret };
  }

  private async ensureProduct(): Promise<string> {
    try {
      return (await this.stripe.products.retrieve(STRIPE_PRODUCT_ID)).id;
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    const product = await this.stripe.products.create(
      { id: STRIPE_PRODUCT_ID, name: 'Vision Hub subscription' },
      { idempotencyKey: `product:${STRIPE_PRODUCT_ID}` },
    );
    return product.id;
  }

  /** The member coupon, created in Stripe on first use: 20% off every invoice, for ever. */
  private async ensureCoupon(code: string): Promise<string> {
    try {
      return (await this.stripe.coupons.retrieve(code)).id;
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    const coupon = await this.stripe.coupons.create(
      {
        id: code,
        percent_off: MEMBER_DISCOUNT_PERCENT,
        duration: 'forever',
        name: 'Veterans-association member discount',
      },
      { idempotencyKey: `coupon:${code}` },
    );
    return coupon.id;
  }
}
