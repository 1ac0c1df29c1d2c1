import { authIssuer, loadEnv } from '../src/env.ts';
import { idpKeysFile, loadOrCreateIdpKeys, signLocalAccessToken } from '../src/idp/keys.ts';

// A client's writes against a real server process, for the crash test and the soak run: sign
// up, save the profile, pay through the sandbox, each step noted once the server acknowledged it.

/** Access tokens of the development sign-in of a server started with `serverEnv`. */
export async function localTokenSigner(serverEnv: Record<string, string>) {
  const settings = loadEnv({ HOST: '127.0.0.1', NODE_ENV: 'test', ...serverEnv });
  const keys = await loadOrCreateIdpKeys(idpKeysFile(serverEnv['DATA_DIR']!));
  return (email: string) =>
    signLocalAccessToken({
      keys,
      issuer: authIssuer(settings)!,
      audience: settings.AUTH_AUDIENCE,
      clientId: settings.AUTH_CLIENT_ID,
      email,
    });
}

/** An answer that was not 2xx. */
export class Refused extends Error {
  constructor(
    readonly route: string,
    readonly status: number,
  ) {
    super(`${route}: ${status}`);
  }
}

export type JsonBody = { data: Record<string, unknown> } & Record<string, unknown>;

/** One API call with a bearer token; connection errors are thrown as fetch throws them. */
export type Call = (
  token: string,
  method: string,
  route: string,
  body?: unknown,
) => Promise<JsonBody>;

/** Calls through `send`, which is given the path under /api/v1 and the request. */
export function apiCaller(send: (route: string, init: RequestInit) => Promise<Response>): Call {
  return async (token, method, route, body) => {
    const response = await send(route, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) {
      await response.arrayBuffer();
      throw new Refused(route, response.status);
    }
    return (await response.json()) as JsonBody;
  };
}

export interface Acknowledged {
  email: string;
  token: string;
  userId?: number;
  firstName?: string;
  paidOrder?: string;
}

/** Letters only, as the profile's name rule wants: 12 -> "bc". */
export const letters = (n: number) =>
  [...String(n)].map((digit) => 'abcdefghij'[Number(digit)]).join('');

/** The first plan's id, as the plan step shows it. */
export async function firstPlanId(call: Call, token: string): Promise<number> {
  const plans = await call(token, 'GET', 'fetch-payment-plans');
  return (plans.data as unknown as { id: number }[])[0]!.id;
}

/**
 * Signs `person` up (first call with a new token), saves a Dallas profile named `firstName`,
 * and pays the plan with the sandbox's test card, as the return page confirms it. Each field of
 * `person` is set only after the server acknowledged that step.
 */
export async function signUpProfileAndPay(
  call: Call,
  person: Acknowledged,
  { firstName, planId, returnUrl }: { firstName: string; planId: number; returnUrl: string },
) {
  const user = await call(person.token, 'POST', 'getUserInfo', {});
  const userId = user.data['user_id'] as number;
  person.userId = userId;
  await call(person.token, 'POST', 'updateUser', {
    user_id: userId,
    first_name: firstName,
    last_name: 'Journey',
    dob: '1980-01-15',
    contact_number: '(214) 555-1234',
    state_id: 1407,
    zipcode: '75201',
    address1: '1 Main St',
    city_id: 114990,
    country_id: 233,
    is_veteran: 0,
    // As step 2 sends it for an account without a trial: complete only once paid.
    profile_incomplete: 1,
  });
  person.firstName = firstName;
  const order = (await call(person.token, 'POST', 'save-payment-plan-details', {
    user_id: userId,
    payment_plan_id: planId,
    provider_id: 1,
  })) as unknown as { data: { user_payment_id: number; order_id: string } };
  const subscription = await call(person.token, 'POST', 'create-subscription', {
    userPaymentId: order.data.user_payment_id,
    orderId: order.data.order_id,
    userId,
    paymentPlanId: planId,
  });
  await call(person.token, 'POST', 'sandbox/confirm', {
    client_secret: subscription['clientSecret'],
    card_number: '4242424242424242',
    exp_month: 12,
    exp_year: new Date().getFullYear() + 2,
    cvc: '123',
    return_url: returnUrl,
  });
  await call(person.token, 'POST', 'update-payment-status', {
    order_id: order.data.order_id,
    status: 'PAYMENT_SUCCESS',
  });
  person.paidOrder = order.data.order_id;
}

/**
 * Paid orders missing their subscription or their receipt: each is written in one transaction
 * with the order's success, so after any crash this must be empty.
 */
export const INCOMPLETE_PAYMENTS = `
  select p.order_id from user_payments p
  where p.plan_status = 'succeeded'
    and (not exists (select 1 from subscriptions s where s.user_payment_id = p.id)
      or not exists (select 1 from email_outbox o where o.dedupe_key = 'receipt:' || p.order_id))`;

/**
 * Profiles marked complete with no usable subscription: only a verified payment completes a
 * profile, in the transaction that records it (issue 42), so after any crash this must be
 * empty for accounts that started incomplete.
 */
export const PROFILES_COMPLETE_UNPAID = `
  select u.email from users u
  where u.profile_incomplete = false
    and not exists (select 1 from subscriptions s
      where s.user_id = u.id and s.status in ('active', 'trial_active'))`;
