import { STATE_NAMES_SP } from '../../../../../../src/contracts/state-names-sp.ts';
import { STATE_NAMES } from '../../../../../../src/contracts/us-states.ts';
import { REVIEWED_AT, link, p, section } from './bilingual.ts';
import type { BilingualGuide, BilingualItem, BilingualSection, Pair } from './bilingual.ts';

// Sub-category 16, "White cane laws by state": a general section, then one dropdown section
// per state and DC. Only citations listed in data-sources.md are given; every other state gets
// the topic in plain words, a plain statement that the citation is not given, and a pointer to
// its legislature's official site, because we must not invent statute numbers.

export const WHITE_CANE_LAWS_SUB_CATEGORY_ID = 16;

/** Where the law is, for the states whose citations data-sources.md confirms. */
const CITATIONS: Readonly<Record<string, Pair>> = {
  CA: [
    'California Vehicle Code section 21963 and Civil Code section 54.4',
    'la sección 21963 del Código de Vehículos de California (Vehicle Code) y la sección 54.4 del Código Civil (Civil Code)',
  ],
  FL: [
    'Florida Statutes section 316.1301',
    'la sección 316.1301 de los Estatutos de Florida (Florida Statutes)',
  ],
  HI: [
    'Hawaii Revised Statutes sections 347-17 and 347-19',
    'las secciones 347-17 y 347-19 de los Estatutos Revisados de Hawái (Hawaii Revised Statutes)',
  ],
  IL: [
    'the White Cane Law, 775 ILCS 30',
    'la Ley del Bastón Blanco de Illinois (White Cane Law), 775 ILCS 30',
  ],
  NY: [
    'New York Vehicle and Traffic Law section 1153',
    'la sección 1153 de la Ley de Vehículos y Tránsito de Nueva York (Vehicle and Traffic Law)',
  ],
  OH: [
    'Ohio Revised Code section 4511.47',
    'la sección 4511.47 del Código Revisado de Ohio (Ohio Revised Code)',
  ],
  TX: [
    'Texas Transportation Code section 552.010',
    'la sección 552.010 del Código de Transporte de Texas (Transportation Code)',
  ],
};

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MONTHS_SP = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** A YYYY-MM-DD date written out in both languages. */
export function longDate(isoDate: string): Pair {
  const [year, month, day] = isoDate.split('-').map(Number);
  const monthIndex = (month ?? 1) - 1;
  return [
    `${MONTHS_EN[monthIndex]} ${day}, ${year}`,
    `${day} de ${MONTHS_SP[monthIndex]} de ${year}`,
  ];
}

/**
 * The body that writes each state's laws, as it calls itself: readers without a citation are
 * sent there. DC's laws are made by its Council.
 */
export const LEGISLATURES: Readonly<Record<string, string>> = {
  AK: 'Alaska State Legislature',
  AL: 'Alabama Legislature',
  AR: 'Arkansas General Assembly',
  AZ: 'Arizona State Legislature',
  CA: 'California Legislature',
  CO: 'Colorado General Assembly',
  CT: 'Connecticut General Assembly',
  DC: 'Council of the District of Columbia',
  DE: 'Delaware General Assembly',
  FL: 'Florida Legislature',
  GA: 'Georgia General Assembly',
  HI: 'Hawaii State Legislature',
  IA: 'Iowa Legislature',
  ID: 'Idaho Legislature',
  IL: 'Illinois General Assembly',
  IN: 'Indiana General Assembly',
  KS: 'Kansas Legislature',
  KY: 'Kentucky General Assembly',
  LA: 'Louisiana State Legislature',
  MA: 'Massachusetts General Court',
  MD: 'Maryland General Assembly',
  ME: 'Maine Legislature',
  MI: 'Michigan Legislature',
  MN: 'Minnesota Legislature',
  MO: 'Missouri General Assembly',
  MS: 'Mississippi Legislature',
  MT: 'Montana Legislature',
  NC: 'North Carolina General Assembly',
  ND: 'North Dakota Legislative Assembly',
  NE: 'Nebraska Legislature',
  NH: 'New Hampshire General Court',
  NJ: 'New Jersey Legislature',
  NM: 'New Mexico Legislature',
  NV: 'Nevada Legislature',
  NY: 'New York State Legislature',
  OH: 'Ohio General Assembly',
  OK: 'Oklahoma Legislature',
  OR: 'Oregon State Legislature',
  PA: 'Pennsylvania General Assembly',
  RI: 'Rhode Island General Assembly',
  SC: 'South Carolina General Assembly',
  SD: 'South Dakota Legislature',
  TN: 'Tennessee General Assembly',
  TX: 'Texas Legislature',
  UT: 'Utah State Legislature',
  VA: 'Virginia General Assembly',
  VT: 'Vermont General Assembly',
  WA: 'Washington State Legislature',
  WI: 'Wisconsin State Legislature',
  WV: 'West Virginia Legislature',
  WY: 'Wyoming Legislature',
};

