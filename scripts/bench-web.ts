// Page speed as a new visitor on a phone meets it (issue 23): builds, starts the product on a
// scratch data folder, and runs Lighthouse 12 (mobile emulation: simulated slow 4G, 4x CPU
// unless --cpu-slowdown says otherwise) in Debian's Chromium against every prerendered public
// page, then against the dashboard of a signed-in paying client (signed in once through the
// local identity provider; storage kept, so a returning client with a warm cache). Prints the
// median of the runs per route: performance score, first and largest contentful paint, total
// blocking time, layout shift and time to interactive, and whether the pages meet the targets
// (issue 41: public pages score ≥ 95, LCP ≤ 1.5 s, TBT ≤ 150 ms, CLS 0; the dashboard score
// ≥ 90, TBT ≤ 200 ms, CLS 0), with the benchmarkIndex Lighthouse measured for this machine.
// --tasks also prints, per route, the main thread's long tasks after the first paint with the
// script each ran, and each script's evaluation time (Lighthouse's own trace, same slowdown).
// Usage: npm run bench:web [-- --runs 3] [-- --no-build] [-- --only /,/our-team,/client/dashboard]
//        [-- --tasks] [-- --cpu-slowdown 8 (Lighthouse's simulated CPU slowdown; default 4)]
//        [-- --devtools (Lighthouse's real throttling instead: the network slowed to its 4G
//        figures and the CPU by --cpu-slowdown in the browser itself; slower, not what the
//        targets are scored in, but what shows work that overlaps a download)]
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { signInAsPaidClient } from '../e2e/support/paid-client.ts';
import type { PagesManifest } from '../server/src/plugins/prerendered-pages.ts';
import { build, startBenchServer } from './bench-server.ts';
import { chromiumPath } from './check-chromium.ts';

/** Pinned: 13.x needs Node 22, and figures must be comparable from run to run. */
const LIGHTHOUSE = 'lighthouse@12.2.3';
const TARGETS = { score: 95, lcpMs: 1500, tbtMs: 150, cls: 0 };
const DASHBOARD_TARGETS = { score: 90, tbtMs: 200, cls: 0 };

const { values: flags } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean' },
    only: { type: 'string' },
    tasks: { type: 'boolean' },
    'cpu-slowdown': { type: 'string', default: '4' },
    devtools: { type: 'boolean' },
  },
});
const runs = Number(flags.runs);
if (!(runs > 0)) throw new Error('--runs takes a positive number');
// Lighthouse's simulated CPU slowdown (its default, 4). The targets were set at a benchmarkIndex
// of about 1,200-1,500; on a faster or quieter machine, 4 x (this machine's index / 1,350)
// measures the pages as that machine would run them.
const cpuSlowdown = Number(flags['cpu-slowdown']);
if (!(cpuSlowdown >= 1)) throw new Error('--cpu-slowdown takes a number of at least 1');

if (!flags['no-build']) build();
const manifest = JSON.parse(
  readFileSync(path.resolve('dist/.pages/manifest.json'), 'utf8'),
) as PagesManifest;
// Lighthouse refuses to measure a page sent with 404, so the not-found page is left out.
const only = flags.only?.split(',');
const publicRoutes = manifest.prerendered.filter((route) => !only || only.includes(route));
const DASHBOARD = '/client/dashboard';

interface Metrics {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  /** Lighthouse's time to interactive: no longer scored, but what a change to loading moves. */
  tti: number;
  cls: number;
  benchmarkIndex: number;
  /** Long tasks (≥ 50 ms at the slowdown): start, duration, the script Lighthouse names. */
  longTasks: { start: number; duration: number; url: string }[];
  /** Per script: evaluation and parse/compile time. */
  bootup: { url: string; scripting: number; parse: number }[];
}

/** A chunk's file name without its hash, or the page itself. */
const shortUrl = (url: string) =>
  url.replace(/^https?:\/\/[^/]+/, '').replace(/-[\w-]{8}\.js$/, '.js') || '/';

const run = promisify(execFile);
/**
 * Chromium's version, printed with the figures: the same build's TBT doubled between two
 * sessions whose benchmarkIndex was alike but whose Chromium was not (ADR 049).
 */
const chromiumVersion =
  /\d+(\.\d+){3}/.exec((await run(chromiumPath, ['--version'])).stdout)?.[0] ?? 'unknown';

async function lighthouse(url: string, extra: string[]): Promise<Metrics> {
  const { stdout } = await run(
    'npx',
    [
      '-y',
      '-p',
      LIGHTHOUSE,
      'lighthouse',
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
      ...(flags.devtools ? ['--throttling-method=devtools'] : []),
      ...extra,
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 256 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as {
    categories: { performance: { score: number } };
    environment: { benchmarkIndex: number };
    audits: Record<string, { numericValue: number; details?: { items?: unknown[] } }>;
  };
  const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
  const items = <T>(id: string) => (report.audits[id]?.details?.items ?? []) as T[];
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    tti: audit('interactive'),
    cls: audit('cumulative-layout-shift'),
    benchmarkIndex: report.environment.benchmarkIndex,
    longTasks: items<{ startTime: number; duration: number; url: string }>('long-tasks').map(
      (task) => ({ start: task.startTime, duration: task.duration, url: shortUrl(task.url) }),
    ),
    bootup: items<{ url: string; scripting: number; scriptParseCompile: number }>(
      'bootup-time',
    ).map((item) => ({
      url: shortUrl(item.url),
      scripting: item.scripting,
      parse: item.scriptParseCompile,
    })),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** Lighthouse sometimes loses a trace (NO_NAVSTART): such a run is tried again, twice. */
async function lighthouseRun(url: string, extra: string[]): Promise<Metrics> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouse(url, extra);
    } catch (error) {
      const reason = (error as { stderr?: string }).stderr?.trim() ?? String(error);
      if (attempt === 3) throw new Error(`${url}: ${reason}`);
      console.error(`${url}: ${reason} Trying again.`);
    }
  }
}

