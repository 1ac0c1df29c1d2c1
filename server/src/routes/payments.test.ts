import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSubscriptionResponseSchema,
  paymentConfigResponseSchema,
  paymentPlansResponseSchema,
  sandboxConfirmResponseSchema,
  savePaymentPlanResponseSchema,
  updatePaymentStatusResponseSchema,
  userPaymentsResponseSchema,
} from '../../../src/contracts/payments.ts';
import { userResponseSchema } from '../../../src/contracts/users.ts';
import { seedPlans } from '../db/seed/seed-plans.ts';
import {
  emailOutbox,
  paymentPlans,
  sandboxIntents,
  subscriptionStatusHistory,
  subscriptions,
  userPayments,
  users,
} from '../db/schema.ts';
import {
  createTestTokens,
  createTestUser,
  TEST_AUTH_ENV,
  type TestTokens,
} from '../../test/auth.ts';
import { buildTestApp, expectApiError } from '../../test/test-app.ts';
import { databaseKinds, useTestDatabase } from '../../test/test-databases.ts';

const NOW = new Date('2026-01-31T12:00:00.000Z');
const SITE = 'https://hub.example.org';
const CARD = { exp_month: 12, exp_year: 2030, cvc: '123' };
const MONTHLY = 1;
const YEARLY = 2;

