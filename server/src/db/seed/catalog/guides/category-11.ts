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
    'The VA helps veterans who are blind or have low vision learn new skills. Your vision loss does not have to come from your time in service. These guides explain the help and who to ask.',
    'El VA ayuda a las personas veteranas ciegas o con baja visión a aprender nuevas habilidades. No es necesario que su pérdida de la visión venga de su tiempo en el servicio militar. Estas guías explican esta ayuda y a quién acudir.',
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
          'El VA tiene Centros de Rehabilitación para Ciegos. Las personas veteranas se quedan en el centro para recibir capacitación.',
        ),
        p(
          'Veterans learn skills such as getting around safely, daily living, using technology and reading braille.',
          'Las personas veteranas aprenden a desplazarse con seguridad, a hacer las tareas diarias, a usar la tecnología y a leer braille.',
        ),
        p(
          'The VA also offers services closer to home, without an overnight stay.',
          'El VA también ofrece servicios más cerca de su casa, sin tener que quedarse a dormir.',
        ),
      ]),
      list('Who can get services', 'Quién puede recibir servicios', [
        p(
          'Veterans enrolled in VA health care who have a visual impairment.',
          'Las personas veteranas inscritas en el sistema de salud del VA que tienen una discapacidad visual.',
        ),
        p(
          'Your vision loss does not need to be connected to your service.',
          'No es necesario que su pérdida de la visión esté relacionada con su servicio militar.',
        ),
        p(
          'Ask your VA primary care provider or eye clinic for a referral.',
          'Pida una referencia a su profesional de atención primaria o a la clínica de los ojos del VA.',
        ),
      ]),
      section('Learn more', 'Más información', [
        p(
          'If you are not enrolled in VA health care, you can apply online or at a VA medical center.',
          'Si todavía no se ha inscrito en el sistema de salud del VA, puede presentar la solicitud por internet o en un centro médico del VA.',
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
          'VIST stands for Visual Impairment Services Team. A VIST coordinator works for the VA and helps veterans with vision loss.',
          'VIST son las siglas en inglés del Equipo de Servicios para Discapacidad Visual. Un coordinador VIST trabaja para el VA y ayuda a las personas veteranas con pérdida de la visión.',
        ),
        p(
          'Your coordinator can help you get training and tools. They can also help you find benefits.',
          'Su coordinador puede ayudarle a recibir capacitación y herramientas. También puede ayudarle a encontrar beneficios.',
        ),
      ]),
      list('How to find yours', 'Cómo encontrar el suyo', [
        p('Ask at your VA medical center.', 'Pregunte en su centro médico del VA.'),
        p(
          'Ask your VA eye doctor or your main VA doctor.',
          'Pregunte a su médico de los ojos del VA o a su médico principal del VA.',
        ),
        p(
          'Find your nearest VA facility on VA.gov.',
          'Encuentre el centro del VA más cercano en VA.gov.',
        ),
      ]),
      section('Benefits', 'Beneficios', [
        p(
          'You may also be able to get VA disability pay. Your VIST coordinator or a Veterans Service Officer can tell you more.',
          'También podría recibir pagos por discapacidad del VA. Su coordinador VIST o un representante de servicios para veteranos puede darle más información.',
        ),
        VA,
      ]),
    ],
  },
  {
    subCategoryId: 71,
    reviewedAt: REVIEWED_AT,
    sections: [
      section('Other veterans who understand', 'Otras personas veteranas que le entienden', [
        p(
          'The Blinded Veterans Association was started in 1945 by veterans who lost their sight in World War II.',
          'La Asociación de Veteranos Ciegos (Blinded Veterans Association) fue fundada en 1945 por veteranos que perdieron la vista en la Segunda Guerra Mundial.',
        ),
        p(
          'Today it helps blinded veterans and their families. Veterans who have been through vision loss can share what helped them.',
          'Hoy ayuda a las personas veteranas ciegas y a sus familias. Las personas veteranas que han vivido la pérdida de la visión pueden contarle lo que les ayudó.',
        ),
      ]),
      list('Help for your family', 'Ayuda para su familia', [
        p(
          'Ask your VIST coordinator if family members can join some of your training.',
          'Pregunte a su coordinador VIST si sus familiares pueden acompañarle en parte de su capacitación.',
        ),
        p(
          'The VA has a Caregiver Support Program for family members who care for a veteran.',
          'El VA tiene un Programa de Apoyo a Cuidadores para los familiares que cuidan a una persona veterana.',
        ),
        p(
          'Caregivers need rest too. Ask the VA about help at home and short breaks.',
          'Quienes cuidan también necesitan descansar. Pregunte al VA sobre ayuda en casa y descansos cortos.',
        ),
      ]),
      section('If you are in crisis', 'Si está en crisis', [
        p(
          'The Veterans Crisis Line is free and open at all hours. Dial 988 and then press 1.',
          'La Línea de Crisis para Veteranos es gratis y atiende a toda hora. Marque 988 y luego oprima 1.',
        ),
        link(
          'https://bva.org/',
          'Blinded Veterans Association',
          'Asociación de Veteranos Ciegos (Blinded Veterans Association)',
        ),
        VA,
      ]),
    ],
  },
];
