import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { categories, guideContents, subCategories } from '../../db/schema.ts';
import { QUESTION_WORDS } from './question-words.ts';

// Guide search as people type it: any of the words, best match first. Every word is matched
// in English and in Spanish (each language's stemmer, accents and case folded), as a prefix,
// with one typo forgiven when it matches nothing as typed. Ranking (ADR 039): each word counts
// by how few guides have it (a word every guide has, like "blind", counts almost nothing) times
// the fields it is found in (title, what people say, section heading, text); the words of a
// question ("how do I", "qué hago") count little. explainGuideSearch() says, per guide, which
// words and fields gave its score.

/** More words than this add nothing to a 100-character query but cost time. */
const MAX_QUERY_WORDS = 12;
/** A sentence's stop words ("the", "de", "me") do not use up MAX_QUERY_WORDS: up to this many are read. */
const MAX_TYPED_WORDS = 24;
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

/**
 * What to look for: each typed word once, single letters dropped, at most MAX_TYPED_WORDS (of
 * which searchQueries keeps MAX_QUERY_WORDS that are not stop words).
 */
export function searchTerms(text: string): { words: string[] } {
  const typed = searchWords(text).map((word) => word.slice(0, MAX_WORD_LENGTH));
  const words = [...new Set(typed.filter((word) => word.length > 1))];
  return { words: words.slice(0, MAX_TYPED_WORDS) };
}

interface WordLexemes {
  word: string;
  /** The word's stems in English and Spanish that some guide has (whole, or as a prefix). */
  lexemes: string[];
  /** A stop word in either language ("the", "para"): it would match every guide. */
  stopWord: boolean;
  /** No guide has any of its stems as a whole word: match them as prefixes. */
  asPrefix: boolean;
  /** Stems long enough to correct, when no guide's words match the word even as a prefix. */
  unmatched: string[];
}

/**
 * Each word's stems in both languages, whether it is a stop word in either (a stop word of one
 * language would match every guide through the other's stemmer), and how it is found: as a
 * whole word when a guide has one of its stems; else as a prefix when a guide has a word that
 * starts with one ("glauc", typed on the way to "glaucoma"); else, for its stems long enough,
 * by correcting a typo. Whole words first: as prefixes, "cry" (stem "cri") would find "crisis"
 * and "table" "tablet".
 */
async function analyse(db: Db, words: string[]): Promise<WordLexemes[]> {
  if (words.length === 0) return [];
  // Looked up in guide_vocabulary, every word of the guides' search documents.
  const found = (prefix: boolean) => sql`array(
    select stem from unnest(en || es) as stem
    where exists (
      select 1 from guide_vocabulary
      where ${prefix ? sql`starts_with(word, stem)` : sql`word = stem`}
    )
  )`;
  const rows = await sqlRows<{
    word: string;
    en: string[];
    es: string[];
    whole: string[];
    prefix: string[];
  }>(
    db,
    sql`
    select word, en, es, whole,
      case when cardinality(whole) > 0 then whole else ${found(true)} end as prefix
    from (
      select word, en, es, ${found(false)} as whole
      from (
        select word,
          tsvector_to_array(to_tsvector('vh_en', word)) as en,
          tsvector_to_array(to_tsvector('vh_es', word)) as es
        from unnest(${sqlTextArray(words)}) as word
      ) as stems
    ) as analysed`,
  );
  return rows.map((row) => {
    const lexemes = [...new Set([...row.en, ...row.es])];
    return {
      word: row.word,
      stopWord: row.en.length === 0 || row.es.length === 0,
      lexemes: [...new Set(row.whole.length > 0 ? row.whole : row.prefix)],
      asPrefix: row.whole.length === 0,
      unmatched:
        row.prefix.length > 0 ? [] : lexemes.filter((stem) => stem.length >= MIN_TYPO_LENGTH),
    };
  });
}

/** A stem this long may have two typos corrected ("glocoma" for "glaucoma"); a shorter one, one. */
const MIN_TWO_TYPO_LENGTH = 7;

/**
 * For words that match no guide as typed, the guides' own stems closest to theirs, one edit
 * away (a letter added, dropped, changed or two swapped: "glaukoma" finds "glaucoma"), or two
 * for a long stem; only those at the smallest distance found. Only then is the guides'
 * vocabulary (guide_vocabulary, kept by upsertGuideContent) read, so a query without a typo
 * costs nothing more.
 */
