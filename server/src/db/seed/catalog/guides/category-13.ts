import { REVIEWED_AT, link, list, p, section } from './bilingual.ts';
import type { BilingualGuide, BilingualIntro } from './bilingual.ts';

// Category 13: Research and clinical trials.

export const CATEGORY_13_INTRO: BilingualIntro = {
  categoryId: 13,
  intro: [
    'Research is finding new ways to treat and prevent vision loss. Clinical trials test these new ideas with volunteers. These guides explain what trials are and how to decide if one is right for you.',
    'La investigación está encontrando nuevas formas de tratar y prevenir la pérdida de la visión. Los ensayos clínicos ponen a prueba estas ideas nuevas con personas voluntarias. Estas guías explican qué son los ensayos y cómo decidir si uno le conviene.',
  ],
};

export const CATEGORY_13_GUIDES: BilingualGuide[] = [
  {
    subCategoryId: 33,
    reviewedAt: REVIEWED_AT,
    sections: [
      section('What a clinical trial is', 'Qué es un ensayo clínico', [
        p(
          'A clinical trial is a research study with people. It tests whether a new treatment is safe and whether it works.',
          'Un ensayo clínico es una investigación en la que participan personas. Pone a prueba si un tratamiento nuevo es seguro y si funciona.',
        ),
        p(
          'Trials happen in steps called phases. Early phases are small and test safety. Later phases include more people.',
          'Los ensayos se hacen por etapas llamadas fases. Las primeras fases son pequeñas y revisan la seguridad. Las fases siguientes incluyen a más personas.',
        ),
        p(
          'Joining is always your choice. You can leave a trial at any time.',
          'Participar siempre es su decisión. Puede dejar un ensayo en cualquier momento.',
        ),
      ]),
      list('Possible benefits and risks', 'Posibles beneficios y riesgos', [
        p(
          'You may get a new treatment before most people can.',
          'Podría recibir un tratamiento nuevo antes que la mayoría de las personas.',
        ),
        p(
          'You help people with your condition in the future.',
          'Usted ayuda a las personas que tendrán su misma enfermedad en el futuro.',
        ),
        p(
          'The new treatment may not work, or it may have side effects.',
          'Es posible que el tratamiento nuevo no funcione o que tenga efectos secundarios.',
        ),
        p(
          'You might get a placebo or the usual treatment instead of the new one.',
          'Podría recibir un placebo o el tratamiento de siempre en lugar del nuevo.',
        ),
      ]),
      section('Find a trial', 'Encuentre un ensayo', [
        p(
          'ClinicalTrials.gov lists studies in the United States and around the world. Talk to your eye doctor before you join one.',
          'ClinicalTrials.gov tiene una lista de ensayos clínicos en los Estados Unidos y en todo el mundo. Hable con su médico de los ojos antes de participar en uno.',
        ),
        link('https://clinicaltrials.gov/', 'ClinicalTrials.gov', 'ClinicalTrials.gov (en inglés)'),
        link(
          'https://www.nei.nih.gov/',
          'National Eye Institute: eye research',
          'Instituto Nacional del Ojo (National Eye Institute): investigación sobre los ojos',
        ),
      ]),
    ],
  },
  {
    subCategoryId: 34,
    reviewedAt: REVIEWED_AT,
    sections: [
      list('About the study', 'Sobre el ensayo', [
        p('What is the study trying to learn?', '¿Qué se quiere averiguar con el ensayo?'),
        p('What will I need to do, and how often?', '¿Qué tendré que hacer y con qué frecuencia?'),
        p('How long will the study last?', '¿Cuánto tiempo durará el ensayo?'),
        p('Who will see my health information?', '¿Quién verá mi información médica?'),
      ]),
      list('About risks and costs', 'Sobre los riesgos y los costos', [
        p(
          'What are the possible risks and side effects?',
          '¿Cuáles son los posibles riesgos y efectos secundarios?',
        ),
        p('Will I have to pay for anything?', '¿Tendré que pagar algo?'),
        p('Will my travel costs be covered?', '¿Me cubrirán los gastos de transporte?'),
        p(
          'What happens to my care when the study ends?',
          '¿Qué pasará con mi atención médica cuando termine el ensayo?',
        ),
      ]),
      section('Your rights', 'Sus derechos', [
        p(
          'Before you join, the study team must explain the study and give you a consent form. Ask for it in large print, braille or another format you can read.',
          'Antes de participar, el equipo de investigación debe explicarle el ensayo y darle un formulario de consentimiento. Pídalo en letra grande, en braille o en otro formato que pueda leer.',
        ),
        p(
          'Take your time. Talk it over with your family and your eye doctor.',
          'Tómese su tiempo. Háblelo con su familia y con su médico de los ojos.',
        ),
        p('You can leave the study at any time.', 'Puede dejar el ensayo en cualquier momento.'),
      ]),
    ],
  },
  {
    subCategoryId: 73,
    reviewedAt: REVIEWED_AT,
    sections: [
      section('Be careful', 'Tenga cuidado', [
        p(
          'Some clinics sell treatments for vision loss that have not been proven to work. Some offer stem cell shots.',
          'Algunas clínicas venden tratamientos para la pérdida de la visión que no se ha comprobado que funcionen. Algunas ofrecen inyecciones de células madre.',
        ),
        p(
          'The FDA has warned that stem cell products it has not approved can cause serious harm. Some people have lost their sight.',
          'La FDA ha advertido que los productos de células madre que no ha aprobado pueden causar daños graves. Algunas personas han perdido la vista.',
        ),
      ]),
      list('Warning signs', 'Señales de alerta', [
        p(
          'They ask you to pay a lot of money up front.',
          'Le piden pagar mucho dinero por adelantado.',
        ),
        p(
          'They say one treatment can cure many different diseases.',
          'Dicen que un solo tratamiento puede curar muchas enfermedades distintas.',
        ),
        p(
          'They share happy stories but no research results.',
          'Cuentan historias de éxito, pero no muestran resultados de investigaciones.',
        ),
        p(
          'They push you to decide fast, or tell you not to talk to your own doctor.',
          'Le presionan para que decida rápido, o le dicen que no hable con su propio médico.',
        ),
      ]),
      section('Check before you decide', 'Verifique antes de decidir', [
        p(
          'Talk with your eye doctor first. A study listed on ClinicalTrials.gov is not checked or approved by the government just because it is listed.',
          'Hable primero con su médico de los ojos. Que un ensayo aparezca en ClinicalTrials.gov no quiere decir que el gobierno lo haya revisado o aprobado.',
        ),
        link(
          'https://www.fda.gov/',
          'U.S. Food and Drug Administration (FDA)',
          'Administración de Alimentos y Medicamentos de los EE. UU. (FDA)',
        ),
      ]),
    ],
  },
];
