// The first step of understanding a command: the words, whatever way they were typed or
// heard. Lower case, no accents, no punctuation (¿¡ included), apostrophes joined ("I'd" is
// "id"), and numbers in one form: "19104" for a ZIP code however it was said ("one nine one
// oh four", "1 9 1 0 4", "diecinueve mil ciento cuatro"), "42" for a number ("forty two",
// "cuarenta y dos") and "#3" for a position ("third", "3rd", "tercera", "3ra", "3º").
// Pure, so the parser, the palette's suggestions and the category matcher share it.

const UNITS: Record<string, number> = {
  zero: 0,
  oh: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  cero: 0,
  uno: 1,
  una: 1,
  un: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
};

const TEENS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veintiuno: 21,
  veintiuna: 21,
  veintiun: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
};

const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  veinte: 20,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
};

const HUNDREDS: Record<string, number> = {
  hundred: 100,
  cien: 100,
  ciento: 100,
  doscientos: 200,
  trescientos: 300,
  cuatrocientos: 400,
  quinientos: 500,
  seiscientos: 600,
  setecientos: 700,
  ochocientos: 800,
  novecientos: 900,
  doscientas: 200,
  trescientas: 300,
  cuatrocientas: 400,
  quinientas: 500,
};

const THOUSANDS = new Set(['thousand', 'mil']);

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
  fortieth: 40,
  fiftieth: 50,
  sixtieth: 60,
  seventieth: 70,
  eightieth: 80,
  ninetieth: 90,
  hundredth: 100,
  primero: 1,
  primera: 1,
  primer: 1,
  segundo: 2,
  segunda: 2,
  tercero: 3,
  tercera: 3,
  tercer: 3,
  cuarto: 4,
  cuarta: 4,
  quinto: 5,
  quinta: 5,
  sexto: 6,
  sexta: 6,
  septimo: 7,
  septima: 7,
  setimo: 7,
  setima: 7,
  octavo: 8,
  octava: 8,
  noveno: 9,
  novena: 9,
  decimo: 10,
  decima: 10,
  undecimo: 11,
  undecima: 11,
  duodecimo: 12,
  duodecima: 12,
  vigesimo: 20,
  vigesima: 20,
};

/**
 * Words that speech recognition writes for a digit it heard ("call number too"). Read as
 * digits only where a number is expected: after a word that asks for one, or inside a run
 * of digits (a ZIP code said digit by digit).
 */
const SOUND_ALIKES: Record<string, number> = { to: 2, too: 2, for: 4, fore: 4, won: 1, ate: 8 };

/** Words after which a lone "one", "uno", "una" or a sound-alike is a number. */
const ASKS_FOR_NUMBER = new Set([
  'result',
  'results',
  'number',
  'no',
  'item',
  'option',
  'entry',
  'organization',
  'organisation',
  'call',
  'dial',
  'phone',
  'resultado',
  'numero',
  'opcion',
  'organizacion',
  'llamar',
  'llama',
  'llame',
  'marca',
  'marcar',
  'marque',
  'al',
  'el',
  'la',
]);

/** Words that a number counts: "two miles", "four results" keep their number. */
const COUNTED = new Set([
  'miles',
  'mile',
  'results',
  'result',
  'organizations',
  'organisations',
  'one',
  'ones',
  'of',
  'more',
  'please',
  'now',
  'sizes',
  'times',
  'copies',
  'pages',
]);

/** "1st", "2nd", "3rd", "21st"; "1er", "1ro", "1ra", "2do", "2da", "3ro", "3era", "4to", "5ta". */
const DIGIT_ORDINAL =
  /^(\d{1,3})(?:st|nd|rd|th|er|era|ero|ro|ra|do|da|to|ta|vo|va|no|na|mo|ma|o|a)$/;

