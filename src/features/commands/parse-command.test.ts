import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  normalizeCommand,
  parseCommand,
  type CommandLanguage,
  type Intent,
} from './parse-command.ts';

// What people say or type, and what it means. English utterances are parsed with the English
// interface and Spanish ones with the Spanish interface; a few cross over at the end.
const ENGLISH: [string, Intent | null][] = [
  // Trial watch (issue 39): the registry's phrase, then ways of saying it the rule was not
  // written from.
  [
    'watch trials for glaucoma near 19104',
    { type: 'watch-trials', condition: 'glaucoma', zip: '19104' },
  ],
  [
    'Please e-mail me when there are new glaucoma trials near 19104',
    { type: 'watch-trials', condition: 'glaucoma', zip: '19104' },
  ],
  [
    'let me know when new clinical trials for macular degeneration open near 10001',
    { type: 'watch-trials', condition: 'macular degeneration', zip: '10001' },
  ],
  [
    'keep me posted on glaucoma studies near 19104',
    { type: 'watch-trials', condition: 'glaucoma', zip: '19104' },
  ],
  ['cancel my glaucoma trial alert', { type: 'unwatch-trials', condition: 'glaucoma' }],
  ['unsubscribe from glaucoma trials', { type: 'unwatch-trials', condition: 'glaucoma' }],
  // Still a search: being told now is not being told later.
  ['tell me about trials near 19104', { type: 'find-trials', zip: '19104' }],
  ['find help near 19104', { type: 'find-help', zip: '19104' }],
  ['Find help near 19104.', { type: 'find-help', zip: '19104' }],
  ['please find help near 19104', { type: 'find-help', zip: '19104' }],
  ['can you find help near 19104 please', { type: 'find-help', zip: '19104' }],
  ['I want to find help near 19104', { type: 'find-help', zip: '19104' }],
  ['find help near 1 9 1 0 4', { type: 'find-help', zip: '19104' }],
  ['find help near one nine one oh four', { type: 'find-help', zip: '19104' }],
  ['find help near one nine one zero four', { type: 'find-help', zip: '19104' }],
  ['find help in Philadelphia', { type: 'find-help', place: 'philadelphia' }],
  ['find help around Dallas', { type: 'find-help', place: 'dallas' }],
  ['find help', { type: 'find-help' }],
  ['find some help', { type: 'find-help' }],
  ['find services near 75201', { type: 'find-help', zip: '75201' }],
  ['look for organizations near 10001', { type: 'find-help', zip: '10001' }],
  [
    'find low vision clinics in Philadelphia',
    { type: 'find-help', topic: 'low vision clinics', place: 'philadelphia' },
  ],
  ['find guide dog schools', { type: 'find-help', topic: 'guide dog schools' }],
  [
    'show me braille classes near 19104',
    { type: 'find-help', topic: 'braille classes', zip: '19104' },
  ],
  ['I need help near 19104', { type: 'find-help', zip: '19104' }],
  ['help near 19104', { type: 'find-help', zip: '19104' }],
  ['search for help near 19104', { type: 'find-help', zip: '19104' }],
  ['search for help', { type: 'find-help' }],
  ['search guides for braille', { type: 'search-guides', query: 'braille' }],
  ['search the guides about white canes', { type: 'search-guides', query: 'white canes' }],
  ['find guides on cooking', { type: 'search-guides', query: 'cooking' }],
  ['find braille guides', { type: 'search-guides', query: 'braille' }],
  ['search braille', { type: 'search-guides', query: 'braille' }],
  ['search for magnifiers', { type: 'search-guides', query: 'magnifiers' }],
  ['find clinical trials near 10001', { type: 'find-trials', zip: '10001' }],
  ['find trials near 10001', { type: 'find-trials', zip: '10001' }],
  ['find clinical trials', { type: 'find-trials' }],
  [
    'find clinical trials for glaucoma near 10001',
    { type: 'find-trials', zip: '10001', condition: 'glaucoma' },
  ],
  ['search for clinical trials', { type: 'find-trials' }],
  ['clinical trials near 19104', { type: 'find-trials', zip: '19104' }],
  ['look for research studies', { type: 'find-trials' }],
  ['print in Spanish', { type: 'print', language: 'sp' }],
  ['print in English', { type: 'print', language: 'en' }],
  ['print this guide in Spanish', { type: 'print', language: 'sp' }],
  ['print', { type: 'print', language: 'en' }],
  ['print this page', { type: 'print', language: 'en' }],
  ['switch to Spanish', { type: 'set-language', language: 'sp' }],
  ['change the language to English', { type: 'set-language', language: 'en' }],
  ['change to Spanish', { type: 'set-language', language: 'sp' }],
  ['use Spanish', { type: 'set-language', language: 'sp' }],
  ['go to my profile', { type: 'go', to: 'profile' }],
  ['open my profile', { type: 'go', to: 'profile' }],
  ['my profile', { type: 'go', to: 'profile' }],
  ['go home', { type: 'go', to: 'home' }],
  ['go to the home page', { type: 'go', to: 'home' }],
  ['go to the dashboard', { type: 'go', to: 'dashboard' }],
  ['show categories', { type: 'go', to: 'dashboard' }],
  ['go to my surveys', { type: 'go', to: 'surveys' }],
  ['my payments', { type: 'go', to: 'payments' }],
  ['show my payment history', { type: 'go', to: 'payments' }],
  ['go back', { type: 'go', to: 'back' }],
  ['back', { type: 'go', to: 'back' }],
  ['take me back', { type: 'go', to: 'back' }],
  ['open transportation', { type: 'open-category', name: 'transportation' }],
  ['open the employment category', { type: 'open-category', name: 'employment' }],
  ['go to the category low vision', { type: 'open-category', name: 'low vision' }],
  ['show veterans', { type: 'open-category', name: 'veterans' }],
  ['read the results', { type: 'read-results' }],
  ['read results', { type: 'read-results' }],
  ['read me the list', { type: 'read-results' }],
  ['read them', { type: 'read-results' }],
  ['next', { type: 'next' }],
  ['next result', { type: 'next' }],
  ['next one', { type: 'next' }],
  ['previous', { type: 'previous' }],
  ['previous result', { type: 'previous' }],
  ['open result 3', { type: 'open-result', index: 3 }],
  ['open result three', { type: 'open-result', index: 3 }],
  ['result 12', { type: 'open-result', index: 12 }],
  ['open the third result', { type: 'open-result', index: 3 }],
  ['select number 2', { type: 'open-result', index: 2 }],
  ['open the second one', { type: 'open-result', index: 2 }],
  ['call number 2', { type: 'call', index: 2 }],
  ['call 2', { type: 'call', index: 2 }],
  ['call the first one', { type: 'call', index: 1 }],
  ['call', { type: 'call' }],
  ['call them', { type: 'call' }],
  ['show the map', { type: 'show-map' }],
  ['show me the map', { type: 'show-map' }],
  ['open the map', { type: 'show-map' }],
  ['show the list', { type: 'show-list' }],
  ['hide the map', { type: 'show-list' }],
  ['list view', { type: 'show-list' }],
  ['within 50 miles', { type: 'set-radius', miles: 50 }],
  ['within 100 miles', { type: 'set-radius', miles: 100 }],
  ['50 miles', { type: 'set-radius', miles: 50 }],
  ['set the distance to 100 miles', { type: 'set-radius', miles: 100 }],
  // Understood; the list says which distances it offers.
  ['within 75 miles', { type: 'set-radius', miles: 75 }],
  ['turn on high contrast', { type: 'display', mode: 'high-contrast', on: true }],
  ['turn off high contrast', { type: 'display', mode: 'high-contrast', on: false }],
  ['turn high contrast off', { type: 'display', mode: 'high-contrast', on: false }],
  ['high contrast', { type: 'display', mode: 'high-contrast', on: true }],
  ['larger text', { type: 'display', mode: 'large-text', on: true }],
  ['bigger text please', { type: 'display', mode: 'large-text', on: true }],
  ['make the text bigger', { type: 'display', mode: 'large-text', on: true }],
  ['smaller text', { type: 'display', mode: 'large-text', on: false }],
  ['normal display', { type: 'display', mode: 'default' }],
  ['reset the display', { type: 'display', mode: 'default' }],
  ['what can I say', { type: 'help' }],
  ['What can I say?', { type: 'help' }],
  ['help', { type: 'help' }],
  ['show commands', { type: 'help' }],
  ['stop listening', { type: 'stop-listening' }],
  ['turn off voice', { type: 'stop-listening' }],
  ['sign out', { type: 'sign-out' }],
  ['log out', { type: 'sign-out' }],
  ['sign in', { type: 'sign-in' }],
  ['log in', { type: 'sign-in' }],
  ['', null],
  ['   ', null],
  ['please', null],
  ['the weather tomorrow', null],
  ['hello there', null],
  ['open result zero', null],
];

