import { readFile } from 'node:fs/promises';
import PDFDocument from 'pdfkit';
import {
  guideContentSchema,
  type GuideContent,
  type GuideItem,
  type GuideLanguage,
  type GuideSection,
} from './guide-content.ts';
import { PDF_LABELS, type PdfLabels } from './pdf-labels.ts';

// A guide printed as a tagged PDF (PDF/UA-1): every piece of text belongs to the structure tree
// (Document > H1, P, Sect > H2, P, L > LI > Lbl + LBody, Link) in reading order, and the
// running header and footer are marked as pagination artifacts. See README.md in this folder.

export interface RenderGuidePdfInput {
  title: string;
  language: GuideLanguage;
  sections: GuideContent;
  /** The date printed in the footer and stored as the creation date; defaults to now. */
  generatedOn?: Date;
  /**
   * Body text in points: 14 for the standard copy, 18 or 24 for large print. Headings and the
   * running header and footer grow with it, and the text reflows at that size (it is not a
   * scaled-up page).
   */
  bodySize?: GuideTextSize;
}

export type GuideTextSize = 14 | 18 | 24;

interface TypeSizes {
  body: number;
  h1: number;
  h2: number;
  furniture: number;
}

/** The standard copy's sizes (14/24/18/12), in proportion for large print. */
function typeSizes(body: GuideTextSize): TypeSizes {
  const scale = body / BODY_SIZE_PT;
  return {
    body,
    h1: Math.round(H1_SIZE_PT * scale),
    h2: Math.round(H2_SIZE_PT * scale),
    furniture: Math.round(FURNITURE_SIZE_PT * scale),
  };
}

// US Letter, 1 inch margins; the header and footer sit in the margins.
const PAGE_SIZE = 'LETTER';
const MARGIN_PT = 72;
const FURNITURE_INSET_PT = 36;
// Large, plain type for low vision: body text well above the 12 pt minimum, black on white,
// left aligned (justified text leaves uneven gaps that are hard to track).
const BODY_SIZE_PT = 14;
const H1_SIZE_PT = 24;
const H2_SIZE_PT = 18;
const FURNITURE_SIZE_PT = 12;
const LINE_GAP_PT = 4;
const PARAGRAPH_GAP_LINES = 0.6;
const LIST_INDENT_PT = 22;
const TEXT_COLOR = '#000000';

const REGULAR = 'DejaVuSans';
const BOLD = 'DejaVuSans-Bold';

const FONT_DIR = new URL('../../../assets/fonts/', import.meta.url);

interface FontFiles {
  regular: Buffer;
  bold: Buffer;
}

// Read once per process; pdfkit subsets and embeds them into each document.
let fontFiles: Promise<FontFiles> | undefined;

