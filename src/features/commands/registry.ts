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
  phrases: Record<Language, readonly string[]>;
}

const command = (id: IntentType, phrases: Record<Language, readonly string[]>) =>
  ({
    id,
    label: `commands.label.${id}` as TranslationKey,
    keyboard: `commands.keyboard.${id}` as TranslationKey,
    phrases,
  }) satisfies CommandDefinition;

export const COMMANDS: readonly CommandDefinition[] = [
  command('find-help', {
    en: ['find help near 19104', 'find low vision clinics in Philadelphia'],
    sp: ['buscar ayuda cerca de 19104', 'buscar clínicas de baja visión en Filadelfia'],
  }),
  command('find-trials', {
    en: ['find clinical trials near 10001', 'find clinical trials'],
    sp: ['buscar ensayos clínicos cerca de 10001', 'buscar ensayos clínicos'],
  }),
  command('search-guides', {
    en: ['search guides for braille'],
    sp: ['buscar guías sobre braille'],
  }),
  command('print', {
    en: ['print in Spanish', 'print in English'],
    sp: ['imprimir en español', 'imprimir en inglés'],
  }),
  command('set-language', {
    en: ['switch to Spanish', 'switch to English'],
    sp: ['cambiar a inglés', 'cambiar a español'],
  }),
  command('go', {
    en: [
      'go to the dashboard',
      'go to my profile',
      'go to my surveys',
      'go to my payments',
      'go back',
    ],
    sp: ['ir al panel', 'ir a mi perfil', 'ir a mis encuestas', 'ir a mis pagos', 'volver'],
  }),
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
  command('open-result', { en: ['open result 3'], sp: ['abrir el resultado 3'] }),
  command('call', { en: ['call number 2', 'call'], sp: ['llamar al 2'] }),
  command('show-map', { en: ['show the map', 'show map'], sp: ['mostrar el mapa'] }),
  command('show-list', { en: ['show the list', 'hide map'], sp: ['mostrar la lista'] }),
  command('set-radius', { en: ['within 50 miles'], sp: ['a 50 millas'] }),
  command('display', {
    en: ['turn on high contrast', 'larger text', 'normal display'],
    sp: ['activar alto contraste', 'texto más grande', 'pantalla normal'],
  }),
  command('help', { en: ['what can I say', 'commands'], sp: ['qué puedo decir', 'comandos'] }),
  command('sign-in', { en: ['sign in', 'login'], sp: ['iniciar sesión'] }),
  command('stop-listening', { en: ['stop listening'], sp: ['dejar de escuchar'] }),
  command('sign-out', { en: ['log out', 'logout', 'sign out'], sp: ['cerrar sesión'] }),
];

export function commandById(id: IntentType): CommandDefinition | undefined {
  return COMMANDS.find((entry) => entry.id === id);
}
