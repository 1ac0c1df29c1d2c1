import { REVIEWED_AT, link, list, p, section } from './bilingual.ts';
import type { BilingualGuide, BilingualIntro } from './bilingual.ts';

// Category 4: Daily living.

export const CATEGORY_04_INTRO: BilingualIntro = {
  categoryId: 4,
  intro: [
    'Vision loss changes how you do some things, not what you can do. These guides share simple ways to cook, take medicines, handle money and keep your home safe. A vision rehabilitation therapist can teach you more.',
    'La pérdida de la visión cambia la forma de hacer algunas cosas, no lo que usted puede hacer. Estas guías le dan ideas sencillas para cocinar, tomar sus medicinas, manejar el dinero y tener un hogar seguro. Un terapeuta de rehabilitación visual puede enseñarle más.',
  ],
};

export const CATEGORY_04_GUIDES: BilingualGuide[] = [
  {
    subCategoryId: 10,
    reviewedAt: REVIEWED_AT,
    sections: [
      list('Get organized', 'Organícese', [
        p(
          'Keep each thing in the same place every time.',
          'Guarde cada cosa siempre en el mismo lugar.',
        ),
        p(
          'Mark stove and oven dials with raised bump dots.',
          'Marque las perillas de la estufa y del horno con puntos en relieve.',
        ),
        p(
          'Put rubber bands or large print labels on cans and jars that feel the same.',
          'Ponga ligas o etiquetas en letra grande en las latas y los frascos que se sientan iguales al tacto.',
        ),
      ]),
      list('Cook safely', 'Cocine con seguridad', [
        p(
          'Use long oven mitts that cover your forearms.',
          'Use guantes de cocina largos que le cubran los antebrazos.',
        ),
        p('Use a talking timer or thermometer.', 'Use un temporizador o un termómetro que hable.'),
        p(
          'A liquid level indicator beeps when your cup is almost full.',
          'Un indicador de nivel de líquido suena cuando la taza está casi llena.',
        ),
        p(
          'Use a cutting board that contrasts with your food, such as a dark board for onions.',
          'Use una tabla de cortar que contraste con la comida, como una tabla oscura para la cebolla.',
        ),
      ]),
      section('Learn more', 'Más información', [
        p(
          'A vision rehabilitation therapist can teach cooking skills in your own kitchen. Your state agency for the blind can help you find one.',
          'Un terapeuta de rehabilitación visual puede enseñarle a cocinar en su propia cocina. La agencia para ciegos de su estado puede ayudarle a encontrar uno.',
        ),
        link(
          'https://www.afb.org/',
          'American Foundation for the Blind: tips for daily living',
          'Fundación Americana para Ciegos (American Foundation for the Blind): consejos para la vida diaria',
        ),
      ]),
    ],
  },
  {
    subCategoryId: 11,
    reviewedAt: REVIEWED_AT,
    sections: [
      list('Know your medicines', 'Conozca sus medicinas', [
        p(
          'Ask your pharmacy if it offers large print, braille or talking labels.',
          'Pregunte en su farmacia si tienen etiquetas en letra grande, en braille o que hablan.',
        ),
        p(
          'Use a weekly pill box with large letters or braille.',
          'Use un pastillero semanal con letras grandes o en braille.',
        ),
        p(
          'Keep each medicine in its own spot, and put it back there every time.',
          'Guarde cada medicina en su propio lugar y regrésela ahí cada vez.',
        ),
        p(
          'Put a rubber band or a bump dot on bottles to tell them apart.',
          'Ponga una liga o un punto en relieve en los frascos para distinguirlos.',
        ),
      ]),
      section('Stay safe', 'Cuídese', [
        p(
          'Never guess which pill is which. If you are not sure, ask your pharmacist.',
          'Nunca adivine cuál pastilla es cuál. Si tiene dudas, pregúntele a su farmacéutico.',
        ),
        p(
          'Keep a list of all your medicines and bring it to every doctor visit.',
          'Tenga una lista de todas sus medicinas y llévela a cada cita médica.',
        ),
        p(
          'Talk to your doctor or pharmacist before you change how you take a medicine.',
          'Hable con su médico o farmacéutico antes de cambiar la forma en que toma una medicina.',
        ),
      ]),
      list('Labels around the house', 'Etiquetas en la casa', [
        p(
          'Braille, large print and bump dots work well for food and cleaning products.',
          'El braille, la letra grande y los puntos en relieve sirven bien para la comida y los productos de limpieza.',
        ),
        p(
          'Phone apps can read labels and bar codes out loud.',
          'Algunas aplicaciones del teléfono leen en voz alta las etiquetas y los códigos de barras.',
        ),
        p(
          'Voice labelers let you record a short message on a sticker.',
          'Los etiquetadores de voz le permiten grabar un mensaje corto en una etiqueta.',
        ),
      ]),
    ],
  },
  {
    subCategoryId: 12,
    reviewedAt: REVIEWED_AT,
    sections: [
      list('Money', 'El dinero', [
        p(
          'Fold bills in different ways to tell them apart. For example, keep $1 bills flat and fold $5 bills in half.',
          'Doble los billetes de formas distintas para reconocerlos. Por ejemplo, deje los billetes de $1 sin doblar y doble los de $5 por la mitad.',
        ),
        p(
          'Phone apps can tell you which bill you are holding.',
          'Algunas aplicaciones del teléfono le dicen qué billete tiene en la mano.',
        ),
        p(
          'The U.S. government gives free currency readers to people who are blind or have low vision. Ask your state talking book library how to apply.',
          'El gobierno de los EE. UU. regala lectores de billetes a las personas ciegas o con baja visión. Pregunte en la biblioteca de libros parlantes de su estado cómo solicitar uno.',
        ),
        p(
          'Ask your bank for statements in large print or braille. Many ATMs can talk to you through headphones.',
          'Pida a su banco los estados de cuenta en letra grande o en braille. Muchos cajeros automáticos pueden hablarle por medio de audífonos.',
        ),
      ]),
      section('Protect your money', 'Proteja su dinero', [
        p(
          'Never give your bank or Social Security number to a caller you do not know.',
          'Nunca le dé su número de cuenta bancaria ni de Seguro Social a alguien que le llame y que usted no conozca.',
        ),
        p(
          'If someone pressures you to pay right away, hang up and call your bank yourself.',
          'Si alguien le presiona para pagar de inmediato, cuelgue y llame directamente a su banco.',
        ),
      ]),
      list('A safe home', 'Un hogar seguro', [
        p(
          'Remove loose rugs, cords and clutter from walkways.',
          'Quite de los pasillos las alfombras sueltas, los cables y las cosas que estorben.',
        ),
        p(
          'Add bright lights and night lights, most of all near stairs.',
          'Ponga luces fuertes y luces de noche, sobre todo cerca de las escaleras.',
        ),
        p(
          'Put bright tape on the edges of steps.',
          'Ponga cinta de color llamativo en el borde de los escalones.',
        ),
        p('Install grab bars in the bathroom.', 'Instale barras de apoyo en el baño.'),
        p(
          'Keep doors all the way open or all the way closed.',
          'Deje las puertas completamente abiertas o completamente cerradas.',
        ),
      ]),
    ],
  },
];
