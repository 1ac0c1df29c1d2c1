// Spoken and typed commands, in English and Spanish, to intents. Pure: no React, no I/O, so
// the palette, the voice transcript, the suggestions and the tests all use the same function.
//
// Steps, each testable on its own (docs/voice-commands.md):
//  1. Words (normalize-command.ts): case, accents, punctuation and numbers in one form.
//  2. Frames: what people wrap a command in ("can you", "I'd like to", "help me", "where can
//     I", "necesito", "¿dónde hay...?") is set aside, noting whether it voiced a need or a
//     question.
//  3. Evidence: the command's slots are read wherever they are (command-slots.ts), then each
//     intent in a fixed order (PRECEDENCE) looks for its cue words and checks that every
//     other word is one it can explain (command-vocabulary.ts). The first intent that explains
//     the whole command wins; a command nobody explains is refused, never stretched.
//  4. Second chance: a command nobody understood is tried once more with the words speech
//     recognition often gets wrong repaired (split or joined words, sound-alikes, one-letter
//     slips), then in the other language: bilingual people mix them.

import type { CommandLanguage, Intent } from '../../lib/commands.ts';
import {
  findAny,
  findIndex,
  findLanguage,
  findMiles,
  findPhrase,
  findWhere,
  phraseAt,
  phraseWords,
} from './command-slots.ts';
import {
  CATEGORY_TITLES,
  CATEGORY_WORDS,
  CONDITIONS,
  GENERAL_WORDS,
  isAboutHelp,
  VOCABULARY,
  type Cue,
  type Frame,
} from './command-vocabulary.ts';
import { commandWords } from './normalize-command.ts';
import { repairWords } from './repair-words.ts';

export type { CommandLanguage, Intent } from '../../lib/commands.ts';
export { normalizeCommand } from './normalize-command.ts';

// 2. Frames -------------------------------------------------------------------------------

interface Framed {
  words: string[];
  need: boolean;
  question: boolean;
  how: boolean;
}

type FrameTable = { byFirst: Map<string, { frame: Frame; parts: readonly string[] }[]> };
const frameTables: Partial<Record<CommandLanguage, FrameTable>> = {};

/** A language's leading frames by their first word, built once. */
function frameTable(language: CommandLanguage): FrameTable {
  let table = frameTables[language];
  if (!table) {
    const byFirst = new Map<string, { frame: Frame; parts: readonly string[] }[]>();
    for (const frame of VOCABULARY[language].leading) {
      const parts = phraseWords(frame.phrase);
      byFirst.set(parts[0]!, [...(byFirst.get(parts[0]!) ?? []), { frame, parts }]);
    }
    table = { byFirst };
    frameTables[language] = table;
  }
  return table;
}

/** The command without what it was wrapped in. */
export function withoutFrames(words: readonly string[], language: CommandLanguage): Framed {
  const { fillers, trailing } = VOCABULARY[language];
  const { byFirst } = frameTable(language);
  let current = words.filter((word) => !fillers.has(word));
  let need = false;
  let question = false;
  let how = false;
  for (let changed = true; changed && current.length > 0;) {
    changed = false;
    let best: Frame | null = null;
    let bestLength = 0;
    for (const { frame, parts } of byFirst.get(current[0]!) ?? []) {
      if (parts.length >= current.length || parts.length <= bestLength) continue;
      if (phraseAt(current, parts, 0)) {
        best = frame;
        bestLength = parts.length;
      }
    }
    if (best) {
      current = current.slice(bestLength);
      need ||= !!best.need;
      question ||= !!best.question;
      how ||= !!best.how;
      changed = true;
    }
    for (const phrase of trailing) {
      const parts = phraseWords(phrase);
      if (parts.length >= current.length) continue;
      if (phraseAt(current, parts, current.length - parts.length)) {
        current = current.slice(0, -parts.length);
        changed = true;
      }
    }
  }
  return { words: current, need, question, how };
}

// 3. Evidence -----------------------------------------------------------------------------

interface Evidence {
  words: string[];
  language: CommandLanguage;
  /** The interface language: what "print" means with no language said. */
  interfaceLanguage: CommandLanguage;
  need: boolean;
  question: boolean;
  how: boolean;
}

