// Where the main thread's time goes after the first paint (issue 41, point 1): a Chromium
// performance trace of `/` (a new visitor, empty cache) and of the signed-in dashboard (a
// returning client, warm cache), with the CPU slowed 4x through the DevTools protocol
// (Emulation.setCPUThrottlingRate) and a phone's viewport. For every task of 50 ms or more after
// the first contentful paint it says what ran, from V8's sampling profiler mapped through the
// build's source maps: a chunk's evaluation, React hydrating or committing, React Aria building a
// collection, dictionaries being registered, the carousel, other code, garbage collection, and
// the browser's own work (HTML parsing, style and layout, paint). Each route is traced --runs
// times (3 by default: the machine is shared) and medians are printed, with the tasks of the run
// whose blocking time is the median.
// Usage: npm run bench:trace [-- --runs 3] [-- --no-build] [-- --only /] [-- --rate 4]
//        [-- --save folder]   (writes each trace; `events` opens in Chromium's Performance panel)
//        [-- --analyse folder] (reads saved traces again)  [-- --detail] (source files per task)
//        [-- --functions] (with --detail: each source file's functions, by their unminified names)
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext, type CDPSession } from '@playwright/test';
import { signInAsPaidClient } from '../e2e/support/paid-client.ts';
import { build, startBenchServer } from './bench-server.ts';
import { chromiumPath } from './check-chromium.ts';

const { values: flags } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean' },
    only: { type: 'string' },
    rate: { type: 'string', default: '4' },
    save: { type: 'string' },
    analyse: { type: 'string' },
    detail: { type: 'boolean' },
    functions: { type: 'boolean' },
  },
});
const runs = Number(flags.runs);
const rate = Number(flags.rate);
if (!(runs > 0) || !(rate >= 1)) throw new Error('--runs and --rate take positive numbers');
const DASHBOARD = '/client/dashboard';
const routes = flags.only?.split(',') ?? ['/', DASHBOARD];
const LONG_TASK_MS = 50;
/** After the app says it is interactive, how long to keep tracing (throttled time). */
const SETTLE_MS = 3000;

// ---------------------------------------------------------------------------------------------
// Source maps: the build's `.map` files, decoded here (base64 VLQ) to name the source a sampled
// position belongs to.

interface SourceMap {
  sources: string[];
  names: string[];
  /** Per generated line: [generated column, source index, name index or -1], by column. */
  lines: [number, number, number][][];
}

const VLQ = new Map(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]),
);

function decodeMappings(mappings: string): [number, number, number][][] {
  const lines: [number, number, number][][] = [];
  let source = 0;
  let name = 0;
  for (const line of mappings.split(';')) {
    const segments: [number, number, number][] = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = VLQ.get(char)!;
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0]!;
      if (fields.length > 1) {
        source += fields[1]!;
        if (fields.length > 4) name += fields[4]!;
        segments.push([column, source, fields.length > 4 ? name : -1]);
      } else {
        // Code with no source of its own: the bundler's (its chunk preloading helper).
        segments.push([column, -1, -1]);
      }
      // Fields 2 and 3 (the original line and column) are not needed.
    }
    lines.push(segments);
  }
  return lines;
}

const chunkCode = new Map<string, string[]>();
function chunkLines(file: string): string[] {
  if (!chunkCode.has(file)) {
    chunkCode.set(file, readFileSync(path.resolve('dist/assets', file), 'utf8').split('\n'));
  }
  return chunkCode.get(file)!;
}

const maps = new Map<string, SourceMap | null>();
function sourceMap(file: string): SourceMap | null {
  if (!maps.has(file)) {
    try {
      const raw = JSON.parse(readFileSync(path.resolve('dist/assets', `${file}.map`), 'utf8')) as {
        sources: string[];
        names?: string[];
        mappings: string;
      };
      maps.set(file, {
        sources: raw.sources,
        names: raw.names ?? [],
        lines: decodeMappings(raw.mappings),
      });
    } catch {
      maps.set(file, null);
    }
  }
  return maps.get(file)!;
}

