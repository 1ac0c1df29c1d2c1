import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fixtureFileName, recordedPage } from './nppes-fixtures.ts';
import { LOW_VISION_TAXONOMIES } from './taxonomies.ts';

// A stand-in for npiregistry.cms.hhs.gov in tests: serves the recorded responses over real
// HTTP, paged by limit and skip, so the real client (URL, throttle, retries) is exercised.

export const FIXTURES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

export interface FakeRegistryRequest {
  at: number;
  params: URLSearchParams;
}

export interface FakeRegistry {
  url: string;
  requests: FakeRegistryRequest[];
  /** Answer the next n requests with this status instead (e.g. 429, 503). */
  failNext(n: number, status: number, headers?: Record<string, string>): void;
  /** Never answer the next n requests (the client must time out). */
  hangNext(n: number): void;
  /** Serve this body for a taxonomy code and state instead of the recorded file. */
  override(code: string, state: string, body: unknown): void;
  close(): Promise<void>;
}

export async function startFakeRegistry(directory = FIXTURES_DIR): Promise<FakeRegistry> {
  const requests: FakeRegistryRequest[] = [];
  const failures: { status: number; headers: Record<string, string> }[] = [];
  let hangs = 0;
  const overrides = new Map<string, unknown>();
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://registry.test');
      requests.push({ at: Date.now(), params: url.searchParams });
      if (hangs > 0) {
        hangs -= 1;
        return;
      }
      const failure = failures.shift();
      if (failure) {
        response.writeHead(failure.status, { 'content-type': 'text/plain', ...failure.headers });
        response.end('busy');
        return;
      }
      const description = url.searchParams.get('taxonomy_description') ?? '';
      const taxonomy = LOW_VISION_TAXONOMIES.find((entry) => entry.description === description);
      const state = url.searchParams.get('state') ?? '';
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const skip = Number(url.searchParams.get('skip') ?? 0);
      let recorded: unknown = { result_count: 0, results: [] };
      if (taxonomy) {
        const key = fixtureFileName(taxonomy.code, state);
        if (overrides.has(key)) recorded = overrides.get(key);
        else {
          try {
            recorded = JSON.parse(await readFile(path.join(directory, key), 'utf8'));
          } catch {
            // No recording: the registry finds nobody.
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(recordedPage(recorded, limit, skip)));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/`,
    requests,
    failNext(n, status, headers = {}) {
      for (let index = 0; index < n; index += 1) failures.push({ status, headers });
    },
    hangNext(n) {
      hangs += n;
    },
    override(code, state, body) {
      overrides.set(fixtureFileName(code, state), body);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
