import type { organizations as en } from '../en/organizations.ts';
import type { DictionaryShape } from '../types.ts';

// Una tarjeta de organización y su lista: la página de categoría, la lista del mapa y la búsqueda.
export const organizations: DictionaryShape<typeof en> = {
  card: {
    call: 'Llamar a {{name}}: {{number}}',
    callTollFree: 'Llamar gratis a {{name}}: {{number}}',
    phone: 'Teléfono',
    tollFree: 'Línea gratuita',
    milesAway: 'A {{miles}} millas',
    visitWebsite: 'Visitar el sitio web',
    visitWebsiteOf: 'Visitar el sitio web: {{name}} (se abre en una pestaña nueva)',
    viewOnMap: 'Ver en el mapa',
    viewOnMapOf: 'Ver en el mapa: {{name}}',
    verified: 'Última verificación: {{date}}',
    notVerified: 'Aún sin verificar: llame para confirmar',
    national: 'Atiende a todo el país',
    statewide: 'Atiende en todo el estado ({{state}})',
  },
  list: {
    count: {
      one: '{{count}} organización cerca de {{zip}}',
      other: '{{count}} organizaciones cerca de {{zip}}',
    },
    empty: 'No se encontró ninguna organización.',
    emptyHint: 'Pruebe con una distancia mayor.',
    loading: 'Buscando organizaciones cerca de usted…',
    failed: 'Las organizaciones no se cargaron.',
    retry: 'Intentar de nuevo',
    distance: 'Distancia',
    withinMiles: 'A menos de {{miles}} millas',
    noZip: 'Agregue su código postal a su perfil para ver organizaciones cerca de usted.',
    editProfile: 'Editar mi perfil',
  },
};
