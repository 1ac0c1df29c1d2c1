import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../errors.ts';

/** Redis answers in well under a millisecond; past this a request goes on without counting. */
const REDIS_COMMAND_TIMEOUT_MS = 500;
const REDIS_CONNECT_TIMEOUT_MS = 2000;

/**
 * Per-IP limits on every route (RATE_LIMIT_PER_MINUTE, or a route's own `config.rateLimit`)
 * and a per-user limit (USER_RATE_LIMIT_PER_MINUTE) keyed by the verified token's subject.
 * With REDIS_URL the counters live in Redis, so every instance counts against one limit.
 *
 * Redis trouble fails open (skipOnError): the commands time out quickly or fail at once
 * while disconnected, and the request goes on uncounted. A limiter that answered 500 or
 * waited for a broken Redis would take the whole API down to protect it.
 */
export async function registerRateLimits(app: FastifyInstance) {
  const { env } = app;
  const redis = env.REDIS_URL ? createRedis(app, env.REDIS_URL) : undefined;

  await app.register(rateLimit, {
    max: env.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'vh-rate-limit-', skipOnError: true } : {}),
    // @fastify/rate-limit throws what this returns, so the error handler renders it.
    errorResponseBuilder: (_request, context) =>
      new AppError(context.statusCode === 403 ? 'forbidden' : 'rate_limited'),
  });

  const checkUserLimit = app.createRateLimit({
    max: env.USER_RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request) => `user:${request.identity?.subject ?? ''}`,
  });

  // preValidation runs after every onRequest hook, so the bearer token has been verified by
  // then (plugins/auth.ts), and before validation, so malformed requests count too.
  app.addHook('preValidation', async (request, reply) => {
    // Public routes and paths outside the API have no identity; the per-IP limit covers them.
    if (!request.identity?.subject) return;
    const limit = await checkUserLimit(request);
    // The x-ratelimit-* headers stay the per-IP limit's; Retry-After says when to come back.
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', limit.ttlInSeconds);
      throw new AppError('rate_limited');
    }
  });
}

function createRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // Fail at once while disconnected instead of queueing requests behind a reconnect.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  // ioredis reconnects by itself; log the first error of each outage, not every retry.
  let healthy = true;
  redis.on('error', (error: Error) => {
    if (!healthy) return;
    healthy = false;
    app.log.warn({ err: { message: error.message } }, 'rate-limit store (Redis) unavailable');
  });
  redis.on('ready', () => {
    healthy = true;
  });
  app.addHook('onClose', async () => {
    // quit waits for pending replies; a connection that never came up has none.
    if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
    else redis.disconnect();
  });
  return redis;
}
