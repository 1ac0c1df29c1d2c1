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
    showOnMap: 'Mostrar en el mapa',
    showOnMapOf: 'Mostrar en el mapa: {{name}}',
    directions: 'Cómo llegar',
    directionsTo: 'Cómo llegar a {{name}} (se abre en una pestaña nueva)',
    verified: 'Última verificación: {{date}}',
    notVerified: 'Aún sin verificar: llame para confirmar',
    outsideRadius:
      'Más lejos que la distancia elegida. Se muestra porque usted eligió esta organización.',
    national: 'Atiende a todo el país',
    statewide: 'Atiende en todo el estado ({{state}})',
  },
  list: {
    count: {
      one: '{{count}} organización cerca de {{zip}}',
      other: '{{count}} organizaciones cerca de {{zip}}',
    },
    countNearYou: {
      one: '{{count}} organización cerca de usted',
      other: '{{count}} organizaciones cerca de usted',
    },
    empty: 'No se encontró ninguna organización.',
    emptyHint: 'Pruebe con una distancia mayor.',
    loading: 'Buscando organizaciones cerca de usted…',
    failed: 'Las organizaciones no se cargaron.',
    retry: 'Intentar de nuevo',
    distance: 'Distancia',
    milesOffered:
      'La distancia puede ser de 50 o de 100 millas. Diga «a 50 millas» o «a 100 millas».',
    withinMiles: 'A menos de {{miles}} millas',
    noZip: 'Agregue su código postal a su perfil para ver organizaciones cerca de usted.',
    editProfile: 'Editar mi perfil',
    showMore: 'Mostrar más organizaciones',
    shownOf: 'Se muestran {{shown}} de {{total}}',
    loadingMore: 'Cargando más organizaciones…',
    print: 'Imprimir esta lista',
    printPreparing: 'Obteniendo todas las organizaciones para imprimir…',
    printLimited: 'Esta impresión muestra las primeras {{shown}} de {{total}} organizaciones.',
    moreFailed:
      'No se cargaron más organizaciones. Oprima «Mostrar más organizaciones» para intentarlo de nuevo.',
  },
  map: {
    show: 'Mostrar el mapa',
    hide: 'Ocultar el mapa',
    region: {
      one: 'Mapa de {{count}} organización',
      other: 'Mapa de {{count}} organizaciones',
    },
    canvas: 'Mapa. Sus botones lo mueven y cambian el zoom.',
    zoomIn: 'Acercar',
    zoomOut: 'Alejar',
    showAll: 'Mostrar todas',
    controls: 'Controles del mapa',
    panNorth: 'Mover al norte',
    panSouth: 'Mover al sur',
    panWest: 'Mover al oeste',
    panEast: 'Mover al este',
    marker: '{{item}}, {{distance}}',
    loading: 'Cargando el mapa…',
    failed:
      'El mapa no se puede mostrar en este dispositivo. La lista tiene todas las organizaciones.',
    notOnMap: {
      one: '{{count}} organización de la lista atiende a todo un estado o al país y no tiene lugar en el mapa.',
      other:
        '{{count}} organizaciones de la lista atienden a todo un estado o al país y no tienen lugar en el mapa.',
    },
    close: 'Cerrar',
    markerSelected: 'Seleccionada en la lista.',
    attribution: 'Contornos de los estados: Oficina del Censo de EE. UU.',
  },
  commands: {
    item: '{{number}}. {{name}}.',
    distance: 'A {{miles}} millas.',
    phone: 'Teléfono {{phone}}.',
    tollfree: 'Línea gratuita {{phone}}.',
    count: {
      one: '{{count}} organización.',
      other: '{{count}} organizaciones.',
    },
    endOfList: 'Esa era la última organización de la lista.',
    startOfList: 'Esa era la primera organización de la lista.',
    noSuchResult: 'No hay resultado {{number}}. La lista tiene {{count}}.',
    calling: 'Llamando a {{name}}, {{phone}}.',
    callWhich: 'Diga a cuál llamar, por ejemplo «llamar al 2».',
    noPhone: '{{name}} no tiene un número de teléfono publicado.',
    mapShown: 'Mapa visible.',
    mapHidden: 'Mapa oculto. La lista tiene todas las organizaciones.',
  },
};
