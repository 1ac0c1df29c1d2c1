import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createSubscriptionRequestSchema,
  createSubscriptionResponseSchema,
  MEMBER_DISCOUNT_PERCENT,
  paymentConfigResponseSchema,
  paymentPlansResponseSchema,
  sandboxConfirmRequestSchema,
  sandboxConfirmResponseSchema,
  savePaymentPlanRequestSchema,
  savePaymentPlanResponseSchema,
  TRIAL_MONTHS,
  updatePaymentStatusRequestSchema,
  updatePaymentStatusResponseSchema,
  userPaymentsParamsSchema,
  userPaymentsResponseSchema,
} from '../../../src/contracts/payments.ts';
import { paymentPlans, userPayments } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { assertOwnerOrAdmin } from '../plugins/auth.ts';
import { createPaymentGateway } from '../services/payments/create-gateway.ts';
import type { PaymentGateway } from '../services/payments/gateway.ts';
import {
  createOrder,
  createSubscription,
  paymentRecords,
  trialAvailable,
  updatePaymentStatus,
} from '../services/payments/orders.ts';
import { checkSandboxCard, SandboxGateway } from '../services/payments/sandbox-gateway.ts';

export interface PaymentRoutesOptions {
  /** The card provider; default: Stripe when STRIPE_SECRET_KEY is set, else the sandbox. */
  gateway?: PaymentGateway;
  /** The clock (trial ends, plan dates, card expiry); tests fix it. */
  now?: () => Date;
}

