import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  subscribeRequestSchema,
  subscribeResponseSchema,
} from '../../../src/contracts/subscribe.ts';
import { emailSubscribers } from '../db/schema.ts';

export const subscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/subscribe',
    {
      schema: {
        summary: 'Subscribe an e-mail address to updates',
        body: subscribeRequestSchema,
        response: { 200: subscribeResponseSchema, 201: subscribeResponseSchema },
      },
      config: {
        access: 'public',
        rateLimit: { max: app.env.SUBSCRIBE_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      // One statement, so two simultaneous requests for one address still leave one row.
      const inserted = await app.database.db
        .insert(emailSubscribers)
        .values({ email, language: request.body.language })
        .onConflictDoNothing({ target: emailSubscribers.email })
        .returning({ id: emailSubscribers.id });
      if (inserted.length === 0) {
        return reply
          .status(200)
          .send({ code: 'already_subscribed', message: 'You are already subscribed. Thank you!' });
      }
      return reply.status(201).send({ code: 'subscribed', message: 'Thank you for subscribing!' });
    },
  );
};
