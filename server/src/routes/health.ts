import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '../../../src/contracts/health.ts';
import { AppError } from '../errors.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        summary: "Liveness and the database's answer",
        response: { 200: healthResponseSchema },
      },
      config: { access: 'public' },
    },
    async () => {
      try {
        await app.database.db.execute(sql`select 1`);
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError('unavailable');
      }
      return { status: 'ok' as const, db: app.database.kind };
    },
  );
};
