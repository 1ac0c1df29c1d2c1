// Does the server's memory stay flat over many distinct searches? Starts the app on a scratch
// embedded database on disk (seeded like a first start; never ./data) with the live trial
// registry played by the local ClinicalTrials.gov stand-in, sends N distinct searches (half
// trial searches with a new condition each, half organisation radius searches over every ZIP,
// sub-category and radius), and at ten checkpoints forces a full garbage collection and prints
// the heap, the process's resident memory, the trial cache's rows and the database's size
// (after a VACUUM, which the server runs every 6 hours on the embedded database).
// Usage: npm run bench:memory -- [--searches 100000] [--concurrency 8]
// Exits 1 when the heap after the last checkpoint is over 1.25 times the first one's.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { count, sql } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/client.ts';
import {
  organizationSubCategories,
  trialSearchCache,
  zipCentroids,
} from '../server/src/db/schema.ts';
import { seedDatabase } from '../server/src/db/seed/index.ts';
import { sqlRows } from '../server/src/db/sql-rows.ts';
import { createCtGovClient } from '../server/src/services/clinical-trials/ctgov-client.ts';
import { createDatabaseTrialCache } from '../server/src/services/clinical-trials/database-trial-cache.ts';
import { makeStudy, v2Body } from '../server/src/services/clinical-trials/testing/fixtures.ts';
import { startFakeCtGov } from '../server/src/services/clinical-trials/testing/fake-ctgov-server.ts';
import { createRadiusTrialSearch } from '../server/src/services/clinical-trials/trial-search-by-radius.ts';
import { benchApp } from './bench-app.ts';
import { httpSend } from './bench-load.ts';

const { values: flags } = parseArgs({
  options: {
    searches: { type: 'string', default: '100000' },
    concurrency: { type: 'string', default: '8' },
  },
});
const searches = Number(flags.searches);
const concurrency = Number(flags.concurrency);
if (!(searches >= 10 && concurrency >= 1)) throw new Error('--searches >= 10, --concurrency >= 1');
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (npm run bench:memory does)');

const out = (line: string) => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

const dataDir = await mkdtemp(path.join(tmpdir(), 'vision-hub-memory-'));
const database = await openDatabase({ dataDir });
const registry = await startFakeCtGov();
try {
  await seedDatabase(database.db);
  // Every registry answer has studies with sites near and far, so each search caches a value.
  registry.fallback = {
    body: v2Body(Array.from({ length: 5 }, (_, i) => makeStudy({ nctId: `NCT0900000${i}` }))),
  };
  const silent = { info() {}, warn() {}, error() {}, debug() {} };
  const { app, authorization } = await benchApp(database, {
    trials: {
      // The live path with its database cache; the stand-in needs no 1-second spacing.
      search: createRadiusTrialSearch({
        client: createCtGovClient({ baseUrl: registry.baseUrl, minIntervalMs: 0 }),
        cache: createDatabaseTrialCache(database.db),
        logger: silent,
      }),
    },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}/api/v1`;

  const zips = (await database.db.select({ zip: zipCentroids.zip }).from(zipCentroids)).map(
    (row) => row.zip,
  );
  const subCategories = [
    ...new Set(
      (
        await database.db
          .select({ id: organizationSubCategories.subCategoryId })
          .from(organizationSubCategories)
      ).map((row) => row.id),
    ),
  ];
  const nthSearch = (n: number): [string, string] =>
    n % 2 === 0
      ? [
          'clinical-trials-search',
          JSON.stringify({ zipcode: zips[(n * 13) % zips.length], search_term: `condition ${n}` }),
        ]
      : [
          'organizations',
          JSON.stringify({
            sub_cat_id: subCategories[n % subCategories.length],
            zip_code: zips[(n * 7) % zips.length],
            miles: 1 + (n % 100),
          }),
        ];

  const sendOne = httpSend(concurrency);
  const headers = { authorization, 'content-type': 'application/json' };
  const send = (route: string, body: string) =>
    sendOne({ method: 'POST', url: `${base}/${route}`, headers }, body);

  const checkpoints: { done: number; heap: number; rss: number }[] = [];
  const checkpoint = async (done: number, seconds: number) => {
    registry.requests.length = 0; // the stand-in's own log, not the server's memory
    // What the server does every 6 hours (db/embedded-vacuum.ts), here at each checkpoint.
    const vacuumStarted = performance.now();
    await database.vacuum?.();
    const vacuumMs = performance.now() - vacuumStarted;
    gc();
    const memory = process.memoryUsage();
    const [cache] = await database.db.select({ rows: count() }).from(trialSearchCache);
    const [size] = await sqlRows<{ bytes: string }>(
      database.db,
      sql`select pg_database_size(current_database())::text as bytes`,
    );
    checkpoints.push({ done, heap: memory.heapUsed, rss: memory.rss });
    out(
      `${String(done).padStart(7)} searches  ${seconds.toFixed(0).padStart(4)} s  heap ${mb(memory.heapUsed).padStart(6)} MB  ` +
        `rss ${mb(memory.rss).padStart(6)} MB  external ${mb(memory.external).padStart(6)} MB  ` +
        `trial cache ${String(cache?.rows).padStart(6)} rows  database ${mb(Number(size?.bytes))} MB  ` +
        `(vacuum ${vacuumMs.toFixed(0)} ms)`,
    );
  };

  out(
    `${searches} distinct searches, ${concurrency} at a time (${zips.length} ZIPs, ${subCategories.length} sub-categories)`,
  );
  const started = performance.now();
  await checkpoint(0, 0);
  let next = 0;
  let failures = 0;
  const step = searches / 10;
  for (let part = 1; part <= 10; part++) {
    const end = Math.round(step * part);
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < end) {
          const [route, body] = nthSearch(next++);
          const { status } = await send(route, body);
          if (status !== 200) {
            failures += 1;
            if (failures === 1) out(`first failure: ${status} for ${route} ${body}`);
          }
        }
      }),
    );
    await checkpoint(end, (performance.now() - started) / 1000);
  }
  await app.close();
  const first = checkpoints[1]!;
  const last = checkpoints.at(-1)!;
  out(
    `heap after the first tenth ${mb(first.heap)} MB, after all ${mb(last.heap)} MB; ` +
      `rss ${mb(first.rss)} MB -> ${mb(last.rss)} MB; failures ${failures}`,
  );
  process.exitCode = failures === 0 && last.heap <= first.heap * 1.25 ? 0 : 1;
} finally {
  await registry.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
