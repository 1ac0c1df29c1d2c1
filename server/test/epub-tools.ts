import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll } from 'vitest';

// The two checkers an e-book must pass (issue 38): EPUBCheck, the W3C's conformance checker
// (Debian's `epubcheck`, a Java program), and DAISY Ace, the accessibility checker (installed
// under tools/ace by `npm run setup:ace`; it runs axe in the system Chromium).

const run = promisify(execFile);

export const EPUBCHECK_JAR = process.env.EPUBCHECK_JAR ?? '/usr/share/java/epubcheck.jar';
const ACE_CLI = fileURLToPath(
  new URL('../../tools/ace/node_modules/@daisy/ace-cli/bin/ace.js', import.meta.url),
);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Fails the suite before its first test when a checker is missing, saying how to install it. */
export function needsEpubCheckers() {
  beforeAll(() => {
    const missing: string[] = [];
    if (!existsSync(EPUBCHECK_JAR)) {
      missing.push(`EPUBCheck (${EPUBCHECK_JAR}): sudo apt-get install -y epubcheck`);
    }
    if (!existsSync(ACE_CLI)) missing.push('DAISY Ace (tools/ace): npm run setup:ace');
    if (!existsSync(CHROMIUM))
      missing.push(`Chromium (${CHROMIUM}): sudo apt-get install -y chromium`);
    if (missing.length > 0) throw new Error(`Not found: ${missing.join('; ')}`);
  });
}

export interface EpubCheckResult {
  fatals: number;
  errors: number;
  warnings: number;
  /** EPUBCheck's own lines, for the failure message. */
  output: string;
}

/** Runs EPUBCheck on a file and reads its tally ("Messages: 0 fatals / 0 errors / ..."). */
export async function epubcheck(file: string): Promise<EpubCheckResult> {
  const result = await run('java', ['-jar', EPUBCHECK_JAR, file], { encoding: 'utf8' }).catch(
    // It exits 1 when it finds errors; the tally is still printed.
    (error: { stdout?: string; stderr?: string }) => ({
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
    }),
  );
  const output = `${result.stdout}\n${result.stderr}`;
  const tally = /Messages: (\d+) fatals? \/ (\d+) errors? \/ (\d+) warnings?/.exec(output);
  if (!tally) throw new Error(`EPUBCheck printed no tally:\n${output}`);
  return {
    fatals: Number(tally[1]),
    errors: Number(tally[2]),
    warnings: Number(tally[3]),
    output,
  };
}

interface AceAssertion {
  'earl:test'?: { 'dct:title'?: string; 'earl:impact'?: string };
  'earl:result'?: { 'earl:outcome'?: string };
  'earl:testSubject'?: { url?: string };
  assertions?: AceAssertion[];
}

export interface AceResult {
  outcome: string;
  /** Each violation as "document: rule (impact)". */
  violations: string[];
}

/** Runs DAISY Ace on a file and lists its violations from the JSON report. */
export async function ace(file: string): Promise<AceResult> {
  const outdir = await mkdtemp(path.join(tmpdir(), 'vh-ace-'));
  try {
    await run(process.execPath, [ACE_CLI, '--silent', '--force', '--outdir', outdir, file], {
      // Ace gives Chromium 5 s to start unless ACE_TIMEOUT_INITIAL says otherwise; with both
      // test workers busy it took longer, and Ace failed with "Timed out after 5000 ms while
      // waiting for the WS endpoint URL" (its log, ~/.local/state/DAISY Ace).
      env: { ...process.env, PUPPETEER_EXECUTABLE_PATH: CHROMIUM, ACE_TIMEOUT_INITIAL: '30000' },
      timeout: 120_000,
    });
    const report = JSON.parse(await readFile(path.join(outdir, 'report.json'), 'utf8')) as {
      'earl:result': { 'earl:outcome': string };
      assertions: AceAssertion[];
    };
    const violations = report.assertions.flatMap((document) =>
      (document.assertions ?? [])
        .filter((rule) => rule['earl:result']?.['earl:outcome'] === 'fail')
        .map(
          (rule) =>
            `${document['earl:testSubject']?.url ?? '?'}: ${rule['earl:test']?.['dct:title'] ?? '?'} (${rule['earl:test']?.['earl:impact'] ?? '?'})`,
        ),
    );
    return { outcome: report['earl:result']['earl:outcome'], violations };
  } finally {
    await rm(outdir, { recursive: true, force: true });
  }
}