/** Lower case, accents gone, apostrophes joined, other punctuation a space. */
export function plainWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/(\d)\s*[ºª°]/g, '$1o ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’`´]/g, '')
    .replace(/[^a-z0-9#\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

interface NumberRun {
  /** Each group a number said on its own: "nineteen one oh four" is [19, 1, 0, 4]. */
  groups: number[];
  /** Whether "hundred", "thousand", "mil" or "cien" built the number (never a ZIP by digits). */
  composed: boolean;
  end: number;
}

function isDigitWord(word: string | undefined): boolean {
  return word !== undefined && (word in UNITS || /^\d$/.test(word));
}

function isNumberWord(word: string | undefined): boolean {
  if (word === undefined) return false;
  return (
    word in UNITS ||
    word in TEENS ||
    word in TENS ||
    word in HUNDREDS ||
    THOUSANDS.has(word) ||
    /^\d+$/.test(word)
  );
}

/**
 * Reads number words from `start`: tens and units join ("forty two", "cuarenta y dos"),
 * hundreds and thousands multiply ("diecinueve mil ciento cuatro"), and anything else is a
 * new group ("one nine one oh four").
 */
function readNumberRun(words: string[], start: number): NumberRun | null {
  const groups: number[] = [];
  let composed = false;
  let total = 0;
  let current: number | null = null;
  let i = start;
  const closeGroup = () => {
    if (current !== null || total > 0) groups.push(total + (current ?? 0));
    total = 0;
    current = null;
  };
  for (; i < words.length; i += 1) {
    const word = words[i]!;
    const next = words[i + 1];
    if (/^\d+$/.test(word)) {
      closeGroup();
      groups.push(Number(word));
      continue;
    }
    if (word in UNITS) {
      // "oh" is a digit only among digits.
      if (word === 'oh' && !(groups.length > 0 || current !== null) && !isNumberWord(next)) break;
      const value = UNITS[word]!;
      if (current !== null && current % 10 === 0 && current >= 20 && current < 100) {
        current += value;
      } else if (current !== null && current >= 100 && current % 100 === 0) {
        current += value;
      } else {
        closeGroup();
        current = value;
      }
      continue;
    }
    if (word in TEENS || word in TENS) {
      // "One hundred twenty": after a round hundred, part of it; otherwise a number of its own.
      const value = TEENS[word] ?? TENS[word]!;
      if (current !== null && current >= 100 && current % 100 === 0) current += value;
      else {
        closeGroup();
        current = value;
      }
      continue;
    }
    if (word in HUNDREDS) {
      composed = true;
      const value = HUNDREDS[word]!;
      if (word === 'hundred') current = (current ?? 1) * 100;
      else current = (current ?? 0) + value;
      continue;
    }
    if (THOUSANDS.has(word)) {
      composed = true;
      total += (current ?? 1) * 1000;
      current = null;
      continue;
    }
    // "cuarenta y dos", "one hundred and four": joining words inside a number.
    if ((word === 'y' || word === 'and') && current !== null && isNumberWord(next)) continue;
    break;
  }
  closeGroup();
  if (groups.length === 0) return null;
  return { groups, composed, end: i };
}

/**
 * The words of a command with its numbers in one form (see the module comment). Words that
 * are not numbers are kept as they are.
 */
export function commandWords(text: string): string[] {
  const words = plainWords(text);
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const word = words[i]!;
    const before = out[out.length - 1];

    const digitOrdinal = DIGIT_ORDINAL.exec(word);
    if (digitOrdinal && Number(digitOrdinal[1]) > 0) {
      out.push(`#${Number(digitOrdinal[1])}`);
      i += 1;
      continue;
    }
    // "twenty first", "veinte primero" are rare; "twenty-first" is common in English.
    if (word in TENS && words[i + 1] && (ORDINALS[words[i + 1]!] ?? 10) < 10) {
      out.push(`#${TENS[word]! + ORDINALS[words[i + 1]!]!}`);
      i += 2;
      continue;
    }
    if (word in ORDINALS) {
      out.push(`#${ORDINALS[word]}`);
      i += 1;
      continue;
    }
    // Digits already written as digits: a ZIP code keeps its leading zero ("02115").
    if (/^\d{2,}$/.test(word)) {
      out.push(word);
      i += 1;
      continue;
    }
    const after = words[i + 1];
    // A digit heard as a word that sounds like it, where a number is expected: after a word
    // that asks for one ("call number too"), or before miles ("within for miles").
    if (word in SOUND_ALIKES && !isNumberWord(after)) {
      const asked =
        before !== undefined &&
        ASKS_FOR_NUMBER.has(before) &&
        (word !== 'to' || before === 'number');
      if (
        (asked && (after === undefined || !/^[a-z]/.test(after))) ||
        /^(miles?|millas)$/.test(after ?? '')
      ) {
        out.push(String(SOUND_ALIKES[word]));
        i += 1;
        continue;
      }
    }
    // The other way round: "two" or "four" before a word is "to" or "for" misheard ("switch
    // two Spanish", "help four veterans"), unless a number is asked for or counted.
    if (
      (word === 'two' || word === 'too' || word === 'four') &&
      after !== undefined &&
      /^[a-z]/.test(after) &&
      !isNumberWord(after) &&
      !COUNTED.has(after) &&
      !(before !== undefined && ASKS_FOR_NUMBER.has(before))
    ) {
      out.push(word === 'four' ? 'for' : 'to');
      i += 1;
      continue;
    }
    // A lone "one" / "uno" / "una" / "un" is a pronoun or an article unless a number is
    // asked for; two or more number words are always a number.
    const lone = ['one', 'uno', 'una', 'un', 'oh'].includes(word) && !isNumberWord(words[i + 1]);
    if (lone && !(word !== 'oh' && before !== undefined && ASKS_FOR_NUMBER.has(before))) {
      out.push(word);
      i += 1;
      continue;
    }
    // "won nine one oh four": a sound-alike that starts a run of digits is a digit.
    const startsRun =
      word in SOUND_ALIKES &&
      isDigitWord(after) &&
      isDigitWord(words[i + 2]) &&
      isDigitWord(words[i + 3]);
    const run = isNumberWord(word) || startsRun ? readZipOrNumber(words, i) : null;
    if (run) {
      out.push(...run.tokens);
      i = run.end;
      continue;
    }
    out.push(word);
    i += 1;
  }
  return out;
}

/** A run of number words as one number, or as a ZIP code when its digits make five. */
function readZipOrNumber(words: string[], start: number): { tokens: string[]; end: number } | null {
  const run = readNumberRun(withSoundAlikeDigits(words, start), start);
  if (!run) return null;
  const digits = run.groups.map(String).join('');
  if (run.groups.length > 1 && !run.composed && digits.length === 5) {
    return { tokens: [digits], end: run.end };
  }
  if (run.groups.length === 1) return { tokens: [String(run.groups[0])], end: run.end };
  // Several numbers that make no ZIP code: each stays a number ("call 2 3").
  return { tokens: run.groups.map(String), end: run.end };
}

/**
 * Inside a run of at least four digit words, a sound-alike is the digit it sounds like:
 * "one nine one oh for" is 19104.
 */
function withSoundAlikeDigits(words: string[], start: number): string[] {
  let digitsAround = 0;
  for (let i = start; i < words.length && i < start + 6; i += 1) {
    const word = words[i]!;
    if (word in UNITS || /^\d$/.test(word)) digitsAround += 1;
    else if (!(word in SOUND_ALIKES)) break;
  }
  if (digitsAround < 4) return words;
  return words.map((word, index) =>
    index >= start && index < start + 6 && word in SOUND_ALIKES ? String(SOUND_ALIKES[word]) : word,
  );
}

/** The command as one string of its words (see commandWords). */
export function normalizeCommand(text: string): string {
  return commandWords(text).join(' ');
}
