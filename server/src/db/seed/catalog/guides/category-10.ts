import { REVIEWED_AT, link, list, p, section } from './bilingual.ts';
import type { BilingualGuide, BilingualIntro } from './bilingual.ts';

// Category 10: Children and families. IDEA Part C (birth to 3) and Part B (3 through 21).

const ED = link(
  'https://www.ed.gov/',
  'U.S. Department of Education',
  'Departamento de Educación de los EE. UU.',
);

export const CATEGORY_10_INTRO: BilingualIntro = {
  categoryId: 10,
  intro: [
    'Children who are blind or have low vision can learn, play and grow with the right support. Help can start soon after birth. These guides explain early intervention, school services and support for parents.',
    'Los niños ciegos o con baja visión pueden aprender, jugar y crecer con el apoyo adecuado. La ayuda puede empezar poco después de nacer. Estas guías explican la intervención temprana, los servicios escolares y el apoyo para los padres.',
  ],
};

export const CATEGORY_10_GUIDES: BilingualGuide[] = [
  {
    subCategoryId: 27,
    reviewedAt: REVIEWED_AT,
    sections: [
      section('What early intervention is', 'Qué es la intervención temprana', [
        p(
          'Early intervention is help for babies and toddlers, from birth to age 3, who have a disability or a delay.',
          'La intervención temprana es ayuda para bebés y niños pequeños, desde que nacen hasta los 3 años, que tienen una discapacidad o un retraso en su desarrollo.',
        ),
        p(
          'Every state has an early intervention program.',
          'Todos los estados tienen un programa de intervención temprana.',
        ),
        p(
          'Services may include vision services, help with moving and playing, and support for the family.',
          'Los servicios pueden incluir atención para la vista, ayuda para moverse y jugar, y apoyo para la familia.',
        ),
      ]),
      list('How to start', 'Cómo empezar', [
        p(
          "Call your state's early intervention program and ask for an evaluation. You do not need to wait for a doctor to send you.",
          'Llame al programa de intervención temprana de su estado y pida una evaluación. No necesita esperar a que un médico le dé una referencia.',
        ),
        p('The evaluation is free for families.', 'La evaluación es gratis para las familias.'),
        p(
          'If your child qualifies, you and the team write an Individualized Family Service Plan (IFSP).',
          'Si su hijo califica, usted y el equipo escriben un Plan Individualizado de Servicios para la Familia (IFSP).',
        ),
      ]),
      list('Ideas for families', 'Ideas para las familias', [
        p(
          'Talk to your child about what you are doing and what is around you.',
          'Háblele a su hijo sobre lo que usted está haciendo y lo que hay a su alrededor.',
        ),
        p(
          'Use touch, sounds and bright colors when you play.',
          'Use el tacto, los sonidos y los colores vivos cuando jueguen.',
        ),
        p(
          'Connect with other parents of children with vision loss.',
          'Busque a otros padres de niños con pérdida de la visión.',
        ),
        ED,
      ]),
    ],
  },
  {
    subCategoryId: 28,
    reviewedAt: REVIEWED_AT,
    sections: [
      section('Special education', 'Educación especial', [
        p(
          'From age 3 through 21, children with disabilities may get special education under a law called IDEA.',
          'De los 3 a los 21 años, los niños con discapacidades pueden recibir educación especial gracias a una ley llamada IDEA.',
        ),
        p(
          'The school must evaluate your child at no cost to you.',
          'La escuela debe evaluar a su hijo sin costo para usted.',
        ),
        p(
          'If your child qualifies, the team writes an Individualized Education Program (IEP). You are part of the team.',
          'Si su hijo califica, el equipo escribe un Programa de Educación Individualizado (IEP). Usted es parte del equipo.',
        ),
      ]),
      list(
        'Services for students with vision loss',
        'Servicios para estudiantes con pérdida de la visión',
        [
          p(
            'A teacher of students with visual impairments (TVI).',
            'Un maestro especializado en estudiantes con discapacidad visual (TVI).',
          ),
          p(
            'Braille lessons, unless the team decides braille is not right for your child.',
            'Clases de braille, a menos que el equipo decida que el braille no es adecuado para su hijo.',
          ),
          p('Orientation and mobility training.', 'Clases de orientación y movilidad.'),
          p(
            'Books in braille, large print or audio, and assistive technology.',
            'Libros en braille, letra grande o audio, y tecnología de asistencia.',
          ),
        ],
      ),
      section('Other options', 'Otras opciones', [
        p(
          'If your child does not need special education but needs some changes, ask the school about a Section 504 plan.',
          'Si su hijo no necesita educación especial pero necesita algunos cambios, pregunte en la escuela por un plan de la Sección 504.',
        ),
        p(
          'You can ask for an IEP meeting at any time if you have concerns.',
          'Puede pedir una reunión del IEP en cualquier momento si tiene alguna preocupación.',
        ),
        ED,
      ]),
    ],
  },
  {
    subCategoryId: 70,
    reviewedAt: REVIEWED_AT,
    sections: [
      section('You are not alone', 'No tiene que enfrentar esto sin apoyo', [
        p(
          'Many parents feel worried or sad when they learn their child has vision loss. These feelings are normal.',
          'Muchos padres sienten preocupación o tristeza cuando se enteran de que su hijo tiene pérdida de la visión. Estas emociones son normales.',
        ),
        p(
          'Talking with other parents can help. They have been where you are, and they can share what worked for them.',
          'Hablar con otros padres puede ayudarle. Han pasado por lo mismo y pueden contarle lo que les funcionó.',
        ),
      ]),
      list('Where to find support', 'Dónde encontrar apoyo', [
        p(
          "Every state has at least one Parent Training and Information Center. It helps parents of children with disabilities learn about their child's rights at school.",
          'Cada estado tiene al menos un Centro de Capacitación e Información para Padres (Parent Training and Information Center). Ayuda a los padres de niños con discapacidades a conocer los derechos de sus hijos en la escuela.',
        ),
        p(
          'The National Organization of Parents of Blind Children is part of the National Federation of the Blind.',
          'La Organización Nacional de Padres de Niños Ciegos (National Organization of Parents of Blind Children) es parte de la Federación Nacional de Ciegos.',
        ),
        p(
          "Your child's vision teacher and early intervention team can tell you about local parent groups.",
          'El maestro de visión de su hijo y el equipo de intervención temprana pueden informarle sobre grupos de padres en su zona.',
        ),
      ]),
      section('Take care of yourself', 'Cuídese usted también', [
        p(
          'Your child does best when you get support too. Ask family and friends to help, and take time to rest.',
          'A su hijo le va mejor cuando usted también recibe apoyo. Pida ayuda a su familia y a sus amigos, y tómese tiempo para descansar.',
        ),
        link(
          'https://nfb.org/',
          'National Federation of the Blind: parents of blind children',
          'Federación Nacional de Ciegos (National Federation of the Blind): padres de niños ciegos',
        ),
        link(
          'https://www.aph.org/',
          'American Printing House for the Blind: learning tools for children',
          'Imprenta Americana para Ciegos (American Printing House for the Blind): materiales de aprendizaje para niños',
        ),
      ]),
    ],
  },
];