/**
 * Official sites where a state's laws can be read, only where we are certain the address is
 * the legislature's or its code reviser's own site (docs/content.md, "State laws"). A state not
 * listed here is named in words, without a link, rather than risk a wrong or lapsed address.
 */
export const OFFICIAL_CODE_SITES: Readonly<Record<string, string>> = {
  AZ: 'https://www.azleg.gov/',
  CA: 'https://leginfo.legislature.ca.gov/',
  CO: 'https://leg.colorado.gov/',
  CT: 'https://www.cga.ct.gov/',
  FL: 'https://www.leg.state.fl.us/',
  GA: 'https://www.legis.ga.gov/',
  HI: 'https://www.capitol.hawaii.gov/',
  IA: 'https://www.legis.iowa.gov/',
  IL: 'https://www.ilga.gov/',
  IN: 'https://iga.in.gov/',
  MA: 'https://malegislature.gov/',
  MD: 'https://mgaleg.maryland.gov/',
  MI: 'https://www.legislature.mi.gov/',
  MN: 'https://www.revisor.mn.gov/',
  MO: 'https://revisor.mo.gov/',
  NC: 'https://www.ncleg.gov/',
  NE: 'https://nebraskalegislature.gov/',
  NY: 'https://www.nysenate.gov/legislation',
  OH: 'https://codes.ohio.gov/',
  OR: 'https://www.oregonlegislature.gov/',
  TX: 'https://statutes.capitol.texas.gov/',
  UT: 'https://le.utah.gov/',
  VA: 'https://law.lis.virginia.gov/',
  WA: 'https://leg.wa.gov/',
  WI: 'https://docs.legis.wisconsin.gov/',
};

interface State {
  code: string;
  name: Pair;
}

/** The states and DC in alphabetical order of their English names. */
export const WHITE_CANE_LAW_STATES: readonly State[] = Object.entries(STATE_NAMES)
  .map(([code, nameEn]): State => ({ code, name: [nameEn, STATE_NAMES_SP[code] ?? nameEn] }))
  .sort((a, b) => a.name[0].localeCompare(b.name[0], 'en'));

