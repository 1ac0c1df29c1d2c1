import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/check-chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4321);
// The operator of operator-console.spec.ts, which reads the address from here.
const OPERATOR_EMAIL = 'operator@example.com';
process.env.E2E_OPERATOR_EMAIL = OPERATOR_EMAIL;
// Every run starts from an empty embedded database, as a fresh clone would: made once here,
// migrated and seeded as a server's first start does (scripts/e2e-template.ts), and copied for
// each server, which then finds its seed current. Workers load this file again: they find the
// folders in the environment and make nothing.
if (!process.env.E2E_TEMPLATE_DIR) {
  const template = mkdtempSync(path.join(tmpdir(), 'vision-hub-e2e-template-'));
  execFileSync('npx', ['tsx', 'scripts/e2e-template.ts', template], { stdio: 'inherit' });
  process.env.E2E_TEMPLATE_DIR = template;
}
const templateDir = process.env.E2E_TEMPLATE_DIR;
/** A new data folder whose embedded database is a copy of the run's seeded one. */
function seededDataDir(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), name));
  cpSync(templateDir, dir, { recursive: true });
  return dir;
}
const dataDir = process.env.E2E_DATA_DIR ?? seededDataDir('vision-hub-e2e-');
// Workers load this file again: they must find the server's folder (its e-mails), not make one.
process.env.E2E_DATA_DIR = dataDir;

const stripePort = port + 1;
const stripeBaseUrl = `http://127.0.0.1:${stripePort}`;
const stripeDataDir = process.env.E2E_STRIPE_DATA_DIR ?? seededDataDir('vision-hub-e2e-stripe-');
process.env.E2E_STRIPE_DATA_DIR = stripeDataDir;
const fakeStripePort = port + 78;
const fakeStripeUrl = `http://127.0.0.1:${fakeStripePort}`;
/** Read by the Stripe spec, to route the browser's calls to api.stripe.com there. */
process.env.E2E_FAKE_STRIPE_URL = fakeStripeUrl;

// The map screens need lists with many places: a third server whose database also holds a
// deterministic synthetic set (source 'synthetic', scripts/generate-synthetic.ts), which the
// generator writes only into a folder named for it.
const mapPort = port + 2;
const mapBaseUrl = `http://127.0.0.1:${mapPort}`;
const mapDataDir = process.env.E2E_MAP_DATA_DIR ?? seededDataDir('vision-hub-e2e-synthetic-');
process.env.E2E_MAP_DATA_DIR = mapDataDir;

// The trial watcher (issue 39) runs only with a registry to search, so the digest's
// unsubscribe link is tested on a fourth server whose registry is the local stand-in
// (scripts/e2e-fake-ctgov.ts), checked every second. The first server keeps the offline
// sample that its trials specs read.
const watchPort = port + 3;
const watchBaseUrl = `http://127.0.0.1:${watchPort}`;
/** Read by trial-watch.spec.ts, which signs in there to be sent a digest. */
process.env.E2E_WATCH_URL = watchBaseUrl;
const watchDataDir = process.env.E2E_WATCH_DATA_DIR ?? seededDataDir('vision-hub-e2e-watch-');
process.env.E2E_WATCH_DATA_DIR = watchDataDir;
const fakeCtGovPort = port + 79;

function serverEnv(serverPort: number, serverDataDir: string): Record<string, string> {
  return {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATA_DIR: serverDataDir,
    LOG_LEVEL: 'warn',
    SUBSCRIBE_RATE_LIMIT_PER_MINUTE: '1000',
    RATE_LIMIT_PER_MINUTE: '100000',
    // A worker's shared paid client (e2e/support/paid-client.ts) makes one person's calls for
    // several journeys in a row: more in a minute than anybody makes alone.
    USER_RATE_LIMIT_PER_MINUTE: '100000',
    // Receipts are checked as .eml files: sent within half a second, not 30.
    MAIL_SEND_INTERVAL_MS: '500',
    // The operator of operator-console.spec.ts (the local sign-in makes this address an admin).
    ADMIN_EMAILS: OPERATOR_EMAIL,
  };
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records every action of every test to keep the failed ones': about a sixth of the
    // run's time. CI's log is all a CI run leaves (its error context included), so CI records
    // none; a local run keeps the failures' traces.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      // Debian's Chromium as root, on a machine without outside network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /(stripe|map|load-one-address)\.spec\.ts$/,
    },
    {
      // Lists beside a map, on the server with the synthetic organisations too.
      name: 'map',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: mapBaseUrl },
      testMatch: /map\.spec\.ts$/,
    },
    {
      // The same product with Stripe configured, its API played by the fake Stripe server.
      name: 'stripe',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: stripeBaseUrl },
      testMatch: /stripe\.spec\.ts$/,
    },
    {
      // Forty people in one minute, timed: alone at the end, once every other test is done, so
      // that the minute measures the server and not a second worker's browser beside it (with
      // one, a slow CI machine took 76 s).
      name: 'load',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /load-one-address\.spec\.ts$/,
      dependencies: ['chromium', 'map', 'stripe'],
    },
  ],
  webServer: [
    {
      // The production server on the production build, as `npm start` runs it.
      command: 'tsx server/src/server.ts',
      url: `http://127.0.0.1:${port}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: serverEnv(port, dataDir),
    },
    {
      command: 'tsx scripts/e2e-fake-stripe.ts',
      // Any answer will do: it answers 401 to a call without Stripe's secret key.
      url: `${fakeStripeUrl}/v1/customers`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_STRIPE_PORT: String(fakeStripePort) },
    },
    {
      command: 'tsx server/src/server.ts',
      url: `${stripeBaseUrl}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...serverEnv(stripePort, stripeDataDir),
        STRIPE_SECRET_KEY: 'sk_test_fakestripe',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_fakestripe',
        STRIPE_WEBHOOK_SECRET: 'whsec_fakestripe',
        STRIPE_API_URL: fakeStripeUrl,
      },
    },
    {
      command: 'tsx scripts/e2e-fake-ctgov.ts',
      url: `http://127.0.0.1:${fakeCtGovPort}/api/v2/studies`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_CTGOV_PORT: String(fakeCtGovPort) },
    },
    {
      command: 'tsx server/src/server.ts',
      url: `${watchBaseUrl}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...serverEnv(watchPort, watchDataDir),
        CLINICAL_TRIALS_API_URL: `http://127.0.0.1:${fakeCtGovPort}/api/v2`,
        TRIAL_WATCH_INTERVAL_MS: '1000',
      },
    },
    {
      command: `tsx scripts/generate-synthetic.ts --data-dir ${mapDataDir} --count 20000 && tsx server/src/server.ts`,
      url: `${mapBaseUrl}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: serverEnv(mapPort, mapDataDir),
    },
  ],
});
