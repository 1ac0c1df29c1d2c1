import { strToU8, zipSync, type Zippable } from 'fflate';
import {
  guideContentSchema,
  type GuideContent,
  type GuideItem,
  type GuideLanguage,
} from './guide-content.ts';
import { PDF_LABELS } from './pdf-labels.ts';
import { cleanLine, cleanText, linkTarget, linkText } from './render-guide-pdf.ts';

// One guide, or a whole category's guides, as an EPUB 3 book: what a reading app (Apple Books,
// Thorium, Voice Dream, a braille note-taker) opens with its own voice, fonts and navigation.
// Reflowable XHTML, one chapter per guide with h1 and h2 headings, real lists, a navigation
// document, `lang` on every document, and schema.org accessibility metadata in the package.
// EPUBCheck and DAISY Ace check the output in this folder's tests.

export interface EpubGuide {
  /** The guide's content id: names its chapter file. */
  id: number;
  title: string;
  sections: GuideContent;
}

export interface RenderGuideEpubInput {
  /** The book's unique identifier (dc:identifier), stable for the same book. */
  identifier: string;
  /** The book's title: the guide's, or the category's for a whole category. */
  title: string;
  language: GuideLanguage;
  guides: EpubGuide[];
  /** The date written in the book and as dcterms:modified; defaults to now. */
  generatedOn?: Date;
}

const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const OPS_NS = 'http://www.idpf.org/2007/ops';

// XML 1.0 cannot hold unpaired surrogates or U+FFFE/U+FFFF; cleanText already drops the
// control characters.
const NOT_XML =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|[\uFFFE\uFFFF]/g;

/** A title or heading on one line, with nothing XML cannot hold. */
function line(text: string): string {
  return cleanLine(text.replace(NOT_XML, ''));
}

function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A paragraph item's text: blank lines part paragraphs, a single line break stays one. */
function paragraphs(text: string): string[] {
  return cleanText(text.replace(NOT_XML, ''))
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => escapeXml(line.trim().replace(/\s+/g, ' ')))
        .filter((line) => line !== '')
        .join('<br />'),
    )
    .filter((block) => block !== '');
}

/** An item as inline XHTML: a link to where it points, or its text. */
function inline(item: GuideItem): string[] {
  if (item.type === 'para') return paragraphs(item.content);
  const { url, label, printed } = linkText(item);
  const target = linkTarget(url);
  // An address a reader cannot open is written out rather than linked.
  if (target === null) return printed === '' ? [] : [escapeXml(printed)];
  return [`<a href="${escapeXml(target)}">${escapeXml(label === '' ? url : label)}</a>`];
}