function stateItems(state: State, verified: Pair): BilingualItem[] {
  const [nameEn, nameSp] = state.name;
  const citation = CITATIONS[state.code];
  const legislature = LEGISLATURES[state.code] ?? `${nameEn} Legislature`;
  const site = OFFICIAL_CODE_SITES[state.code];
  const siteLink = site
    ? [
        link(
          site,
          `${legislature}: official website`,
          `Sitio web oficial de la legislatura de ${nameSp} (${legislature}), en inglés`,
        ),
      ]
    : [];
  const lastVerified = p(`Last verified: ${verified[0]}.`, `Última verificación: ${verified[1]}.`);
  if (citation) {
    return [
      p(
        `In ${nameEn}, the white cane law is in ${citation[0]}. It gives a blind pedestrian who uses a white cane or a guide dog the right of way.`,
        `En ${nameSp}, la ley del bastón blanco está en ${citation[1]}. Le da el derecho de paso al peatón ciego que usa un bastón blanco o un perro guía.`,
      ),
      ...siteLink,
      lastVerified,
    ];
  }
  // DC's laws are made by its Council, not a legislature.
  const bodySp =
    state.code === 'DC' ? 'del Concejo del Distrito de Columbia' : `de la legislatura de ${nameSp}`;
  const where = site
    ? [
        `To read the law, use the ${legislature}'s official website (link below), or ask your local agency for the blind.`,
        `Para leer la ley, use el sitio web oficial ${bodySp} (enlace abajo), o pregunte a la agencia para ciegos de su zona.`,
      ]
    : [
        `To read the law, go to the ${legislature}'s official website, or ask your local agency for the blind.`,
        `Para leer la ley, busque el sitio web oficial ${bodySp} (${legislature}), o pregunte a la agencia para ciegos de su zona.`,
      ];
  return [
    p(
      `${state.code === 'DC' ? 'The ' : ''}${nameEn} has a white cane law. It gives a blind pedestrian who uses a white cane or a guide dog the right of way.`,
      `${state.code === 'DC' ? 'El ' : ''}${nameSp} tiene una ley del bastón blanco. Le da el derecho de paso al peatón ciego que usa un bastón blanco o un perro guía.`,
    ),
    p(
      `The citation (the law's section number) is not given here, because we have not confirmed it. ${where[0]}`,
      `Aquí no damos la cita de la ley (el número de la sección), porque no la hemos confirmado. ${where[1]}`,
    ),
    ...siteLink,
    lastVerified,
  ];
}

/** One dropdown section per state and DC; every section lists all of them as options. */
export function stateLawSections(reviewedAt: string): BilingualSection[] {
  const verified = longDate(reviewedAt);
  const options = WHITE_CANE_LAW_STATES.map((state) => state.name);
  return WHITE_CANE_LAW_STATES.map((state) => ({
    title: state.name,
    uitype: 'section',
    items: stateItems(state, verified),
    enableDropdown: true,
    dropdownOptions: options,
  }));
}

export const WHITE_CANE_LAWS_GUIDE: BilingualGuide = {
  subCategoryId: WHITE_CANE_LAWS_SUB_CATEGORY_ID,
  reviewedAt: REVIEWED_AT,
  sections: [
    section('What white cane laws say', 'Lo que dicen las leyes del bastón blanco', [
      p(
        'Every state has a white cane law. The details are different from state to state.',
        'Todos los estados tienen una ley del bastón blanco. Los detalles cambian de un estado a otro.',
      ),
      p(
        'The National Federation of the Blind wrote a model white cane law. It gives a blind pedestrian who uses a white cane or a guide dog the right of way. Drivers must yield to them.',
        'La Federación Nacional de Ciegos redactó una ley modelo del bastón blanco. Le da el derecho de paso al peatón ciego que usa un bastón blanco o un perro guía. Los conductores deben cederle el paso.',
      ),
      p(
        'The model law also says that if a blind person does not carry a cane, that alone does not make them negligent (careless) under the law.',
        'La ley modelo también dice que, si una persona ciega no lleva bastón, eso por sí solo no la hace negligente (descuidada) ante la ley.',
      ),
      p(
        'White Cane Safety Day is October 15 each year.',
        'El Día de la Seguridad del Bastón Blanco es el 15 de octubre de cada año.',
      ),
      p(
        'This guide is general information, not legal advice. Choose your state below.',
        'Esta guía es información general, no es asesoría legal. Elija su estado abajo.',
      ),
    ]),
    ...stateLawSections(REVIEWED_AT),
  ],
};
