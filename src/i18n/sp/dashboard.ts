import type { dashboard as en } from '../en/dashboard.ts';
import type { DictionaryShape } from '../types.ts';

export const dashboard: DictionaryShape<typeof en> = {
  welcome: 'Hola, {{name}}',
  welcomeNoName: 'Hola',
  title: 'Panel principal',
  intro: 'Elija una categoría para encontrar guías y ayuda local.',
  categoriesHeading: 'Categorías de ayuda',
  loading: 'Cargando las categorías…',
  failed: 'Las categorías no se cargaron.',
  retry: 'Intentar de nuevo',
  empty: 'Todavía no hay categorías para mostrar.',
};
