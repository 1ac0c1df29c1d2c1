import { getTableColumns, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { preparedRows } from '../db/prepared-rows.ts';
import { users, type UserRow } from '../db/schema.ts';
import { entitledSql } from '../services/users/entitlement.ts';
import { KnownUsers } from './known-users.ts';
import type { Identity } from '../services/users/user-service.ts';
import { authIssuer, rolesClaim } from '../env.ts';
import { AppError } from '../errors.ts';

/**
 * Who may call a route:
 * - public: anyone (health, subscribe, plans, webhooks);
 * - signed-in: a valid bearer token (sign-in, profile, onboarding, payments);
 * - subscriber: a valid token of a user with an active or trial subscription, or an admin
 *   (content, organisations, search, trials, files);
 * - admin: a valid token of an operator (`users.is_admin`, from the identity provider's
 *   roles at sign-in): the operator console's routes under /api/v1/admin.
 * Routes say so in `config.access`; a route that says nothing is `subscriber`, so a
 * forgotten setting fails closed.
 */
export type RouteAccess = 'public' | 'signed-in' | 'subscriber' | 'admin';

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

  const known = new KnownUsers<CurrentUserRow>();
  let stopListening: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    // Without notifications every request reads its user, as before: slower, never wrong.
    stopListening = await app.database
      .listen(
        'vh_user_changed',
        (payload) => known.changed(payload),
        (heard) => known.listening(heard),
      )
      .catch((error: unknown) => {
        app.log.error(
          { err: error },
          'not listening for changes of users: each request reads its own',
        );
        return undefined;
      });
  });
  app.addHook('onClose', async () => {
    await stopListening?.();
  });

  app.decorateRequest('identity', null);
  app.decorateRequest('currentUser', async function currentUser(this: FastifyRequest) {
    return loadCurrentUser(app, known, this);
  });

  const verified = new VerifiedTokens();
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access ?? 'subscriber';
    // Unknown paths answer 404 whoever asks.
    if (access === 'public' || request.is404) return;
    request.identity = await verifyBearer(request.headers.authorization, keys, env, verified);
  });

  // Before the body is validated: a non-operator learns nothing of these routes' shapes.
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.access !== 'admin' || request.is404) return;
    const admin = async () => (await request.currentUser()).isAdmin;
    if (!(await admin()) && !(await readAgain(known, request, admin))) {
      throw new AppError('forbidden');
    }
  });

  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.access ?? 'subscriber';
    if (access !== 'subscriber' || request.is404) return;
    const entitled = async () => {
      await request.currentUser();
      return entitlements.get(request) === true;
    };
    if (!(await entitled()) && !(await readAgain(known, request, entitled))) {
      throw new AppError('subscription_required');
    }
  });
}

/**
 * Before a refusal that rests on a kept row, the row is read again: a person who has just paid
 * through another instance is let in even if its notification has not arrived yet. (The other
 * way, a lapse seen a moment late, lets someone in for that moment: no harm.)
 */
async function readAgain(
  known: KnownUsers<CurrentUserRow>,
  request: FastifyRequest,
  check: () => Promise<boolean>,
): Promise<boolean> {
  if (!fromKnown.has(request) || !request.identity) return false;
  known.forget(request.identity.subject);
  userCache.delete(request);
  fromKnown.delete(request);
  return check();
}

/** Seconds of difference allowed between the identity provider's clock and ours. */
const CLOCK_TOLERANCE = 30;

