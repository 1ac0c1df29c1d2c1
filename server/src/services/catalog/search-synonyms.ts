// Words our users say for the things the guides name, in both languages. When a query holds
// one phrase of an entry, the guides are also searched for the entry's other phrases. Written
// as people type them (accents and case are folded before matching). `finds` names the guide
// (its sub-category id) that each phrase must bring to the top: search-synonyms.test.ts
// checks every phrase of every entry against the seeded guides.

export interface SynonymEntry {
  phrases: readonly string[];
  finds: number;
}

export const SEARCH_SYNONYMS: readonly SynonymEntry[] = [
  // Talking books and the words people use for them.
  {
    phrases: [
      'talking books',
      'audiobooks',
      'audio books',
      'books on tape',
      'libros parlantes',
      'audiolibros',
    ],
    finds: 18,
  },
  // Short forms of rehabilitation, and jobs.
  {
    phrases: ['vocational rehab', 'vocational rehabilitation', 'rehabilitación vocacional'],
    finds: 21,
  },
  { phrases: ['jobs', 'employment', 'work', 'empleo', 'trabajo'], finds: 22 },
  { phrases: ['VA rehab', 'VA blind rehabilitation', 'rehabilitación del VA'], finds: 29 },
  // Common abbreviations of eye conditions.
  { phrases: ['AMD', 'ARMD', 'macular degeneration', 'degeneración macular'], finds: 3 },
  { phrases: ['RP', 'retinitis pigmentosa', 'retinosis pigmentaria'], finds: 6 },
  { phrases: ['diabetic eye disease', 'diabetic retinopathy', 'retinopatía diabética'], finds: 5 },
  // Aids and animals.
  { phrases: ['CCTV', 'video magnifier', 'magnifiers', 'lupas'], finds: 9 },
  { phrases: ['seeing eye dog', 'guide dogs', 'perros guía'], finds: 14 },
  { phrases: ['JAWS', 'NVDA', 'screen readers', 'lectores de pantalla'], finds: 19 },
  // Everyday words for services.
  { phrases: ['SSDI', 'SSI', 'disability benefits', 'beneficios por discapacidad'], finds: 25 },
  { phrases: ['paratransit', 'ride services', 'transporte adaptado'], finds: 15 },
];
