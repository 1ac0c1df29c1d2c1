import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ace, epubcheck, needsEpubCheckers } from '../../../test/epub-tools.ts';
import { CATEGORY_ROWS, SUB_CATEGORY_ROWS } from '../../db/seed/catalog/categories.ts';
import { GUIDE_TEXTS } from '../../db/seed/catalog/guide-texts.ts';
import type { GuideLanguage } from './guide-content.ts';
import { renderGuideEpub, type EpubGuide } from './render-guide-epub.ts';

const GENERATED_ON = new Date(Date.UTC(2026, 10, 28, 9, 30, 15, 250));

const SAMPLE: EpubGuide = {
  id: 7,
  title: 'White cane laws & <rights>',
  sections: [
    {
      title: 'What the law says',
      uitype: 'section',
      content: [{ type: 'para', content: 'Drivers must yield.\nAlways.\n\nA second paragraph.' }],
    },
    {
      title: 'Where to ask',
      uitype: 'section-list',
      content: [
        { type: 'para', content: 'Your state agency' },
        { type: 'link', content: 'https://nfb.org', displayText: 'National Federation' },
        { type: 'link', content: 'www.afb.org/help' },
        { type: 'link', content: 'not a link at all', displayText: 'Ask us' },
      ],
    },
    {
      title: 'Alabama',
      uitype: 'paragraph',
      enableDropdown: true,
      dropdownOptions: ['Alabama', 'Alaska'],
      content: [{ type: 'para', content: 'Alabama Code 32-5A-211.' }],
    },
    {
      title: 'Alaska',
      uitype: 'paragraph',
      enableDropdown: true,
      dropdownOptions: ['Alabama', 'Alaska'],
      content: [{ type: 'para', content: 'Alaska Stat. 28.35.' }],
    },
    { title: '', uitype: 'section', content: [{ type: 'para', content: '  ' }] },
  ],
};

function book(guides: EpubGuide[], language: GuideLanguage = 'en', title = 'A book') {
  return renderGuideEpub({
    identifier: 'urn:x-vision-hub:test',
    title,
    language,
    guides,
    generatedOn: GENERATED_ON,
  });
}

function files(bytes: Uint8Array): Record<string, string> {
  return Object.fromEntries(
    Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]),
  );
}

describe('renderGuideEpub', () => {
  it('starts with the stored mimetype entry, as the OCF container requires', () => {
    const bytes = book([SAMPLE]);
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    expect(view.getUint32(0, true)).toBe(0x04034b50); // a local file header
    expect(view.getUint16(8, true)).toBe(0); // compression method: stored
    const nameLength = view.getUint16(26, true);
    expect(view.getUint16(28, true)).toBe(0); // no extra field
    expect(strFromU8(bytes.subarray(30, 30 + nameLength))).toBe('mimetype');
    expect(strFromU8(bytes.subarray(30 + nameLength, 30 + nameLength + 20))).toBe(
      'application/epub+zip',
    );
  });

  it('declares the language, the accessibility metadata and a reflowable spine', () => {
    const opf = files(book([SAMPLE], 'sp', 'Leyes del bastón blanco'))['EPUB/package.opf'] ?? '';
    expect(opf).toContain('<dc:language>es-US</dc:language>');
    expect(opf).toContain('<dc:title>Leyes del bastón blanco</dc:title>');
    expect(opf).toContain('<meta property="dcterms:modified">2026-11-28T09:30:15Z</meta>');
    for (const property of [
      'accessMode">textual',
      'accessModeSufficient">textual',
      'accessibilityFeature">structuralNavigation',
      'accessibilityFeature">tableOfContents',
      'accessibilityHazard">none',
      'accessibilitySummary">Este libro es solo texto.',
    ]) {
      expect(opf).toContain(`<meta property="schema:${property}`);
    }
    expect(opf).not.toContain('pre-paginated');
    expect(opf).toMatch(/<spine>\s*<itemref idref="nav" \/>\s*<itemref idref="c1" \/>/);
  });

  it('writes a chapter with headings, real lists, links and every state, escaped', () => {
    const chapter = files(book([SAMPLE]))['EPUB/guide-7.xhtml'] ?? '';
    expect(chapter).toContain('lang="en-US" xml:lang="en-US"');
    expect(chapter).toContain('<title>White cane laws &amp; &lt;rights&gt;</title>');
    expect(chapter).toContain('<h1>White cane laws &amp; &lt;rights&gt;</h1>');
    expect(chapter).toContain('<h2 id="s1">What the law says</h2>');
    expect(chapter).toContain(
      '<p>Drivers must yield.<br />Always.</p>\n<p>A second paragraph.</p>',
    );
    expect(chapter).toMatch(
      /<ul>\n<li>Your state agency<\/li>\n<li><a href="https:\/\/nfb.org\/">/,
    );
    expect(chapter).toContain('<a href="https://www.afb.org/help">www.afb.org/help</a>');
    // An address no reader could open is written out, not linked.
    expect(chapter).toContain('<li>Ask us (not a link at all)</li>');
    // On paper and in a book, every state's section is there.
    expect(chapter).toContain('<h2 id="s3">Alabama</h2>');
    expect(chapter).toContain('<h2 id="s4">Alaska</h2>');
    expect(chapter).not.toContain('id="s5"');
  });

  it('leads the table of contents to every guide and section, in order', () => {
    const second: EpubGuide = {
      id: 9,
      title: 'Second',
      sections: [{ title: 'Only', uitype: 'section', content: [{ type: 'para', content: 'x' }] }],
    };
    const book2 = files(book([SAMPLE, second], 'en', 'Legal rights'));
    const nav = book2['EPUB/nav.xhtml'] ?? '';
    expect(nav).toContain('<nav epub:type="toc" role="doc-toc" aria-labelledby="toc-title">');
    const links = [...nav.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => m.slice(1));
    expect(links).toEqual([
      ['guide-7.xhtml', 'White cane laws &amp; &lt;rights&gt;'],
      ['guide-7.xhtml#s1', 'What the law says'],
      ['guide-7.xhtml#s2', 'Where to ask'],
      ['guide-7.xhtml#s3', 'Alabama'],
      ['guide-7.xhtml#s4', 'Alaska'],
      ['guide-9.xhtml', 'Second'],
      ['guide-9.xhtml#s1', 'Only'],
    ]);
    expect(nav).toContain('Vision Hub. Generated November 28, 2026.');
    expect(Object.keys(book2)).toContain('EPUB/guide-9.xhtml');
  });

  it('drops what XML cannot hold instead of writing a broken book', () => {
    const chapter =
      files(
        book([
          {
            id: 1,
            title: 'Bad \u0007 title \uD800',
            sections: [
              { title: 'A', uitype: 'section', content: [{ type: 'para', content: 'x\uFFFEy' }] },
            ],
          },
        ]),
      )['EPUB/guide-1.xhtml'] ?? '';
    expect(chapter).toContain('<h1>Bad title</h1>');
    expect(chapter).toContain('<p>xy</p>');
  });
});