export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, options) => {
  const { db } = app.database;
  const gateway = options.gateway ?? createPaymentGateway(app.env, db);
  const now = options.now ?? (() => new Date());

  app.get(
    '/fetch-payment-plans',
    {
      schema: {
        summary: 'The plans, with their prices in both languages',
        response: { 200: paymentPlansResponseSchema },
      },
      config: { access: 'public' },
    },
    async () => {
      const plans = await db
        .select()
        .from(paymentPlans)
        .where(eq(paymentPlans.active, true))
        .orderBy(asc(paymentPlans.sortOrder), asc(paymentPlans.id));
      return {
        data: plans.map((plan) => ({
          id: plan.id,
          planType: plan.planType,
          displayText: plan.displayText,
          displayText_sp: plan.displayTextSp,
          amount: plan.amountCents / 100,
          amount_cents: plan.amountCents,
          currency: 'usd' as const,
          duration_days: plan.durationDays,
        })),
      };
    },
  );

  app.get(
    '/payment-config',
    {
      schema: {
        summary:
          "Which card form to show, and whether the caller's next order has the trial and member discount",
        response: { 200: paymentConfigResponseSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request) => {
      const user = await request.currentUser();
      return {
        gateway: gateway.name,
        publishable_key: gateway.publishableKey,
        trial_months: TRIAL_MONTHS,
        member_discount_percent: MEMBER_DISCOUNT_PERCENT,
        // The plan step says what the caller's next order will get; create-subscription
        // decides it again when the order is paid.
        trial_available: await trialAvailable(db, user),
        member_discount: user.isAusaMember,
      };
    },
  );

  app.post(
    '/save-payment-plan-details',
    {
      schema: {
        summary: 'Save the chosen plan as a pending order',
        body: savePaymentPlanRequestSchema,
        response: { 200: savePaymentPlanResponseSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request) => {
      const user = await request.currentUser();
      assertOwnerOrAdmin(user, request.body.user_id, 'write');
      const order = await createOrder(db, user, {
        planId: request.body.payment_plan_id,
        providerId: request.body.provider_id,
      });
      return {
        data: {
          user_payment_id: order.id,
          order_id: order.orderId,
          user_id: order.userId,
          payment_plan_id: order.paymentPlanId,
        },
      };
    },
  );

  app.post(
    '/create-subscription',
    {
      schema: {
        summary: "Start the gateway subscription of an order; returns the card form's secret",
        body: createSubscriptionRequestSchema,
        response: { 200: createSubscriptionResponseSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request) => {
      const user = await request.currentUser();
      return createSubscription(db, gateway, user, request.body, {
        couponCode: app.env.AUSA_COUPON_CODE,
        now: now(),
      });
    },
  );

  app.post(
    '/update-payment-status',
    {
      schema: {
        summary: 'After the card form: ask the gateway what happened to an order',
        body: updatePaymentStatusRequestSchema,
        response: { 200: updatePaymentStatusResponseSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request) => {
      const user = await request.currentUser();
      const data = await updatePaymentStatus(
        db,
        gateway,
        user,
        { orderId: request.body.order_id, reported: request.body.status },
        now(),
      );
      return { data };
    },
  );

  app.get(
    '/getUserPayments/:id',
    {
      schema: {
        summary: "The caller's orders, newest first",
        params: userPaymentsParamsSchema,
        response: { 200: userPaymentsResponseSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request) => {
      const user = await request.currentUser();
      assertOwnerOrAdmin(user, request.params.id, 'read');
      return { data: await paymentRecords(db, request.params.id) };
    },
  );

  if (gateway instanceof SandboxGateway) {
    registerSandboxConfirm(gateway);
  }

  /** The sandbox's stand-in for Stripe.js confirming a card: same return flow as Stripe. */
  function registerSandboxConfirm(sandbox: SandboxGateway) {
    app.post(
      '/sandbox/confirm',
      {
        schema: {
          summary: "The sandbox's stand-in for Stripe.js confirming a card",
          body: sandboxConfirmRequestSchema,
          response: { 200: sandboxConfirmResponseSchema },
        },
        config: { access: 'signed-in' },
      },
      async (request) => {
        const user = await request.currentUser();
        const body = request.body;
        const returnUrl = new URL(body.return_url);
        if (!allowedOrigins(request).includes(returnUrl.origin)) {
          throw invalid('return_url', 'The return address must be on this site.');
        }
        const intent = await sandbox.intentBySecret(body.client_secret);
        if (!intent) throw invalid('client_secret', 'This payment is not known.');
        const [order] = await db
          .select({ userId: userPayments.userId })
          .from(userPayments)
          .where(eq(userPayments.orderId, intent.orderId));
        if (order?.userId !== user.id) throw new AppError('forbidden');

        let status: 'succeeded' | 'failed';
        let message: string | null;
        let code: string | null = null;
        if (intent.status === 'succeeded') {
          // Confirming twice is harmless, as with Stripe.
          status = 'succeeded';
          message = null;
        } else {
          const card = checkSandboxCard(
            { number: body.card_number, expMonth: body.exp_month, expYear: body.exp_year },
            now(),
          );
          if (!card.ok) throw invalid(card.field, card.error.message, card.error.code);
          const updated = await sandbox.recordOutcome(
            intent,
            body.card_number,
            card.outcome,
            card.error?.message ?? null,
          );
          status = updated.status === 'succeeded' ? 'succeeded' : 'failed';
          message =
            status === 'succeeded' ? null : (updated.lastError ?? card.error?.message ?? null);
          code = status === 'succeeded' ? null : (card.error?.code ?? null);
        }
        const setup = intent.id.startsWith('sandbox_seti_');
        returnUrl.searchParams.set('order_id', intent.orderId);
        returnUrl.searchParams.set(setup ? 'setup_intent' : 'payment_intent', intent.id);
        returnUrl.searchParams.set(
          setup ? 'setup_intent_client_secret' : 'payment_intent_client_secret',
          body.client_secret,
        );
        returnUrl.searchParams.set('redirect_status', status);
        return { status, error_code: code, error_message: message, redirect_url: returnUrl.href };
      },
    );
  }

  function allowedOrigins(request: FastifyRequest): string[] {
    const origins = [`${request.protocol}://${request.host}`];
    if (app.env.PUBLIC_SITE_URL) origins.push(new URL(app.env.PUBLIC_SITE_URL).origin);
    return origins;
  }
};

/** A 400 on one field; `code` is the card provider's error code when the card is the reason. */
function invalid(field: string, message: string, code?: string) {
  const detail = { path: `body.${field}`, message, ...(code ? { code } : {}) };
  return new AppError('validation_failed', message, [detail]);
}
