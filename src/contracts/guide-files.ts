// File names served by GET /api/v1/dfiles/{fileName}, shared by the server (which parses them)
// and the download menu (which names the formats):
//   guide-<contentId>-<en|sp>.pdf            the printable PDF (14 pt body)
//   guide-<contentId>-<en|sp>-large-18.pdf   large print, 18 pt body (24 likewise)
//   guide-<contentId>-<en|sp>.txt            plain text for braille displays and reading apps
//   guide-<contentId>-<en|sp>.epub           an EPUB 3 e-book of the guide
//   category-<categoryId>-<en|sp>.epub       an EPUB 3 e-book of all a category's guides
// The name is never used as a path: the route parses it into an id and a language and renders
// (or looks up) that guide, so a name that does not match exactly is simply not found.

/** The largest id PostgreSQL's `integer` column holds. */
export const MAX_GUIDE_CONTENT_ID = 2_147_483_647;

// Lower case ASCII only, a positive decimal id without leading zeros (one spelling per id,
// so one cache key per file), at most 10 digits. `$` in a JavaScript regular expression
// without the `m` flag matches only at the very end, so a trailing newline fails too.
const GUIDE_FILE_NAME =
  /^guide-([1-9][0-9]{0,9})-(en|sp)(?:(-large-(?:18|24))\.pdf|\.(pdf|txt|epub))$/;
const CATEGORY_BOOK_NAME = /^category-([1-9][0-9]{0,9})-(en|sp)\.epub$/;

// Longest valid name: "guide-" + 10 digits + "-sp-large-24.pdf". Checked first so a hostile,
// very long name costs nothing.
const MAX_FILE_NAME_LENGTH = 'guide-'.length + 10 + '-sp-large-24.pdf'.length;

export type GuideLanguage = 'en' | 'sp';

/**
 * The formats a guide downloads in: the PDF, large print at 18 or 24 points, plain text and
 * an EPUB 3 e-book.
 */
export const GUIDE_FILE_FORMATS = ['pdf', 'large-18', 'large-24', 'text', 'epub'] as const;
export type GuideFileFormat = (typeof GUIDE_FILE_FORMATS)[number];

export interface GuideFileRef {
  contentId: number;
  language: GuideLanguage;
  format: GuideFileFormat;
}

const SUFFIX: Record<GuideFileFormat, string> = {
  pdf: '.pdf',
  'large-18': '-large-18.pdf',
  'large-24': '-large-24.pdf',
  text: '.txt',
  epub: '.epub',
};

export interface CategoryBookRef {
  categoryId: number;
  language: GuideLanguage;
}

export function isGuideContentId(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 1 && value <= MAX_GUIDE_CONTENT_ID;
}

/** The download file name of a guide in one language and format. Throws on an invalid id. */
export function guideFileName(
  contentId: number,
  language: GuideLanguage,
  format: GuideFileFormat = 'pdf',
): string {
  if (!isGuideContentId(contentId)) {
    throw new RangeError(`Invalid guide content id: ${String(contentId)}`);
  }
  return `guide-${contentId}-${language}${SUFFIX[format]}`;
}

/**
 * Reads a download file name. Returns null for anything that is not exactly a name
 * `guideFileName()` produces (path separators, `..`, percent-encoding, NUL, other extensions
 * or languages, upper case, leading zeros, out-of-range ids): the route answers 404.
 */
export function parseGuideFileName(name: unknown): GuideFileRef | null {
  if (typeof name !== 'string' || name.length > MAX_FILE_NAME_LENGTH) return null;
  const match = GUIDE_FILE_NAME.exec(name);
  if (!match) return null;
  const [, id, language, large, extension] = match;
  if (id === undefined || (language !== 'en' && language !== 'sp')) return null;
  const contentId = Number(id);
  if (!isGuideContentId(contentId)) return null;
  const format: GuideFileFormat = large
    ? large === '-large-18'
      ? 'large-18'
      : 'large-24'
    : extension === 'txt'
      ? 'text'
      : extension === 'epub'
        ? 'epub'
        : 'pdf';
  return { contentId, language, format };
}

/** The file name of the e-book holding every guide of a category, in one language. */
export function categoryBookFileName(categoryId: number, language: GuideLanguage): string {
  if (!isGuideContentId(categoryId)) {
    throw new RangeError(`Invalid category id: ${String(categoryId)}`);
  }
  return `category-${categoryId}-${language}.epub`;
}

/** Reads a category e-book's file name, as strictly as `parseGuideFileName`; null otherwise. */
export function parseCategoryBookFileName(name: unknown): CategoryBookRef | null {
  if (typeof name !== 'string' || name.length > MAX_FILE_NAME_LENGTH) return null;
  const match = CATEGORY_BOOK_NAME.exec(name);
  if (!match) return null;
  const [, id, language] = match;
  if (id === undefined || (language !== 'en' && language !== 'sp')) return null;
  const categoryId = Number(id);
  return isGuideContentId(categoryId) ? { categoryId, language } : null;
}
