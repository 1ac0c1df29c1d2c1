import { REVIEWED_AT, link, list, p, section } from './bilingual.ts';
import type { BilingualGuide, BilingualIntro } from './bilingual.ts';

// Category 1: Adjusting to vision loss.

export const CATEGORY_01_INTRO: BilingualIntro = {
  categoryId: 1,
  intro: [
    'Losing some or all of your sight is a big change. These guides help you take the first steps and find people who understand. You are not alone, and help is out there.',
    'Perder parte o toda la vista es un cambio grande. Estas guías le ayudan a dar los primeros pasos y a encontrar personas que le entienden. Usted no está solo: hay ayuda disponible.',
  ],
};

export const CATEGORY_01_GUIDES: BilingualGuide[] = [
  {
    subCategoryId: 1,
    reviewedAt: REVIEWED_AT,
    sections: [
      section('Understand your diagnosis', 'Entienda su diagnóstico', [
        p(
          'Ask your eye doctor to explain your eye condition in plain words. Ask what you can expect and whether treatment can help.',
          'Pídale a su médico de los ojos que le explique su enfermedad con palabras sencillas. Pregúntele qué puede esperar y si algún tratamiento puede ayudarle.',
        ),
        p(
          'Write down your questions before each visit. If you can, bring a friend or family member to listen and take notes.',
          'Escriba sus preguntas antes de cada cita. Si puede, lleve a un amigo o familiar para que escuche y tome notas.',
        ),
        p(
          'Ask for papers in large print, or ask the office to send them in a way you can read.',
          'Pida los papeles en letra grande, o pida que se los envíen en una forma que usted pueda leer.',
        ),
      ]),
      list('People who can help', 'Personas que pueden ayudarle', [
        p(
          'A low vision specialist helps you make the most of the sight you have.',
          'Un especialista en baja visión le ayuda a aprovechar al máximo la vista que tiene.',
        ),
        p(
          'A vision rehabilitation therapist teaches new ways to cook, clean, read and do other daily tasks.',
          'Un terapeuta de rehabilitación visual le enseña nuevas formas de cocinar, limpiar, leer y hacer otras tareas diarias.',
        ),
        p(
          'An orientation and mobility specialist teaches you to travel safely, with or without a white cane.',
          'Un especialista en orientación y movilidad le enseña a desplazarse con seguridad, con o sin bastón blanco.',
        ),
        p(
          "Your state's agency for the blind can tell you about services near you. Many services are free or low cost.",
          'La agencia para ciegos de su estado puede informarle sobre los servicios cerca de usted. Muchos servicios son gratis o de bajo costo.',
        ),
      ]),
      section('Learn more', 'Más información', [
        link(
          'https://www.nei.nih.gov/',
          'National Eye Institute: facts about eye conditions',
          'Instituto Nacional del Ojo (National Eye Institute): información sobre las enfermedades de los ojos',
        ),
        link(
          'https://www.afb.org/',
          'American Foundation for the Blind: living with vision loss',
          'Fundación Americana para Ciegos (American Foundation for the Blind): vivir con pérdida de la visión',
        ),
      ]),
    ],
  },
  {
    subCategoryId: 2,
    reviewedAt: REVIEWED_AT,
    sections: [
      section('Your feelings are normal', 'Sus emociones son normales', [
        p(
          'Many people feel sad, angry, scared or worried after they lose sight. These feelings are common.',
          'Muchas personas se sienten tristes, enojadas, asustadas o preocupadas cuando pierden la vista. Estas emociones son comunes.',
        ),
        p(
          'Give yourself time. Many people find that life gets easier as they learn new skills.',
          'Dese tiempo. Muchas personas sienten que la vida se hace más fácil a medida que aprenden nuevas habilidades.',
        ),
        p(
          'If you feel down for more than two weeks, or lose interest in things you enjoy, talk to your doctor. Depression is common and it can be treated.',
          'Si se siente decaído por más de dos semanas, o pierde el interés en las cosas que disfruta, hable con su médico. La depresión es común y tiene tratamiento.',
        ),
        p(
          'If you are in crisis or thinking about hurting yourself, call or text 988 at any time.',
          'Si está en crisis o piensa en hacerse daño, llame o envíe un mensaje de texto al 988 a cualquier hora.',
        ),
      ]),
      list('Peer support', 'Apoyo entre pares', [
        p(
          'Talking with others who have vision loss can help. They know what you are going through.',
          'Hablar con otras personas con pérdida de la visión puede ayudarle. Ellas saben lo que usted está viviendo.',
        ),
        p(
          'Support groups meet in person, by phone or online.',
          'Los grupos de apoyo se reúnen en persona, por teléfono o por internet.',
        ),
        p(
          'Groups run by blind people, such as the National Federation of the Blind and the American Council of the Blind, have chapters across the country.',
          'Grupos dirigidos por personas ciegas, como la Federación Nacional de Ciegos y el Consejo Americano de Ciegos, tienen grupos locales en todo el país.',
        ),
        p(
          'Family members can join groups too. Vision loss changes life for the whole family.',
          'Los familiares también pueden unirse a los grupos. La pérdida de la visión cambia la vida de toda la familia.',
        ),
      ]),
      section('Find a group', 'Encuentre un grupo', [
        link(
          'https://nfb.org/',
          'National Federation of the Blind',
          'Federación Nacional de Ciegos (National Federation of the Blind)',
        ),
        link(
          'https://www.acb.org/',
          'American Council of the Blind',
          'Consejo Americano de Ciegos (American Council of the Blind)',
        ),
      ]),
    ],
  },
];
