import { REVIEWED_AT, link, list, p, section } from './bilingual.ts';
import type { BilingualGuide, BilingualIntro } from './bilingual.ts';

// Category 3: Low vision.

export const CATEGORY_03_INTRO: BilingualIntro = {
  categoryId: 3,
  intro: [
    'Low vision means you have trouble seeing, even with glasses, contacts, medicine or surgery. The right help can make everyday tasks easier. These guides explain the low vision exam, simple tools and ways to read.',
    'Baja visión quiere decir que le cuesta ver, aun con anteojos, lentes de contacto, medicinas o cirugía. Con la ayuda adecuada, las tareas diarias pueden ser más fáciles. Estas guías explican el examen de baja visión, herramientas sencillas y formas de leer.',
  ],
};

export const CATEGORY_03_GUIDES: BilingualGuide[] = [
  {
    subCategoryId: 8,
    reviewedAt: REVIEWED_AT,
    sections: [
      section('What a low vision exam is', 'Qué es el examen de baja visión', [
        p(
          'A low vision exam is different from a regular eye exam. It looks at how you use your sight in daily life.',
          'El examen de baja visión es diferente de un examen de la vista común. Evalúa cómo usa usted la vista en su vida diaria.',
        ),
        p(
          'It is done by an optometrist or ophthalmologist with training in low vision.',
          'Lo hace un optometrista u oftalmólogo con capacitación en baja visión.',
        ),
        p(
          'Many people get one when their eye doctor says regular glasses or treatment cannot help more.',
          'Muchas personas se lo hacen cuando su médico de los ojos les dice que los anteojos comunes o el tratamiento ya no pueden ayudar más.',
        ),
      ]),
      list('What to bring', 'Qué llevar', [
        p(
          'Your glasses and any magnifiers you use now.',
          'Sus anteojos y las lupas que use ahora.',
        ),
        p('A list of your medicines.', 'Una lista de sus medicinas.'),
        p(
          'A list of tasks that are hard for you, like reading mail or seeing faces.',
          'Una lista de las tareas que le cuestan, como leer el correo o ver las caras.',
        ),
        p(
          'Someone to take you home, in case your eyes are dilated.',
          'Alguien que le lleve a casa, por si le dilatan las pupilas.',
        ),
      ]),
      section('After the exam', 'Después del examen', [
        p(
          'The doctor may suggest magnifiers, special glasses or other tools. Ask to try them in the office before you buy.',
          'El médico puede recomendarle lupas, anteojos especiales u otras herramientas. Pida probarlas en el consultorio antes de comprarlas.',
        ),
        p(
          'You may be sent to a vision rehabilitation therapist. This person teaches you to use the tools at home.',
          'Es posible que le refieran a un terapeuta de rehabilitación visual. Esta persona le enseña a usar las herramientas en casa.',
        ),
        p(
          'Ask your insurance plan what it pays for before you buy any device.',
          'Antes de comprar cualquier aparato, pregunte a su seguro médico qué cubre.',
        ),
      ]),
    ],
  },
  {
    subCategoryId: 9,
    reviewedAt: REVIEWED_AT,
    sections: [
      list('Magnifiers', 'Lupas', [
        p(
          'Hand-held magnifiers are good for short tasks, like reading price tags.',
          'Las lupas de mano sirven para tareas cortas, como leer los precios.',
        ),
        p(
          'Stand magnifiers rest on the page, so you do not need a steady hand.',
          'Las lupas con base se apoyan sobre la página, así que no necesita tener el pulso firme.',
        ),
        p(
          'Video magnifiers use a camera and a screen to make print much larger.',
          'Las lupas electrónicas usan una cámara y una pantalla para agrandar mucho la letra.',
        ),
        p(
          "Your phone's camera can also zoom in on small print.",
          'La cámara de su teléfono también puede agrandar la letra pequeña.',
        ),
      ]),
      list('Lighting', 'Iluminación', [
        p(
          'Use a bright lamp that you can point at your task.',
          'Use una lámpara con buena luz que pueda dirigir hacia lo que está haciendo.',
        ),
        p(
          'Cut glare with blinds, shades or a hat with a brim.',
          'Reduzca los reflejos con persianas, cortinas o una gorra con visera.',
        ),
        p(
          'Keep light even from room to room, so your eyes do not have to adjust.',
          'Mantenga una luz pareja de un cuarto a otro, para que sus ojos no tengan que acostumbrarse a cada cambio.',
        ),
        p(
          'Add night lights in halls and bathrooms.',
          'Ponga luces de noche en los pasillos y los baños.',
        ),
      ]),
      list('Contrast', 'Contraste', [
        p(
          'Put dark things on light backgrounds, and light things on dark backgrounds.',
          'Ponga las cosas oscuras sobre fondos claros, y las cosas claras sobre fondos oscuros.',
        ),
        p(
          'For example, serve rice on a dark plate and beans on a white plate.',
          'Por ejemplo, sirva el arroz en un plato oscuro y los frijoles en un plato blanco.',
        ),
        p(
          'Mark the edges of steps and light switches with bright tape.',
          'Marque el borde de los escalones y los interruptores de luz con cinta de color llamativo.',
        ),
        p(
          'Write with a thick black pen on paper with bold lines.',
          'Escriba con una pluma negra de punta gruesa en papel con líneas bien marcadas.',
        ),
      ]),
      section('Learn more', 'Más información', [
        p(
          'A low vision specialist can help you choose the right tools for your eyes.',
          'Un especialista en baja visión puede ayudarle a elegir las herramientas adecuadas para sus ojos.',
        ),
        link(
          'https://www.afb.org/',
          'American Foundation for the Blind',
          'Fundación Americana para Ciegos (American Foundation for the Blind)',
        ),
      ]),
    ],
  },
  {
    subCategoryId: 67,
    reviewedAt: REVIEWED_AT,
    sections: [
      list('Make print easier to read', 'Haga que la letra impresa sea más fácil de leer', [
        p(
          'Large print books and magazines are easy to find. Ask at your public library.',
          'Es fácil encontrar libros y revistas en letra grande. Pregunte en su biblioteca pública.',
        ),
        p(
          'Put a bright lamp close to what you read. Aim the light at the page, not at your eyes.',
          'Ponga una lámpara con buena luz cerca de lo que lee. Dirija la luz hacia la página, no hacia sus ojos.',
        ),
        p(
          'A reading stand holds the page close to your eyes, so your neck and arms do not get tired.',
          'Un atril sostiene la página cerca de sus ojos, para que no se le cansen el cuello ni los brazos.',
        ),
        p(
          'A dark card with a slot cut in it shows one line at a time. It helps you keep your place.',
          'Una tarjeta oscura con una ranura muestra una sola línea a la vez. Le ayuda a no perderse en la página.',
        ),
      ]),
      list('Read on a screen', 'Lea en una pantalla', [
        p(
          'Tablets and e-book readers let you make the letters bigger and change the colors.',
          'Las tabletas y los lectores de libros electrónicos le permiten agrandar las letras y cambiar los colores.',
        ),
        p(
          'White or yellow letters on a black page are easier for some people to read.',
          'A algunas personas les resulta más fácil leer letras blancas o amarillas sobre un fondo negro.',
        ),
        p(
          'Most phones and tablets can also read the text out loud to you.',
          'La mayoría de los teléfonos y tabletas también pueden leerle el texto en voz alta.',
        ),
      ]),
      section('When reading gets tiring', 'Cuando leer le cansa', [
        p(
          'Take short breaks. Use print for short things, like mail, and use audio for long books.',
          'Tome descansos cortos. Use la letra impresa para cosas cortas, como el correo, y el audio para los libros largos.',
        ),
        p(
          'Your low vision specialist can help you choose the right tools for the things you want to read.',
          'Su especialista en baja visión puede ayudarle a elegir las herramientas adecuadas para lo que usted quiere leer.',
        ),
        link(
          'https://www.loc.gov/nls/',
          'National Library Service: free audio and braille books',
          'Servicio Nacional de Bibliotecas (NLS): libros en audio y braille gratis',
        ),
      ]),
    ],
  },
];
