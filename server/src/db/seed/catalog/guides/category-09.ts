import { REVIEWED_AT, link, list, p, section } from './bilingual.ts';
import type { BilingualGuide, BilingualIntro } from './bilingual.ts';

// Category 9: Rights and benefits. Dollar amounts change every year, so the texts send people
// to Social Security for them instead of quoting numbers that go stale.

export const CATEGORY_09_INTRO: BilingualIntro = {
  categoryId: 9,
  intro: [
    'Federal laws protect your rights in public places, at work and when you vote. Benefits may help if vision loss affects your ability to work. These guides explain the basics.',
    'Las leyes federales protegen sus derechos en los lugares públicos, en el trabajo y a la hora de votar. Los beneficios pueden ayudarle si la pérdida de la visión afecta su capacidad de trabajar. Estas guías explican lo básico.',
  ],
};

export const CATEGORY_09_GUIDES: BilingualGuide[] = [
  {
    subCategoryId: 24,
    reviewedAt: REVIEWED_AT,
    sections: [
      section('The ADA', 'La ADA', [
        p(
          'The Americans with Disabilities Act (ADA) is a civil rights law. It bans discrimination against people with disabilities.',
          'La Ley para Estadounidenses con Discapacidades (ADA) es una ley de derechos civiles. Prohíbe la discriminación contra las personas con discapacidades.',
        ),
        p(
          'It covers jobs, state and local governments, businesses open to the public, and transportation.',
          'Se aplica al empleo, a los gobiernos estatales y locales, a los negocios abiertos al público y al transporte.',
        ),
        p(
          'Businesses must communicate with you in a way that works. For example, staff can read a menu out loud.',
          'Los negocios deben comunicarse con usted de una forma que le funcione. Por ejemplo, el personal puede leerle el menú en voz alta.',
        ),
      ]),
      list('Service animals', 'Animales de servicio', [
        p(
          'Under the ADA, a service animal is a dog trained to do tasks for a person with a disability. A guide dog is a service animal.',
          'Según la ADA, un animal de servicio es un perro entrenado para hacer tareas para una persona con discapacidad. El perro guía es un animal de servicio.',
        ),
        p(
          'You may bring your service animal into stores, restaurants, hotels and other public places.',
          'Puede entrar con su animal de servicio a tiendas, restaurantes, hoteles y otros lugares públicos.',
        ),
        p(
          'Staff may not ask about your disability. They may not ask for papers or an ID card for the dog.',
          'El personal no puede preguntarle sobre su discapacidad. Tampoco puede pedirle documentos ni una tarjeta de identificación para el perro.',
        ),
        p(
          'Staff may ask you to remove the dog only if it is out of control or not house-trained.',
          'El personal solo puede pedirle que saque al perro si está fuera de control o si hace sus necesidades dentro del lugar.',
        ),
      ]),
      section('Learn more or file a complaint', 'Más información o cómo presentar una queja', [
        p(
          'If a business or government office does not follow the ADA, you can file a complaint with the U.S. Department of Justice.',
          'Si un negocio o una oficina de gobierno no cumple con la ADA, puede presentar una queja ante el Departamento de Justicia de los EE. UU.',
        ),
        link(
          'https://www.ada.gov/',
          'ADA.gov: information and complaints',
          'ADA.gov: información y quejas (en inglés)',
        ),
      ]),
    ],
  },
  {
    subCategoryId: 25,
    reviewedAt: REVIEWED_AT,
    sections: [
      list('Two programs', 'Dos programas', [
        p(
          'SSDI (Social Security Disability Insurance) pays you if you worked and paid Social Security taxes long enough.',
          'El Seguro por Discapacidad del Seguro Social (SSDI) paga beneficios si usted trabajó y pagó impuestos del Seguro Social durante el tiempo suficiente.',
        ),
        p(
          'SSI (Supplemental Security Income) pays each month if you have little money and few things you own. You must be blind, have a disability, or be 65 or older.',
          'La Seguridad de Ingreso Suplementario (SSI) paga beneficios mensuales a personas con pocos ingresos y pocos bienes. Usted debe tener ceguera o una discapacidad, o tener 65 años o más.',
        ),
      ]),
      list('Special rules for blindness', 'Reglas especiales para la ceguera', [
        p(
          'Social Security has special rules if you are legally blind.',
          'El Seguro Social tiene reglas especiales para las personas con ceguera legal.',
        ),
        p(
          'Legally blind means your better eye sees 20/200 or less with glasses. It can also mean you see a field of only 20 degrees or less.',
          'Ceguera legal quiere decir que, con anteojos, el ojo que ve mejor tiene una visión de 20/200 o menos. También puede querer decir que su campo visual es de solo 20 grados o menos.',
        ),
        p(
          'If you are blind, you can earn more each month before SSDI stops than people with other disabilities.',
          'Si usted tiene ceguera, puede ganar más dinero al mes antes de que se suspenda el SSDI. Su límite es más alto que el de las personas con otras discapacidades.',
        ),
        p(
          "The amounts change each year. Ask Social Security for this year's amounts.",
          'Las cantidades cambian cada año. Pregunte al Seguro Social por las cifras actuales.',
        ),
      ]),
      section('How to apply', 'Cómo presentar la solicitud', [
        p(
          'You can apply online, by phone or at a Social Security office.',
          'Puede presentar la solicitud por internet, por teléfono o en una oficina del Seguro Social.',
        ),
        p(
          'You can ask Social Security to send your mail in braille, large print, audio or another way you can read.',
          'Puede pedir al Seguro Social que le envíe sus cartas en braille, letra grande, audio u otro formato que pueda leer.',
        ),
        link(
          'https://www.ssa.gov/',
          'Social Security Administration',
          'Administración del Seguro Social',
        ),
      ]),
    ],
  },
  {
    subCategoryId: 26,
    reviewedAt: REVIEWED_AT,
    sections: [
      section('Your right to vote privately', 'Su derecho a votar en privado', [
        p(
          'Federal law says every polling place must have at least one voting system that people with disabilities can use privately and on their own.',
          'La ley federal dice que cada lugar de votación debe tener por lo menos un sistema de votación que las personas con discapacidades puedan usar en privado y por su cuenta.',
        ),
        p(
          'These machines may have audio ballots, large print and keypads you can feel.',
          'Estas máquinas pueden tener boletas en audio, letra grande y teclados con botones que se reconocen al tacto.',
        ),
        p(
          'You may bring a person of your choice to help you. It cannot be your employer or an officer of your union.',
          'Puede llevar a una persona de su elección para que le ayude. No puede ser su empleador ni un dirigente de su sindicato.',
        ),
      ]),
      list('Before Election Day', 'Antes del día de las elecciones', [
        p(
          'Check that you are registered, well before the deadline.',
          'Confirme su inscripción para votar con tiempo, antes de la fecha límite.',
        ),
        p(
          'Ask your local election office how to use the accessible voting machine.',
          'Pregunte en su oficina electoral local cómo usar la máquina de votación accesible.',
        ),
        p(
          'Ask whether your state has an absentee or mail ballot you can fill out on a computer.',
          'Pregunte si su estado tiene una boleta para votar en ausencia o por correo que pueda llenar en una computadora.',
        ),
      ]),
      section('Learn more', 'Más información', [
        link(
          'https://vote.gov/',
          'Vote.gov: register and find your election office',
          'Vote.gov: inscríbase y encuentre su oficina electoral (disponible en español)',
        ),
        link(
          'https://www.ada.gov/',
          'ADA.gov: voting and the ADA',
          'ADA.gov: el voto y la ADA (en inglés)',
        ),
      ]),
    ],
  },
];