async function verifyBearer(
  header: string | undefined,
  keys: JWTVerifyGetKey | undefined,
  env: FastifyInstance['env'],
  verified: VerifiedTokens,
): Promise<Identity> {
  const issuer = authIssuer(env);
  const match = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.exec(header ?? '');
  const token = match?.[1];
  if (!token || !keys) throw new AppError('unauthorized');
  const known = verified.get(token);
  if (known) return known;
  try {
    const { payload } = await jwtVerify(token, keys, {
      algorithms: ['RS256', 'ES256', 'PS256'],
      audience: env.AUTH_AUDIENCE,
      ...(issuer ? { issuer } : {}),
      clockTolerance: CLOCK_TOLERANCE,
      requiredClaims: ['sub', 'exp'],
    });
    const claim = rolesClaim(env);
    const roles = claim ? payload[claim] : undefined;
    const identity: Identity = {
      subject: String(payload.sub),
      email: emailClaim(payload),
      ...(claim ? { admin: Array.isArray(roles) && roles.includes('admin') } : {}),
    };
    verified.set(token, identity, Number(payload.exp));
    return identity;
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
 * Tokens this process has verified, by their whole text (signature included, so no other
 * text can match one), until they expire and for five minutes at most. A signed-in page
 * sends the same token with every request, and checking its RS256 signature cost more than
 * the rest of a small request. An entry past its time is dropped and the token is checked
 * again, so an expired token gets the usual answer. The oldest entry goes first when full.
 */
class VerifiedTokens {
  static readonly MAX_ENTRIES = 10_000;
  static readonly MAX_AGE_MS = 5 * 60_000;
  readonly #entries = new Map<string, { identity: Identity; until: number }>();

  get(token: string): Identity | undefined {
    const entry = this.#entries.get(token);
    if (!entry) return undefined;
    if (Date.now() < entry.until) return entry.identity;
    this.#entries.delete(token);
    return undefined;
  }

  set(token: string, identity: Identity, expiresAt: number) {
    const until = Math.min(
      (expiresAt + CLOCK_TOLERANCE) * 1000,
      Date.now() + VerifiedTokens.MAX_AGE_MS,
    );
    if (!Number.isFinite(until)) return;
    if (this.#entries.size >= VerifiedTokens.MAX_ENTRIES) {
      this.#entries.delete(this.#entries.keys().next().value as string);
    }
    this.#entries.set(token, { identity, until });
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

/**
 * The user and the entitlement in one round trip (every content request asks both), as a
 * statement named once per database (`preparedRows`): PostgreSQL plans it once per
 * connection, and PGlite parses it once instead of on every request (ADR 050: 0.8-1.1 ms of
 * PGlite's one thread per request through drizzle's prepared select, 0.2 ms named). The
 * columns are `users`' own, each under its drizzle key; dates stay the strings drizzle
 * reads them as (the drivers would make them Dates), timestamps are Dates as drizzle's are.
 */
type CurrentUserRow = UserRow & { entitled: boolean };
const currentUserQuery = preparedRows<CurrentUserRow>(
  'vh_current_user',
  sql`select ${sql.join(
    Object.entries(getTableColumns(users)).map(
      ([key, column]) =>
        sql`users.${sql.identifier(column.name)}${sql.raw(column.getSQLType() === 'date' ? '::text' : '')} as ${sql.identifier(key)}`,
    ),
    sql`, `,
  )}, ${entitledSql(sql.raw('users.id'), sql.raw('users.is_admin'))} as entitled
    from users where users.auth_subject = ${sql.placeholder('subject')}::text limit 1`,
);

const userCache = new WeakMap<FastifyRequest, Promise<UserRow>>();
/** The requests whose user came from the kept rows rather than the database. */
const fromKnown = new WeakSet<FastifyRequest>();
/** Whether the request's user may use the content; read in the same query as the user. */
const entitlements = new WeakMap<FastifyRequest, boolean>();

function loadCurrentUser(
  app: FastifyInstance,
  known: KnownUsers<CurrentUserRow>,
  request: FastifyRequest,
): Promise<UserRow> {
  const cached = userCache.get(request);
  if (cached) return cached;
  const loading = (async () => {
    const identity = request.identity;
    if (!identity) throw new AppError('unauthorized');
    let row = known.get(identity.subject);
    if (row) fromKnown.add(request);
    else {
      const mark = known.mark();
      [row] = await currentUserQuery(app.database.db, { subject: identity.subject });
      // Signed in at the identity provider but never loaded here (getUserInfo creates it).
      if (!row) throw new AppError('forbidden', 'Your account is not set up yet. Sign in again.');
      known.keep(identity.subject, row, mark);
    }
    const { entitled, ...user } = row;
    entitlements.set(request, entitled === true);
    return user;
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