const SPANISH: [string, Intent | null][] = [
  [
    'avísame de ensayos de glaucoma cerca de 19104',
    { type: 'watch-trials', condition: 'glaucoma', zip: '19104' },
  ],
  [
    'Notifíqueme de nuevos ensayos clínicos sobre glaucoma cerca de 19104',
    { type: 'watch-trials', condition: 'glaucoma', zip: '19104' },
  ],
  [
    'quiero que me avisen de estudios clínicos de retinitis pigmentosa cerca de 19104',
    { type: 'watch-trials', condition: 'retinitis pigmentosa', zip: '19104' },
  ],
  [
    'mándame correos de ensayos nuevos de glaucoma cerca de 19104',
    { type: 'watch-trials', condition: 'glaucoma', zip: '19104' },
  ],
  // "cerca de" a city leads to the city; bare "cerca" and "cerca de mí" are near me.
  [
    'avísame de ensayos de glaucoma cerca de Springfield, MO',
    { type: 'watch-trials', condition: 'glaucoma', place: 'springfield', state: 'MO' },
  ],
  [
    'buscar ensayos clínicos de glaucoma cerca de Dallas',
    { type: 'find-trials', condition: 'glaucoma', place: 'dallas' },
  ],
  ['buscar ensayos clínicos cerca de mí', { type: 'find-trials', nearMe: true }],
  ['ensayos clínicos cerca', { type: 'find-trials', nearMe: true }],
  [
    'ya no quiero alertas de ensayos de glaucoma',
    { type: 'unwatch-trials', condition: 'glaucoma' },
  ],
  [
    'deje de avisarme de los ensayos de glaucoma',
    { type: 'unwatch-trials', condition: 'glaucoma' },
  ],
  ['buscar ayuda cerca de 19104', { type: 'find-help', zip: '19104' }],
  ['Buscar ayuda cerca de 19104.', { type: 'find-help', zip: '19104' }],
  ['busca ayuda cerca de 19104', { type: 'find-help', zip: '19104' }],
  ['busque ayuda cerca de 19104', { type: 'find-help', zip: '19104' }],
  ['por favor, busca ayuda cerca de 19104', { type: 'find-help', zip: '19104' }],
  ['quiero buscar ayuda cerca de 19104', { type: 'find-help', zip: '19104' }],
  ['¿puedes buscar ayuda cerca de 19104?', { type: 'find-help', zip: '19104' }],
  ['buscar ayuda cerca de uno nueve uno cero cuatro', { type: 'find-help', zip: '19104' }],
  ['buscar ayuda cerca de 1 9 1 0 4', { type: 'find-help', zip: '19104' }],
  ['buscar ayuda en Filadelfia', { type: 'find-help', place: 'filadelfia' }],
  ['encuentra ayuda en Dallas', { type: 'find-help', place: 'dallas' }],
  ['buscar ayuda', { type: 'find-help' }],
  ['buscar servicios cerca de 75201', { type: 'find-help', zip: '75201' }],
  [
    'buscar clínicas de baja visión en Filadelfia',
    { type: 'find-help', topic: 'clinicas de baja vision', place: 'filadelfia' },
  ],
  ['muéstrame escuelas para ciegos', { type: 'find-help', topic: 'escuelas para ciegos' }],
  ['ayuda cerca de 19104', { type: 'find-help', zip: '19104' }],
  ['necesito ayuda cerca de 19104', { type: 'find-help', zip: '19104' }],
  ['buscar guías sobre braille', { type: 'search-guides', query: 'braille' }],
  ['busca guías de cocina', { type: 'search-guides', query: 'cocina' }],
  ['buscar las guías acerca de bastones', { type: 'search-guides', query: 'bastones' }],
  ['buscar ensayos clínicos cerca de 10001', { type: 'find-trials', zip: '10001' }],
  ['busca ensayos clínicos', { type: 'find-trials' }],
  [
    'buscar ensayos clínicos de glaucoma cerca de 10001',
    { type: 'find-trials', zip: '10001', condition: 'glaucoma' },
  ],
  ['buscar estudios de investigación', { type: 'find-trials' }],
  ['ensayos clínicos cerca de 19104', { type: 'find-trials', zip: '19104' }],
  ['imprimir en español', { type: 'print', language: 'sp' }],
  ['imprimir en inglés', { type: 'print', language: 'en' }],
  ['imprime esta guía en inglés', { type: 'print', language: 'en' }],
  ['imprima en español', { type: 'print', language: 'sp' }],
  ['imprimir', { type: 'print', language: 'sp' }],
  ['cambiar a inglés', { type: 'set-language', language: 'en' }],
  ['cambia a español', { type: 'set-language', language: 'sp' }],
  ['cambiar el idioma a inglés', { type: 'set-language', language: 'en' }],
  ['poner en inglés', { type: 'set-language', language: 'en' }],
  ['en inglés', { type: 'set-language', language: 'en' }],
  ['ir a mi perfil', { type: 'go', to: 'profile' }],
  ['ve a mi perfil', { type: 'go', to: 'profile' }],
  ['abrir mi perfil', { type: 'go', to: 'profile' }],
  ['ir a mis pagos', { type: 'go', to: 'payments' }],
  ['ver el historial de pagos', { type: 'go', to: 'payments' }],
  ['ir a mis encuestas', { type: 'go', to: 'surveys' }],
  ['ir al inicio', { type: 'go', to: 'home' }],
  ['ir a la página principal', { type: 'go', to: 'home' }],
  ['ir al panel', { type: 'go', to: 'dashboard' }],
  ['ver las categorías', { type: 'go', to: 'dashboard' }],
  ['volver', { type: 'go', to: 'back' }],
  ['regresar', { type: 'go', to: 'back' }],
  ['atrás', { type: 'go', to: 'back' }],
  ['abrir la categoría empleo', { type: 'open-category', name: 'empleo' }],
  ['abre transporte', { type: 'open-category', name: 'transporte' }],
  ['abrir baja visión', { type: 'open-category', name: 'baja vision' }],
  ['ir a la categoría veteranos', { type: 'open-category', name: 'veteranos' }],
  ['leer los resultados', { type: 'read-results' }],
  ['lee los resultados', { type: 'read-results' }],
  ['léeme la lista', { type: 'read-results' }],
  ['siguiente', { type: 'next' }],
  ['siguiente resultado', { type: 'next' }],
  ['el siguiente', { type: 'next' }],
  ['anterior', { type: 'previous' }],
  ['resultado anterior', { type: 'previous' }],
  ['abrir el resultado 3', { type: 'open-result', index: 3 }],
  ['abre el resultado tres', { type: 'open-result', index: 3 }],
  ['resultado 12', { type: 'open-result', index: 12 }],
  ['abrir el tercero', { type: 'open-result', index: 3 }],
  ['seleccionar el número 2', { type: 'open-result', index: 2 }],
  ['llamar al 2', { type: 'call', index: 2 }],
  ['llama al número 2', { type: 'call', index: 2 }],
  ['llamar al segundo', { type: 'call', index: 2 }],
  ['llamar', { type: 'call' }],
  ['mostrar el mapa', { type: 'show-map' }],
  ['muestra el mapa', { type: 'show-map' }],
  ['ver el mapa', { type: 'show-map' }],
  ['mostrar la lista', { type: 'show-list' }],
  ['ocultar el mapa', { type: 'show-list' }],
  ['a 50 millas', { type: 'set-radius', miles: 50 }],
  ['dentro de 100 millas', { type: 'set-radius', miles: 100 }],
  ['cambiar la distancia a 50 millas', { type: 'set-radius', miles: 50 }],
  ['a 75 millas', { type: 'set-radius', miles: 75 }],
  ['activar alto contraste', { type: 'display', mode: 'high-contrast', on: true }],
  ['desactivar el alto contraste', { type: 'display', mode: 'high-contrast', on: false }],
  ['alto contraste', { type: 'display', mode: 'high-contrast', on: true }],
  ['texto más grande', { type: 'display', mode: 'large-text', on: true }],
  ['letra grande', { type: 'display', mode: 'large-text', on: true }],
  ['texto normal', { type: 'display', mode: 'large-text', on: false }],
  ['pantalla normal', { type: 'display', mode: 'default' }],
  ['¿qué puedo decir?', { type: 'help' }],
  ['qué puedo decir', { type: 'help' }],
  ['ayuda', { type: 'help' }],
  ['comandos', { type: 'help' }],
  ['dejar de escuchar', { type: 'stop-listening' }],
  ['deja de escuchar', { type: 'stop-listening' }],
  ['cerrar sesión', { type: 'sign-out' }],
  ['cierra la sesión', { type: 'sign-out' }],
  ['iniciar sesión', { type: 'sign-in' }],
  ['', null],
  ['por favor', null],
  ['el tiempo de mañana', null],
  ['hola', null],
];

