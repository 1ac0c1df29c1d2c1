import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/check-chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4321);
// Every run starts from an empty embedded database, as a fresh clone would.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'vision-hub-e2e-'));
// Workers load this file again: they must find the server's folder (its e-mails), not make one.
process.env.E2E_DATA_DIR = dataDir;

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
    trace: 'retain-on-failure',
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The production server on the production build, as `npm start` runs it.
    command: 'tsx server/src/server.ts',
    url: `http://127.0.0.1:${port}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SUBSCRIBE_RATE_LIMIT_PER_MINUTE: '1000',
      RATE_LIMIT_PER_MINUTE: '100000',
      // Receipts are checked as .eml files: sent within half a second, not 30.
      MAIL_SEND_INTERVAL_MS: '500',
    },
  },
});
