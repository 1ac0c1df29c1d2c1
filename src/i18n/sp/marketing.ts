import type { marketing as en } from '../en/marketing.ts';
import type { DictionaryShape } from '../types.ts';

// Español de EE. UU., trato de usted. Se adapta el sentido, no se traduce palabra por palabra.
export const marketing: DictionaryShape<typeof en> = {
  signUp: {
    button: 'Comenzar mi prueba gratis',
    pending: 'Abriendo la página para iniciar sesión…',
    failed:
      'No pudimos abrir la página para iniciar sesión. Revise su conexión y vuelva a intentarlo.',
  },

  personal: {
    heading: 'Vision Hub para usted y su familia',
    title: 'Para personas',
    intro:
      'La pérdida de la visión cambia muchas cosas del día a día. Vision Hub le ayuda a encontrar respuestas claras y ayuda real cerca de usted, en español o en inglés. Es para personas ciegas o con baja visión, sus familiares y amigos, y para personas veteranas.',
    featuresHeading: 'Lo que puede hacer con Vision Hub',
    features: {
      guides: {
        title: 'Leer guías para cada parte de su vida',
        body: 'Cada categoría de ayuda, como leer, cocinar, moverse por su cuenta, el trabajo o los beneficios, tiene guías cortas y fáciles de entender. Puede imprimir cualquier guía en PDF, en español o en inglés.',
      },
      nearby: {
        title: 'Encontrar ayuda cerca de usted',
        body: 'Escriba su código postal para encontrar grupos de apoyo, agencias de rehabilitación y clínicas de baja visión cercanas. Véalas en un mapa o escúchelas en una lista con teléfonos y direcciones.',
      },
      trials: {
        title: 'Buscar ensayos clínicos',
        body: 'Busque ensayos clínicos sobre enfermedades de los ojos cerca de su casa. Cada ensayo indica a quién llamar y cómo saber si usted podría participar.',
      },
      survey: {
        title: 'Responder la encuesta de ceguera y baja visión',
        body: 'Conteste una encuesta corta sobre su vista y sus tareas diarias. Después verá una lista de optometristas que se especializan en baja visión. Lleve sus respuestas a la cita.',
      },
      access: {
        title: 'Úselo a su manera',
        body: 'Vision Hub funciona con lectores de pantalla, solo con el teclado y con magnificadores de pantalla. También puede usar comandos de voz o escritos, usar letra grande o alto contraste, y cambiar entre español e inglés cuando quiera.',
      },
      veterans: {
        title: 'Más ayuda para veteranos',
        body: 'Los veteranos ven una categoría adicional con guías sobre la rehabilitación para personas ciegas del VA (Departamento de Asuntos de Veteranos) y otros servicios para quienes sirvieron.',
      },
    },
    plansHeading: 'Planes y su prueba gratis',
    plansIntro:
      'Comience con una prueba gratis de 6 meses. Durante la prueba tiene acceso a todo. Antes de que termine, puede elegir un plan pagado para seguir usando Vision Hub, o cancelar.',
    plansPrices:
      'Los precios están en dólares estadounidenses. Antes de pagar, verá el precio y la duración de cada plan.',
    plansAusa:
      'Los miembros de la Asociación del Ejército de los Estados Unidos (AUSA, por sus siglas en inglés) reciben un 20% de descuento después de la prueba gratis.',
    ausaLink: 'Ver la oferta para miembros de AUSA',
    joinHeading: '¿Desea comenzar?',
    joinBody: 'Cree su cuenta y comience su prueba gratis de 6 meses.',
    joinLink: 'Únase',
  },

  freeTrial: {
    heading: 'Regístrese hoy y comience su prueba gratis de 6 meses',
    title: 'Prueba gratis',
    intro:
      'Pruebe todo lo que ofrece Vision Hub durante 6 meses, gratis. Vea si le sirve a usted o a un ser querido.',
    includesHeading: 'Lo que incluye su prueba',
    includes: {
      guides: 'Guías para cada categoría de ayuda, con PDF para imprimir en español y en inglés',
      nearby: 'Organizaciones de apoyo cerca de su código postal, en un mapa y en una lista',
      trials: 'Búsqueda de ensayos clínicos sobre enfermedades de los ojos cerca de usted',
      survey: 'La encuesta de ceguera y baja visión, y una lista de optometristas de baja visión',
      access: 'Comandos de voz y de teclado, letra grande y alto contraste',
    },
    stepsHeading: 'Cómo registrarse',
    steps: {
      start: 'Seleccione «{{button}}» más abajo.',
      account: 'Inicie sesión, o cree una cuenta, en nuestra página segura de inicio de sesión.',
      profile: 'Complete su perfil. Con su código postal podemos mostrarle ayuda cerca de usted.',
    },
    afterHeading: 'Cuando termina la prueba',
    after:
      'Su prueba dura 6 meses. Antes de que termine, puede elegir un plan pagado para seguir usando Vision Hub. Si no desea continuar, puede cancelar antes de que termine la prueba.',
    ausaNote:
      '¿Es usted miembro de la Asociación del Ejército de los Estados Unidos (AUSA, por sus siglas en inglés)? Use la página para miembros para que se guarde su descuento.',
    ausaLink: 'Ir a la página para miembros de AUSA',
  },

  ausa: {
    heading: 'Miembros de AUSA: les damos la bienvenida',
    title: 'Miembros de AUSA',
    intro:
      'Los miembros de la Asociación del Ejército de los Estados Unidos (AUSA, por sus siglas en inglés) tienen una oferta especial en Vision Hub. Es para miembros con pérdida de la visión y para miembros que apoyan a alguien que la tiene.',
    offerHeading: 'Su oferta como miembro',
    offer: {
      trial: 'Una prueba gratis de Vision Hub por 6 meses.',
      discount: 'Después de la prueba, un 20% de descuento en su plan por ser miembro de AUSA.',
      receipt:
        'El descuento del 20% para miembros aparecerá en el recibo que le enviaremos por correo electrónico.',
    },
    saved:
      'Guardamos su descuento de miembro en este navegador. Regístrese desde este mismo navegador y el descuento se aplicará automáticamente. No necesita escribir ningún código.',
    veteransHeading: 'Lo que los veteranos encuentran en Vision Hub',
    veterans: {
      category:
        'Una categoría para veteranos, con guías sobre los servicios de rehabilitación para personas ciegas del VA y sus beneficios.',
      guides: 'Guías para la vida diaria, con PDF para imprimir en español y en inglés.',
      nearby: 'Organizaciones de apoyo cerca de su código postal, en un mapa y en una lista.',
      trials:
        'Búsqueda de ensayos clínicos y una encuesta de baja visión que puede llevar a su médico de los ojos.',
    },
    signUpHeading: 'Comience su prueba gratis',
    signUpBody:
      'Cree su cuenta para empezar. Si Vision Hub no es para usted, puede cancelar antes de que termine la prueba.',
  },

  provider: {
    heading: 'Vision Hub para profesionales del cuidado de los ojos y de la rehabilitación',
    title: 'Para profesionales',
    intro:
      'Usted atiende los ojos de sus pacientes. Pero ellos también necesitan ayuda en casa, en el trabajo y en su comunidad. Vision Hub les da un lugar donde encontrar esa ayuda, en español o en inglés, después de salir de su consultorio.',
    helpsHeading: 'Cómo Vision Hub le ayuda a usted y a sus pacientes',
    helps: {
      refer: {
        title: 'Recomiende Vision Hub a sus pacientes',
        body: 'Envíe a sus pacientes y a sus familias a Vision Hub cuando estén listos para aprender a vivir con la pérdida de la visión. Pueden empezar con una prueba gratis de 6 meses.',
      },
      guides: {
        title: 'Comparta las guías',
        body: 'Imprima nuestras guías fáciles de leer, en español o en inglés, y repártalas en su clínica. Tratan sobre la lectura, la vida diaria, cómo moverse, el trabajo y los beneficios.',
      },
      nearby: {
        title: 'Indique servicios locales',
        body: 'Sus pacientes pueden encontrar agencias de rehabilitación, grupos de apoyo y clínicas de baja visión cerca de su código postal, en un mapa o en una lista.',
      },
      survey: {
        title: 'Mejores citas de baja visión',
        body: 'Sus pacientes pueden responder la encuesta de ceguera y baja visión antes de una cita y llevar sus respuestas al optometrista de baja visión.',
      },
    },
    siteHeading: 'El sitio para profesionales',
    siteBody:
      'Los profesionales tienen su propio sitio de Vision Hub, separado de este. Inicie sesión allí para administrar su cuenta profesional.',
    siteLink: 'Ir al sitio para profesionales',
    redirectHeading: 'Abriendo el sitio para profesionales',
    redirecting: 'Estamos abriendo el sitio para profesionales…',
    redirectFallback: 'Si el sitio para profesionales no se abre, use este enlace:',
  },

  story: {
    heading: 'Nuestra historia',
    intro:
      'Vision Hub nació de un problema sencillo. Las personas que estaban perdiendo la vista, y sus familias, no sabían dónde buscar ayuda. La ayuda existía, pero era difícil de encontrar y muchas veces estaba solo en inglés.',
    timelineHeading: 'Cómo creció Vision Hub',
    steps: {
      notes: {
        year: '2018',
        title: 'Una lista de servicios locales',
        body: 'Nuestra fundadora, terapeuta de rehabilitación de baja visión, empieza a llevar una lista de servicios locales para dársela a sus clientes y a sus familias.',
      },
      spanish: {
        year: '2020',
        title: 'La lista pasa a internet, en dos idiomas',
        body: 'Muchos servicios pasan a atender por teléfono y por video. La lista se convierte en un documento compartido en internet, en español y en inglés, que un grupo de voluntarios ayuda a mantener al día.',
      },
      guides: {
        year: '2022',
        title: 'Las primeras guías',
        body: 'Se forma un pequeño equipo. Escribimos las primeras guías en lenguaje sencillo y las probamos con usuarios de lectores de pantalla.',
      },
      testing: {
        year: '2023',
        title: 'Pruebas con usuarios reales',
        body: 'Personas con baja visión, familiares y veteranos prueban las primeras versiones. Sus ideas dan forma al sitio: guías para imprimir, búsqueda por código postal y una lista junto a cada mapa.',
      },
      launch: {
        year: '2024',
        title: 'Se lanza Vision Hub',
        body: 'Vision Hub abre al público, en español y en inglés, con una prueba gratis de 6 meses.',
      },
    },
    valuesHeading: 'Lo que guía nuestro trabajo',
    values: {
      access: 'Cada página debe funcionar con lector de pantalla, con teclado y con magnificador.',
      plain: 'Escribimos con palabras sencillas, en español y en inglés.',
      local: 'Muchas veces la ayuda real está cerca de casa. Le ayudamos a encontrarla.',
      honest:
        'Compartimos información, no consejos médicos. Su médico de los ojos es quien mejor conoce su vista.',
    },
    teamLink: 'Conozca a nuestro equipo',
  },

  team: {
    heading: 'Nuestro equipo',
    intro:
      'Somos un equipo pequeño. Algunos vivimos con pérdida de la visión. Todos hemos visto cuánto puede cambiar la vida diaria con la ayuda adecuada.',
    listHeading: 'Conozca al equipo',
    readBio: 'Leer la biografía de {{name}}',
    close: 'Cerrar',
    members: {
      founder: {
        name: 'Elena Martínez',
        role: 'Fundadora y terapeuta de rehabilitación de baja visión',
        summary:
          'Elena lleva más de 15 años ayudando a personas a adaptarse a la pérdida de la visión.',
        bio1: 'Elena es terapeuta certificada en rehabilitación de baja visión. Ha trabajado en Pensilvania con adultos que están perdiendo la vista, tanto en clínicas como en sus hogares.',
        bio2: 'Al final de cada visita, las familias le hacían la misma pregunta: ¿dónde más podemos conseguir ayuda? Ella empezó a anotar las respuestas. Esa lista se convirtió en Vision Hub.',
        bio3: 'Elena creció hablando español en casa. Se asegura de que cada guía sea igual de útil en español que en inglés.',
      },
      accessibility: {
        name: 'Marcus Reed',
        role: 'Líder de accesibilidad',
        summary:
          'Marcus usa un lector de pantalla todos los días y prueba cada página que creamos.',
        bio1: 'Marcus tiene retinosis pigmentaria. Usa un lector de pantalla en el trabajo y en casa desde hace más de diez años.',
        bio2: 'Antes de publicar una página de Vision Hub, él la revisa con lectores de pantalla, solo con el teclado y con magnificadores. Si una página no le funciona a él, no se publica.',
        bio3: 'Antes de unirse a Vision Hub, Marcus revisaba la accesibilidad de sitios web y aplicaciones. En su tiempo libre le gustan los audiolibros y andar en bicicleta tándem.',
      },
      content: {
        name: 'Sofía Herrera',
        role: 'Editora de contenido bilingüe',
        summary: 'Sofía escribe y edita nuestras guías en español y en inglés.',
        bio1: 'Sofía escribe y edita las guías de Vision Hub en español y en inglés. Se esfuerza para que cada guía sea corta, clara y fácil de leer en voz alta.',
        bio2: 'Creció ayudando a su abuela, que tenía retinopatía diabética, a llenar formularios y a buscar servicios. Sabe lo difícil que es cuando la información está solo en inglés.',
        bio3: 'Antes de unirse al equipo, Sofía trabajó como intérprete médica. Ella revisa que nuestro español suene natural y no como una traducción palabra por palabra.',
      },
      veterans: {
        name: 'James Kowalski',
        role: 'Coordinador de enlace con veteranos',
        summary:
          'James es veterano del Ejército de EE. UU. y ayuda a otros veteranos a encontrar los servicios que se han ganado.',
        bio1: 'James sirvió en el Ejército de los Estados Unidos. Años después, el glaucoma le quitó gran parte de la vista.',
        bio2: 'Un programa de rehabilitación para personas ciegas del VA le enseñó nuevas formas de leer, cocinar y moverse. Él quiere que todos los veteranos con pérdida de la visión sepan que existe ayuda como esa.',
        bio3: 'James habla sobre Vision Hub con grupos de veteranos y sus familias. También revisa las guías de nuestra categoría para veteranos.',
      },
    },
  },

  terms: {
    heading: 'Términos de uso',
    updated: 'Última actualización: 2024',
    intro:
      'Estos términos explican las reglas para usar Vision Hub. Le pedimos que los lea. Al usar Vision Hub, usted acepta estos términos.',
    medical: {
      heading: 'Solo información, no consejos médicos',
      p1: 'Vision Hub ofrece información general. No es un consejo médico. No reemplaza una consulta con un médico, un médico de los ojos u otro profesional de la salud.',
      p2: 'Consulte siempre a su médico sobre sus ojos, su salud y cualquier tratamiento. No deje de seguir un consejo médico, ni espere para pedirlo, por algo que haya leído en Vision Hub.',
      p3: 'Si tiene una emergencia médica, como una pérdida repentina de la vista, llame al 911 o vaya a la sala de emergencias más cercana.',
    },
    who: {
      heading: 'Quién puede usar Vision Hub',
      p1: 'Vision Hub es para adultos. Si usted es menor de 18 años, solo puede usar Vision Hub con la supervisión de su padre, madre o tutor legal, quien debe aceptar estos términos.',
    },
    account: {
      heading: 'Su cuenta',
      p1: 'Usted inicia sesión a través de nuestro servicio seguro de inicio de sesión. No comparta sus datos de acceso. Usted es responsable de lo que se haga con su cuenta.',
      p2: 'Le pedimos que dé información verdadera y actualizada en su perfil. La usamos para mostrarle ayuda cerca de usted.',
    },
    subscriptions: {
      heading: 'Suscripciones y pruebas gratis',
      p1: 'Los nuevos miembros pueden comenzar con una prueba gratis de 6 meses. Antes de que termine, puede elegir un plan pagado para seguir usando Vision Hub, o puede cancelar.',
      p2: 'Los precios están en dólares estadounidenses. Antes de pagar, verá el precio y la duración del plan. Los pagos los procesa nuestro proveedor de pagos.',
      p3: 'Los miembros de la Asociación del Ejército de los Estados Unidos (AUSA, por sus siglas en inglés) reciben un 20% de descuento después de la prueba gratis. El descuento aparece en el recibo que le enviamos por correo electrónico.',
      p4: 'Es posible que cambiemos los planes o los precios en el futuro. Un cambio no afectará un plan que usted ya haya pagado.',
    },
    listings: {
      heading: 'Organizaciones, ensayos clínicos y otros sitios web',
      p1: 'Vision Hub muestra organizaciones, médicos de los ojos y ensayos clínicos que dirigen otras personas o entidades. Que aparezcan en Vision Hub no significa que los recomendemos a ellos ni sus servicios. No somos responsables de lo que hagan.',
      p2: 'Los servicios, los horarios y los ensayos clínicos cambian. Tratamos de mantener nuestras listas al día, pero le recomendamos comunicarse con la organización antes de ir.',
      p3: 'Algunos enlaces abren sitios web que no controlamos. En esos sitios se aplican sus propios términos y políticas de privacidad.',
    },
    use: {
      heading: 'Uso correcto de Vision Hub',
      p1: 'No haga mal uso de Vision Hub. Por ejemplo, no intente entrar sin permiso, sobrecargar el sitio, copiar grandes partes con herramientas automáticas, ni usarlo para hacer daño a otras personas.',
      p2: 'Podemos suspender o cerrar una cuenta que no cumpla estos términos.',
    },
    copyright: {
      heading: 'Derechos de autor',
      p1: 'Las guías, los textos, el diseño y el logotipo de Vision Hub están protegidos por derechos de autor. Pertenecen a Vision Hub o a quienes nos permiten usarlos.',
      p2: 'Puede imprimir y compartir nuestras guías para uso personal y sin fines comerciales. Por ejemplo, puede darle una guía a un familiar o a su equipo de cuidado. Le pedimos que deje nuestro nombre en ella. Para cualquier otro uso, pídanos permiso primero.',
    },
    liability: {
      heading: 'Límites de nuestra responsabilidad',
      p1: 'Trabajamos mucho para que Vision Hub sea correcto y esté disponible. Pero lo ofrecemos «tal como está». No podemos prometer que funcione siempre, ni que toda la información esté completa, sea correcta o esté al día.',
      p2: 'En la medida en que la ley lo permita, Vision Hub no es responsable de pérdidas o daños causados por usar el sitio, o por no poder usarlo. Esto incluye las decisiones que usted tome con base en la información que encuentre aquí.',
      p3: 'Si se determina que somos responsables, nuestra responsabilidad total se limita a la cantidad que usted nos haya pagado en los 12 meses antes del reclamo.',
      p4: 'Algunos lugares no permiten estos límites. En ese caso, se aplican solo en la medida en que la ley lo permita.',
    },
    changes: {
      heading: 'Cambios a estos términos',
      p1: 'Es posible que actualicemos estos términos. Si lo hacemos, publicaremos los nuevos términos en esta página y cambiaremos la fecha al principio. Si sigue usando Vision Hub después de un cambio, usted acepta los nuevos términos.',
    },
    law: {
      heading: 'Ley aplicable',
      p1: 'Estos términos se rigen por las leyes del Estado Libre Asociado de Pensilvania, en los Estados Unidos. Cualquier disputa se resolverá en los tribunales de Pensilvania.',
    },
    contact: {
      heading: 'Comuníquese con nosotros',
      p1: 'Si tiene preguntas sobre estos términos, comuníquese con el equipo de Vision Hub. Haremos lo posible por responderle en el idioma en que nos escriba, español o inglés.',
    },
  },

  privacy: {
    heading: 'Política de privacidad',
    updated: 'Última actualización: 2024',
    intro:
      'Esta política explica qué información recopila Vision Hub, para qué la usamos y cómo la protegemos. Nunca vendemos su información personal.',
    collect: {
      heading: 'Qué información recopilamos',
      p1: 'Recopilamos solo lo que necesitamos para que Vision Hub funcione:',
      account:
        'Datos de la cuenta: su nombre y correo electrónico, que recibimos de nuestro servicio de inicio de sesión.',
      profile:
        'Datos del perfil: por ejemplo, su fecha de nacimiento, teléfono, dirección, ciudad, estado, código postal y si es veterano o veterana.',
      survey:
        'Respuestas a encuestas: lo que responde en nuestro cuestionario y en la encuesta de ceguera y baja visión.',
      payments:
        'Registros de pago: su plan, la cantidad y las fechas de inicio y fin. Su tarjeta la maneja nuestro proveedor de pagos. Nosotros no vemos ni guardamos el número de su tarjeta.',
      searches:
        'Búsquedas: los códigos postales, ciudades y palabras que busca, para poder mostrarle resultados.',
      technical:
        'Datos técnicos: nuestros servidores guardan registros básicos, como su dirección IP y la hora de cada solicitud, para que el sitio sea seguro y funcione bien.',
    },
    storage: {
      heading: 'Cookies y almacenamiento local',
      p1: 'Vision Hub guarda algunos datos pequeños en su navegador. Sirven para recordar:',
      language: 'su idioma, español o inglés;',
      display: 'sus preferencias de pantalla, como letra grande o alto contraste;',
      signIn: 'que usted ya inició sesión, para que no tenga que hacerlo en cada página;',
      offer:
        'si comenzó una prueba gratis o llegó desde la página para miembros de AUSA, para aplicar su oferta.',
      p2: 'No usamos cookies de publicidad. Puede borrar estos datos cuando quiera desde la configuración de su navegador. Si lo hace, tal vez tenga que volver a iniciar sesión y elegir sus preferencias otra vez.',
    },
    voice: {
      heading: 'Comandos de voz',
      p1: 'Los comandos de voz están apagados hasta que usted los encienda. Cuando están encendidos, el servicio de voz de su navegador convierte lo que usted dice en texto. Según el navegador que use, el sonido puede enviarse a la empresa que lo fabrica, como Google o Apple. Vision Hub recibe solo el texto y lo usa solo para cumplir su comando.',
    },
    myList: {
      heading: 'Mi lista y los enlaces compartidos',
      p1: 'Cuando oprime Guardar en una organización, una guía o un ensayo clínico, lo guardamos en su lista con su cuenta, junto con la nota que escriba (hasta 500 caracteres). Puede quitar un elemento, o borrar toda su lista, en la página Mi lista en cualquier momento.',
      p2: 'Si comparte su lista, creamos un enlace que funciona durante 30 días. Cualquier persona que tenga el enlace puede ver lo que hay en su lista sin iniciar sesión. Nunca ve su nombre ni su correo electrónico, y ve sus notas solo si usted decidió incluirlas. Solo guardamos una forma cifrada del enlace, así que no podemos volver a enviarlo por usted.',
      p3: 'Para que un enlace deje de funcionar, abra Mi lista y oprima Desactivar a su lado; al borrar su lista también se desactivan todos los enlaces. Quien abra un enlace desactivado o con más de 30 días verá que ya no funciona.',
      p4: 'Si envía su lista por correo, la enviamos solo a los correos que usted escribe, hasta tres a la vez y diez al día. Como todo correo que enviamos, el mensaje y sus direcciones quedan en nuestros registros de correo.',
    },
    use: {
      heading: 'Cómo usamos su información',
      p1: 'Usamos su información para:',
      account: 'crear y administrar su cuenta;',
      nearby: 'mostrarle organizaciones, médicos de los ojos y ensayos clínicos cerca de usted;',
      veterans: 'mostrarle la categoría para veteranos, si usted es veterano o veterana;',
      payments: 'administrar su prueba, su plan y sus pagos, y enviarle recibos;',
      updates: 'enviarle noticias por correo electrónico, solo si usted las pide;',
      improve: 'mantener Vision Hub seguro y resolver problemas.',
    },
    share: {
      heading: 'Cuándo compartimos información',
      p1: 'Nunca vendemos su información personal. Solo la compartimos:',
      payment: 'con nuestro proveedor de pagos, para cobrar y enviar recibos;',
      identity: 'con nuestro servicio de inicio de sesión, para que pueda entrar de forma segura;',
      law: 'cuando la ley lo exige, por ejemplo, para responder a una orden judicial.',
      p2: 'No compartimos su información con las organizaciones que aparecen en Vision Hub. Si desea su ayuda, usted se comunica directamente con ellas.',
    },
    retention: {
      heading: 'Cuánto tiempo la guardamos',
      p1: 'Guardamos su información mientras su cuenta esté abierta. Si cierra su cuenta, borramos su información personal o le quitamos su nombre, a menos que la ley nos pida guardarla por más tiempo. Por ejemplo, es posible que debamos guardar los registros de pago por motivos de impuestos.',
    },
    security: {
      heading: 'Cómo la protegemos',
      p1: 'Usamos conexiones seguras y limitamos quién puede ver su información. Ningún sistema es completamente seguro, pero trabajamos para proteger su información.',
    },
    choices: {
      heading: 'Sus opciones',
      p1: 'Puede ver y actualizar su perfil cuando quiera en la página Mi perfil. Puede dejar de recibir noticias por correo con el enlace que viene en cada mensaje. Puede borrar los datos guardados en su navegador. También puede pedirnos que cerremos su cuenta y borremos su información.',
    },
    children: {
      heading: 'Menores de edad',
      p1: 'Vision Hub es para adultos. Los menores de 18 años necesitan la supervisión de su padre, madre o tutor legal. No recopilamos a sabiendas información de niños menores de 13 años sin el permiso de sus padres. Si cree que un niño nos dio información, comuníquese con nosotros y la borraremos.',
    },
    changes: {
      heading: 'Cambios a esta política',
      p1: 'Es posible que actualicemos esta política. Si lo hacemos, la publicaremos en esta página y cambiaremos la fecha al principio.',
    },
    contact: {
      heading: 'Comuníquese con nosotros',
      p1: 'Si tiene preguntas sobre su privacidad o quiere usar alguna de sus opciones, comuníquese con el equipo de Vision Hub. Puede escribirnos en español o en inglés.',
    },
  },

  notFound: {
    title: 'Página no encontrada',
    body: 'No encontramos esa página. Es posible que el enlace sea antiguo o que la dirección tenga un error.',
    next: 'Estos son algunos lugares para comenzar:',
    home: 'Ir a la página de inicio',
    personal: 'Conozca lo que ofrece Vision Hub',
    story: 'Lea nuestra historia',
  },
};
