import { REVIEWED_AT, link, list, p, section } from './bilingual.ts';
import type { BilingualGuide, BilingualIntro } from './bilingual.ts';

// Category 1: Adjusting to vision loss.

export const CATEGORY_01_INTRO: BilingualIntro = {
  categoryId: 1,
  intro: [
    'Losing some or all of your sight is a big change. These guides help you take the first steps and find people who understand. You are not alone, and help is out there.',
    'Perder parte o toda la vista es un cambio grande. Estas guías le ayudan a dar los primeros pasos y a encontrar personas que le entienden. No tiene que enfrentar esto sin apoyo: hay ayuda disponible.',
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
          'Pida los documentos en letra grande, o pida que se los envíen en un formato que usted pueda leer.',
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
          'Si se siente sin ánimo por más de dos semanas, o pierde el interés en las cosas que disfruta, hable con su médico. La depresión es común y tiene tratamiento.',
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
          'Organizaciones dirigidas por personas ciegas, como la Federación Nacional de Ciegos y el Consejo Americano de Ciegos, tienen grupos locales en todo el país.',
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
  {
    subCategoryId: 66,
    reviewedAt: REVIEWED_AT,
    sections: [
      section('Talking about your vision loss', 'Hablar sobre su pérdida de la visión', [
        p(
          'Family and friends may not know what you can and cannot see. Tell them in your own words.',
          'Es posible que su familia y sus amigos no sepan lo que usted puede ver y lo que no. Explíqueselo con sus propias palabras.',
        ),
        p(
          'It is fine to ask for help. It is also fine to say "No, thank you" when you want to do something yourself.',
          'Está bien pedir ayuda. También está bien decir «No, gracias» cuando quiera hacer algo por su cuenta.',
        ),
        p(
          'People who love you may worry too much or try to do everything for you. Tell them what helps and what does not.',
          'Las personas que le quieren pueden preocuparse demasiado o tratar de hacer todo por usted. Dígales qué le ayuda y qué no.',
        ),
      ]),
      list('Tips you can share', 'Consejos que puede compartir', [
        p(
          'Say your name when you come into a room, and speak to me, not to the person with me.',
          'Diga su nombre cuando entre a un cuarto, y hábleme a mí, no a la persona que me acompaña.',
        ),
        p('Tell me when you are leaving the room.', 'Avíseme cuando se vaya del cuarto.'),
        p(
          'Put things back where you found them, and close doors and drawers all the way.',
          'Ponga las cosas donde las encontró, y cierre bien las puertas y los cajones.',
        ),
        p(
          'To guide me, offer your arm. I will hold it just above the elbow and walk a half step behind you.',
          'Para guiarme, ofrézcame su brazo. Yo lo tomaré justo arriba del codo y caminaré medio paso detrás de usted.',
        ),
      ]),
      section('Learn together', 'Aprender en familia', [
        p(
          'Ask if a family member can join some of your training. They can learn how to help without doing too much.',
          'Pregunte si un familiar puede acompañarle en parte de su capacitación. Así puede aprender a ayudarle sin hacer de más.',
        ),
        link(
          'https://www.afb.org/',
          'American Foundation for the Blind: help for families',
          'Fundación Americana para Ciegos (American Foundation for the Blind): ayuda para las familias',
        ),
      ]),
    ],
  },
];
