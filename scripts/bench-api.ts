// API throughput benchmark: the radius search (POST /api/v1/organizations, 100 miles, random
// ZIPs) against a trivial route (GET /api/v1/health), through real HTTP on the real app.
// Loads 50,000 synthetic organisations into SCRATCH databases only: an in-memory PGlite,
// and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server, a fresh
// vh_bench_<random> database that is dropped afterwards. Never ./data.
// Each route first runs unmeasured for --warmup seconds: the numbers are those of a server
// that has been up a while (compiled code, planned statements, the ZIP centroids read).
// The radius search answers a page (issue 40, ADR 038): measured are the first page (25,
// the default), the first three pages in sequence (each sending the previous `next`; the
// latency is the three's) and the third page alone (cursors made before the clock starts),
// and GET /organization-counts.
// Targets (issue 40): PostgreSQL at 16 concurrent clients at least 1,500 first pages a
// second with p99 under 25 ms; PGlite at 4 clients p99 under 25 ms; with --listings, p99
// under 50 ms for the first and the third page; counts p99 under 25 ms on both. The last
// lines say whether each was met.
// Usage: npm run bench:api [-- --seconds 5] [-- --warmup 2] [-- --orgs 50000]
//   [-- --concurrency N (default 16 on PostgreSQL, 4 on PGlite)] [-- --client http|fetch]
//   [-- --listings 1000000 (PostgreSQL only: as many organisations as give about that many
//   listings; PGlite is skipped)] [-- --only pglite|postgres] [-- --miles 100]
// The clients run in a process of their own (bench-load.ts, ADR 019), so the server's
// threads do none of their work. `http` (the default: node:http with a keep-alive
// agent) leaves more of the two cores to the server than `fetch`.
// Besides requests per second and latency, each route's row gives the CPU time per request
// of this process (the app, with PGlite's thread), the clients and a local PostgreSQL.
// Exits 1 when any response is not 2xx.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase, type Database } from '../server/src/db/client.ts';
import { zipCentroids } from '../server/src/db/schema.ts';
import {
  SYNTHETIC_SUB_CATEGORY_IDS,
  US_STATES_AND_DC,
  writeSyntheticDataset,
} from '../server/src/db/seed/organizations/synthetic.ts';
import { inArray, sql } from 'drizzle-orm';
import type {
  LoadAnswer,
  LoadClient,
  LoadJob,
  LoadOptions,
  LoadResult,
  LoadRoute,
} from './bench-load.ts';
import { benchApp } from './bench-app.ts';

const { values: flags } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '2' },
    orgs: { type: 'string', default: '50000' },
    concurrency: { type: 'string' },
    client: { type: 'string', default: 'http' },
    listings: { type: 'string' },
    only: { type: 'string' },
    miles: { type: 'string', default: '100' },
  },
});
if (flags.only !== undefined && flags.only !== 'pglite' && flags.only !== 'postgres') {
  throw new Error('--only takes pglite or postgres');
}
if (flags.client !== 'http' && flags.client !== 'fetch') {
  throw new Error('--client takes http or fetch');
}
const client: LoadClient = flags.client;
const seconds = Number(flags.seconds);
const warmup = Number(flags.warmup);
const miles = Number(flags.miles);
const listingTarget = flags.listings === undefined ? undefined : Number(flags.listings);
// The synthetic set lists an organisation under 1.3 sub-categories on average.
const LISTINGS_PER_ORGANISATION = 1.3;
const orgCount =
  listingTarget === undefined
    ? Number(flags.orgs)
    : Math.round(listingTarget / LISTINGS_PER_ORGANISATION);
/** Issue 40's targets for a page of the radius search; with --listings only the p99 counts. */
const TARGETS = {
  postgres: {
    concurrency: 16,
    minPerSecond: listingTarget === undefined ? 1500 : 0,
    maxP99: listingTarget === undefined ? 25 : 50,
  },
  pglite: { concurrency: 4, minPerSecond: 0, maxP99: 25 },
} as const;
/** Issue 40's target for GET /organization-counts, at each database's concurrency. */
const COUNTS_MAX_P99 = 25;
/** Concurrent clients: the flag, else each database's target's. */
const concurrencyFor = (database: 'pglite' | 'postgres') =>
  flags.concurrency === undefined ? TARGETS[database].concurrency : Number(flags.concurrency);
