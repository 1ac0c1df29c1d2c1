import { REVIEWED_AT, link, list, p, section } from './bilingual.ts';
import type { BilingualGuide, BilingualIntro } from './bilingual.ts';

// Category 12: Older adults.

export const CATEGORY_12_INTRO: BilingualIntro = {
  categoryId: 12,
  intro: [
    'Many people lose some sight as they get older. With new skills and simple changes, you can stay active and independent. These guides share ideas for home and daily life.',
    'Muchas personas pierden parte de la vista al envejecer. Con nuevas habilidades y cambios sencillos, usted puede mantener su actividad y su independencia. Estas guías le dan ideas para la casa y la vida diaria.',
  ],
};

export const CATEGORY_12_GUIDES: BilingualGuide[] = [
  {
    subCategoryId: 31,
    reviewedAt: REVIEWED_AT,
    sections: [
      section('You are not alone', 'No tiene que enfrentar esto sin apoyo', [
        p(
          'Vision loss is common in older adults. AMD, glaucoma, cataract and diabetic eye disease are leading causes.',
          'La pérdida de la visión es común en las personas mayores. La degeneración macular relacionada con la edad (DMRE), el glaucoma, las cataratas y la enfermedad de los ojos por diabetes están entre las causas principales.',
        ),
        p(
          'Some vision changes come with age, but vision loss is not something you must simply accept. Some causes can be treated, so get regular eye exams.',
          'Algunos cambios en la vista llegan con la edad, pero la pérdida de la visión no es algo que simplemente deba aceptar. Algunas causas tienen tratamiento, así que hágase exámenes de la vista con regularidad.',
        ),
      ]),
      list('Help for older adults', 'Ayuda para personas mayores', [
        p(
          'Vision rehabilitation teaches new ways to do daily tasks.',
          'La rehabilitación visual enseña nuevas formas de hacer las tareas diarias.',
        ),
        p(
          'States have programs for people age 55 and older who are blind or have low vision. Ask your state agency for the blind.',
          'Los estados tienen programas para personas de 55 años o más que son ciegas o tienen baja visión. Pregunte en la agencia para ciegos de su estado.',
        ),
        p(
          'Talking books from the National Library Service are free.',
          'Los libros parlantes del Servicio Nacional de Bibliotecas (NLS) son gratis.',
        ),
      ]),
      section('Stay connected', 'Manténgase en contacto', [
        p(
          'Vision loss can make it harder to get out and see friends. Phone groups, senior centers and faith groups can help you stay in touch.',
          'La pérdida de la visión puede hacer más difícil salir y ver a sus amistades. Los grupos por teléfono, los centros para personas mayores y los grupos de fe pueden ayudarle a mantenerse en contacto.',
        ),
        p(
          'If you feel down or alone for a long time, tell your doctor.',
          'Si siente tristeza o soledad por mucho tiempo, dígaselo a su médico.',
        ),
        link(
          'https://www.loc.gov/nls/',
          'National Library Service for the Blind and Print Disabled',
          'Servicio Nacional de Bibliotecas para Ciegos y Personas con Discapacidades para Leer Material Impreso (NLS)',
        ),
      ]),
    ],
  },
  {
    subCategoryId: 32,
    reviewedAt: REVIEWED_AT,
    sections: [
      list('Prevent falls', 'Evite las caídas', [
        p(
          'Clear paths of loose rugs, cords and clutter.',
          'Quite de los pasillos las alfombras sueltas, los cables y las cosas que estorben.',
        ),
        p(
          'Add grab bars in the bathroom and night lights in the halls.',
          'Ponga barras de apoyo en el baño y luces de noche en los pasillos.',
        ),
        p(
          'Use handrails on both sides of the stairs.',
          'Use pasamanos a los dos lados de las escaleras.',
        ),
        p(
          'Wear shoes that fit well and do not slip.',
          'Use zapatos que le queden bien y que no resbalen.',
        ),
      ]),
      list('Make things easy to find', 'Haga que las cosas sean fáciles de encontrar', [
        p(
          'Keep a place for everything, and put things back every time.',
          'Tenga un lugar para cada cosa y regrese todo a su lugar cada vez.',
        ),
        p(
          'Use colors that stand out, like a dark towel on a white counter.',
          'Use colores que resalten, como una toalla oscura sobre un mostrador blanco.',
        ),
        p(
          'Use phones, clocks and remote controls with large buttons.',
          'Use teléfonos, relojes y controles remotos con botones grandes.',
        ),
      ]),
      section('Get help at home', 'Reciba ayuda en casa', [
        p(
          'A vision rehabilitation therapist can visit your home and suggest changes.',
          'Un terapeuta de rehabilitación visual puede visitar su casa y sugerirle cambios.',
        ),
        p(
          'Your local Area Agency on Aging can tell you about meals, rides and other help for older adults.',
          'La Agencia del Área para Personas Mayores (Area Agency on Aging) de su zona puede informarle sobre comidas, transporte y otra ayuda para personas mayores.',
        ),
        link(
          'https://eldercare.acl.gov/',
          'Eldercare Locator: find services for older adults',
          'Eldercare Locator: encuentre servicios para personas mayores',
        ),
      ]),
    ],
  },
  {
    subCategoryId: 72,
    reviewedAt: REVIEWED_AT,
    sections: [
      section('Vision and driving', 'La vista y el manejo', [
        p(
          'Each state sets its own vision rules for a driver license. Your eye doctor can tell you if your sight meets the rules in your state.',
          'Cada estado fija sus propias reglas de visión para la licencia de manejar. Su médico de los ojos puede decirle si su vista cumple con las reglas de su estado.',
        ),
        p(
          'Giving up the car keys is hard. It is normal to feel upset. Planning ahead can help you stay active.',
          'Dejar de manejar es difícil. Es normal que esto le afecte. Planear con tiempo puede ayudarle a seguir con sus actividades.',
        ),
        p(
          'If you stop driving, your state motor vehicle office can give you a photo ID card.',
          'Si deja de manejar, la oficina de vehículos motorizados de su estado puede darle una tarjeta de identificación con foto.',
        ),
      ]),
      list('Other ways to get around', 'Otras formas de desplazarse', [
        p(
          'Ask family, friends or neighbors for rides. Offer to help pay for gas.',
          'Pida a su familia, a sus amigos o a sus vecinos que le lleven. Ofrezca ayudar a pagar la gasolina.',
        ),
        p(
          'Many towns have buses and paratransit. Paratransit is a ride service for people who cannot use the bus.',
          'Muchas ciudades tienen autobuses y paratránsito. El paratránsito es un servicio de transporte para personas que no pueden usar el autobús.',
        ),
        p(
          'Some senior centers and faith groups have volunteer drivers.',
          'Algunos centros para personas mayores y grupos de fe tienen conductores voluntarios.',
        ),
        p(
          'Taxis and ride apps can take you door to door.',
          'Los taxis y las aplicaciones de transporte le pueden llevar de puerta a puerta.',
        ),
      ]),
      section('Find local help', 'Encuentre ayuda local', [
        p(
          'Your local Area Agency on Aging knows about ride programs near you. The Eldercare Locator can help you find it.',
          'La Agencia del Área para Personas Mayores (Area Agency on Aging) de su zona conoce los programas de transporte cercanos. El Eldercare Locator le ayuda a encontrarla.',
        ),
        link(
          'https://eldercare.acl.gov/',
          'Eldercare Locator',
          'Eldercare Locator: localizador de servicios para personas mayores',
        ),
      ]),
    ],
  },
];
