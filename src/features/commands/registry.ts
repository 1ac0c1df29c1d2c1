import type { Language, TranslationKey } from '../../i18n/dictionaries.ts';
import type { IntentType } from '../../lib/commands.ts';

/**
 * A command users can say or type. The registry feeds the palette's suggestions, the help
 * page and the tests that hold the parser to it: each phrase must parse to the command's own
 * intent, in its language. Phrases include the words of the visible control that does the
 * same (a button or menu item), so the app's voice, Dragon and Voice Control share one
 * vocabulary. Whether a command can run is up to the screen on show (lib/commands.ts).
 */
export interface CommandDefinition {
  id: IntentType;
  label: TranslationKey;
  /** The keyboard or pointer way to do the same. */
  keyboard: TranslationKey;
  /**
   * The string that names the control `keyboard` refers to, the same key the control renders
   * as its label. The help text takes the name from it ({{control}}) so it never drifts from
   * the words on the button, which are what Dragon and Voice Control users say.
   */
  control?: TranslationKey;
  phrases: Record<Language, readonly string[]>;
}

const command = (
  id: IntentType,
  phrases: Record<Language, readonly string[]>,
  control?: TranslationKey,
) =>
  ({
    id,
    label: `commands.label.${id}` as TranslationKey,
    keyboard: `commands.keyboard.${id}` as TranslationKey,
    ...(control ? { control } : {}),
    phrases,
  }) satisfies CommandDefinition;

export const COMMANDS: readonly CommandDefinition[] = [
  command(
    'find-help',
    {
      en: ['find help near 19104', 'find low vision clinics in Philadelphia'],
      sp: ['buscar ayuda cerca de 19104', 'buscar clínicas de baja visión en Filadelfia'],
    },
    'search.placeLabel',
  ),
  command('find-trials', {
    en: ['find clinical trials near 10001', 'find clinical trials'],
    sp: ['buscar ensayos clínicos cerca de 10001', 'buscar ensayos clínicos'],
  }),
  command(
    'watch-trials',
    {
      en: ['watch trials for glaucoma near 19104', 'e-mail me new trials for glaucoma'],
      sp: ['avísame de ensayos de glaucoma cerca de 19104', 'avísame de ensayos de glaucoma'],
    },
    'categories.trials.watch.open',
  ),
  command(
    'unwatch-trials',
    {
      en: ['stop watching trials for glaucoma'],
      sp: ['deja de avisarme de ensayos de glaucoma'],
    },
    'shell.myAlerts',
  ),
  command(
    'search-guides',
    {
      en: ['search guides for braille'],
      sp: ['buscar guías sobre braille'],
    },
    'search.guidesLabel',
  ),
  command(
    'print',
    {
      en: ['print in Spanish', 'print in English'],
      sp: ['imprimir en español', 'imprimir en inglés'],
    },
    'categories.guide.print',
  ),
  command(
    'set-language',
    {
      en: ['switch to Spanish', 'switch to English'],
      sp: ['cambiar a inglés', 'cambiar a español'],
    },
    'settings.languageButton',
  ),
  command(
    'go',
    {
      en: [
        'go to the dashboard',
        'go to my profile',
        'go to my surveys',
        'go to my payments',
        'open my list',
        'go back',
      ],
      sp: [
        'ir al panel',
        'ir a mi perfil',
        'ir a mis encuestas',
        'ir a mis pagos',
        'abre mi lista',
        'volver',
      ],
    },
    'shell.accountMenu',
  ),
  command('open-category', {
    en: ['open transportation'],
    sp: ['abrir la categoría empleo'],
  }),
  command('read-results', {
    en: ['read the results'],
    sp: ['leer los resultados'],
  }),
  command('next', { en: ['next result'], sp: ['siguiente resultado'] }),
  command('previous', { en: ['previous result'], sp: ['resultado anterior'] }),
  command(
    'open-result',
    { en: ['open result 3'], sp: ['abrir el resultado 3'] },
    'organizations.card.showOnMap',
  ),
  command('call', { en: ['call number 2', 'call'], sp: ['llamar al 2'] }),
  command(
    'show-map',
    { en: ['show the map', 'show map'], sp: ['mostrar el mapa'] },
    'organizations.map.show',
  ),
  command(
    'show-list',
    { en: ['show the list', 'hide map'], sp: ['mostrar la lista'] },
    'organizations.map.hide',
  ),
  command(
    'set-radius',
    { en: ['within 50 miles'], sp: ['a 50 millas'] },
    'organizations.list.distance',
  ),
  command(
    'display',
    {
      en: ['turn on high contrast', 'larger text', 'normal display'],
      sp: ['activar alto contraste', 'texto más grande', 'pantalla normal'],
    },
    'settings.displayButton',
  ),
  // After the map's commands: "mapa grande" shares a word with both, and the map is meant.
  command(
    'download',
    {
      en: ['download as an e-book', 'download as plain text', 'download in large print'],
      sp: [
        'descargar como libro electrónico',
        'descargar en texto sin formato',
        'descargar en letra grande',
      ],
    },
    'categories.guide.print',
  ),
  command(
    'help',
    { en: ['what can I say', 'commands'], sp: ['qué puedo decir', 'comandos'] },
    'shell.commands',
  ),
  command('sign-in', { en: ['sign in', 'login'], sp: ['iniciar sesión'] }, 'auth.loginMenu'),
  command(
    'stop-listening',
    { en: ['stop listening'], sp: ['dejar de escuchar'] },
    'commands.voice.stop',
  ),
  command(
    'sign-out',
    { en: ['log out', 'logout', 'sign out'], sp: ['cerrar sesión'] },
    'shell.logout',
  ),
];

export function commandById(id: IntentType): CommandDefinition | undefined {
  return COMMANDS.find((entry) => entry.id === id);
}