/** The source a position of a built chunk came from: `node_modules/…` or `src/…`. */
function sourceAt(url: string, line: number, column: number): string {
  const file = /\/assets\/([^/?#]+\.js)/.exec(url)?.[1];
  if (!file) return url;
  const segments = sourceMap(file)?.lines[line];
  if (!segments || segments.length === 0) return `assets/${file}`;
  let low = 0;
  let high = segments.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (segments[middle]![0] <= column) low = middle;
    else high = middle - 1;
  }
  if (segments[low]![1] < 0) {
    // The bundler's own helpers: the one that preloads a lazy chunk's imports adds
    // <link rel="modulepreload"> elements; the others (module wrappers) count as evaluation.
    const code = chunkLines(file)[line] ?? '';
    return /vite:preloadError|csp-nonce/.test(code.slice(column, column + 1500))
      ? `bundler preload (assets/${file})`
      : `assets/${file}`;
  }
  const source = sourceMap(file)!.sources[segments[low]![1]] ?? file;
  return source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, 'node_modules/');
}

/**
 * A function's name before minification: the last named position just before where V8 says
 * the function starts (its parameter list; the name comes before it).
 */
function nameAt(url: string, line: number, column: number): string | null {
  const file = /\/assets\/([^/?#]+\.js)/.exec(url)?.[1];
  const map = file ? sourceMap(file) : null;
  const named = map?.lines[line]?.findLast(
    ([start, , name]) => start <= column && start >= column - 60 && name >= 0,
  );
  return named ? (map!.names[named[2]] ?? null) : null;
}

const REACT_PHASES: [RegExp, string][] = [
  [/^flushPassiveEffects|^commitPassive/, 'passive effects'],
  [/^commitRoot|^commitMutationEffects|^commitLayoutEffects|^flushLayoutEffects/, 'commit'],
  [/^renderRootSync$|^workLoopSync$/, 'render (one pass)'],
  [/^renderRootConcurrent$|^workLoopConcurrent/, 'render (in slices)'],
];

/**
 * Which of React's phases a sample is in: the innermost one on its stack. A render can run
 * inside a commit (an update from a layout effect is rendered before the commit returns) or
 * inside the passive effects (an update they make in the sync lane); it is a render all the same.
 */
function reactPhase(stack: CallFrame[]): string | null {
  for (const frame of stack) {
    const name = frame.url ? nameAt(frame.url, frame.lineNumber, frame.columnNumber) : null;
    const phase = name && REACT_PHASES.find(([pattern]) => pattern.test(name));
    if (phase) return phase[1];
  }
  return null;
}

/** A chunk's name without its hash. */
const chunkName = (url: string) =>
  /\/assets\/([^/?#]+?)-[\w-]{8}\.js/.exec(url)?.[1] ?? url.replace(/^https?:\/\/[^/]+/, '');

// ---------------------------------------------------------------------------------------------
// The trace.

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown> & {
    data?: Record<string, unknown>;
    name?: string;
  };
}

interface SavedTrace {
  url: string;
  interactiveAt?: number;
  events: TraceEvent[];
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-v8.compile',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'toplevel',
];

async function record(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  await cdp.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordAsMuchAsPossible' },
  });
  await load();
  const complete = new Promise<string>((resolve) =>
    cdp.once('Tracing.tracingComplete', (event) => resolve(event.stream!)),
  );
  await cdp.send('Tracing.end');
  const handle = await complete;
  const parts: string[] = [];
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle, size: 1 << 20 });
    parts.push(chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data);
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle });
  const text = parts.join('');
  const parsed = JSON.parse(text) as TraceEvent[] | { traceEvents: TraceEvent[] };
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

interface Slice {
  start: number;
  end: number;
  what: string;
}

interface LongTask {
  /** ms since navigation started. */
  start: number;
  duration: number;
  /** ms of the task per activity, largest first. */
  parts: [string, number][];
  /** ms per source file at the top of the sampled stacks (--detail). */
  leaves: [string, number][];
  /** ms per React phase (--detail). */
  phases: [string, number][];
  beforePaint: boolean;
}

interface RunResult {
  fcp: number;
  interactive: number;
  longTasks: LongTask[];
  blocking: number;
}

