import path from 'node:path';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../errors.ts';
import {
  chooseLanguage,
  htmlOpeningTag,
  RETRY_HREF_PLACEHOLDER,
  withHtmlOpeningTag,
  type PageLanguage,
} from './prerendered-pages.ts';

/** Redis answers in well under a millisecond; past this a request goes on without counting. */
const REDIS_COMMAND_TIMEOUT_MS = 500;
const REDIS_CONNECT_TIMEOUT_MS = 2000;
const WINDOW_MS = 60_000;

/**
 * What a request costs and so which limit counts it, from its method and path alone (this runs
 * on every request):
 * - `api`: /api (and any non-GET outside it): per user when signed in, else per address;
 * - `sign-in`: the identity provider at /idp, per address (its style sheet and script are files);
 * - `page`: a GET or HEAD of a path without an extension, the prerendered page or the shell;
 * - `file`: built assets, images, /favicon.ico: never counted, served from disk as they are.
 */
export type RequestKind = 'api' | 'sign-in' | 'page' | 'file';

export function requestKind(method: string, url: string): RequestKind {
  const pathname = url.split('?', 1)[0] ?? '';
  if (/^\/api(\/|$)/.test(pathname)) return 'api';
  if (/^\/idp(\/|$)/.test(pathname))
    return pathname.startsWith('/idp/assets/') ? 'file' : 'sign-in';
  if (method !== 'GET' && method !== 'HEAD') return 'api';
  return path.extname(pathname) ? 'file' : 'page';
}

/** The built "too many requests" page in each language, when the build has one. */
export type TooManyRequestsPages = Record<PageLanguage, string> | null;

const counted = Symbol('counted against the address');
declare module 'fastify' {
  interface FastifyRequest {
    [counted]?: boolean;
  }
}