type Detector = (evidence: Evidence) => Intent | null;

const span = (at: number, length: number) => Array.from({ length }, (_, k) => at + k);

/** The words left once the cue, the slots and the words that say nothing are set aside. */
function leftover(e: Evidence, used: Iterable<number>, allowed: ReadonlySet<string>): string[] {
  const taken = new Set(used);
  const { stopwords } = VOCABULARY[e.language];
  return e.words.filter((word, i) => !taken.has(i) && !stopwords.has(word) && !allowed.has(word));
}

const allowedCache = new WeakMap<readonly string[], ReadonlySet<string>>();

/**
 * A cue's allowed words and its own words: a cue said twice ("siguiente, siguiente") is still
 * that cue. Built once per cue list.
 */
function allowedWith(cue: Cue): ReadonlySet<string> {
  let allowed = allowedCache.get(cue.cue);
  if (!allowed) {
    allowed = new Set([...cue.allowed, ...cue.cue.flatMap((phrase) => phrase.split(' '))]);
    allowedCache.set(cue.cue, allowed);
  }
  return allowed;
}

/** The positions of one of the cue phrases, if every other word is allowed with it. */
function explained(e: Evidence, cue: Cue, extra: readonly number[] = []): number[] | null {
  const found = findAny(e.words, cue.cue);
  if (!found) return null;
  const used = [...span(found.at, found.length), ...extra];
  return leftover(e, used, allowedWith(cue)).length === 0 ? used : null;
}

/** Numbers said with a command that counts something ("two copies", "200 percent"). */
const numbersIn = (words: readonly string[]) =>
  words.flatMap((word, i) => (/^\d+$/.test(word) ? [i] : []));

const positionsOf = (words: readonly string[], vocabulary: ReadonlySet<string>) =>
  words.flatMap((word, i) => (vocabulary.has(word) ? [i] : []));

/** Words that join a topic to what it is about: never at a topic's ends. */
const CONNECTORS = new Set(
  `for about on with in to of at who that near around para sobre con de del en a que acerca
  people persons patients person personas pacientes gente y and or o`.split(/\s+/),
);

/**
 * Free text (a topic, a condition, a query): the words after the last anchor ("I'm a veteran
 * and I need a low vision clinic": after "need"), without the used and dropped words, and
 * without small words at either end ("clinicas de baja vision" keeps its inner "de").
 */
function freeText(
  e: Evidence,
  used: Iterable<number>,
  drop: ReadonlySet<string>,
  anchors: readonly string[] = [],
  kept: ReadonlySet<number> = new Set(),
): string {
  const taken = new Set(used);
  let start = 0;
  for (const anchor of anchors) {
    const parts = phraseWords(anchor);
    for (let i = e.words.length - parts.length; i >= start; i -= 1) {
      if (phraseAt(e.words, parts, i)) {
        start = i + parts.length;
        break;
      }
    }
  }
  const { stopwords } = VOCABULARY[e.language];
  const out = e.words.filter(
    (word, i) => i >= start && !taken.has(i) && (kept.has(i) || !drop.has(word)),
  );
  const small = (word: string | undefined) =>
    word !== undefined && (stopwords.has(word) || CONNECTORS.has(word));
  while (small(out[0])) out.shift();
  while (small(out.at(-1))) out.pop();
  return out.join(' ');
}

/** A place may hold these words and any word that is not a small one. */
const PLACE_CONNECTORS = new Set(['de', 'del', 'la', 'los', 'las', 'el', 'san', 'santa']);
const isPlaceWordFor = (language: CommandLanguage) => (word: string) =>
  (!/^\d/.test(word) && !VOCABULARY[language].stopwords.has(word)) || PLACE_CONNECTORS.has(word);

/** Where a search is for (command-slots.ts); a place said with no lead stops at a topic word. */
const whereIn = (e: Evidence) =>
  findWhere(
    e.words,
    e.language,
    isPlaceWordFor(e.language),
    (word) =>
      isAboutHelp(word) ||
      findCondition([word]) !== null ||
      CATEGORY_WORDS.has(word) ||
      VOCABULARY[e.language].trials.cue.includes(word),
  );