// Every guide in both languages goes through both checkers: one book per language holding all
// of them (the category book's shape, many chapters), and one single-guide book per language.
// A checker run costs 2-4 s, so this is 4 books rather than one per guide.
describe('the e-books pass EPUBCheck and DAISY Ace', () => {
  needsEpubCheckers();
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vh-epub-'));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const subCategories = new Map(SUB_CATEGORY_ROWS.map((row) => [row.id, row]));
  const order = new Map(CATEGORY_ROWS.map((row) => [row.id, row.sortOrder]));
  const guidesIn = (language: GuideLanguage): EpubGuide[] =>
    [...GUIDE_TEXTS]
      .map((text) => ({ text, sub: subCategories.get(text.subCategoryId) }))
      .sort(
        (a, b) =>
          (order.get(a.sub?.categoryId ?? 0) ?? 0) - (order.get(b.sub?.categoryId ?? 0) ?? 0) ||
          (a.sub?.sortOrder ?? 0) - (b.sub?.sortOrder ?? 0),
      )
      .map(({ text, sub }) => ({
        id: text.subCategoryId,
        title: (language === 'en' ? sub?.title : sub?.titleSp) ?? '',
        sections: language === 'en' ? text.contentEn : text.contentSp,
      }));

  const check = async (name: string, bytes: Uint8Array) => {
    const file = path.join(dir, name);
    await writeFile(file, bytes);
    const [conformance, accessibility] = await Promise.all([epubcheck(file), ace(file)]);
    expect(conformance, conformance.output).toMatchObject({ fatals: 0, errors: 0, warnings: 0 });
    expect(accessibility.violations).toEqual([]);
    expect(accessibility.outcome).toBe('pass');
  };

  it.each(['en', 'sp'] as const)(
    'every guide in %s, as one book of many chapters',
    async (language) => {
      const guides = guidesIn(language);
      expect(guides.length).toBe(GUIDE_TEXTS.length);
      await check(`all-${language}.epub`, book(guides, language, 'Vision Hub'));
    },
    120_000,
  );

  it.each(['en', 'sp'] as const)(
    'a single guide in %s',
    async (language) => {
      const [first] = guidesIn(language);
      if (!first) throw new Error('no guide');
      await check(`one-${language}.epub`, book([first], language, first.title));
    },
    120_000,
  );

  it('the checkers do fail a book that breaks the rules', async () => {
    // The same book with its mimetype compressed and last, no language on a chapter and no
    // accessibility metadata: if either checker missed these, the passes above would mean
    // nothing.
    const entries = unzipSync(book([SAMPLE]));
    const broken: Zippable = {};
    for (const [name, data] of Object.entries(entries)) {
      if (name === 'mimetype') continue;
      let text = strFromU8(data);
      if (name === 'EPUB/guide-7.xhtml') text = text.replace(/ lang="en-US" xml:lang="en-US"/, '');
      if (name === 'EPUB/package.opf') text = text.replace(/<meta property="schema:[^\n]*\n/g, '');
      broken[name] = strToU8(text);
    }
    broken.mimetype = strToU8('application/epub+zip');
    const file = path.join(dir, 'broken.epub');
    await writeFile(file, zipSync(broken));
    const [conformance, accessibility] = await Promise.all([epubcheck(file), ace(file)]);
    expect(conformance.errors + conformance.fatals).toBeGreaterThan(0);
    expect(accessibility.outcome).toBe('fail');
    expect(accessibility.violations.join('\n')).toMatch(/guide-7\.xhtml/);
    expect(accessibility.violations.join('\n')).toMatch(/accessMode/i);
  }, 120_000);
});