/** What a sample of JavaScript was doing, from its stack (leaf first). */
/** `react-dom`, `@scope/name`, or `app code` for the app's own sources. */
function packageOf(source: string): string | null {
  if (source.startsWith('src/')) return 'app code';
  return /node_modules\/((@[^/]+\/)?[^/]+)\//.exec(source)?.[1] ?? null;
}

function jsActivity(stack: CallFrame[]): string {
  const sources = stack.map((frame) =>
    frame.url ? sourceAt(frame.url, frame.lineNumber, frame.columnNumber) : '',
  );
  if (sources.some((source) => source.startsWith('bundler preload'))) {
    return 'the bundler fetching chunks ahead (modulepreload links)';
  }
  if (sources.some((source) => source.includes('features/marketing/carousel'))) return 'carousel';
  if (
    sources.some((source) =>
      // Not collections/Hidden.mjs: every React Aria component is wrapped by it.
      /node_modules\/react-(aria|stately|aria-components)\/.*(collections?\/(?!Hidden)|Collection)/.test(
        source,
      ),
    )
  ) {
    return 'React Aria collection building';
  }
  if (sources.some((source) => /src\/i18n\/(en|sp|namespaces)\/|namespace-loader/.test(source))) {
    return 'dictionaries (loading, registering)';
  }
  if (
    sources.some((source) =>
      /src\/i18n\/translate\.ts|node_modules\/(rosetta|dlv|templite)\//.test(source),
    )
  ) {
    return 'dictionaries (look-ups)';
  }
  const leaf = sources[0] ?? '';
  // A chunk's top-level code: the outermost frame is the module itself, at its first position.
  // Named by what the code being run belongs to: the bundler runs a CommonJS package (React)
  // from whichever chunk first needs it.
  const outer = stack.at(-1)!;
  if (outer.lineNumber === 0 && outer.columnNumber === 0 && outer.url) {
    return `evaluate ${packageOf(leaf) ?? chunkName(outer.url)}`;
  }
  const inReact = sources.some((source) => /node_modules\/(react-dom|scheduler)\//.test(source));
  if (inReact && /node_modules\/(react-dom|scheduler|react)\//.test(leaf)) {
    return 'React (hydrate, render, commit)';
  }
  if (/node_modules\/react-(aria|stately|aria-components)\//.test(leaf)) {
    return 'React Aria hooks (render, effects)';
  }
  if (/node_modules\/wouter\//.test(leaf)) return 'router';
  if (leaf.startsWith('src/')) return `app code (${leaf.replace(/^src\//, '')})`;
  return `other script (${leaf || stack[0]!.functionName})`;
}

const NATIVE: [RegExp, string][] = [
  [/^ParseHTML$/, 'parse HTML'],
  [/^(UpdateLayoutTree|RecalculateStyles|Layout|ScheduleStyleRecalculation)$/, 'style and layout'],
  [/^(Paint|PrePaint|Layerize|Commit|UpdateLayer|PaintImage|RasterTask)$/, 'paint'],
  [
    /^(v8\.compile|v8\.compileModule|V8\.CompileCode|v8\.produceModuleCache|CompileScript)/,
    'compile',
  ],
  [/GC|garbage/i, 'garbage collection'],
];

function analyse(events: TraceEvent[], pageUrl: string, interactiveAt: number): RunResult {
  // The page's main thread: the renderer thread that parsed this address.
  const parse = events.find(
    (event) =>
      event.name === 'ParseHTML' &&
      String((event.args?.['beginData'] as { url?: string } | undefined)?.url ?? '').startsWith(
        pageUrl,
      ),
  );
  if (!parse) throw new Error(`no ParseHTML for ${pageUrl} in the trace`);
  const { pid, tid } = parse;
  const onMain = events.filter((event) => event.pid === pid && event.tid === tid);
  const fcpEvent = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === pid && event.ts > parse.ts,
  );
  // The renderer's own mark, or, when the trace caught a new renderer only after it had begun
  // (its first events are then missing), the browser's request for the page: the first paint
  // names that request as its navigation.
  const navigationStart =
    events
      .filter(
        (event) =>
          event.name === 'navigationStart' &&
          event.pid === pid &&
          String(event.args?.data?.['documentLoaderURL'] ?? '').startsWith(pageUrl),
      )
      .at(-1)?.ts ??
    events.find(
      (event) =>
        event.name === 'ResourceWillSendRequest' &&
        event.args?.data?.['requestId'] === fcpEvent?.args?.data?.['navigationId'],
    )?.ts;
  if (navigationStart === undefined || !fcpEvent) throw new Error('no navigation or first paint');

  // Native slices of the main thread, to name what a "(program)" sample was.
  const natives: Slice[] = [];
  for (const event of onMain) {
    if (event.ph !== 'X' || !event.dur) continue;
    const match = NATIVE.find(([pattern]) => pattern.test(event.name));
    if (match) natives.push({ start: event.ts, end: event.ts + event.dur, what: match[1] });
  }
  // The innermost slice wins: the one that started last.
  natives.sort((a, b) => b.start - a.start);

  // The CPU profile of the main thread: its nodes and its samples in time.
  const profile = events.find(
    (event) => event.name === 'Profile' && event.pid === pid && event.tid === tid,
  );
  const nodes = new Map<number, { callFrame: CallFrame; parent?: number }>();
  const samples: { ts: number; node: number }[] = [];
  let sampleTime = Number(
    (profile?.args?.data as { startTime?: number } | undefined)?.startTime ?? 0,
  );
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.id !== profile?.id || event.pid !== pid) continue;
    const data = event.args!.data as {
      cpuProfile?: {
        nodes?: { id: number; callFrame: CallFrame; parent?: number }[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) {
      nodes.set(node.id, { callFrame: node.callFrame, parent: node.parent });
    }
    const ids = data.cpuProfile?.samples ?? [];
    ids.forEach((node, index) => {
      sampleTime += data.timeDeltas?.[index] ?? 0;
      samples.push({ ts: sampleTime, node });
    });
  }
  samples.sort((a, b) => a.ts - b.ts);
  const stackOf = (id: number) => {
    const stack: CallFrame[] = [];
    for (let node = nodes.get(id); node; node = node.parent ? nodes.get(node.parent) : undefined) {
      if (node.callFrame.functionName !== '(root)') stack.push(node.callFrame);
    }
    return stack;
  };

  // A task is recorded twice (the scheduler's RunTask inside the thread's): the outer one.
  const tasks: TraceEvent[] = [];
  for (const event of onMain
    .filter((event) => event.ph === 'X' && /^(ThreadControllerImpl::)?RunTask$/.test(event.name))
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)) {
    const last = tasks.at(-1);
    if (last && event.ts < last.ts + last.dur!) continue;
    tasks.push(event);
  }
  // From the navigation: on a page the browser draws, the work before its first paint is the
  // same kind of work, and worth seeing (it does not count as blocking).
  const longTasks = tasks.filter(
    (event) => event.dur! >= LONG_TASK_MS * 1000 && event.ts >= navigationStart,
  );
  const ms = (microseconds: number) => microseconds / 1000;
  const described = longTasks.map((task): LongTask => {
    const end = task.ts + task.dur!;
    const parts = new Map<string, number>();
    const add = (what: string, duration: number) =>
      parts.set(what, (parts.get(what) ?? 0) + duration);
    const leaves = new Map<string, number>();
    const phases = new Map<string, number>();
    let covered = 0;
    const inTask = samples.filter((sample) => sample.ts >= task.ts && sample.ts < end);
    inTask.forEach((sample, index) => {
      const next = inTask[index + 1]?.ts ?? end;
      const duration = next - sample.ts;
      const stack = stackOf(sample.node);
      const leaf = stack[0]?.functionName ?? '(idle)';
      let what: string;
      if (leaf === '(garbage collector)') what = 'garbage collection';
      else if (leaf === '(program)' || leaf === '(idle)' || stack.length === 0) {
        what =
          natives.find((slice) => slice.start <= sample.ts && sample.ts < slice.end)?.what ??
          'other browser work';
      } else {
        what = jsActivity(stack);
        const top = stack[0]!;
        const source = top.url
          ? sourceAt(top.url, top.lineNumber, top.columnNumber)
          : top.functionName;
        const name =
          flags.functions && top.url ? nameAt(top.url, top.lineNumber, top.columnNumber) : null;
        const key = name ? `${source} ${name}` : source;
        leaves.set(key, (leaves.get(key) ?? 0) + duration);
        if (flags.detail) {
          const phase = reactPhase(stack);
          if (phase) phases.set(phase, (phases.get(phase) ?? 0) + duration);
        }
      }
      add(what, duration);
      covered += duration;
    });
    // Before the first sample of the task (the profiler samples about every 0.1-0.5 ms).
    const rest = task.dur! - covered;
    if (rest > 0) add('other browser work', rest);
    return {
      start: ms(task.ts - navigationStart),
      duration: ms(task.dur!),
      parts: [...parts]
        .map(([what, duration]): [string, number] => [what, ms(duration)])
        .sort((a, b) => b[1] - a[1]),
      leaves: [...leaves]
        .map(([what, duration]): [string, number] => [what, ms(duration)])
        .sort((a, b) => b[1] - a[1]),
      phases: [...phases].map(([what, duration]): [string, number] => [what, ms(duration)]),
      beforePaint: task.ts < fcpEvent.ts,
    };
  });
  const afterPaint = described.filter((task) => !task.beforePaint);
  return {
    fcp: ms(fcpEvent.ts - navigationStart),
    // performance.now() counts from the navigation's start.
    interactive: interactiveAt,
    longTasks: described,
    blocking: afterPaint.reduce((sum, task) => sum + task.duration - LONG_TASK_MS, 0),
  };
}

