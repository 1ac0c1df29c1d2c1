// API throughput benchmark: the radius search (POST /api/v1/organizations, 100 miles, random
// ZIPs) against a trivial route (GET /api/v1/health), through real HTTP on the real app.
// Loads 50,000 synthetic organisations into SCRATCH databases only: an in-memory PGlite,
// and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server, a fresh
// vh_bench_<random> database that is dropped afterwards. Never ./data.
// Each route first runs unmeasured for --warmup seconds: the numbers are those of a server
// that has been up a while (compiled code, planned statements, the ZIP centroids read).
// Usage: npm run bench:api [-- --seconds 5] [-- --warmup 2] [-- --orgs 50000]
//   [-- --concurrency 16] [-- --client fetch|http]
// The client runs in the server's own thread, so its work and garbage count against the
// server. `fetch` (the default, which earlier figures used) makes much more of both than
// `http` (node:http with a keep-alive agent), which measures closer to the server alone.
// Exits 1 when any response is not 2xx.
import { randomBytes } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../server/src/app.ts';
import { openDatabase, type Database } from '../server/src/db/client.ts';
import { zipCentroids } from '../server/src/db/schema.ts';
import {
  SYNTHETIC_SUB_CATEGORY_IDS,
  US_STATES_AND_DC,
  writeSyntheticDataset,
} from '../server/src/db/seed/organizations/synthetic.ts';
import { loadEnv } from '../server/src/env.ts';
import { createTestTokens, createTestUser, TEST_AUTH_ENV } from '../server/test/auth.ts';
import { inArray } from 'drizzle-orm';

const { values: flags } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '2' },
    orgs: { type: 'string', default: '50000' },
    concurrency: { type: 'string', default: '16' },
    client: { type: 'string', default: 'fetch' },
  },
});
const client = flags.client;
if (client !== 'fetch' && client !== 'http') throw new Error('--client takes fetch or http');
const seconds = Number(flags.seconds);
const warmup = Number(flags.warmup);
const orgCount = Number(flags.orgs);
const concurrency = Number(flags.concurrency);
if (![seconds, orgCount, concurrency].every((n) => Number.isFinite(n) && n > 0)) {
  throw new Error('--seconds, --orgs and --concurrency take positive numbers');
}
if (!(warmup >= 0)) throw new Error('--warmup takes a number of seconds');

const out = (line: string) => process.stdout.write(`${line}\n`);

interface Answer {
  status: number;
  body: Uint8Array;
}

type Send = (
  method: 'GET' | 'POST',
  url: string,
  headers?: Record<string, string>,
  body?: string,
) => Promise<Answer>;

// Both read the answer as bytes: decoding it is the client's work, not the server's.
const fetchSend: Send = async (method, url, headers, body) => {
  const response = await fetch(url, { method, headers, body });
  return { status: response.status, body: new Uint8Array(await response.arrayBuffer()) };
};

