import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Helpers for tests of the real server process (started as `npm run serve` starts it).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();

/** Kills every server a test started and did not stop (a failed test leaves none behind). */
export function killRunningServers() {
  for (const child of running) {
    if (groupAlive(child)) process.kill(-child.pid!, 'SIGKILL');
  }
  running.clear();
}

/** A server the test saw exit by itself. */
export function forget(child: ChildProcess) {
  running.delete(child);
}

/**
 * Starts the server as `npm run serve` does (npx, tsx, node), or with `direct` as node alone,
 * so that a signal reaches only the server and its exit code is the test's to read.
 */
export function start(env: Record<string, string>, { direct = false } = {}): Started {
  const [command, args] = direct
    ? [process.execPath, ['--import', 'tsx', 'server/src/server.ts']]
    : ['npx', ['tsx', 'server/src/server.ts']];
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      // Empty means unset: never the developer's own database or settings.
      DATABASE_URL: '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      ...env,
    },
    // Its own process group: npx, tsx and node stop together and none is left behind.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      resolve(code);
    }),
  );
  return { child, output: () => output, exited };
}

export function groupAlive(child: ChildProcess): boolean {
  try {
    process.kill(-child.pid!, 0);
    return true;
  } catch {
    return false;
  }
}

export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  what: string,
  ms = 30_000,
) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** SIGTERM to the whole group, then wait until every process in it (node last) is gone. */
export async function stop({ child }: Started) {
  if (groupAlive(child)) process.kill(-child.pid!, 'SIGTERM');
  await waitFor(() => !groupAlive(child), 'the server to shut down', 15_000);
  running.delete(child);
}

// Ports come from below the kernel's ephemeral range (32768-60999 on Linux), never from
// `listen(0)`: a port found that way is free again the moment it is returned, and until the
// server binds it (or binds it again after a SIGKILL) any other test's `listen(0)` may be handed
// it; a health check would then be answered by that test's server. Each test worker (Vitest's
// pool id, Playwright's parallel index) takes its own block, so two workers never race either.
const workerBlock =
  process.env.TEST_PARALLEL_INDEX !== undefined
    ? 10 + Number(process.env.TEST_PARALLEL_INDEX)
    : Number(process.env.VITEST_POOL_ID ?? 0);
let nextInBlock = 0;

function isFree(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  const base = 12_000 + (workerBlock % 20) * 1_000;
  for (let tries = 0; tries < 1_000; tries++) {
    const port = base + (nextInBlock++ % 1_000);
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port in ${base}-${base + 999}`);
}

// A first start makes the embedded database (initdb, migrations, seed): about 25 s alone on
// two cores, and past 30 s with the other test worker beside it. A process that exits fails
// at once, so the longer wait costs only a slow start.
export async function waitForHealth(server: Started, base: string, ms = 90_000) {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code ?? -1));
  await waitFor(
    async () => {
      if (exitCode !== undefined) {
        throw new Error(`The server exited (${exitCode}) before it was ready:\n${server.output()}`);
      }
      try {
        return (await fetch(`${base}/api/v1/health`)).ok;
      } catch {
        return false;
      }
    },
    `${base}/api/v1/health`,
    ms,
  );
}

export function subscribe(base: string, email: string) {
  return fetch(`${base}/api/v1/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
}

export type Outcome = { status: number; body: string } | { error: string };

/**
 * A subscription over its own connection, its body sent in two parts: the request is in flight
 * from the first part until `finish()` sends the rest.
 */
export function subscribeInParts(base: string, email: string) {
  const body = JSON.stringify({ email });
  let finish: () => void = () => {};
  const outcome = new Promise<Outcome>((resolve) => {
    const request = httpRequest(
      `${base}/api/v1/subscribe`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', (error) => resolve({ error: error.message }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message }),
    );
    request.write(body.slice(0, 5));
    finish = () => request.end(body.slice(5));
  });
  return { outcome, finish: () => finish() };
}

export function subscribeOnce(base: string, email: string): Promise<Outcome> {
  const request = subscribeInParts(base, email);
  request.finish();
  return request.outcome;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
