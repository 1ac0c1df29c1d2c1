// The public test set of guide search (issue 36): situations described as a person would type
// them (questions, run-on sentences, typos, no punctuation), each with the guides that must be
// in the first three results (any one of them counts as found). guide-search-set.test.ts
// reports hit@3 per language and fails below 95%; `npm run bench:search` times them too.
//
// Written from situations, not from the guides' "what people say" phrases
// (catalog/guides/what-people-say.ts): a query here should not be one of those phrases. Each
// list starts with the examples of issue 36's table in its language.

/** The examples of issue 36's table, in the set as they were typed there. */
export const ISSUE_EXAMPLES: readonly string[] = [
  'the middle of my vision is blurry',
  "i just found out i'm going blind what do i do",
  "can my boss fire me because i'm blind",
  'tunnel vision night blindness',
  'alexa',
  'stick for blind people',
  'me pueden despedir por ser ciego',
  'visión de túnel y ceguera nocturna',
  'votar siendo ciego',
];

export interface SearchCase {
  q: string;
  /** Sub-category ids of the guides, any of which must be in the top three. */
  finds: readonly number[];
}

export const ENGLISH_CASES: readonly SearchCase[] = [
  // The examples of issue 36.
  { q: 'the middle of my vision is blurry', finds: [3] },
  { q: "i just found out i'm going blind what do i do", finds: [1] },
  { q: "can my boss fire me because i'm blind", finds: [22] },
  { q: 'tunnel vision night blindness', finds: [6] },
  { q: 'alexa', finds: [20] },
  { q: 'stick for blind people', finds: [13] },
  // First steps after a diagnosis
  { q: 'eye doctor told me today I will lose my sight, where do I even begin', finds: [1] },
  { q: 'first things to do after being told you have an eye disease', finds: [1] },
  { q: 'what services are out there for someone who just lost their vision', finds: [1] },
  { q: 'recently diagnosed with vision loss need help', finds: [1, 2] },
  // Feelings and peer support
  { q: 'i cry every day since i lost my eyesight', finds: [2] },
  { q: 'feeling hopeless about my eyes', finds: [2] },
  { q: 'is there a group where i can talk to people who are also blind', finds: [2, 53] },
  { q: 'depresed after vision loss', finds: [2] },
  { q: "i'm so angry and scared about losing my sight", finds: [2] },
  // Family and friends
  { q: 'my kids treat me like i cant do anything since i went blind', finds: [66] },
  { q: 'how should i help my blind grandma without doing everything for her', finds: [66, 31] },
  { q: 'what to tell my friends about my low vision', finds: [66] },
  { q: 'how do you walk with a blind person holding your arm', finds: [66, 13] },
  // AMD
  { q: 'lines on the door frame look bent and wavy', finds: [3] },
  { q: 'dark spot in the center when I look at faces', finds: [3, 8] },
  { q: 'macular degenaration', finds: [3] },
  { q: 'doctor wants to give me injections in my eye for wet macular', finds: [3] },
  { q: 'what vitamins slow down amd', finds: [3] },
  // Glaucoma
  { q: 'high pressure in my eye', finds: [4] },
  { q: 'my father had glaucoma am i at risk', finds: [4] },
  { q: 'i keep bumping into things on my sides', finds: [4, 6] },
  { q: 'forgot to use my glaucoma eyedrops', finds: [4] },
  { q: 'glacoma treatment', finds: [4] },
  // Diabetic retinopathy
  { q: 'i have diabetes will i go blind', finds: [5] },
  { q: 'my blood sugar is high and my vision is changing', finds: [5] },
  { q: 'how often should a diabetic get eyes checked', finds: [5] },
  { q: 'retinopathy from diabetes laser', finds: [5] },
  // RP
  { q: "can't see anything when it gets dark outside", finds: [6] },
  { q: 'my side vision is closing in like looking through a tube', finds: [6, 4] },
  { q: 'eye disease that runs in the family and affects night vision', finds: [6] },
  { q: 'retinitis pigmentosa gene test', finds: [6] },
  // Cataract
  { q: 'everything looks cloudy like a dirty window', finds: [7] },
  { q: 'headlights at night are blinding me when i drive', finds: [7, 72] },
  { q: 'cataract operation is it safe', finds: [7] },
  { q: 'catarack surgery', finds: [7] },
  // Low vision exam
  { q: 'my glasses are not strong enough anymore what else is there', finds: [8] },
  { q: 'what happens at a low vision appointment', finds: [8] },
  { q: 'where can i get tested to see what tools would help my eyes', finds: [8, 9] },
  { q: 'will my insurance cover low vision devices', finds: [8] },
  // Magnifiers, lighting, contrast
  { q: 'magnifying glass with a light', finds: [9] },
  { q: 'the light in my house is too dim to see', finds: [9] },
  { q: 'electronic magnifier that shows print on a screen', finds: [9] },
  { q: 'hard to see white plate on white table', finds: [9] },
  { q: 'magnifer for reading', finds: [9, 67] },
  // Reading with low vision
  { q: 'the letters in books are too small for me now', finds: [67] },
  { q: 'can i make the words bigger on my tablet to read', finds: [67, 19] },
  { q: 'my eyes get tired after reading a few minutes', finds: [67] },
  { q: 'big print books', finds: [67] },
  // Kitchen
  { q: 'how do i cook if i cant see the stove', finds: [10] },
  { q: 'i keep spilling when i pour water into a glass', finds: [10] },
  { q: 'marking the dials on my oven', finds: [10] },
  { q: 'safe way to cut vegetables with low vision', finds: [10] },
  // Medicines
  { q: 'i cant tell my pills apart', finds: [11] },
  { q: 'pharmacy labels too small to read', finds: [11] },
  { q: 'how to keep track of my medicine when i cant see', finds: [11] },
  { q: 'talking pill bottle', finds: [11] },
  // Money and a safe home
  { q: 'how do blind people know which dollar bill is which', finds: [12] },
  { q: 'someone called saying they are from my bank and asked for my number', finds: [12] },
  { q: 'free money reader from the government', finds: [12] },
  { q: 'keep tripping over rugs and cords', finds: [12, 32] },
  // White cane, O&M
  { q: 'where do i get a cane for the blind', finds: [13] },
  { q: 'someone to teach me how to walk around my neighborhood safely', finds: [13] },
  { q: 'how long should my white cane be', finds: [13] },
  { q: 'mobility lessons', finds: [13] },
  { q: 'white stick for walking', finds: [13] },
  // Guide dogs
  { q: 'how do i get a dog to guide me', finds: [14] },
  { q: 'how much does a guide dog cost', finds: [14] },
  { q: 'training with a new dog from a school', finds: [14] },
  { q: 'guid dog', finds: [14] },
  // Transit and paratransit
  { q: 'the bus driver never tells me which stop it is', finds: [15] },
  { q: 'van service for disabled people to get to appointments', finds: [15, 72] },
  { q: 'cheaper bus fare for blind riders', finds: [15] },
  { q: 'how to sign up for paratransit', finds: [15] },
  // White cane laws
  { q: 'do cars legally have to stop for someone with a white cane', finds: [16] },
  { q: 'white cane law ohio', finds: [16] },
  { q: 'blind pedestrian right of way texas', finds: [16] },
  { q: 'is there a law that protects me when i cross with my cane', finds: [16] },
  // Braille
  { q: 'is it too late to learn braille at 60', finds: [17] },
  { q: 'where can i take braille classes', finds: [17] },
  { q: 'how do you write braille by hand', finds: [17] },
  { q: 'brail', finds: [17] },
  // Talking books
  { q: 'free books i can listen to', finds: [18] },
  { q: 'library that mails audio books to blind people', finds: [18] },
  { q: 'how do i sign up for the talking book program', finds: [18] },
  { q: 'bard app download books', finds: [18] },
  { q: 'audiobooks for the blind free', finds: [18] },
  // Writing and signing
  { q: 'i cant see where to put my signature on forms', finds: [68] },
  { q: 'how do i write a check if i cant see', finds: [68] },
  { q: 'pen that is easy to see', finds: [68] },
  { q: 'ask the power company to send bills in large print', finds: [68] },
  // Screen readers
  { q: 'how can a blind person use a computer', finds: [19] },
  { q: 'software that reads the screen out loud', finds: [19, 23] },
  { q: 'jaws or nvda which is better', finds: [19] },
  { q: 'make text bigger on my windows laptop', finds: [19] },
  { q: 'can i use a pc without the mouse', finds: [19] },
  // Phones and smart speakers
  { q: 'what is the best phone for a blind person', finds: [20] },
  { q: 'how do i turn on voiceover on my iphone', finds: [20, 19] },
  { q: 'echo dot for my blind mother', finds: [20] },
  { q: 'ask a speaker for the weather and news', finds: [20] },
  { q: 'talkback android', finds: [20, 19] },
  // Apps that read and describe
  { q: 'app that tells me what is in front of me', finds: [69] },
  { q: 'can my phone read my mail to me', finds: [69, 20] },
  { q: 'volunteer who looks through my camera to help me', finds: [69, 20] },
  { q: 'app to tell colors of clothes', finds: [69] },
  // Vocational rehabilitation
  { q: 'i lost my job because of my eyes and need training for a new one', finds: [21] },
  { q: 'state program that helps blind people find work', finds: [21] },
  { q: 'vocational rehabilitation counselor', finds: [21] },
  { q: 'help paying for trade school when you are blind', finds: [21] },
  // Rights at work
  { q: 'employer refused to give me a screen reader at work', finds: [22] },
  { q: 'can they refuse to hire me because i am legally blind', finds: [22] },
  { q: 'i was let go after i told them about my vision', finds: [22] },
  { q: 'how to ask for accommodations at my job', finds: [22] },
  // Students
  { q: 'i am blind and starting college next fall', finds: [23] },
  { q: 'more time for exams because of my eyes', finds: [23] },
  { q: 'who helps disabled students at a university', finds: [23] },
  // ADA and service animals
  { q: 'restaurant told me my dog could not come in', finds: [24, 14] },
  { q: 'can a store ask what my disability is', finds: [24] },
  { q: 'is a business required to read me the menu', finds: [24] },
  { q: 'where do i report disability discrimination by a business', finds: [24] },
  // Disability benefits
  { q: "i can't work because of my eyes, can i get money from social security", finds: [25] },
  { q: 'how to apply for ssi', finds: [25] },
  { q: 'what does legally blind mean', finds: [25] },
  { q: 'how much money can i make and still get disability', finds: [25] },
  // Voting
  { q: 'how do blind people vote without help', finds: [26] },
  { q: 'can someone help me fill out my ballot', finds: [26] },
  { q: 'accessible voting machines', finds: [26] },
  { q: 'voting blind', finds: [26] },
  // Early intervention
  { q: 'my baby does not look at my face', finds: [27] },
  { q: 'services for my 2 year old who cannot see well', finds: [27] },
  { q: 'infant born blind where to get help', finds: [27] },
  // School services
  { q: 'my son needs braille at school', finds: [28, 23] },
  { q: 'what is an iep for a visually impaired child', finds: [28, 23] },
  { q: 'the school wont give my daughter large print books', finds: [28] },
  { q: 'teacher for kids with vision problems', finds: [28] },
  // Support for parents
  { q: "i just learned my child is blind and i don't know what to do", finds: [70, 27] },
  { q: 'meet other parents of kids with low vision', finds: [70] },
  { q: 'feeling overwhelmed as a mom of a visually impaired kid', finds: [70] },
  // VA blind rehabilitation
  { q: 'i am a veteran losing my eyesight', finds: [29, 30] },
  { q: 'blind rehab center for vets', finds: [29] },
  { q: 'does the va help if my blindness is not from the war', finds: [29] },
  // VIST
  { q: 'who at the va helps veterans who cant see', finds: [30, 29] },
  { q: 'vist coordinater', finds: [30] },
  { q: 'va disability compensation for eyesight', finds: [30] },
  // Veterans peer and family support
  { q: 'group for veterans who lost their sight', finds: [71] },
  { q: 'i take care of my husband who is a blind veteran', finds: [71] },
  { q: 'veterans crisis number', finds: [71] },
  // Aging
  { q: 'my 80 year old mother is losing her eyesight', finds: [31] },
  { q: 'is vision loss just part of getting old', finds: [31] },
  { q: 'programs for seniors who are blind', finds: [31] },
  { q: 'grandpa cant see and is lonely', finds: [31] },
  // Staying independent at home
  { q: 'how to keep from falling at home when you cant see well', finds: [32, 12] },
  { q: 'i want to keep living in my own house', finds: [32] },
  { q: 'phone with big buttons for my mom', finds: [32] },
  // Driving and rides
  { q: 'my doctor says i have to stop driving', finds: [72] },
  { q: 'how will i get to the store if i cant drive', finds: [72] },
  { q: 'can i still get an id if i give up my license', finds: [72] },
  { q: 'volunteer drivers for seniors', finds: [72] },
  // Clinical trials
  { q: 'how can i join a study for a new eye treatment', finds: [33, 6] },
  { q: 'what is a clinical trial', finds: [33] },
  { q: 'research for a cure for my eye disease', finds: [33, 6] },
  { q: 'clinical trails', finds: [33] },
  // Questions before you join
  { q: 'what should i ask before signing up for a research study', finds: [34] },
  { q: 'will i be paid for travel to the study', finds: [34] },
  { q: 'can i drop out of a trial after i start', finds: [34, 33] },
  // Unproven treatments
  { q: 'clinic offering stem cell injections to cure blindness', finds: [73] },
  { q: 'is this miracle eye treatment real', finds: [73] },
  { q: 'they want thousands of dollars up front to fix my eyes', finds: [73] },
  // Sports
  { q: 'sports blind people can play', finds: [52] },
  { q: 'i want to start running again with a guide', finds: [52] },
  { q: 'tv shows with narration of what is happening', finds: [52] },
  { q: 'goal ball', finds: [52] },
  // Community
  { q: 'ways to volunteer when you are blind', finds: [53] },
  { q: 'join a local chapter of the federation of the blind', finds: [53, 2] },
  { q: 'ask the city for a crossing signal that talks', finds: [53] },
  // Travel
  { q: 'flying alone when you are blind', finds: [74] },
  { q: 'can i bring my cane through airport security', finds: [74] },
  { q: 'free national park pass for disabled', finds: [74] },
  { q: 'planning a vacation with low vision', finds: [74] },
];

