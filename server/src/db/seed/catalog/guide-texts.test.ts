import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, useTestDatabase } from '../../../../test/test-databases.ts';
import {
  guideContentSchema,
  type GuideSection,
} from '../../../services/guide-pdf/guide-content.ts';
import { guideContents, guideIntros } from '../../schema.ts';
import { seedCatalog } from '../seed-catalog.ts';
import { seedGuides } from '../seed-guides.ts';
import { STATE_NAMES_SP } from '../../../../../src/contracts/state-names-sp.ts';
import { CATEGORY_ROWS, SUB_CATEGORY_ROWS } from './categories.ts';
import { GUIDE_INTROS, GUIDE_TEXTS, type GuideText } from './guide-texts.ts';
import { LEGISLATURES, longDate, OFFICIAL_CODE_SITES } from './guides/white-cane-laws.ts';
import { WHAT_PEOPLE_SAY } from './guides/what-people-say.ts';

const STATE_LAW_SUB_CATEGORY_ID = 16;
const POSTAL_CODES: Record<string, string> = {
  California: 'CA',
  Ohio: 'OH',
  Alabama: 'AL',
  Pennsylvania: 'PA',
  'District of Columbia': 'DC',
};
const CITED_STATES: Record<string, string[]> = {
  California: ['Vehicle Code section 21963', 'Civil Code section 54.4'],
  Texas: ['Transportation Code section 552.010'],
  'New York': ['Vehicle and Traffic Law section 1153'],
  Florida: ['Florida Statutes section 316.1301'],
  Illinois: ['775 ILCS 30'],
  Ohio: ['Ohio Revised Code section 4511.47'],
  Hawaii: ['347-17', '347-19'],
};

const guideSubCategoryIds = SUB_CATEGORY_ROWS.filter((row) => row.kind === 'guide').map(
  (row) => row.id,
);
const organizationSubCategoryIds = SUB_CATEGORY_ROWS.filter(
  (row) => row.kind === 'organization',
).map((row) => row.id);
const numeric = (a: number, b: number) => a - b;
const stateLawGuide = () => {
  const guide = GUIDE_TEXTS.find((text) => text.subCategoryId === STATE_LAW_SUB_CATEGORY_ID);
  if (!guide) throw new Error('No state-law guide');
  return guide;
};
const otherGuides = GUIDE_TEXTS.filter((text) => text.subCategoryId !== STATE_LAW_SUB_CATEGORY_ID);

/** Every string a reader sees in one language's content: titles, paragraphs, link texts. */
function visibleTexts(sections: GuideSection[]): string[] {
  return sections.flatMap((s) => [
    s.title,
    ...s.content.map((item) => (item.type === 'link' ? (item.displayText ?? '') : item.content)),
    ...(s.dropdownOptions ?? []),
  ]);
}

/** The prose of a guide: paragraphs only (titles and link texts are labels, not sentences). */
function paragraphs(sections: GuideSection[]): string[] {
  return sections.flatMap((s) => s.content.filter((i) => i.type === 'para').map((i) => i.content));
}

/** Average words per sentence; a sentence ends at . ! or ? followed by a space or the end. */
function wordsPerSentence(texts: string[]): number {
  const sentences = texts.flatMap((text) =>
    text
      .split(/[.!?]+(?:\s+|$)/)
      .map((s) => s.trim())
      .filter((s) => s.length > 0),
  );
  const words = sentences.reduce((sum, s) => sum + s.split(/\s+/).length, 0);
  return words / Math.max(sentences.length, 1);
}

/** US-style phone numbers: 555-123-4567, (555) 123-4567, 555.123.4567, 1-800-..., 123-4567. */
const PHONE_PATTERN = /(?:\(\d{3}\)\s*|\b\d{3}[\s.-])\d{3}[\s.-]\d{4}\b|\b\d{3}-\d{4}\b/;

function describeGuide(text: GuideText) {
  return `sub-category ${text.subCategoryId}`;
}

describe('the checks themselves', () => {
  it('the phone pattern catches phone numbers and spares citations and dates', () => {
    for (const phone of ['1-800-555-0199', '(202) 555-0123', '202.555.0123', 'call 555-0123']) {
      expect(phone, phone).toMatch(PHONE_PATTERN);
    }
    for (const other of ['347-17', '316.1301', '4511.47', '775 ILCS 30', '2026-11-21', '988']) {
      expect(other, other).not.toMatch(PHONE_PATTERN);
    }
  });

  it('words per sentence counts sentences and words', () => {
    expect(wordsPerSentence(['One two three. Four five!', 'Six?'])).toBe(2);
    expect(wordsPerSentence(['See section 316.1301 now.'])).toBe(4);
  });

  it('writes the review date out in both languages', () => {
    expect(longDate('2026-11-21')).toEqual(['November 21, 2026', '21 de noviembre de 2026']);
    expect(longDate('2027-01-05')).toEqual(['January 5, 2027', '5 de enero de 2027']);
  });
});