// ---------------------------------------------------------------------------------------------

/** A phone's screen, as Lighthouse's mobile emulation has it. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** The trace, and when the page said it was interactive (ms from its time origin, ±50 ms). */
async function traceOnce(
  context: BrowserContext,
  url: string,
): Promise<{ events: TraceEvent[]; interactiveAt: number }> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    let interactiveAt = NaN;
    const events = await record(cdp, async () => {
      await page.goto(url, { waitUntil: 'load' });
      // Asked through the protocol every 50 ms: a locator or page.evaluate would run
      // Playwright's own scripts in the page, on the thread being measured.
      for (let waited = 0; Number.isNaN(interactiveAt); waited += 50) {
        if (waited > 60_000) throw new Error(`${url} did not become interactive`);
        const { result } = await cdp.send('Runtime.evaluate', {
          expression:
            "document.documentElement.dataset.interactive === 'true' ? performance.now() : null",
          returnByValue: true,
        });
        if (typeof result.value === 'number') interactiveAt = result.value;
        else await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    });
    return { events, interactiveAt };
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

const results: { route: string; runs: RunResult[] }[] = [];
/** Chromium's version, when this run launched it: traces from two versions do not compare. */
let browserVersion: string | null = null;
if (flags.analyse) {
  // Traces saved by an earlier --save, read again (with the same build's source maps).
  const byRoute = new Map<string, RunResult[]>();
  for (const file of readdirSync(flags.analyse)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const saved = JSON.parse(readFileSync(path.join(flags.analyse, file), 'utf8')) as SavedTrace;
    const route = new URL(saved.url).pathname;
    const run = analyse(saved.events, saved.url, saved.interactiveAt ?? NaN);
    byRoute.set(route, [...(byRoute.get(route) ?? []), run]);
  }
  for (const [route, all] of byRoute) results.push({ route, runs: all });
} else {
  if (!flags['no-build']) build();
  const server = await startBenchServer('bench-trace');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  browserVersion = browser.version();
  try {
    for (const route of routes) {
      const url = `${server.base}${route}`;
      let signedIn: BrowserContext | null = null;
      if (route === DASHBOARD) {
        signedIn = await browser.newContext({ baseURL: server.base, ...PHONE });
        // On a wide window, where Login / Sign up is in the header rather than behind Menu.
        const signIn = await signedIn.newPage();
        await signIn.setViewportSize({ width: 1280, height: 800 });
        await signInAsPaidClient(signIn, { language: 'en' });
        await signIn.close();
      }
      const routeRuns: RunResult[] = [];
      for (let index = 0; index < runs; index += 1) {
        // A new visitor each time, or the same returning client with a warm cache.
        const context =
          signedIn ??
          (await browser.newContext({ baseURL: server.base, locale: 'en-US', ...PHONE }));
        try {
          const { events, interactiveAt } = await traceOnce(context, url);
          if (flags.save) {
            mkdirSync(flags.save, { recursive: true });
            const name = `${route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${index + 1}`;
            const saved: SavedTrace = { url, interactiveAt, events };
            writeFileSync(path.join(flags.save, `${name}.json`), JSON.stringify(saved));
          }
          routeRuns.push(analyse(events, url, interactiveAt));
        } finally {
          if (!signedIn) await context.close();
        }
      }
      await signedIn?.close();
      results.push({ route, runs: routeRuns });
    }
  } finally {
    await browser.close();
    server.stop();
  }
}

const label = (route: string) => (route === DASHBOARD ? `${route} (signed in)` : route);
const round = (value: number) => (Number.isNaN(value) ? '–' : String(Math.round(value)));
const count = results[0]?.runs.length ?? 0;
console.log(
  `\nChromium trace, CPU slowed ${rate}x, ${PHONE.viewport.width}×${PHONE.viewport.height}; ` +
    `median of ${count} runs. Long tasks: ${LONG_TASK_MS} ms or more after the first ` +
    `contentful paint, until ${SETTLE_MS / 1000} s after the app is interactive; blocking: ` +
    `their time over ${LONG_TASK_MS} ms, summed.` +
    (browserVersion ? ` Chromium ${browserVersion}.` : ''),
);
console.log(
  '| route | FCP ms | interactive ms | long tasks | longest ms | blocking ms | before paint ms |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|');
const after = (run: RunResult) => run.longTasks.filter((task) => !task.beforePaint);
for (const { route, runs: all } of results) {
  console.log(
    `| ${label(route)} | ${round(median(all.map((run) => run.fcp)))} | ` +
      `${round(median(all.map((run) => run.interactive)))} | ` +
      `${median(all.map((run) => after(run).length))} | ` +
      `${round(median(all.map((run) => Math.max(0, ...after(run).map((task) => task.duration)))))} | ` +
      `${round(median(all.map((run) => run.blocking)))} | ` +
      `${round(median(all.map((run) => run.longTasks.filter((task) => task.beforePaint).reduce((sum, task) => sum + task.duration, 0))))} |`,
  );
}
for (const { route, runs: all } of results) {
  // Per activity, its time in long tasks after the first paint: the median over the runs.
  const activities = new Set(
    all.flatMap((run) => after(run).flatMap((task) => task.parts.map(([what]) => what))),
  );
  const totals = [...activities]
    .map((what): [string, number] => [
      what,
      median(
        all.map((run) =>
          after(run).reduce(
            (sum, task) => sum + (task.parts.find(([name]) => name === what)?.[1] ?? 0),
            0,
          ),
        ),
      ),
    ])
    .filter(([, total]) => total >= 1)
    .sort((a, b) => b[1] - a[1]);
  console.log(
    `\n${label(route)}: time in long tasks after the first paint, per activity ` +
      `(ms, median of ${all.length} runs)`,
  );
  for (const [what, total] of totals) {
    console.log(`  ${String(Math.round(total)).padStart(5)}  ${what}`);
  }
  const typical = [...all].sort((a, b) => a.blocking - b.blocking)[Math.floor(all.length / 2)]!;
  console.log(
    `${label(route)}: the long tasks of the median run (start ms, duration ms: what ran, ms)`,
  );
  for (const task of typical.longTasks) {
    const parts = task.parts
      .filter(([, duration]) => duration >= 2)
      .map(([what, duration]) => `${what} ${Math.round(duration)}`)
      .join(', ');
    const when = task.beforePaint ? ' (before the first paint)' : '';
    console.log(`  ${round(task.start)}  ${round(task.duration)}${when}: ${parts}`);
    if (flags.detail) {
      const phases = task.phases.map(([what, ms]) => `${what} ${Math.round(ms)}`).join(', ');
      if (phases) console.log(`        React: ${phases}`);
      for (const [source, duration] of task.leaves.filter(([, ms]) => ms >= 2).slice(0, 15)) {
        console.log(`        ${String(Math.round(duration)).padStart(4)}  ${source}`);
      }
    }
  }
}