const stopListening: Detector = (e) =>
  explained(e, VOCABULARY[e.language].stopListening) ? { type: 'stop-listening' } : null;

const signInOrOut: Detector = (e) => {
  const v = VOCABULARY[e.language];
  if (explained(e, v.signOut)) return { type: 'sign-out' };
  if (explained(e, v.signIn)) return { type: 'sign-in' };
  return null;
};

const help: Detector = (e) => {
  const v = VOCABULARY[e.language].help;
  // "Help" on its own asks what can be said; "I need help" asks for help near them.
  if (!e.need && v.alone.includes(e.words.join(' '))) return { type: 'help' };
  return explained(e, v) ? { type: 'help' } : null;
};

const print: Detector = (e) => {
  const v = VOCABULARY[e.language].print;
  const language = lastLanguage(e.words);
  if (!explained(e, v, [...(language?.used ?? []), ...numbersIn(e.words)])) return null;
  return { type: 'print', language: language?.value ?? e.interfaceLanguage };
};

/**
 * The open guide in another format: "download this as an e-book", "save it as a text file for
 * my braille display", "large print copy in Spanish", "descárgalo en letra grande de 24
 * puntos". "Large print" or "text" alone stays the screen's display (see the vocabulary).
 */
const download: Detector = (e) => {
  const v = VOCABULARY[e.language].download;
  const epub = findAny(e.words, v.epub);
  const text = findAny(e.words, v.text);
  const large = findAny(e.words, v.largePrint);
  // An anchor outside the format's own words: "print" in "large print" is not one.
  const anchored = (found: { at: number; length: number } | null) =>
    found !== null &&
    e.words.some(
      (word, i) => v.anchors.has(word) && (i < found.at || i >= found.at + found.length),
    );
  const bareText = text ? null : findAny(e.words, v.textWithAnchor);
  const formats = [
    epub,
    text ?? (anchored(bareText) ? bareText : null),
    anchored(large) ? large : null,
  ].filter((found) => found !== null);
  // Two formats in one breath ("e-book or text?") is a question, not a request for both.
  if (formats.length !== 1) return null;
  const found = formats[0]!;
  const isLarge = found === large;
  const biggest = isLarge ? findAny(e.words, v.biggest) : null;
  const language = lastLanguage(e.words);
  const used = [
    ...span(found.at, found.length),
    ...(biggest ? span(biggest.at, biggest.length) : []),
    ...(language?.used ?? []),
    ...numbersIn(e.words).filter((i) => e.words[i] === '18' || e.words[i] === '24'),
  ];
  if (leftover(e, used, v.allowed).length > 0) return null;
  const format = found === epub ? 'epub' : isLarge ? (biggest ? 'large-24' : 'large-18') : 'text';
  return { type: 'download', format, language: language?.value ?? e.interfaceLanguage };
};

/** The last language named ("from English to Spanish" asks for Spanish). */
function lastLanguage(words: readonly string[]) {
  for (let i = words.length - 1; i >= 0; i -= 1) {
    const found = findLanguage(words.slice(i));
    if (found && found.used[0] === 0) return { ...found, used: found.used.map((j) => j + i) };
  }
  return null;
}

const setLanguage: Detector = (e) => {
  const language = lastLanguage(e.words);
  if (!language) return null;
  const { allowed } = VOCABULARY[e.language].language;
  // "No entiendo el inglés, lo necesito en español": the language asked for is said last.
  const named = e.words.flatMap((word, i) => (findLanguage([word]) ? [i] : []));
  return leftover(e, [...language.used, ...named], allowed).length === 0
    ? { type: 'set-language', language: language.value }
    : null;
};

const display: Detector = (e) => {
  const v = VOCABULARY[e.language].display;
  const on = positionsOf(e.words, v.on);
  // "Turn of high contrast": "off" heard as "of".
  const off = e.words.flatMap((word, i) =>
    v.off.has(word) || (word === 'of' && /^(turn|switch)$/.test(e.words[i - 1] ?? '')) ? [i] : [],
  );
  const said = (list: string[]) =>
    explained(e, { cue: list, allowed: v.allowed }, [...on, ...off, ...numbersIn(e.words)]);
  if (said(v.normal)) return { type: 'display', mode: 'default' };
  if (said(v.highContrast)) return { type: 'display', mode: 'high-contrast', on: off.length === 0 };
  if (said(v.smallText)) return { type: 'display', mode: 'large-text', on: false };
  if (said(v.largeText)) return { type: 'display', mode: 'large-text', on: off.length === 0 };
  return null;
};