async function measure(url: string, extra: string[] = []): Promise<Metrics> {
  const results: Metrics[] = [];
  for (let index = 0; index < runs; index += 1) results.push(await lighthouseRun(url, extra));
  return {
    score: median(results.map((result) => result.score)),
    fcp: median(results.map((result) => result.fcp)),
    lcp: median(results.map((result) => result.lcp)),
    tbt: median(results.map((result) => result.tbt)),
    tti: median(results.map((result) => result.tti)),
    cls: median(results.map((result) => result.cls)),
    benchmarkIndex: median(results.map((result) => result.benchmarkIndex)),
    // The tasks of the run with the median TBT: a real trace, not a mix of runs.
    longTasks: [...results].sort((a, b) => a.tbt - b.tbt)[Math.floor(results.length / 2)]!
      .longTasks,
    bootup: [...results].sort((a, b) => a.tbt - b.tbt)[Math.floor(results.length / 2)]!.bootup,
  };
}

const server = await startBenchServer('bench-web');
const rows: { route: string; metrics: Metrics }[] = [];
try {
  for (const route of publicRoutes) {
    rows.push({ route, metrics: await measure(`${server.base}${route}`) });
  }

  if (!only || only.includes(DASHBOARD)) {
    // One browser whose default profile holds the signed-in client; Lighthouse joins it.
    const profile = mkdtempSync(path.join(tmpdir(), 'vision-hub-bench-web-profile-'));
    const debuggingPort = 9300 + Math.floor(Math.random() * 200);
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      baseURL: server.base,
      args: ['--no-sandbox', `--remote-debugging-port=${debuggingPort}`],
    });
    try {
      await signInAsPaidClient(await context.newPage(), { language: 'en' });
      rows.push({
        route: `${DASHBOARD} (signed in)`,
        metrics: await measure(`${server.base}${DASHBOARD}`, [
          `--port=${debuggingPort}`,
          '--disable-storage-reset',
        ]),
      });
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
} finally {
  server.stop();
}

console.log(
  `\nLighthouse ${LIGHTHOUSE.split('@')[1]}, mobile, ${cpuSlowdown}x CPU${flags.devtools ? ' and 4G network, real throttling' : ''}, median of ${runs} runs per route; ` +
    `benchmarkIndex ${Math.round(median(rows.map(({ metrics }) => metrics.benchmarkIndex)))}; ` +
    `Chromium ${chromiumVersion}`,
);
console.log('| route | score | FCP s | LCP s | TBT ms | CLS | TTI s |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const { route, metrics } of rows) {
  console.log(
    `| ${route} | ${metrics.score} | ${(metrics.fcp / 1000).toFixed(2)} | ` +
      `${(metrics.lcp / 1000).toFixed(2)} | ${Math.round(metrics.tbt)} | ${metrics.cls.toFixed(3)} | ` +
      `${(metrics.tti / 1000).toFixed(2)} |`,
  );
}
if (flags.tasks) {
  for (const { route, metrics } of rows) {
    console.log(`\n${route}: long tasks (start ms, duration ms, script)`);
    for (const task of metrics.longTasks) {
      console.log(`  ${Math.round(task.start)}  ${Math.round(task.duration)}  ${task.url}`);
    }
    console.log(`${route}: scripts (evaluation ms, parse and compile ms)`);
    for (const item of metrics.bootup) {
      console.log(`  ${Math.round(item.scripting)}  ${Math.round(item.parse)}  ${item.url}`);
    }
  }
}
const missed = rows.filter(({ route, metrics }) =>
  publicRoutes.includes(route)
    ? metrics.score < TARGETS.score ||
      metrics.lcp > TARGETS.lcpMs ||
      metrics.tbt > TARGETS.tbtMs ||
      metrics.cls > TARGETS.cls
    : metrics.score < DASHBOARD_TARGETS.score ||
      metrics.tbt > DASHBOARD_TARGETS.tbtMs ||
      metrics.cls > DASHBOARD_TARGETS.cls,
);
console.log(
  missed.length === 0
    ? `Every public route: score ≥ ${TARGETS.score}, LCP ≤ ${TARGETS.lcpMs / 1000} s, ` +
        `TBT ≤ ${TARGETS.tbtMs} ms, CLS ${TARGETS.cls}; the dashboard: score ≥ ` +
        `${DASHBOARD_TARGETS.score}, TBT ≤ ${DASHBOARD_TARGETS.tbtMs} ms, CLS ${DASHBOARD_TARGETS.cls}.`
    : `Below target: ${missed.map(({ route }) => route).join(', ')}`,
);
if (missed.length > 0) process.exitCode = 1;
