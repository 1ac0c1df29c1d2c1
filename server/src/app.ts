import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import { localIdpEnabled, type Env } from './env.ts';
import { errorBody, handleClientError, registerErrorHandling } from './errors.ts';
import { createLocalJWKSet } from 'jose';
import { generateIdpKeys, publicJwk, type IdpKeys } from './idp/keys.ts';
import { registerAuth, type AuthOptions } from './plugins/auth.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { loadPrerenderedPages } from './plugins/prerendered-pages.ts';
import { registerProxyWarning } from './plugins/proxy-warning.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSpa } from './plugins/spa.ts';
import { sharedListPageStatus } from './services/my-list/shared-list-page.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { fileRoutes } from './routes/files.ts';
import { geographyRoutes } from './routes/geography.ts';
import { healthRoutes } from './routes/health.ts';
import { myListRoutes, type MyListRoutesOptions } from './routes/my-list.ts';
import { organizationRoutes } from './routes/organizations.ts';
import { paymentRoutes, type PaymentRoutesOptions } from './routes/payments.ts';
import { subscribeRoutes } from './routes/subscribe.ts';
import { surveyRoutes } from './routes/surveys.ts';
import { problemReportRoutes } from './routes/problem-reports.ts';
import { operatorConsoleRoutes } from './routes/operator-console.ts';
import { trialWatchRoutes } from './routes/trial-watches.ts';
import { trialRoutes, type TrialRoutesOptions } from './routes/trials.ts';
import { createCtGovClient, type CtGovClient } from './services/clinical-trials/ctgov-client.ts';
import { userRoutes, type UserRoutesOptions } from './routes/users.ts';
import { webhookRoutes, type WebhookRoutesOptions } from './routes/webhooks.ts';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: Database;
    /**
     * The one ClinicalTrials.gov client of this process, or null when no registry is
     * configured: the trial search, My list and the trial watcher share its one-request-a-second
     * queue, as the registry asks of each client.
     */
    ctGov: CtGovClient | null;
  }
}

export interface BuildAppOptions {
  env: Env;
  database: Database;
  /** Folder of the built SPA; omitted in API-only tests and in development (Vite serves it). */
  spaDir?: string | undefined;
  /** Bearer-token keys (tests sign with a key of their own; production uses the issuer's). */
  auth?: AuthOptions;
  /** The development identity provider's keys (server.ts keeps them in DATA_DIR); fresh ones otherwise. */
  idpKeys?: IdpKeys;
  /** Test doubles and in-process services; by default each is built from `env`. */
  users?: UserRoutesOptions;
  payments?: PaymentRoutesOptions;
  webhooks?: WebhookRoutesOptions;
  trials?: TrialRoutesOptions;
  myList?: MyListRoutesOptions;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database, spaDir } = options;
  const app = Fastify({
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : {
            level: env.LOG_LEVEL,
            // Never log credentials or personal data.
            redact: ['req.headers.authorization', 'req.headers.cookie', 'body.email', 'body.card'],
          },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    // Fastify 5.12 deprecated the top-level disableRequestLogging for this.
    logController: new LogController({ disableRequestLogging: env.NODE_ENV === 'test' }),
    // Requests Node's HTTP parser refuses (malformed or over-long headers, a bad
    // Content-Length) get the documented error object too, not Fastify's own body.
    clientErrorHandler: handleClientError,
    // URLs Fastify rejects before routing (a path value over maxParamLength, bad percent
    // encoding) would otherwise get Fastify's own body, which echoes the URL back.
    frameworkErrors: (error, _request, reply) => {
      const statusCode = error.statusCode ?? 400;
      const body = errorBody('validation_failed', 'The request could not be read.', [], statusCode);
      void (reply as FastifyReply).status(statusCode).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', env);
  app.decorate('database', database);
  app.decorate(
    'ctGov',
    env.CLINICAL_TRIALS_API_URL
      ? createCtGovClient({ baseUrl: env.CLINICAL_TRIALS_API_URL })
      : null,
  );
  registerErrorHandling(app);

  registerSecurityHeaders(app);

  // Text answers (pages, JSON) compressed for clients that ask, brotli first, at a quality
  // cheap enough per request; the built assets were compressed once at build time (spa.ts).
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });

  await app.register(cors, {
    // Same-origin by default; other origins only when configured.
    origin: env.CORS_ORIGINS.length > 0 ? env.CORS_ORIGINS : false,
  });

  // Read before the limits: a page request over its limit gets the build's 429 page.
  const pages = spaDir ? await loadPrerenderedPages(spaDir) : null;
  registerProxyWarning(app);
  await registerRateLimits(app, { tooManyRequestsPages: pages?.tooManyRequests ?? null });

  let auth = options.auth;
  if (localIdpEnabled(env)) {
    // Loaded only here: a server that uses Auth0 never loads oidc-provider and its Koa stack.
    const [{ registerLocalIdp }, { createLocalProvider }] = await Promise.all([
      import('./idp/plugin.ts'),
      import('./idp/provider.ts'),
    ]);
    const keys = options.idpKeys ?? (await generateIdpKeys());
    await registerLocalIdp(app, createLocalProvider({ env, db: database.db, keys }));
    // The API trusts the provider's key directly: no HTTP round trip to its own JWKS.
    auth = { keys: auth?.keys ?? createLocalJWKSet({ keys: [publicJwk(keys)] }) };
  }
  // Before the routes: the OpenAPI document is collected from them as they are added.
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      // Every route below needs a bearer token unless its config says `access: 'public'`.
      registerAuth(api, auth);
      await api.register(healthRoutes);
      await api.register(subscribeRoutes);
      await api.register(geographyRoutes);
      await api.register(catalogRoutes);
      await api.register(fileRoutes);
      await api.register(organizationRoutes);
      await api.register(userRoutes, options.users ?? {});
      await api.register(surveyRoutes);
      await api.register(paymentRoutes, options.payments ?? {});
      await api.register(webhookRoutes, options.webhooks ?? {});
      await api.register(trialRoutes, options.trials ?? {});
      await api.register(trialWatchRoutes);
      await api.register(problemReportRoutes);
      await api.register(operatorConsoleRoutes);
      await api.register(myListRoutes, options.myList ?? {});
      api.setNotFoundHandler((_request, reply) => {
        reply.status(404).send(errorBody('not_found'));
      });
    },
    { prefix: '/api/v1' },
  );

  // The spec spells the route /privay-policy; the correct spelling leads there too.
  app.get('/privacy-policy', (_request, reply) => reply.redirect('/privay-policy', 301));

  if (spaDir) {
    await registerSpa(app, {
      spaDir,
      env,
      pages,
      pageStatus: (pathname) => sharedListPageStatus(database.db, pathname),
    });
  } else {
    app.setNotFoundHandler((_request, reply) => {
      reply.status(404).send(errorBody('not_found'));
    });
  }

  return app;
}
