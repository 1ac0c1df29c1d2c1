import { z } from 'zod';

// Payment plans, orders, subscriptions and the sandbox card form (spec sections 3, 4 and 7).

const MAX_ID = 2_147_483_647;

/** A database id in a JSON body. */
const bodyId = (description: string) => z.number().int().min(1).max(MAX_ID).describe(description);

/** Order ids are ours ("VH-..."); older or test orders may use other letters and digits. */
export const orderIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Order id is not valid')
  .describe('The order id returned by save-payment-plan-details, e.g. "VH-1A2B..."');

export const PAYMENT_GATEWAYS = ['stripe', 'sandbox'] as const;
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trial_active',
  'past_due',
  'canceled',
  'incomplete',
  'incomplete_expired',
] as const;
export const PLAN_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const TRIAL_MONTHS = 6 as const;
export const MEMBER_DISCOUNT_PERCENT = 20 as const;

// GET /api/v1/fetch-payment-plans

export const paymentPlanSchema = z.object({
  id: z.number().int(),
  planType: z.string().describe('"monthly" or "yearly"'),
  displayText: z.string(),
  displayText_sp: z.string(),
  amount: z.number().describe('Price in US dollars, before any discount'),
  amount_cents: z.number().int().describe('Price in US cents, before any discount'),
  currency: z.literal('usd'),
  duration_days: z.number().int().describe('Days one payment covers'),
});

export const paymentPlansResponseSchema = z.object({ data: z.array(paymentPlanSchema) });

// GET /api/v1/payment-config

export const paymentConfigResponseSchema = z.object({
  gateway: z.enum(PAYMENT_GATEWAYS).describe('Which card form the browser shows'),
  publishable_key: z.string().nullable().describe("Stripe's publishable key; null for sandbox"),
  trial_months: z.literal(TRIAL_MONTHS),
  member_discount_percent: z.literal(MEMBER_DISCOUNT_PERCENT),
  trial_available: z
    .boolean()
    .describe("The caller's next order starts with the free trial (a trial sign-up, not used)"),
  member_discount: z
    .boolean()
    .describe('The caller is a veterans-association member: 20% off with the member coupon'),
});

// POST /api/v1/save-payment-plan-details

export const savePaymentPlanRequestSchema = z.object({
  user_id: bodyId("The caller's user id"),
  payment_plan_id: bodyId('The chosen plan'),
  provider_id: z.number().int().min(1).max(1000).default(1).describe('Provider (1)'),
});

export const savePaymentPlanResponseSchema = z.object({
  data: z.object({
    user_payment_id: z.number().int(),
    order_id: z.string(),
    user_id: z.number().int(),
    payment_plan_id: z.number().int(),
  }),
});

// POST /api/v1/create-subscription

export const createSubscriptionRequestSchema = z.object({
  userPaymentId: bodyId('user_payment_id from save-payment-plan-details'),
  orderId: orderIdSchema,
  userId: bodyId("The caller's user id"),
  paymentPlanId: bodyId('The plan of the order'),
  // Accepted for the spec's payload; the server uses the e-mail and name of the users row.
  userEmail: z.string().max(320).optional().describe('Ignored: the account e-mail is used'),
  userName: z.string().max(300).optional().describe('Ignored: the account name is used'),
  coupon: z
    .string()
    .trim()
    .max(64, 'This coupon code is not valid.')
    .nullish()
    .describe('The veterans-association member coupon (members only: 20% off after the trial)'),
});

export const createSubscriptionResponseSchema = z.object({
  clientSecret: z.string().describe('For the card form (Stripe Elements or the sandbox form)'),
  orderId: z.string(),
  subscriptionId: z.string().describe("The gateway's subscription id"),
});

// POST /api/v1/update-payment-status

export const updatePaymentStatusRequestSchema = z.object({
  order_id: orderIdSchema,
  status: z
    .enum(['PAYMENT_SUCCESS', 'PAYMENT_FAILED'])
    .describe('What the browser saw; the server asks the gateway and believes only it'),
});

export const updatePaymentStatusResponseSchema = z.object({
  data: z.object({
    order_id: z.string(),
    plan_status: z.enum(PLAN_STATUSES),
    subscription_status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  }),
});

// GET /api/v1/getUserPayments/{id}

export const userPaymentsParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(MAX_ID).describe('The user whose payments to list'),
});

export const paymentRecordSchema = z.object({
  user_payment_id: z.number().int(),
  order_id: z.string(),
  plan_amount: z.number().describe('US dollars per period, after any member discount'),
  plan_status: z.enum(PLAN_STATUSES),
  plan_type: z.string(),
  PlanDurationInDays: z.number().int(),
  plan_desc: z.string(),
  plan_desc_sp: z.string().describe('plan_desc in Spanish'),
  plan_start_date: z.string().nullable().describe('ISO 8601'),
  plan_expiry_date: z.string().nullable().describe('ISO 8601'),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});

export const userPaymentsResponseSchema = z.object({ data: z.array(paymentRecordSchema) });

// POST /api/v1/sandbox/confirm: the local stand-in for the card provider's confirm call.

const digits = (min: number, max: number, message: string) =>
  z
    .string()
    .max(40, message)
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(new RegExp(`^[0-9]{${min},${max}}$`), message));

export const sandboxConfirmRequestSchema = z.object({
  client_secret: z
    .string()
    .regex(/^sandbox_(pi|seti)_[A-Za-z0-9]{8,64}_secret_[A-Za-z0-9_-]{8,128}$/, 'Invalid secret')
    .describe('From create-subscription'),
  card_number: digits(12, 19, 'Your card number is invalid.'),
  exp_month: z.number().int().min(1, 'Invalid month').max(12, 'Invalid month'),
  exp_year: z.number().int().min(2000, 'Invalid year').max(2100, 'Invalid year'),
  cvc: digits(3, 4, "Your card's security code is invalid."),
  return_url: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .describe('Same origin as the site'),
});

export const sandboxConfirmResponseSchema = z.object({
  status: z.enum(['succeeded', 'failed']),
  error_code: z
    .string()
    .nullable()
    .describe("The card provider's error code when failed, e.g. card_declined, insufficient_funds"),
  error_message: z.string().nullable().describe("The card provider's message when failed"),
  redirect_url: z.string().describe('Where the browser goes next (the return flow)'),
});

export type PaymentPlan = z.infer<typeof paymentPlanSchema>;
export type PaymentConfig = z.infer<typeof paymentConfigResponseSchema>;
export type SavePaymentPlanRequest = z.input<typeof savePaymentPlanRequestSchema>;
export type CreateSubscriptionRequest = z.input<typeof createSubscriptionRequestSchema>;
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;
export type UpdatePaymentStatusRequest = z.input<typeof updatePaymentStatusRequestSchema>;
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;
export type SandboxConfirmRequest = z.input<typeof sandboxConfirmRequestSchema>;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
