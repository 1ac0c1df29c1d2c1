import { REVIEWED_AT, link, list, p, section } from './bilingual.ts';
import type { BilingualGuide, BilingualIntro } from './bilingual.ts';

// Category 6: Reading and communication.

const NLS = link(
  'https://www.loc.gov/nls/',
  'National Library Service for the Blind and Print Disabled',
  'Servicio Nacional de Bibliotecas para Ciegos y Personas con Discapacidades para Leer Material Impreso (NLS)',
);

export const CATEGORY_06_INTRO: BilingualIntro = {
  categoryId: 6,
  intro: [
    'There are many ways to read and write when print is hard to see. These guides cover braille, free talking books and writing. Choose what works best for you.',
    'Hay muchas formas de leer y escribir cuando le cuesta ver la letra impresa. Estas guías tratan sobre el braille, los libros parlantes gratuitos y la escritura. Elija lo que mejor le funcione.',
  ],
};

export const CATEGORY_06_GUIDES: BilingualGuide[] = [
  {
    subCategoryId: 17,
    reviewedAt: REVIEWED_AT,
    sections: [
      section('What braille is', 'Qué es el braille', [
        p(
          'Braille is a system of raised dots that you read with your fingers. Each letter is made from a cell of up to six dots.',
          'El braille es un sistema de puntos en relieve que se leen con los dedos. Cada letra se forma en una celda de hasta seis puntos.',
        ),
        p(
          'You can learn braille at any age. Many adults learn it after they lose sight.',
          'Puede aprender braille a cualquier edad. Muchas personas adultas lo aprenden después de perder la vista.',
        ),
        p(
          'Even a little braille helps. You can label food, medicines and buttons.',
          'Aun un poco de braille le sirve. Puede marcar la comida, las medicinas y los botones.',
        ),
      ]),
      list('Ways to learn', 'Formas de aprender', [
        p(
          'A vision rehabilitation therapist can teach you at home.',
          'Un terapeuta de rehabilitación visual puede enseñarle en su casa.',
        ),
        p(
          'Your state agency for the blind may offer classes.',
          'La agencia para ciegos de su estado puede ofrecer clases.',
        ),
        p(
          'Some schools and groups offer braille lessons by mail or online.',
          'Algunas escuelas y organizaciones ofrecen clases de braille por correo o por internet.',
        ),
      ]),
      list('Tools for braille', 'Herramientas para el braille', [
        p(
          'A slate and stylus let you write braille by hand.',
          'La regleta y el punzón le permiten escribir braille a mano.',
        ),
        p(
          'A braille writer works a bit like a typewriter.',
          'La máquina de escribir braille funciona de forma parecida a una máquina de escribir común.',
        ),
        p(
          'A refreshable braille display connects to a computer or phone. It shows the screen in braille.',
          'Una línea braille se conecta a una computadora o a un teléfono. Muestra en braille lo que hay en la pantalla.',
        ),
        p(
          'The National Library Service lends braille books and magazines for free.',
          'El Servicio Nacional de Bibliotecas (NLS) presta libros y revistas en braille sin costo.',
        ),
      ]),
    ],
  },
  {
    subCategoryId: 18,
    reviewedAt: REVIEWED_AT,
    sections: [
      section('A free library by mail', 'Una biblioteca gratuita por correo', [
        p(
          'The National Library Service for the Blind and Print Disabled (NLS) is part of the Library of Congress. It lends books and magazines in audio and braille for free.',
          'El Servicio Nacional de Bibliotecas para Ciegos y Personas con Discapacidades para Leer Material Impreso (NLS) es parte de la Biblioteca del Congreso. Presta libros y revistas en audio y en braille sin costo.',
        ),
        p(
          'Books and the special players come to you by mail, and mailing is free.',
          'Los libros y los reproductores especiales le llegan por correo, y el envío es gratis.',
        ),
        p(
          'You can also download books to a phone or tablet with the BARD app.',
          'También puede descargar libros a un teléfono o tableta con la aplicación BARD.',
        ),
      ]),
      list('Who can sign up', 'Quién puede inscribirse', [
        p('People who are blind or have low vision.', 'Las personas ciegas o con baja visión.'),
        p(
          'People who cannot hold a book or turn pages because of a physical disability.',
          'Las personas que, por una discapacidad física, no pueden sostener un libro ni pasar las páginas.',
        ),
        p(
          'People with a reading disability that makes print hard to read.',
          'Las personas con una discapacidad de lectura que les hace difícil leer la letra impresa.',
        ),
      ]),
      section('How to sign up', 'Cómo inscribirse', [
        p(
          "Apply on the NLS website or through your state's talking book library. The library can tell you what proof you need.",
          'Presente su solicitud en el sitio web del NLS o en la biblioteca de libros parlantes de su estado. La biblioteca le puede decir qué comprobante necesita.',
        ),
        p(
          'Many books are in Spanish too. Ask your library for a list.',
          'Muchos libros también están en español. Pida una lista en su biblioteca.',
        ),
        NLS,
      ]),
    ],
  },
  {
    subCategoryId: 68,
    reviewedAt: REVIEWED_AT,
    sections: [
      list('Tools for writing by hand', 'Herramientas para escribir a mano', [
        p(
          'Paper with thick, dark lines shows you where to write.',
          'El papel con líneas gruesas y oscuras le muestra dónde escribir.',
        ),
        p(
          'A black felt-tip pen makes letters that are bold and easy to see.',
          'Un marcador negro de punta de fieltro hace letras gruesas y fáciles de ver.',
        ),
        p(
          'A signature guide is a small card with a window cut in it. It shows you where to sign your name.',
          'Una guía para firmar es una tarjeta pequeña con una ventana recortada. Le muestra dónde firmar.',
        ),
        p(
          'Guides for checks and envelopes work the same way.',
          'Hay guías para cheques y sobres que funcionan de la misma forma.',
        ),
      ]),
      list('Other ways to take notes', 'Otras formas de tomar notas', [
        p(
          'Use the voice recorder on your phone for lists and reminders.',
          'Use la grabadora de voz de su teléfono para listas y recordatorios.',
        ),
        p(
          'Speak to your phone and it can type your words for you.',
          'Puede dictarle a su teléfono y este escribe sus palabras por usted.',
        ),
        p(
          'Write short labels and notes in braille.',
          'Escriba etiquetas y notas cortas en braille.',
        ),
      ]),
      section('Ask for papers you can read', 'Pida documentos que pueda leer', [
        p(
          'Ask your bank, doctor and power company to send mail in large print, braille or by e-mail.',
          'Pida a su banco, a su médico y a la compañía de luz que le envíen la correspondencia en letra grande, en braille o por correo electrónico.',
        ),
        p(
          'Under the ADA, many businesses and public offices must find a way to share information with you that works for you.',
          'Según la ADA, muchos negocios y oficinas públicas deben buscar la manera de darle la información en una forma que le funcione a usted.',
        ),
        link(
          'https://www.ada.gov/',
          'ADA.gov: your rights under the ADA',
          'ADA.gov: sus derechos según la ADA (en inglés)',
        ),
      ]),
    ],
  },
];
