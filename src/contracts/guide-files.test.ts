import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  categoryBookFileName,
  GUIDE_FILE_FORMATS,
  guideFileName,
  MAX_GUIDE_CONTENT_ID,
  parseCategoryBookFileName,
  parseGuideFileName,
} from './guide-files.ts';

describe('guideFileName and parseGuideFileName', () => {
  it.each([
    [1, 'en', 'guide-1-en.pdf'],
    [42, 'sp', 'guide-42-sp.pdf'],
    [MAX_GUIDE_CONTENT_ID, 'en', `guide-${MAX_GUIDE_CONTENT_ID}-en.pdf`],
  ] as const)('names guide %i in %s %s, and reads the name back', (contentId, language, name) => {
    expect(guideFileName(contentId, language)).toBe(name);
    expect(parseGuideFileName(name)).toEqual({ contentId, language, format: 'pdf' });
  });

  it.each([
    [7, 'en', 'large-18', 'guide-7-en-large-18.pdf'],
    [7, 'sp', 'large-24', 'guide-7-sp-large-24.pdf'],
    [7, 'sp', 'text', 'guide-7-sp.txt'],
    [7, 'en', 'epub', 'guide-7-en.epub'],
  ] as const)('names guide %i in %s as %s: %s, and reads it back', (id, language, format, name) => {
    expect(guideFileName(id, language, format)).toBe(name);
    expect(parseGuideFileName(name)).toEqual({ contentId: id, language, format });
  });

  it('round-trips any valid id and language', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_GUIDE_CONTENT_ID }),
        fc.constantFrom('en' as const, 'sp' as const),
        fc.constantFrom(...GUIDE_FILE_FORMATS),
        (contentId, language, format) => {
          expect(parseGuideFileName(guideFileName(contentId, language, format))).toEqual({
            contentId,
            language,
            format,
          });
        },
      ),
    );
  });

  it.each([0, -1, 1.5, Number.NaN, Infinity, MAX_GUIDE_CONTENT_ID + 1])(
    'refuses to name content id %s',
    (contentId) => {
      expect(() => guideFileName(contentId, 'en')).toThrow(RangeError);
    },
  );

  it.each([
    '',
    '../../etc/passwd',
    '..',
    '/etc/passwd',
    'guide-1-en.pdf/../x',
    '../guide-1-en.pdf',
    './guide-1-en.pdf',
    'dir/guide-1-en.pdf',
    'dir\\guide-1-en.pdf',
    '..\\..\\guide-1-en.pdf',
    '%2e%2e%2fguide-1-en.pdf',
    'guide-1-en.pdf%2f..%2f..',
    '%2e%2e%2f',
    'guide-1-en%2epdf',
    'guide%2d1%2den.pdf',
    'guide-1-en.pdf\u0000',
    'guide-1-en.pdf\u0000.txt',
    'guide-1-en.pdf%00',
    'guide-1-fr.pdf',
    'guide-1-es.pdf',
    'guide-1.pdf',
    'guide-1-en',
    'guide-1-en.PDF',
    'GUIDE-1-EN.PDF',
    'Guide-1-en.pdf',
    'guide-1-EN.pdf',
    'guide-1-en.pdf.exe',
    'guide-1-en-large-18.txt',
    'guide-1-en-large-14.pdf',
    'guide-1-en-large-.pdf',
    'guide-1-en.txt.pdf',
    'guide-1-en.TXT',
    'guide-1-en.pdf ',
    ' guide-1-en.pdf',
    'guide-1-en.pdf\n',
    'guide--1-en.pdf',
    'guide-0-en.pdf',
    'guide-01-en.pdf',
    'guide-1.5-en.pdf',
    'guide-1e3-en.pdf',
    'guide-0x1f-en.pdf',
    'guide-+1-en.pdf',
    'guide- 1-en.pdf',
    'guide-١-en.pdf', // Arabic-Indic digit one
    'guide-１-en.pdf', // full-width digit one
    'guide-ab-en.pdf',
    'guide--en.pdf',
    'guide-1-en-en.pdf',
    'guide-1-en.pdf.pdf',
    `guide-${MAX_GUIDE_CONTENT_ID + 1}-en.pdf`,
    'guide-99999999999-en.pdf',
    `guide-${'9'.repeat(400)}-en.pdf`,
    `guide-1-en.pdf${'/'.repeat(10_000)}`,
  ])('rejects %j', (name) => {
    expect(parseGuideFileName(name)).toBeNull();
  });

  it.each([undefined, null, 1, {}, ['guide-1-en.pdf']])('rejects the non-string %j', (name) => {
    expect(parseGuideFileName(name)).toBeNull();
  });

  it('rejects any name with a slash, a backslash, a dot-dot or a NUL', () => {
    const hostilePart = fc.constantFrom('/', '\\', '..', '\u0000', '%2f', '%2e%2e', '%00');
    fc.assert(
      fc.property(fc.string(), hostilePart, fc.string(), (before, hostile, after) => {
        expect(parseGuideFileName(`${before}${hostile}${after}`)).toBeNull();
      }),
    );
  });

  it('accepts only names it could have produced', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (name) => {
        const parsed = parseGuideFileName(name);
        if (parsed !== null) {
          expect(guideFileName(parsed.contentId, parsed.language, parsed.format)).toBe(name);
        }
      }),
    );
  });
});

describe('categoryBookFileName and parseCategoryBookFileName', () => {
  it("names a category's e-book and reads the name back", () => {
    expect(categoryBookFileName(3, 'sp')).toBe('category-3-sp.epub');
    expect(parseCategoryBookFileName('category-3-sp.epub')).toEqual({
      categoryId: 3,
      language: 'sp',
    });
  });

  it.each([
    'category-3-sp.pdf',
    'category-03-sp.epub',
    'category-3-fr.epub',
    'category-0-en.epub',
    'Category-3-en.epub',
    'category-3-en.epub\n',
    '../category-3-en.epub',
    'guide-3-en.epub',
    `category-${MAX_GUIDE_CONTENT_ID + 1}-en.epub`,
  ])('rejects %j', (name) => {
    expect(parseCategoryBookFileName(name)).toBeNull();
  });

  it("accepts only names it could have produced, and never a guide's", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (name) => {
        const parsed = parseCategoryBookFileName(name);
        if (parsed !== null) {
          expect(categoryBookFileName(parsed.categoryId, parsed.language)).toBe(name);
          expect(parseGuideFileName(name)).toBeNull();
        }
      }),
    );
  });
});
