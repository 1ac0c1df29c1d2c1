// The second chance for a command nobody understood: what speech recognition and quick typing
// get wrong, repaired against the words commands use. Words split in two ("per fil"), joined
// ("cercade", "ala"), heard as a sound-alike ("sine in", "hyde the map") or one letter off
// ("siguente", "serca"). Only tried when the words as heard meant nothing, so a correct
// command is never changed into another.

import type { CommandLanguage } from '../../lib/commands.ts';
import { CATEGORY_WORDS, CONDITIONS, isAboutHelp, VOCABULARY } from './command-vocabulary.ts';

const known: Record<CommandLanguage, ReadonlySet<string>> = {
  en: knownWords('en'),
  sp: knownWords('sp'),
};

/** Every word a command of the language may use. */
function knownWords(language: CommandLanguage): ReadonlySet<string> {
  const out = new Set<string>();
  const add = (text: string) => text.split(' ').forEach((word) => word && out.add(word));
  const walk = (value: unknown): void => {
    if (typeof value === 'string') add(value);
    else if (value instanceof Set) value.forEach(walk);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  const { slips, ...vocabulary } = VOCABULARY[language];
  walk(vocabulary);
  walk(Object.values(slips));
  walk(CATEGORY_WORDS);
  walk(CONDITIONS);
  walk(['english spanish ingles espanol castellano']);
  return out;
}

/** Levenshtein distance, stopping early past `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, current[j]!);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** Every string made by deleting `count` letters (one or two) from the word. */
function deletions(word: string, count: 1 | 2): Set<string> {
  const once = new Set<string>();
  for (let i = 0; i < word.length; i += 1) once.add(word.slice(0, i) + word.slice(i + 1));
  if (count === 1) return once;
  const twice = new Set(once);
  for (const shorter of once) for (const variant of deletions(shorter, 1)) twice.add(variant);
  return twice;
}

/**
 * Known words by what they become with a letter or two deleted: a word a letter or two away
 * from a known one shares such a form with it, so candidates are found by lookup rather than
 * by measuring the distance to every known word (the parser's p99 stays under 1 ms).
 */
const neighbourIndex: Partial<Record<CommandLanguage, Map<string, string[]>>> = {};

function neighboursOf(language: CommandLanguage): Map<string, string[]> {
  const cached = neighbourIndex[language];
  if (cached) return cached;
  const index = new Map<string, string[]>();
  const add = (key: string, word: string) => {
    const list = index.get(key);
    if (!list) index.set(key, [word]);
    else if (!list.includes(word)) list.push(word);
  };
  for (const word of known[language]) {
    if (word.length < 4 || /\d|#/.test(word)) continue;
    add(word, word);
    for (const variant of deletions(word, word.length >= 7 ? 2 : 1)) add(variant, word);
  }
  neighbourIndex[language] = index;
  return index;
}

/** The one known word a letter or two away (two for long words), if there is exactly one. */
function nearestKnown(word: string, language: CommandLanguage): string | null {
  if (word.length < 5 || /\d|#/.test(word)) return null;
  const max = word.length >= 8 ? 2 : 1;
  const index = neighboursOf(language);
  const candidates = new Set<string>();
  for (const key of [word, ...deletions(word, max)]) {
    for (const candidate of index.get(key) ?? []) candidates.add(candidate);
  }
  let best: string | null = null;
  let bestDistance = max + 1;
  let tie = false;
  for (const candidate of candidates) {
    const d = distance(word, candidate, max);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
      tie = false;
    } else if (d === bestDistance) tie = true;
  }
  return best && !tie ? best : null;
}

/** The words with what was probably meant (see the module comment). */
export function repairWords(words: readonly string[], language: CommandLanguage): string[] {
  const vocabulary = known[language];
  const { slips } = VOCABULARY[language];
  const joined = joinAndSplit(words, vocabulary);
  let out = [...joined];

  // Slips of one or more words, longest first.
  const slipPhrases = Object.keys(slips).sort((a, b) => b.split(' ').length - a.split(' ').length);
  for (const slip of slipPhrases) {
    const parts = slip.split(' ');
    for (let i = 0; i + parts.length <= out.length; i += 1) {
      if (parts.every((part, j) => out[i + j] === part)) {
        out = [...out.slice(0, i), ...slips[slip]!.split(' '), ...out.slice(i + parts.length)];
      }
    }
  }

  // One letter or two off: "siguente", "serca". A word that names help ("clinic") is kept:
  // it is not a command word misheard.
  return out.map((word) =>
    vocabulary.has(word) || /\d|#/.test(word) || isAboutHelp(word)
      ? word
      : (nearestKnown(word, language) ?? word),
  );
}

/** Words split in two ("per fil", "en cuestas") joined; words run together ("cercade") split. */
function joinAndSplit(words: readonly string[], vocabulary: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const next = words[i + 1];
    if (next !== undefined && vocabulary.has(word + next)) {
      if (!vocabulary.has(word) || !vocabulary.has(next)) {
        out.push(word + next);
        i += 1;
        continue;
      }
    }
    const split = vocabulary.has(word) || /\d|#/.test(word) ? null : splitInTwo(word, vocabulary);
    out.push(...(split ?? [word]));
  }
  return out;
}

function splitInTwo(word: string, vocabulary: ReadonlySet<string>): [string, string] | null {
  for (let cut = 1; cut < word.length; cut += 1) {
    const head = word.slice(0, cut);
    const tail = word.slice(cut);
    if (vocabulary.has(head) && vocabulary.has(tail) && tail.length >= 2) return [head, tail];
  }
  return null;
}
