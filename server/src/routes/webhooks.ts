import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import { createStripeClient } from '../services/payments/stripe-gateway.ts';
import { applyStripeEvent } from '../services/payments/webhook-events.ts';

export interface WebhookRoutesOptions {
  /** Seconds a signature stays valid (Stripe's default: 300). */
  toleranceSeconds?: number;
}

const webhookResponseSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['applied', 'duplicate', 'ignored']),
});

/**
 * Stripe's events. Encapsulated: its JSON parser keeps the raw body, which the signature
 * covers, without changing how other routes parse JSON.
 */
export const webhookRoutes: FastifyPluginAsyncZod<WebhookRoutesOptions> = async (app, options) => {
  const secret = app.env.STRIPE_WEBHOOK_SECRET;
  // Without a secret nothing could be verified: the route does not exist (404).
  if (!secret) return;
  const stripe = createStripeClient(app.env);

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/webhooks/stripe',
    {
      schema: { response: { 200: webhookResponseSchema } },
      config: { access: 'public' },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') {
        throw new AppError('validation_failed', 'The webhook signature is missing.');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          request.body,
          signature,
          secret,
          options.toleranceSeconds,
        );
      } catch {
        throw new AppError('validation_failed', 'The webhook signature is not valid.');
      }
      const { outcome, reason } = await applyStripeEvent(app.database.db, event);
      if (outcome === 'ignored') {
        request.log.info({ eventId: event.id, type: event.type, reason }, 'webhook ignored');
      }
      return { received: true as const, outcome };
    },
  );
};
