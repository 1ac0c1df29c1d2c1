// When a command is not understood: the closest commands of the registry, in the language
// spoken, as a way forward ("Did you mean: go to my payments?"). Pure: the palette shows them
// as buttons, the voice panel reads them and takes "the first one".

import type { CommandLanguage, IntentType } from '../../lib/commands.ts';
import { VOCABULARY } from './command-vocabulary.ts';
import { commandWords } from './normalize-command.ts';
import { parseCommand } from './parse-command.ts';
import type { CommandDefinition } from './registry.ts';

export interface Suggestion {
  id: IntentType;
  /** The registry phrase closest to what was said. */
  phrase: string;
  /** Set when the phrase can run as it is; otherwise the person completes it. */
  runnable: boolean;
}

/** Commands whose phrase carries an example (a ZIP code, a topic): the person says their own. */
const NEEDS_WORDS = new Set<IntentType>([
  'find-help',
  'find-trials',
  'search-guides',
  'open-category',
  'open-result',
  'call',
  'set-radius',
]);

/** Offered when nothing said is close to any command. */
const FALLBACK: readonly IntentType[] = ['find-help', 'search-guides', 'help'];

/** Words that tell commands apart: no small words, no numbers. */
function meaningful(text: string, language: CommandLanguage): string[] {
  const { stopwords } = VOCABULARY[language];
  return commandWords(text).filter(
    (word) => word.length > 2 && !stopwords.has(word) && !/\d|#/.test(word),
  );
}

/** Two words match when one starts with the other's first five letters ("payment", "payments"). */
const sameWord = (a: string, b: string) =>
  a === b || (a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5));

/**
 * Up to `max` commands that can run here, closest first: the share of the said words that the
 * command's phrases or label share. Ties keep the registry's order.
 */
export function suggestCommands(
  text: string,
  language: CommandLanguage,
  commands: readonly CommandDefinition[],
  labelOf: (command: CommandDefinition) => string,
  max = 3,
): Suggestion[] {
  const said = meaningful(text, language);
  const scored = commands.flatMap((command, order) => {
    let best: { phrase: string; score: number } | null = null;
    for (const phrase of command.phrases[language]) {
      const words = [...meaningful(phrase, language), ...meaningful(labelOf(command), language)];
      const shared = said.filter((word) => words.some((other) => sameWord(word, other))).length;
      const score = shared / said.length;
      if (score > 0 && (!best || score > best.score)) best = { phrase, score };
    }
    return best ? [{ command, order, ...best }] : [];
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  // Nothing close ("what's the weather"): what people most often come for, and the list.
  const chosen = scored.length
    ? scored
    : FALLBACK.flatMap((id) => {
        const command = commands.find((entry) => entry.id === id);
        return command ? [{ command, phrase: command.phrases[language][0]! }] : [];
      });
  return chosen.slice(0, max).map(({ command, phrase }) => ({
    id: command.id,
    phrase,
    runnable: !NEEDS_WORDS.has(command.id) && parseCommand(phrase, language)?.type === command.id,
  }));
}
