import type { settings as en } from '../en/settings.ts';
import type { DictionaryShape } from '../types.ts';

export const settings: DictionaryShape<typeof en> = {
  languageButton: 'Idioma: {{current}}',
  languageMenu: 'Elija un idioma',
  english: 'English',
  spanish: 'Español',
  languageChanged: 'La página ahora está en español.',
  displayButton: 'Opciones de pantalla',
  displayTitle: 'Opciones de pantalla',
  displayIntro: 'Los cambios se aplican enseguida y se guardan en este dispositivo.',
  highContrast: 'Alto contraste',
  highContrastHint: 'Texto blanco y amarillo sobre fondo negro.',
  largeText: 'Letra grande',
  largeTextHint: 'Texto y botones más grandes, en una sola columna.',
  highContrastOn: 'Alto contraste activado',
  highContrastOff: 'Alto contraste desactivado',
  largeTextOn: 'Letra grande activada',
  largeTextOff: 'Letra grande desactivada',
  shortcuts: 'Atajos de una tecla',
  shortcutsHint:
    '/ abre Comandos; n y p pasan al resultado siguiente o anterior. Desactívelos si dicta texto.',
  shortcutsOn: 'Atajos de una tecla activados',
  shortcutsOff: 'Atajos de una tecla desactivados',
  close: 'Cerrar',
};
