// Command to visible action (issue 22: under 50 ms): the production build and server on a
// scratch data folder, Debian's Chromium, the home page. For each run the palette is opened
// and the command typed; the clock starts at the Enter key and stops at the first frame
// painted after the change is on the page:
//   - "turn on high contrast" / "normal display": the display mode attribute changes;
//   - "switch to Spanish" / "switch to English": the page's h1 changes language.
// Prints the median, p95 and worst per command. Builds first unless --no-build.
//
// First, without a browser: the parser over both corpora (src/features/commands/corpus),
// every phrase timed, p50/p99/worst per phrase (target p99 under 1 ms); with --corpus FILE
// (a module exporting arrays of corpus entries, e.g. a set kept outside the repository) its
// accuracy too, per family and per intent. --parse-only stops there.
// Usage: npm run bench:commands [-- --runs 30] [-- --no-build] [-- --parse-only]
//        [-- --corpus ../holdout/english.ts --corpus-language en]
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import type { CorpusEntry } from '../src/features/commands/corpus/corpus-entry.ts';
import { ENGLISH_CORPUS } from '../src/features/commands/corpus/english.ts';
import { describeScore, scoreCorpus } from '../src/features/commands/corpus/score-corpus.ts';
import { SPANISH_CORPUS } from '../src/features/commands/corpus/spanish.ts';
import { parseCommand, type CommandLanguage } from '../src/features/commands/parse-command.ts';
import { build, startBenchServer } from './bench-server.ts';
import { chromiumPath } from './check-chromium.ts';

const { values: flags } = parseArgs({
  options: {
    runs: { type: 'string', default: '30' },
    'no-build': { type: 'boolean' },
    'parse-only': { type: 'boolean' },
    corpus: { type: 'string', multiple: true },
    'corpus-language': { type: 'string', multiple: true },
  },
});
const runs = Number(flags.runs);
if (!(runs > 0)) throw new Error('--runs takes a positive number');

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** Parsing alone: each phrase of the corpora timed (after one warm-up pass). */
function benchParser() {
  const phrases = [
    ...ENGLISH_CORPUS.map((entry) => [entry.say, 'en'] as const),
    ...SPANISH_CORPUS.map((entry) => [entry.say, 'sp'] as const),
  ];
  for (const [text, language] of phrases) parseCommand(text, language);
  const times: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (const [text, language] of phrases) {
      const start = performance.now();
      parseCommand(text, language);
      times.push(performance.now() - start);
    }
  }
  const p99 = percentile(times, 99);
  console.log(
    `parser: ${times.length} parses of ${phrases.length} phrases, p50 ${percentile(times, 50).toFixed(3)} ms, p99 ${p99.toFixed(3)} ms, worst ${Math.max(...times).toFixed(3)} ms ${p99 < 1 ? '(p99 under 1 ms)' : '(p99 NOT under 1 ms)'}`,
  );
  if (p99 >= 1) process.exitCode = 1;
}

/** A corpus kept elsewhere: every exported array of entries, scored. */
async function scoreExternal(file: string, language: CommandLanguage) {
  const module = (await import(pathToFileURL(path.resolve(file)).href)) as Record<string, unknown>;
  for (const [name, value] of Object.entries(module)) {
    if (!Array.isArray(value)) continue;
    const score = scoreCorpus(value as CorpusEntry[], language, parseCommand);
    console.log(describeScore(`${file} ${name} (${language})`, score));
    console.log(`  refused phrases run as actions: ${score.wronglyRun.length}`);
  }
}

benchParser();
for (const [index, file] of (flags.corpus ?? []).entries()) {
  const language = flags['corpus-language']?.[index] === 'sp' ? 'sp' : 'en';
  await scoreExternal(file, language);
}
if (flags['parse-only']) process.exit();

if (!flags['no-build']) build();
const server = await startBenchServer('bench-commands');
const base = server.base;

interface Command {
  label: string;
  text: string;
  /** True once the command's effect is on the page (runs in the page). */
  done: string;
}

const COMMANDS: [Command, Command][] = [
  [
    {
      label: 'turn on high contrast',
      text: 'turn on high contrast',
      done: "document.documentElement.dataset.contrast === 'high'",
    },
    {
      label: 'normal display',
      text: 'normal display',
      done: "document.documentElement.dataset.contrast === 'standard'",
    },
  ],
  [
    {
      label: 'switch to Spanish',
      text: 'switch to Spanish',
      done: "document.documentElement.lang === 'es'",
    },
    {
      label: 'cambiar a inglés',
      text: 'cambiar a inglés',
      done: "document.documentElement.lang === 'en'",
    },
  ],
];

/** Milliseconds from Enter in the palette to the first frame painted with the effect. */
async function measure(page: Page, command: Command): Promise<number> {
  await page.keyboard.press('Control+k');
  const field = page.getByRole('combobox');
  await field.last().fill(command.text);
  // Plain JavaScript text: the page runs it as written (tsx would add helpers to a function).
  return page.evaluate(`new Promise((resolve, reject) => {
    const field = document.activeElement;
    if (!field) return reject(new Error('no focused field'));
    const start = performance.now();
    const observer = new MutationObserver(() => {
      if (!(${command.done})) return;
      observer.disconnect();
      // The change is in the DOM; the user sees it at the next painted frame.
      requestAnimationFrame(() => resolve(performance.now() - start));
    });
    observer.observe(document.documentElement, { attributes: true, childList: true, subtree: true });
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    setTimeout(() => reject(new Error('no effect within 5 s')), 5000);
  })`) as Promise<number>;
}

try {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  const page = await browser.newPage();
  await page.goto(`${base}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The prerendered page shows its heading before its scripts run; Ctrl+K works once the app
  // has hydrated (app.tsx marks the document interactive).
  await page.locator('html[data-interactive="true"]').waitFor();
  const times = new Map<string, number[]>();
  for (let run = 0; run < runs; run += 1) {
    for (const pair of COMMANDS) {
      for (const command of pair) {
        const ms = await measure(page, command);
        times.set(command.label, [...(times.get(command.label) ?? []), ms]);
      }
    }
  }
  await browser.close();
  console.log(`\n${runs} runs per command, command to the first painted frame with its effect`);
  console.log('| command | median ms | p95 ms | worst ms |');
  console.log('|---|---:|---:|---:|');
  let worst = 0;
  for (const [label, values] of times) {
    const max = Math.max(...values);
    worst = Math.max(worst, percentile(values, 95));
    console.log(
      `| ${label} | ${percentile(values, 50).toFixed(1)} | ${percentile(values, 95).toFixed(1)} | ${max.toFixed(1)} |`,
    );
  }
  console.log(worst < 50 ? 'Every p95 is under 50 ms.' : 'A p95 is 50 ms or more.');
  if (worst >= 50) process.exitCode = 1;
} finally {
  server.stop();
}