if (![seconds, orgCount, concurrencyFor('postgres')].every((n) => Number.isFinite(n) && n > 0)) {
  throw new Error('--seconds, --orgs, --listings, --miles and --concurrency take positive numbers');
}
if (!(warmup >= 0)) throw new Error('--warmup takes a number of seconds');

const out = (line: string) => process.stdout.write(`${line}\n`);

/** A route's figures (the load generator's, less its first failure) and where they come from. */
interface Result extends Omit<LoadResult, 'firstFailure' | 'cpuMs'> {
  database: string;
  kind: 'pglite' | 'postgres';
  concurrency: number;
  route: string;
  /**
   * CPU time per request in ms: this process (the app, and PGlite's thread), the load
   * generator's, and the PostgreSQL server's when it runs on this machine (else null). On
   * two cores the three share them, so these say where a route's throughput goes.
   */
  cpu: { server: number; clients: number; database: number | null };
}

/**
 * CPU time in ms of every process named postgres on this machine (Linux /proc; null
 * elsewhere): the server's backends and its background processes.
 */
function postgresCpuMs(): number | null {
  // /proc reports times in USER_HZ ticks, 100 per second on Linux.
  const TICK_MS = 10;
  let total = 0;
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
        // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        total += (Number(fields[11]) + Number(fields[12])) * TICK_MS;
      } catch {
        // The process ended while being read.
      }
    }
  } catch {
    return null;
  }
  return total;
}

async function loadScratch(database: Database, kind: 'pglite' | 'postgres'): Promise<string[]> {
  const started = performance.now();
  const written = await writeSyntheticDataset(database.db, { count: orgCount, seed: 1 });
  out(
    `  ${written.organizations} organisations, ${written.listings} listings (with geography): ` +
      `${Math.round(performance.now() - started)} ms`,
  );
  if (kind === 'postgres') {
    // Settled, as a server is some minutes after an import: otherwise autovacuum works through
    // the fresh rows during the measurement (at a million listings, for minutes), and its CPU
    // counts as the searches' (postgresCpuMs reads every postgres process). PGlite in memory
    // runs no autovacuum.
    const settling = performance.now();
    await database.db.execute(sql`vacuum analyze`);
    out(`  vacuum analyze: ${Math.round(performance.now() - settling)} ms`);
  }
  // The searches start from the ZIPs of the states the set covers.
  const zips = await database.db
    .select({ zip: zipCentroids.zip })
    .from(zipCentroids)
    .where(inArray(zipCentroids.stateCode, [...US_STATES_AND_DC]));
  return zips.map((row) => row.zip);
}

/** The load generator's process (bench-load.ts): one route at a time. */
function startLoad(concurrency: number): {
  run: (route: LoadRoute, seconds: number) => Promise<LoadResult>;
  stop: () => void;
} {
  const options: LoadOptions = { client, concurrency };
  const child = fork(
    fileURLToPath(new URL('./bench-load.ts', import.meta.url)),
    [JSON.stringify(options)],
    { execArgv: ['--import', 'tsx'] },
  );
  return {
    run: (route, duration) =>
      new Promise((resolve, reject) => {
        const exited = (code: number | null) =>
          reject(new Error(`the load generator exited (${code})`));
        child.once('exit', exited);
        child.once('message', (answer: LoadAnswer) => {
          child.off('exit', exited);
          if ('result' in answer) resolve(answer.result);
          else reject(new Error(answer.error));
        });
        child.send({ route, seconds: duration } satisfies LoadJob);
      }),
    stop: () => child.kill(),
  };
}

