import { OTHER_CONDITION_VALUE } from '../../../../../src/contracts/surveys.ts';
// Surveys 1 (onboarding questionnaire) and 2 (Blind Low Vision survey), in English and in
// Spanish written for US Spanish speakers. Ids are fixed: answers refer to question ids, and
// the spec's trial lookup reads survey 1, question 1. Choice ids are question id * 100 +
// position. Values are what an answer stores; for question 1 they are lower-case English
// condition names that ClinicalTrials.gov understands as search terms ('other' is not one).

export interface ChoiceDefinition {
  value: string;
  text: string;
  textSp: string;
}

export interface QuestionDefinition {
  id: number;
  name: string;
  type: 'checkbox' | 'radiogroup';
  title: string;
  titleSp: string;
  choices: ChoiceDefinition[];
}

export interface SurveyDefinition {
  id: number;
  title: string;
  titleSp: string;
  questions: QuestionDefinition[];
}

const choice = (value: string, text: string, textSp: string): ChoiceDefinition => ({
  value,
  text,
  textSp,
});

const onboarding: SurveyDefinition = {
  id: 1,
  title: 'Tell us about yourself',
  titleSp: 'Cuéntenos sobre usted',
  questions: [
    {
      id: 1,
      name: 'question1',
      type: 'checkbox',
      title: 'Which eye conditions affect your vision? Choose all that apply.',
      titleSp: '¿Qué afecciones de los ojos afectan su visión? Elija todas las que correspondan.',
      choices: [
        choice('macular degeneration', 'Macular degeneration (AMD)', 'Degeneración macular (DMRE)'),
        choice('glaucoma', 'Glaucoma', 'Glaucoma'),
        choice('diabetic retinopathy', 'Diabetic retinopathy', 'Retinopatía diabética'),
        choice('retinitis pigmentosa', 'Retinitis pigmentosa (RP)', 'Retinitis pigmentosa (RP)'),
        choice('cataract', 'Cataract', 'Cataratas'),
        choice(
          'optic nerve',
          'An optic nerve condition, such as optic atrophy or optic neuritis',
          'Una afección del nervio óptico, como atrofia óptica o neuritis óptica',
        ),
        choice(
          OTHER_CONDITION_VALUE,
          'Another condition, or I am not sure',
          'Otra afección, o no estoy seguro',
        ),
      ],
    },
    {
      id: 2,
      name: 'question2',
      type: 'radiogroup',
      title: 'Who is answering these questions?',
      titleSp: '¿Quién está contestando estas preguntas?',
      choices: [
        choice('self', 'I have vision loss', 'Yo tengo pérdida de la visión'),
        choice(
          'family or friend',
          'A family member or friend of someone with vision loss',
          'Un familiar o amigo de una persona con pérdida de la visión',
        ),
        choice(
          'professional',
          'A professional who works with people with vision loss',
          'Un profesional que trabaja con personas con pérdida de la visión',
        ),
      ],
    },
    {
      id: 3,
      name: 'question3',
      type: 'radiogroup',
      title: 'How would you describe your vision today?',
      titleSp: '¿Cómo describiría su visión hoy?',
      choices: [
        choice(
          'some difficulty',
          'I have some trouble seeing, even with glasses',
          'Tengo algo de dificultad para ver, aun con lentes',
        ),
        choice(
          'low vision',
          'I have low vision: I use the sight I have, but many tasks are hard',
          'Tengo baja visión: uso la vista que me queda, pero muchas tareas son difíciles',
        ),
        choice(
          'light perception',
          'I see only light, shapes or movement',
          'Solo veo luz, formas o movimiento',
        ),
        choice('no usable vision', 'I have no usable vision', 'No tengo visión útil'),
        choice('not sure', 'I am not sure', 'No estoy seguro'),
      ],
    },
    {
      id: 4,
      name: 'question4',
      type: 'checkbox',
      title: 'What would you like help with? Choose all that apply.',
      titleSp: '¿Con qué le gustaría recibir ayuda? Elija todas las que correspondan.',
      choices: [
        choice(
          'daily living',
          'Everyday tasks at home, such as cooking, medications and money',
          'Tareas diarias en casa, como cocinar, los medicamentos y el dinero',
        ),
        choice(
          'getting around',
          'Getting around safely: white cane, guide dog, transportation',
          'Desplazarse con seguridad: bastón blanco, perro guía, transporte',
        ),
        choice(
          'technology',
          'Using phones, computers and other technology',
          'Usar teléfonos, computadoras y otra tecnología',
        ),
        choice(
          'work and school',
          'Work, job training or school',
          'Trabajo, capacitación laboral o estudios',
        ),
        choice(
          'adjusting',
          'Adjusting to vision loss and emotional support',
          'Adaptarse a la pérdida de la visión y apoyo emocional',
        ),
        choice('benefits and rights', 'Benefits and legal rights', 'Beneficios y derechos legales'),
        choice(
          'low vision care',
          'A low vision exam and devices such as magnifiers',
          'Un examen de baja visión y aparatos como lupas',
        ),
      ],
    },
    {
      id: 5,
      name: 'question5',
      type: 'checkbox',
      title: 'How do you prefer to read? Choose all that apply.',
      titleSp: '¿Cómo prefiere leer? Elija todas las que correspondan.',
      choices: [
        choice('regular print', 'Regular print', 'Letra normal'),
        choice('large print', 'Large print', 'Letra grande'),
        choice('magnifier', 'Print with a magnifier', 'Letra impresa con una lupa'),
        choice(
          'audio',
          'Listening: talking books or a screen reader',
          'Escuchando: libros hablados o un lector de pantalla',
        ),
        choice('braille', 'Braille', 'Braille'),
      ],
    },
  ],
};

