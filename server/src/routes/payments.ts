import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in with the routes
export interface PaymentRoutesOptions {}

export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async () => {};
