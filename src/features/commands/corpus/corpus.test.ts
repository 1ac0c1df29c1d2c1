import { describe, expect, it } from 'vitest';
import { parseCommand } from '../parse-command.ts';
import type { CorpusEntry } from './corpus-entry.ts';
import { ENGLISH_CORPUS } from './english.ts';
import { sameMeaning, scoreCorpus } from './score-corpus.ts';
import { SPANISH_CORPUS } from './spanish.ts';

// The corpus is the parser's specification: phrases as people say them, written apart from
// the parser's rules (corpus-entry.ts says how slots are compared). Accuracy is reported
// per family and per intent, so a weak way of speaking shows on its own.

const MIN_ACCURACY = 0.97;
/** No way of speaking and no command may lag far behind the whole. */
const MIN_GROUP_ACCURACY = 0.85;

const percent = (ok: number, all: number) => `${((100 * ok) / all).toFixed(1)}%`;

describe.each([
  ['en', ENGLISH_CORPUS],
  ['sp', SPANISH_CORPUS],
] as const)('the %s corpus', (language, corpus) => {
  const score = scoreCorpus(corpus, language, parseCommand);
  const missesOf = (keep: (entry: CorpusEntry) => boolean) =>
    score.misses
      .filter(({ entry }) => keep(entry))
      .map(
        ({ entry, actual }) =>
          `  ${entry.family}: ${JSON.stringify(entry.say)} → ${JSON.stringify(actual)}, expected ${JSON.stringify(entry.expect)}`,
      )
      .join('\n');

  it('is large enough to be a specification', () => {
    const commands = corpus.filter((entry) => entry.expect !== null);
    expect(commands.length).toBeGreaterThanOrEqual(600);
    expect(corpus.length - commands.length).toBeGreaterThanOrEqual(60);
  });

  // The test names carry the figures: the run's report of accuracy per family and intent.
  it(`understands ${score.understood}/${score.total} (${percent(score.understood, score.total)}), at least ${MIN_ACCURACY * 100}%`, () => {
    expect(
      score.understood / score.total,
      `misses:\n${missesOf(() => true)}`,
    ).toBeGreaterThanOrEqual(MIN_ACCURACY);
  });

  it.each(Object.entries(score.byFamily))('family %s: %j understood', (family, [ok, all]) => {
    expect(
      ok / all,
      missesOf((entry) => entry.family === family),
    ).toBeGreaterThanOrEqual(MIN_GROUP_ACCURACY);
  });

  it.each(Object.entries(score.byIntent))('intent %s: %j understood', (intent, [ok, all]) => {
    const misses = missesOf((entry) => (entry.expect?.type ?? 'refused') === intent);
    expect(ok / all, misses).toBeGreaterThanOrEqual(MIN_GROUP_ACCURACY);
  });

  it('never runs an action for a phrase that must be refused', () => {
    expect(score.wronglyRun.map(({ entry, actual }) => [entry.say, actual])).toEqual([]);
  });
});

describe('comparing meanings', () => {
  const entry = (expect: CorpusEntry['expect']) => expect;
  it('ignores case, accents, small words and word order in free text, nothing else', () => {
    expect(
      sameMeaning(
        { type: 'find-help', topic: 'clases de braille', zip: '19104' },
        entry({ type: 'find-help', topic: 'Braille clases', zip: '19104' }),
      ),
    ).toBe(true);
    expect(
      sameMeaning(
        { type: 'find-help', topic: 'braille', zip: '19104' },
        entry({ type: 'find-help', topic: 'braille', zip: '19103' }),
      ),
    ).toBe(false);
    expect(sameMeaning({ type: 'find-help', topic: 'braille' }, entry({ type: 'find-help' }))).toBe(
      false,
    );
    expect(sameMeaning(null, entry({ type: 'help' }))).toBe(false);
    expect(sameMeaning(null, entry(null))).toBe(true);
  });
});