describe.each([
  ['en', ENGLISH],
  ['sp', SPANISH],
] as [CommandLanguage, [string, Intent | null][]][])('parseCommand (%s)', (language, table) => {
  it(`holds at least 75 utterances`, () => {
    expect(table.length).toBeGreaterThanOrEqual(75);
  });

  it.each(table)('%j', (utterance, intent) => {
    expect(parseCommand(utterance, language)).toEqual(intent);
  });
});

// The phrasings of issue 34, each checked against the parser it replaced.
describe('natural phrasing', () => {
  it.each([
    [
      "I'd like to find a clinic near 19104",
      'en',
      { type: 'find-help', topic: 'clinic', zip: '19104' },
    ],
    ['help me find services near 60614', 'en', { type: 'find-help', zip: '60614' }],
    ['show me my payments', 'en', { type: 'go', to: 'payments' }],
    ['open the 3rd result', 'en', { type: 'open-result', index: 3 }],
    ['find a research study on glaucoma', 'en', { type: 'find-trials', condition: 'glaucoma' }],
    ['find braille classes in Spanish', 'en', { type: 'find-help', topic: 'braille classes' }],
    ['find help near me', 'en', { type: 'find-help', nearMe: true }],
    [
      'Springfield Illinois braille classes',
      'en',
      { type: 'find-help', topic: 'braille classes', place: 'springfield', state: 'IL' },
    ],
    [
      'necesito un oculista en Filadelfia',
      'sp',
      { type: 'find-help', topic: 'oculista', place: 'filadelfia' },
    ],
    ['busca un ensayo clínico para glaucoma', 'sp', { type: 'find-trials', condition: 'glaucoma' }],
    ['cambiar idioma a inglés', 'sp', { type: 'set-language', language: 'en' }],
    ['llama a la segunda organización', 'sp', { type: 'call', index: 2 }],
    ['volver al inicio', 'sp', { type: 'go', to: 'home' }],
    ['cierra mi sesión', 'sp', { type: 'sign-out' }],
    ['enséñame el mapa', 'sp', { type: 'show-map' }],
    ['necesito ayuda cerca de mí', 'sp', { type: 'find-help', nearMe: true }],
  ] as const)('%j', (text, language, intent) => {
    expect(parseCommand(text, language)).toEqual(intent);
  });

  it.each([
    ["what's the weather", 'en'],
    ['call my mom', 'en'],
    ['print my boarding pass', 'en'],
    ['find a pizza place near me', 'en'],
    ['pon música', 'sp'],
    ['llama a mi hija', 'sp'],
  ] as const)('refuses %j rather than doing something near it', (text, language) => {
    expect(parseCommand(text, language)).toBeNull();
  });
});