const readResults: Detector = (e) =>
  explained(e, VOCABULARY[e.language].read) ? { type: 'read-results' } : null;

const nextOrPrevious: Detector = (e) => {
  const v = VOCABULARY[e.language];
  if (explained(e, v.previous)) return { type: 'previous' };
  if (explained(e, v.next)) return { type: 'next' };
  return null;
};

/**
 * "My list", "mi lista": the person's saved list (a destination), never the map's list view.
 * Only the possessive counts: "show the list" still hides the map.
 */
const OWN_LIST = /(?:^| )(?:my|mi|mis) (?:saved |own |propia )?(?:list|lista)(?= |$)/;

const mapOrList: Detector = (e) => {
  const v = VOCABULARY[e.language].map;
  if (explained(e, { cue: v.hide, allowed: v.allowed })) return { type: 'show-list' };
  if (explained(e, { cue: v.show, allowed: v.allowed })) return { type: 'show-map' };
  if (OWN_LIST.test(e.words.join(' '))) return null;
  if (explained(e, { cue: v.list, allowed: v.allowed })) return { type: 'show-list' };
  return null;
};

const setRadius: Detector = (e) => {
  const miles = findMiles(e.words);
  if (!miles) return null;
  const { allowed } = VOCABULARY[e.language].radius;
  return leftover(e, miles.used, allowed).length === 0
    ? { type: 'set-radius', miles: miles.value }
    : null;
};

const call: Detector = (e) => {
  const index = findIndex(e.words);
  if (!explained(e, VOCABULARY[e.language].call, index?.used)) return null;
  return index ? { type: 'call', index: index.value } : { type: 'call' };
};

const openResult: Detector = (e) => {
  const index = findIndex(e.words);
  if (!index) return null;
  const v = VOCABULARY[e.language].openResult;
  // A number alone is a position only when said as one ("third", "number 3", "result 3").
  if (!e.words[index.used[0]!]!.startsWith('#') && e.words.length === 1) return null;
  const allowed = new Set([...v.cue.flatMap((phrase) => phrase.split(' ')), ...v.allowed]);
  return leftover(e, index.used, allowed).length === 0
    ? { type: 'open-result', index: index.value }
    : null;
};

/** A known eye condition said anywhere, longest first. */
function findCondition(words: readonly string[]): { value: string; used: number[] } | null {
  const found = findAny(words, CONDITIONS);
  if (!found) return null;
  const used = span(found.at, found.length);
  // "Stargardt disease", "síndrome de Charles Bonnet": the word that names it as one.
  if (/^(disease|syndrome)$/.test(words[found.at + found.length] ?? '')) {
    used.push(found.at + found.length);
  }
  return { value: used.map((i) => words[i]).join(' '), used };
}

const LANGUAGE_WORDS = new Set(
  'english spanish ingles espanol castellano speaking speak speaks hablen hable habla'.split(' '),
);

const trials: Detector = (e) => {
  const v = VOCABULARY[e.language];
  const found = findAny(e.words, v.trials.cue);
  if (!found) return null;
  const where = whereIn(e);
  const known = findCondition(e.words);
  const cueWords = positionsOf(e.words, new Set(v.trials.cue));
  const drop = new Set([...v.trials.allowed, ...GENERAL_WORDS, ...LANGUAGE_WORDS]);
  const said = freeText(e, [...cueWords, ...(where?.used ?? [])], drop, [
    ...v.find.anchors,
    'has',
    'tiene',
  ]);
  // A condition we do not know by name is kept only if it sounds like one.
  const condition = known?.value ?? (isAboutHelp(said) ? said : '');
  return { type: 'find-trials', ...(condition ? { condition } : {}), ...(where?.value ?? {}) };
};

