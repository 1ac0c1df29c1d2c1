import type { CommandLanguage, Intent } from '../../../lib/commands.ts';
import { plainWords } from '../normalize-command.ts';
import type { CorpusEntry } from './corpus-entry.ts';

// How well a parser understands a corpus: per phrase, whether its intent and slots are the
// expected ones; per family and per intent, the share understood. Used by the corpus test
// and by `npm run bench:commands -- --corpus FILE` for a set kept outside the repository.

/** Small words that do not change what a topic, condition, query or name means. */
const SMALL_WORDS = new Set(
  (
    'a an the some any my your our of for about on in with to and or at by ' +
    'el la los las lo un una unos unas de del en con para sobre y o al mi mis su sus a'
  ).split(' '),
);

/** Free-text slots compared as sets of words, without the small ones. */
const FREE_TEXT = new Set(['topic', 'condition', 'query', 'name', 'place']);

function words(value: string): string {
  return plainWords(value)
    .filter((word) => !SMALL_WORDS.has(word))
    .sort()
    .join(' ');
}

function comparable(intent: Intent | null): Record<string, unknown> | null {
  if (!intent) return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(intent)) {
    out[key] = FREE_TEXT.has(key) && typeof value === 'string' ? words(value) : value;
  }
  return out;
}

/** Whether the parsed intent means what the corpus expects (see CorpusEntry). */
export function sameMeaning(actual: Intent | null, expected: Intent | null): boolean {
  const a = comparable(actual);
  const b = comparable(expected);
  if (a === null || b === null) return a === b;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
}

export interface Miss {
  entry: CorpusEntry;
  actual: Intent | null;
}

export interface Score {
  total: number;
  understood: number;
  /** [understood, total] per family and per expected intent ("refused" for null). */
  byFamily: Record<string, [number, number]>;
  byIntent: Record<string, [number, number]>;
  misses: Miss[];
  /** Phrases that must be refused and were mapped to an action. */
  wronglyRun: Miss[];
}

export function scoreCorpus(
  corpus: readonly CorpusEntry[],
  language: CommandLanguage,
  parse: (text: string, language: CommandLanguage) => Intent | null,
): Score {
  const score: Score = {
    total: 0,
    understood: 0,
    byFamily: {},
    byIntent: {},
    misses: [],
    wronglyRun: [],
  };
  for (const entry of corpus) {
    const actual = parse(entry.say, language);
    const ok = sameMeaning(actual, entry.expect);
    score.total += 1;
    if (ok) score.understood += 1;
    else score.misses.push({ entry, actual });
    if (!entry.expect && actual) score.wronglyRun.push({ entry, actual });
    const intent = entry.expect?.type ?? 'refused';
    for (const [table, key] of [
      [score.byFamily, entry.family],
      [score.byIntent, intent],
    ] as const) {
      const row = (table[key] ??= [0, 0]);
      row[1] += 1;
      if (ok) row[0] += 1;
    }
  }
  return score;
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

/** The score as lines of text, for a test's report or the benchmark. */
export function describeScore(label: string, score: Score): string {
  const rows = (table: Record<string, [number, number]>) =>
    Object.entries(table)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([key, [ok, all]]) =>
          `  ${key.padEnd(16)} ${String(ok).padStart(4)}/${all} ${percent(ok, all)}`,
      )
      .join('\n');
  return [
    `${label}: ${score.understood}/${score.total} understood (${percent(score.understood, score.total)})`,
    'by family:',
    rows(score.byFamily),
    'by intent:',
    rows(score.byIntent),
  ].join('\n');
}