function documentHead(title: string, lang: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html>\n` +
    `<html xmlns="${XHTML_NS}" xmlns:epub="${OPS_NS}" lang="${lang}" xml:lang="${lang}">\n` +
    `<head>\n<meta charset="UTF-8" />\n<title>${escapeXml(title)}</title>\n` +
    `<link rel="stylesheet" type="text/css" href="book.css" />\n</head>\n`
  );
}

interface Chapter {
  file: string;
  title: string;
  sections: { id: string; title: string }[];
  xhtml: string;
}

function chapter(guide: EpubGuide, lang: string, disclaimer: string): Chapter {
  const title = line(guide.title);
  const sections: Chapter['sections'] = [];
  const body: string[] = [
    `<h1>${escapeXml(title)}</h1>`,
    `<p class="note">${escapeXml(disclaimer)}</p>`,
  ];
  // Every section is written, each state's section of a state-law guide too, as on paper.
  for (const section of guideContentSchema.parse(guide.sections)) {
    const heading = line(section.title);
    const items = section.content.map(inline).filter((parts) => parts.length > 0);
    if (heading === '' && items.length === 0) continue;
    const id = `s${sections.length + 1}`;
    const parts: string[] = [];
    if (heading !== '') {
      sections.push({ id, title: heading });
      parts.push(`<h2 id="${id}">${escapeXml(heading)}</h2>`);
    }
    if (section.uitype === 'section-list') {
      parts.push(
        `<ul>\n${items.map((item) => `<li>${item.join('<br />')}</li>`).join('\n')}\n</ul>`,
      );
    } else {
      parts.push(...items.flat().map((text) => `<p>${text}</p>`));
    }
    body.push(`<section>\n${parts.join('\n')}\n</section>`);
  }
  return {
    file: `guide-${guide.id}.xhtml`,
    title,
    sections,
    xhtml: `${documentHead(title, lang)}<body>\n<main>\n${body.join('\n')}\n</main>\n</body>\n</html>\n`,
  };
}

const STYLESHEET =
  '/* Sizes in em and no fixed widths: the reading app and its reader choose type and spacing. */\n' +
  'body { line-height: 1.5; }\n' +
  'h1 { font-size: 1.6em; }\n' +
  'h2 { font-size: 1.3em; margin-top: 1.5em; }\n' +
  'li { margin-bottom: 0.4em; }\n' +
  '.note { font-style: italic; }\n';

/** dcterms:modified wants CCYY-MM-DDThh:mm:ssZ, without fractions of a second. */
function modifiedStamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The book as the bytes of an .epub file (a ZIP whose first entry is the stored mimetype). */
export function renderGuideEpub(input: RenderGuideEpubInput): Uint8Array {
  const labels = PDF_LABELS[input.language];
  const lang = labels.lang;
  const generatedOn = input.generatedOn ?? new Date();
  const bookTitle = line(input.title);
  const chapters = input.guides.map((guide) => chapter(guide, lang, labels.disclaimer));
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(generatedOn);

  const toc = chapters
    .map((entry) => {
      const sections = entry.sections
        .map(
          (section) =>
            `<li><a href="${entry.file}#${section.id}">${escapeXml(section.title)}</a></li>`,
        )
        .join('\n');
      return `<li><a href="${entry.file}">${escapeXml(entry.title)}</a>${sections === '' ? '' : `\n<ol>\n${sections}\n</ol>\n`}</li>`;
    })
    .join('\n');
  const nav =
    `${documentHead(bookTitle, lang)}<body>\n` +
    `<h1>${escapeXml(bookTitle)}</h1>\n` +
    `<nav epub:type="toc" role="doc-toc" aria-labelledby="toc-title">\n` +
    `<h2 id="toc-title">${escapeXml(labels.contents)}</h2>\n<ol>\n${toc}\n</ol>\n</nav>\n` +
    `<p>${escapeXml(`${labels.productName}. ${labels.generated(date)}.`)}</p>\n` +
    `</body>\n</html>\n`;

  const manifest = [
    '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav" />',
    '<item id="css" href="book.css" media-type="text/css" />',
    ...chapters.map(
      (entry, index) =>
        `<item id="c${index + 1}" href="${entry.file}" media-type="application/xhtml+xml" />`,
    ),
  ];
  const spine = [
    '<itemref idref="nav" />',
    ...chapters.map((_, index) => `<itemref idref="c${index + 1}" />`),
  ];
  const opf =
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${lang}">\n` +
    `<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">\n` +
    `<dc:identifier id="book-id">${escapeXml(input.identifier)}</dc:identifier>\n` +
    `<dc:title>${escapeXml(bookTitle)}</dc:title>\n` +
    `<dc:language>${lang}</dc:language>\n` +
    `<dc:publisher>${escapeXml(labels.productName)}</dc:publisher>\n` +
    `<meta property="dcterms:modified">${modifiedStamp(generatedOn)}</meta>\n` +
    // What a reader needs to know before opening it (schema.org accessibility properties,
    // as the EPUB Accessibility specification asks): text only, structured, no hazards.
    `<meta property="schema:accessMode">textual</meta>\n` +
    `<meta property="schema:accessModeSufficient">textual</meta>\n` +
    `<meta property="schema:accessibilityFeature">structuralNavigation</meta>\n` +
    `<meta property="schema:accessibilityFeature">tableOfContents</meta>\n` +
    `<meta property="schema:accessibilityFeature">readingOrder</meta>\n` +
    `<meta property="schema:accessibilityFeature">displayTransformability</meta>\n` +
    `<meta property="schema:accessibilityHazard">none</meta>\n` +
    `<meta property="schema:accessibilitySummary">${escapeXml(labels.accessibilitySummary)}</meta>\n` +
    `<link rel="dcterms:conformsTo" href="http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-aa" />\n` +
    `</metadata>\n` +
    `<manifest>\n${manifest.join('\n')}\n</manifest>\n` +
    `<spine>\n${spine.join('\n')}\n</spine>\n` +
    `</package>\n`;
  const container =
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">\n` +
    `<rootfiles>\n<rootfile full-path="EPUB/package.opf" media-type="application/oebps-package+xml" />\n</rootfiles>\n` +
    `</container>\n`;

  // The mimetype must come first and be stored uncompressed (OCF): object keys keep their order.
  const files: Zippable = {
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(container),
    'EPUB/package.opf': strToU8(opf),
    'EPUB/nav.xhtml': strToU8(nav),
    'EPUB/book.css': strToU8(STYLESHEET),
  };
  for (const entry of chapters) files[`EPUB/${entry.file}`] = strToU8(entry.xhtml);
  return zipSync(files, { level: 9, mtime: generatedOn });
}
