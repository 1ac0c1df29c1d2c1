import { REVIEWED_AT, link, list, p, section } from './bilingual.ts';
import type { BilingualGuide, BilingualIntro } from './bilingual.ts';

// Category 7: Technology. Product names are the built-in tools of each system, so they stay
// true as long as the systems ship them.

export const CATEGORY_07_INTRO: BilingualIntro = {
  categoryId: 7,
  intro: [
    'Technology can read the screen out loud, make text larger and help with everyday tasks. Most phones and computers already have these tools built in. These guides help you get started.',
    'La tecnología puede leer la pantalla en voz alta, agrandar la letra y ayudarle con las tareas diarias. La mayoría de los teléfonos y computadoras ya traen estas herramientas. Estas guías le ayudan a empezar.',
  ],
};

export const CATEGORY_07_GUIDES: BilingualGuide[] = [
  {
    subCategoryId: 19,
    reviewedAt: REVIEWED_AT,
    sections: [
      list('Screen readers', 'Lectores de pantalla', [
        p(
          'A screen reader reads out loud what is on the screen. You use the keyboard or touch gestures instead of a mouse.',
          'Un lector de pantalla lee en voz alta lo que hay en la pantalla. Usted usa el teclado o gestos en la pantalla táctil en lugar del mouse.',
        ),
        p(
          'Windows has a screen reader called Narrator. NVDA is another screen reader for Windows, and it is free.',
          'Windows trae un lector de pantalla llamado Narrador. NVDA es otro lector de pantalla para Windows, y es gratis.',
        ),
        p(
          'Mac computers, iPhones and iPads have VoiceOver built in.',
          'Las computadoras Mac, los iPhone y los iPad traen VoiceOver.',
        ),
        p('Android phones have TalkBack built in.', 'Los teléfonos Android traen TalkBack.'),
      ]),
      list('Magnification', 'Ampliación', [
        p(
          'Windows has Magnifier, and Apple devices have Zoom. Both make the screen larger.',
          'Windows trae la Lupa, y los aparatos de Apple traen Zoom. Los dos agrandan la pantalla.',
        ),
        p(
          'In your settings, you can make text bigger and use high-contrast colors.',
          'En la configuración, puede agrandar la letra y usar colores de alto contraste.',
        ),
        p(
          'You can also make the mouse pointer larger and easier to find.',
          'También puede agrandar el puntero del mouse para encontrarlo con más facilidad.',
        ),
      ]),
      section('Getting help', 'Cómo obtener ayuda', [
        p(
          'Learning takes practice. Start with a few commands and add more over time.',
          'Aprender lleva práctica. Empiece con unos pocos comandos y agregue más con el tiempo.',
        ),
        p(
          'Your state agency for the blind may offer training or help you get equipment.',
          'La agencia para ciegos de su estado puede ofrecerle capacitación o ayudarle a conseguir equipos.',
        ),
        link(
          'https://www.afb.org/',
          'American Foundation for the Blind: technology resources',
          'Fundación Americana para Ciegos (American Foundation for the Blind): recursos de tecnología',
        ),
      ]),
    ],
  },
  {
    subCategoryId: 20,
    reviewedAt: REVIEWED_AT,
    sections: [
      list('Smartphones', 'Teléfonos inteligentes', [
        p(
          'iPhones have VoiceOver and Zoom. Android phones have TalkBack and magnification.',
          'Los iPhone traen VoiceOver y Zoom. Los teléfonos Android traen TalkBack y ampliación.',
        ),
        p(
          'You can speak to your phone to make calls, send texts and set reminders.',
          'Puede hablarle a su teléfono para hacer llamadas, enviar mensajes de texto y poner recordatorios.',
        ),
        p(
          'Some apps use the camera to read mail, labels and bar codes out loud.',
          'Algunas aplicaciones usan la cámara para leer en voz alta el correo, las etiquetas y los códigos de barras.',
        ),
        p(
          'Some apps connect you by video with a sighted volunteer who can help.',
          'Algunas aplicaciones le conectan por video con una persona voluntaria que puede ver y ayudarle.',
        ),
      ]),
      list('Smart speakers', 'Bocinas inteligentes', [
        p(
          'A smart speaker answers questions that you ask out loud.',
          'Una bocina inteligente contesta las preguntas que usted le hace en voz alta.',
        ),
        p(
          'Use it for the time, weather, news, timers and reminders.',
          'Úsela para saber la hora, el clima y las noticias, y para poner temporizadores y recordatorios.',
        ),
        p('It can play music and audio books.', 'Puede poner música y audiolibros.'),
        p(
          'It can call people and control smart lights and thermostats.',
          'Puede llamar a otras personas y controlar luces y termostatos inteligentes.',
        ),
      ]),
      list('Tips', 'Consejos', [
        p(
          'Ask your phone company about accessible phones and plans.',
          'Pregunte a su compañía de teléfono por teléfonos y planes accesibles.',
        ),
        p('Learn one new feature each week.', 'Aprenda una función nueva cada semana.'),
        p(
          'Ask a family member or a trainer to help you set things up.',
          'Pida a un familiar o a un instructor que le ayude a configurar todo.',
        ),
      ]),
    ],
  },
  {
    subCategoryId: 69,
    reviewedAt: REVIEWED_AT,
    sections: [
      list('What camera apps can do', 'Lo que pueden hacer las aplicaciones de cámara', [
        p(
          'Read mail, labels and signs out loud when you point your phone at them.',
          'Leer en voz alta el correo, las etiquetas y los letreros cuando apunta el teléfono hacia ellos.',
        ),
        p(
          'Tell you the color of your clothes or the value of a bill.',
          'Decirle el color de su ropa o el valor de un billete.',
        ),
        p(
          'Describe a photo or the room around you.',
          'Describir una foto o el cuarto que le rodea.',
        ),
        p(
          'Connect you by video with a sighted volunteer who can look for you.',
          'Conectarle por video con una persona voluntaria que puede mirar por usted.',
        ),
      ]),
      section('Use them wisely', 'Úselas con cuidado', [
        p(
          'These apps can make mistakes. For medicines, check with your pharmacist before you trust what an app says.',
          'Estas aplicaciones pueden equivocarse. Con las medicinas, consulte a su farmacéutico antes de confiar en lo que dice una aplicación.',
        ),
        p(
          'Do not show your bank card, passwords or other private papers to a stranger on a video call.',
          'No le muestre su tarjeta del banco, sus contraseñas ni otros documentos privados a una persona desconocida en una videollamada.',
        ),
      ]),
      section('Getting started', 'Cómo empezar', [
        p(
          'Many of these apps are free. Your phone may already have a magnifier or a text reader built in.',
          'Muchas de estas aplicaciones son gratis. Es posible que su teléfono ya tenga una lupa o un lector de texto incluido.',
        ),
        p(
          'A technology trainer or your state agency for the blind can help you choose apps and learn to use them.',
          'Un instructor de tecnología o la agencia para ciegos de su estado pueden ayudarle a elegir aplicaciones y aprender a usarlas.',
        ),
        link(
          'https://www.afb.org/',
          'American Foundation for the Blind: technology for people with vision loss',
          'Fundación Americana para Ciegos (American Foundation for the Blind): tecnología para personas con pérdida de la visión',
        ),
      ]),
    ],
  },
];
