import type { GuideItem, GuideSection } from '../../../../services/guide-pdf/guide-content.ts';

// Guides are written as bilingual sections so the English and Spanish versions cannot drift
// apart in shape: every section and item holds both languages side by side.

/** An English/Spanish pair. */
export type Pair = readonly [en: string, sp: string];

export interface BilingualItem {
  type: 'para' | 'link';
  /** Text of a paragraph, or the link's display text. */
  text: Pair;
  /** The link's address (links only). */
  url?: string;
}

export interface BilingualSection {
  title: Pair;
  uitype: GuideSection['uitype'];
  items: BilingualItem[];
  enableDropdown?: boolean;
  dropdownOptions?: Pair[];
}

export interface BilingualGuide {
  subCategoryId: number;
  reviewedAt: string;
  sections: BilingualSection[];
}

export interface BilingualIntro {
  categoryId: number;
  intro: Pair;
}

/** A paragraph item. */
export function p(en: string, sp: string): BilingualItem {
  return { type: 'para', text: [en, sp] };
}

/** A link item; the address is the same in both languages. */
export function link(url: string, en: string, sp: string): BilingualItem {
  return { type: 'link', url, text: [en, sp] };
}

/** A section shown as paragraphs. */
export function section(en: string, sp: string, items: BilingualItem[]): BilingualSection {
  return { title: [en, sp], uitype: 'section', items };
}

/** A section shown as a list. */
export function list(en: string, sp: string, items: BilingualItem[]): BilingualSection {
  return { title: [en, sp], uitype: 'section-list', items };
}

const LANGUAGE_INDEX = { en: 0, sp: 1 } as const;

function toItem(item: BilingualItem, index: 0 | 1): GuideItem {
  return item.type === 'link'
    ? { type: 'link', content: item.url ?? '', displayText: item.text[index] }
    : { type: 'para', content: item.text[index] };
}

/** One language's sections of a bilingual guide. */
export function sectionsIn(
  sections: readonly BilingualSection[],
  language: keyof typeof LANGUAGE_INDEX,
): GuideSection[] {
  const index = LANGUAGE_INDEX[language];
  return sections.map((s) => ({
    title: s.title[index],
    uitype: s.uitype,
    content: s.items.map((item) => toItem(item, index)),
    ...(s.enableDropdown === undefined ? {} : { enableDropdown: s.enableDropdown }),
    ...(s.dropdownOptions === undefined
      ? {}
      : { dropdownOptions: s.dropdownOptions.map((option) => option[index]) }),
  }));
}

/** The day these texts were last checked against their sources (data-sources.md). */
export const REVIEWED_AT = '2026-11-21';