describe('guide intros', () => {
  it('has exactly one intro per category', () => {
    const ids = GUIDE_INTROS.map((intro) => intro.categoryId).sort(numeric);
    expect(ids).toEqual(CATEGORY_ROWS.map((row) => row.id).sort(numeric));
  });

  it.each(GUIDE_INTROS)('category $categoryId: 2-3 sentences in each language', (intro) => {
    for (const text of [intro.introContentEn, intro.introContentSp]) {
      const sentences = text.split(/[.!?]+(?:\s+|$)/).filter((s) => s.trim().length > 0);
      expect(sentences.length, text).toBeGreaterThanOrEqual(2);
      expect(sentences.length, text).toBeLessThanOrEqual(3);
    }
    expect(intro.introContentSp).not.toBe(intro.introContentEn);
  });
});

describe('guide texts: coverage', () => {
  it('has exactly one text per guide sub-category', () => {
    const ids = GUIDE_TEXTS.map((text) => text.subCategoryId).sort(numeric);
    expect(ids).toEqual([...guideSubCategoryIds].sort(numeric));
  });

  it('has no text for organisation sub-categories', () => {
    const ids = new Set(GUIDE_TEXTS.map((text) => text.subCategoryId));
    expect(organizationSubCategoryIds.length).toBeGreaterThan(0);
    expect(organizationSubCategoryIds.filter((id) => ids.has(id))).toEqual([]);
  });
});