function httpSend(): Send {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  return (method, url, headers = {}, body) =>
    new Promise((resolve, reject) => {
      const outgoing = httpRequest(url, { method, headers, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });
}

interface Result {
  database: string;
  route: string;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

async function loadScratch(database: Database): Promise<string[]> {
  const started = performance.now();
  const written = await writeSyntheticDataset(database.db, { count: orgCount, seed: 1 });
  out(
    `  ${written.organizations} organisations, ${written.listings} listings (with geography): ` +
      `${Math.round(performance.now() - started)} ms`,
  );
  // The searches start from the ZIPs of the states the set covers.
  const zips = await database.db
    .select({ zip: zipCentroids.zip })
    .from(zipCentroids)
    .where(inArray(zipCentroids.stateCode, [...US_STATES_AND_DC]));
  return zips.map((row) => row.zip);
}

async function measure(
  label: string,
  route: string,
  request: () => Promise<Answer>,
  duration = seconds,
): Promise<Result> {
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure = '';
  const deadline = performance.now() + duration * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const { status, body } = await request();
      latencies.push(performance.now() - started);
      if (status < 200 || status > 299) {
        failures += 1;
        firstFailure ||= `${status} ${new TextDecoder().decode(body).slice(0, 300)}`;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  if (firstFailure) out(`  ${route}: first failure ${firstFailure}`);
  return {
    database: label,
    route,
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    failures,
  };
}

async function benchDatabase(label: string, database: Database): Promise<Result[]> {
  out(`${label}: loading`);
  const zips = await loadScratch(database);
  const tokens = await createTestTokens();
  const { claims } = await createTestUser(database.db, {
    stateCode: 'PA',
    subscriptionStatus: 'active',
  });
  const authorization = (await tokens.headers(claims, { expiresIn: 3600 })).authorization;
  const app = await buildApp({
    env: loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ...TEST_AUTH_ENV,
      // The per-IP and per-user limits would stop a benchmark from one address in seconds.
      RATE_LIMIT_PER_MINUTE: '100000000',
      USER_RATE_LIMIT_PER_MINUTE: '100000000',
    }),
    database,
    auth: tokens.auth,
  });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}/api/v1`;
    const random = (items: readonly (string | number)[]) =>
      items[Math.floor(Math.random() * items.length)];
    const send = client === 'http' ? httpSend() : fetchSend;
    const routes: [string, () => Promise<Answer>][] = [
      ['GET /health', () => send('GET', `${base}/health`)],
      [
        'POST /organizations (100 mi)',
        () =>
          send(
            'POST',
            `${base}/organizations`,
            { authorization, 'content-type': 'application/json' },
            JSON.stringify({
              sub_cat_id: random(SYNTHETIC_SUB_CATEGORY_IDS),
              zip_code: random(zips),
              miles: 100,
            }),
          ),
      ],
    ];
    const results: Result[] = [];
    for (const [route, request] of routes) {
      if (warmup > 0) {
        const warm = await measure(label, route, request, warmup);
        if (warm.failures > 0) results.push({ ...warm, route: `${route} (warm-up)` });
      }
      results.push(await measure(label, route, request));
    }
    return results;
  } finally {
    await app.close();
  }
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function main() {
  const results: Result[] = [];
  const pglite = await openDatabase({ dataDir: null });
  try {
    results.push(...(await benchDatabase('PGlite (in memory)', pglite)));
  } finally {
    await pglite.close();
  }

  const adminUrl = (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)?.trim();
  if (adminUrl) {
    // Lower-case hex only: the name is interpolated as an identifier.
    const name = `vh_bench_${randomBytes(6).toString('hex')}`;
    await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const postgres = await openDatabase({ databaseUrl: url.toString() });
      try {
        results.push(...(await benchDatabase('PostgreSQL', postgres)));
      } finally {
        await postgres.close();
      }
    } finally {
      await withAdmin(adminUrl, async (admin) => {
        await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        );
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      });
    }
  } else {
    out('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  }

  out('');
  out(
    `${orgCount} organisations, ${seconds} s per route after ${warmup} s of warm-up, concurrency ${concurrency}, client ${client}`,
  );
  out('| database | route | requests/s | p50 ms | p99 ms | non-2xx |');
  out('|---|---|---:|---:|---:|---:|');
  for (const r of results) {
    out(
      `| ${r.database} | ${r.route} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.failures} |`,
    );
  }
  for (const label of new Set(results.map((r) => r.database))) {
    const [trivial, radius] = results.filter(
      (r) => r.database === label && !r.route.endsWith('(warm-up)'),
    );
    if (trivial && radius) {
      out(
        `${label}: radius search at ${((radius.perSecond / trivial.perSecond) * 100).toFixed(0)}% of the trivial route's throughput; radius p99 ${radius.p99.toFixed(1)} ms`,
      );
    }
  }
  if (results.some((r) => r.failures > 0)) process.exitCode = 1;
}

await main();
