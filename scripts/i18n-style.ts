// The machine half of the glossary (docs/i18n.md): the rules a string must keep that a type
// checker cannot see. `npm run i18n:check` runs them over every dictionary, guide, survey,
// catalogue name, e-mail and server page; the tests beside this file plant one breach of
// each rule and expect it found.

/** A Spanish word or form the glossary replaces, with what to write instead. */
export interface BannedVariant {
  pattern: RegExp;
  /** As the glossary names it (docs/i18n.md must name it too). */
  term: string;
  use: string;
}

// Word edges that understand accented letters (\b does not).
const word = (body: string, flags = 'u') =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, flags);

export const BANNED_SPANISH: readonly BannedVariant[] = [
  { term: 'Intro', pattern: word('Intro'), use: 'Enter' },
  { term: 'Mayús', pattern: word('Mayús|Mayúsculas\\+'), use: 'Shift' },
  { term: 'pulse', pattern: word('pulse|pulsar|pulsa|pulsando', 'iu'), use: 'oprima' },
  {
    term: 'ensayos de investigación',
    pattern: word('ensayos? de investigación(?: clínica)?', 'iu'),
    use: 'ensayos clínicos',
  },
  {
    term: 'estudios de investigación',
    pattern: word('estudios? de investigación', 'iu'),
    use: 'ensayos clínicos',
  },
  { term: 'prueba gratuita', pattern: word('prueba gratuita', 'iu'), use: 'prueba gratis' },
  {
    term: 'estudios clínicos',
    pattern: word('estudios? clínicos?', 'iu'),
    use: 'ensayos clínicos',
  },
  {
    term: 'órdenes por voz',
    pattern: word('órdenes (?:por|de) voz', 'iu'),
    use: 'comandos de voz',
  },
  { term: 'altavoces', pattern: word('altavoz|altavoces', 'iu'), use: 'bocinas' },
  { term: 'ratón', pattern: word('ratón', 'iu'), use: 'mouse' },
  { term: 'ordenador', pattern: word('ordenador(?:es)?', 'iu'), use: 'computadora' },
  { term: 'móvil', pattern: word('móvil(?:es)?', 'iu'), use: 'celular' },
  {
    term: 'DMAE',
    pattern: word('DMAE'),
    use: 'DMRE, after «degeneración macular relacionada con la edad»',
  },
  {
    term: 'pérdida de visión',
    pattern: word('pérdida de visión', 'iu'),
    use: 'pérdida de la visión',
  },
  { term: 'paquete', pattern: word('paquetes?', 'iu'), use: 'plan' },
  // The greeting, masculine only ("la bienvenida", the noun, is what to write instead).
  { term: 'Bienvenido', pattern: word('Bienvenid[oa]s?'), use: 'Hola / Le damos la bienvenida' },
  { term: 'suscrito', pattern: word('suscrit[oa]s?', 'iu'), use: 'tiene una suscripción' },
  { term: 'Yendo a', pattern: word('yendo a', 'iu'), use: 'Abriendo' },
  { term: 'Oído:', pattern: /Oído:/u, use: 'Entendí: «…»' },
  {
    term: 'cliente individual',
    pattern: word('cliente individual', 'iu'),
    use: 'para mí o mi familia',
  },
];

export interface StyleProblem {
  where: string;
  text: string;
  rule: string;
}

/** A string to check and where it lives ("commands.inputHint", "guide 12, section 2"). */
export type Entry = readonly [where: string, text: string];

/** Spanish: the glossary's banned variants, quotation marks other than « », "20 %". */
export function spanishProblems(entries: Iterable<Entry>): StyleProblem[] {
  const problems: StyleProblem[] = [];
  for (const [where, text] of entries) {
    for (const banned of BANNED_SPANISH) {
      if (banned.pattern.test(text)) {
        problems.push({ where, text, rule: `"${banned.term}": write "${banned.use}"` });
      }
    }
    if (/["“”]/u.test(text)) problems.push({ where, text, rule: 'quotation marks: write « »' });
    if (/\d[\s\u00a0\u202f]%/u.test(text)) {
      problems.push({ where, text, rule: 'percent: write "20%" (as Intl es-US does)' });
    }
  }
  return problems;
}

/**
 * Both languages: no word in capitals longer than four letters, nor a phrase in capitals
 * (low-vision readers read
 * capitals slower and some screen readers spell them out), and no exclamation mark in an
 * error (a failure is told calmly, with what to do next).
 */
export function interfaceProblems(entries: Iterable<Entry>): StyleProblem[] {
  const problems: StyleProblem[] = [];
  for (const [where, text] of entries) {
    // One long word in capitals, or a phrase of them ("GET HELP"); acronyms ("NCT", "VA") pass.
    const capitals =
      /(?<![\p{L}\p{N}])(?:\p{Lu}{5,}|\p{Lu}{2,}(?:\s+\p{Lu}{2,})+)(?![\p{L}\p{N}])/u;
    if (capitals.test(text)) {
      problems.push({ where, text, rule: 'capitals: write words in sentence case' });
    }
    if (/(?:error|fail|invalid|missing)/iu.test(where) && /[!¡]/u.test(text)) {
      problems.push({ where, text, rule: 'no exclamation marks in an error' });
    }
  }
  return problems;
}

/**
 * Command help (the registry's labels and its "keyboard" ways): a control is named only
 * through {{control}}, which the help page fills with the control's own accessible name, so
 * what a voice-control user reads is what they can say. A name typed into the text ("the Show
 * map button", "el botón Mostrar mapa", or any quoted name) drifts from the real one.
 */
export function commandHelpProblems(
  language: 'en' | 'sp',
  entries: Iterable<Entry>,
): StyleProblem[] {
  const rule = 'command help names a control only through {{control}}';
  // "the Show map button" in English; "el botón Mostrar mapa" in Spanish.
  const named =
    language === 'en'
      ? /(?<!^|[.;]\s*)\p{Lu}[\p{L}’']*(?:\s+[\p{L}’']+){0,3}\s+(?:button|menu|link|box|field|choice)(?!\p{L})/u
      : /(?:botón|menú|enlace|cuadro|campo|buscador|opción)\s+\p{Lu}/u;
  const problems: StyleProblem[] = [];
  for (const [where, raw] of entries) {
    const text = raw.replaceAll(/[«“]?\{\{control\}\}[»”]?/gu, '');
    if (/[«»“”"]/u.test(text) || named.test(text)) {
      problems.push({ where, text: raw, rule });
    }
  }
  return problems;
}

type Tree = { readonly [key: string]: unknown };

/** Every string in a dictionary-like tree, with its dotted path. */
export function* stringsOf(tree: unknown, prefix = ''): Generator<Entry> {
  if (typeof tree === 'string') {
    yield [prefix, tree];
  } else if (Array.isArray(tree)) {
    for (const [index, item] of tree.entries()) yield* stringsOf(item, `${prefix}[${index}]`);
  } else if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree as Tree)) {
      yield* stringsOf(value, prefix ? `${prefix}.${key}` : key);
    }
  }
}

/** The Spanish strings of seed rows and page tables: values under keys `sp`, `es` or `…Sp`. */
export function* spanishStringsOf(tree: unknown, prefix = ''): Generator<Entry> {
  if (Array.isArray(tree)) {
    for (const [index, item] of tree.entries())
      yield* spanishStringsOf(item, `${prefix}[${index}]`);
  } else if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree as Tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (key === 'sp' || key === 'es' || key.endsWith('Sp')) yield* stringsOf(value, path);
      else yield* spanishStringsOf(value, path);
    }
  }
}