/** One scale for the functional-vision questions, from none to "can't do it". */
const difficultyScale = [
  choice('no difficulty', 'No difficulty', 'Ninguna dificultad'),
  choice('a little difficulty', 'A little difficulty', 'Un poco de dificultad'),
  choice('moderate difficulty', 'Moderate difficulty', 'Dificultad moderada'),
  choice('extreme difficulty', 'Extreme difficulty', 'Mucha dificultad'),
  choice(
    'unable because of eyesight',
    'I cannot do this because of my eyesight',
    'No puedo hacerlo por mi vista',
  ),
];

const difficultyQuestion = (id: number, title: string, titleSp: string): QuestionDefinition => ({
  id,
  name: `question${id - 20}`,
  type: 'radiogroup',
  title,
  titleSp,
  choices: difficultyScale,
});

const blindLowVision: SurveyDefinition = {
  id: 2,
  title: 'Blind Low Vision Survey',
  titleSp: 'Encuesta sobre ceguera y baja visión',
  questions: [
    difficultyQuestion(
      21,
      'Even with glasses, how much difficulty do you have reading ordinary print, such as newspapers, mail or labels?',
      'Aun con lentes, ¿cuánta dificultad tiene para leer letra normal, como el periódico, el correo o las etiquetas?',
    ),
    difficultyQuestion(
      22,
      'How much difficulty do you have recognizing the faces of people you know from across a room?',
      '¿Cuánta dificultad tiene para reconocer la cara de personas conocidas al otro lado de un cuarto?',
    ),
    difficultyQuestion(
      23,
      'How much difficulty do you have seeing at night or in dim light?',
      '¿Cuánta dificultad tiene para ver de noche o con poca luz?',
    ),
    difficultyQuestion(
      24,
      'How much difficulty do you have with glare, such as bright sunlight or headlights?',
      '¿Cuánta dificultad tiene con el deslumbramiento, como la luz fuerte del sol o los faros de los carros?',
    ),
    difficultyQuestion(
      25,
      'How much difficulty do you have getting around: going down stairs or steps, or crossing streets?',
      '¿Cuánta dificultad tiene para desplazarse: bajar escaleras o escalones, o cruzar la calle?',
    ),
    difficultyQuestion(
      26,
      'How much difficulty do you have with daily tasks, such as cooking, telling your medications apart or handling money?',
      '¿Cuánta dificultad tiene con las tareas diarias, como cocinar, distinguir sus medicamentos o manejar dinero?',
    ),
    {
      id: 27,
      name: 'question7',
      type: 'checkbox',
      title: 'What do you use when you go out? Choose all that apply.',
      titleSp: '¿Qué usa cuando sale? Elija todas las que correspondan.',
      choices: [
        choice('nothing', 'Nothing', 'Nada'),
        choice('white cane', 'A white cane', 'Un bastón blanco'),
        choice('guide dog', 'A guide dog', 'Un perro guía'),
        choice('human guide', 'A person who guides me', 'Una persona que me guía'),
        choice(
          'magnifier or telescope',
          'A magnifier or a small telescope',
          'Una lupa o un telescopio pequeño',
        ),
        choice('phone app', 'A phone app', 'Una aplicación del teléfono'),
      ],
    },
    {
      id: 28,
      name: 'question8',
      type: 'radiogroup',
      title: 'When did you last have an eye exam?',
      titleSp: '¿Cuándo fue su último examen de la vista?',
      choices: [
        choice('within a year', 'Within the last year', 'En el último año'),
        choice('one to two years', '1 to 2 years ago', 'Hace 1 o 2 años'),
        choice('over two years', 'More than 2 years ago', 'Hace más de 2 años'),
        choice('never or not sure', 'Never, or I am not sure', 'Nunca, o no estoy seguro'),
      ],
    },
  ],
};

export const SURVEY_DEFINITIONS: readonly SurveyDefinition[] = [onboarding, blindLowVision];

export const choiceId = (questionId: number, position: number) => questionId * 100 + position;
