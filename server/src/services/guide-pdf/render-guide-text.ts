import { guideContentSchema, type GuideContent, type GuideLanguage } from './guide-content.ts';
import { PDF_LABELS } from './pdf-labels.ts';
import { cleanLine, cleanText, linkText } from './render-guide-pdf.ts';

// A guide as plain text, for a braille display, a text-to-speech app or a note-taker: what
// they read best is text with no markup to speak. Headings are lines of their own with a blank
// line around them, list items start with "- ", links are written out ("Text: address"),
// and every state's section of a state-law guide is included, as on paper.

export interface RenderGuideTextInput {
  title: string;
  language: GuideLanguage;
  sections: GuideContent;
  /** The date written at the end; defaults to now. */
  generatedOn?: Date;
}

/** Windows Notepad and some braille note-takers still want CRLF; every reader accepts it. */
const EOL = '\r\n';

export function renderGuideText(input: RenderGuideTextInput): string {
  const sections = guideContentSchema.parse(input.sections);
  const labels = PDF_LABELS[input.language];
  const blocks: string[] = [cleanLine(input.title), labels.disclaimer];
  for (const section of sections) {
    const items = section.content
      .map((item) => {
        if (item.type === 'link') {
          const { url, label } = linkText(item);
          return label === '' || label === url ? url : `${label}: ${url}`;
        }
        return cleanText(item.content).replace(/\s*\n\s*/g, ' ');
      })
      .filter((text) => text !== '');
    const title = cleanLine(section.title);
    if (title === '' && items.length === 0) continue;
    if (title !== '') blocks.push(title);
    if (section.uitype === 'section-list') {
      if (items.length > 0) blocks.push(items.map((item) => `- ${item}`).join(EOL));
    } else {
      blocks.push(...items);
    }
  }
  const date = new Intl.DateTimeFormat(labels.lang, { dateStyle: 'long' }).format(
    input.generatedOn ?? new Date(),
  );
  blocks.push(`${labels.productName}. ${labels.generated(date)}.`);
  return blocks.join(EOL + EOL) + EOL;
}
