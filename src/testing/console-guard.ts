import { format } from 'node:util';

type Level = 'error' | 'warn';

interface Expectation {
  level: Level;
  /** The first argument the code logs, exactly; or a pattern for the whole formatted line. */
  match: string | RegExp;
  calls: number;
}

// jsdom cannot compute ::before/::after styles and says so through its virtual console each
// time the virtual screen reader asks; that is jsdom's limit, not the app's.
const JSDOM_LIMITS = [/getComputedStyle\(\) method: with pseudo-elements/];

let expectations: Expectation[] = [];
let unexpected: string[] = [];

function matches(expectation: Expectation, level: Level, args: unknown[], line: string) {
  if (expectation.level !== level) return false;
  return typeof expectation.match === 'string'
    ? args[0] === expectation.match
    : expectation.match.test(line);
}

function record(level: Level, args: unknown[]) {
  const line = format(...args);
  if (JSDOM_LIMITS.some((pattern) => pattern.test(line))) return;
  const expectation = expectations.find((candidate) => matches(candidate, level, args, line));
  if (expectation) expectation.calls += 1;
  else unexpected.push(`console.${level}: ${line.split('\n')[0] ?? ''}`);
}

/**
 * Replaces console.error and console.warn for the whole test file. Plain functions, not
 * vi.spyOn: a test file's vi.restoreAllMocks() must not switch the guard off.
 */
export function installConsoleGuard() {
  console.error = (...args: unknown[]) => record('error', args);
  console.warn = (...args: unknown[]) => record('warn', args);
}

/**
 * The current test provokes this console.error on purpose (a failed request the screen
 * handles, say). `match` is the message the code logs, exactly, or a pattern for the line.
 * The test fails if it is never logged.
 */
export function expectConsoleError(match: string | RegExp) {
  expectations.push({ level: 'error', match, calls: 0 });
}

/** Whether an expected message has been logged yet: a test waits for a late one with waitFor. */
export function wasLogged(match: string | RegExp): boolean {
  return expectations.some((expectation) => expectation.match === match && expectation.calls > 0);
}

/** As expectConsoleError, for console.warn. */
export function expectConsoleWarn(match: string | RegExp) {
  expectations.push({ level: 'warn', match, calls: 0 });
}

/**
 * Called after each test: what was logged without an expectation, and what was expected and
 * never logged, as one error; then clears both for the next test.
 */
export function checkConsole() {
  const problems = [
    ...unexpected.map((line) => `Unexpected ${line}`),
    ...expectations
      .filter((expectation) => expectation.calls === 0)
      .map(
        (expectation) =>
          `Expected console.${expectation.level} ${String(expectation.match)}, never logged`,
      ),
  ];
  expectations = [];
  unexpected = [];
  if (problems.length > 0) {
    throw new Error(
      `${problems.join('\n')}\n(A test that means to provoke a console message says so with ` +
        'expectConsoleError / expectConsoleWarn from src/testing/console-guard.ts.)',
    );
  }
}