/**
 * The limits (docs/rate-limits.md):
 * - RATE_LIMIT_PER_MINUTE per address on anonymous API calls and the sign-in endpoints, and
 *   separately on calls whose token fails;
 * - USER_RATE_LIMIT_PER_MINUTE per signed-in user (the verified token's subject), whatever
 *   their address, so a school or a household behind one address is not one budget;
 * - PAGE_RATE_LIMIT_PER_MINUTE per address on page documents, counted in this process only;
 * - a route's own `config.rateLimit` (subscribe).
 * Files are not counted: they are served from disk, precompressed, and a first visit loads
 * dozens of them.
 *
 * With REDIS_URL the API counters live in Redis, so every instance counts against one limit.
 * Redis trouble fails open (skipOnError): the commands time out quickly or fail at once while
 * disconnected, and the request goes on uncounted. A limiter that answered 500 or waited for a
 * broken Redis would take the whole API down to protect it.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  { tooManyRequestsPages = null }: { tooManyRequestsPages?: TooManyRequestsPages } = {},
) {
  const { env } = app;
  const redis = env.REDIS_URL ? createRedis(app, env.REDIS_URL) : undefined;

  await app.register(rateLimit, {
    // Nothing is counted unless a route asks (subscribe) or the hooks below do.
    global: false,
    max: env.RATE_LIMIT_PER_MINUTE,
    timeWindow: WINDOW_MS,
    ...(redis ? { redis, nameSpace: 'vh-rate-limit-', skipOnError: true } : {}),
    // @fastify/rate-limit throws what this returns, so the error handler renders it.
    errorResponseBuilder: (_request, context) =>
      new AppError(context.statusCode === 403 ? 'forbidden' : 'rate_limited'),
  });

  const address = (request: FastifyRequest) => normalizeIP(request.ip);
  const checkAddress = app.createRateLimit({
    max: env.RATE_LIMIT_PER_MINUTE,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `address:${address(request)}`,
  });
  const checkFailedTokens = app.createRateLimit({
    max: env.RATE_LIMIT_PER_MINUTE,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `bad-token:${address(request)}`,
  });
  const checkUser = app.createRateLimit({
    max: env.USER_RATE_LIMIT_PER_MINUTE,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `user:${request.identity?.subject ?? ''}`,
  });
  // Pages are cheap and the guard only stops one address from hogging an instance, so it needs
  // no Redis round trip: a page would otherwise wait on the network for a count.
  const pageGuard = new WindowCounter(env.PAGE_RATE_LIMIT_PER_MINUTE, WINDOW_MS);

  const refuse = (request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number) => {
    reply.header('retry-after', retryAfterSeconds);
    if (tooManyRequestsPages && isNavigation(request)) {
      const language = chooseLanguage(request.headers.cookie, request.headers['accept-language']);
      const html = withHtmlOpeningTag(
        tooManyRequestsPages[language],
        htmlOpeningTag(language, request.headers.cookie),
      ).replace(RETRY_HREF_PLACEHOLDER, escapeAttribute(retryHref(request.url)));
      return reply
        .status(429)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(html);
    }
    throw new AppError('rate_limited');
  };

  app.addHook('onRequest', async (request, reply) => {
    const kind = requestKind(request.method, request.url);
    if (kind === 'file') return;
    if (kind === 'page') {
      const retryAfterSeconds = pageGuard.hit(address(request));
      if (retryAfterSeconds !== null) return refuse(request, reply, retryAfterSeconds);
      return;
    }
    if (kind === 'api' && hasBearerToken(request)) {
      // Counted per user once the token is verified (preValidation). A token that fails counts
      // against its address (onResponse); past that limit the address is refused here, before
      // any signature is checked.
      const failed = await checkFailedTokens(request, { increment: false });
      if (!failed.isAllowed && failed.isExceeded)
        return refuse(request, reply, failed.ttlInSeconds);
      return;
    }
    request[counted] = true;
    const limit = await checkAddress(request);
    if (limit.isAllowed) return;
    reply.header('x-ratelimit-limit', limit.max);
    reply.header('x-ratelimit-remaining', limit.remaining);
    reply.header('x-ratelimit-reset', limit.ttlInSeconds);
    if (limit.isExceeded) return refuse(request, reply, limit.ttlInSeconds);
  });

  // preValidation runs after every onRequest hook, so the bearer token has been verified by
  // then (plugins/auth.ts), and before validation, so malformed requests count too.
  app.addHook('preValidation', async (request, reply) => {
    if (request.identity?.subject) {
      const limit = await checkUser(request);
      if (!limit.isAllowed && limit.isExceeded) return refuse(request, reply, limit.ttlInSeconds);
      return;
    }
    // A public route called with a token (the token is not checked there): an anonymous call.
    if (request[counted] || requestKind(request.method, request.url) !== 'api') return;
    request[counted] = true;
    const limit = await checkAddress(request);
    if (!limit.isAllowed && limit.isExceeded) return refuse(request, reply, limit.ttlInSeconds);
  });

  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode === 401 && !request[counted] && hasBearerToken(request)) {
      await checkFailedTokens(request);
    }
  });
}

function hasBearerToken(request: FastifyRequest): boolean {
  return /^Bearer\s/i.test(request.headers.authorization ?? '');
}

/** A browser opening a page (not a script's fetch of the API): it gets a page back. */
function isNavigation(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !/^\/api(\/|\?|$)/.test(request.url) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/** The same address on this site: `//host/...` would leave it. */
function retryHref(url: string): string {
  return `/${url.replace(/^[/\\]+/, '')}`;
}

function escapeAttribute(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * Fixed one-minute windows in this process. At most twice the limit across a window's edge,
 * which is fine for a guard meant to be generous; memory is one number per address seen in the
 * current window.
 */
export class WindowCounter {
  #window = -1;
  readonly #counts = new Map<string, number>();
  readonly #max: number;
  readonly #windowMs: number;
  constructor(max: number, windowMs: number) {
    this.#max = max;
    this.#windowMs = windowMs;
  }

  /** Counts a hit; null while within the limit, else the seconds until the window ends. */
  hit(key: string, now = Date.now()): number | null {
    const window = Math.floor(now / this.#windowMs);
    if (window !== this.#window) {
      this.#window = window;
      this.#counts.clear();
    }
    const count = (this.#counts.get(key) ?? 0) + 1;
    this.#counts.set(key, count);
    if (count <= this.#max) return null;
    return Math.max(1, Math.ceil(((window + 1) * this.#windowMs - now) / 1000));
  }
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