async function corrections(db: Db, stems: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (stems.length === 0) return found;
  const rows = await sqlRows<{ stem: string; lexeme: string }>(
    db,
    sql`
    select stem, lexeme from (
      select stem, word as lexeme, distance, min(distance) over (partition by stem) as closest
      from (
        select stem, word,
          levenshtein_less_equal(stem, word, limit_) as distance, limit_
        from (
          select stem, case when length(stem) >= ${MIN_TWO_TYPO_LENGTH} then 2 else 1 end as limit_
          from unnest(${sqlTextArray(stems)}) as stem
        ) as typed
        join guide_vocabulary as vocabulary
          on abs(length(word) - length(stem)) <= limit_
      ) as compared
      where distance <= limit_
    ) as close
    where distance = closest`,
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

/**
 * A tsquery text of lexemes, any of them, quoted so nothing typed can be tsquery syntax; with
 * `prefix`, as prefixes; with `weight`, only words of that weight match ('book':*A: a title
 * word).
 */
function lexemeQuery(lexemes: string[], prefix: boolean, weight = ''): string {
  return lexemes
    .map((lexeme) => {
      const quoted = `'${lexeme.replace(/'/g, "''")}'`;
      const star = prefix && lexeme.length >= MIN_PREFIX_LENGTH ? '*' : '';
      return star || weight ? `${quoted}:${star}${weight}` : quoted;
    })
    .join(' | ');
}

function sqlTextArray(values: string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

export interface SearchGroup {
  /** The typed word. */
  word: string;
  /**
   * Its stems in English and Spanish, and any typo fixes, each a tsquery text for one field's
   * weight (or '' for any field). Each counts on its own, the best for the guide: "cane" is
   * "cane" in English but "can" in Spanish, which every English text has.
   */
  stems: { stem: string; query: (weight: string) => string; typoFix: boolean }[];
  /** A question word ("how", "puedo"): it counts QUESTION_WORD_FACTOR of a word. */
  questionWord: boolean;
}

/** The typed words to search for, each with its stems in both languages and its typo fixes. */
export async function searchQueries(db: Db, text: string): Promise<SearchGroup[]> {
  const { words } = searchTerms(text);
  const analysed = await analyse(db, words);
  const byWord = new Map(analysed.map((entry) => [entry.word, entry]));
  const unmatched = words.flatMap((word) => {
    const entry = byWord.get(word);
    return entry && !entry.stopWord ? entry.unmatched : [];
  });
  const fixes = await corrections(db, [...new Set(unmatched)]);

  const groups: SearchGroup[] = [];
  const seen = new Set<string>();
  for (const word of words) {
    const entry = byWord.get(word);
    if (!entry || entry.stopWord) continue;
    const fixed = [...new Set(entry.unmatched.flatMap((stem) => fixes.get(stem) ?? []))];
    // A word no guide has: the guides' words closest to it, all of them one guess (counted by
    // how many guides have any of them), as prefixes.
    const stems =
      fixed.length > 0
        ? [
            {
              stem: fixed.join(' | '),
              query: (weight: string) => lexemeQuery(fixed, true, weight),
              typoFix: true,
            },
          ]
        : entry.lexemes.map((stem) => ({
            stem,
            query: (weight: string) => lexemeQuery([stem], entry.asPrefix, weight),
            typoFix: false,
          }));
    if (stems.length === 0) continue;
    const key = stems
      .map((stem) => stem.stem)
      .sort()
      .join(' ');
    // "glaucoma" and "glaukoma", "cook" and "cooking": one word, counted once.
    if (seen.has(key)) continue;
    seen.add(key);
    if (groups.length === MAX_QUERY_WORDS) break;
    groups.push({
      word,
      stems,
      questionWord: QUESTION_WORDS.has(word),
    });
  }
  return groups;
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

/**
 * The fields of a guide's search document (guide-document.ts), by tsvector weight, and what a
 * word found in each is worth. A word found in several fields adds them up: a guide named after
 * the word, that people describe with it and that explains it wins over one that mentions it.
 */
export const FIELDS = [
  { weight: 'A', name: 'title', worth: 1 },
  { weight: 'C', name: 'what people say', worth: 1 },
  { weight: 'B', name: 'heading', worth: 0.4 },
  { weight: 'D', name: 'text', worth: 0.3 },
] as const;

/** What a question word ("how", "what", "puedo", "hago") counts, against a word of a topic. */
export const QUESTION_WORD_FACTOR = 0.15;
/** What a typo fix counts, against the word as typed: a guess. */
export const TYPO_FIX_FACTOR = 0.7;

/**
 * How much a word tells the guides apart: BM25's inverse document frequency. A word in 1 of
 * 45 guides is worth about 3.4, in 10 about 1.5, in all of them about 0.01.
 */
export function wordRarity(guidesWithWord: number, guides: number): number {
  return Math.log((guides - guidesWithWord + 0.5) / (guidesWithWord + 0.5) + 1);
}

export interface WordMatch {
  word: string;
  /** The stem of the word that gave it the most points in this guide, or its typo fixes. */
  stem: string;
  /** The fields the stem was found in, by name. */
  fields: string[];
  /** How many guides have the stem in any field. */
  guidesWithWord: number;
  /** What the word added to the guide's score. */
  points: number;
}

export interface ExplainedHit {
  hit: GuideSearchHit;
  score: number;
  /** PostgreSQL's ts_rank of the words, which orders guides of equal score. */
  rank: number;
  matches: WordMatch[];
}

/**
 * Every visible guide that has any of the words, best first, with what placed it: per word,
 * the fields it was found in, how many guides have it, and the points it gave.
 */
export async function explainGuideSearch(
  db: Db,
  text: string,
  options: { hiddenCategoryIds: number[] },
): Promise<ExplainedHit[]> {
  const groups = await searchQueries(db, text);
  if (groups.length === 0) return [];
  const tsquery = (text: string) => sql`to_tsquery('simple', ${text})`;
  const stems = groups.flatMap((group, index) => group.stems.map((stem) => ({ ...stem, index })));
  // One row per guide (45 in all): for each stem, a bit per field it is found in (looked for
  // field by field only in the guides that have the stem).
  const masks = sql.join(
    stems.map(
      (stem) =>
        sql`(case when ${guideContents.searchVector} @@ ${tsquery(stem.query(''))} then ${sql.join(
          FIELDS.map(
            (field, bit) =>
              sql`(case when ${guideContents.searchVector} @@ ${tsquery(stem.query(field.weight))} then ${1 << bit} else 0 end)`,
          ),
          sql` + `,
        )} else 0 end)`,
    ),
    sql`, `,
  );
  const rows = await db
    .select({
      id: guideContents.id,
      sub_category_title: subCategories.title,
      sub_category_title_sp: subCategories.titleSp,
      sub_category_id: subCategories.id,
      cat_id: categories.id,
      cat_image: categories.imageUrl,
      cat_title: categories.title,
      cat_title_sp: categories.titleSp,
      masks: sql<number[]>`array[${masks}]::int[]`,
      // Equal scores: the guide that says the words more often, in weightier fields, first.
      rank: sql<number>`ts_rank(${guideContents.searchVector}, ${sql.join(
        stems.map((stem) => tsquery(stem.query(''))),
        sql` || `,
      )})`,
    })
    .from(guideContents)
    .innerJoin(subCategories, eq(subCategories.id, guideContents.subCategoryId))
    .innerJoin(categories, eq(categories.id, subCategories.categoryId));

  const guidesWithStem = stems.map(
    (_, index) => rows.filter((row) => row.masks[index]! > 0).length,
  );
  // A query of nothing but question words ("what can I do") still ranks by them.
  const onlyQuestionWords = groups.every((group) => group.questionWord);
  const hidden = new Set(options.hiddenCategoryIds);
  const explained: ExplainedHit[] = [];
  for (const { masks: rowMasks, rank, ...hit } of rows) {
    if (hidden.has(hit.cat_id)) continue;
    // Per word, its best stem in this guide.
    const best = new Map<number, WordMatch>();
    stems.forEach((stem, index) => {
      const mask = rowMasks[index]!;
      if (mask === 0) return;
      const group = groups[stem.index]!;
      const fields = FIELDS.filter((_, bit) => (mask & (1 << bit)) !== 0);
      const worth = fields.reduce((sum, field) => sum + field.worth, 0);
      const factor =
        (group.questionWord && !onlyQuestionWords ? QUESTION_WORD_FACTOR : 1) *
        (stem.typoFix ? TYPO_FIX_FACTOR : 1);
      const match: WordMatch = {
        word: group.word,
        stem: stem.stem,
        fields: fields.map((field) => field.name),
        guidesWithWord: guidesWithStem[index]!,
        points: wordRarity(guidesWithStem[index]!, rows.length) * worth * factor,
      };
      const previous = best.get(stem.index);
      if (!previous || match.points > previous.points) best.set(stem.index, match);
    });
    if (best.size === 0) continue;
    const matches = [...best.entries()].sort(([a], [b]) => a - b).map(([, match]) => match);
    const score = matches.reduce((sum, match) => sum + match.points, 0);
    explained.push({ hit, score, rank, matches });
  }
  // Best score first; then ts_rank; then the title, in one order on every database.
  return explained.sort(
    (a, b) =>
      b.score - a.score ||
      b.rank - a.rank ||
      byCodePoint(a.hit.sub_category_title, b.hit.sub_category_title) ||
      a.hit.id - b.hit.id,
  );
}

function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Guides matching any of the words, best first, without the categories hidden from the user. */
export async function searchGuides(
  db: Db,
  text: string,
  options: { limit: number; hiddenCategoryIds: number[] },
): Promise<GuideSearchHit[]> {
  const explained = await explainGuideSearch(db, text, options);
  return explained.slice(0, options.limit).map((entry) => entry.hit);
}
