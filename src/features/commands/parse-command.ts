// Spoken and typed commands, in English and Spanish, to intents. Pure: no React, no I/O, so the
// palette, the voice transcript and the tests all go through the same function.
//
// The text is normalised first (case, accents, punctuation including ¿ and ¡, polite fillers,
// ZIP codes said digit by digit), then matched against each language's patterns: the
// interface language first, then the other one, because bilingual people mix them.

import type { CommandLanguage, Destination, Intent } from '../../lib/commands.ts';

export type { CommandLanguage, Intent } from '../../lib/commands.ts';

/** Digits said one by one (a ZIP code): English "oh" is zero too. */
const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  cero: '0',
  uno: '1',
  una: '1',
  dos: '2',
  tres: '3',
  cuatro: '4',
  cinco: '5',
  seis: '6',
  siete: '7',
  ocho: '8',
  nueve: '9',
};

/** Positions in a list ("the third", "number two", "el tercero"). */
const INDEX_WORDS: Record<string, number> = {
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
  twenty: 20,
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
  octavo: 8,
  octava: 8,
  noveno: 9,
  novena: 9,
  decimo: 10,
  decima: 10,
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
  veinte: 20,
};

/** Said before or after a command out of politeness; never part of it. */
const FILLERS: Record<CommandLanguage, { leading: string[]; trailing: string[] }> = {
  en: {
    leading: [
      'please',
      'hey',
      'ok',
      'okay',
      'can you',
      'could you',
      'would you',
      'will you',
      'can i',
      'i want to',
      'i would like to',
      'id like to',
      'i need to',
      'i wanna',
      'lets',
      'let me',
      'i want',
      'now',
    ],
    trailing: ['please', 'for me', 'now', 'thanks', 'thank you'],
  },
  sp: {
    leading: [
      'por favor',
      'oye',
      'puedes',
      'puede',
      'podrias',
      'podria',
      'quiero',
      'quisiera',
      'me gustaria',
      'necesito',
      'vamos a',
      'ahora',
    ],
    trailing: ['por favor', 'ahora', 'gracias'],
  },
};

function digitOf(token: string): string | null {
  if (/^\d$/.test(token)) return token;
  return DIGIT_WORDS[token] ?? null;
}

/** A position from "3", "three", "third", "tres", "tercero"; null for anything else. */
function indexOf(token: string | undefined): number | null {
  if (!token) return null;
  if (/^\d{1,3}$/.test(token)) return Number(token) > 0 ? Number(token) : null;
  const word = INDEX_WORDS[token] ?? (DIGIT_WORDS[token] ? Number(DIGIT_WORDS[token]) : null);
  return word && word > 0 ? word : null;
}

/**
 * Lower case, no accents, no punctuation, single spaces; five digits said one by one
 * ("1 9 1 0 4", "one nine one oh four", "uno nueve uno cero cuatro") become "19104".
 */
export function normalizeCommand(text: string): string {
  const tokens = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const run = tokens.slice(i, i + 5).map(digitOf);
    if (
      run.length === 5 &&
      run.every((digit) => digit !== null) &&
      digitOf(tokens[i + 5] ?? '') === null
    ) {
      out.push(run.join(''));
      i += 4;
    } else {
      out.push(tokens[i]!);
    }
  }
  return out.join(' ');
}

function withoutFillers(text: string, language: CommandLanguage): string {
  const { leading, trailing } = FILLERS[language];
  let current = text;
  for (let changed = true; changed;) {
    changed = false;
    for (const filler of leading) {
      if (current.startsWith(`${filler} `)) {
        current = current.slice(filler.length + 1);
        changed = true;
      }
    }
    for (const filler of trailing) {
      if (current.endsWith(` ${filler}`)) {
        current = current.slice(0, -filler.length - 1);
        changed = true;
      }
    }
  }
  return current;
}

const LANGUAGE_NAMES: Record<string, CommandLanguage> = {
  english: 'en',
  spanish: 'sp',
  ingles: 'en',
  espanol: 'sp',
  castellano: 'sp',
};

/** "near 19104" or "in philadelphia": a ZIP code or a place. */
function location(text: string | undefined): { zip?: string; place?: string } {
  const value = text?.trim();
  if (!value) return {};
  if (/^\d{5}$/.test(value)) return { zip: value };
  return { place: value };
}

