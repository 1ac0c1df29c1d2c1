import { REVIEWED_AT, link, list, p, section } from './bilingual.ts';
import type { BilingualGuide, BilingualIntro } from './bilingual.ts';

// Category 14: Recreation and community.

const NFB = link(
  'https://nfb.org/',
  'National Federation of the Blind: find a chapter',
  'Federación Nacional de Ciegos (National Federation of the Blind): encuentre un grupo local',
);
const ACB = link(
  'https://www.acb.org/',
  'American Council of the Blind: find an affiliate',
  'Consejo Americano de Ciegos (American Council of the Blind): encuentre un grupo afiliado',
);

export const CATEGORY_14_INTRO: BilingualIntro = {
  categoryId: 14,
  intro: [
    'Sports, hobbies and community life are open to you. Many activities can be adapted for people who are blind or have low vision. These guides help you find ways to join in.',
    'Los deportes, los pasatiempos y la vida en comunidad también son para usted. Muchas actividades se pueden adaptar para personas ciegas o con baja visión. Estas guías le ayudan a encontrar formas de participar.',
  ],
};

export const CATEGORY_14_GUIDES: BilingualGuide[] = [
  {
    subCategoryId: 52,
    reviewedAt: REVIEWED_AT,
    sections: [
      list('Sports', 'Deportes', [
        p(
          'Goalball is a team sport made for players who are blind. The ball has bells inside.',
          'El goalball es un deporte de equipo creado para personas ciegas. La pelota tiene cascabeles por dentro.',
        ),
        p(
          'Beep baseball uses a ball that beeps and bases that buzz.',
          'En el béisbol con pitido (beep baseball) se usa una pelota que pita y bases que suenan.',
        ),
        p(
          'Runners can run with a sighted guide, holding a short tether.',
          'Las personas que corren pueden hacerlo con un guía vidente, unidas por una cuerda corta.',
        ),
        p(
          'Swimming, bowling, skiing and riding a tandem bike can all be adapted.',
          'La natación, el boliche, el esquí y el ciclismo en bicicleta doble se pueden adaptar.',
        ),
      ]),
      list('Hobbies', 'Pasatiempos', [
        p(
          'Movies and TV shows with audio description tell you what is happening on screen.',
          'Las películas y los programas de TV con audiodescripción le cuentan lo que pasa en la pantalla.',
        ),
        p(
          'You can get playing cards and board games in large print or braille.',
          'Puede conseguir naipes y juegos de mesa en letra grande o en braille.',
        ),
        p(
          'Gardening, crafts, music and cooking are all open to you.',
          'La jardinería, las manualidades, la música y la cocina también son para usted.',
        ),
      ]),
      section('Find a program', 'Encuentre un programa', [
        p(
          'The United States Association of Blind Athletes supports sports for people who are blind or have low vision. Local groups of blind people often plan outings too.',
          'La Asociación de Atletas Ciegos de los Estados Unidos (United States Association of Blind Athletes) apoya el deporte para personas ciegas o con baja visión. Los grupos locales de personas ciegas también organizan salidas.',
        ),
        NFB,
        ACB,
      ]),
    ],
  },
  {
    subCategoryId: 53,
    reviewedAt: REVIEWED_AT,
    sections: [
      list('Get connected', 'Participe en su comunidad', [
        p(
          'Join a local chapter of a group run by blind people.',
          'Únase a un grupo local dirigido por personas ciegas.',
        ),
        p(
          'Volunteer for a cause you care about.',
          'Haga trabajo voluntario para una causa que le importe.',
        ),
        p(
          'Join a book club, a faith group or a senior center.',
          'Únase a un club de lectura, a un grupo de fe o a un centro para personas mayores.',
        ),
        p(
          'Phone and online groups let you connect from home.',
          'Los grupos por teléfono y por internet le permiten participar desde su casa.',
        ),
      ]),
      section('Speak up', 'Haga oír su voz', [
        p(
          'You know best what you need. Tell others what helps you.',
          'Usted sabe mejor que nadie lo que necesita. Dígales a los demás qué le ayuda.',
        ),
        p(
          'Go to public meetings and ask for papers in a format you can read.',
          'Vaya a las reuniones públicas y pida los documentos en un formato que pueda leer.',
        ),
        p(
          'You can ask your city for crossing signals that talk or vibrate.',
          'Puede pedirle a su ciudad semáforos peatonales que hablen o vibren.',
        ),
      ]),
      section('Learn more', 'Más información', [NFB, ACB]),
    ],
  },
  {
    subCategoryId: 74,
    reviewedAt: REVIEWED_AT,
    sections: [
      list('Flying', 'Viajar en avión', [
        p(
          'A federal law, the Air Carrier Access Act, says airlines must help passengers with disabilities. They can help you through the airport and onto the plane.',
          'Una ley federal, la Ley de Acceso al Transporte Aéreo (Air Carrier Access Act), dice que las aerolíneas deben ayudar a las personas con discapacidades que viajan. Pueden ayudarle a pasar por el aeropuerto y a subir al avión.',
        ),
        p(
          'Ask for help when you book your ticket, and again when you check in.',
          'Pida ayuda cuando compre su boleto, y otra vez cuando se registre en el aeropuerto.',
        ),
        p(
          'You can keep your white cane with you on the plane. Trained service dogs can fly in the cabin too.',
          'Puede llevar su bastón blanco con usted en el avión. Los perros de servicio entrenados también pueden viajar en la cabina.',
        ),
        p(
          'At the security check, tell the officer you have low vision or are blind. Ask them to explain each step.',
          'En el control de seguridad, dígale al agente que tiene baja visión o ceguera. Pídale que le explique cada paso.',
        ),
      ]),
      section('National parks', 'Parques nacionales', [
        p(
          'If you have a lasting disability and are a U.S. citizen or permanent resident, you can get a free Access Pass. It lets you into national parks for life.',
          'Si tiene una discapacidad permanente y tiene la ciudadanía o la residencia permanente de los EE. UU., puede obtener un pase gratuito llamado Access Pass. Le permite entrar a los parques nacionales de por vida.',
        ),
        p(
          'There may be a small fee if you apply by mail or online.',
          'Puede haber un pequeño cargo si lo solicita por correo o por internet.',
        ),
        link(
          'https://www.nps.gov/',
          'National Park Service',
          'Servicio de Parques Nacionales (National Park Service)',
        ),
      ]),
      section('Plan your trip', 'Planee su viaje', [
        p(
          'Call hotels and tour companies before you go. Ask about large print, braille and audio tours.',
          'Llame a los hoteles y a las compañías de turismo antes de viajar. Pregunte si tienen materiales en letra grande o en braille, y recorridos con audio.',
        ),
        link(
          'https://www.tsa.gov/',
          'TSA: help at airport security',
          'TSA: ayuda en el control de seguridad del aeropuerto (en inglés)',
        ),
      ]),
    ],
  },
];
