import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { guideContents, guideVocabulary } from '../../db/schema.ts';
import { guideFileName } from '../../../../src/contracts/guide-files.ts';
import type { GuideContent } from '../guide-pdf/guide-content.ts';

// What guide search reads: one tsvector per guide, built from both languages, each field at its
// own weight: titles A, section headings B, what people say when they need the guide C (the
// guide's `says`), text D. guide-search.ts weighs a word by the fields it is found in.

export interface GuideDocumentInput {
  categoryTitle: string;
  categoryTitleSp: string;
  subCategoryTitle: string;
  subCategoryTitleSp: string;
  contentEn: GuideContent;
  contentSp: GuideContent;
  /** What people say when they need the guide, in English and in Spanish (weight C). */
  saysEn?: readonly string[];
  saysSp?: readonly string[];
}

export interface GuideDocumentText {
  /** Category and sub-category titles, both languages: weight A. */
  titles: string;
  /** Section titles, both languages: weight B. */
  headings: string;
  /** What people say when they need the guide, both languages: weight C. */
  says: string;
  /** Paragraphs and link texts, both languages: weight D. */
  body: string;
}

function join(parts: (string | undefined)[]): string {
  return parts
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join('\n');
}

export function guideDocumentText(input: GuideDocumentInput): GuideDocumentText {
  const sections = [...input.contentEn, ...input.contentSp];
  return {
    titles: join([
      input.categoryTitle,
      input.categoryTitleSp,
      input.subCategoryTitle,
      input.subCategoryTitleSp,
    ]),
    headings: join(sections.map((section) => section.title)),
    says: join([...(input.saysEn ?? []), ...(input.saysSp ?? [])]),
    body: join(
      sections.flatMap((section) => [
        ...section.content.map((item) =>
          // A link's address is not words a reader would search for; its text is.
          item.type === 'link' ? (item.displayText ?? '') : item.content,
        ),
        ...(section.dropdownOptions ?? []),
      ]),
    ),
  };
}

/**
 * The search_vector value for a guide, as SQL with bound parameters: every text through the
 * English and the Spanish configurations (stems, accents and case folded), so a word typed in
 * either language meets the guide's words in both (guide-search.ts analyses queries the same
 * way).
 */
export function guideSearchVector(text: GuideDocumentText): SQL {
  const both = (value: string) =>
    sql`(to_tsvector('vh_en', ${value}) || to_tsvector('vh_es', ${value}))`;
  return sql`setweight(${both(text.titles)}, 'A')
    || setweight(${both(text.headings)}, 'B')
    || setweight(${both(text.says)}, 'C')
    || setweight(${both(text.body)}, 'D')`;
}

export interface GuideContentRow extends GuideDocumentInput {
  /** The guide_contents id; also the number in its PDF file names. */
  id: number;
  subCategoryId: number;
  reviewedAt: string | null;
}

/**
 * Rebuilds guide_vocabulary, every word of the guides' search documents, which guide search
 * corrects typos against: after a seed, so words no guide has any more are gone too.
 */
export async function refreshGuideVocabulary(executor: Db | Tx) {
  await executor.delete(guideVocabulary);
  await executor.execute(
    sql`insert into guide_vocabulary (word) select word from ts_stat('select search_vector from guide_contents')`,
  );
}

/**
 * Inserts or replaces one guide's content, its PDF names and its search document, and adds the
 * document's words to guide_vocabulary (refreshGuideVocabulary() also drops words no guide has
 * any more).
 */
export async function upsertGuideContent(executor: Db | Tx, row: GuideContentRow) {
  const values = {
    id: row.id,
    subCategoryId: row.subCategoryId,
    pdfEn: guideFileName(row.id, 'en'),
    pdfSp: guideFileName(row.id, 'sp'),
    contentEn: row.contentEn,
    contentSp: row.contentSp,
    searchVector: guideSearchVector(guideDocumentText(row)),
    reviewedAt: row.reviewedAt,
  };
  await executor
    .insert(guideContents)
    .values(values)
    .onConflictDoUpdate({
      target: guideContents.id,
      set: {
        subCategoryId: sql`excluded.sub_category_id`,
        pdfEn: sql`excluded.pdf_en`,
        pdfSp: sql`excluded.pdf_sp`,
        contentEn: sql`excluded.content_en`,
        contentSp: sql`excluded.content_sp`,
        searchVector: sql`excluded.search_vector`,
        reviewedAt: sql`excluded.reviewed_at`,
      },
    });
  await executor.execute(
    sql`insert into guide_vocabulary (word)
      select word from ts_stat(${`select search_vector from guide_contents where id = ${Number(row.id)}`})
      on conflict do nothing`,
  );
}
