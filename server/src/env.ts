import { z } from 'zod';

// Every setting the server reads. The README's settings table documents the same list;
// keep them in step.
const booleanFromString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

// Only http(s): these URLs end up in links and fetches in the browser.
const webUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

const PLACEHOLDER_HOST = 'example.org';

/**
 * Zod skips object refinements once any field failed; run one whenever the fields it reads
 * are valid, so one start-up lists every problem.
 */
function whenValid(fields: string[]) {
  return {
    when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
      !payload.issues.some((issue) => fields.includes(String(issue.path?.[0]))),
  };
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(8080),
    HOST: z.string().min(1).default('localhost'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    PROVIDER_SITE_URL: webUrl.default(`https://provider.${PLACEHOLDER_HOST}/`),
    AUSA_COUPON_CODE: z
      .string()
      .regex(/^[A-Za-z0-9_-]{3,40}$/, 'must be 3 to 40 letters, digits, _ or -')
      .default('AUSA20'),
    /**
     * A hosted MapLibre style for the organisation maps; without it the offline map that comes
     * with the product. Its origin is let into the security policy (style, tiles, glyphs).
     */
    MAP_STYLE_URL: webUrl.optional(),
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(webUrl))
      // A browser's Origin header has no path or trailing slash: compare origins only.
      .transform((origins) => origins.map((origin) => new URL(origin).origin)),
    TRUST_PROXY: booleanFromString.default(false),
    /** Per address: anonymous API calls and the sign-in endpoints (docs/rate-limits.md). */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    SUBSCRIBE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    /** Per address: "Report a problem" sends (each person also has a daily count). */
    REPORT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(60),
    /** Per signed-in user, whatever their address: signed-in API calls. */
    USER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    /** Per address and instance: page documents (files are never counted). */
    PAGE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
    /** Shared rate-limit counters for several instances; in-process counters without it. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    /** The site's public origin: payment return addresses and links in e-mails. */
    PUBLIC_SITE_URL: webUrl.optional(),
    /** Bearer tokens: issuer (with trailing slash, as Auth0 writes it), audience, key set. */
    AUTH_ISSUER: webUrl.optional(),
    AUTH_AUDIENCE: z.string().min(1).default('https://api.vision-hub.local'),
    /** Default: the issuer's .well-known/jwks.json. */
    AUTH_JWKS_URL: webUrl.optional(),
    /** The browser's client id at the identity provider (Auth0: the SPA application). */
    AUTH_CLIENT_ID: z
      .string()
      .regex(/^[\w.-]{1,128}$/, 'must be letters, digits, _, . or -')
      .default('vision-hub-web'),
    /**
     * The development identity provider under /idp. On by default outside production when
     * AUTH_ISSUER is not set; in production only when set to true.
     */
    LOCAL_IDP_ENABLED: booleanFromString.optional(),
    /**
     * The access token claim that lists the caller's roles; "admin" among them makes an
     * operator (issue 37). Auth0 writes it from an Action (docs/sign-in.md); the local
     * provider writes it for the addresses in ADMIN_EMAILS. Unset with Auth0: nobody is made
     * or unmade an operator by sign-in.
     */
    AUTH_ROLES_CLAIM: z.string().min(1).optional(),
    /** The local identity provider's operators: e-mail addresses, comma separated. */
    ADMIN_EMAILS: z
      .string()
      .default('')
      .transform((text) =>
        text
          .split(',')
          .map((address) => address.trim().toLowerCase())
          .filter(Boolean),
      ),
    /** Stripe: used when the secret key is set; otherwise the local sandbox gateway. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^sk_(test|live)_\w+$/, 'must be a Stripe secret key')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, 'must be a Stripe webhook secret')
      .optional(),
    /** Another Stripe-compatible host, e.g. a test double: http://127.0.0.1:12111 */
    STRIPE_API_URL: webUrl.optional(),
    /** E-mail: SMTP when set (smtp:// or smtps://), otherwise .eml files under DATA_DIR/mail. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    EMAIL_FROM: z.string().min(3).default('Vision Hub <no-reply@vision-hub.example.org>'),
    /** Pause between rounds of the e-mail sender. */
    MAIL_SEND_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
    /** On SIGTERM/SIGINT, how long requests in flight may take before their connections close. */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    /**
     * Signs the organisation lists' page cursors (ADR 038). Several instances must share it;
     * without it each process draws its own, and a cursor from before a restart is refused.
     */
    CURSOR_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** ClinicalTrials.gov API v2 base; without it the offline sample snapshot is used. */
    CLINICAL_TRIALS_API_URL: webUrl.optional(),
    /**
     * Pause between runs of the trial watcher (issue 39). It runs only with
     * CLINICAL_TRIALS_API_URL: the sample snapshot is not news to e-mail anyone.
     */
    TRIAL_WATCH_INTERVAL_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(900_000),
  })
  .superRefine(
    (env, ctx) => {
      if (env.AUTH_ISSUER && env.LOCAL_IDP_ENABLED) {
        ctx.addIssue({
          code: 'custom',
          path: ['LOCAL_IDP_ENABLED'],
          message: 'cannot be true while AUTH_ISSUER names another identity provider',
        });
      }
      if (env.NODE_ENV === 'production' && !env.AUTH_ISSUER && env.LOCAL_IDP_ENABLED !== true) {
        ctx.addIssue({
          code: 'custom',
          path: ['AUTH_ISSUER'],
          message:
            'sign-in is not configured: set AUTH_ISSUER, AUTH_CLIENT_ID and AUTH_AUDIENCE for Auth0 ' +
            '(see docs/sign-in.md), or LOCAL_IDP_ENABLED=true to run the development sign-in ' +
            'in production on purpose',
        });
      }
    },
    whenValid(['NODE_ENV', 'AUTH_ISSUER', 'LOCAL_IDP_ENABLED']),
  )
  .superRefine(
    (env, ctx) => {
      const host = new URL(env.PROVIDER_SITE_URL).hostname;
      const isPlaceholder = host === PLACEHOLDER_HOST || host.endsWith(`.${PLACEHOLDER_HOST}`);
      if (env.NODE_ENV === 'production' && isPlaceholder) {
        ctx.addIssue({
          code: 'custom',
          path: ['PROVIDER_SITE_URL'],
          message: 'must be set to the real provider site in production',
        });
      }
    },
    whenValid(['NODE_ENV', 'PROVIDER_SITE_URL']),
  );

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws a ConfigError that lists every bad setting at once. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "not set", as in most deployment tools.
  const defined = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(defined);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  return result.data;
}