function loadFonts(): Promise<FontFiles> {
  if (fontFiles === undefined) {
    const loading = Promise.all([
      readFile(new URL('DejaVuSans.ttf', FONT_DIR)),
      readFile(new URL('DejaVuSans-Bold.ttf', FONT_DIR)),
    ]).then(([regular, bold]) => ({ regular, bold }));
    // A failed read is not cached: the next render tries again.
    loading.catch(() => {
      if (fontFiles === loading) fontFiles = undefined;
    });
    fontFiles = loading;
  }
  return fontFiles;
}

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const BARE_DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)+(?:[/?#:]|$)/i;

/** The URL a link annotation may open, or null when the text should be printed but not linked. */
export function linkTarget(raw: string): string | null {
  const text = raw.trim();
  if (text === '') return null;
  // "www.example.org/page" is common in hand-written content.
  const candidate = BARE_DOMAIN.test(text) ? `https://${text}` : text;
  try {
    const url = new URL(candidate);
    return LINK_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

// Controls other than line breaks would print as missing glyphs or confuse text extraction.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

export function cleanText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(CONTROL_CHARS, '').trim();
}

export function cleanLine(text: string): string {
  return cleanText(text).replace(/\s+/g, ' ');
}

/** Paper cannot be clicked: a link prints its text followed by its address. */
export function linkText(item: GuideItem): { url: string; label: string; printed: string } {
  const url = cleanLine(item.content);
  const label = cleanLine(item.displayText ?? '');
  const printed = label === '' || label === url ? url : `${label} (${url})`;
  return { url, label, printed };
}

/** pdfkit writes a JavaScript String object as a PDF string (a primitive becomes a /Name). */
function pdfString(text: string): string {
  // @types/pdfkit types annotation strings as primitives, but pdfkit needs the wrapper object.
  return new String(text) as unknown as string;
}

type Doc = PDFKit.PDFDocument;
type StructElement = PDFKit.PDFStructureElement;

class GuidePdfWriter {
  private readonly contentWidth: number;
  /** Alternate description for the link annotations drawn while it is set (PDF/UA 7.18.5). */
  private linkDescription: string | undefined;

  constructor(
    private readonly doc: Doc,
    private readonly labels: PdfLabels,
    private readonly sizes: TypeSizes,
  ) {
    this.contentWidth = doc.page.width - MARGIN_PT * 2;
    // pdfkit creates the link annotations of `text(…, { link })` itself, one per line, and
    // gives them an empty /Contents. Give them the link's text instead.
    const link = doc.link.bind(doc);
    doc.link = (x, y, w, h, url, option) =>
      link(x, y, w, h, url, {
        ...option,
        ...(this.linkDescription === undefined
          ? {}
          : { Contents: pdfString(this.linkDescription) }),
      });
  }

  write(title: string, sections: GuideContent): void {
    const { doc } = this;
    const root = doc.struct('Document');
    doc.addStructure(root);

    root.add(
      doc.struct('H1', {}, [
        () => this.text(title, { font: BOLD, size: this.sizes.h1, gapAfterLines: 0.3 }),
      ]),
    );
    root.add(
      doc.struct('P', {}, [
        () =>
          this.text(this.labels.disclaimer, {
            font: BOLD,
            size: this.sizes.body,
            gapAfterLines: 1,
          }),
      ]),
    );

    for (const section of sections) this.writeSection(root, section);
    root.end();
  }

  /**
   * Every section prints, including each state's section of a state-law guide
   * (`enableDropdown`): on screen a dropdown shows one state at a time, on paper all of them.
   */
  private writeSection(root: StructElement, section: GuideSection): void {
    const { doc } = this;
    const title = cleanLine(section.title);
    const items = section.content.filter((item) => cleanText(item.content) !== '');
    // An empty structure element is noise to a screen reader.
    if (title === '' && items.length === 0) return;
    const sect = doc.struct('Sect');
    root.add(sect);
    if (title !== '') {
      // Keep a heading with at least two lines of what follows it.
      this.ensureSpace(this.lineHeight(BOLD, this.sizes.h2) + this.lineHeight(REGULAR) * 2);
      sect.add(
        doc.struct('H2', {}, [
          () => this.text(title, { font: BOLD, size: this.sizes.h2, gapAfterLines: 0.3 }),
        ]),
      );
    }
    if (section.uitype === 'section-list') {
      if (items.length > 0) this.writeList(sect, items);
    } else {
      for (const item of items) {
        this.ensureSpace(this.startHeight(item, this.contentWidth));
        sect.add(this.paragraph(item, MARGIN_PT, this.contentWidth));
      }
    }
    sect.end();
  }

  private writeList(sect: StructElement, items: GuideItem[]): void {
    const { doc } = this;
    const list = doc.struct('L');
    sect.add(list);
    const bodyX = MARGIN_PT + LIST_INDENT_PT;
    const bodyWidth = this.contentWidth - LIST_INDENT_PT;
    for (const item of items) {
      // The bullet and the start of its text stay on one page.
      this.ensureSpace(this.startHeight(item, bodyWidth));
      const top = doc.y;
      const listItem = doc.struct('LI');
      list.add(listItem);
      listItem.add(
        doc.struct('Lbl', {}, [
          () => {
            this.font(REGULAR, this.sizes.body);
            doc.text('•', MARGIN_PT + 4, top, { width: LIST_INDENT_PT - 4, lineBreak: false });
          },
        ]),
      );
      // The body starts on the bullet's line.
      doc.y = top;
      const body = doc.struct('LBody');
      listItem.add(body);
      body.add(this.paragraph(item, bodyX, bodyWidth, 0.3));
      body.end();
      listItem.end();
    }
    list.end();
    this.gap(PARAGRAPH_GAP_LINES);
  }

  /** A paragraph of text, or a paragraph holding one link. */
  private paragraph(
    item: GuideItem,
    x: number,
    width: number,
    gapAfterLines = PARAGRAPH_GAP_LINES,
  ) {
    const { doc } = this;
    if (item.type === 'para') {
      return doc.struct('P', {}, [
        () => this.text(cleanText(item.content), { x, width, gapAfterLines }),
      ]);
    }
    const { url, label, printed } = linkText(item);
    const target = linkTarget(url);
    if (target === null) {
      return doc.struct('P', {}, [() => this.text(printed, { x, width, gapAfterLines })]);
    }
    return doc.struct('P', {}, [
      doc.struct('Link', {}, [
        () => {
          this.linkDescription = label === '' ? url : label;
          this.text(printed, { x, width, gapAfterLines, link: target });
          this.linkDescription = undefined;
        },
      ]),
    ]);
  }

  /**
   * How much of an item must fit on the current page before it starts. A link annotation split
   * over two pages would be filed under the wrong page in the structure tree (pdfkit records
   * the page where the link ends), so a link starts on a page where it fits whole.
   */
  private startHeight(item: GuideItem, width: number): number {
    const line = this.lineHeight(REGULAR);
    if (item.type === 'para' || linkTarget(linkText(item).url) === null) return line;
    const pageBody = this.doc.page.maxY() - this.doc.page.margins.top;
    return Math.min(this.heightOf(linkText(item).printed, width), pageBody - line);
  }

  private text(
    text: string,
    {
      font = REGULAR,
      size = this.sizes.body,
      x = MARGIN_PT,
      width = this.contentWidth,
      gapAfterLines = PARAGRAPH_GAP_LINES,
      link,
    }: {
      font?: string;
      size?: number;
      x?: number;
      width?: number;
      gapAfterLines?: number;
      link?: string;
    },
  ): void {
    const { doc } = this;
    this.font(font, size);
    doc.text(text, x, doc.y, {
      width,
      lineGap: LINE_GAP_PT,
      align: 'left',
      ...(link === undefined ? {} : { link, underline: true }),
    });
    this.gap(gapAfterLines);
  }

  private font(name: string, size = this.sizes.body): void {
    this.doc.font(name).fontSize(size).fillColor(TEXT_COLOR);
  }

  private gap(lines: number): void {
    this.font(REGULAR);
    this.doc.moveDown(lines);
  }

  private lineHeight(font: string, size = this.sizes.body): number {
    this.font(font, size);
    return this.doc.currentLineHeight(true) + LINE_GAP_PT;
  }

  private heightOf(text: string, width: number): number {
    this.font(REGULAR);
    return this.doc.heightOfString(text, { width, lineGap: LINE_GAP_PT });
  }

  private ensureSpace(height: number): void {
    if (this.doc.y + height > this.doc.page.maxY()) this.doc.addPage();
  }

  /**
   * The running header (from page 2) and the footer on every page, drawn once the page count
   * is known. They repeat what the document already says, so they are artifacts: screen
   * readers skip them.
   */
  writePageFurniture(title: string, generatedOn: Date): void {
    const { doc, labels } = this;
    const date = new Intl.DateTimeFormat(labels.lang, { dateStyle: 'long' }).format(generatedOn);
    const { start, count } = doc.bufferedPageRange();
    for (let index = start; index < start + count; index += 1) {
      const page = doc.switchToPage(index);
      // Text below the bottom margin would otherwise start a new page.
      const bottomMargin = page.margins.bottom;
      page.margins.bottom = 0;
      this.font(REGULAR, this.sizes.furniture);
      const lineHeight = doc.currentLineHeight(true);

      if (index > start) {
        const top = FURNITURE_INSET_PT - lineHeight / 2;
        doc.markContent('Artifact', {
          type: 'Pagination',
          attached: ['Top'],
          bbox: [MARGIN_PT, top, MARGIN_PT + this.contentWidth, top + lineHeight],
        });
        doc.text(`${labels.disclaimer} · ${cleanLine(title)}`, MARGIN_PT, top, {
          width: this.contentWidth,
          height: lineHeight,
          ellipsis: true,
        });
        doc.endMarkedContent();
      }

      const bottom = page.height - FURNITURE_INSET_PT - lineHeight / 2;
      doc.markContent('Artifact', {
        type: 'Pagination',
        attached: ['Bottom'],
        bbox: [MARGIN_PT, bottom, MARGIN_PT + this.contentWidth, bottom + lineHeight],
      });
      const footer = [
        labels.productName,
        labels.generated(date),
        labels.page(index - start + 1, count),
      ].join(' · ');
      doc.text(footer, MARGIN_PT, bottom, {
        width: this.contentWidth,
        height: lineHeight,
        ellipsis: true,
      });
      doc.endMarkedContent();
      page.margins.bottom = bottomMargin;
    }
  }
}

/**
 * Renders a guide's content in one language as an accessible PDF: tagged (PDF/UA-1), with the
 * document language, title and fonts embedded, every state's section printed, and link
 * addresses written out.
 */
export async function renderGuidePdf(input: RenderGuidePdfInput): Promise<Buffer> {
  const sections = guideContentSchema.parse(input.sections);
  const labels = PDF_LABELS[input.language];
  const title = cleanLine(input.title);
  // PDF/UA requires a title, shown in the viewer's title bar instead of the file name.
  if (title === '') throw new TypeError('A guide PDF needs a title');
  const generatedOn = input.generatedOn ?? new Date();
  const fonts = await loadFonts();

  const doc = new PDFDocument({
    size: PAGE_SIZE,
    margin: MARGIN_PT,
    pdfVersion: '1.7',
    tagged: true,
    // @types/pdfkit 0.17 lists only the PDF/A subsets; pdfkit 0.20 also accepts 'PDF/UA'.
    subset: 'PDF/UA' as PDFKit.Mixins.PDFSubsets,
    lang: labels.lang,
    displayTitle: true,
    bufferPages: true,
    info: {
      Title: title,
      Author: labels.productName,
      Creator: labels.productName,
      Subject: labels.disclaimer,
      CreationDate: generatedOn,
    },
  });

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.registerFont(REGULAR, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);
  const writer = new GuidePdfWriter(doc, labels, typeSizes(input.bodySize ?? 14));
  writer.write(title, sections);
  writer.writePageFurniture(title, generatedOn);
  doc.end();
  return done;
}
