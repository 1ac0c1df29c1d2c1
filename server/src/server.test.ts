import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

// The real process, as `npm run serve` starts it: configuration, PGlite on disk, signals.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();

function start(env: Record<string, string>): Started {
  const child = spawn('npx', ['tsx', 'server/src/server.ts'], {
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
});
