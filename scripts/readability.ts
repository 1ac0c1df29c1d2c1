// Measures how easy the guides are to read and fails when an English guide is above grade 8
// (issue 5: plain language, reading grade 8 or below). Run: npx tsx scripts/readability.ts
//
// What is measured: the prose of each guide, that is every `para` item of every section
// (`section`, `section-list` and `paragraph` alike). Section titles and link texts are labels,
// not sentences, and are left out; URLs inside a paragraph are removed before counting. The
// white cane laws guide (all 52 sections, one per state) counts as one guide. Each category
// intro is measured on its own.
//
// English: Flesch-Kincaid grade = 0.39 * words/sentences + 11.8 * syllables/words - 15.59.
// Spanish (reported, no threshold): Fernández-Huerta = 206.84 - 0.60 * P - 1.02 * F, where P is
// syllables and F sentences per 100 words; higher is easier (60-70 is "normal" prose).
import { pathToFileURL } from 'node:url';
import { syllable } from 'syllable';
import type { GuideSection } from '../server/src/services/guide-pdf/guide-content.ts';
import { CATEGORY_ROWS, SUB_CATEGORY_ROWS } from '../server/src/db/seed/catalog/categories.ts';
import { GUIDE_INTROS, GUIDE_TEXTS } from '../server/src/db/seed/catalog/guide-texts.ts';

export const MAX_GRADE = 8;

// A URL ends before trailing punctuation, so a full stop after it still ends the sentence.
const URL_PATTERN = /\bhttps?:\/\/\S*[^\s.,;:!?)]/gi;

/**
 * English syllables, from the maintained `syllable` package (its rules and its list of
 * exceptions, such as "idea" and "recipe", which our own heuristic miscounted). A
 * number counts one syllable per digit, roughly how it is read aloud; every word counts at
 * least one. Against the heuristic it replaced (issue 26), the 59 texts' grades moved by at
 * most 1.01 (median +0.11); the hardest guide went from 7.70 to 7.62, so the gate's verdict is
 * unchanged. The tolerance kept for a future change of counter: no text's grade moves by more
 * than 1.1, and the pass/fail list stays the same.
 */
export function countSyllables(word: string): number {
  if (!/[a-z]/i.test(word)) return word.replace(/\D/g, '').length;
  return Math.max(1, syllable(word));
}

