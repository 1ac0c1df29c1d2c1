import type { shell as en } from '../en/shell.ts';
import type { DictionaryShape } from '../types.ts';

export const shell: DictionaryShape<typeof en> = {
  siteName: 'Vision Hub',
  documentTitle: '{{page}} – Vision Hub',
  errorTitlePrefix: 'Error: {{title}}',
  skipLink: 'Saltar al contenido principal',
  logo: 'Vision Hub',
  mainNav: 'Principal',
  footerNav: 'Pie de página',
  home: 'Inicio',
  personal: 'Para personas',
  ourProvider: 'Para profesionales',
  ourStory: 'Nuestra historia',
  ourTeam: 'Nuestro equipo',
  privacy: 'Política de privacidad',
  terms: 'Términos de uso',
  description:
    'Guías, ayuda local e investigación para personas ciegas o con baja visión, en inglés y español.',
  copyright: '© 2024 Vision Hub',
  tagline: 'Guías, ayuda local e investigación para personas con pérdida de la visión.',
  notifications: 'Notificaciones',
  dismiss: 'Cerrar',
  loadingPage: 'Cargando la página…',
  loadFailedTitle: 'Esta página no se cargó',
  loadFailedBody: 'Revise su conexión y vuelva a intentarlo.',
  retry: 'Intentar de nuevo',
  tooManyRequestsTitle: 'Demasiadas solicitudes',
  tooManyRequestsBody:
    'Recibimos muchas solicitudes desde su red en poco tiempo. Espere un minuto y vuelva a intentarlo.',
  opensInNewTab: '(se abre en una pestaña nueva)',
  accountMenu: 'Mi cuenta',
  profile: 'Perfil',
  mySurveys: 'Mis encuestas',
  myAlerts: 'Mis alertas',
  myList: 'Mi lista',
  payments: 'Pagos',
  menu: 'Menú',
  closeMenu: 'Cerrar el menú',
  search: 'Mostrar la búsqueda',
  commands: 'Comandos',
  voice: 'Voz',
  logout: 'Cerrar sesión',
  dashboardHome: 'Panel principal',
  signInRequiredTitle: 'Inicie sesión',
  signInRequiredBody: 'Debe iniciar sesión para ver esta página.',
  signIn: 'Iniciar sesión',
  apiErrors: {
    validationFailed: 'Algunos de los datos no son válidos. Revíselos y vuelva a intentarlo.',
    malformedRequest:
      'Su navegador envió una solicitud que no pudimos leer. Vuelva a cargar la página e inténtelo de nuevo.',
    notFound: 'No encontramos lo que buscaba.',
    gone: 'Este enlace venció o se desactivó.',
    unauthorized: 'Vuelva a iniciar sesión para continuar.',
    forbidden: 'No tiene acceso a esto.',
    subscriptionRequired: 'Parece que no tiene una suscripción activa.',
    conflict: 'Esto cambió mientras tanto. Vuelva a cargar la página e inténtelo de nuevo.',
    rateLimited: 'Demasiadas solicitudes desde su red. Espere un minuto y vuelva a intentarlo.',
    payloadTooLarge: 'Lo que envió es demasiado grande. Envíe menos y vuelva a intentarlo.',
    requestTimeout:
      'Su solicitud tardó demasiado en llegar. Revise su conexión y vuelva a intentarlo.',
    unsupportedMediaType:
      'Su navegador envió algo que no podemos aceptar aquí. Vuelva a cargar la página e inténtelo de nuevo.',
    headerTooLarge:
      'Su navegador envió demasiados datos con la solicitud, a menudo demasiadas cookies. Borre las cookies de este sitio y vuelva a intentarlo.',
    internal: 'Algo salió mal de nuestro lado. Vuelva a intentarlo más tarde.',
    unavailable: 'El servicio no está disponible ahora. Vuelva a intentarlo en unos minutos.',
    cursorMalformed:
      'No pudimos leer dónde se detuvo la lista. Vuelva a cargar la página e inténtelo de nuevo.',
    cursorStale:
      'La lista cambió desde que se cargó. Vuelva a cargar la página para verla desde el principio.',
  },
};
