import { REVIEWED_AT, link, list, p, section } from './bilingual.ts';
import type { BilingualGuide, BilingualIntro } from './bilingual.ts';

// Category 11: Veterans (VA Blind Rehabilitation Service and VIST).

const VA = link(
  'https://www.va.gov/',
  'VA.gov: U.S. Department of Veterans Affairs',
  'VA.gov: Departamento de Asuntos de Veteranos de los EE. UU.',
);

export const CATEGORY_11_INTRO: BilingualIntro = {
  categoryId: 11,
  intro: [
    'The VA offers blind rehabilitation services for eligible veterans with vision loss. Your vision loss does not need to be connected to your service. These guides explain the services and who to contact.',
    'El VA ofrece servicios de rehabilitación para ciegos a los veteranos elegibles con pérdida de la visión. No es necesario que su pérdida de la visión esté relacionada con su servicio militar. Estas guías explican los servicios y a quién acudir.',
  ],
};

export const CATEGORY_11_GUIDES: BilingualGuide[] = [
  {
    subCategoryId: 29,
    reviewedAt: REVIEWED_AT,
    sections: [
      section('What the VA offers', 'Lo que ofrece el VA', [
        p(
          'The VA has Blind Rehabilitation Centers. Veterans stay at the center for training.',
          'El VA tiene Centros de Rehabilitación para Ciegos. Los veteranos se quedan en el centro para recibir entrenamiento.',
        ),
        p(
          'Veterans learn skills such as getting around safely, daily living, using technology and reading braille.',
          'Los veteranos aprenden a desplazarse con seguridad, a hacer las tareas diarias, a usar la tecnología y a leer braille.',
        ),
        p(
          'The VA also offers services closer to home, without an overnight stay.',
          'El VA también ofrece servicios más cerca de su casa, sin tener que quedarse a dormir.',
        ),
      ]),
      list('Who can get services', 'Quién puede recibir servicios', [
        p(
          'Veterans enrolled in VA health care who have a visual impairment.',
          'Los veteranos inscritos en el sistema de salud del VA que tienen una discapacidad visual.',
        ),
        p(
          'Your vision loss does not need to be connected to your service.',
          'No es necesario que su pérdida de la visión esté relacionada con su servicio militar.',
        ),
        p(
          'Ask your VA primary care provider or eye clinic for a referral.',
          'Pida a su proveedor de atención primaria o a la clínica de los ojos del VA que le refieran.',
        ),
      ]),
      section('Learn more', 'Más información', [
        p(
          'If you are not enrolled in VA health care, you can apply online or at a VA medical center.',
          'Si no está inscrito en el sistema de salud del VA, puede solicitarlo por internet o en un centro médico del VA.',
        ),
        VA,
      ]),
    ],
  },
  {
    subCategoryId: 30,
    reviewedAt: REVIEWED_AT,
    sections: [
      section('What a VIST coordinator does', 'Qué hace un coordinador VIST', [
        p(
          'VIST stands for Visual Impairment Services Team. A VIST coordinator is a VA staff member who helps veterans with vision loss.',
          'VIST son las siglas en inglés del Equipo de Servicios para Discapacidad Visual. Un coordinador VIST es un empleado del VA que ayuda a los veteranos con pérdida de la visión.',
        ),
        p(
          'Your coordinator can help you get training and devices, and can connect you with benefits.',
          'Su coordinador puede ayudarle a recibir entrenamiento y aparatos, y puede conectarle con beneficios.',
        ),
      ]),
      list('How to find yours', 'Cómo encontrar el suyo', [
        p('Ask at your VA medical center.', 'Pregunte en su centro médico del VA.'),
        p(
          'Ask your VA eye doctor or primary care provider.',
          'Pregunte a su médico de los ojos o a su proveedor de atención primaria del VA.',
        ),
        p(
          'Find your nearest VA facility on VA.gov.',
          'Encuentre el centro del VA más cercano en VA.gov.',
        ),
      ]),
      section('Benefits', 'Beneficios', [
        p(
          'You may also qualify for VA disability compensation. Your VIST coordinator or a Veterans Service Officer can explain your options.',
          'También podría calificar para la compensación por discapacidad del VA. Su coordinador VIST o un representante de servicios para veteranos puede explicarle sus opciones.',
        ),
        VA,
      ]),
    ],
  },
];
