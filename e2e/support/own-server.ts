// A production server of a spec's own, for settings the shared servers of playwright.config.ts
// must not have (a tiny page limit, or the default limits where they raise them). Started as
// those are (tsx server/src/server.ts on the built dist/, development mode, a copy of the run's
// seeded database), on a free loopback port, with server/test's process helpers.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, start, stop, waitForHealth } from '../../server/test/server-process.ts';

export interface OwnServer {
  base: string;
  /** What it was started with (PORT, DATA_DIR and the spec's settings), for server/test's
   * helpers that need the same settings, such as the local token signer. */
  env: Record<string, string>;
  /** What the server printed (warnings and errors), for a failure's message. */
  output: () => string;
  stop: () => Promise<void>;
}

export async function startOwnServer(
  name: string,
  env: Record<string, string> = {},
): Promise<OwnServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `vision-hub-e2e-${name}-`));
  // The run's seeded database (playwright.config.ts), as the shared servers start on.
  const template = process.env.E2E_TEMPLATE_DIR;
  if (template) cpSync(template, dataDir, { recursive: true });
  const serverEnv = {
    NODE_ENV: 'development',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...env,
  };
  const started = start(serverEnv);
  const stopAndClean = async () => {
    await stop(started);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // Seconds on a copy of the seeded database; a first start without one (a spec run without
    // the config's template) makes it: half a minute on a busy two-core machine.
    await waitForHealth(started, base, 120_000);
  } catch (error) {
    await stopAndClean();
    throw error;
  }
  return { base, env: serverEnv, output: started.output, stop: stopAndClean };
}
