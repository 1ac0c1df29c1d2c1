import type { categories, subCategories } from '../../schema.ts';

// The catalogue's structure: categories and their sub-categories with fixed ids. The spec
// gives some ids a meaning (see SPECIAL_IDS); the others are ours and never reused.

export type CategorySeedRow = Required<typeof categories.$inferInsert>;
export type SubCategorySeedRow = Required<typeof subCategories.$inferInsert>;

/** Ids with rules attached to them (spec sections 5 and 9). */
export const SPECIAL_IDS = {
  /** Category shown only to veterans, and first for them. */
  veteransCategory: 11,
  /** National organisations: no distance, never filtered out. */
  nationalSubCategory: 35,
  /** Shows the Blind Low Vision survey (survey 2) until completed, then optometrists. */
  blvSurveySubCategory: 44,
  /** Age is sent as 0 for these (services for every age). */
  ageFreeSubCategories: [45, 47, 50] as readonly number[],
  lowVisionOptometristsSubCategory: 47,
  clinicalTrialsSubCategory: 48,
  /** Always shown, whatever the distance or filters. */
  alwaysShownOrganization: 5188,
} as const;

function category(
  id: number,
  slug: string,
  title: string,
  titleSp: string,
  description: string,
  descriptionSp: string,
): CategorySeedRow {
  return {
    id,
    title,
    titleSp,
    description,
    descriptionSp,
    imageUrl: `/images/categories/${slug}.svg`,
    sortOrder: id,
  };
}

export const CATEGORY_ROWS: CategorySeedRow[] = [
  category(
    1,
    'adjusting',
    'Adjusting to vision loss',
    'Adaptarse a la pérdida de la visión',
    'First steps, feelings and finding people who understand.',
    'Primeros pasos, emociones y personas que le entienden.',
  ),
  category(
    2,
    'eye-conditions',
    'Eye conditions',
    'Enfermedades de los ojos',
    'Plain-language guides to common causes of vision loss.',
    'Guías sencillas sobre las causas más comunes de la pérdida de la visión.',
  ),
  category(
    3,
    'low-vision',
    'Low vision',
    'Baja visión',
    'Make the most of the sight you have: exams, magnifiers, light and contrast.',
    'Aproveche al máximo la vista que tiene: exámenes, lupas, luz y contraste.',
  ),
  category(
    4,
    'daily-living',
    'Daily living',
    'Vida diaria',
    'Cooking, medicines, money and a safe home.',
    'Cocina, medicinas, dinero y un hogar seguro.',
  ),
  category(
    5,
    'getting-around',
    'Getting around',
    'Cómo desplazarse',
    'White canes, guide dogs, transit and your rights on the street.',
    'Bastones blancos, perros guía, transporte y sus derechos en la calle.',
  ),
  category(
    6,
    'reading',
    'Reading and communication',
    'Lectura y comunicación',
    'Braille, talking books and other ways to read and write.',
    'Braille, libros parlantes y otras formas de leer y escribir.',
  ),
  category(
    7,
    'technology',
    'Technology',
    'Tecnología',
    'Screen readers, magnification, phones and smart speakers.',
    'Lectores de pantalla, ampliación, teléfonos y altavoces inteligentes.',
  ),
  category(
    8,
    'work-school',
    'Work and school',
    'Trabajo y escuela',
    'Vocational rehabilitation, your rights at work and help for students.',
    'Rehabilitación vocacional, sus derechos en el trabajo y ayuda para estudiantes.',
  ),
  category(
    9,
    'rights-benefits',
    'Rights and benefits',
    'Derechos y beneficios',
    'The ADA, service animals, disability benefits and voting.',
    'La ADA, animales de servicio, beneficios por discapacidad y el voto.',
  ),
  category(
    10,
    'children-families',
    'Children and families',
    'Niños y familias',
    'Early help, school services and support for parents.',
    'Ayuda temprana, servicios escolares y apoyo para padres.',
  ),
  category(
    11,
    'veterans',
    'Veterans',
    'Veteranos',
    'VA blind rehabilitation and help for veterans with vision loss.',
    'Rehabilitación para ciegos del VA y ayuda para veteranos con pérdida de la visión.',
  ),
  category(
    12,
    'older-adults',
    'Older adults',
    'Personas mayores',
    'Staying independent and safe as your vision changes with age.',
    'Mantener su independencia y seguridad cuando la vista cambia con la edad.',
  ),
  category(
    13,
    'research',
    'Research and clinical trials',
    'Investigación y ensayos clínicos',
    'What clinical trials are and how to find one near you.',
    'Qué son los ensayos clínicos y cómo encontrar uno cerca de usted.',
  ),
  category(
    14,
    'recreation',
    'Recreation and community',
    'Recreación y comunidad',
    'Sports, hobbies and connecting with others.',
    'Deportes, pasatiempos y conexión con otras personas.',
  ),
];

