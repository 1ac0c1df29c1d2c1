// The parts of a command that do not depend on word order: a ZIP code, "near me", a place
// with its state, a language, a position in a list, a distance. Each extractor reads the
// command's words (normalize-command.ts), gives what it found and which words it used, so
// the parser can check that every word of a command is explained.

import { STATE_NAMES_SP } from '../../contracts/state-names-sp.ts';
import { STATE_NAMES } from '../../contracts/us-states.ts';
import type { CommandLanguage, Whereabouts } from '../../lib/commands.ts';
import { plainWords } from './normalize-command.ts';

/** What an extractor found, and the positions of the words it used. */
export interface Found<T> {
  value: T;
  used: number[];
}

const range = (start: number, end: number) =>
  Array.from({ length: end - start }, (_, offset) => start + offset);

const wordsOfPhrase = new Map<string, readonly string[]>();

/** A phrase's words, split once. */
export function phraseWords(phrase: string): readonly string[] {
  let parts = wordsOfPhrase.get(phrase);
  if (!parts) {
    parts = phrase.split(' ');
    wordsOfPhrase.set(phrase, parts);
  }
  return parts;
}

/** Whether the phrase's words are the words at `at`. */
export function phraseAt(words: readonly string[], parts: readonly string[], at: number): boolean {
  if (at < 0 || at + parts.length > words.length) return false;
  for (let j = 0; j < parts.length; j += 1) if (words[at + j] !== parts[j]) return false;
  return true;
}

/** Finds a phrase (its words in order) in the words; the first match's position. */
export function findPhrase(words: readonly string[], phrase: string, from = 0): number {
  const parts = phraseWords(phrase);
  for (let i = from; i <= words.length - parts.length; i += 1) {
    if (phraseAt(words, parts, i)) return i;
  }
  return -1;
}

/** A list of phrases by their first word, built once per list. */
const phraseIndexes = new WeakMap<readonly string[], Map<string, string[]>>();

function phraseIndex(phrases: readonly string[]): Map<string, string[]> {
  let index = phraseIndexes.get(phrases);
  if (!index) {
    index = new Map();
    for (const phrase of phrases) {
      const first = phraseWords(phrase)[0]!;
      index.set(first, [...(index.get(first) ?? []), phrase]);
    }
    phraseIndexes.set(phrases, index);
  }
  return index;
}

/**
 * The first of the phrases found (earliest; the longest there): its position and length.
 * Pass lists that live as long as the module: each is indexed once by its first words.
 */
export function findAny(
  words: readonly string[],
  phrases: readonly string[],
): { at: number; length: number; phrase: string } | null {
  const index = phraseIndex(phrases);
  for (let at = 0; at < words.length; at += 1) {
    let best: string | null = null;
    for (const phrase of index.get(words[at]!) ?? []) {
      const parts = phraseWords(phrase);
      if (phraseAt(words, parts, at) && (!best || parts.length > phraseWords(best).length)) {
        best = phrase;
      }
    }
    if (best) return { at, length: phraseWords(best).length, phrase: best };
  }
  return null;
}

// Languages ---------------------------------------------------------------------------------

const LANGUAGE_NAMES: Record<string, CommandLanguage> = {
  english: 'en',
  ingles: 'en',
  engles: 'en',
  spanish: 'sp',
  espanol: 'sp',
  castellano: 'sp',
  espanish: 'sp',
};

/** A language named anywhere in the command ("in Spanish", "al inglés", "Spanish-speaking"). */
export function findLanguage(words: readonly string[]): Found<CommandLanguage> | null {
  const at = words.findIndex((word) => word in LANGUAGE_NAMES);
  if (at < 0) return null;
  const used = [at];
  // "spanish speaking", "que hablen español", "en español": the words around it go with it.
  if (['speaking', 'speakers', 'speaker', 'language', 'version'].includes(words[at + 1] ?? '')) {
    used.push(at + 1);
  }
  return { value: LANGUAGE_NAMES[words[at]!]!, used };
}

// Positions and numbers -----------------------------------------------------------------------

