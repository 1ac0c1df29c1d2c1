import type { myList as en } from '../en/my-list.ts';
import type { DictionaryShape } from '../types.ts';

// Mi lista (/my-list) y la página de una lista compartida (/shared/{token}).
export const myList: DictionaryShape<typeof en> = {
  heading: 'Mi lista',
  loading: 'Cargando su lista…',
  failed: 'No se pudo cargar su lista.',
  empty:
    'Su lista está vacía. Oprima Guardar en una organización, guía o ensayo clínico para agregarlo aquí.',
  retry: 'Intentar de nuevo',
  groups: {
    organization: 'Organizaciones',
    guide: 'Guías',
    trial: 'Ensayos clínicos',
  },
  unavailable: 'Ya no está disponible',
  phone: 'Teléfono',
  openGuide: 'Abrir la guía {{title}}',
  visitWebsite: 'Sitio web de {{title}}',
  note: {
    label: 'Nota sobre {{title}}',
    hint: 'Hasta 500 caracteres. Solo usted la ve, a menos que comparta sus notas.',
    save: 'Guardar nota',
    saveOf: 'Guardar nota sobre {{title}}',
    saved: 'Se guardó la nota sobre {{title}}.',
    failed: 'No se guardó la nota sobre {{title}}. Inténtelo de nuevo.',
    tooLong: 'La nota tiene {{count}} caracteres. Escriba 500 caracteres o menos.',
  },
  remove: 'Quitar',
  removeOf: 'Quitar {{title}}',
  removed: 'Se quitó {{title}} de su lista.',
  removeFailed: 'No se pudo quitar {{title}}. Inténtelo de nuevo.',
  download: {
    button: 'Descargar mi lista',
    textEnglish: 'Texto sin formato, en inglés',
    textSpanish: 'Texto sin formato, en español',
    largePrintEnglish: 'PDF en letra grande ({{size}} puntos), en inglés',
    largePrintSpanish: 'PDF en letra grande ({{size}} puntos), en español',
  },
  share: {
    heading: 'Compartir su lista',
    intro:
      'Un enlace muestra lo que hay en su lista a cualquier persona que lo tenga, sin iniciar sesión, durante 30 días. Nunca muestra su nombre ni su correo electrónico.',
    button: 'Compartir mi lista',
    dialogTitle: 'Compartir mi lista',
    includeNotes: 'Incluir mis notas',
    create: 'Crear el enlace',
    creating: 'Creando el enlace…',
    linkLabel: 'Enlace a su lista',
    linkHint: 'Copie este enlace y envíelo a una persona de confianza. Funciona hasta el {{date}}.',
    failed: 'No se creó el enlace. Inténtelo de nuevo.',
    close: 'Cerrar',
    linksHeading: 'Enlaces que creó',
    noLinks: 'No ha compartido su lista.',
    linkMade: 'Enlace {{number}}, creado el {{made}}',
    worksUntil: 'funciona hasta el {{date}}',
    withNotes: 'con sus notas',
    revoked: 'desactivado',
    expired: 'vencido',
    revoke: 'Desactivar',
    revokeOf: 'Desactivar el enlace {{number}}, creado el {{made}}',
    revokedDone: 'Se desactivó el enlace {{number}}. Quien lo abra ahora verá que ya no funciona.',
    revokeFailed: 'No se desactivó el enlace. Inténtelo de nuevo.',
  },
  email: {
    button: 'Enviar mi lista por correo',
    dialogTitle: 'Enviar mi lista por correo',
    intro: 'Envíe su lista a un máximo de tres correos electrónicos, en el idioma de esta página.',
    address: 'Correo electrónico {{number}}',
    addressHint: 'Opcional',
    includeNotes: 'Incluir mis notas',
    send: 'Enviar',
    sending: 'Enviando…',
    cancel: 'Cancelar',
    invalid: 'Escriba un correo electrónico como nombre@ejemplo.com.',
    none: 'Escriba al menos un correo electrónico.',
    sent: {
      one: 'Su lista va en camino a {{count}} dirección.',
      other: 'Su lista va en camino a {{count}} direcciones.',
    },
    failed: 'No se envió su lista. Inténtelo de nuevo.',
  },
  delete: {
    button: 'Borrar mi lista',
    title: '¿Desea borrar toda su lista?',
    body: 'Esto quita todo lo guardado y sus notas, y desactiva todos los enlaces que creó. No se puede deshacer.',
    confirm: 'Borrar mi lista',
    cancel: 'Conservar mi lista',
    done: 'Se borró su lista.',
    failed: 'No se borró su lista. Inténtelo de nuevo.',
  },
  privacy: {
    heading: 'Su lista y su privacidad',
    stored:
      'Guardamos lo que usted guarda y sus notas con su cuenta, para que pueda verlos en cualquier dispositivo. Puede borrar su lista más abajo en cualquier momento.',
    links:
      'Cualquier persona que tenga un enlace que usted creó puede ver lo que hay en su lista durante 30 días, sin iniciar sesión. Nunca ve su nombre ni su correo electrónico, y ve sus notas solo si usted decidió incluirlas.',
    revoke:
      'Para que un enlace deje de funcionar, oprima Desactivar a su lado, en Enlaces que creó.',
    email:
      'Cuando envía su lista por correo, la enviamos solo a los correos que usted escribe. Como todo correo que enviamos, el mensaje y sus direcciones quedan en nuestros registros de correo.',
  },
  shared: {
    heading: 'Una lista de ayuda compartida',
    intro:
      'Una persona que usa Vision Hub compartió esta lista con usted. Muestra organizaciones, guías y ensayos clínicos que guardó.',
    worksUntil: 'Este enlace funciona hasta el {{date}}.',
    note: 'Nota',
    loading: 'Cargando la lista…',
    failed: 'No se pudo cargar la lista.',
    empty: 'Esta lista está vacía.',
    goneHeading: 'Este enlace ya no funciona',
    goneBody:
      'La persona que compartió esta lista desactivó el enlace, o el enlace tiene más de 30 días. Pídale que vuelva a compartir su lista.',
    notFoundHeading: 'No encontramos esta lista',
    notFoundBody:
      'Revise que copió el enlace completo, o pida a la persona que lo compartió que se lo vuelva a enviar.',
    home: 'Ir a la página de inicio de Vision Hub',
    guideSignIn: 'Las guías son para miembros de Vision Hub: inicie sesión para leerlas.',
  },
};
