import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { emailSubscribers } from './db/schema.ts';

// The real process, as `npm run serve` starts it: configuration, PGlite on disk, signals.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();

/**
 * Starts the server as `npm run serve` does (npx, tsx, node), or with `direct` as node alone,
 * so that a signal reaches only the server and its exit code is the test's to read.
 */
function start(env: Record<string, string>, { direct = false } = {}): Started {
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

function groupAlive(child: ChildProcess): boolean {
  try {
    process.kill(-child.pid!, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(condition: () => boolean | Promise<boolean>, what: string, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** SIGTERM to the whole group, then wait until every process in it (node last) is gone. */
async function stop({ child }: Started) {
  if (groupAlive(child)) process.kill(-child.pid!, 'SIGTERM');
  await waitFor(() => !groupAlive(child), 'the server to shut down', 15_000);
  running.delete(child);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function waitForHealth(server: Started, base: string) {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code ?? -1));
  await waitFor(async () => {
    if (exitCode !== undefined) {
      throw new Error(`The server exited (${exitCode}) before it was ready:\n${server.output()}`);
    }
    try {
      return (await fetch(`${base}/api/v1/health`)).ok;
    } catch {
      return false;
    }
  }, `${base}/api/v1/health`);
}

function subscribe(base: string, email: string) {
  return fetch(`${base}/api/v1/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
}

type Outcome = { status: number; body: string } | { error: string };

/**
 * A subscription over its own connection, its body sent in two parts: the request is in flight
 * from the first part until `finish()` sends the rest.
 */
function subscribeInParts(base: string, email: string) {
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

function subscribeOnce(base: string, email: string): Promise<Outcome> {
  const request = subscribeInParts(base, email);
  request.finish();
  return request.outcome;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vh-data-'));
  });
  afterEach(() => {
    // A failed test must not leave a server behind.
    for (const child of running) {
      if (groupAlive(child)) process.kill(-child.pid!, 'SIGKILL');
    }
    running.clear();
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts, keeps subscriptions in DATA_DIR across a restart, and stops on SIGTERM', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { PORT: String(port), DATA_DIR: dataDir };

    const first = start(env);
    await waitForHealth(first, base);
    const health = await fetch(`${base}/api/v1/health`);
    expect(await health.json()).toEqual({ status: 'ok', db: 'pglite' });
    const created = await subscribe(base, 'persistent.reader@example.com');
    expect(created.status).toBe(201);
    await stop(first);
    await expect(fetch(`${base}/api/v1/health`)).rejects.toThrow();

    const second = start(env);
    await waitForHealth(second, base);
    const again = await subscribe(base, 'Persistent.Reader@example.com');
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ code: 'already_subscribed' });
    await stop(second);
    // Nothing went wrong on the way (npm's own warnings may appear).
    expect(second.output()).not.toMatch(/could not start|\n\s+at /);
  }, 60_000);

  it('says so and exits non-zero when the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    try {
      const address = blocker.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      const server = start({ PORT: String(address.port), DATA_DIR: dataDir });
      const code = await server.exited;
      await waitFor(() => !groupAlive(server.child), 'the process group to end', 5_000);
      running.delete(server.child);
      expect(code).not.toBe(0);
      expect(server.output()).toMatch(/could not start.*EADDRINUSE/);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  }, 30_000);

  it('refuses a bad configuration: non-zero exit, the problem named', async () => {
    const server = start({ PORT: 'abc', DATA_DIR: dataDir });
    const code = await server.exited;
    await waitFor(() => !groupAlive(server.child), 'the process group to end', 5_000);
    running.delete(server.child);
    expect(code).not.toBe(0);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT');
  }, 30_000);

  it('on SIGTERM under load: stops taking connections, finishes requests in flight, closes the database, exits 0', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = start(
      {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        // The load comes from one address; the limits are tested elsewhere.
        RATE_LIMIT_PER_MINUTE: '100000',
        SUBSCRIBE_RATE_LIMIT_PER_MINUTE: '100000',
      },
      { direct: true },
    );
    await waitForHealth(server, base);

    // Three requests in flight (headers and half a body sent) and four clients writing.
    const inFlight = [0, 1, 2].map((i) => ({
      email: `in.flight.${i}@example.com`,
      ...subscribeInParts(base, `in.flight.${i}@example.com`),
    }));
    let loading = true;
    const outcomes: { email: string; outcome: Outcome }[] = [];
    const clients = [0, 1, 2, 3].map(async (client) => {
      for (let n = 0; loading; n++) {
        const email = `load.${client}.${n}@example.com`;
        outcomes.push({ email, outcome: await subscribeOnce(base, email) });
      }
    });
    await pause(500);
    server.child.kill('SIGTERM');
    await pause(700);
    for (const request of inFlight) request.finish();

    const code = await server.exited;
    loading = false;
    await Promise.all(clients);
    running.delete(server.child);
    expect(code).toBe(0);
    expect(server.output()).toContain('database closed; stopped');

    // The requests in flight at the signal were answered in full.
    for (const request of inFlight) {
      expect(await request.outcome).toMatchObject({ status: 201 });
    }
    // Every other answer was a success or "closing" (503). New connections were refused; a
    // connection the server had accepted but not yet read a request from is closed with it
    // (Node's close() does that to idle connections): no answer, so nothing acknowledged.
    const statuses = new Set(
      outcomes.flatMap(({ outcome }) => ('status' in outcome ? [outcome.status] : [])),
    );
    expect([...statuses].filter((status) => status !== 201 && status !== 503)).toEqual([]);
    const errors = outcomes.flatMap(({ outcome }) => ('error' in outcome ? [outcome.error] : []));
    expect(errors).toContain('ECONNREFUSED');
    expect(errors.filter((error) => error !== 'ECONNREFUSED' && error !== 'ECONNRESET')).toEqual(
      [],
    );

    // Every subscription acknowledged to a client is in the database the process closed.
    const acknowledged = [
      ...inFlight.map((request) => request.email),
      ...outcomes.flatMap(({ email, outcome }) =>
        'status' in outcome && outcome.status === 201 ? [email] : [],
      ),
    ];
    expect(acknowledged.length).toBeGreaterThan(10);
    const database = await openDatabase({ dataDir });
    try {
      const stored = new Set(
        (await database.db.select({ email: emailSubscribers.email }).from(emailSubscribers)).map(
          (row) => row.email,
        ),
      );
      expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    } finally {
      await database.close();
    }
  }, 90_000);

  it('closes a request still running after the grace period, then still exits 0', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { PORT: String(port), DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: '1500' };
    const server = start(env, { direct: true });
    await waitForHealth(server, base);
    const stuck = subscribeInParts(base, 'never.finished@example.com');
    await pause(200);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await pause(800);
    expect(server.child.exitCode).toBeNull();
    expect(await server.exited).toBe(0);
    running.delete(server.child);
    const took = Date.now() - signalledAt;
    expect(took).toBeGreaterThanOrEqual(1_500);
    expect(took).toBeLessThan(8_000);
    expect(await stuck.outcome).toHaveProperty('error');
  }, 60_000);

  it('a second signal, after the first has been taken, ends the process at once', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = start({ PORT: String(port), DATA_DIR: dataDir }, { direct: true });
    await waitForHealth(server, base);
    subscribeInParts(base, 'waits.forever@example.com');
    await pause(200);
    server.child.kill('SIGTERM');
    // The same signal again at once is one press passed on twice: still waiting.
    server.child.kill('SIGTERM');
    await pause(1_000);
    expect(server.child.exitCode).toBeNull();
    const secondAt = Date.now();
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(130);
    running.delete(server.child);
    expect(Date.now() - secondAt).toBeLessThan(1_000);
    expect(server.output()).toContain('SIGINT again: stopping at once');
  }, 60_000);
});
