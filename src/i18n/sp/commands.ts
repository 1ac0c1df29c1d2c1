import type { commands as en } from '../en/commands.ts';
import type { DictionaryShape } from '../types.ts';

// La capa de comandos: la paleta, la página de ayuda y lo que dicen los comandos al ejecutarse.
export const commands: DictionaryShape<typeof en> = {
  paletteTitle: 'Comandos',
  inputLabel: 'Escriba un comando',
  inputHint:
    'Por ejemplo «buscar ayuda cerca de 19104» o «imprimir en español». Oprima Enter para ejecutarlo.',
  suggestions: 'Comandos que puede usar aquí',
  run: 'Ejecutar',
  close: 'Cerrar',
  noMatch: 'No entendí «{{text}}». Diga o escriba «qué puedo decir» para ver la lista.',
  noMatchChoose: 'No entendí «{{text}}». ¿Quiso decir: {{suggestions}}? Elija una opción abajo.',
  noMatchSay:
    'No entendí «{{text}}». ¿Quiso decir: {{suggestions}}? Diga «la primera», «la segunda» o «la tercera».',
  choices: 'Opciones',
  whichPlaceChoose: 'Hay {{count}} lugares que se llaman {{place}}. Elija uno abajo.',
  whichPlaceSay:
    '¿Cuál {{place}}? {{places}}. Diga «la primera», «la segunda» o «la tercera», o diga el código postal.',
  placeNotFound:
    'No encontré un lugar que se llame {{place}}. Diga su código postal, por ejemplo «buscar ayuda cerca de 19104».',
  placeFailed:
    'No pude buscar ese lugar en este momento. Diga su código postal o vuelva a intentarlo.',
  nearMeNoZip:
    'Su perfil todavía no tiene código postal. Agréguelo en Mi perfil o diga un código postal, por ejemplo «buscar ayuda cerca de 19104».',
  sayPhrase: 'Dígalo con sus propias palabras, por ejemplo «{{phrase}}».',
  notHere: '«{{label}}» no está disponible en esta página.',
  helpTitle: 'Comandos que puede decir o escribir',
  helpIntro:
    'Abra el cuadro de comandos con Ctrl+K o con el botón Comandos del encabezado, escriba un comando y oprima Enter. Cada comando tiene también un botón o enlace que hace lo mismo.',
  shortcutsTitle: 'Atajos de una tecla',
  shortcutsIntro:
    'Estas teclas funcionan cuando no está escribiendo en un campo. Desactívelas en Opciones de pantalla.',
  shortcutSlash: 'Abrir Comandos (lo mismo que Ctrl+K)',
  shortcutNext: 'Resultado siguiente de una lista',
  shortcutPrevious: 'Resultado anterior de una lista',
  helpSay: 'Diga o escriba',
  helpKeyboard: 'O use',
  helpAvailable: 'Disponible en esta página',
  signOutTitle: '¿Cerrar sesión?',
  signOutBody: 'Tendrá que iniciar sesión de nuevo para ver sus guías y organizaciones.',
  signOutConfirm: 'Cerrar sesión',
  signOutCancel: 'Seguir con la sesión',
  going: 'Abriendo {{place}}.',
  searchingNear: 'Buscando ayuda cerca de {{zip}}.',
  searchingTrials: 'Buscando ensayos clínicos cerca de {{zip}}.',
  searchingTrialsNearYou: 'Buscando ensayos clínicos cerca de usted.',
  watchingTrials:
    'Alerta guardada: cada semana le enviaremos por correo electrónico los ensayos clínicos nuevos sobre {{condition}} a menos de 100 millas de {{zip}}. Puede cambiarla en Mis alertas.',
  watchNeedsCondition:
    'Diga qué condición, por ejemplo «avísame de ensayos de glaucoma cerca de 19104».',
  watchLimit: 'Ya tiene 5 alertas. Primero borre una en Mis alertas.',
  watchFailed: 'No se guardó la alerta. Inténtelo de nuevo.',
  unwatched: {
    one: 'Se borró su alerta sobre {{condition}}.',
    other: 'Se borraron sus {{count}} alertas sobre {{condition}}.',
  },
  unwatchNone: 'No tiene ninguna alerta sobre {{condition}}.',
  needZip:
    'Diga o escriba un código postal de 5 dígitos, por ejemplo «buscar ayuda cerca de 19104».',
  categoryNotFound: 'No hay ninguna categoría llamada «{{name}}».',
  voice: {
    region: 'Comandos de voz',
    listen: 'Decir un comando',
    stop: 'Dejar de escuchar',
    listening: 'Escuchando…',
    heard: 'Entendí: «{{text}}»',
    shortcut: 'Ctrl+Shift+V empieza y deja de escuchar.',
    privacy:
      'Su navegador reconoce lo que usted dice; Chrome y Edge envían el sonido a Google o a Microsoft para hacerlo, Safari a Apple. Nosotros no grabamos nada.',
    off: 'Apagar la voz',
    stopped: 'Ya no escucho.',
    unsupported:
      'Este navegador no reconoce la voz (Firefox no puede). Use Chrome, Edge o Safari, o escriba los comandos con Ctrl+K.',
    denied:
      'El micrófono está bloqueado para este sitio. Permítalo en la configuración del sitio de su navegador y vuelva a intentarlo.',
    network:
      'El reconocimiento de voz necesita internet y no pudo conectarse. Vuelva a intentarlo.',
    offline: 'No tiene conexión, y el reconocimiento de voz la necesita.',
    noSpeech: 'No oí nada. Oprima «Decir un comando» y vuelva a intentarlo.',
    failed: 'El reconocimiento de voz se detuvo por un error. Vuelva a intentarlo.',
    recognitionLanguage: 'Idioma en que escucho',
    sameAsPage: 'El mismo de la página',
    english: 'English (US)',
    spanish: 'Español (EE. UU.)',
    readAloud: 'Leer las respuestas en voz alta',
    readAloudHint:
      'Para quienes no usan un lector de pantalla: las respuestas a los comandos hablados también las lee la voz del navegador.',
    stopReading: 'Dejar de leer',
  },
  label: {
    'find-help': 'Buscar ayuda cerca de un código postal',
    'find-trials': 'Buscar ensayos clínicos cerca de un código postal',
    'watch-trials':
      'Recibir por correo los ensayos clínicos nuevos sobre una condición cerca de un código postal',
    'unwatch-trials': 'Dejar de recibir correos sobre ensayos clínicos de una condición',
    call: 'Llamar a una organización de la lista',
    'search-guides': 'Buscar en las guías',
    print: 'Imprimir esta guía en inglés o en español',
    download: 'Descargar esta guía como libro electrónico, texto sin formato o letra grande',
    'set-language': 'Cambiar el idioma',
    go: 'Ir a una página',
    'open-category': 'Abrir una categoría',
    'read-results': 'Leer los resultados',
    next: 'Resultado siguiente',
    previous: 'Resultado anterior',
    'open-result': 'Abrir un resultado por su número',
    'show-map': 'Mostrar el mapa',
    'show-list': 'Ocultar el mapa y dejar la lista',
    'set-radius': 'Buscar a 50 o 100 millas',
    display: 'Cambiar la pantalla',
    help: 'Ver la lista de comandos',
    'sign-in': 'Iniciar sesión',
    'sign-out': 'Cerrar sesión',
    'stop-listening': 'Dejar de escuchar',
  },
  keyboard: {
    'find-help': 'El campo «{{control}}» del buscador del encabezado',
    'find-trials': 'El enlace de ensayos clínicos en la categoría de investigación',
    'watch-trials': 'El botón «{{control}}» sobre los ensayos clínicos',
    'unwatch-trials': 'Los botones Borrar de la página «{{control}}» del menú de la cuenta',
    call: 'El enlace del número de teléfono de una organización',
    'search-guides': 'El campo «{{control}}» del buscador del encabezado',
    print: 'El botón «{{control}}» de una guía',
    download:
      'El botón «{{control}}» de una guía; en la vista general de una categoría, el libro electrónico con todas sus guías',
    'set-language': 'El menú «{{control}}» del encabezado',
    go: 'Los enlaces del encabezado y el menú «{{control}}»; el botón para volver atrás del navegador',
    'open-category': 'Los enlaces de las categorías en el panel',
    'read-results': 'Las teclas de lectura de su lector de pantalla en la lista de organizaciones',
    next: 'Tab hasta la organización siguiente de la lista',
    previous: 'Shift+Tab hasta la organización anterior de la lista',
    'open-result': 'El botón «{{control}}» de una organización',
    'show-map': 'El botón «{{control}}» encima de la lista',
    'show-list': 'El botón «{{control}}» encima de la lista',
    'set-radius': 'La opción «{{control}}» encima de la lista',
    display: 'El menú «{{control}}» del encabezado',
    help: 'Esta página, desde el botón «{{control}}» del encabezado',
    'sign-in': 'El botón «{{control}}» del encabezado',
    'sign-out': 'El botón «{{control}}» del encabezado',
    'stop-listening': 'El botón «{{control}}», o Ctrl+Shift+V',
  },
};
