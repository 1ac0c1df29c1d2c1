import { REVIEWED_AT, link, list, p, section } from './bilingual.ts';
import type { BilingualGuide, BilingualIntro } from './bilingual.ts';

// Category 2: Eye conditions. Facts follow the National Eye Institute's public pages;
// treatment is only named, never advised.

const NEI = link(
  'https://www.nei.nih.gov/',
  'National Eye Institute: more about this condition',
  'Instituto Nacional del Ojo (National Eye Institute): más sobre esta enfermedad',
);

export const CATEGORY_02_INTRO: BilingualIntro = {
  categoryId: 2,
  intro: [
    'These guides explain common causes of vision loss in plain words. They are for learning only, not medical advice. Talk to your eye doctor about your own eyes.',
    'Estas guías explican con palabras sencillas las causas más comunes de la pérdida de la visión. Son solo para informarse, no son consejo médico. Hable con su médico de los ojos sobre su caso.',
  ],
};

export const CATEGORY_02_GUIDES: BilingualGuide[] = [
  {
    subCategoryId: 3,
    reviewedAt: REVIEWED_AT,
    sections: [
      section('What AMD is', 'Qué es la degeneración macular relacionada con la edad', [
        p(
          'Age-related macular degeneration, or AMD, harms the macula. The macula is the small center part of the retina. It lets you see fine detail straight ahead.',
          'La degeneración macular relacionada con la edad (DMRE, o AMD en inglés) daña la mácula. La mácula es la pequeña parte central de la retina. Le permite ver los detalles que tiene justo enfrente.',
        ),
        p(
          'AMD blurs your central vision. Side vision usually stays, so AMD alone does not usually cause total blindness.',
          'La DMRE hace que la visión central se vea borrosa. La visión de los lados casi siempre se mantiene, por eso la DMRE sola no suele causar ceguera total.',
        ),
        p(
          'AMD is a leading cause of vision loss in people age 50 and older.',
          'La DMRE es una de las causas principales de pérdida de la visión en personas de 50 años o más.',
        ),
      ]),
      list('Dry and wet AMD', 'Degeneración macular seca y húmeda', [
        p(
          'Dry AMD is the most common type. It usually gets worse slowly.',
          'La DMRE seca es el tipo más común. Por lo general empeora despacio.',
        ),
        p(
          'Wet AMD is less common. It can cause faster vision loss.',
          'La DMRE húmeda es menos común. Puede causar una pérdida de la visión más rápida.',
        ),
        p(
          'There are treatments for wet AMD, such as shots in the eye. Your eye doctor can tell you what is right for you.',
          'Hay tratamientos para la DMRE húmeda, como inyecciones en el ojo. Su médico de los ojos puede decirle qué es lo indicado para usted.',
        ),
        p(
          'For some people, special vitamins can slow AMD down. Ask your eye doctor before you take them.',
          'En algunas personas, unas vitaminas especiales pueden hacer que la DMRE avance más despacio. Consulte a su médico de los ojos antes de tomarlas.',
        ),
      ]),
      section('What you can do', 'Lo que usted puede hacer', [
        p(
          'Get regular eye exams. Tell your eye doctor right away if straight lines start to look wavy.',
          'Hágase exámenes de la vista con regularidad. Avise de inmediato a su médico de los ojos si las líneas rectas empiezan a verse onduladas.',
        ),
        p(
          'If you smoke, ask your doctor for help to quit. Smoking raises the risk of AMD.',
          'Si fuma, pida ayuda a su médico para dejar de fumar. Fumar aumenta el riesgo de DMRE.',
        ),
        NEI,
      ]),
    ],
  },
  {
    subCategoryId: 4,
    reviewedAt: REVIEWED_AT,
    sections: [
      section('What glaucoma is', 'Qué es el glaucoma', [
        p(
          'Glaucoma is a group of eye diseases that damage the optic nerve. This nerve carries signals from your eye to your brain.',
          'El glaucoma es un grupo de enfermedades de los ojos que dañan el nervio óptico. Este nervio lleva las señales del ojo al cerebro.',
        ),
        p(
          'Glaucoma often has no early signs. Many people have it and do not know it.',
          'Al principio, el glaucoma a menudo no da señales. Muchas personas lo tienen y no lo saben.',
        ),
        p(
          'It usually takes side vision first. Without treatment, it can lead to blindness.',
          'Por lo general afecta primero la visión de los lados. Sin tratamiento, puede causar ceguera.',
        ),
      ]),
      list('Who is at higher risk', 'Quién tiene más riesgo', [
        p('People over age 60.', 'Las personas mayores de 60 años.'),
        p('African Americans over age 40.', 'Las personas afroamericanas mayores de 40 años.'),
        p(
          'Hispanics and Latinos over age 60.',
          'Las personas hispanas o latinas mayores de 60 años.',
        ),
        p(
          'People with a family history of glaucoma.',
          'Las personas con familiares que tienen o tuvieron glaucoma.',
        ),
      ]),
      section('Treatment', 'Tratamiento', [
        p(
          'Treatment cannot bring back lost vision. It can slow down or stop more loss, so finding glaucoma early matters.',
          'El tratamiento no puede devolver la vista perdida. Puede frenar o detener más pérdida, por eso es importante detectar el glaucoma a tiempo.',
        ),
        p(
          'Treatments include eye drops, laser treatment and surgery. Use your eye drops just as your doctor tells you.',
          'Los tratamientos incluyen gotas para los ojos, láser y cirugía. Use sus gotas tal como le indique su médico.',
        ),
        NEI,
      ]),
    ],
  },
  {
    subCategoryId: 5,
    reviewedAt: REVIEWED_AT,
    sections: [
      section('What diabetic retinopathy is', 'Qué es la retinopatía diabética', [
        p(
          'Diabetic retinopathy is an eye disease that can happen to people with diabetes. High blood sugar can damage blood vessels in the retina.',
          'La retinopatía diabética es una enfermedad de los ojos que pueden tener las personas con diabetes. El nivel alto de azúcar en la sangre puede dañar los vasos sanguíneos de la retina.',
        ),
        p(
          'Anyone with type 1 or type 2 diabetes can get it.',
          'Cualquier persona con diabetes tipo 1 o tipo 2 puede tenerla.',
        ),
        p(
          'At first you may not notice any change in your vision.',
          'Al principio, es posible que no note ningún cambio en la vista.',
        ),
      ]),
      list('Protect your sight', 'Proteja su vista', [
        p(
          'Get a dilated eye exam at least once a year.',
          'Hágase un examen de la vista con dilatación de las pupilas por lo menos una vez al año.',
        ),
        p(
          'Keep your blood sugar, blood pressure and cholesterol in the range your doctor sets.',
          'Mantenga el azúcar en la sangre, la presión arterial y el colesterol en los niveles que le indique su médico.',
        ),
        p(
          'Work with your health care team on your diabetes plan.',
          'Trabaje con su equipo de salud en su plan para controlar la diabetes.',
        ),
      ]),
      section('Treatment', 'Tratamiento', [
        p(
          'Treatments include shots in the eye, laser treatment and surgery. Finding the disease early gives you the best chance to protect your sight.',
          'Los tratamientos incluyen inyecciones en el ojo, láser y cirugía. Detectar la enfermedad a tiempo le da la mejor oportunidad de proteger su vista.',
        ),
        p(
          'Talk to your eye doctor about which treatment, if any, is right for you.',
          'Hable con su médico de los ojos para saber si necesita tratamiento y cuál le conviene.',
        ),
        NEI,
      ]),
    ],
  },
  {
    subCategoryId: 6,
    reviewedAt: REVIEWED_AT,
    sections: [
      section('What RP is', 'Qué es la retinosis pigmentaria', [
        p(
          'Retinitis pigmentosa, or RP, is a group of rare eye diseases that run in families. It harms the cells in the retina that sense light.',
          'La retinosis pigmentaria (RP) es un grupo de enfermedades raras y hereditarias de los ojos. Daña las células de la retina que captan la luz.',
        ),
        p(
          'It often starts with trouble seeing at night. Later, side vision slowly narrows.',
          'A menudo empieza con dificultad para ver de noche. Después, la visión de los lados se va cerrando poco a poco.',
        ),
        p(
          'RP usually gets worse slowly, over many years.',
          'Por lo general, la RP empeora despacio, a lo largo de muchos años.',
        ),
      ]),
      list('Living with RP', 'Vivir con RP', [
        p(
          'A low vision exam can help you make the most of your sight.',
          'Un examen de baja visión puede ayudarle a aprovechar al máximo su vista.',
        ),
        p(
          'Orientation and mobility training can help you travel safely, even in dim light.',
          'Las clases de orientación y movilidad pueden ayudarle a desplazarse con seguridad, aun con poca luz.',
        ),
        p(
          'A genetic test may show which gene causes your RP. Ask your eye doctor or a genetic counselor.',
          'Una prueba genética puede mostrar qué gen causa su RP. Pregúntele a su médico de los ojos o a un consejero genético.',
        ),
      ]),
      section('Research', 'Investigación', [
        p(
          'Researchers are studying new treatments for RP. You can search for studies that are looking for volunteers.',
          'Se están estudiando nuevos tratamientos para la RP. Usted puede buscar ensayos clínicos que necesiten personas voluntarias.',
        ),
        link(
          'https://clinicaltrials.gov/',
          'ClinicalTrials.gov: find research studies',
          'ClinicalTrials.gov: busque ensayos clínicos (en inglés)',
        ),
        NEI,
      ]),
    ],
  },
  {
    subCategoryId: 7,
    reviewedAt: REVIEWED_AT,
    sections: [
      section('What a cataract is', 'Qué son las cataratas', [
        p(
          'A cataract is a cloudy area in the lens of your eye. Cataracts are very common as people get older.',
          'Una catarata es una zona nublada en el cristalino del ojo. Las cataratas son muy comunes a medida que las personas envejecen.',
        ),
        p(
          'They can make your vision blurry, hazy or less colorful. Glare from lamps or headlights may bother you.',
          'Pueden hacer que vea borroso, como con neblina, o con colores más apagados. Puede que le molesten los reflejos de las lámparas o de las luces de los carros.',
        ),
      ]),
      list('Before surgery', 'Antes de la cirugía', [
        p(
          'New glasses may help for a while.',
          'Unos anteojos nuevos pueden ayudarle por un tiempo.',
        ),
        p(
          'Brighter lights at home can help you read.',
          'Una luz más fuerte en casa puede ayudarle a leer.',
        ),
        p(
          'Sunglasses that cut glare can help outdoors.',
          'Los lentes de sol que reducen los reflejos pueden ayudarle al aire libre.',
        ),
      ]),
      section('Surgery', 'Cirugía', [
        p(
          'Surgery is the only way to remove a cataract. The doctor takes out the cloudy lens and puts in a clear, artificial one.',
          'La cirugía es la única forma de quitar una catarata. El médico quita el cristalino nublado y pone uno artificial y transparente.',
        ),
        p(
          'Cataract surgery is common and usually safe. Talk to your eye doctor about when it makes sense for you.',
          'La cirugía de cataratas es común y por lo general es segura. Hable con su médico de los ojos sobre cuándo le conviene.',
        ),
        NEI,
      ]),
    ],
  },
];