/**
 * Words that ask for trials to be watched, or the watching stopped (issue 39), said with the
 * words of a trials search: "watch trials for glaucoma near 19104", "avísame de ensayos de
 * glaucoma cerca de 19104", "stop the glaucoma trial alerts". What is left is read as a
 * trials search is. "Tell me about trials" stays a search: only asking to be told later is a
 * watch.
 */
const WATCHING: Record<CommandLanguage, { start: string[]; stop: string[] }> = {
  en: {
    start: phrases(
      `watch|watching|alert|alerts|notify|notification|notifications|subscribe|email|emails|e mail|
      e mails|keep me posted|keep me updated|let me know when|let me know if`,
    ),
    stop: phrases(
      `stop|unwatch|cancel|delete|remove|unsubscribe|dont|do not|turn off|no more|end|quit`,
    ),
  },
  sp: {
    start: phrases(
      `avisame|aviseme|avisenme|avisen|avisar|avisarme|avisa|avise|notifiquen|notificame|notifiqueme|notificar|
      notificarme|notificaciones|alerta|alertas|alertame|alerteme|vigila|vigile|vigilar|
      suscribeme|suscribame|suscribirme|correo|correos`,
    ),
    stop: phrases(
      `deja de|deje de|dejar de|no me|cancela|cancele|cancelar|borra|borre|borrar|elimina|
      elimine|eliminar|quita|quite|quitar|ya no|no quiero|desuscribeme|desuscribame|basta`,
    ),
  },
};

