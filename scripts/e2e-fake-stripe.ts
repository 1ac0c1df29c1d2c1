// The fake Stripe HTTP server as a process of its own, for the end-to-end run with Stripe
// configured (playwright.config.ts): the app server's Stripe SDK calls it as STRIPE_API_URL,
// and the browser's fake Stripe.js reaches it through the test's route for api.stripe.com.
import { FakeStripeServer } from '../server/src/services/payments/testing/fake-stripe-server.ts';

const port = Number(process.env.FAKE_STRIPE_PORT ?? 4399);
const server = await new FakeStripeServer().start(port);
console.log(`Fake Stripe listening on ${server.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void server.stop().then(() => process.exit(0)));
}
