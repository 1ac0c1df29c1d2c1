import { REVIEWED_AT, link, list, p, section } from './bilingual.ts';
import type { BilingualGuide, BilingualIntro } from './bilingual.ts';
import { WHITE_CANE_LAWS_GUIDE } from './white-cane-laws.ts';

// Category 5: Getting around. Sub-category 16 (white cane laws by state) is generated in
// white-cane-laws.ts.

const ADA = link(
  'https://www.ada.gov/',
  'ADA.gov: your rights under the Americans with Disabilities Act',
  'ADA.gov: sus derechos según la Ley para Estadounidenses con Discapacidades (en inglés)',
);

export const CATEGORY_05_INTRO: BilingualIntro = {
  categoryId: 5,
  intro: [
    'With the right skills and tools, you can travel safely and on your own. These guides cover the white cane, guide dogs, public transit and your rights on the street.',
    'Con las habilidades y herramientas adecuadas, usted puede desplazarse con seguridad y por su cuenta. Estas guías tratan sobre el bastón blanco, los perros guía, el transporte público y sus derechos en la calle.',
  ],
};

export const CATEGORY_05_GUIDES: BilingualGuide[] = [
  {
    subCategoryId: 13,
    reviewedAt: REVIEWED_AT,
    sections: [
      section('Orientation and mobility', 'Orientación y movilidad', [
        p(
          'Orientation means knowing where you are and where you are going. Mobility means moving safely from place to place.',
          'Orientación quiere decir saber dónde está y hacia dónde va. Movilidad quiere decir moverse con seguridad de un lugar a otro.',
        ),
        p(
          'An orientation and mobility (O&M) specialist teaches these skills. Lessons can take place in your home, your neighborhood and on the bus.',
          'Un especialista en orientación y movilidad (O&M) enseña estas habilidades. Las clases pueden ser en su casa, en su vecindario y en el autobús.',
        ),
      ]),
      list('The white cane', 'El bastón blanco', [
        p(
          'A long white cane helps you find steps, curbs and objects in your path.',
          'El bastón blanco largo le ayuda a encontrar escalones, bordes de la acera y objetos en su camino.',
        ),
        p(
          'It also tells drivers and other people that you are blind or have low vision.',
          'También les indica a los conductores y a otras personas que usted tiene ceguera o baja visión.',
        ),
        p(
          'Your cane should fit your height and the way you walk. Your O&M specialist can help you choose one.',
          'El bastón debe ser adecuado para su estatura y su forma de caminar. Su especialista en O&M puede ayudarle a elegirlo.',
        ),
        p(
          'The National Federation of the Blind gives free white canes to blind people who ask for one.',
          'La Federación Nacional de Ciegos regala bastones blancos a las personas ciegas que pidan uno.',
        ),
      ]),
      section('Walking with a sighted guide', 'Caminar con un guía vidente', [
        p(
          'A sighted guide is a person who walks with you. Hold their arm just above the elbow, and walk half a step behind.',
          'Un guía vidente es una persona que camina con usted. Tómele el brazo justo arriba del codo y camine medio paso detrás.',
        ),
        p(
          'Your guide should tell you about steps, curbs and doors before you reach them.',
          'Su guía debe avisarle de los escalones, los bordes de la acera y las puertas antes de llegar a ellos.',
        ),
        link(
          'https://nfb.org/',
          'National Federation of the Blind',
          'Federación Nacional de Ciegos (National Federation of the Blind)',
        ),
      ]),
    ],
  },
  {
    subCategoryId: 14,
    reviewedAt: REVIEWED_AT,
    sections: [
      section('Is a guide dog right for you?', '¿Le conviene un perro guía?', [
        p(
          'A guide dog helps you go around obstacles and find doors, curbs and stairs. You still need to know the way to where you are going.',
          'Un perro guía le ayuda a esquivar obstáculos y a encontrar puertas, bordes de la acera y escaleras. Aun así, usted necesita saber el camino hacia donde va.',
        ),
        p(
          'Most schools want you to have good orientation and mobility skills first.',
          'La mayoría de las escuelas piden que primero tenga buenas habilidades de orientación y movilidad.',
        ),
        p(
          'A dog needs care, food, exercise and time every day.',
          'Un perro necesita cuidado, comida, ejercicio y tiempo todos los días.',
        ),
      ]),
      list('Getting a dog', 'Cómo obtener un perro', [
        p(
          'Guide dog schools train the dog. Then they train you and your dog to work as a team.',
          'Las escuelas de perros guía entrenan al perro. Después le entrenan a usted y a su perro para trabajar en equipo.',
        ),
        p(
          'Training with your dog often takes a few weeks.',
          'El entrenamiento con su perro suele durar unas semanas.',
        ),
        p(
          'Many schools give the dog at little or no cost. Ask each school about its rules.',
          'Muchas escuelas entregan el perro a bajo costo o gratis. Pregunte a cada escuela cuáles son sus reglas.',
        ),
      ]),
      section('Your rights', 'Sus derechos', [
        p(
          'Under the Americans with Disabilities Act (ADA), your guide dog may go with you to most places open to the public. This includes stores, restaurants and buses.',
          'Según la Ley para Estadounidenses con Discapacidades (ADA), su perro guía puede acompañarle a la mayoría de los lugares abiertos al público. Esto incluye tiendas, restaurantes y autobuses.',
        ),
        p(
          'Your dog must be under your control and house-trained.',
          'Su perro debe estar bajo su control y saber hacer sus necesidades fuera de la casa.',
        ),
        ADA,
      ]),
    ],
  },
  {
    subCategoryId: 15,
    reviewedAt: REVIEWED_AT,
    sections: [
      list('Buses and trains', 'Autobuses y trenes', [
        p(
          'Under the ADA, bus and train operators must announce major stops. They must also announce any stop you ask for.',
          'Según la ADA, los operadores de autobuses y trenes deben anunciar las paradas principales. También deben anunciar cualquier parada que usted pida.',
        ),
        p(
          'Ask your transit agency about reduced fares for people with disabilities.',
          'Pregunte en su agencia de transporte por las tarifas reducidas para personas con discapacidades.',
        ),
        p(
          'Phone apps can tell you when the next bus is coming and where your stop is.',
          'Algunas aplicaciones del teléfono le dicen cuándo llega el próximo autobús y dónde está su parada.',
        ),
      ]),
      section('Paratransit', 'Paratránsito', [
        p(
          'Paratransit is a shared ride service for people who cannot use the regular bus or train because of a disability.',
          'El paratránsito es un servicio de viajes compartidos para personas que, por una discapacidad, no pueden usar el autobús o el tren regular.',
        ),
        p(
          'Under the ADA, public transit agencies with regular bus routes must offer it in the same areas and at the same hours.',
          'Según la ADA, las agencias de transporte público con rutas regulares de autobús deben ofrecerlo en las mismas zonas y en el mismo horario.',
        ),
        p(
          'The fare can be no more than twice the regular fare.',
          'La tarifa no puede ser más del doble de la tarifa regular.',
        ),
        p(
          'You must apply and be found eligible first. Ask your local transit agency how to apply.',
          'Primero debe presentar una solicitud y recibir la aprobación. Pregunte en su agencia de transporte local cómo hacerlo.',
        ),
      ]),
      section('Learn more', 'Más información', [
        p(
          'An orientation and mobility specialist can teach you to use your bus or train routes.',
          'Un especialista en orientación y movilidad puede enseñarle a usar sus rutas de autobús o tren.',
        ),
        ADA,
      ]),
    ],
  },
  WHITE_CANE_LAWS_GUIDE,
];
