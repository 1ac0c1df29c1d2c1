import type { categories as en } from '../en/categories.ts';
import type { DictionaryShape } from '../types.ts';

// La página de categoría: su navegación, las guías y la ayuda local.
export const categories: DictionaryShape<typeof en> = {
  navLabel: 'Secciones de {{category}}',
  sectionsSelect: 'Ir a una sección',
  overview: 'Resumen',
  helpfulInformation: 'INFORMACIÓN ÚTIL',
  getHelp: 'OBTENER AYUDA',
  backToCategories: 'Volver a las categorías',
  tabsLabel: 'Guías o ayuda local',
  loading: 'Cargando la categoría…',
  failed: 'Esta categoría no se cargó.',
  retry: 'Intentar de nuevo',
  notFound: 'No existe esa categoría.',
  overviewEmpty: 'Elija una guía o un tipo de ayuda de la lista.',
  startReading: 'Leer la primera guía: {{title}}',
  guide: {
    loading: 'Cargando la guía…',
    failed: 'Esta guía no se cargó.',
    empty: 'Esta guía todavía no tiene texto.',
    print: 'Imprimir',
    printEnglish: 'Imprimir en inglés',
    printSpanish: 'Imprimir en español',
    downloading: 'Descargando el PDF…',
    downloaded: 'Se descargó el PDF {{name}}.',
    downloadFailed: 'El PDF no se descargó. Inténtelo de nuevo.',
    opensNewTab: '(se abre en una pestaña nueva)',
    stateSelect: 'Seleccione un estado para ver sus leyes',
    stateShown: 'Se muestran las leyes de {{state}}.',
    reviewed: 'Datos revisados el {{date}}',
  },
  help: {
    surveySlot: 'Aquí aparecerá la encuesta de ceguera y baja visión. Está en camino.',
    trialsSlot: 'Aquí aparecerá la búsqueda de ensayos clínicos. Está en camino.',
  },
};
