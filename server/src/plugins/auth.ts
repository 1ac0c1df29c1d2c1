import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { users } from '../db/schema.ts';
import { authIssuer } from '../env.ts';
import { AppError } from '../errors.ts';

/**
 * Who may call a route:
 * - public: anyone (health, subscribe, plans, webhooks);
 * - signed-in: a valid bearer token (sign-in, profile, onboarding, payments);
 * - subscriber: a valid token of a user with an active or trial subscription, or an admin
 *   (content, organisations, search, trials, files).
 * Routes say so in `config.access`; a route that says nothing is `subscriber`, so a
 * forgotten setting fails closed.
 */
export type RouteAccess = 'public' | 'signed-in' | 'subscriber';

/** What a verified token says about the caller. */
export interface Identity {
  subject: string;
  /** Lower-cased. */
  email: string | null;
}

export type UserRow = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** Set for every route that is not public; null on public routes. */
    identity: Identity | null;
    /** The caller's user row (cached per request); 403 when they never signed in here. */
    currentUser(): Promise<UserRow>;
  }
}

/** Statuses that give access to the content (spec section 6). */
export const ENTITLED_STATUSES = ['active', 'trial_active'] as const;

export interface AuthOptions {
  /** Key lookup; default: the issuer's JWKS over HTTPS (cached by jose). */
  keys?: JWTVerifyGetKey | undefined;
}

/**
 * Verifies bearer tokens (RS256 JWTs from the identity provider) on every route of the
 * scope it is called in, and applies each route's access level.
 */
export function registerAuth(app: FastifyInstance, options: AuthOptions = {}) {
  const { env } = app;
  const issuer = authIssuer(env);
  const jwksUrl =
    env.AUTH_JWKS_URL ?? (issuer ? new URL('.well-known/jwks.json', issuer).href : undefined);
  const keys = options.keys ?? (jwksUrl ? createRemoteJWKSet(new URL(jwksUrl)) : undefined);
  if (!keys) {
    app.log.warn('AUTH_ISSUER is not set: every signed-in API route will answer 401');
  }

  app.decorateRequest('identity', null);
  app.decorateRequest('currentUser', async function currentUser(this: FastifyRequest) {
    return loadCurrentUser(app, this);
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access ?? 'subscriber';
    // Unknown paths answer 404 whoever asks.
    if (access === 'public' || request.is404) return;
    request.identity = await verifyBearer(request.headers.authorization, keys, env);
  });

  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.access ?? 'subscriber';
    if (access !== 'subscriber' || request.is404) return;
    await request.currentUser();
    if (!entitlements.get(request)) throw new AppError('subscription_required');
  });
}

async function verifyBearer(
  header: string | undefined,
  keys: JWTVerifyGetKey | undefined,
  env: FastifyInstance['env'],
): Promise<Identity> {
  const issuer = authIssuer(env);
  const match = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match?.[1] || !keys) throw new AppError('unauthorized');
  try {
    const { payload } = await jwtVerify(match[1], keys, {
      algorithms: ['RS256', 'ES256', 'PS256'],
      audience: env.AUTH_AUDIENCE,
      ...(issuer ? { issuer } : {}),
      // Clocks of the identity provider and of this server may differ a little.
      clockTolerance: 30,
      requiredClaims: ['sub', 'exp'],
    });
    const email = emailClaim(payload);
    return { subject: String(payload.sub), email };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) {
      throw new AppError(
        'unauthorized',
        error instanceof joseErrors.JWTExpired ? 'Your session has expired.' : undefined,
      );
    }
    throw error;
  }
}

/**
 * Access tokens carry the e-mail either as `email` (our local identity provider) or under a
 * namespaced claim ending in `/email` (an Auth0 Action; Auth0 reserves plain names). An
 * address the provider says is unverified is not trusted.
 */
function emailClaim(payload: Record<string, unknown>): string | null {
  if (payload['email_verified'] === false) return null;
  const key = Object.keys(payload).find((name) => name === 'email' || name.endsWith('/email'));
  const value = key ? payload[key] : undefined;
  return typeof value === 'string' && value.includes('@') ? value.trim().toLowerCase() : null;
}

const userCache = new WeakMap<FastifyRequest, Promise<UserRow>>();
/** Whether the request's user may use the content; read in the same query as the user. */
const entitlements = new WeakMap<FastifyRequest, boolean>();

function loadCurrentUser(app: FastifyInstance, request: FastifyRequest): Promise<UserRow> {
  const cached = userCache.get(request);
  if (cached) return cached;
  const loading = (async () => {
    const identity = request.identity;
    if (!identity) throw new AppError('unauthorized');
    // One round trip for the user and the entitlement: every content request asks both.
    const [row] = await app.database.db
      .select({
        user: users,
        // Table-qualified by hand: drizzle writes bare column names inside sql``, and a bare
        // "id" in the subquery would be the subscription's.
        entitled: sql<boolean>`("users"."is_admin" or exists (
          select 1 from "subscriptions" s
          where s."user_id" = "users"."id"
            and s."status" in ${sql.raw(`('${ENTITLED_STATUSES.join("', '")}')`)}))`,
      })
      .from(users)
      .where(eq(users.authSubject, identity.subject))
      .limit(1);
    // Signed in at the identity provider but never loaded here (getUserInfo creates it).
    if (!row) throw new AppError('forbidden', 'Your account is not set up yet. Sign in again.');
    entitlements.set(request, row.entitled === true);
    return row.user;
  })();
  userCache.set(request, loading);
  return loading;
}

/** A user reads and writes only their own records; an admin may read anyone's. */
export function assertOwnerOrAdmin(
  user: UserRow,
  ownerId: number,
  intent: 'read' | 'write' = 'read',
) {
  if (user.id === ownerId) return;
  if (intent === 'read' && user.isAdmin) return;
  throw new AppError('forbidden');
}