export const SPANISH_CASES: readonly SearchCase[] = [
  // Los ejemplos del issue 36.
  { q: 'me pueden despedir por ser ciego', finds: [22] },
  { q: 'visión de túnel y ceguera nocturna', finds: [6] },
  { q: 'votar siendo ciego', finds: [26] },
  // Primeros pasos
  { q: 'el oculista me dijo que voy a quedar ciego qué hago', finds: [1] },
  { q: 'acabo de saber que tengo una enfermedad en los ojos por dónde empiezo', finds: [1] },
  { q: 'qué servicios hay para alguien que perdió la vista', finds: [1] },
  { q: 'primeros pasos si me estoy quedando sin vista', finds: [1] },
  // Emociones
  { q: 'lloro todos los días desde que perdí la vista', finds: [2] },
  { q: 'me siento deprimida porque ya no veo', finds: [2] },
  { q: 'hay grupos donde pueda hablar con otros ciegos', finds: [2, 53] },
  { q: 'tengo mucho miedo de quedarme sin vista', finds: [2] },
  { q: 'depresion por perdida de vision', finds: [2] },
  // Familia y amigos
  { q: 'mis hijos no me dejan hacer nada desde que no veo', finds: [66] },
  { q: 'cómo le explico a mis amigos lo que puedo ver', finds: [66] },
  { q: 'cómo ayudo a mi abuelita ciega sin hacerle todo', finds: [66, 31] },
  { q: 'cómo guío a una persona ciega del brazo', finds: [66, 13] },
  // DMAE
  { q: 'veo borroso en medio de la vista', finds: [3] },
  { q: 'las rayas de la puerta se ven chuecas', finds: [3] },
  { q: 'degeneracion macular humeda inyecciones', finds: [3] },
  { q: 'qué vitaminas sirven para la dmae', finds: [3] },
  { q: 'tengo una mancha oscura en el centro cuando miro', finds: [3] },
  // Glaucoma
  { q: 'tengo la presión del ojo alta', finds: [4] },
  { q: 'mi mamá tuvo glaucoma yo también lo voy a tener', finds: [4] },
  { q: 'se me olvidan las gotas del glaucoma', finds: [4] },
  { q: 'glaucoma tiene cura', finds: [4] },
  { q: 'glocoma', finds: [4] },
  // Retinopatía diabética
  { q: 'soy diabético me puedo quedar ciego', finds: [5] },
  { q: 'tengo el azúcar alta y veo mal', finds: [5] },
  { q: 'cada cuánto debe revisarse los ojos un diabético', finds: [5] },
  { q: 'retinopatia por diabetes laser', finds: [5] },
  // Retinosis pigmentaria
  { q: 'no veo nada cuando oscurece', finds: [6] },
  { q: 'veo como por un tubo y se me cierra la vista de los lados', finds: [6, 4] },
  { q: 'enfermedad de los ojos que viene de familia y no deja ver de noche', finds: [6] },
  { q: 'retinosis pigmentaria prueba de genes', finds: [6] },
  // Cataratas
  { q: 'todo lo veo nublado como vidrio sucio', finds: [7] },
  { q: 'las luces de los carros en la noche me encandilan', finds: [7, 72] },
  { q: 'es peligrosa la operación de cataratas', finds: [7] },
  { q: 'catarata ojo operacion', finds: [7] },
  // Examen de baja visión
  { q: 'los anteojos ya no me sirven qué más hay', finds: [8] },
  { q: 'qué pasa en una cita de baja visión', finds: [8] },
  { q: 'dónde me hacen un examen para saber qué aparatos me ayudan', finds: [8, 9] },
  { q: 'el seguro cubre los aparatos para baja vision', finds: [8] },
  // Lupas, iluminación y contraste
  { q: 'lupa con luz', finds: [9] },
  { q: 'la luz de mi casa es muy débil para ver', finds: [9] },
  { q: 'aparato con pantalla que agranda las letras', finds: [9] },
  { q: 'no veo el plato blanco en la mesa blanca', finds: [9] },
  { q: 'lupas para leer', finds: [9, 67] },
  // Leer con baja visión
  { q: 'las letras de los libros ya están muy chiquitas para mí', finds: [67] },
  { q: 'se me cansan los ojos cuando leo un rato', finds: [67] },
  { q: 'libros con letra grande', finds: [67] },
  { q: 'puedo hacer las letras más grandes en la tableta para leer', finds: [67, 19] },
  // Cocina
  { q: 'cómo cocino si no veo la estufa', finds: [10] },
  { q: 'siempre derramo el agua cuando la sirvo en el vaso', finds: [10] },
  { q: 'marcar los botones del horno', finds: [10] },
  { q: 'cortar verduras sin cortarme con poca vista', finds: [10] },
  // Medicinas
  { q: 'no distingo mis pastillas', finds: [11] },
  { q: 'las etiquetas de la farmacia están muy chiquitas', finds: [11] },
  { q: 'cómo controlo mis medicinas si no veo', finds: [11] },
  { q: 'frasco de medicina que habla', finds: [11] },
  // Dinero y hogar seguro
  { q: 'cómo sabe un ciego qué billete tiene', finds: [12] },
  { q: 'me llamaron diciendo que eran del banco y me pidieron mi número', finds: [12] },
  { q: 'lector de dinero gratis del gobierno', finds: [12] },
  { q: 'me tropiezo con los tapetes y los cables', finds: [12, 32] },
  // Bastón, orientación y movilidad
  { q: 'dónde consigo un bastón para ciegos', finds: [13] },
  { q: 'alguien que me enseñe a caminar por mi colonia sin peligro', finds: [13] },
  { q: 'de qué largo debe ser mi bastón blanco', finds: [13] },
  { q: 'clases de movilidad', finds: [13] },
  { q: 'baston', finds: [13] },
  // Perros guía
  { q: 'cómo consigo un perro que me guíe', finds: [14] },
  { q: 'cuánto cuesta un perro guía', finds: [14] },
  { q: 'entrenar con un perro nuevo de una escuela', finds: [14] },
  { q: 'perro guia', finds: [14] },
  // Transporte
  { q: 'el chofer del autobús nunca me dice en qué parada estamos', finds: [15] },
  { q: 'servicio de van para personas con discapacidad para ir a citas', finds: [15, 72] },
  { q: 'pasaje más barato en el autobús para ciegos', finds: [15] },
  { q: 'cómo me inscribo en el paratransito', finds: [15] },
  // Leyes del bastón blanco
  { q: 'los carros tienen que pararse si cruzo con bastón blanco', finds: [16] },
  { q: 'ley del baston blanco en texas', finds: [16] },
  { q: 'derecho de paso del peatón ciego en california', finds: [16] },
  { q: 'hay una ley que me proteja cuando cruzo con mi bastón', finds: [16] },
  // Braille
  { q: 'todavía puedo aprender braille a los 60 años', finds: [17] },
  { q: 'dónde dan clases de braille', finds: [17] },
  { q: 'cómo se escribe braille a mano', finds: [17] },
  { q: 'brail', finds: [17] },
  // Libros parlantes
  { q: 'libros gratis que pueda escuchar', finds: [18] },
  { q: 'biblioteca que manda libros en audio por correo a ciegos', finds: [18] },
  { q: 'cómo me inscribo al programa de libros parlantes', finds: [18] },
  { q: 'audio libros gratis para ciegos', finds: [18] },
  // Escribir y firmar
  { q: 'no veo dónde poner mi firma en los papeles', finds: [68] },
  { q: 'cómo escribo un cheque si no veo', finds: [68] },
  { q: 'pluma fácil de ver para escribir', finds: [68] },
  { q: 'pedirle a la compañía de luz los recibos en letra grande', finds: [68] },
  // Lectores de pantalla
  { q: 'cómo usa una persona ciega la computadora', finds: [19] },
  { q: 'programa que lee la pantalla en voz alta', finds: [19, 23] },
  { q: 'jaws o nvda cuál es mejor', finds: [19] },
  { q: 'agrandar las letras en mi laptop con windows', finds: [19] },
  { q: 'puedo usar la computadora sin el mouse', finds: [19] },
  // Teléfonos y bocinas
  { q: 'cuál es el mejor celular para una persona ciega', finds: [20] },
  { q: 'cómo prendo voiceover en mi iphone', finds: [20, 19] },
  { q: 'alexa para mi mamá que no ve', finds: [20] },
  { q: 'preguntarle a la bocina el clima y las noticias', finds: [20] },
  { q: 'talkback en android', finds: [20, 19] },
  // Aplicaciones que leen y describen
  { q: 'aplicación que me diga qué tengo enfrente', finds: [69] },
  { q: 'el celular me puede leer las cartas', finds: [69, 20] },
  { q: 'un voluntario que mire por la cámara de mi teléfono', finds: [69, 20] },
  { q: 'app para saber el color de la ropa', finds: [69] },
  // Rehabilitación vocacional
  { q: 'perdí mi trabajo por la vista y necesito capacitación para otro', finds: [21] },
  { q: 'programa del estado que ayuda a los ciegos a encontrar trabajo', finds: [21] },
  { q: 'consejero de rehabilitacion vocacional', finds: [21] },
  { q: 'ayuda para pagar una escuela técnica siendo ciego', finds: [21] },
  // Derechos en el trabajo
  { q: 'mi patrón no me quiere dar un lector de pantalla', finds: [22] },
  { q: 'me pueden negar el trabajo por ser legalmente ciega', finds: [22, 25] },
  { q: 'me corrieron cuando dije que no veo bien', finds: [22] },
  { q: 'cómo pido adaptaciones en mi trabajo', finds: [22] },
  // Estudiantes
  { q: 'soy ciego y voy a empezar la universidad', finds: [23] },
  { q: 'más tiempo en los exámenes por mi vista', finds: [23] },
  { q: 'quién ayuda a los estudiantes con discapacidad en el colegio', finds: [23, 28] },
  // ADA y animales de servicio
  { q: 'en el restaurante no me dejaron entrar con mi perro', finds: [24, 14] },
  { q: 'una tienda me puede preguntar cuál es mi discapacidad', finds: [24] },
  { q: 'el negocio tiene que leerme el menú', finds: [24] },
  { q: 'dónde denuncio discriminación por discapacidad en un negocio', finds: [24] },
  // Beneficios por discapacidad
  { q: 'no puedo trabajar por mis ojos me da dinero el seguro social', finds: [25] },
  { q: 'cómo aplico para el ssi', finds: [25] },
  { q: 'qué quiere decir ciego legal', finds: [25] },
  { q: 'cuánto puedo ganar y seguir recibiendo discapacidad', finds: [25] },
  // El voto
  { q: 'cómo votan las personas ciegas sin ayuda', finds: [26] },
  { q: 'alguien me puede ayudar a llenar la boleta', finds: [26] },
  { q: 'maquinas de votacion accesibles', finds: [26] },
  // Intervención temprana
  { q: 'mi bebé no me mira a la cara', finds: [27] },
  { q: 'servicios para mi niño de 2 años que no ve bien', finds: [27] },
  { q: 'nació ciego mi bebé dónde busco ayuda', finds: [27] },
  // Servicios escolares
  { q: 'mi hijo necesita braille en la escuela', finds: [28, 23] },
  { q: 'qué es un iep para un niño con discapacidad visual', finds: [28, 23] },
  { q: 'la escuela no le da libros de letra grande a mi hija', finds: [28] },
  { q: 'maestra para niños con problemas de la vista', finds: [28] },
  // Apoyo para los padres
  { q: 'me acabo de enterar que mi hijo es ciego y no sé qué hacer', finds: [70, 27] },
  { q: 'conocer a otros papás de niños con baja visión', finds: [70] },
  { q: 'me siento agobiada como mamá de un niño que no ve', finds: [70] },
  // Rehabilitación del VA
  { q: 'soy veterano y estoy perdiendo la vista', finds: [29, 30] },
  { q: 'centro de rehabilitación para veteranos ciegos', finds: [29] },
  { q: 'me ayuda el va si mi ceguera no es de la guerra', finds: [29] },
  // Coordinador VIST
  { q: 'quién en el va ayuda a los veteranos que no ven', finds: [30, 29] },
  { q: 'cómo encuentro a mi coordinador vist', finds: [30] },
  { q: 'compensación por discapacidad del va por la vista', finds: [30] },
  // Apoyo entre veteranos
  { q: 'grupo de veteranos que perdieron la vista', finds: [71] },
  { q: 'cuido a mi esposo que es veterano ciego', finds: [71] },
  { q: 'número de crisis para veteranos', finds: [71] },
  // Envejecer
  { q: 'mi mamá de 80 años está perdiendo la vista', finds: [31, 66] },
  { q: 'perder la vista es normal cuando uno envejece', finds: [31] },
  { q: 'programas para personas de la tercera edad ciegas', finds: [31] },
  { q: 'mi abuelito no ve y se siente solo', finds: [31] },
  // Independencia en casa
  { q: 'cómo evito caerme en la casa si no veo bien', finds: [32, 12] },
  { q: 'quiero seguir viviendo en mi propia casa', finds: [32] },
  { q: 'teléfono de botones grandes para mi mamá', finds: [32] },
  // Manejar y transporte
  { q: 'mi doctor dice que ya no debo manejar', finds: [72] },
  { q: 'cómo voy a ir a la tienda si no puedo manejar', finds: [72] },
  { q: 'me dan una identificación si dejo la licencia', finds: [72] },
  { q: 'choferes voluntarios para personas mayores', finds: [72] },
  // Ensayos clínicos
  { q: 'cómo entro a un estudio de un tratamiento nuevo para los ojos', finds: [33, 6] },
  { q: 'qué es un ensayo clínico', finds: [33] },
  { q: 'investigación para curar mi enfermedad de los ojos', finds: [33, 6] },
  { q: 'ensayos clinicos', finds: [33] },
  // Preguntas antes de participar
  { q: 'qué debo preguntar antes de inscribirme en un estudio', finds: [34] },
  { q: 'me van a pagar el transporte al estudio', finds: [34] },
  { q: 'me puedo salir de un ensayo después de empezar', finds: [34, 33] },
  // Tratamientos no comprobados
  { q: 'clínica que ofrece inyecciones de células madre para curar la ceguera', finds: [73] },
  { q: 'es real este tratamiento milagroso para los ojos', finds: [73] },
  { q: 'me piden miles de dólares por adelantado para curarme la vista', finds: [73] },
  // Deportes
  { q: 'deportes que pueden jugar los ciegos', finds: [52] },
  { q: 'quiero volver a correr con un guía', finds: [52] },
  { q: 'programas de tele que cuentan lo que pasa en la pantalla', finds: [52] },
  { q: 'goal ball', finds: [52] },
  // Comunidad
  { q: 'cómo puedo ser voluntaria si soy ciega', finds: [53] },
  { q: 'unirme a un capítulo de la federación de ciegos', finds: [53, 2] },
  { q: 'pedirle a la ciudad un semáforo con sonido', finds: [53] },
  // Viajes
  { q: 'viajar solo en avión siendo ciego', finds: [74] },
  { q: 'puedo pasar mi bastón por la revisión del aeropuerto', finds: [74] },
  { q: 'pase gratis para parques nacionales por discapacidad', finds: [74] },
  { q: 'planear unas vacaciones con baja visión', finds: [74] },
];
