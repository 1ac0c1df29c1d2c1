import type { SavedItem, SavedItemKind } from '../../../../src/contracts/my-list.ts';

export type ListLanguage = 'en' | 'sp';

/** The e-mail's words in each language; the glossary check reads the Spanish (check-dictionaries). */
export const LIST_EMAIL_STRINGS = {
  en: {
    subject: 'A list of help from Vision Hub',
    /** The title of the list's plain-text and large-print downloads. */
    listTitle: 'My list',
    intro:
      'Someone who uses Vision Hub sent you this list of organizations, guides and clinical trials.',
    headings: {
      organization: 'Organizations',
      guide: 'Guides',
      trial: 'Clinical trials',
    } satisfies Record<SavedItemKind, string>,
    phone: 'Phone',
    link: 'Link',
    note: 'Note',
    unavailable: 'No longer available',
    disclaimer: 'Vision Hub is for information only and does not replace advice from your doctor.',
    signature: 'The Vision Hub team',
  },
  sp: {
    subject: 'Una lista de ayuda de Vision Hub',
    listTitle: 'Mi lista',
    intro:
      'Una persona que usa Vision Hub le envió esta lista de organizaciones, guías y ensayos clínicos.',
    headings: {
      organization: 'Organizaciones',
      guide: 'Guías',
      trial: 'Ensayos clínicos',
    } satisfies Record<SavedItemKind, string>,
    phone: 'Teléfono',
    link: 'Enlace',
    note: 'Nota',
    unavailable: 'Ya no está disponible',
    disclaimer:
      'La información de Vision Hub es solo informativa y no reemplaza el consejo de su médico.',
    signature: 'El equipo de Vision Hub',
  },
} as const;

export const KIND_ORDER: readonly SavedItemKind[] = ['organization', 'guide', 'trial'];

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Only http(s) addresses become links; anything else stays text. */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/** Where an item leads: a guide's page here, an organisation's website, a trial's record. */
export function itemLink(item: SavedItem, siteUrl: string): string | null {
  if (item.kind === 'guide' && item.category_id !== null) {
    return new URL(
      `/client/organization/${String(item.category_id)}?subCateId=${item.key}`,
      siteUrl,
    ).href;
  }
  return item.url && isWebAddress(item.url) ? item.url : null;
}

/**
 * The list as an e-mail: plain text that a braille display or a text-to-speech app reads as
 * written (headings on lines of their own, items with "- ", links written out), and the same
 * words as HTML with real headings and lists for a screen reader in a mail program. No
 * images, no tracking, nothing of the sender but the words "someone who uses Vision Hub".
 */
export function myListEmail({
  items,
  language,
  includeNotes,
  siteUrl,
}: {
  items: SavedItem[];
  language: ListLanguage;
  includeNotes: boolean;
  siteUrl: string;
}) {
  const words = LIST_EMAIL_STRINGS[language];
  const groups = KIND_ORDER.map((kind) => ({
    kind,
    items: items.filter((item) => item.kind === kind),
  })).filter((group) => group.items.length > 0);
  const titleOf = (item: SavedItem) =>
    language === 'sp' && item.title_sp ? item.title_sp : item.title;

  const text: string[] = [words.intro];
  const html: string[] = [`<p>${escapeHtml(words.intro)}</p>`];
  for (const group of groups) {
    const heading = words.headings[group.kind];
    text.push('', heading, '');
    html.push(`<h2>${escapeHtml(heading)}</h2>`, '<ul>');
    for (const item of group.items) {
      const link = itemLink(item, siteUrl);
      const lines = [
        item.available ? null : words.unavailable,
        item.phone ? `${words.phone}: ${item.phone}` : null,
        link ? `${words.link}: ${link}` : null,
        includeNotes && item.note ? `${words.note}: ${item.note}` : null,
      ].filter((line): line is string => line !== null);
      text.push(`- ${titleOf(item)}`, ...lines.map((line) => `  ${line}`));
      const parts = [
        item.available ? null : `<p>${escapeHtml(words.unavailable)}</p>`,
        item.phone ? `<p>${escapeHtml(words.phone)}: ${escapeHtml(item.phone)}</p>` : null,
        link
          ? `<p>${escapeHtml(words.link)}: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
          : null,
        includeNotes && item.note
          ? `<p>${escapeHtml(words.note)}: ${escapeHtml(item.note)}</p>`
          : null,
      ].filter((part): part is string => part !== null);
      html.push(`<li><strong>${escapeHtml(titleOf(item))}</strong>${parts.join('')}</li>`);
    }
    html.push('</ul>');
  }
  text.push('', words.disclaimer, '', words.signature);
  html.push(`<p>${escapeHtml(words.disclaimer)}</p>`, `<p>${escapeHtml(words.signature)}</p>`);
  const lang = language === 'sp' ? 'es' : 'en';
  return {
    subject: words.subject,
    bodyText: text.join('\n'),
    bodyHtml:
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
      `<title>${escapeHtml(words.subject)}</title></head><body>` +
      `<h1>${escapeHtml(words.subject)}</h1>${html.join('')}</body></html>`,
  };
}
