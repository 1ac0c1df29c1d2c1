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
          'El goalball es un deporte de equipo creado para jugadores ciegos. La pelota tiene cascabeles por dentro.',
        ),
        p(
          'Beep baseball uses a ball that beeps and bases that buzz.',
          'En el béisbol con pitido (beep baseball) se usa una pelota que pita y bases que suenan.',
        ),
        p(
          'Runners can run with a sighted guide, holding a short tether.',
          'Los corredores pueden correr con un guía vidente, unidos por una cuerda corta.',
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
      list('Get connected', 'Conéctese', [
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
          'Los grupos por teléfono y por internet le permiten conectarse desde su casa.',
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
];