async function benchDatabase(
  label: string,
  kind: 'pglite' | 'postgres',
  database: Database,
  /** CPU time so far of the database server's processes, when it can be read. */
  databaseCpu?: () => number | null,
): Promise<Result[]> {
  out(`${label}: loading`);
  const zips = await loadScratch(database, kind);
  const { app, authorization } = await benchApp(database, { stateCode: 'PA' });
  const concurrency = concurrencyFor(kind);
  const load = startLoad(concurrency);
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}/api/v1`;
    const random = (items: readonly (string | number)[]) =>
      items[Math.floor(Math.random() * items.length)];
    // The searches' bodies are drawn before the clock starts, from every ZIP of the set's
    // states and every sub-category it fills.
    const searches = Array.from({ length: 20_000 }, () =>
      JSON.stringify({
        sub_cat_id: random(SYNTHETIC_SUB_CATEGORY_IDS),
        zip_code: random(zips),
        miles,
      }),
    );
    const post = { authorization, 'content-type': 'application/json' };
    const thirdPages = await thirdPageBodies(`${base}/organizations`, post, searches);
    out(`  ${thirdPages.length} searches with a third page, their cursors made`);
    const routes: [string, LoadRoute][] = [
      ['GET /health', { method: 'GET', url: `${base}/health` }],
      [
        `POST /organizations (${miles} mi, first page)`,
        { method: 'POST', url: `${base}/organizations`, headers: post, bodies: searches },
      ],
      [
        `POST /organizations (${miles} mi, pages 1-3 in sequence)`,
        {
          method: 'POST',
          url: `${base}/organizations`,
          headers: post,
          bodies: searches,
          follow: 3,
        },
      ],
      [
        `POST /organizations (${miles} mi, third page)`,
        { method: 'POST', url: `${base}/organizations`, headers: post, bodies: thirdPages },
      ],
      [
        `GET /organization-counts (${miles} mi)`,
        {
          method: 'GET',
          url: `${base}/organization-counts`,
          headers: { authorization },
          urls: Array.from(
            { length: 20_000 },
            () => `${base}/organization-counts?zipcode=${random(zips)}&miles=${miles}`,
          ),
        },
      ],
    ];
    const results: Result[] = [];
    const measured = async (route: string, request: LoadRoute, duration: number) => {
      const server = process.cpuUsage();
      const databaseBefore = databaseCpu?.() ?? null;
      const { firstFailure, cpuMs, ...result } = await load.run(request, duration);
      const { user, system } = process.cpuUsage(server);
      const databaseAfter = databaseCpu?.() ?? null;
      const databaseMs =
        databaseBefore === null || databaseAfter === null ? null : databaseAfter - databaseBefore;
      if (firstFailure) out(`  ${route}: first failure ${firstFailure.slice(0, 300)}`);
      const perRequest = (ms: number) => ms / Math.max(1, result.requests);
      const cpu = {
        server: perRequest((user + system) / 1000),
        clients: perRequest(cpuMs),
        database: databaseMs === null ? null : perRequest(databaseMs),
      };
      return { database: label, kind, concurrency, route, ...result, cpu };
    };
    for (const [route, request] of routes) {
      if (warmup > 0) {
        const warm = await measured(route, request, warmup);
        if (warm.failures > 0) results.push({ ...warm, route: `${route} (warm-up)` });
      }
      results.push(await measured(route, request, seconds));
    }
    return results;
  } finally {
    load.stop();
    await app.close();
  }
}

/**
 * The bodies of the third page of those searches that have one (at most 2,000), with the
 * cursor the second page answered; fetched before the clock starts.
 */
async function thirdPageBodies(
  url: string,
  headers: Record<string, string>,
  searches: string[],
): Promise<string[]> {
  const bodies: string[] = [];
  for (const search of searches.slice(0, 4000)) {
    let body = search;
    for (let page = 1; page <= 2 && body; page += 1) {
      const response = await fetch(url, { method: 'POST', headers, body });
      const { next } = (await response.json()) as { next?: string | null };
      body = next ? JSON.stringify({ ...(JSON.parse(search) as object), cursor: next }) : '';
    }
    if (body) bodies.push(body);
    if (bodies.length >= 2000) break;
  }
  return bodies;
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
  if (listingTarget === undefined && flags.only !== 'postgres') {
    const pglite = await openDatabase({ dataDir: null });
    try {
      results.push(...(await benchDatabase('PGlite (in memory)', 'pglite', pglite)));
    } finally {
      await pglite.close();
    }
  } else {
    out('PGlite: skipped (--listings or --only postgres)');
  }

  const adminUrl = (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)?.trim();
  if (flags.only === 'pglite') {
    out('PostgreSQL: skipped (--only pglite)');
  } else if (adminUrl) {
    // Lower-case hex only: the name is interpolated as an identifier.
    const name = `vh_bench_${randomBytes(6).toString('hex')}`;
    await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const postgres = await openDatabase({ databaseUrl: url.toString() });
      try {
        const local = ['127.0.0.1', 'localhost', '[::1]', ''].includes(url.hostname);
        results.push(
          ...(await benchDatabase(
            'PostgreSQL',
            'postgres',
            postgres,
            local ? postgresCpuMs : undefined,
          )),
        );
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
    `${orgCount} organisations, ${seconds} s per route after ${warmup} s of warm-up, client ${client}`,
  );
  out(
    '| database | clients | route | requests/s | p50 ms | p99 ms | non-2xx | CPU ms per request: server (with PGlite), clients, PostgreSQL |',
  );
  out('|---|---:|---|---:|---:|---:|---:|---|');
  const ms = (value: number | null) => (value === null ? '—' : value.toFixed(3));
  for (const r of results) {
    out(
      `| ${r.database} | ${r.concurrency} | ${r.route} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.failures} | ${ms(r.cpu.server)}, ${ms(r.cpu.clients)}, ${ms(r.cpu.database)} |`,
    );
  }
  // The first page's throughput and p99, and the third page's p99 (issue 40); the sequence
  // of three is for the record.
  for (const radius of results.filter(
    (r) =>
      r.route.startsWith('POST') && !r.route.endsWith('(warm-up)') && !r.route.includes('sequence'),
  )) {
    const target = TARGETS[radius.kind];
    const minPerSecond = radius.route.includes('first page') ? target.minPerSecond : 0;
    const met =
      radius.concurrency === target.concurrency &&
      radius.perSecond >= minPerSecond &&
      radius.p99 < target.maxP99 &&
      radius.failures === 0;
    const wanted = [
      minPerSecond > 0 ? `at least ${minPerSecond}/s` : '',
      `p99 under ${target.maxP99} ms at ${target.concurrency} clients`,
    ].filter(Boolean);
    out(
      `${radius.database}: ${radius.route}: ${radius.perSecond.toFixed(0)}/s, p99 ${radius.p99.toFixed(1)} ms at ${radius.concurrency} clients; target ${wanted.join(', ')}: ${met ? 'met' : 'NOT met'}`,
    );
  }
  for (const counts of results.filter(
    (r) => r.route.startsWith('GET /organization-counts') && !r.route.endsWith('(warm-up)'),
  )) {
    // Issue 40 set the counts' target at 50,000 organisations only; at a million listings
    // they are measured for the record.
    if (listingTarget !== undefined) {
      out(
        `${counts.database}: ${counts.route}: ${counts.perSecond.toFixed(0)}/s, p99 ${counts.p99.toFixed(1)} ms at ${counts.concurrency} clients; no target at this size (issue 40's is at 50,000 organisations)`,
      );
      continue;
    }
    const met =
      counts.concurrency === TARGETS[counts.kind].concurrency &&
      counts.p99 < COUNTS_MAX_P99 &&
      counts.failures === 0;
    out(
      `${counts.database}: ${counts.route}: ${counts.perSecond.toFixed(0)}/s, p99 ${counts.p99.toFixed(1)} ms at ${counts.concurrency} clients; target p99 under ${COUNTS_MAX_P99} ms: ${met ? 'met' : 'NOT met'}`,
    );
  }
  if (results.some((r) => r.failures > 0)) process.exitCode = 1;
}

await main();