/** Whether this server hosts the development identity provider under /idp. */
export function localIdpEnabled(env: Env): boolean {
  return !env.AUTH_ISSUER && (env.LOCAL_IDP_ENABLED ?? env.NODE_ENV !== 'production');
}

/** The site's own origin: PUBLIC_SITE_URL, or where this server listens. */
export function siteOrigin(env: Env): string {
  if (env.PUBLIC_SITE_URL) return new URL(env.PUBLIC_SITE_URL).origin;
  const host = ['0.0.0.0', '::', '[::]'].includes(env.HOST) ? 'localhost' : env.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT}`;
}

/** The claim naming the caller's roles: AUTH_ROLES_CLAIM, or the local provider's own. */
export function rolesClaim(env: Env): string | undefined {
  return env.AUTH_ROLES_CLAIM ?? (localIdpEnabled(env) ? LOCAL_ROLES_CLAIM : undefined);
}

/** Namespaced as Auth0 requires custom claims to be, so one name serves both providers. */
export const LOCAL_ROLES_CLAIM = 'https://vision-hub.local/roles';

/** The token issuer: AUTH_ISSUER, or the local provider's (with Auth0's trailing slash). */
export function authIssuer(env: Env): string | undefined {
  if (env.AUTH_ISSUER) return env.AUTH_ISSUER;
  return localIdpEnabled(env) ? `${siteOrigin(env)}/idp/` : undefined;
}

/** What the browser may know about the configuration: injected into index.html. */
export function publicConfig(env: Env) {
  const issuer = authIssuer(env);
  return {
    providerSiteUrl: env.PROVIDER_SITE_URL,
    ausaCouponCode: env.AUSA_COUPON_CODE,
    mapStyleUrl: env.MAP_STYLE_URL ?? null,
    // auth0-spa-js takes the issuer without its trailing slash as the "domain".
    auth: issuer
      ? {
          domain: issuer.replace(/\/$/, ''),
          clientId: env.AUTH_CLIENT_ID,
          audience: env.AUTH_AUDIENCE,
        }
      : null,
  };
}