describe.each(GUIDE_TEXTS.map((text) => [describeGuide(text), text] as const))(
  'guide text for %s',
  (_name, text) => {
    it('has a real YYYY-MM-DD review date', () => {
      expect(text.reviewedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${text.reviewedAt}T00:00:00Z`).toISOString().slice(0, 10)).toBe(
        text.reviewedAt,
      );
    });

    it('passes guideContentSchema in both languages', () => {
      expect(guideContentSchema.safeParse(text.contentEn).success).toBe(true);
      expect(guideContentSchema.safeParse(text.contentSp).success).toBe(true);
    });

    it('has the same shape in English and Spanish', () => {
      expect(text.contentSp).toHaveLength(text.contentEn.length);
      text.contentEn.forEach((en, i) => {
        const sp = text.contentSp[i];
        expect(sp?.uitype).toBe(en.uitype);
        expect(sp?.enableDropdown).toBe(en.enableDropdown);
        expect(sp?.content.map((item) => item.type)).toEqual(en.content.map((item) => item.type));
        // A link goes to the same page in both languages.
        expect(
          sp?.content.filter((item) => item.type === 'link').map((item) => item.content),
        ).toEqual(en.content.filter((item) => item.type === 'link').map((item) => item.content));
      });
    });

    it('is translated: no Spanish paragraph repeats the English one', () => {
      const en = paragraphs(text.contentEn);
      const sp = paragraphs(text.contentSp);
      sp.forEach((paragraph, i) => expect(paragraph).not.toBe(en[i]));
    });

    it('has 2-5 items in every section, and links with a text and an https address', () => {
      for (const s of [...text.contentEn, ...text.contentSp]) {
        expect(s.title.trim().length, s.title).toBeGreaterThan(0);
        expect(s.content.length, s.title).toBeGreaterThanOrEqual(2);
        expect(s.content.length, s.title).toBeLessThanOrEqual(5);
        for (const item of s.content.filter((i) => i.type === 'link')) {
          expect(new URL(item.content).protocol, item.content).toBe('https:');
          expect(item.displayText?.trim().length ?? 0).toBeGreaterThan(0);
        }
      }
    });

    it('has no phone-number-looking strings', () => {
      for (const visible of [...visibleTexts(text.contentEn), ...visibleTexts(text.contentSp)]) {
        expect(visible).not.toMatch(PHONE_PATTERN);
      }
    });

    it('reads easily: at most 20 words per sentence on average in English', () => {
      expect(wordsPerSentence(paragraphs(text.contentEn))).toBeLessThanOrEqual(20);
    });
  },
);

describe('guide texts other than the state-law guide', () => {
  it.each(otherGuides.map((text) => [describeGuide(text), text] as const))(
    '%s has 2-4 sections and no dropdowns',
    (_name, text) => {
      expect(text.contentEn.length).toBeGreaterThanOrEqual(2);
      expect(text.contentEn.length).toBeLessThanOrEqual(4);
      for (const s of [...text.contentEn, ...text.contentSp]) {
        expect(s.enableDropdown).toBeUndefined();
        expect(s.dropdownOptions).toBeUndefined();
      }
    },
  );
});

describe('no phone numbers in intros', () => {
  it.each(GUIDE_INTROS)('category $categoryId', (intro) => {
    expect(intro.introContentEn).not.toMatch(PHONE_PATTERN);
    expect(intro.introContentSp).not.toMatch(PHONE_PATTERN);
  });
});

describe('the white cane laws by state guide', () => {
  const guide = stateLawGuide();
  const dropdowns = (sections: GuideSection[]) => sections.filter((s) => s.enableDropdown);
  const englishNames = dropdowns(guide.contentEn).map((s) => s.title);

  it('starts with one general section about the model law', () => {
    for (const sections of [guide.contentEn, guide.contentSp]) {
      expect(sections[0]?.enableDropdown).toBeUndefined();
      expect(sections.filter((s) => !s.enableDropdown)).toHaveLength(1);
    }
    const general = paragraphs([guide.contentEn[0] as GuideSection]).join(' ');
    expect(general).toContain('right of way');
    expect(general).toContain('white cane or a guide dog');
    expect(general).toContain('negligent');
    expect(general).toContain('October 15');
    expect(paragraphs([guide.contentSp[0] as GuideSection]).join(' ')).toContain('15 de octubre');
  });

  it('has 51 dropdown sections in both languages', () => {
    expect(dropdowns(guide.contentEn)).toHaveLength(51);
    expect(dropdowns(guide.contentSp)).toHaveLength(51);
    expect(new Set(englishNames).size).toBe(51);
    expect(englishNames).toContain('District of Columbia');
  });

  it('lists the states in alphabetical order of their English names', () => {
    expect(englishNames).toEqual([...englishNames].sort((a, b) => a.localeCompare(b, 'en')));
    expect(englishNames[0]).toBe('Alabama');
    expect(englishNames[50]).toBe('Wyoming');
  });

  it('gives every section all 51 names of its language, in the order of the sections', () => {
    const spanishNames = dropdowns(guide.contentSp).map((s) => s.title);
    for (const s of dropdowns(guide.contentEn)) expect(s.dropdownOptions).toEqual(englishNames);
    for (const s of dropdowns(guide.contentSp)) expect(s.dropdownOptions).toEqual(spanishNames);
  });

  it('uses the Spanish state names of state-names-sp.ts', () => {
    const spanish = dropdowns(guide.contentSp).map((s) => s.title);
    const known = new Set(Object.values(STATE_NAMES_SP));
    expect(spanish.filter((name) => !known.has(name))).toEqual([]);
    expect(spanish).toContain('Nueva York');
    expect(spanish).toContain('Distrito de Columbia');
    expect(spanish[englishNames.indexOf('Hawaii')]).toBe('Hawái');
  });

  const sectionOf = (sections: GuideSection[], state: string) =>
    dropdowns(sections)[englishNames.indexOf(state)] as GuideSection;
  const linksOf = (s: GuideSection) =>
    s.content.filter((item) => item.type === 'link').map((item) => item.content);

  it('cites the known statutes, with a last-verified date', () => {
    const verified = longDate(guide.reviewedAt);
    for (const [state, citations] of Object.entries(CITED_STATES)) {
      const en = paragraphs([sectionOf(guide.contentEn, state)]).join(' ');
      const sp = paragraphs([sectionOf(guide.contentSp, state)]).join(' ');
      for (const citation of citations) expect(en, state).toContain(citation);
      expect(en).toContain(`Last verified: ${verified[0]}.`);
      expect(sp).toContain(`Última verificación: ${verified[1]}.`);
      expect(en).not.toContain('not given here');
    }
    expect(linksOf(sectionOf(guide.contentEn, 'California'))).toEqual([
      'https://leginfo.legislature.ca.gov/',
    ]);
  });

  it('says plainly that other states have no citation here and names their legislature', () => {
    const verified = longDate(guide.reviewedAt);
    const others = englishNames.filter((name) => !(name in CITED_STATES));
    expect(others).toHaveLength(51 - Object.keys(CITED_STATES).length);
    for (const state of others) {
      const en = paragraphs([sectionOf(guide.contentEn, state)]).join(' ');
      const sp = paragraphs([sectionOf(guide.contentSp, state)]).join(' ');
      expect(en).toContain(`${state} has a white cane law`);
      expect(en).toContain('right of way');
      expect(en).toContain("The citation (the law's section number) is not given here");
      expect(en).toMatch(/the .+'s official website/);
      expect(en).toContain(`Last verified: ${verified[0]}.`);
      expect(sp).toContain('Aquí no damos la cita de la ley');
      expect(sp).toContain(`Última verificación: ${verified[1]}.`);
      // The only digits are the date's: no guessed section numbers.
      expect(en.replace(verified[0], '').match(/\d/), state).toBeNull();
      expect(sp.replace(verified[1], '').match(/\d/), state).toBeNull();
    }
    expect(paragraphs([sectionOf(guide.contentEn, 'Ohio')]).join(' ')).not.toContain(
      'not given here',
    );
    expect(paragraphs([sectionOf(guide.contentEn, 'Alabama')]).join(' ')).toContain(
      "the Alabama Legislature's official website",
    );
    expect(paragraphs([sectionOf(guide.contentSp, 'District of Columbia')]).join(' ')).toContain(
      'Concejo del Distrito de Columbia',
    );
  });

  it('names a legislature for every state and DC', () => {
    expect(Object.keys(LEGISLATURES)).toHaveLength(51);
    expect(LEGISLATURES[POSTAL_CODES.Ohio as string]).toBe('Ohio General Assembly');
  });

  it('links only to the listed official sites, in both languages alike', () => {
    for (const state of englishNames) {
      const code = Object.entries(POSTAL_CODES).find(([name]) => name === state)?.[1];
      const en = linksOf(sectionOf(guide.contentEn, state));
      expect(linksOf(sectionOf(guide.contentSp, state))).toEqual(en);
      expect(en.length, state).toBeLessThanOrEqual(1);
      for (const url of en) {
        expect(Object.values(OFFICIAL_CODE_SITES), state).toContain(url);
        expect(new URL(url).protocol).toBe('https:');
      }
      if (code) expect(en).toEqual(OFFICIAL_CODE_SITES[code] ? [OFFICIAL_CODE_SITES[code]] : []);
    }
    // Not certain of these addresses, so no link: the legislature is named in words.
    expect(linksOf(sectionOf(guide.contentEn, 'Alabama'))).toEqual([]);
    expect(linksOf(sectionOf(guide.contentEn, 'Pennsylvania'))).toEqual([]);
    expect(linksOf(sectionOf(guide.contentEn, 'Ohio'))).toEqual(['https://codes.ohio.gov/']);
  });

  it('keeps Alabama first, so it is the default of the dropdown', () => {
    for (const s of dropdowns(guide.contentEn)) expect(s.dropdownOptions?.[0]).toBe('Alabama');
    expect(dropdowns(guide.contentEn)[0]?.title).toBe('Alabama');
  });
});

describe.each(databaseKinds)('guide texts stored on $kind', (kind) => {
  const database = useTestDatabase(kind);

  // Through the real guides seed, so the texts are checked against its rules and its search
  // document, not a copy of them.
  beforeAll(async () => {
    const { db } = database();
    await seedCatalog(db);
    await seedGuides(db);
  });

  it('fits the catalogue: every intro and text row is stored', async () => {
    const { db } = database();
    expect(await db.$count(guideIntros)).toBe(CATEGORY_ROWS.length);
    expect(await db.$count(guideContents)).toBe(guideSubCategoryIds.length);
  });

  it('round-trips the content through jsonb unchanged', async () => {
    const { db } = database();
    const [row] = await db
      .select()
      .from(guideContents)
      .where(eq(guideContents.subCategoryId, STATE_LAW_SUB_CATEGORY_ID));
    expect(row?.contentEn).toEqual(stateLawGuide().contentEn);
    expect(row?.contentSp).toEqual(stateLawGuide().contentSp);
    expect(row?.reviewedAt).toBe(stateLawGuide().reviewedAt);
  });

  it('finds Spanish words with or without accents', async () => {
    const { db } = database();
    const find = async (word: string) => {
      const rows = await db
        .select({ id: guideContents.subCategoryId })
        .from(guideContents)
        .where(sql`${guideContents.searchVector} @@ plainto_tsquery('vh_es', ${word})`);
      return rows.map((row) => row.id);
    };
    expect(await find('bastón')).toContain(13);
    expect(await find('baston')).toContain(STATE_LAW_SUB_CATEGORY_ID);
    expect(await find('cataratas')).toContain(7);
  });
});

describe('what people say (issue 36)', () => {
  it.each(GUIDE_TEXTS.map((text) => [describeGuide(text), text] as const))(
    '%s: at least 12 phrases per language, each once, trimmed, short',
    (_, text) => {
      for (const phrases of [text.saysEn, text.saysSp]) {
        expect(phrases.length).toBeGreaterThanOrEqual(12);
        expect(new Set(phrases.map((phrase) => phrase.toLowerCase())).size).toBe(phrases.length);
        for (const phrase of phrases) {
          expect(phrase).toBe(phrase.trim());
          expect(phrase.split(' ').length, phrase).toBeLessThanOrEqual(12);
        }
      }
    },
  );

  it('has phrases only for guides', () => {
    const guideIds = new Set(GUIDE_TEXTS.map((text) => text.subCategoryId));
    for (const id of WHAT_PEOPLE_SAY.keys()) expect(guideIds.has(id), `${id}`).toBe(true);
  });
});
