import { and, asc, desc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { categories, guideContents, subCategories } from '../../db/schema.ts';
import { SEARCH_SYNONYMS } from './search-synonyms.ts';

// Guide search as people type it: any of the words, best match first. Every word is matched
// in English and in Spanish (each language's stemmer, accents and case folded), as a prefix,
// with one typo forgiven when it matches nothing as typed, and with the synonyms our users
// say. Ranking: a score of the words found (a synonym entry counts as one word), a word in a
// title counting more; then PostgreSQL's ts_rank (titles weigh most, then section headings,
// then text); then the title.

/** More words than this add nothing to a 100-character query but cost time. */
const MAX_QUERY_WORDS = 12;
/** PostgreSQL refuses lexemes over 2047 bytes; a search word never needs to be that long. */
const MAX_WORD_LENGTH = 60;
/** A word this short is not corrected: every short word is one typo from many others. */
const MIN_TYPO_LENGTH = 4;

/** Lower case, accents removed, split into words of letters and digits. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{Nd}]+/u)
    .filter((word) => word !== '');
}

const SYNONYM_GROUPS = SEARCH_SYNONYMS.map((entry) =>
  entry.phrases.map((phrase) => searchWords(phrase)),
);

/**
 * What to look for: each typed word (single letters dropped), and each synonym entry the
 * query holds a phrase of. An entry is one group, all its phrases as alternatives (each with
 * all its words); the typed words of a held phrase belong to that group, not to groups of
 * their own, so "audio books" counts once, like "talking books".
 */
export function searchTerms(text: string): { words: string[]; synonyms: string[][][] } {
  const typed = searchWords(text).map((word) => word.slice(0, MAX_WORD_LENGTH));
  const padded = ` ${typed.join(' ')} `;
  const holds = (phrase: string[]) => padded.includes(` ${phrase.join(' ')} `);
  const synonyms = SYNONYM_GROUPS.filter((group) => group.some(holds));
  const covered = new Set(synonyms.flatMap((group) => group.filter(holds).flat()));
  const words = [...new Set(typed.filter((word) => word.length > 1 && !covered.has(word)))];
  return { words: words.slice(0, MAX_QUERY_WORDS), synonyms };
}

interface WordLexemes {
  word: string;
  /** The word's stems in English and Spanish. */
  lexemes: string[];
  /** A stop word in either language ("the", "para"): it would match every guide. */
  stopWord: boolean;
  /** Stems long enough to correct that match no guide's words, even as a prefix. */
  unmatched: string[];
}

/**
 * Each word's stems in both languages, whether it is a stop word in either (a stop word of one
 * language would match every guide through the other's stemmer), and which of its stems no
 * guide has (looked up in the search index).
 */
async function analyse(db: Db, words: string[]): Promise<WordLexemes[]> {
  if (words.length === 0) return [];
  const rows = await sqlRows<{ word: string; en: string[]; es: string[]; unmatched: string[] }>(
    db,
    sql`
    select word, en, es, array(
      select stem from unnest(en || es) as stem
      where length(stem) >= ${MIN_TYPO_LENGTH} and not exists (
        select 1 from guide_contents
        where search_vector @@ to_tsquery('simple', quote_literal(stem) || ':*')
      )
    ) as unmatched
    from (
      select word,
        tsvector_to_array(to_tsvector('vh_en', word)) as en,
        tsvector_to_array(to_tsvector('vh_es', word)) as es
      from unnest(${sqlTextArray(words)}) as word
    ) as analysed`,
  );
  return rows.map((row) => ({
    word: row.word,
    lexemes: [...new Set([...row.en, ...row.es])],
    stopWord: row.en.length === 0 || row.es.length === 0,
    unmatched: row.unmatched,
  }));
}

/**
 * For stems that match no guide as typed, the guides' own stems one edit away (a letter
 * added, dropped, changed or two swapped): "glaukoma" finds "glaucoma". Only then is the
 * guides' vocabulary read, so a query without a typo costs nothing more.
 */
async function corrections(db: Db, stems: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (stems.length === 0) return found;
  const rows = await sqlRows<{ stem: string; lexeme: string }>(
    db,
    sql`
    select stem, word as lexeme
    from unnest(${sqlTextArray(stems)}) as stem
    join ts_stat('select search_vector from guide_contents') as vocabulary
      on abs(length(word) - length(stem)) <= 1 and levenshtein_less_equal(stem, word, 1) <= 1`,
  );
  for (const row of rows) {
    const list = found.get(row.stem) ?? [];
    list.push(row.lexeme);
    found.set(row.stem, list);
  }
  return found;
}

/** Shorter than this, a word is matched whole: "dr" must not find every "drop" and "drive". */
const MIN_PREFIX_LENGTH = 3;

/** The tsquery weight of titles (guide_document.ts). */
const TITLE = 'A';

/**
 * A tsquery text of lexemes, quoted so nothing typed can be tsquery syntax; with `weight`, only
 * words of that weight match ('book':*A: a title word).
 */
function lexemeQuery(lexemes: string[], operator: '|' | '&', weight = ''): string {
  return lexemes
    .map((lexeme) => {
      const quoted = `'${lexeme.replace(/'/g, "''")}'`;
      return lexeme.length >= MIN_PREFIX_LENGTH ? `${quoted}:*${weight}` : `${quoted}:${weight}`;
    })
    .map((term) => term.replace(/:$/, ''))
    .join(` ${operator} `);
}

function sqlTextArray(values: string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

export interface SearchGroup {
  /** The tsquery text matching the group anywhere in a guide. */
  anywhere: string;
  /** The same, in titles only. */
  inTitle: string;
}

/** The tsquery texts to search for, one group per typed word and per synonym entry. */
export async function searchQueries(db: Db, text: string): Promise<SearchGroup[]> {
  const { words, synonyms } = searchTerms(text);
  const synonymWords = synonyms.flat(2).filter((word) => word.length > 1);
  const analysed = await analyse(db, [...new Set([...words, ...synonymWords])]);
  const byWord = new Map(analysed.map((entry) => [entry.word, entry]));
  const unmatched = words.flatMap((word) => {
    const entry = byWord.get(word);
    return entry && !entry.stopWord ? entry.unmatched : [];
  });
  const fixes = await corrections(db, [...new Set(unmatched)]);

  // Each group twice: matching anywhere, and matching a title.
  const groups: SearchGroup[] = [];
  const group = (build: (weight: string) => string) =>
    groups.push({ anywhere: build(''), inTitle: build(TITLE) });
  for (const word of words) {
    const entry = byWord.get(word);
    if (!entry || entry.stopWord) continue;
    const lexemes = [
      ...new Set([...entry.lexemes, ...entry.lexemes.flatMap((stem) => fixes.get(stem) ?? [])]),
    ];
    if (lexemes.length > 0) group((weight) => lexemeQuery(lexemes, '|', weight));
  }
  for (const phrases of synonyms) {
    // A phrase: each of its words in either language; stop words inside it are skipped.
    const phraseWords = phrases
      .map((phrase) =>
        phrase
          .map((word) => byWord.get(word))
          .filter(
            (entry): entry is WordLexemes => !!entry && !entry.stopWord && entry.word.length > 1,
          ),
      )
      .filter((entries) => entries.length > 0);
    if (phraseWords.length === 0) continue;
    group((weight) =>
      phraseWords
        .map(
          (entries) =>
            `(${entries.map((entry) => `(${lexemeQuery(entry.lexemes, '|', weight)})`).join(' & ')})`,
        )
        .join(' | '),
    );
  }
  return groups.filter(
    (candidate, index) =>
      groups.findIndex((other) => other.anywhere === candidate.anywhere) === index,
  );
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

/** Guides matching any of the words, best first, without the categories hidden from the user. */
export async function searchGuides(
  db: Db,
  text: string,
  options: { limit: number; hiddenCategoryIds: number[] },
): Promise<GuideSearchHit[]> {
  const groups = await searchQueries(db, text);
  if (groups.length === 0) return [];
  const tsquery = (text: string) => sql`to_tsquery('simple', ${text})`;
  const queries = groups.map((group) => tsquery(group.anywhere));
  const any = sql.join(queries, sql` || `);
  const count = (texts: string[]) =>
    sql.join(
      texts.map((text) => sql`(${guideContents.searchVector} @@ ${tsquery(text)})::int`),
      sql` + `,
    );
  // Each word found counts 2, and 1 more when it is in a title: more of the words wins, and
  // among guides with as many, the one named after them.
  const score = sql`2 * (${count(groups.map((group) => group.anywhere))}) + ${count(groups.map((group) => group.inTitle))}`;
  const rank = sql<number>`ts_rank(${guideContents.searchVector}, ${any})`;
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
          sql`${guideContents.searchVector} @@ (${any})`,
          options.hiddenCategoryIds.length > 0
            ? notInArray(categories.id, options.hiddenCategoryIds)
            : undefined,
        ),
      )
      // "C": one order on every database whatever its collation.
      .orderBy(
        desc(score),
        desc(rank),
        sql`${subCategories.title} collate "C"`,
        asc(guideContents.id),
      )
      .limit(options.limit)
  );
}