describe('parseCommand across languages', () => {
  it('understands the other language too, and prints in the interface language by default', () => {
    expect(parseCommand('find help near 19104', 'sp')).toEqual({ type: 'find-help', zip: '19104' });
    expect(parseCommand('buscar ayuda cerca de 19104', 'en')).toEqual({
      type: 'find-help',
      zip: '19104',
    });
    expect(parseCommand('print', 'sp')).toEqual({ type: 'print', language: 'sp' });
    expect(parseCommand('imprimir', 'en')).toEqual({ type: 'print', language: 'en' });
  });
});

describe('normalizeCommand', () => {
  it.each([
    ['¡Imprimir en ESPAÑOL!', 'imprimir en espanol'],
    ['  find   help,  near 19104 ', 'find help near 19104'],
    ['one nine one oh four', '19104'],
    ['uno nueve uno cero cuatro', '19104'],
    ['1 9 1 0 4', '19104'],
    // Not five digits: a number, not a ZIP code.
    ['open result three', 'open result 3'],
    ['1 9 1 0', '1 9 1 0'],
  ])('%j → %j', (text, normalized) => {
    expect(normalizeCommand(text)).toBe(normalized);
  });
});

describe('parseCommand on anything at all', () => {
  it('never throws, and answers an intent with a known type or null', () => {
    const types = new Set([
      ...ENGLISH.flatMap(([, intent]) => (intent ? [intent.type] : [])),
      ...SPANISH.flatMap(([, intent]) => (intent ? [intent.type] : [])),
    ]);
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.constantFrom('en', 'sp'), (text, language) => {
        const intent = parseCommand(text, language as CommandLanguage);
        expect(intent === null || types.has(intent.type)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
