import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSubscriptionResponseSchema,
  paymentConfigResponseSchema,
  savePaymentPlanResponseSchema,
  updatePaymentStatusResponseSchema,
} from '../../../src/contracts/payments.ts';
import { seedPlans } from '../db/seed/seed-plans.ts';
import {
  emailOutbox,
  processedWebhookEvents,
  subscriptionStatusHistory,
  subscriptions,
  userPayments,
  users,
} from '../db/schema.ts';
import { FakeStripeServer } from '../services/payments/testing/fake-stripe-server.ts';
import {
  createTestTokens,
  createTestUser,
  TEST_AUTH_ENV,
  type TestTokens,
} from '../../test/auth.ts';
import { buildTestApp, expectApiError } from '../../test/test-app.ts';
import { databaseKinds, useTestDatabase } from '../../test/test-databases.ts';

const NOW = new Date('2026-03-15T09:30:00.000Z');
const WEBHOOK_SECRET = 'whsec_testsecret123';

describe.each(databaseKinds)('payments through Stripe (fake server) on $kind', (kind) => {
  const database = useTestDatabase(kind);
  const stripeServer = new FakeStripeServer();
  let app: FastifyInstance;
  let tokens: TestTokens;
  const stripe = new Stripe('sk_test_unused');

  beforeAll(async () => {
    await stripeServer.start();
    await seedPlans(database().db);
    tokens = await createTestTokens();
    app = await buildTestApp(database(), {
      env: {
        ...TEST_AUTH_ENV,
        STRIPE_SECRET_KEY: stripeServer.secretKey,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_fakestripe',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stripeServer.url,
        AUSA_COUPON_CODE: 'AUSA20',
      },
      auth: tokens.auth,
      payments: { now: () => NOW },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await stripeServer.stop();
  });

  const db = () => database().db;

  async function newUser(values: Parameters<typeof createTestUser>[1] = {}) {
    const { user, claims } = await createTestUser(db(), values);
    return { user, headers: await tokens.headers(claims) };
  }
  type Caller = Awaited<ReturnType<typeof newUser>>;

  const post = (url: string, headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload });

  async function start(caller: Caller, options: { coupon?: string; planId?: number } = {}) {
    const saved = await post('/save-payment-plan-details', caller.headers, {
      user_id: caller.user.id,
      payment_plan_id: options.planId ?? 1,
      provider_id: 1,
    });
    const order = savePaymentPlanResponseSchema.parse(saved.json()).data;
    const create = () =>
      post('/create-subscription', caller.headers, {
        userPaymentId: order.user_payment_id,
        orderId: order.order_id,
        userId: caller.user.id,
        paymentPlanId: order.payment_plan_id,
        userEmail: 'forged@evil.example',
        userName: 'Not Them',
        ...(options.coupon ? { coupon: options.coupon } : {}),
      });
    const created = await create();
    expect(created.statusCode, created.body).toBe(200);
    return { order, create, ...createSubscriptionResponseSchema.parse(created.json()) };
  }

  const updateStatus = (caller: Caller, orderId: string, status = 'PAYMENT_SUCCESS') =>
    post('/update-payment-status', caller.headers, { order_id: orderId, status });

  const intentOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';
  const subscriptionRow = async (gatewayId: string) =>
    (
      await db()
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.gatewaySubscriptionId, gatewayId))
    )[0];
  const historyOf = async (id: number) =>
    db()
      .select()
      .from(subscriptionStatusHistory)
      .where(eq(subscriptionStatusHistory.subscriptionId, id))
      .orderBy(asc(subscriptionStatusHistory.id));
  const lastCreateParams = () => {
    const calls = stripeServer.requestsTo('POST', '/v1/subscriptions');
    return calls[calls.length - 1];
  };

  it('shows the Stripe card form', async () => {
    const caller = await newUser();
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/payment-config',
      headers: caller.headers,
    });
    expect(paymentConfigResponseSchema.parse(response.json())).toMatchObject({
      gateway: 'stripe',
      publishable_key: 'pk_test_fakestripe',
    });
    // The sandbox form does not exist when Stripe is configured.
    expectApiError(await post('/sandbox/confirm', caller.headers, {}), 404);
  });

  describe('the plain flow', () => {
    it('creates an incomplete subscription, refuses a forged success, records the real one', async () => {
      const caller = await newUser({ firstName: 'Luis', lastName: 'Pérez' });
      const { order, clientSecret, subscriptionId } = await start(caller);
      expect(clientSecret).toMatch(/^pi_[0-9a-f]+_secret_/);
      expect(subscriptionId).toMatch(/^sub_/);

      const call = lastCreateParams();
      expect(call?.params).toMatchObject({
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata: { order_id: order.order_id },
        expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
        items: [
          { price_data: { currency: 'usd', unit_amount: '999', recurring: { interval: 'month' } } },
        ],
      });
      expect(call?.params['trial_end']).toBeUndefined();
      expect(call?.params['discounts']).toBeUndefined();
      expect(call?.idempotencyKey).toBe(`subscription:${order.order_id}`);
      // The customer is the account's, not what the body claimed.
      const customerCall = stripeServer.requestsTo('POST', '/v1/customers').at(-1);
      expect(customerCall?.params).toMatchObject({ email: caller.user.email, name: 'Luis Pérez' });

      const forged = expectApiError(await updateStatus(caller, order.order_id), 409);
      expect(forged.message).toBe('Payment failed!');
      expect((await subscriptionRow(subscriptionId))?.status).toBe('incomplete');

      stripeServer.markIntent(intentOf(clientSecret), 'succeeded');
      const paid = await updateStatus(caller, order.order_id);
      expect(updatePaymentStatusResponseSchema.parse(paid.json()).data).toEqual({
        order_id: order.order_id,
        plan_status: 'succeeded',
        subscription_status: 'active',
      });
      const row = await subscriptionRow(subscriptionId);
      expect(row).toMatchObject({ gateway: 'stripe', status: 'active' });
      expect(row?.gatewayCustomerId).toMatch(/^cus_/);
      const [order2] = await db()
        .select()
        .from(userPayments)
        .where(eq(userPayments.orderId, order.order_id));
      expect(order2).toMatchObject({
        planStatus: 'succeeded',
        gateway: 'stripe',
        gatewayIntentId: intentOf(clientSecret),
      });
      const receipts = await db()
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.dedupeKey, `receipt:${order.order_id}`));
      expect(receipts).toHaveLength(1);

      // Idempotent after success: no second history row or e-mail.
      expect((await updateStatus(caller, order.order_id)).statusCode).toBe(200);
      expect((await historyOf(row!.id)).map((h) => h.toStatus)).toEqual(['incomplete', 'active']);
    });

    it('a declined card stays unpaid whatever the browser says', async () => {
      const caller = await newUser();
      const { order, clientSecret } = await start(caller);
      stripeServer.markIntent(intentOf(clientSecret), 'failed');
      expectApiError(await updateStatus(caller, order.order_id), 409);
      const failed = await updateStatus(caller, order.order_id, 'PAYMENT_FAILED');
      expect(updatePaymentStatusResponseSchema.parse(failed.json()).data.plan_status).toBe(
        'pending',
      );
    });

    it('a second create-subscription returns the same subscription and secret, and reuses the customer later', async () => {
      const caller = await newUser();
      const first = await start(caller);
      const before = stripeServer.requestsTo('POST', '/v1/subscriptions').length;
      const second = createSubscriptionResponseSchema.parse((await first.create()).json());
      expect(second).toEqual({
        clientSecret: first.clientSecret,
        orderId: first.order.order_id,
        subscriptionId: first.subscriptionId,
      });
      expect(stripeServer.requestsTo('POST', '/v1/subscriptions')).toHaveLength(before);

      const customers = stripeServer.requestsTo('POST', '/v1/customers').length;
      const next = await start(caller);
      expect(stripeServer.requestsTo('POST', '/v1/customers')).toHaveLength(customers);
      expect(stripeServer.get(next.subscriptionId)?.['customer']).toBe(
        stripeServer.get(first.subscriptionId)?.['customer'],
      );
    });
  });

  describe('the trial and the member coupon', () => {
    it('a trial saves the card through a SetupIntent and ends six months later', async () => {
      const caller = await newUser({ isTrialAccount: true });
      const { order, clientSecret, subscriptionId } = await start(caller, { planId: 2 });
      expect(clientSecret).toMatch(/^seti_/);
      expect(lastCreateParams()?.params['trial_end']).toBe(
        String(Date.parse('2026-09-15T09:30:00.000Z') / 1000),
      );
      expect(lastCreateParams()?.params['items']).toMatchObject([
        { price_data: { recurring: { interval: 'year' } } },
      ]);

      // Stripe calls it trialing already, but no card is saved yet.
      expectApiError(await updateStatus(caller, order.order_id), 409);
      stripeServer.markIntent(intentOf(clientSecret), 'succeeded');
      const paid = await updateStatus(caller, order.order_id);
      expect(updatePaymentStatusResponseSchema.parse(paid.json()).data.subscription_status).toBe(
        'trial_active',
      );
      const row = await subscriptionRow(subscriptionId);
      expect(row?.trialEnd?.toISOString()).toBe('2026-09-15T09:30:00.000Z');
    });

    it('a member gets the 20%-off-for-ever coupon, created once in Stripe', async () => {
      const first = await newUser({ isAusaMember: true, isTrialAccount: true });
      const a = await start(first, { coupon: 'AUSA20' });
      expect(lastCreateParams()?.params['discounts']).toEqual([{ coupon: 'AUSA20' }]);
      expect(stripeServer.get('AUSA20')).toMatchObject({ percent_off: 20, duration: 'forever' });
      expect(
        stripeServer.get(String(stripeServer.get(a.subscriptionId)?.['latest_invoice']))?.[
          'amount_due'
        ],
      ).toBe(0);

      const second = await newUser({ isAusaMember: true });
      const b = await start(second, { coupon: 'AUSA20' });
      expect(stripeServer.requestsTo('POST', '/v1/coupons')).toHaveLength(1);
      const invoice = stripeServer.get(
        String(stripeServer.get(b.subscriptionId)?.['latest_invoice']),
      );
      expect(invoice?.['amount_due']).toBe(799);
      stripeServer.markIntent(intentOf(b.clientSecret), 'succeeded');
      expect((await updateStatus(second, b.order.order_id)).statusCode).toBe(200);
      const receipts = await db()
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.dedupeKey, `receipt:${b.order.order_id}`));
      expect(receipts[0]?.bodyText).toContain('Amount paid: $7.99');
      expect(receipts[0]?.bodyText).toContain('member discount: 20%');
    });
  });

  it('a second create-subscription after the trial card was saved answers 409, not a stale secret', async () => {
    const caller = await newUser({ isTrialAccount: true });
    const { create, clientSecret } = await start(caller);
    stripeServer.markIntent(intentOf(clientSecret), 'succeeded');
    expect(expectApiError(await create(), 409).message).toBe(
      'This order is already paid. Check its payment status.',
    );
  });

  it('answers 503 with the error object when Stripe cannot be reached', async () => {
    const down = new FakeStripeServer();
    await down.start();
    const url = down.url;
    await down.stop();
    const offline = await buildTestApp(database(), {
      env: { ...TEST_AUTH_ENV, STRIPE_SECRET_KEY: stripeServer.secretKey, STRIPE_API_URL: url },
      auth: tokens.auth,
    });
    try {
      const caller = await newUser();
      const saved = await offline.inject({
        method: 'POST',
        url: '/api/v1/save-payment-plan-details',
        headers: caller.headers,
        payload: { user_id: caller.user.id, payment_plan_id: 1, provider_id: 1 },
      });
      const order = savePaymentPlanResponseSchema.parse(saved.json()).data;
      const response = await offline.inject({
        method: 'POST',
        url: '/api/v1/create-subscription',
        headers: caller.headers,
        payload: {
          userPaymentId: order.user_payment_id,
          orderId: order.order_id,
          userId: caller.user.id,
          paymentPlanId: 1,
        },
      });
      expect(expectApiError(response, 503).code).toBe('unavailable');
      const rows = await db()
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userPaymentId, order.user_payment_id));
      expect(rows).toHaveLength(0);
    } finally {
      await offline.close();
    }
  });

  describe('webhooks', () => {
    let counter = 0;
    function event(
      type: string,
      object: Record<string, unknown>,
      id = `evt_test_${++counter}_${Date.now()}`,
      created = Math.floor(Date.now() / 1000),
    ) {
      return JSON.stringify({ id, object: 'event', type, created, data: { object } });
    }
    const send = (payload: string, signature?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/webhooks/stripe',
        headers: {
          'content-type': 'application/json',
          ...(signature === undefined
            ? {
                'stripe-signature': stripe.webhooks.generateTestHeaderString({
                  payload,
                  secret: WEBHOOK_SECRET,
                }),
              }
            : signature
              ? { 'stripe-signature': signature }
              : {}),
        },
        payload,
      });

    async function activeSubscription() {
      const caller = await newUser();
      const started = await start(caller);
      stripeServer.markIntent(intentOf(started.clientSecret), 'succeeded');
      await updateStatus(caller, started.order.order_id);
      const row = await subscriptionRow(started.subscriptionId);
      return { ...started, row: row! };
    }

    it('applies status changes once, recording each in the history', async () => {
      const { subscriptionId, row } = await activeSubscription();
      const pastDue = event('customer.subscription.updated', {
        id: subscriptionId,
        object: 'subscription',
        status: 'past_due',
        default_payment_method: 'pm_1',
      });
      const first = await send(pastDue);
      expect(first.json()).toEqual({ received: true, outcome: 'applied' });
      expect((await subscriptionRow(subscriptionId))?.status).toBe('past_due');

      // The same event again (Stripe retries): 200 and nothing changes.
      const replay = await send(pastDue);
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });

      await send(
        event('customer.subscription.updated', {
          id: subscriptionId,
          object: 'subscription',
          status: 'active',
          default_payment_method: 'pm_1',
        }),
      );
      await send(
        event('customer.subscription.deleted', {
          id: subscriptionId,
          object: 'subscription',
          status: 'canceled',
        }),
      );
      const history = await historyOf(row.id);
      expect(history.map((h) => [h.fromStatus, h.toStatus, h.source])).toEqual([
        [null, 'incomplete', 'create'],
        ['incomplete', 'active', 'payment_status'],
        ['active', 'past_due', 'webhook'],
        ['past_due', 'active', 'webhook'],
        ['active', 'canceled', 'webhook'],
      ]);
      expect(history[2]?.eventId).toBe(JSON.parse(pastDue).id);
      // Replaying an old event after newer ones still changes nothing.
      await send(pastDue);
      expect((await subscriptionRow(subscriptionId))?.status).toBe('canceled');
    });

    it('records and ignores an event older than the last one applied (Stripe does not deliver in order)', async () => {
      const { subscriptionId, row } = await activeSubscription();
      const now = Math.floor(Date.now() / 1000);
      const updated = (status: string, created: number) =>
        event(
          'customer.subscription.updated',
          { id: subscriptionId, object: 'subscription', status, default_payment_method: 'pm_1' },
          undefined,
          created,
        );
      const newer = updated('past_due', now + 60);
      const older = updated('active', now + 30);
      expect((await send(newer)).json()).toEqual({ received: true, outcome: 'applied' });
      expect((await send(older)).json()).toEqual({ received: true, outcome: 'ignored' });
      expect((await subscriptionRow(subscriptionId))?.status).toBe('past_due');
      // Recorded: sent again, it is a duplicate, not a second chance.
      expect((await send(older)).json()).toEqual({ received: true, outcome: 'duplicate' });
      const history = await historyOf(row.id);
      expect(history.at(-1)).toMatchObject({ fromStatus: 'active', toStatus: 'past_due' });
    });

    it('ends in the state of the newest event, whatever order the events arrive in', async () => {
      const statuses = ['active', 'past_due', 'unpaid', 'canceled', 'trialing'] as const;
      const ours = {
        active: 'active',
        past_due: 'past_due',
        unpaid: 'past_due',
        canceled: 'canceled',
        trialing: 'trial_active',
      };
      await fc.assert(
        fc.asyncProperty(
          fc.uniqueArray(
            fc.record({
              second: fc.integer({ min: 1, max: 10_000 }),
              status: fc.constantFrom(...statuses),
            }),
            { minLength: 2, maxLength: 6, selector: (item) => item.second },
          ),
          fc.infiniteStream(fc.nat()),
          async (events, shuffle) => {
            const { subscriptionId } = await activeSubscription();
            const base = Math.floor(Date.now() / 1000);
            const payloads = events.map((item) =>
              event(
                'customer.subscription.updated',
                {
                  id: subscriptionId,
                  object: 'subscription',
                  status: item.status,
                  default_payment_method: 'pm_1',
                },
                undefined,
                base + item.second,
              ),
            );
            // A deterministic shuffle from the stream, so a failure can be replayed.
            const order = payloads
              .map((payload, index) => ({ payload, key: shuffle.next().value ?? index }))
              .sort((a, b) => a.key - b.key);
            for (const { payload } of order) expect((await send(payload)).statusCode).toBe(200);
            const newest = events.reduce((a, b) => (b.second > a.second ? b : a));
            expect((await subscriptionRow(subscriptionId))?.status).toBe(ours[newest.status]);
          },
        ),
        { numRuns: 12 },
      );
    });

    it.each([
      ['trialing', 'trial_active'],
      ['unpaid', 'past_due'],
      ['incomplete_expired', 'incomplete_expired'],
    ])('maps Stripe status %s to %s', async (stripeStatus, ours) => {
      const { subscriptionId } = await activeSubscription();
      await send(
        event('customer.subscription.updated', {
          id: subscriptionId,
          object: 'subscription',
          status: stripeStatus,
          default_payment_method: 'pm_1',
        }),
      );
      expect((await subscriptionRow(subscriptionId))?.status).toBe(ours);
    });

    it('a failed renewal invoice makes an active subscription past_due', async () => {
      const { subscriptionId } = await activeSubscription();
      const response = await send(
        event('invoice.payment_failed', {
          id: 'in_1',
          object: 'invoice',
          parent: {
            type: 'subscription_details',
            subscription_details: { subscription: subscriptionId },
          },
        }),
      );
      expect(response.json()).toEqual({ received: true, outcome: 'applied' });
      expect((await subscriptionRow(subscriptionId))?.status).toBe('past_due');
    });

    it('a verified payment by webhook alone (the return never came) completes the profile', async () => {
      const caller = await newUser({ profileIncomplete: true });
      const { subscriptionId, order } = await start(caller);
      const profileIncomplete = async () =>
        (await db().select().from(users).where(eq(users.id, caller.user.id)))[0]?.profileIncomplete;
      // A failed first payment is no payment: the profile stays as it was.
      await send(
        event('invoice.payment_failed', {
          id: 'in_first',
          object: 'invoice',
          parent: {
            type: 'subscription_details',
            subscription_details: { subscription: subscriptionId },
          },
        }),
      );
      expect((await subscriptionRow(subscriptionId))?.status).toBe('incomplete');
      expect(await profileIncomplete()).toBe(true);
      await send(
        event('customer.subscription.updated', {
          id: subscriptionId,
          object: 'subscription',
          status: 'active',
          default_payment_method: 'pm_1',
        }),
      );
      expect((await subscriptionRow(subscriptionId))?.status).toBe('active');
      expect(await profileIncomplete()).toBe(false);
      // The order itself is recorded when the return (or a later visit) asks the gateway.
      expect(
        (await db().select().from(userPayments).where(eq(userPayments.orderId, order.order_id)))[0]
          ?.planStatus,
      ).toBe('pending');
    });

    it('the return completes the profile in the transaction that records the payment', async () => {
      const caller = await newUser({ profileIncomplete: true });
      const started = await start(caller);
      stripeServer.markIntent(intentOf(started.clientSecret), 'failed');
      await updateStatus(caller, started.order.order_id, 'PAYMENT_FAILED');
      const row = async () =>
        (await db().select().from(users).where(eq(users.id, caller.user.id)))[0];
      expect((await row())?.profileIncomplete).toBe(true);
      stripeServer.markIntent(intentOf(started.clientSecret), 'succeeded');
      await updateStatus(caller, started.order.order_id);
      expect((await row())?.profileIncomplete).toBe(false);
    });

    it('does not start a trial from a webhook before the card is saved', async () => {
      const caller = await newUser({ isTrialAccount: true });
      const { subscriptionId } = await start(caller);
      await send(
        event('customer.subscription.created', {
          id: subscriptionId,
          object: 'subscription',
          status: 'trialing',
          default_payment_method: null,
        }),
      );
      expect((await subscriptionRow(subscriptionId))?.status).toBe('incomplete');
    });

    it('answers 200 and changes nothing for an unknown subscription or event type', async () => {
      const unknown = await send(
        event('customer.subscription.updated', {
          id: 'sub_unknown',
          object: 'subscription',
          status: 'active',
        }),
      );
      expect(unknown.json()).toEqual({ received: true, outcome: 'ignored' });
      const other = await send(event('charge.refunded', { id: 'ch_1', object: 'charge' }));
      expect(other.json()).toEqual({ received: true, outcome: 'ignored' });
    });

    it('refuses a bad, missing or stale signature with 400 and records nothing', async () => {
      const { subscriptionId } = await activeSubscription();
      const payload = event('customer.subscription.deleted', {
        id: subscriptionId,
        object: 'subscription',
        status: 'canceled',
      });
      const eventId = JSON.parse(payload).id as string;
      const wrongSecret = stripe.webhooks.generateTestHeaderString({
        payload,
        secret: 'whsec_other',
      });
      const stale = stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
        timestamp: Math.floor(Date.now() / 1000) - 3600,
      });
      const tampered = stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      });
      for (const response of [
        await send(payload, wrongSecret),
        await send(payload, ''),
        await send(payload, stale),
        await send(payload.replace('canceled', 'active'), tampered),
      ]) {
        expect(expectApiError(response, 400).code).toBe('validation_failed');
      }
      expect((await subscriptionRow(subscriptionId))?.status).toBe('active');
      expect(
        await db()
          .select()
          .from(processedWebhookEvents)
          .where(eq(processedWebhookEvents.eventId, eventId)),
      ).toHaveLength(0);
    });

    it('does not exist without a webhook secret', async () => {
      const bare = await buildTestApp(database(), { env: { ...TEST_AUTH_ENV }, auth: tokens.auth });
      try {
        const payload = event('customer.subscription.updated', {
          id: 'sub_x',
          object: 'subscription',
          status: 'active',
        });
        expectApiError(
          await bare.inject({
            method: 'POST',
            url: '/api/v1/webhooks/stripe',
            headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
            payload,
          }),
          404,
        );
      } finally {
        await bare.close();
      }
    });
  });
});
