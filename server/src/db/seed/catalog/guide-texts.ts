import type { GuideSection } from '../../../services/guide-pdf/guide-content.ts';
import { sectionsIn, type BilingualGuide, type BilingualIntro } from './guides/bilingual.ts';
import { CATEGORY_01_GUIDES, CATEGORY_01_INTRO } from './guides/category-01.ts';
import { CATEGORY_02_GUIDES, CATEGORY_02_INTRO } from './guides/category-02.ts';
import { CATEGORY_03_GUIDES, CATEGORY_03_INTRO } from './guides/category-03.ts';
import { CATEGORY_04_GUIDES, CATEGORY_04_INTRO } from './guides/category-04.ts';
import { CATEGORY_05_GUIDES, CATEGORY_05_INTRO } from './guides/category-05.ts';
import { CATEGORY_06_GUIDES, CATEGORY_06_INTRO } from './guides/category-06.ts';
import { CATEGORY_07_GUIDES, CATEGORY_07_INTRO } from './guides/category-07.ts';
import { CATEGORY_08_GUIDES, CATEGORY_08_INTRO } from './guides/category-08.ts';
import { CATEGORY_09_GUIDES, CATEGORY_09_INTRO } from './guides/category-09.ts';
import { CATEGORY_10_GUIDES, CATEGORY_10_INTRO } from './guides/category-10.ts';
import { CATEGORY_11_GUIDES, CATEGORY_11_INTRO } from './guides/category-11.ts';
import { CATEGORY_12_GUIDES, CATEGORY_12_INTRO } from './guides/category-12.ts';
import { CATEGORY_13_GUIDES, CATEGORY_13_INTRO } from './guides/category-13.ts';
import { CATEGORY_14_GUIDES, CATEGORY_14_INTRO } from './guides/category-14.ts';
import { WHAT_PEOPLE_SAY } from './guides/what-people-say.ts';

// The guide texts the guides seed writes: one intro per category and one text per guide
// sub-category, in English and US Spanish. The texts live in ./guides, one file per category,
// written as bilingual pairs so both languages always have the same sections and items.

export interface GuideIntroText {
  categoryId: number;
  introContentEn: string;
  introContentSp: string;
}

export interface GuideText {
  subCategoryId: number;
  /** YYYY-MM-DD: when a person last checked the text against its sources. */
  reviewedAt: string;
  contentEn: GuideSection[];
  contentSp: GuideSection[];
  /** What people say when they need the guide (./guides/what-people-say.ts): search only. */
  saysEn: readonly string[];
  saysSp: readonly string[];
}

const INTROS: BilingualIntro[] = [
  CATEGORY_01_INTRO,
  CATEGORY_02_INTRO,
  CATEGORY_03_INTRO,
  CATEGORY_04_INTRO,
  CATEGORY_05_INTRO,
  CATEGORY_06_INTRO,
  CATEGORY_07_INTRO,
  CATEGORY_08_INTRO,
  CATEGORY_09_INTRO,
  CATEGORY_10_INTRO,
  CATEGORY_11_INTRO,
  CATEGORY_12_INTRO,
  CATEGORY_13_INTRO,
  CATEGORY_14_INTRO,
];

const GUIDES: BilingualGuide[] = [
  ...CATEGORY_01_GUIDES,
  ...CATEGORY_02_GUIDES,
  ...CATEGORY_03_GUIDES,
  ...CATEGORY_04_GUIDES,
  ...CATEGORY_05_GUIDES,
  ...CATEGORY_06_GUIDES,
  ...CATEGORY_07_GUIDES,
  ...CATEGORY_08_GUIDES,
  ...CATEGORY_09_GUIDES,
  ...CATEGORY_10_GUIDES,
  ...CATEGORY_11_GUIDES,
  ...CATEGORY_12_GUIDES,
  ...CATEGORY_13_GUIDES,
  ...CATEGORY_14_GUIDES,
];

export const GUIDE_INTROS: GuideIntroText[] = INTROS.map(({ categoryId, intro }) => ({
  categoryId,
  introContentEn: intro[0],
  introContentSp: intro[1],
}));

export const GUIDE_TEXTS: GuideText[] = GUIDES.map(({ subCategoryId, reviewedAt, sections }) => ({
  subCategoryId,
  reviewedAt,
  contentEn: sectionsIn(sections, 'en'),
  contentSp: sectionsIn(sections, 'sp'),
  saysEn: WHAT_PEOPLE_SAY.get(subCategoryId)?.en ?? [],
  saysSp: WHAT_PEOPLE_SAY.get(subCategoryId)?.sp ?? [],
}));