/** Words: runs of letters, digits, apostrophes and hyphens that hold a letter or a digit. */
export function wordsOf(text: string): string[] {
  return text
    .replace(URL_PATTERN, ' ')
    .split(/[\s/–—]+/)
    .map((token) => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((token) => /[\p{L}\p{N}]/u.test(token));
}

/**
 * Sentences: a paragraph always ends one (list items often have no full stop), and inside it a
 * sentence ends at . ! ? or : followed by a space. A full stop between digits ("316.1301") does
 * not end one.
 */
export function sentencesOf(text: string): string[] {
  return text
    .replace(URL_PATTERN, ' ')
    .split(/[.!?:]+(?:\s+|$)/)
    .map((s) => s.trim())
    .filter((s) => wordsOf(s).length > 0);
}

export interface TextStats {
  words: number;
  sentences: number;
  syllables: number;
}

/** Counts of a list of paragraphs, in English or Spanish syllables. */
export function statsOf(
  paragraphs: readonly string[],
  syllables: (word: string) => number = countSyllables,
): TextStats {
  let words = 0;
  let sentences = 0;
  let syllableCount = 0;
  for (const paragraph of paragraphs) {
    for (const sentence of sentencesOf(paragraph)) {
      sentences += 1;
      for (const word of wordsOf(sentence)) {
        words += 1;
        syllableCount += syllables(word);
      }
    }
  }
  return { words, sentences, syllables: syllableCount };
}

/** Flesch-Kincaid grade level (US school grade). */
export function fleschKincaidGrade({ words, sentences, syllables }: TextStats): number {
  if (words === 0 || sentences === 0) return 0;
  return 0.39 * (words / sentences) + 11.8 * (syllables / words) - 15.59;
}

const SP_STRONG = 'aeoáéóíú';
const SP_VOWELS = `${SP_STRONG}iuüy`;

/**
 * Spanish syllables: vowel groups, where two strong vowels (a, e, o, or an accented í or ú)
 * side by side are split (hiatus: "le-er", "dí-a") and weak ones join (diphthong: "cie-go").
 * A final "y" after a vowel ("hoy", "muy") joins the vowel before it.
 */
export function countSyllablesSp(word: string): number {
  const letters = word.toLowerCase().replace(/[^a-záéíóúüñ]/g, '');
  if (letters.length === 0) return word.replace(/\D/g, '').length;
  let count = 0;
  let previous = '';
  for (const char of letters) {
    const vowel = SP_VOWELS.includes(char) && !(char === 'y' && !SP_VOWELS.includes(previous));
    const previousVowel = previous !== '' && SP_VOWELS.includes(previous);
    if (vowel && (!previousVowel || (SP_STRONG.includes(char) && SP_STRONG.includes(previous)))) {
      count += 1;
    }
    previous = vowel ? char : '';
  }
  return Math.max(1, count);
}

/** Fernández-Huerta reading ease for Spanish (0-100, higher is easier). */
export function fernandezHuerta({ words, sentences, syllables }: TextStats): number {
  if (words === 0) return 0;
  return 206.84 - 0.6 * ((100 * syllables) / words) - 1.02 * ((100 * sentences) / words);
}

/** The paragraphs of a guide (see the top of this file for what counts). */
export function paragraphsOf(sections: readonly GuideSection[]): string[] {
  return sections.flatMap((s) =>
    s.content.filter((item) => item.type === 'para').map((item) => item.content),
  );
}

export interface ReadabilityRow {
  id: string;
  title: string;
  words: number;
  sentences: number;
  grade: number;
  /** Fernández-Huerta score of the Spanish text. */
  spanishEase: number;
}

/** One row per intro and per guide, English grade and Spanish ease. */
export function readabilityReport(): ReadabilityRow[] {
  const row = (id: string, title: string, en: string[], sp: string[]): ReadabilityRow => {
    const stats = statsOf(en);
    return {
      id,
      title,
      words: stats.words,
      sentences: stats.sentences,
      grade: fleschKincaidGrade(stats),
      spanishEase: fernandezHuerta(statsOf(sp, countSyllablesSp)),
    };
  };
  const intros = GUIDE_INTROS.map((intro) =>
    row(
      `intro ${intro.categoryId}`,
      CATEGORY_ROWS.find((c) => c.id === intro.categoryId)?.title ?? '',
      [intro.introContentEn],
      [intro.introContentSp],
    ),
  );
  const guides = GUIDE_TEXTS.map((text) =>
    row(
      `guide ${text.subCategoryId}`,
      SUB_CATEGORY_ROWS.find((s) => s.id === text.subCategoryId)?.title ?? '',
      paragraphsOf(text.contentEn),
      paragraphsOf(text.contentSp),
    ),
  );
  return [...intros, ...guides];
}

/** The rows above the grade limit (intros and guides alike). */
export function tooHard(rows: readonly ReadabilityRow[], maxGrade = MAX_GRADE): ReadabilityRow[] {
  return rows.filter((r) => r.grade > maxGrade);
}

function formatTable(rows: readonly ReadabilityRow[]): string {
  const header = ['id', 'title', 'words', 'sentences', 'grade', 'es (F-H)'];
  const body = rows.map((r) => [
    r.id,
    r.title.length > 44 ? `${r.title.slice(0, 43)}…` : r.title,
    String(r.words),
    String(r.sentences),
    r.grade.toFixed(1),
    r.spanishEase.toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

function main() {
  const rows = readabilityReport();
  console.log(formatTable(rows));
  const guides = rows.filter((r) => r.id.startsWith('guide'));
  const grades = guides.map((r) => r.grade);
  console.log(
    `\n${guides.length} guides: grade ${Math.min(...grades).toFixed(1)}-${Math.max(...grades).toFixed(1)} (limit ${MAX_GRADE.toFixed(1)}).`,
  );
  const failing = tooHard(rows);
  if (failing.length > 0) {
    console.error(`Readability check failed: ${failing.length} text(s) above grade ${MAX_GRADE}:`);
    for (const r of failing) console.error(`  - ${r.id} ${r.title}: ${r.grade.toFixed(1)}`);
    process.exit(1);
  }
  console.log('Readability check passed.');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