function sub(
  id: number,
  categoryId: number,
  kind: 'guide' | 'organization',
  title: string,
  titleSp: string,
  sortOrder: number,
): SubCategorySeedRow {
  return { id, categoryId, kind, title, titleSp, sortOrder };
}

export const SUB_CATEGORY_ROWS: SubCategorySeedRow[] = [
  // 1 Adjusting to vision loss
  sub(
    1,
    1,
    'guide',
    'First steps after a diagnosis',
    'Primeros pasos después de un diagnóstico',
    1,
  ),
  sub(2, 1, 'guide', 'Feelings and peer support', 'Emociones y apoyo entre pares', 2),
  sub(66, 1, 'guide', 'Family and friends', 'Familia y amigos', 3),
  sub(35, 1, 'organization', 'National organizations', 'Organizaciones nacionales', 1),
  sub(36, 1, 'organization', 'Peer support groups', 'Grupos de apoyo entre pares', 2),
  // 2 Eye conditions
  sub(
    3,
    2,
    'guide',
    'Age-related macular degeneration',
    'Degeneración macular relacionada con la edad',
    1,
  ),
  sub(4, 2, 'guide', 'Glaucoma', 'Glaucoma', 2),
  sub(5, 2, 'guide', 'Diabetic retinopathy', 'Retinopatía diabética', 3),
  sub(6, 2, 'guide', 'Retinitis pigmentosa', 'Retinosis pigmentaria', 4),
  sub(7, 2, 'guide', 'Cataract', 'Cataratas', 5),
  sub(37, 2, 'organization', 'Eye health organizations', 'Organizaciones de salud visual', 1),
  sub(
    55,
    2,
    'organization',
    'Condition-specific organizations',
    'Organizaciones por enfermedad',
    2,
  ),
  // 3 Low vision
  sub(8, 3, 'guide', 'The low vision exam', 'El examen de baja visión', 1),
  sub(9, 3, 'guide', 'Magnifiers, lighting and contrast', 'Lupas, iluminación y contraste', 2),
  sub(67, 3, 'guide', 'Reading with low vision', 'Leer con baja visión', 3),
  sub(44, 3, 'organization', 'Blind Low Vision survey', 'Encuesta de ceguera y baja visión', 1),
  sub(47, 3, 'organization', 'Low vision optometrists', 'Optometristas de baja visión', 2),
  sub(
    45,
    3,
    'organization',
    'Vision rehabilitation services',
    'Servicios de rehabilitación visual',
    3,
  ),
  // 4 Daily living
  sub(10, 4, 'guide', 'In the kitchen', 'En la cocina', 1),
  sub(11, 4, 'guide', 'Medicines and labels', 'Medicinas y etiquetas', 2),
  sub(12, 4, 'guide', 'Money and a safe home', 'El dinero y un hogar seguro', 3),
  sub(
    38,
    4,
    'organization',
    'Independent living training',
    'Capacitación para la vida independiente',
    1,
  ),
  sub(
    56,
    4,
    'organization',
    'Products and daily living aids',
    'Productos y ayudas para la vida diaria',
    2,
  ),
  // 5 Getting around
  sub(
    13,
    5,
    'guide',
    'Orientation, mobility and the white cane',
    'Orientación, movilidad y el bastón blanco',
    1,
  ),
  sub(14, 5, 'guide', 'Guide dogs', 'Perros guía', 2),
  sub(15, 5, 'guide', 'Transit and paratransit', 'Transporte público y paratránsito', 3),
  sub(16, 5, 'guide', 'White cane laws by state', 'Leyes del bastón blanco por estado', 4),
  sub(
    39,
    5,
    'organization',
    'Orientation and mobility services',
    'Servicios de orientación y movilidad',
    1,
  ),
  sub(40, 5, 'organization', 'Guide dog schools', 'Escuelas de perros guía', 2),
  // 6 Reading and communication
  sub(17, 6, 'guide', 'Learning braille', 'Aprender braille', 1),
  sub(18, 6, 'guide', 'Talking books', 'Libros parlantes', 2),
  sub(68, 6, 'guide', 'Writing and signing', 'Escribir y firmar', 3),
  sub(50, 6, 'organization', 'Talking book libraries', 'Bibliotecas de libros parlantes', 1),
  sub(57, 6, 'organization', 'Accessible reading services', 'Servicios de lectura accesible', 2),
  // 7 Technology
  sub(19, 7, 'guide', 'Screen readers and magnification', 'Lectores de pantalla y ampliación', 1),
  sub(20, 7, 'guide', 'Phones and smart speakers', 'Teléfonos y altavoces inteligentes', 2),
  sub(69, 7, 'guide', 'Apps that read and describe', 'Aplicaciones que leen y describen', 3),
  sub(41, 7, 'organization', 'Assistive technology help', 'Ayuda con tecnología de asistencia', 1),
  sub(58, 7, 'organization', 'Technology training', 'Capacitación en tecnología', 2),
  // 8 Work and school
  sub(21, 8, 'guide', 'Vocational rehabilitation', 'Rehabilitación vocacional', 1),
  sub(22, 8, 'guide', 'Your rights at work', 'Sus derechos en el trabajo', 2),
  sub(23, 8, 'guide', 'Students', 'Estudiantes', 3),
  sub(
    42,
    8,
    'organization',
    'Vocational rehabilitation agencies',
    'Agencias de rehabilitación vocacional',
    1,
  ),
  sub(
    59,
    8,
    'organization',
    'Employment and education programs',
    'Programas de empleo y educación',
    2,
  ),
  // 9 Rights and benefits
  sub(24, 9, 'guide', 'The ADA and service animals', 'La ADA y los animales de servicio', 1),
  sub(
    25,
    9,
    'guide',
    'Disability benefits (SSDI and SSI)',
    'Beneficios por discapacidad (SSDI y SSI)',
    2,
  ),
  sub(26, 9, 'guide', 'Voting', 'El voto', 3),
  sub(43, 9, 'organization', 'Legal and benefits help', 'Ayuda legal y con beneficios', 1),
  sub(60, 9, 'organization', 'Advocacy organizations', 'Organizaciones de defensa', 2),
  // 10 Children and families
  sub(27, 10, 'guide', 'Early intervention', 'Intervención temprana', 1),
  sub(28, 10, 'guide', 'School services', 'Servicios escolares', 2),
  sub(70, 10, 'guide', 'Support for parents', 'Apoyo para los padres', 3),
  sub(46, 10, 'organization', 'Family support', 'Apoyo a las familias', 1),
  sub(61, 10, 'organization', 'Schools for the blind', 'Escuelas para ciegos', 2),
  // 11 Veterans
  sub(29, 11, 'guide', 'VA blind rehabilitation', 'Rehabilitación para ciegos del VA', 1),
  sub(30, 11, 'guide', 'Your VIST coordinator', 'Su coordinador VIST', 2),
  sub(71, 11, 'guide', 'Peer and family support', 'Apoyo entre veteranos y para la familia', 3),
  sub(
    49,
    11,
    'organization',
    'VA blind rehabilitation centers',
    'Centros de rehabilitación para ciegos del VA',
    1,
  ),
  sub(
    62,
    11,
    'organization',
    'Veterans service organizations',
    'Organizaciones de servicio a veteranos',
    2,
  ),
  // 12 Older adults
  sub(31, 12, 'guide', 'Aging with vision loss', 'Envejecer con pérdida de la visión', 1),
  sub(32, 12, 'guide', 'Staying independent at home', 'Mantener la independencia en casa', 2),
  sub(72, 12, 'guide', 'Driving and getting rides', 'Manejar y conseguir transporte', 3),
  sub(51, 12, 'organization', 'Services for older adults', 'Servicios para personas mayores', 1),
  sub(
    63,
    12,
    'organization',
    'Independent living for older adults who are blind',
    'Vida independiente para personas mayores ciegas',
    2,
  ),
  // 13 Research and clinical trials
  sub(33, 13, 'guide', 'Understanding clinical trials', 'Entender los ensayos clínicos', 1),
  sub(34, 13, 'guide', 'Questions to ask before you join', 'Preguntas antes de participar', 2),
  sub(73, 13, 'guide', 'Unproven treatments', 'Tratamientos no comprobados', 3),
  sub(48, 13, 'organization', 'Clinical trials near you', 'Ensayos clínicos cerca de usted', 1),
  sub(64, 13, 'organization', 'Research organizations', 'Organizaciones de investigación', 2),
  // 14 Recreation and community
  sub(52, 14, 'guide', 'Sports and recreation', 'Deportes y recreación', 1),
  sub(53, 14, 'guide', 'Getting involved in your community', 'Participar en su comunidad', 2),
  sub(74, 14, 'guide', 'Travel and vacations', 'Viajes y vacaciones', 3),
  sub(54, 14, 'organization', 'Recreation programs', 'Programas de recreación', 1),
  sub(65, 14, 'organization', 'Sports organizations', 'Organizaciones deportivas', 2),
];
