import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { PaymentGateway } from './gateway.ts';
import { SandboxGateway } from './sandbox-gateway.ts';
import { createStripeClient, StripeGateway } from './stripe-gateway.ts';

/** Stripe when its secret key is set; otherwise the local sandbox (the embedded default). */
export function createPaymentGateway(env: Env, db: Db): PaymentGateway {
  if (env.STRIPE_SECRET_KEY) {
    return new StripeGateway(createStripeClient(env), {
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    });
  }
  return new SandboxGateway(db);
}
