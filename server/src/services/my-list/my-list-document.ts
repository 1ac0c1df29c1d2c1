import type { SavedItem } from '../../../../src/contracts/my-list.ts';
import type { GuideContent } from '../guide-pdf/guide-content.ts';
import { itemLink, KIND_ORDER, LIST_EMAIL_STRINGS, type ListLanguage } from './my-list-email.ts';

/**
 * The list in the guides' own shape (sections of list items), so the guides' plain-text and
 * large-print renderers print it exactly as they print a guide: one section per kind, each
 * item on one line with its phone, link and note. The owner downloads it, so notes are in.
 */
export function myListDocument(
  items: SavedItem[],
  language: ListLanguage,
  siteUrl: string,
): { title: string; sections: GuideContent } {
  const words = LIST_EMAIL_STRINGS[language];
  const titleOf = (item: SavedItem) =>
    language === 'sp' && item.title_sp ? item.title_sp : item.title;
  const sections: GuideContent = KIND_ORDER.map((kind) => ({
    title: words.headings[kind],
    uitype: 'section-list' as const,
    content: items
      .filter((item) => item.kind === kind)
      .map((item) => {
        const link = itemLink(item, siteUrl);
        const parts = [
          titleOf(item),
          item.available ? null : words.unavailable,
          item.phone ? `${words.phone}: ${item.phone}` : null,
          link ? `${words.link}: ${link}` : null,
          item.note ? `${words.note}: ${item.note}` : null,
        ].filter((part): part is string => part !== null);
        // "Name. Phone: 215... Note: ...": each part a sentence, read with a pause between.
        const content = `${parts.map((part) => part.replace(/[.\s]+$/, '')).join('. ')}.`;
        return { type: 'para' as const, content };
      }),
  })).filter((section) => section.content.length > 0);
  return { title: words.listTitle, sections };
}