describe.each(databaseKinds)('payments through the sandbox gateway on $kind', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;
  let tokens: TestTokens;

  beforeAll(async () => {
    await seedPlans(database().db);
    // A withdrawn plan: never offered, never orderable.
    await database().db.insert(paymentPlans).values({
      id: 90,
      planType: 'monthly',
      displayText: 'Old plan',
      displayTextSp: 'Plan antiguo',
      amountCents: 500,
      durationDays: 30,
      active: false,
      sortOrder: 90,
    });
    tokens = await createTestTokens();
    app = await buildTestApp(database(), {
      env: { ...TEST_AUTH_ENV, PUBLIC_SITE_URL: SITE, AUSA_COUPON_CODE: 'AUSA20' },
      auth: tokens.auth,
      payments: { now: () => NOW },
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const db = () => database().db;

  async function newUser(values: Parameters<typeof createTestUser>[1] = {}) {
    const { user, claims } = await createTestUser(db(), values);
    return { user, headers: await tokens.headers(claims) };
  }
  type Caller = Awaited<ReturnType<typeof newUser>>;

  const post = (url: string, headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload });

  async function saveOrder(caller: Caller, planId = MONTHLY) {
    const response = await post('/save-payment-plan-details', caller.headers, {
      user_id: caller.user.id,
      payment_plan_id: planId,
      provider_id: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    return savePaymentPlanResponseSchema.parse(response.json()).data;
  }

  async function subscribe(
    caller: Caller,
    order: { user_payment_id: number; order_id: string; payment_plan_id: number },
    coupon?: string,
  ) {
    return post('/create-subscription', caller.headers, {
      userPaymentId: order.user_payment_id,
      orderId: order.order_id,
      userId: caller.user.id,
      paymentPlanId: order.payment_plan_id,
      userEmail: 'forged@evil.example',
      userName: 'Someone Else',
      ...(coupon === undefined ? {} : { coupon }),
    });
  }

  const confirm = (caller: Caller, clientSecret: string, cardNumber: string, extra: object = {}) =>
    post('/sandbox/confirm', caller.headers, {
      client_secret: clientSecret,
      card_number: cardNumber,
      ...CARD,
      return_url: `${SITE}/?order_id=ignored`,
      ...extra,
    });

  const updateStatus = (caller: Caller, orderId: string, status = 'PAYMENT_SUCCESS') =>
    post('/update-payment-status', caller.headers, { order_id: orderId, status });

  /** save plan → create subscription → confirm card → update status. */
  async function checkout(caller: Caller, options: { coupon?: string; planId?: number } = {}) {
    const order = await saveOrder(caller, options.planId);
    const created = await subscribe(caller, order, options.coupon);
    expect(created.statusCode, created.body).toBe(200);
    const { clientSecret, subscriptionId } = createSubscriptionResponseSchema.parse(created.json());
    const confirmed = await confirm(caller, clientSecret, '4242 4242 4242 4242');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const redirect = new URL(sandboxConfirmResponseSchema.parse(confirmed.json()).redirect_url);
    expect(redirect.searchParams.get('redirect_status')).toBe('succeeded');
    expect(redirect.searchParams.get('order_id')).toBe(order.order_id);
    const updated = await updateStatus(caller, order.order_id);
    expect(updated.statusCode, updated.body).toBe(200);
    return {
      order,
      subscriptionId,
      clientSecret,
      result: updatePaymentStatusResponseSchema.parse(updated.json()).data,
    };
  }

  const orderRow = async (orderId: string) =>
    (await db().select().from(userPayments).where(eq(userPayments.orderId, orderId)))[0];
  const subscriptionRow = async (userPaymentId: number) =>
    (
      await db().select().from(subscriptions).where(eq(subscriptions.userPaymentId, userPaymentId))
    )[0];
  const historyOf = async (subscriptionId: number) =>
    db()
      .select()
      .from(subscriptionStatusHistory)
      .where(eq(subscriptionStatusHistory.subscriptionId, subscriptionId))
      .orderBy(asc(subscriptionStatusHistory.id));
  const receiptsFor = (orderId: string) =>
    db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `receipt:${orderId}`));

  describe('plans and configuration', () => {
    it('lists the active plans to anyone, in dollars and cents', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/v1/fetch-payment-plans' });
      expect(response.statusCode).toBe(200);
      const { data } = paymentPlansResponseSchema.parse(response.json());
      expect(data.map((plan) => plan.planType)).toEqual(['monthly', 'yearly']);
      expect(data[0]).toMatchObject({
        id: MONTHLY,
        amount: 9.99,
        amount_cents: 999,
        currency: 'usd',
        duration_days: 30,
      });
      expect(data[1]).toMatchObject({ id: YEARLY, amount: 99.9, duration_days: 365 });
      expect(data.every((plan) => plan.displayText_sp.length > 0)).toBe(true);
      expect(data.some((plan) => plan.id === 90)).toBe(false);
    });

    it('seeding plans twice keeps one row per plan', async () => {
      const again = await seedPlans(db(), { force: true });
      expect(again.skipped).toBe(false);
      const rows = await db()
        .select()
        .from(paymentPlans)
        .where(eq(paymentPlans.planType, 'yearly'));
      expect(rows).toHaveLength(1);
    });

    it('tells a signed-in caller which card form to show', async () => {
      const caller = await newUser();
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/payment-config',
        headers: caller.headers,
      });
      expect(paymentConfigResponseSchema.parse(response.json())).toEqual({
        gateway: 'sandbox',
        publishable_key: null,
        trial_months: 6,
        member_discount_percent: 20,
        trial_available: false,
        member_discount: false,
      });
      expectApiError(await app.inject({ method: 'GET', url: '/api/v1/payment-config' }), 401);
    });

    it("says whether the caller's next order gets the trial and the member discount", async () => {
      const config = async (caller: Caller) =>
        paymentConfigResponseSchema.parse(
          (
            await app.inject({
              method: 'GET',
              url: '/api/v1/payment-config',
              headers: caller.headers,
            })
          ).json(),
        );
      const member = await newUser({ isTrialAccount: true, isAusaMember: true });
      expect(await config(member)).toMatchObject({ trial_available: true, member_discount: true });

      // An unpaid trial order keeps the trial; a paid one uses it up.
      const unpaid = await saveOrder(member);
      expect((await subscribe(member, unpaid, 'AUSA20')).statusCode).toBe(200);
      expect((await config(member)).trial_available).toBe(true);
      await checkout(member, { coupon: 'AUSA20' });
      expect(await config(member)).toMatchObject({ trial_available: false, member_discount: true });
    });
  });

  describe('save-payment-plan-details', () => {
    it('creates a pending order with an unguessable id and the plan price', async () => {
      const caller = await newUser();
      const order = await saveOrder(caller, YEARLY);
      expect(order.order_id).toMatch(/^VH-[0-9A-F]{20}$/);
      expect(order).toMatchObject({ user_id: caller.user.id, payment_plan_id: YEARLY });
      expect(await orderRow(order.order_id)).toMatchObject({
        id: order.user_payment_id,
        planStatus: 'pending',
        planAmountCents: 9990,
        discountPercent: 0,
      });
      const other = await saveOrder(caller, YEARLY);
      expect(other.order_id).not.toBe(order.order_id);
    });

    it('refuses an order for another user (403) and writes nothing', async () => {
      const caller = await newUser();
      const victim = await newUser();
      const response = await post('/save-payment-plan-details', caller.headers, {
        user_id: victim.user.id,
        payment_plan_id: MONTHLY,
        provider_id: 1,
      });
      expectApiError(response, 403);
      expect(
        await db().select().from(userPayments).where(eq(userPayments.userId, victim.user.id)),
      ).toHaveLength(0);
    });

    it.each([
      ['an unknown plan', 4242],
      ['a withdrawn plan', 90],
    ])('refuses %s with 400 on body.payment_plan_id', async (_name, planId) => {
      const caller = await newUser();
      const response = await post('/save-payment-plan-details', caller.headers, {
        user_id: caller.user.id,
        payment_plan_id: planId,
        provider_id: 1,
      });
      expect(expectApiError(response, 400).details.map((d) => d.path)).toEqual([
        'body.payment_plan_id',
      ]);
    });

    it.each([
      ['missing user_id', { payment_plan_id: 1 }],
      ['a string id', { user_id: 'me', payment_plan_id: 1 }],
      ['a huge id', { user_id: 1e20, payment_plan_id: 1 }],
      ['a fractional plan', { user_id: 1, payment_plan_id: 1.5 }],
    ])('answers 400 for %s', async (_name, payload) => {
      const caller = await newUser();
      expectApiError(await post('/save-payment-plan-details', caller.headers, payload), 400);
    });

    it('needs a token (401) and a user row (403)', async () => {
      expectApiError(
        await post('/save-payment-plan-details', {}, { user_id: 1, payment_plan_id: 1 }),
        401,
      );
      const stranger = await tokens.headers({
        sub: 'auth0|never-signed-in',
        email: 'x@example.org',
      });
      expectApiError(
        await post('/save-payment-plan-details', stranger, { user_id: 1, payment_plan_id: 1 }),
        403,
      );
    });
  });

  describe('the plain flow', () => {
    it('charges the plan price, activates the subscription and queues a receipt', async () => {
      const caller = await newUser({ firstName: 'Ana' });
      const { order, result, subscriptionId } = await checkout(caller);
      expect(result).toEqual({
        order_id: order.order_id,
        plan_status: 'succeeded',
        subscription_status: 'active',
      });
      expect(subscriptionId).toMatch(/^sandbox_sub_/);

      const stored = await orderRow(order.order_id);
      expect(stored).toMatchObject({
        planStatus: 'succeeded',
        trialDays: 0,
        discountPercent: 0,
        gateway: 'sandbox',
      });
      expect(stored?.planStartDate?.toISOString()).toBe(NOW.toISOString());
      expect(stored?.planExpiryDate?.toISOString()).toBe('2026-03-02T12:00:00.000Z');

      const subscription = await subscriptionRow(order.user_payment_id);
      expect(subscription).toMatchObject({
        status: 'active',
        gatewaySubscriptionId: subscriptionId,
        trialEnd: null,
      });
      const history = await historyOf(subscription!.id);
      expect(history.map((row) => [row.fromStatus, row.toStatus, row.source])).toEqual([
        [null, 'incomplete', 'create'],
        ['incomplete', 'active', 'payment_status'],
      ]);

      const intent = (
        await db().select().from(sandboxIntents).where(eq(sandboxIntents.orderId, order.order_id))
      )[0];
      expect(intent).toMatchObject({ amountCents: 999, status: 'succeeded', cardLast4: '4242' });

      const receipts = await receiptsFor(order.order_id);
      expect(receipts).toHaveLength(1);
      expect(receipts[0]).toMatchObject({
        toAddress: caller.user.email,
        template: 'receipt',
        language: 'en',
        status: 'pending',
      });
      expect(receipts[0]?.bodyText).toContain('Amount paid: $9.99');
      expect(receipts[0]?.bodyText).toContain(order.order_id);
      expect(receipts[0]?.bodyText).not.toMatch(/discount/i);

      const payments = await app.inject({
        method: 'GET',
        url: `/api/v1/getUserPayments/${caller.user.id}`,
        headers: caller.headers,
      });
      expect(payments.statusCode).toBe(200);
      expect(userPaymentsResponseSchema.parse(payments.json()).data).toEqual([
        {
          user_payment_id: order.user_payment_id,
          order_id: order.order_id,
          plan_amount: 9.99,
          plan_status: 'succeeded',
          plan_type: 'monthly',
          PlanDurationInDays: 30,
          plan_desc: 'Monthly: $9.99 a month',
          plan_desc_sp: 'Mensual: $9.99 al mes',
          plan_start_date: NOW.toISOString(),
          plan_expiry_date: '2026-03-02T12:00:00.000Z',
          email: caller.user.email,
          first_name: 'Ana',
          last_name: 'User',
        },
      ]);
    });

    it('a member without the coupon pays the full price', async () => {
      const caller = await newUser({ isAusaMember: true });
      const { order } = await checkout(caller);
      expect(await orderRow(order.order_id)).toMatchObject({ discountPercent: 0, coupon: null });
    });
  });

  describe('the free trial', () => {
    it('saves the card, charges nothing and runs six calendar months', async () => {
      const caller = await newUser({ isTrialAccount: true, language: 'sp' });
      const { order, result } = await checkout(caller, { planId: YEARLY });
      expect(result.subscription_status).toBe('trial_active');
      const stored = await orderRow(order.order_id);
      // 31 Jan + 6 months is 31 Jul.
      expect(stored?.planExpiryDate?.toISOString()).toBe('2026-07-31T12:00:00.000Z');
      expect(stored?.trialDays).toBe(181);
      expect(stored?.gatewayIntentId).toMatch(/^sandbox_seti_/);
      const subscription = await subscriptionRow(order.user_payment_id);
      expect(subscription?.trialEnd?.toISOString()).toBe('2026-07-31T12:00:00.000Z');
      expect(subscription?.status).toBe('trial_active');
      const intent = (
        await db().select().from(sandboxIntents).where(eq(sandboxIntents.orderId, order.order_id))
      )[0];
      expect(intent?.amountCents).toBe(0);
      const [receipt] = await receiptsFor(order.order_id);
      expect(receipt?.language).toBe('sp');
      expect(receipt?.bodyText).toContain('Prueba gratis de 6 meses hasta el 31 de julio de 2026');
      expect(receipt?.bodyText).toContain('$99.90 por año');
    });

    it('is given once: a later order of the same account is charged', async () => {
      const caller = await newUser({ isTrialAccount: true });
      await checkout(caller);
      const { order, result } = await checkout(caller);
      expect(result.subscription_status).toBe('active');
      expect((await orderRow(order.order_id))?.trialDays).toBe(0);
    });

    it('a non-trial account gets no trial', async () => {
      const caller = await newUser();
      const order = await saveOrder(caller);
      await subscribe(caller, order);
      expect((await orderRow(order.order_id))?.gatewayIntentId).toMatch(/^sandbox_pi_/);
    });
  });

  describe('the veterans-association member coupon', () => {
    it('takes 20% off after the trial and says so on the receipt', async () => {
      const caller = await newUser({ isAusaMember: true, isTrialAccount: true });
      const { order, result } = await checkout(caller, { coupon: 'AUSA20' });
      expect(result.subscription_status).toBe('trial_active');
      expect(await orderRow(order.order_id)).toMatchObject({
        discountPercent: 20,
        coupon: 'AUSA20',
      });
      const [receipt] = await receiptsFor(order.order_id);
      expect(receipt?.bodyText).toContain('Veterans-association member discount: 20%');
      expect(receipt?.bodyText).toContain('after the trial you pay $7.99 a month');
      const payments = await app.inject({
        method: 'GET',
        url: `/api/v1/getUserPayments/${caller.user.id}`,
        headers: caller.headers,
      });
      expect(userPaymentsResponseSchema.parse(payments.json()).data[0]?.plan_amount).toBe(7.99);
    });

    it('takes 20% off the first charge of a member without a trial', async () => {
      const caller = await newUser({ isAusaMember: true });
      const { order } = await checkout(caller, { coupon: 'AUSA20' });
      const intent = (
        await db().select().from(sandboxIntents).where(eq(sandboxIntents.orderId, order.order_id))
      )[0];
      expect(intent?.amountCents).toBe(799);
    });

    it('refuses the coupon from a non-member (400 on body.coupon) and writes nothing', async () => {
      const caller = await newUser();
      const order = await saveOrder(caller);
      const error = expectApiError(await subscribe(caller, order, 'AUSA20'), 400);
      expect(error.details).toEqual([
        {
          path: 'body.coupon',
          message: 'The member coupon is for veterans-association members only.',
        },
      ]);
      expect(await subscriptionRow(order.user_payment_id)).toBeUndefined();
      expect(
        await db().select().from(sandboxIntents).where(eq(sandboxIntents.orderId, order.order_id)),
      ).toHaveLength(0);
    });

    it('refuses a wrong code from a member', async () => {
      const caller = await newUser({ isAusaMember: true });
      const order = await saveOrder(caller);
      const error = expectApiError(await subscribe(caller, order, 'AUSA99'), 400);
      expect(error.message).toBe('This coupon code is not valid.');
    });
  });

  describe('create-subscription', () => {
    it('is idempotent: a second call gives the same subscription and a working secret', async () => {
      const caller = await newUser();
      const order = await saveOrder(caller);
      const first = createSubscriptionResponseSchema.parse((await subscribe(caller, order)).json());
      const second = createSubscriptionResponseSchema.parse(
        (await subscribe(caller, order)).json(),
      );
      expect(second.subscriptionId).toBe(first.subscriptionId);
      expect(second.orderId).toBe(order.order_id);
      expect(
        await db()
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.userPaymentId, order.user_payment_id)),
      ).toHaveLength(1);
      expect(
        await db().select().from(sandboxIntents).where(eq(sandboxIntents.orderId, order.order_id)),
      ).toHaveLength(1);
      // Only the newest secret works: the old one was replaced.
      expectApiError(await confirm(caller, first.clientSecret, '4242424242424242'), 400);
      expect((await confirm(caller, second.clientSecret, '4242424242424242')).statusCode).toBe(200);
    });

    it('keeps one subscription when two calls arrive at once', async () => {
      const caller = await newUser();
      const order = await saveOrder(caller);
      const responses = await Promise.all([subscribe(caller, order), subscribe(caller, order)]);
      for (const response of responses) expect(response.statusCode, response.body).toBe(200);
      const ids = responses.map(
        (r) => createSubscriptionResponseSchema.parse(r.json()).subscriptionId,
      );
      expect(ids[0]).toBe(ids[1]);
      expect(
        await db()
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.userPaymentId, order.user_payment_id)),
      ).toHaveLength(1);
    });

    it("answers 'Order details are not found.' for another user's order or mismatched ids", async () => {
      const owner = await newUser();
      const other = await newUser();
      const order = await saveOrder(owner);
      const attempts = [
        await subscribe(other, order),
        await subscribe(owner, { ...order, user_payment_id: order.user_payment_id + 1000 }),
        await subscribe(owner, { ...order, payment_plan_id: YEARLY }),
        await subscribe(owner, { ...order, order_id: 'VH-00000000000000000000' }),
        await post('/create-subscription', owner.headers, {
          userPaymentId: order.user_payment_id,
          orderId: order.order_id,
          userId: other.user.id,
          paymentPlanId: order.payment_plan_id,
        }),
      ];
      for (const response of attempts) {
        expect(expectApiError(response, 400).message).toBe('Order details are not found.');
      }
      expect(await subscriptionRow(order.user_payment_id)).toBeUndefined();
    });

    it('refuses a paid order', async () => {
      const caller = await newUser();
      const { order } = await checkout(caller);
      expect(expectApiError(await subscribe(caller, order), 400).message).toBe(
        'Order details are not found.',
      );
    });

    it.each([
      ['no body', undefined],
      [
        'an order id with spaces',
        { userPaymentId: 1, orderId: 'VH 1', userId: 1, paymentPlanId: 1 },
      ],
      [
        'a 10 kB coupon',
        {
          userPaymentId: 1,
          orderId: 'VH-1',
          userId: 1,
          paymentPlanId: 1,
          coupon: 'A'.repeat(10_000),
        },
      ],
      ['negative ids', { userPaymentId: -1, orderId: 'VH-1', userId: 1, paymentPlanId: 1 }],
    ])('answers 400 for %s', async (_name, payload) => {
      const caller = await newUser();
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/create-subscription',
        headers: caller.headers,
        ...(payload ? { payload } : {}),
      });
      expectApiError(response, 400);
    });

    it('needs a token', async () => {
      expectApiError(await post('/create-subscription', {}, {}), 401);
    });
  });

  describe('update-payment-status never believes the browser', () => {
    it('refuses a forged success (409) and writes nothing', async () => {
      const caller = await newUser();
      const order = await saveOrder(caller);
      await subscribe(caller, order);
      const error = expectApiError(await updateStatus(caller, order.order_id), 409);
      expect(error).toMatchObject({ code: 'conflict', message: 'Payment failed!' });
      expect((await orderRow(order.order_id))?.planStatus).toBe('pending');
      const subscription = await subscriptionRow(order.user_payment_id);
      expect(subscription?.status).toBe('incomplete');
      expect(await historyOf(subscription!.id)).toHaveLength(1);
      expect(await receiptsFor(order.order_id)).toHaveLength(0);
    });

    it('refuses success after a declined card, then accepts after a good one', async () => {
      const caller = await newUser();
      const order = await saveOrder(caller);
      const { clientSecret } = createSubscriptionResponseSchema.parse(
        (await subscribe(caller, order)).json(),
      );
      const declined = await confirm(caller, clientSecret, '4000 0000 0000 0002');
      expect(declined.statusCode).toBe(200);
      const body = sandboxConfirmResponseSchema.parse(declined.json());
      expect(body).toMatchObject({
        status: 'failed',
        error_code: 'card_declined',
        error_message: 'Your card was declined.',
      });
      expect(new URL(body.redirect_url).searchParams.get('redirect_status')).toBe('failed');
      expectApiError(await updateStatus(caller, order.order_id), 409);

      const failed = await updateStatus(caller, order.order_id, 'PAYMENT_FAILED');
      expect(updatePaymentStatusResponseSchema.parse(failed.json()).data).toEqual({
        order_id: order.order_id,
        plan_status: 'pending',
        subscription_status: 'incomplete',
      });

      expect((await confirm(caller, clientSecret, '4242424242424242')).statusCode).toBe(200);
      const paid = await updateStatus(caller, order.order_id, 'PAYMENT_FAILED');
      // The gateway says paid: that wins over what the browser reported.
      expect(updatePaymentStatusResponseSchema.parse(paid.json()).data.plan_status).toBe(
        'succeeded',
      );
    });

    it('is idempotent: a second success call changes nothing and sends no second e-mail', async () => {
      const caller = await newUser();
      const { order, result } = await checkout(caller);
      const again = await updateStatus(caller, order.order_id);
      expect(again.statusCode).toBe(200);
      expect(updatePaymentStatusResponseSchema.parse(again.json()).data).toEqual(result);
      const both = await Promise.all([
        updateStatus(caller, order.order_id),
        updateStatus(caller, order.order_id),
      ]);
      expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
      const subscription = await subscriptionRow(order.user_payment_id);
      const history = await historyOf(subscription!.id);
      expect(history.filter((row) => row.source === 'payment_status')).toHaveLength(1);
      expect(await receiptsFor(order.order_id)).toHaveLength(1);
    });

    it("answers 403 for another user's order and 404 for an unknown one", async () => {
      const owner = await newUser();
      const other = await newUser();
      const order = await saveOrder(owner);
      await subscribe(owner, order);
      expectApiError(await updateStatus(other, order.order_id), 403);
      expectApiError(await updateStatus(owner, 'VH-FFFFFFFFFFFFFFFFFFFF'), 404);
      expectApiError(
        await post('/update-payment-status', owner.headers, {
          order_id: order.order_id,
          status: 'PAID',
        }),
        400,
      );
      expectApiError(
        await post(
          '/update-payment-status',
          {},
          { order_id: order.order_id, status: 'PAYMENT_SUCCESS' },
        ),
        401,
      );
    });

    it('refuses success for an order that never got a subscription', async () => {
      const caller = await newUser();
      const order = await saveOrder(caller);
      expectApiError(await updateStatus(caller, order.order_id), 409);
    });
  });

  describe('the profile is completed by the server, never by the page (issue 42)', () => {
    const profileIncomplete = async (userId: number) =>
      (await db().select().from(users).where(eq(users.id, userId)))[0]?.profileIncomplete;

    it('a verified payment marks the profile complete with the subscription', async () => {
      const caller = await newUser({ profileIncomplete: true });
      const { result } = await checkout(caller);
      expect(result).toMatchObject({ plan_status: 'succeeded', subscription_status: 'active' });
      expect(await profileIncomplete(caller.user.id)).toBe(false);
      // The user the return page loads next says so, with no edit-user call.
      const info = await post('/getUserInfo', caller.headers, {});
      expect(userResponseSchema.parse(info.json()).data).toMatchObject({
        profile_incomplete: 0,
        subscription_status: 'active',
      });
    });

    it('a declined card, a forged success and an abandoned payment leave it incomplete', async () => {
      const declinedCaller = await newUser({ profileIncomplete: true });
      const declinedOrder = await saveOrder(declinedCaller);
      const { clientSecret } = createSubscriptionResponseSchema.parse(
        (await subscribe(declinedCaller, declinedOrder)).json(),
      );
      await confirm(declinedCaller, clientSecret, '4000 0000 0000 0002');
      expectApiError(await updateStatus(declinedCaller, declinedOrder.order_id), 409);
      await updateStatus(declinedCaller, declinedOrder.order_id, 'PAYMENT_FAILED');
      expect(await profileIncomplete(declinedCaller.user.id)).toBe(true);

      // A success reported for a card never confirmed (a tab closed, or a forged return).
      const abandoned = await newUser({ profileIncomplete: true });
      const abandonedOrder = await saveOrder(abandoned);
      await subscribe(abandoned, abandonedOrder);
      expectApiError(await updateStatus(abandoned, abandonedOrder.order_id), 409);
      expect(await profileIncomplete(abandoned.user.id)).toBe(true);
    });

    it('a failed payment leaves a complete profile complete: as it was', async () => {
      const caller = await newUser({ profileIncomplete: false, isTrialAccount: true });
      const order = await saveOrder(caller);
      const { clientSecret } = createSubscriptionResponseSchema.parse(
        (await subscribe(caller, order)).json(),
      );
      await confirm(caller, clientSecret, '4000 0000 0000 0002');
      await updateStatus(caller, order.order_id, 'PAYMENT_FAILED');
      expect(await profileIncomplete(caller.user.id)).toBe(false);
    });

    it("another user's payment never completes the caller's profile", async () => {
      const owner = await newUser({ profileIncomplete: true });
      const other = await newUser({ profileIncomplete: true });
      await checkout(owner);
      expect(await profileIncomplete(owner.user.id)).toBe(false);
      expect(await profileIncomplete(other.user.id)).toBe(true);
    });
  });

  describe('the sandbox card form', () => {
    async function pendingSecret(caller: Caller) {
      const order = await saveOrder(caller);
      const { clientSecret } = createSubscriptionResponseSchema.parse(
        (await subscribe(caller, order)).json(),
      );
      return { order, clientSecret };
    }

    it('reports insufficient funds as a failure to redirect with', async () => {
      const caller = await newUser();
      const { clientSecret, order } = await pendingSecret(caller);
      const body = sandboxConfirmResponseSchema.parse(
        (await confirm(caller, clientSecret, '4000000000009995')).json(),
      );
      expect(body.error_code).toBe('insufficient_funds');
      expect(body.error_message).toBe('Your card has insufficient funds.');
      const redirect = new URL(body.redirect_url);
      expect(redirect.origin).toBe(SITE);
      expect(Object.fromEntries(redirect.searchParams)).toEqual({
        order_id: order.order_id,
        payment_intent: expect.stringMatching(/^sandbox_pi_/),
        payment_intent_client_secret: clientSecret,
        redirect_status: 'failed',
      });
    });

    it.each([
      [
        'a number failing the Luhn check',
        { card_number: '4242424242424241' },
        {
          path: 'body.card_number',
          message: 'Your card number is invalid.',
          code: 'invalid_number',
        },
      ],
      [
        'a valid number that is not a test card',
        { card_number: '5555555555554444' },
        {
          path: 'body.card_number',
          message: 'Your card number is incorrect.',
          code: 'incorrect_number',
        },
      ],
      [
        'an expired card',
        { card_number: '4242424242424242', exp_month: 12, exp_year: 2025 },
        { path: 'body.exp_month', message: 'Your card has expired.', code: 'expired_card' },
      ],
      [
        'another site as return address',
        { card_number: '4242424242424242', return_url: 'https://evil.example/?order_id=1' },
        { path: 'body.return_url', message: 'The return address must be on this site.' },
      ],
    ])('refuses %s with 400 and charges nothing', async (_name, change, detail) => {
      const caller = await newUser();
      const { clientSecret, order } = await pendingSecret(caller);
      const response = await confirm(caller, clientSecret, '', change);
      const error = expectApiError(response, 400);
      expect(error.details).toEqual([detail]);
      const [intent] = await db()
        .select()
        .from(sandboxIntents)
        .where(eq(sandboxIntents.orderId, order.order_id));
      expect(intent?.status).toBe('requires_payment_method');
    });

    it('accepts the request origin as return address, and this month as expiry', async () => {
      const caller = await newUser();
      const { clientSecret } = await pendingSecret(caller);
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/sandbox/confirm',
        headers: { ...caller.headers, host: 'localhost:8080' },
        payload: {
          client_secret: clientSecret,
          card_number: '4242424242424242',
          exp_month: 1,
          exp_year: 2026,
          cvc: '1234',
          return_url: 'http://localhost:8080/client/payment?order_id=x',
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(sandboxConfirmResponseSchema.parse(response.json()).redirect_url).toMatch(
        /^http:\/\/localhost:8080\/client\/payment\?/,
      );
    });

    it("refuses another user's client secret (403) and an unknown one (400)", async () => {
      const owner = await newUser();
      const other = await newUser();
      const { clientSecret } = await pendingSecret(owner);
      expectApiError(await confirm(other, clientSecret, '4242424242424242'), 403);
      expectApiError(
        await confirm(
          owner,
          `${clientSecret.split('_secret_')[0]}_secret_wrongwrongwrong`,
          '4242424242424242',
        ),
        400,
      );
    });

    it('keeps only the last four digits and the hash of the secret', async () => {
      const caller = await newUser();
      const { clientSecret, order } = await pendingSecret(caller);
      await confirm(caller, clientSecret, '4000000000000002');
      const [intent] = await db()
        .select()
        .from(sandboxIntents)
        .where(eq(sandboxIntents.orderId, order.order_id));
      expect(intent?.cardLast4).toBe('0002');
      const stored = JSON.stringify(intent);
      expect(stored).not.toContain('4000000000000002');
      expect(stored).not.toContain(clientSecret);
      expect(intent?.clientSecretHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('needs a token', async () => {
      expectApiError(await post('/sandbox/confirm', {}, {}), 401);
    });
  });

  describe('getUserPayments', () => {
    it('lists newest first, to the owner and to an admin only', async () => {
      const caller = await newUser();
      const first = await saveOrder(caller, MONTHLY);
      const second = await saveOrder(caller, YEARLY);
      const own = await app.inject({
        method: 'GET',
        url: `/api/v1/getUserPayments/${caller.user.id}`,
        headers: caller.headers,
      });
      const records = userPaymentsResponseSchema.parse(own.json()).data;
      expect(records.map((r) => r.order_id)).toEqual([second.order_id, first.order_id]);
      expect(records[0]).toMatchObject({
        plan_status: 'pending',
        plan_start_date: null,
        plan_expiry_date: null,
      });

      const other = await newUser();
      expectApiError(
        await app.inject({
          method: 'GET',
          url: `/api/v1/getUserPayments/${caller.user.id}`,
          headers: other.headers,
        }),
        403,
      );
      const admin = await newUser({ isAdmin: true });
      const asAdmin = await app.inject({
        method: 'GET',
        url: `/api/v1/getUserPayments/${caller.user.id}`,
        headers: admin.headers,
      });
      expect(userPaymentsResponseSchema.parse(asAdmin.json()).data).toHaveLength(2);
    });

    it.each(['abc', '0', '-1', '99999999999', '1.5'])('answers 400 for id %s', async (id) => {
      const caller = await newUser();
      expectApiError(
        await app.inject({
          method: 'GET',
          url: `/api/v1/getUserPayments/${id}`,
          headers: caller.headers,
        }),
        400,
      );
    });

    it('needs a token', async () => {
      expectApiError(await app.inject({ method: 'GET', url: '/api/v1/getUserPayments/1' }), 401);
    });
  });
});