/** What people call "help" in general: no topic to narrow it. */
const GENERAL_HELP = new Set([
  'help',
  'some help',
  'organizations',
  'organisations',
  'services',
  'resources',
  'support',
  'places',
  'ayuda',
  'organizaciones',
  'servicios',
  'recursos',
  'apoyo',
  'lugares',
]);

type Rule = [RegExp, (match: RegExpMatchArray, language: CommandLanguage) => Intent | null];

const EN_NEAR = '(?:near|in|around|close to|by|for zip(?: code)?|at)';
const SP_NEAR = '(?:cerca de|en|alrededor de|por|para el codigo postal|del codigo postal)';
const EN_FIND_VERBS = 'find|look for|get|locate|show me|i need|need';
const EN_FIND = `(?:${EN_FIND_VERBS})`;
const SP_FIND =
  '(?:buscar|busca|busque|busques|encontrar|encuentra|encuentre|mostrar|muestra|muestrame|muestreme|ver)';

const RULES: Record<CommandLanguage, Rule[]> = {
  en: [
    [
      /^(?:what can i say|what can i do|help|commands|list commands|show commands|show the commands|what are the commands|voice commands)$/,
      () => ({ type: 'help' }),
    ],
    [
      /^(?:stop listening|stop voice|turn off voice|turn voice off|stop the microphone|mute|be quiet)$/,
      () => ({ type: 'stop-listening' }),
    ],
    [/^(?:sign|log) ?out$/, () => ({ type: 'sign-out' })],
    [/^(?:sign|log) ?in$/, () => ({ type: 'sign-in' })],
    [
      /^(?:switch|change|set|put)(?: the)?(?: language| site| page)?(?: to| into)? (english|spanish)$/,
      (m) => ({ type: 'set-language', language: LANGUAGE_NAMES[m[1]!]! }),
    ],
    [
      /^(?:use|speak|show (?:it|the site|the page) in) (english|spanish)$/,
      (m) => ({ type: 'set-language', language: LANGUAGE_NAMES[m[1]!]! }),
    ],
    [
      /^print(?: (?:this|it|the guide|this guide|the page|this page))?(?: in (english|spanish))?$/,
      (m, lang) => ({ type: 'print', language: m[1] ? LANGUAGE_NAMES[m[1]]! : lang }),
    ],
    [
      /^(?:(?:go|take me|bring me) )?back$|^go to the previous page$/,
      () => ({ type: 'go', to: 'back' }),
    ],
    [
      /^(?:go|take me|bring me|open|show)?(?: to)?(?: (?:my|the))? ?(home|home page|homepage|dashboard|categories|profile|my profile|surveys|survey answers|my surveys|payments|payment history|my payments)$/,
      (m) => {
        const place = m[1]!.replace(/^my /, '');
        const to: Destination = place.startsWith('home')
          ? 'home'
          : place === 'dashboard' || place === 'categories'
            ? 'dashboard'
            : place === 'profile'
              ? 'profile'
              : place.startsWith('survey')
                ? 'surveys'
                : 'payments';
        return { type: 'go', to };
      },
    ],
    [
      /^read(?: out| me| aloud)?(?: all| the| all the)? (?:results|list|organizations|organisations)$/,
      () => ({ type: 'read-results' }),
    ],
    [/^read them(?: out| all)?$/, () => ({ type: 'read-results' })],
    [/^(?:next|next one|next result|the next one|go to the next one)$/, () => ({ type: 'next' })],
    [
      /^(?:previous|previous one|previous result|the previous one|last one|go to the previous one)$/,
      () => ({ type: 'previous' }),
    ],
    [
      /^(?:open|select|choose|pick|show|go to)?(?: the)? ?(?:result|number|item|organization|organisation)(?: number)? (\w+)$/,
      (m) => {
        const index = indexOf(m[1]);
        return index ? { type: 'open-result', index } : null;
      },
    ],
    [
      /^(?:open|select|choose|pick|show)(?: the)? (\w+)(?: result| one| organization| organisation)$/,
      (m) => {
        const index = indexOf(m[1]);
        return index ? { type: 'open-result', index } : null;
      },
    ],
    [/^call(?: them| it| this one| this organization)?$/, () => ({ type: 'call' })],
    [
      /^(?:call|phone|dial)(?: the)?(?: number| result| organization)? (\w+)(?: one| result| organization)?$/,
      (m) => {
        const index = indexOf(m[1]);
        return index ? { type: 'call', index } : null;
      },
    ],
    [/^(?:show|open|display|see)(?: me)?(?: the)? map$/, () => ({ type: 'show-map' })],
    [/^map view$/, () => ({ type: 'show-map' })],
    [
      /^(?:show|open|display|see)(?: me)?(?: the)? list$|^list view$|^(?:hide|close)(?: the)? map$/,
      () => ({ type: 'show-list' }),
    ],
    [
      /^(?:(?:search |look |show )?(?:within|inside|up to)|set(?: the)? (?:distance|radius) to|change(?: the)? (?:distance|radius) to)? ?(\d+) miles?(?: away| radius)?$/,
      (m) => {
        const miles = Number(m[1]);
        return miles === 50 || miles === 100 ? { type: 'set-radius', miles } : null;
      },
    ],
    [
      /^(?:turn|switch) (on|off)(?: the)? high contrast(?: mode)?$|^(?:turn|switch)(?: the)? high contrast(?: mode)? (on|off)$/,
      (m) => ({ type: 'display', mode: 'high-contrast', on: (m[1] ?? m[2]) === 'on' }),
    ],
    [
      /^(?:use )?high contrast(?: mode)?$/,
      () => ({ type: 'display', mode: 'high-contrast', on: true }),
    ],
    [
      /^(?:(?:turn|switch) on )?(?:large|larger|bigger|big) (?:text|print|letters)$|^make(?: the)? text (?:larger|bigger)$/,
      () => ({ type: 'display', mode: 'large-text', on: true }),
    ],
    [
      /^(?:(?:turn|switch) off large text|smaller text|small text|normal text|make(?: the)? text smaller)$/,
      () => ({ type: 'display', mode: 'large-text', on: false }),
    ],
    [
      /^(?:normal|default|standard|regular) (?:display|view|colors|colours|mode)$|^reset(?: the)? display$/,
      () => ({ type: 'display', mode: 'default' }),
    ],
    [
      /^(?:search|search for|find|look for|show me)(?: the)? guides? (?:for|about|on) (.+)$/,
      (m) => ({ type: 'search-guides', query: m[1]! }),
    ],
    [
      /^(?:search for|search|find|look for) (.+) guides?$/,
      (m) => ({ type: 'search-guides', query: m[1]! }),
    ],
    [
      new RegExp(
        `^(?:${EN_FIND_VERBS}|search for|search)(?: (?:a|some|the))? (?:clinical )?(?:trials?|studies|research studies|clinical research)(?: (?:for|about|on) (.+?))?(?: ${EN_NEAR} (\\d{5}|.+))?$`,
      ),
      (m) => ({ type: 'find-trials', ...zipOf(m[2]), ...(m[1] ? { condition: m[1] } : {}) }),
    ],
    [
      new RegExp(`^(?:clinical )?trials?(?: (?:for|about|on) (.+?))?(?: ${EN_NEAR} (\\d{5}|.+))?$`),
      (m) => ({ type: 'find-trials', ...zipOf(m[2]), ...(m[1] ? { condition: m[1] } : {}) }),
    ],
    [
      new RegExp(`^${EN_FIND}(?: (?:a|an|some|the))? (.+?)(?: ${EN_NEAR} (.+))?$`),
      (m) => findHelp(m[1]!, m[2]),
    ],
    [new RegExp(`^help ${EN_NEAR} (.+)$`), (m) => ({ type: 'find-help', ...location(m[1]) })],
    // "Search" alone is the site's search (guides), unless it says where or asks for help.
    [new RegExp(`^search(?: for)? (.+?) ${EN_NEAR} (.+)$`), (m) => findHelp(m[1]!, m[2])],
    [
      /^search(?: for)? (.+)$/,
      (m) =>
        GENERAL_HELP.has(m[1]!) ? { type: 'find-help' } : { type: 'search-guides', query: m[1]! },
    ],
    [
      /^(?:open|show|go to)(?: the)?(?: category)? (?!(?:result|number|item)\b)(.+?)(?: category)?$/,
      (m) => ({ type: 'open-category', name: m[1]! }),
    ],
  ],
  sp: [
    [
      /^(?:que puedo decir|que puedo hacer|ayuda|comandos|ver los comandos|muestra los comandos|cuales son los comandos)$/,
      () => ({ type: 'help' }),
    ],
    [
      /^(?:deja de escuchar|dejar de escuchar|deje de escuchar|para de escuchar|parar de escuchar|apagar la voz|apaga la voz|silencio|callate)$/,
      () => ({ type: 'stop-listening' }),
    ],
    [/^(?:cerrar|cierra|cierre) (?:la )?sesion$|^salir$/, () => ({ type: 'sign-out' })],
    [/^(?:iniciar|inicia|inicie|abrir|abre) (?:la )?sesion$|^entrar$/, () => ({ type: 'sign-in' })],
    [
      /^(?:cambiar|cambia|cambie|poner|pon|ponga|pasar|pasa|pase)(?: el idioma| la pagina| el sitio)?(?: a| al| en) (ingles|espanol|castellano)$/,
      (m) => ({ type: 'set-language', language: LANGUAGE_NAMES[m[1]!]! }),
    ],
    [
      /^(?:en|usar|usa|use|hablar|habla) (ingles|espanol|castellano)$/,
      (m) => ({ type: 'set-language', language: LANGUAGE_NAMES[m[1]!]! }),
    ],
    [
      /^(?:imprimir|imprime|imprima)(?: esto| la guia| esta guia| la pagina| esta pagina)?(?: en (ingles|espanol|castellano))?$/,
      (m, lang) => ({ type: 'print', language: m[1] ? LANGUAGE_NAMES[m[1]]! : lang }),
    ],
    [
      /^(?:volver|vuelve|vuelva|regresar|regresa|regrese|atras|ir atras|ve atras|volver atras)$/,
      () => ({ type: 'go', to: 'back' }),
    ],
    [
      /^(?:ir|ve|vaya|llevame|lleveme|abrir|abre|abra|ver|mostrar|muestra)?(?: a| al)?(?: (?:mi|mis|la|el|los|las))? ?(inicio|pagina de inicio|pagina principal|panel|panel principal|categorias|perfil|encuestas|respuestas|pagos|historial de pagos)$/,
      (m) => {
        const place = m[1]!;
        const to: Destination =
          place === 'inicio' || place.startsWith('pagina')
            ? 'home'
            : place.startsWith('panel') || place === 'categorias'
              ? 'dashboard'
              : place === 'perfil'
                ? 'profile'
                : place === 'encuestas' || place === 'respuestas'
                  ? 'surveys'
                  : 'payments';
        return { type: 'go', to };
      },
    ],
    [
      /^(?:leer|lee|lea|leeme|leame)(?: todos)?(?: los| las| la)? (?:resultados|lista|organizaciones)$/,
      () => ({ type: 'read-results' }),
    ],
    [
      /^(?:siguiente|el siguiente|la siguiente|siguiente resultado|proximo|el proximo|proximo resultado)$/,
      () => ({ type: 'next' }),
    ],
    [/^(?:anterior|el anterior|la anterior|resultado anterior)$/, () => ({ type: 'previous' })],
    [
      /^(?:abrir|abre|abra|ver|mostrar|muestra|elegir|elige|seleccionar|selecciona)?(?: el| la)? ?(?:resultado|numero|organizacion)(?: numero)? (\w+)$/,
      (m) => {
        const index = indexOf(m[1]);
        return index ? { type: 'open-result', index } : null;
      },
    ],
    [
      /^(?:abrir|abre|abra|ver|elegir|elige|seleccionar|selecciona)(?: el| la) (\w+)(?: resultado)?$/,
      (m) => {
        const index = indexOf(m[1]);
        return index ? { type: 'open-result', index } : null;
      },
    ],
    [/^(?:llamar|llama|llame|llamarlos|llamalos)$/, () => ({ type: 'call' })],
    [
      /^(?:llamar|llama|llame|marcar|marca|marque)(?: a| al| a la)?(?: el| la)?(?: numero| resultado| organizacion)? (\w+)$/,
      (m) => {
        const index = indexOf(m[1]);
        return index ? { type: 'call', index } : null;
      },
    ],
    [
      /^(?:mostrar|muestra|muestre|muestrame|ver|abrir|abre)(?: el)? mapa$/,
      () => ({ type: 'show-map' }),
    ],
    [
      /^(?:mostrar|muestra|muestre|muestrame|ver|abrir|abre)(?: la)? lista$|^(?:ocultar|oculta|oculte|cerrar|cierra)(?: el)? mapa$/,
      () => ({ type: 'show-list' }),
    ],
    [
      /^(?:buscar |busca )?(?:a|dentro de|en un radio de|hasta|a menos de)? ?(\d+) millas$|^(?:poner|pon|cambiar|cambia)(?: la)? distancia a (\d+) millas$/,
      (m) => {
        const miles = Number(m[1] ?? m[2]);
        return miles === 50 || miles === 100 ? { type: 'set-radius', miles } : null;
      },
    ],
    [
      /^(activar|activa|active|encender|enciende|desactivar|desactiva|desactive|apagar|apaga|quitar|quita)(?: el)? (?:modo de )?alto contraste$/,
      (m) => ({
        type: 'display',
        mode: 'high-contrast',
        on: /^(activ|encend|enciend)/.test(m[1]!),
      }),
    ],
    [
      /^(?:modo )?(?:de )?alto contraste$/,
      () => ({ type: 'display', mode: 'high-contrast', on: true }),
    ],
    [
      /^(?:texto|letra|letras) (?:mas grande|mas grandes|grande|grandes)$|^(?:agrandar|agranda|aumentar|aumenta)(?: el)? texto$/,
      () => ({ type: 'display', mode: 'large-text', on: true }),
    ],
    [
      /^(?:texto|letra|letras) (?:mas pequena|mas pequeno|pequeno|pequena|normal|normales)$|^(?:achicar|achica|reducir|reduce)(?: el)? texto$/,
      () => ({ type: 'display', mode: 'large-text', on: false }),
    ],
    [
      /^(?:pantalla|vista|modo|colores) (?:normal|normales|predeterminad[oa]s?|estandar)$|^restablecer(?: la)? pantalla$/,
      () => ({ type: 'display', mode: 'default' }),
    ],
    [
      new RegExp(`^${SP_FIND}(?: las| unas)? guias? (?:sobre|de|para|acerca de) (.+)$`),
      (m) => ({ type: 'search-guides', query: m[1]! }),
    ],
    [
      new RegExp(
        `^${SP_FIND}(?: los| unos)? (?:ensayos?|estudios?)(?: clinicos?| de investigacion)?(?: (?:sobre|de|para) (.+?))?(?: ${SP_NEAR} (\\d{5}|.+))?$`,
      ),
      (m) => ({ type: 'find-trials', ...zipOf(m[2]), ...(m[1] ? { condition: m[1] } : {}) }),
    ],
    [
      new RegExp(
        `^(?:ensayos?|estudios?) clinicos?(?: (?:sobre|de|para) (.+?))?(?: ${SP_NEAR} (\\d{5}|.+))?$`,
      ),
      (m) => ({ type: 'find-trials', ...zipOf(m[2]), ...(m[1] ? { condition: m[1] } : {}) }),
    ],
    [
      new RegExp(`^${SP_FIND}(?: (?:un|una|unos|unas|el|la|los|las))? (.+?)(?: ${SP_NEAR} (.+))?$`),
      (m) => findHelp(m[1]!, m[2]),
    ],
    [new RegExp(`^ayuda ${SP_NEAR} (.+)$`), (m) => ({ type: 'find-help', ...location(m[1]) })],
    [
      /^(?:abrir|abre|abra|ir a|ve a|vaya a)(?: la)?(?: categoria)?(?: de)? (.+)$/,
      (m) => ({ type: 'open-category', name: m[1]! }),
    ],
  ],
};

function zipOf(text: string | undefined): { zip?: string } {
  const value = text?.trim();
  return value && /^\d{5}$/.test(value) ? { zip: value } : {};
}

function findHelp(what: string, where: string | undefined): Intent {
  const topic = what.trim();
  return {
    type: 'find-help',
    ...location(where),
    ...(GENERAL_HELP.has(topic) ? {} : { topic }),
  };
}

function matchIn(text: string, rulesOf: CommandLanguage, lang: CommandLanguage): Intent | null {
  const stripped = withoutFillers(text, rulesOf);
  if (!stripped) return null;
  for (const [pattern, build] of RULES[rulesOf]) {
    const match = stripped.match(pattern);
    if (!match) continue;
    const intent = build(match, lang);
    if (intent) return intent;
  }
  return null;
}

/**
 * The intent of a typed or spoken command, or null when it is not one. `lang` is the
 * interface language: it is tried first, and it is the language "print" means by default.
 */
export function parseCommand(text: string, lang: CommandLanguage): Intent | null {
  const normalized = normalizeCommand(text);
  if (!normalized) return null;
  const other: CommandLanguage = lang === 'en' ? 'sp' : 'en';
  return matchIn(normalized, lang, lang) ?? matchIn(normalized, other, lang);
}