function phrases(text: string): string[] {
  return text
    .split('|')
    .map((phrase) => phrase.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

const watchTrials: Detector = (e) => {
  const v = VOCABULARY[e.language];
  if (!findAny(e.words, v.trials.cue)) return null;
  const { start, stop } = WATCHING[e.language];
  const started = findAny(e.words, start);
  const stopped = findAny(e.words, stop);
  // "Unsubscribe from glaucoma trials" says both at once; "stop" alone needs a watch word
  // ("stop the glaucoma trial alerts"), or it would catch "stop searching for trials".
  const isStop =
    stopped !== null &&
    (started !== null ||
      /^(unwatch|unsubscribe|desuscribeme|desuscribame)$/.test(e.words[stopped.at]!));
  if (!started && !isStop) return null;
  const used = new Set([
    ...(started ? span(started.at, started.length) : []),
    ...(isStop && stopped ? span(stopped.at, stopped.length) : []),
  ]);
  const rest = e.words.filter((_, i) => !used.has(i));
  const search = trials({ ...e, words: rest });
  if (!search || search.type !== 'find-trials') return null;
  return { ...search, type: isStop ? 'unwatch-trials' : 'watch-trials' };
};

const guides: Detector = (e) => {
  const v = VOCABULARY[e.language];
  const found = findAny(e.words, v.guides.cue);
  const how = e.words.length > 1 ? findAny(e.words, v.guides.how) : null;
  // "Search braille": the site's search is for guides, unless it says where or asks for help.
  const search =
    e.language === 'en' &&
    e.words[0] === 'search' &&
    !whereIn(e) &&
    !e.words.some((word) => GENERAL_WORDS.has(word));
  // A guide dog ("perro guía") is not a guide to read.
  const dogGuide = (i: number) =>
    /^(guides?|guias?)$/.test(e.words[i] ?? '') &&
    (/^(dogs?)$/.test(e.words[i + 1] ?? '') || /^(dogs?|perros?)$/.test(e.words[i - 1] ?? ''));
  const cue = found && !dogGuide(found.at) ? found : how?.at === 0 ? how : null;
  if (!cue && !search && !e.how) return null;
  const used = cue ? span(cue.at, cue.length) : search ? [0] : [];
  // After "how do I" the words are the question ("how do I learn braille"); after "guides
  // about" only the subject.
  const asked = cue === null ? e.how : cue === how;
  const drop = asked ? new Set<string>() : v.guides.allowed;
  const kept = new Set(e.words.flatMap((_, i) => (dogGuide(i) ? [i] : [])));
  const query = freeText(e, used, drop, [...v.guides.how, ...v.find.anchors], kept);
  return query && isAboutHelp(query) ? { type: 'search-guides', query } : null;
};

const go: Detector = (e) => {
  const v = VOCABULARY[e.language];
  if (explained(e, v.back)) return { type: 'go', to: 'back' };
  for (const [phrase, to] of v.destinations.phrases) {
    const at = findPhrase(e.words, phrase);
    const used = span(at, phraseWords(phrase).length);
    if (at >= 0 && leftover(e, used, v.destinations.allowed).length === 0)
      return { type: 'go', to };
  }
  return null;
};

/**
 * A category opened by name: its whole title ("open research and clinical trials"), or words
 * of it said as a category or section ("go to the veterans section"), or, when nothing else
 * matched, words of it after "open" ("open transportation").
 */
function categoryName(e: Evidence, loose: boolean): string | null {
  const v = VOCABULARY[e.language].category;
  const cue = findAny(e.words, v.cue);
  if (!cue) return null;
  const cueUsed = span(cue.at, cue.length);
  const numbers = numbersIn(e.words);
  const title = findAny(e.words, CATEGORY_TITLES);
  if (
    title &&
    leftover(e, [...cueUsed, ...numbers, ...span(title.at, title.length)], v.allowed).length === 0
  ) {
    return title.phrase;
  }
  const named = e.words.some((word) => /^(category|section|categoria|seccion)$/.test(word));
  if (!named && !loose) return null;
  const rest = leftover(e, [...cueUsed, ...numbers], v.allowed);
  if (rest.length === 0 || !rest.every((word) => CATEGORY_WORDS.has(word) || CONNECTORS.has(word)))
    return null;
  return freeText(e, [...cueUsed, ...numbers], v.allowed) || null;
}

const openCategoryByName: Detector = (e) => {
  const name = categoryName(e, false);
  return name ? { type: 'open-category', name } : null;
};

const openCategory: Detector = (e) => {
  const name = categoryName(e, true);
  return name ? { type: 'open-category', name } : null;
};

const findHelp: Detector = (e) => {
  const v = VOCABULARY[e.language].find;
  const where = whereIn(e);
  const language = findLanguage(e.words);
  const used = [...(where?.used ?? []), ...(language?.used ?? [])];
  // "In Spanish", "que hablen español": the words that lead to the language go with it.
  if (language) {
    const before = language.used[0]! - 1;
    if (/^(in|en|speak|speaks|hablen|hable|habla|who|that|que)$/.test(e.words[before] ?? '')) {
      used.push(before);
    }
  }
  const hasVerb = e.words.some((word) => v.verbs.has(word));
  const hasGeneral = e.words.some((word) => GENERAL_WORDS.has(word));
  const drop = new Set([...v.allowed, ...GENERAL_WORDS, ...LANGUAGE_WORDS]);
  const topic = freeText(e, used, drop, v.anchors);
  // Help near somewhere, or asked for by a verb, a need or a question: a topic said alone
  // is more likely something else, misheard.
  if (!where && !hasVerb && !hasGeneral && !e.need && !e.question) return null;
  // "How do I ...?" asks for a guide, unless it asks how to find something.
  if (e.how && !hasVerb) return null;
  // "Find my phone", "cómprame espejuelos": not a search for help.
  if (e.words.some((word, i) => v.verbs.has(word) && /^(my|mi|mis)$/.test(e.words[i + 1] ?? '')))
    return null;
  if (NOT_OURS.has(e.words[0]!)) return null;
  if (topic && !isAboutHelp(topic)) return null;
  if (!topic && !where && !hasGeneral) return null;
  // A place alone ("ver en el papa") asks for nothing unless help or a need was said.
  if (!topic && where?.value.place && !hasGeneral && !e.need) return null;
  return { type: 'find-help', ...(topic ? { topic } : {}), ...(where?.value ?? {}) };
};

/** Verbs of things we do not do: a request with one is never a search for help. */
const NOT_OURS = new Set(
  `buy order purchase pay book schedule text send play compra comprame compre pide pideme paga
  pagar reserva manda mandale envia enviar devuelvele`.split(/\s+/),
);

/**
 * The order in which intents claim a command, and why (docs/voice-commands.md): words that
 * control the app (stop, sign out, help) first; then commands with one clear cue (a format to
 * download, before print and display, whose words it shares; print, a language, display,
 * reading a list, the map); then a list's actions, which carry a number;
 * then destinations, which win over a search ("show me my payments"), and a category said by
 * its name; then searches, most specific first (trials, guides); then a category opened by
 * a word of its name; and last, help near a place.
 */
const PRECEDENCE: readonly Detector[] = [
  stopListening,
  signInOrOut,
  help,
  download,
  print,
  setLanguage,
  display,
  readResults,
  mapOrList,
  setRadius,
  call,
  nextOrPrevious,
  openResult,
  go,
  openCategoryByName,
  watchTrials,
  trials,
  guides,
  openCategory,
  findHelp,
];

/** Who a command is for ("for my wife", "es para mi nieto"): never part of it. */
const FOR_SOMEONE = new RegExp(
  `(?:^| )(?:its |es )?(?:for|para|pa) (?:my|mi) (?:${`wife husband mom mother dad father son
  daughter grandmother grandfather grandma grandpa grandson granddaughter friend doctor
  caseworker client esposa esposo mama papa madre padre hijo hija abuela abuelo abuelita
  abuelito nieto nieta amigo amiga doctor doctora suegra suegro`
    .split(/\s+/)
    .join('|')})(?= |$)`,
  'g',
);

function withoutWhoFor(words: string[]): string[] {
  return words.join(' ').replace(FOR_SOMEONE, '').split(' ').filter(Boolean);
}

/** Starts a new clause: what follows may be the command ("I'm done, please log me off"). */
const CLAUSE_STARTS = new Set(['please', 'so', 'and', 'but', 'y', 'pero', 'asi']);

function understand(
  words: string[],
  language: CommandLanguage,
  interfaceLanguage: CommandLanguage,
): Intent | null {
  const said = withoutWhoFor(words);
  const tries: Framed[] = [
    withoutFrames(said, language),
    { words: said, need: false, question: false, how: false },
  ];
  const clause = said.findLastIndex((word) => CLAUSE_STARTS.has(word));
  if (clause > 0 && clause < said.length - 1)
    tries.push(withoutFrames(said.slice(clause), language));
  const evidence: Evidence[] = tries
    .filter((framed) => framed.words.length > 0)
    .map((framed) => ({ ...framed, language, interfaceLanguage }));
  // Precedence first: an intent that explains the command with its frame or without wins
  // over a later one ("how does this work" asks for help, not for a guide about work).
  for (const detector of PRECEDENCE) {
    for (const said of evidence) {
      const intent = detector(said);
      if (intent) return intent;
    }
  }
  return null;
}

/** Which language the words are more likely in: its words outnumber the other's. */
function likelyLanguage(words: readonly string[], fallback: CommandLanguage): CommandLanguage {
  const count = (language: CommandLanguage) =>
    words.filter((word) => VOCABULARY[language].stopwords.has(word)).length;
  const en = count('en');
  const sp = count('sp');
  return en === sp ? fallback : en > sp ? 'en' : 'sp';
}

/**
 * The intent of a typed or spoken command, or null when it is not one. `lang` is the
 * interface language: the language tried first (unless the words are clearly the other's),
 * and the language "print" means by default.
 */
export function parseCommand(text: string, lang: CommandLanguage): Intent | null {
  const words = commandWords(text);
  if (words.length === 0) return null;
  const first = likelyLanguage(words, lang);
  const second: CommandLanguage = first === 'en' ? 'sp' : 'en';
  for (const language of [first, second]) {
    const intent = understand(words, language, lang);
    if (intent) return intent;
  }
  for (const language of [first, second]) {
    const repaired = commandWords(repairWords(words, language).join(' '));
    if (repaired.join(' ') === words.join(' ')) continue;
    const intent = understand(repaired, language, lang);
    if (intent) return intent;
  }
  return null;
}

/**
 * The position a person picks from choices just offered ("the second one", "la primera",
 * "number 3"), or null when the words are something else.
 */
export function chosenIndex(text: string, lang: CommandLanguage): number | null {
  const intent = parseCommand(text, lang);
  return intent?.type === 'open-result' ? intent.index : null;
}
