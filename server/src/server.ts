import path from 'node:path';
import { existsSync } from 'node:fs';
import { buildApp } from './app.ts';
import { openConfiguredDatabase, PROJECT_ROOT } from './db/client.ts';
import { embeddedServerRunning, serveEmbeddedAdmin } from './db/embedded-admin.ts';
import { startEmbeddedVacuum } from './db/embedded-vacuum.ts';
import { seedDatabase } from './db/seed/index.ts';
import { ConfigError, loadEnv, localIdpEnabled, siteOrigin } from './env.ts';
import { idpKeysFile, loadOrCreateIdpKeys } from './idp/keys.ts';
import { startOutboxSender } from './services/mail/sender.ts';
import { createMailTransport } from './services/mail/transport.ts';
import { startTrialWatcher } from './services/trial-watch/run-trial-watches.ts';

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const dataDir = path.resolve(PROJECT_ROOT, env.DATA_DIR);
  if (!env.DATABASE_URL && (await embeddedServerRunning(dataDir))) {
    // Two processes on one embedded database would corrupt it.
    console.error(`Vision hub could not start: another server is using ${dataDir}.`);
    process.exit(1);
  }
  const database = await openConfiguredDatabase(env);
  // Idempotent and versioned: a few seconds on the first start, milliseconds afterwards.
  await seedDatabase(database.db, {
    log: (message) => {
      if (env.LOG_LEVEL !== 'silent') console.log(message);
    },
  });

  const spaDir = path.join(PROJECT_ROOT, 'dist');
  // In development Vite serves the SPA (npm run dev); a production server must have a build.
  const serveSpa = env.NODE_ENV === 'production' || existsSync(path.join(spaDir, 'index.html'));

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let stopMail = async (): Promise<void> => {};
  let stopAdmin = async (): Promise<void> => {};
  let stopVacuum = async (): Promise<void> => {};
  let stopWatcher = async (): Promise<void> => {};
  const mailTransport = createMailTransport({
    ...env,
    DATA_DIR: dataDir,
  });
  let shutdownAt: number | undefined;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (shutdownAt !== undefined) {
      // npm and tsx pass a Ctrl-C on to the process that already had it from the terminal, so
      // one press can arrive twice within milliseconds; a signal after that is an operator
      // who will not wait: go now (what is not committed is not acknowledged either).
      if (Date.now() - shutdownAt < 500) return;
      console.error(`${signal} again: stopping at once`);
      process.exit(signal === 'SIGINT' ? 130 : 143);
    }
    shutdownAt = Date.now();
    app?.log.info({ signal }, 'shutting down: no new connections; finishing requests in flight');
    // In flight requests get the grace period; after it their connections are closed, and
    // the database still closes cleanly. The last timer is for a close that itself hangs.
    const cut = setTimeout(() => {
      app?.log.warn('requests still running after the grace period: closing their connections');
      app?.server.closeAllConnections();
    }, env.SHUTDOWN_GRACE_MS);
    setTimeout(() => process.exit(1), env.SHUTDOWN_GRACE_MS + 10_000).unref();
    let exitCode = 0;
    try {
      // The listener closes at once; the outbox sender finishes the message in hand (a message
      // cut off would go again after its lease, so a second time).
      await Promise.all([app?.close(), stopMail(), stopAdmin(), stopVacuum(), stopWatcher()]);
      mailTransport.close();
    } catch (error) {
      console.error(error);
      exitCode = 1;
    }
    clearTimeout(cut);
    try {
      await database.close();
      app?.log.info('database closed; stopped');
    } catch (error) {
      console.error(error);
      exitCode = 1;
    }
    process.exit(exitCode);
  };
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));

  try {
    const idpKeys = localIdpEnabled(env)
      ? await loadOrCreateIdpKeys(idpKeysFile(dataDir))
      : undefined;
    app = await buildApp({ env, database, spaDir: serveSpa ? spaDir : undefined, idpKeys });
    await app.listen({ port: env.PORT, host: env.HOST });
    if (database.backup) {
      // `npm run db:backup` asks this process for a copy (see db/embedded-admin.ts).
      stopAdmin = await serveEmbeddedAdmin(dataDir, database.backup, app.log);
    }
  } catch (error) {
    // e.g. EADDRINUSE or a missing SPA build: say why, and close PGlite cleanly.
    console.error('Vision hub could not start:', error instanceof Error ? error.message : error);
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    process.exit(1);
  }
  stopVacuum = startEmbeddedVacuum(database, app.log);
  // Welcome and receipt e-mails wait in the outbox table until this delivers them.
  stopMail = startOutboxSender({
    db: database.db,
    transport: mailTransport,
    log: app.log,
    intervalMs: env.MAIL_SEND_INTERVAL_MS,
  });
  if (app.ctGov) {
    // The one scheduler of trial watches (issue 39); other instances run theirs too, and the
    // leases give each due watch to one of them.
    stopWatcher = startTrialWatcher({
      db: database.db,
      client: app.ctGov,
      siteUrl: siteOrigin(env),
      log: app.log,
      intervalMs: env.TRIAL_WATCH_INTERVAL_MS,
    });
  } else {
    app.log.info('trial watches are not checked: CLINICAL_TRIALS_API_URL is not set');
  }
  app.log.info(`Vision hub ready on http://${env.HOST}:${env.PORT} (database: ${database.kind})`);
  if (localIdpEnabled(env)) {
    app.log.warn(
      'Sign-in uses the development identity provider at /idp: anyone can sign in as any e-mail address. Configure AUTH_ISSUER (Auth0) for real users.',
    );
  }
}

await main();
