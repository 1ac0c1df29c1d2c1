import type { search as en } from '../en/search.ts';
import type { DictionaryShape } from '../types.ts';

// La búsqueda del encabezado (usuarios con acceso, en el panel y las páginas de categoría).
export const search: DictionaryShape<typeof en> = {
  region: 'Buscar',
  type: 'Buscar en',
  helpful: 'Información útil',
  getHelp: 'Obtener ayuda',
  guidesLabel: 'Buscar en las guías',
  guidesHint: 'Escriba al menos 3 letras, en español o en inglés.',
  placeLabel: 'Código postal o ciudad',
  placeHint:
    'Un código postal de 5 dígitos, o el comienzo del nombre de una ciudad, si quiere seguido de una coma y su estado («Erie, PA»).',
  submit: 'Buscar',
  count: {
    one: '{{count}} sugerencia',
    other: '{{count}} sugerencias',
  },
  noResults: 'No se encontraron resultados',
  tryDifferent: 'Pruebe con otras palabras',
  invalidZip: 'Ingrese un código postal válido',
  failed: 'La búsqueda no funcionó. Inténtelo de nuevo.',
  guideOption: '{{title}} ({{category}})',
  placeOption: '{{city}}, {{state}} {{zip}}',
  organizationOption: '{{organization}}, {{city}}, {{state}}',
};
