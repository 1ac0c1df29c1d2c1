import { REVIEWED_AT, link, list, p, section } from './bilingual.ts';
import type { BilingualGuide, BilingualIntro } from './bilingual.ts';

// Category 8: Work and school.

const ADA = link(
  'https://www.ada.gov/',
  'ADA.gov: the Americans with Disabilities Act',
  'ADA.gov: la Ley para Estadounidenses con Discapacidades (en inglés)',
);

export const CATEGORY_08_INTRO: BilingualIntro = {
  categoryId: 8,
  intro: [
    'People who are blind or have low vision work and study in every field. These guides explain job training, your rights at work and help for students. You do not have to figure it out alone.',
    'Las personas ciegas o con baja visión trabajan y estudian en todos los campos. Estas guías explican la capacitación para el empleo, sus derechos en el trabajo y la ayuda para estudiantes. No tiene que resolverlo todo sin ayuda.',
  ],
};

export const CATEGORY_08_GUIDES: BilingualGuide[] = [
  {
    subCategoryId: 21,
    reviewedAt: REVIEWED_AT,
    sections: [
      section('What vocational rehabilitation is', 'Qué es la rehabilitación vocacional', [
        p(
          'Vocational rehabilitation (VR) helps people with disabilities get or keep a job. Every state has a VR program.',
          'La rehabilitación vocacional (VR) ayuda a las personas con discapacidades a conseguir o mantener un empleo. Todos los estados tienen un programa de VR.',
        ),
        p(
          'Many states have a separate VR agency for people who are blind.',
          'Muchos estados tienen una agencia de VR aparte para las personas ciegas.',
        ),
        p(
          'Services may include job training, assistive technology, counseling and help with college or trade school.',
          'Los servicios pueden incluir capacitación laboral, tecnología de asistencia, orientación y ayuda con la universidad o una escuela técnica.',
        ),
      ]),
      list('How it works', 'Cómo funciona', [
        p(
          'You apply and meet with a VR counselor.',
          'Usted presenta una solicitud y se reúne con un consejero de VR.',
        ),
        p(
          'Together you write a plan for employment. It lists your job goal and the services you need.',
          'Entre usted y su consejero preparan un plan de empleo. El plan incluye su meta de trabajo y los servicios que necesita.',
        ),
        p(
          'Some services may depend on your income.',
          'Algunos servicios pueden depender de sus ingresos.',
        ),
        p(
          'Students with disabilities can start getting help to plan for work while they are still in high school.',
          'Los estudiantes con discapacidades pueden empezar a recibir ayuda para planear su futuro laboral desde la escuela secundaria.',
        ),
      ]),
      section('Learn more', 'Más información', [
        p(
          'Ask your state agency for the blind how to apply for VR.',
          'Pregunte en la agencia para ciegos de su estado cómo solicitar servicios de VR.',
        ),
        link(
          'https://www.afb.org/',
          'American Foundation for the Blind: employment resources',
          'Fundación Americana para Ciegos (American Foundation for the Blind): recursos de empleo',
        ),
      ]),
    ],
  },
  {
    subCategoryId: 22,
    reviewedAt: REVIEWED_AT,
    sections: [
      section('The ADA at work', 'La ADA en el trabajo', [
        p(
          'The Americans with Disabilities Act (ADA) protects people with disabilities from unfair treatment at work. It covers employers with 15 or more workers.',
          'La Ley para Estadounidenses con Discapacidades (ADA) protege a las personas con discapacidades contra el trato injusto en el trabajo. Se aplica a los empleadores con 15 trabajadores o más.',
        ),
        p(
          'An employer cannot refuse to hire you because you are blind if you can do the main duties of the job, with or without an accommodation.',
          'Un empleador no puede negarse a contratarle por su ceguera si usted puede hacer las tareas principales del trabajo, con o sin un ajuste razonable.',
        ),
      ]),
      list('Reasonable accommodations', 'Ajustes razonables', [
        p(
          'A reasonable accommodation is a change that helps you do your job.',
          'Un ajuste razonable es un cambio que le ayuda a hacer su trabajo.',
        ),
        p(
          'Examples are screen reader software, a larger monitor, papers in braille or large print, or a different schedule.',
          'Por ejemplo: un programa lector de pantalla, un monitor más grande, documentos en braille o en letra grande, o un horario diferente.',
        ),
        p(
          'You can ask for one at any time, in plain words. It helps to ask in writing and keep a copy.',
          'Puede pedirlo en cualquier momento, con palabras sencillas. Es útil pedirlo por escrito y guardar una copia.',
        ),
        p(
          'An employer does not have to make a change that would cause undue hardship.',
          'El empleador no tiene que hacer un cambio que le cause una dificultad excesiva.',
        ),
      ]),
      section('If you are treated unfairly', 'Si le tratan de forma injusta', [
        p(
          'You can file a charge with the U.S. Equal Employment Opportunity Commission (EEOC). There are time limits, so act quickly.',
          'Puede presentar un cargo de discriminación (una queja formal) ante la Comisión para la Igualdad de Oportunidades en el Empleo (EEOC). Hay plazos, así que actúe pronto.',
        ),
        link(
          'https://www.eeoc.gov/',
          'U.S. Equal Employment Opportunity Commission',
          'Comisión para la Igualdad de Oportunidades en el Empleo (EEOC)',
        ),
        ADA,
      ]),
    ],
  },
  {
    subCategoryId: 23,
    reviewedAt: REVIEWED_AT,
    sections: [
      section('From kindergarten to high school', 'Desde el kínder hasta la secundaria', [
        p(
          'A law called IDEA helps students who are blind or have low vision. They may get special help at school for free.',
          'Una ley llamada IDEA ayuda a los estudiantes ciegos o con baja visión. Pueden recibir ayuda especial en la escuela sin costo.',
        ),
        p(
          'Help can include braille lessons and training to travel safely. It can also include books in braille, large print or audio.',
          'La ayuda puede incluir clases de braille y clases para desplazarse con seguridad. También puede incluir libros en braille, letra grande o audio.',
        ),
        p(
          'The school writes this help down in a plan called an IEP.',
          'La escuela anota esta ayuda en un plan llamado IEP (Programa de Educación Individualizado).',
        ),
      ]),
      list('College', 'La universidad', [
        p(
          'Under the ADA and Section 504, colleges must make changes so you can learn.',
          'Según la ADA y la Sección 504, las universidades deben hacer ajustes para que usted pueda aprender.',
        ),
        p(
          "Talk to the college's disability office early, before classes start.",
          'Comuníquese pronto con la oficina de servicios para estudiantes con discapacidades, antes de que empiecen las clases.',
        ),
        p(
          'You might get books you can read, extra time on tests, or software that reads the screen out loud.',
          'Podría recibir libros que usted pueda leer, más tiempo en los exámenes o programas que leen la pantalla en voz alta.',
        ),
        p(
          'Your state job training agency may help pay some college costs.',
          'La agencia de capacitación para el empleo de su estado puede ayudarle a pagar algunos gastos de la universidad.',
        ),
      ]),
      section('Learn more', 'Más información', [
        link(
          'https://www.ed.gov/',
          'U.S. Department of Education',
          'Departamento de Educación de los EE. UU.',
        ),
        ADA,
      ]),
    ],
  },
];
