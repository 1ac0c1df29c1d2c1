import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, guideContents, subCategories } from '../../db/schema.ts';

/** More words than this add nothing to a 100-character query but cost time. */
const MAX_QUERY_WORDS = 12;
/** PostgreSQL refuses lexemes over 2047 bytes; a search word never needs to be that long. */
const MAX_WORD_LENGTH = 60;

/**
 * A to_tsquery text matching every word of what was typed as a prefix ("clinica vis" ->
 * "clinica:* & vis:*"). Only letters and digits survive, so the tsquery operators (& | ! ( )
 * : * < > ' \) the user may type are separators, never syntax. Null when no word is left.
 * The result is passed as a bound parameter; accents and case are folded by the vh_search
 * configuration, in the query as in the documents.
 */
export function prefixTsquery(text: string): string | null {
  const words = text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{Nd}]+/u)
    .filter((word) => word !== '')
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
  const unique = [...new Set(words)].slice(0, MAX_QUERY_WORDS);
  return unique.length === 0 ? null : unique.map((word) => `${word}:*`).join(' & ');
}

export interface GuideSearchHit {
  id: number;
  sub_category_title: string;
  sub_category_title_sp: string;
  sub_category_id: number;
  cat_id: number;
  cat_image: string;
  cat_title: string;
  cat_title_sp: string;
}

/** Guides matching every word, best first (rank, then title), without hidden categories. */
export async function searchGuides(
  db: Db,
  text: string,
  options: { limit: number; hiddenCategoryIds: number[] },
): Promise<GuideSearchHit[]> {
  const tsquery = prefixTsquery(text);
  if (tsquery === null) return [];
  const query = sql`to_tsquery('vh_search', ${tsquery})`;
  const rank = sql<number>`ts_rank(${guideContents.searchVector}, ${query})`;
  return (
    db
      .select({
        id: guideContents.id,
        sub_category_title: subCategories.title,
        sub_category_title_sp: subCategories.titleSp,
        sub_category_id: subCategories.id,
        cat_id: categories.id,
        cat_image: categories.imageUrl,
        cat_title: categories.title,
        cat_title_sp: categories.titleSp,
      })
      .from(guideContents)
      .innerJoin(subCategories, eq(subCategories.id, guideContents.subCategoryId))
      .innerJoin(categories, eq(categories.id, subCategories.categoryId))
      .where(
        and(
          sql`${guideContents.searchVector} @@ ${query}`,
          options.hiddenCategoryIds.length > 0
            ? notInArray(categories.id, options.hiddenCategoryIds)
            : undefined,
        ),
      )
      // "C": one order on every database whatever its collation.
      .orderBy(desc(rank), sql`${subCategories.title} collate "C"`, asc(guideContents.id))
      .limit(options.limit)
  );
}