/** The largest position we take: beyond it, a number is not a place in a list. */
export const MAX_INDEX = 100;

/** A position: "#3" (said "third", "3rd", "tercera") or a plain number from 1 to 100. */
export function findIndex(words: readonly string[]): Found<number> | null {
  const ordinal = words.findIndex((word) => /^#\d+$/.test(word));
  const at = ordinal >= 0 ? ordinal : words.findIndex((word) => /^\d{1,3}$/.test(word));
  if (at < 0) return null;
  const value = Number(words[at]!.replace('#', ''));
  if (!(value >= 1 && value <= MAX_INDEX)) return null;
  return { value, used: [at] };
}

/** A distance: "50 miles", "cincuenta millas", "100 mi". */
export function findMiles(words: readonly string[]): Found<number> | null {
  for (let i = 0; i < words.length - 1; i += 1) {
    if (/^\d+$/.test(words[i]!) && /^(miles?|millas?|mi)$/.test(words[i + 1]!)) {
      return { value: Number(words[i]), used: [i, i + 1] };
    }
  }
  return null;
}

// Where ---------------------------------------------------------------------------------------

const NEAR_ME: Record<CommandLanguage, readonly string[]> = {
  en: [
    'near me',
    'close to me',
    'around me',
    'near here',
    'around here',
    'close by',
    'nearby',
    'near by',
    'close to home',
    'near my home',
    'near my house',
    'near where i live',
    'near where i am',
    'where i live',
    'in my area',
    'in my town',
    'in my city',
    'in my neighborhood',
    'in my zip code',
    'in my zip',
    'near my zip code',
    'near my location',
    'in this area',
    'in the area',
    'local',
    'locally',
    'around my area',
    'nearest',
    'closest',
    'nearby',
  ],
  sp: [
    'cerca de mi casa',
    'cerca de donde vivo',
    'cerca de donde estoy',
    'cerca de aqui',
    'cerca de mi',
    'por mi casa',
    'por mi zona',
    'por mi area',
    'por mi barrio',
    'por aqui',
    'aqui cerca',
    'en mi zona',
    'en mi area',
    'en mi ciudad',
    'en mi pueblo',
    'en mi barrio',
    'en mi comunidad',
    'en mi codigo postal',
    'de mi zona',
    'de mi area',
    'donde vivo',
    'en esta zona',
    'en la zona',
    'mas cercano',
    'mas cercana',
    'mas cercanos',
    'mas cercanas',
    'cerquita de mi',
    'serca de mi',
    'cercade mi',
    'a la vuelta',
    'ala vuelta',
    'cerquita',
    'cercanos',
    'cercanas',
    'cercano',
    'cercana',
    'cerca',
  ],
};

/** Words that lead to a place ("near Dallas", "cerca de Dallas"). */
const PLACE_LEADS: Record<CommandLanguage, readonly string[]> = {
  en: [
    'close to',
    'near',
    'around',
    'in',
    'by',
    'at',
    'outside of',
    'outside',
    'nearby',
    'i live in',
    'i am in',
    'im in',
    'we live in',
    'living in',
  ],
  sp: ['cerca de', 'alrededor de', 'en', 'por', 'cerca del', 'vivo en', 'estoy en', 'zona de'],
};

/** Words before a ZIP code that say it is one. */
const ZIP_LEADS: Record<CommandLanguage, readonly string[]> = {
  en: ['zip code', 'zipcode', 'zip', 'postal code', 'area code', 'code'],
  sp: ['codigo postal', 'zona postal', 'zip code', 'zip', 'codigo', 'sip'],
};

/** Words that end a place: what follows is something else ("in Dallas for glaucoma"). */
const PLACE_ENDS = new Set([
  'for',
  'about',
  'on',
  'with',
  'that',
  'who',
  'which',
  'please',
  'thanks',
  'thank',
  'within',
  'and',
  'to',
  'para',
  'sobre',
  'con',
  'que',
  'y',
  'porfa',
  'gracias',
  'dentro',
  'a',
  'area',
  'zona',
]);

/** Said after "in" or "en" but never a place. */
const NOT_PLACES = new Set([
  'braille',
  'person',
  'persona',
  'large',
  'print',
  'letra',
  'general',
  'total',
  'line',
  'linea',
  'order',
  'it',
  'the',
  'this',
  'that',
  'there',
  'here',
  'my',
  'your',
  'mi',
  'su',
  'esta',
  'este',
  'high',
  'alto',
  'contrast',
  'contraste',
  'text',
  'texto',
  'me',
  'mi',
  'ti',
  'you',
  'us',
  'one',
  'addition',
  'case',
  'caso',
  'fact',
  'touch',
  'contacto',
  'contact',
  'stock',
  'spanish',
  'english',
  'espanol',
  'ingles',
  'mapa',
  'lista',
  'pantalla',
  'voz',
  'papel',
  'map',
  'list',
  'paper',
  'voice',
]);

/** Words that start two-word place names. */
const NAME_STARTS = new Set(
  `new san santa los las el la fort saint st north south east west kansas salt palm long grand
  baton little corpus oklahoma jersey carson sioux rapid cedar des ann bowling college atlantic
  daly union ocean lake`.split(/\s+/),
);

/** Abbreviations people write for states ("Springfield, Ill."). */
const STATE_ABBREVIATIONS: Record<string, string> = {
  ill: 'IL',
  calif: 'CA',
  cal: 'CA',
  penn: 'PA',
  mass: 'MA',
  fla: 'FL',
  tex: 'TX',
  wash: 'WA',
  ore: 'OR',
  mich: 'MI',
  minn: 'MN',
  wis: 'WI',
  ariz: 'AZ',
  colo: 'CO',
  conn: 'CT',
  tenn: 'TN',
  okla: 'OK',
  miss: 'MS',
};

type StateTable = { words: string[]; code: string }[];

/** State names in both languages and postal codes, longest names first. */
const STATES: StateTable = (() => {
  const table: StateTable = [];
  for (const [code, name] of Object.entries(STATE_NAMES)) {
    table.push({ words: plainWords(name), code });
    table.push({ words: [code.toLowerCase()], code });
  }
  for (const [code, name] of Object.entries(STATE_NAMES_SP)) {
    if (code.length === 2 && /^[A-Z]{2}$/.test(code)) table.push({ words: plainWords(name), code });
  }
  table.push({ words: ['d', 'c'], code: 'DC' });
  table.push({ words: ['puerto', 'rico'], code: 'PR' });
  for (const [word, code] of Object.entries(STATE_ABBREVIATIONS))
    table.push({ words: [word], code });
  return table.sort((a, b) => b.words.length - a.words.length);
})();

/** A state at the end of a place's words: "springfield illinois", "portland or". */
export function stateAtEnd(words: readonly string[]): { code: string; length: number } | null {
  for (const state of STATES) {
    const n = state.words.length;
    // A place is more than its state: "Washington" alone is a place (the city or the state).
    if (words.length <= n) continue;
    if (state.words.every((word, j) => words[words.length - n + j] === word)) {
      // A postal code only as the last word after a name ("portland or", "springfield il").
      return { code: state.code, length: n };
    }
  }
  return null;
}

/**
 * Where the command is for: a ZIP code, "near me", or a place with its state. `stopWords`
 * are words the place may not contain (the intent's own vocabulary: "near Dallas for
 * glaucoma trials" stops at "for").
 */
export function findWhere(
  words: readonly string[],
  language: CommandLanguage,
  isPlaceWord: (word: string) => boolean,
  isTopicWord: (word: string) => boolean = () => false,
): Found<Whereabouts> | null {
  const zipAt = words.findIndex((word) => /^\d{5}$/.test(word));
  if (zipAt >= 0) {
    const used = [zipAt];
    // The words that lead to it: "near", "in zip code", "cerca del código postal".
    let start = zipAt;
    const lead = [...ZIP_LEADS[language], ...ZIP_LEADS.en];
    for (const phrase of lead) {
      const n = phrase.split(' ').length;
      if (start - n >= 0 && words.slice(start - n, start).join(' ') === phrase) {
        start -= n;
        break;
      }
    }
    for (const phrase of [...PLACE_LEADS[language], 'for', 'of', 'para', 'del', 'de', 'el']) {
      const n = phrase.split(' ').length;
      if (start - n >= 0 && words.slice(start - n, start).join(' ') === phrase) {
        start -= n;
        break;
      }
    }
    used.push(...range(start, zipAt));
    return { value: { zip: words[zipAt]! }, used };
  }

  const nearMe = findAny(words, NEAR_ME[language]);
  // Bare "cerca" means near me ("ensayos cerca"), but "cerca de Dallas" leads to a place:
  // "cerca de mí" and the like are longer phrases, matched first when said.
  const isPlaceLead =
    nearMe?.phrase === 'cerca' && ['de', 'del'].includes(words[nearMe.at + 1] ?? '');
  if (nearMe && !isPlaceLead) {
    const used = range(nearMe.at, nearMe.at + nearMe.length);
    return { value: { nearMe: true }, used };
  }
  const place = findPlace(words, language, isPlaceWord, isTopicWord);
  if (place || !nearMe) return place;
  return { value: { nearMe: true }, used: range(nearMe.at, nearMe.at + nearMe.length) };
}

/** A place led by "near", "in", "cerca de"…, or named by its state. */
function findPlace(
  words: readonly string[],
  language: CommandLanguage,
  isPlaceWord: (word: string) => boolean,
  isTopicWord: (word: string) => boolean,
): Found<Whereabouts> | null {
  for (let i = 0; i < words.length; i += 1) {
    for (const lead of PLACE_LEADS[language]) {
      const parts = lead.split(' ');
      if (parts.some((part, j) => words[i + j] !== part)) continue;
      const start = i + parts.length;
      let end = start;
      while (end < words.length && !PLACE_ENDS.has(words[end]!) && isPlaceWord(words[end]!)) {
        end += 1;
      }
      // "Portland, ME", "Springfield in": a state's postal code may be a small word.
      if (
        end > start &&
        end < words.length &&
        words[end]!.length === 2 &&
        STATES.some((state) => state.words.length === 1 && state.words[0] === words[end]) &&
        (end + 1 === words.length || PLACE_ENDS.has(words[end + 1]!))
      ) {
        end += 1;
      }
      // A place is what ends the phrase or a clause, never something the intent names.
      if (end === start) continue;
      if (end < words.length && !PLACE_ENDS.has(words[end]!)) continue;
      const placeWords = words.slice(start, end);
      const state = stateAtEnd(placeWords);
      const name = state ? placeWords.slice(0, -state.length) : placeWords;
      if (name.some((word) => NOT_PLACES.has(word) || /\d/.test(word))) continue;
      // Spanish: "Springfield en Illinois", "Springfield de Illinois".
      const trimmed =
        state && ['en', 'de', 'in'].includes(name[name.length - 1] ?? '')
          ? name.slice(0, -1)
          : name;
      if (trimmed.length === 0) continue;
      return {
        value: { place: trimmed.join(' '), ...(state ? { state: state.code } : {}) },
        used: range(i, end),
      };
    }
  }
  // No word leads to it, but a state names it: "mobility training, Portland Oregon".
  for (let end = words.length; end > 1; end -= 1) {
    const state = stateAtEnd(words.slice(0, end));
    // Only a state's name, not a postal code that is also a word ("in", "or", "me").
    if (!state || (state.length === 1 && words[end - 1]!.length <= 2)) continue;
    const stateStart = end - state.length;
    // One word, or two when the first is one that starts names ("Kansas City", "San Jose").
    let start = stateStart - 1;
    if (start < 0 || !isPlaceWord(words[start]!) || isTopicWord(words[start]!)) continue;
    if (start > 0 && NAME_STARTS.has(words[start - 1]!)) start -= 1;
    // At the end of the command, or at its start before a topic ("Springfield Illinois, braille").
    if (end < words.length && start > 0 && !PLACE_ENDS.has(words[end]!)) continue;
    return {
      value: { place: words.slice(start, stateStart).join(' '), state: state.code },
      used: range(start, end),
    };
  }
  return null;
}
