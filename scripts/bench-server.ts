// The production build and server for a benchmark: built first unless asked not to, then
// started on a scratch data folder and a free loopback port, and stopped with its folder.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface BenchServer {
  base: string;
  stop(): void;
}

/** `npm run build`: the client, the prerendered pages and the compressed assets. */
export function build(): void {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

export async function startBenchServer(name: string): Promise<BenchServer> {
  const port = 4700 + Math.floor(Math.random() * 200);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `vision-hub-${name}-`));
  // Its own process group, so that stopping it stops tsx's child too.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  const stop = () => {
    if (server.pid) process.kill(-server.pid);
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return { base, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error('the server did not start');
}
