import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsTools, POPPLER_TOOLS } from '../../../test/system-tools.ts';
import type { GuideContent, GuideLanguage } from './guide-content.ts';
import { linkTarget, renderGuidePdf } from './render-guide-pdf.ts';

const run = promisify(execFile);

// Poppler's tools read the files: pdfinfo (Tagged, Title, Pages, and -struct-text for the
// structure tree with its text), pdffonts (embedding) and pdftotext (what printed paper says).
async function poppler(tool: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(tool, args, { encoding: 'utf8' });
  return stdout;
}

interface StructNode {
  type: string;
  text: string[];
  objects: number;
  children: StructNode[];
}

/** Reads `pdfinfo -struct-text`: two spaces of indent per level, text in quotes. */
function parseStructTree(output: string): StructNode {
  const root: StructNode = { type: '(root)', text: [], objects: 0, children: [] };
  const stack: { depth: number; node: StructNode }[] = [{ depth: -1, node: root }];
  for (const line of output.split('\n')) {
    if (line.trim() === '') continue;
    const depth = (line.length - line.trimStart().length) / 2;
    const content = line.trim();
    while (stack.length > 1 && (stack.at(-1)?.depth ?? -1) >= depth) stack.pop();
    const parent = stack.at(-1)?.node ?? root;
    if (content.startsWith('"')) {
      parent.text.push(content.slice(1, -1));
    } else if (/^Object \d+ \d+$/.test(content)) {
      parent.objects += 1;
    } else {
      const node: StructNode = {
        type: content.split(' ')[0] ?? '',
        text: [],
        objects: 0,
        children: [],
      };
      parent.children.push(node);
      stack.push({ depth, node });
    }
  }
  return root;
}

function textOf(node: StructNode): string {
  return [node.text.join(''), ...node.children.map(textOf)].join('').replace(/\s+/g, ' ').trim();
}

function findAll(node: StructNode, type: string): StructNode[] {
  return [
    ...(node.type === type ? [node] : []),
    ...node.children.flatMap((child) => findAll(child, type)),
  ];
}

function types(nodes: StructNode[]): string[] {
  return nodes.map((node) => node.type);
}

/** The page content streams, inflated: the marked-content operators live there. */
function contentStreams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    try {
      const text = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
      if (text.includes(' Tf\n')) streams.push(text);
    } catch {
      // Not a deflated stream.
    }
  }
  return streams;
}

/** Text drawn outside any marked-content sequence is neither structure nor artifact. */
function untaggedTextCount(stream: string): number {
  let depth = 0;
  let untagged = 0;
  for (const line of stream.split('\n')) {
    if (/\b(BDC|BMC)$/.test(line)) depth += 1;
    else if (line === 'EMC') depth -= 1;
    else if (line === 'BT' && depth === 0) untagged += 1;
  }
  return untagged;
}

const LONG_SECTION_PARAGRAPHS = 60;

function sampleGuide(language: GuideLanguage): { title: string; sections: GuideContent } {
  const en = language === 'en';
  const paragraph = (n: number) =>
    en
      ? `Paragraph ${n}. A white cane tells drivers that the person may be blind or have low vision, and drivers must yield the right of way.`
      : `Párrafo ${n}. El bastón blanco indica a los conductores que la persona puede ser ciega o tener baja visión, y deben cederle el paso.`;
  const states = ['Alabama', 'Alaska'];
  return {
    title: en ? 'White cane laws' : 'Leyes del bastón blanco',
    sections: [
      {
        title: en ? 'Getting started' : 'Cómo empezar',
        uitype: 'section',
        content: [
          {
            type: 'para',
            content: en
              ? 'Vision loss changes daily life, but help is available.'
              : 'La pérdida de visión cambia la vida diaria, pero hay ayuda.',
          },
          {
            type: 'link',
            content: 'https://nfb.org',
            displayText: en ? 'National Federation of the Blind' : 'Federación Nacional de Ciegos',
          },
        ],
      },
      {
        title: en ? 'Things to try' : 'Cosas que puede probar',
        uitype: 'section-list',
        content: [
          {
            type: 'para',
            content: en
              ? 'Use bright, even lighting in the kitchen.'
              : 'Use luz intensa y uniforme en la cocina.',
          },
          {
            type: 'para',
            content: en
              ? 'Label medicines with large print.'
              : 'Etiquete los medicamentos con letra grande.',
          },
          {
            type: 'link',
            content: 'https://www.afb.org',
            displayText: en
              ? 'American Foundation for the Blind'
              : 'Fundación Estadounidense para Ciegos',
          },
        ],
      },
      ...states.map((state, index) => ({
        title: state,
        uitype: 'paragraph' as const,
        enableDropdown: true,
        dropdownOptions: states,
        content:
          index === 0
            ? Array.from({ length: LONG_SECTION_PARAGRAPHS }, (_, i) => ({
                type: 'para' as const,
                content: paragraph(i + 1),
              }))
            : [{ type: 'para' as const, content: en ? 'Alaska law.' : 'Ley de Alaska.' }],
      })),
    ],
  };
}

const GENERATED_ON = new Date('2026-11-21T12:00:00Z');

describe.each([
  {
    language: 'en' as const,
    lang: 'en-US',
    disclaimer: 'Informational only, not medical advice',
    footer: 'Generated November 21, 2026',
    page: 'Page 1 of',
    firstLink: 'National Federation of the Blind (https://nfb.org)',
    firstParagraph: 'Paragraph 1.',
    lastParagraph: `Paragraph ${LONG_SECTION_PARAGRAPHS}.`,
  },
  {
    language: 'sp' as const,
    lang: 'es-US',
    disclaimer: 'Solo informativo; no es consejo médico',
    footer: 'Generado el 21 de noviembre de 2026',
    page: 'Página 1 de',
    firstLink: 'Federación Nacional de Ciegos (https://nfb.org)',
    firstParagraph: 'Párrafo 1.',
    lastParagraph: `Párrafo ${LONG_SECTION_PARAGRAPHS}.`,
  },
])('renderGuidePdf in $language', (expected) => {
  needsTools(POPPLER_TOOLS);
  const guide = sampleGuide(expected.language);
  let dir = '';
  let file = '';
  let pdf: Buffer = Buffer.alloc(0);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'guide-pdf-'));
    file = path.join(dir, `guide-${expected.language}.pdf`);
    pdf = await renderGuidePdf({
      ...guide,
      language: expected.language,
      generatedOn: GENERATED_ON,
    });
    await writeFile(file, pdf);
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is a tagged PDF 1.7 with its title, and the long section runs over several pages', async () => {
    const info = await poppler('pdfinfo', file);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(info).toMatch(new RegExp(`^Title:\\s+${guide.title}$`, 'm'));
    expect(info).toMatch(/^PDF version:\s+1\.7$/m);
    expect(info).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/m);
    const pages = Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1]);
    expect(pages).toBeGreaterThan(1);
  });

  it('declares its language, PDF/UA-1, and asks viewers to show the title', () => {
    // pdfinfo does not print /Lang. pdfkit never compresses the catalog or the structure tree.
    const raw = pdf.toString('latin1');
    expect(raw).toContain(`/Lang (${expected.lang})`);
    expect(raw).toContain('/DisplayDocTitle true');
    expect(raw).toContain('/Marked true');
    expect(raw).toMatch(/<pdfuaid:part>1<\/pdfuaid:part>/);
    expect(raw).not.toMatch(/\/Lang \((?!en-US|es-US)/);
  });

  it('embeds every font it uses', async () => {
    const rows = (await poppler('pdffonts', file)).trim().split('\n').slice(2);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatch(/DejaVuSans/);
      // Columns: name type encoding emb sub uni object ID
      expect(row).toMatch(/\s+yes\s+yes\s+yes\s+\d+\s+\d+$/);
    }
  });

  it('has a structure tree of headings, sections, a list, paragraphs and links', async () => {
    const tree = parseStructTree(await poppler('pdfinfo', '-struct-text', file));
    expect(types(tree.children)).toEqual(['Document']);
    const [document] = tree.children;
    if (!document) throw new Error('no Document element');

    // Title, disclaimer, then one section per guide section, in reading order.
    expect(types(document.children)).toEqual(['H1', 'P', 'Sect', 'Sect', 'Sect', 'Sect']);
    expect(textOf(document.children[0] as StructNode)).toBe(guide.title);
    expect(textOf(document.children[1] as StructNode)).toBe(expected.disclaimer);
    expect(findAll(document, 'H1')).toHaveLength(1);
    expect(findAll(document, 'H2').map(textOf)).toEqual(guide.sections.map((s) => s.title));

    const [intro, tips, alabama, alaska] = document.children.slice(2);
    expect(types(intro?.children ?? [])).toEqual(['H2', 'P', 'P']);
    expect(types(tips?.children ?? [])).toEqual(['H2', 'L']);
    // Every state of the state-law sections is printed, each under its own heading.
    expect(types(alabama?.children ?? [])).toEqual([
      'H2',
      ...Array<string>(LONG_SECTION_PARAGRAPHS).fill('P'),
    ]);
    expect(types(alaska?.children ?? [])).toEqual(['H2', 'P']);

    const [list] = findAll(document, 'L');
    expect(types(list?.children ?? [])).toEqual(['LI', 'LI', 'LI']);
    for (const item of list?.children ?? []) {
      expect(types(item.children)).toEqual(['Lbl', 'LBody']);
      expect(textOf(item.children[0] as StructNode)).toBe('•');
    }
    expect(list?.children.map((item) => textOf(item.children[1] as StructNode))).toEqual(
      (guide.sections[1]?.content ?? []).map((item) =>
        item.type === 'link' ? `${item.displayText} (${item.content})` : item.content,
      ),
    );

    // A Link holds its visible text (with the address written out) and its annotation.
    const links = findAll(document, 'Link');
    expect(links).toHaveLength(2);
    expect(textOf(links[0] as StructNode)).toBe(expected.firstLink);
    for (const link of links) expect(link.objects).toBeGreaterThanOrEqual(1);
  });

  it('names the structure types in the structure tree itself', () => {
    const raw = pdf.toString('latin1');
    expect(raw).toContain('/Type /StructTreeRoot');
    for (const type of ['Document', 'H1', 'H2', 'Sect', 'L', 'LI', 'Lbl', 'LBody', 'P', 'Link']) {
      expect(raw).toContain(`/S /${type}\n`);
    }
  });

  it('makes real link annotations with a description, filed in the structure tree', () => {
    const raw = pdf.toString('latin1');
    const annotations = raw.match(/<<\n(?:(?!>>)[\s\S])*\/Subtype \/Link\n[\s\S]*?\n>>/g) ?? [];
    expect(annotations.length).toBeGreaterThanOrEqual(2);
    for (const annotation of annotations) {
      expect(annotation).toMatch(/\/StructParent \d+/);
      expect(annotation).toMatch(/\/Contents (\(.+\)|<[0-9a-f]+>)/);
    }
    expect(raw).toContain('/URI (https://nfb.org/)');
    expect(raw).toContain('/URI (https://www.afb.org/)');
    // Pages with annotations tab through them in structure order.
    expect(raw).toContain('/Tabs /S');
  });

  it('tags every piece of text, and marks the header and footer as artifacts', () => {
    const streams = contentStreams(pdf);
    expect(streams.length).toBeGreaterThan(1);
    for (const stream of streams) {
      expect(untaggedTextCount(stream)).toBe(0);
      expect(stream).toMatch(/\/Artifact <<\n\/Type \/Pagination[\s\S]*\/Attached \[\/Bottom\]/);
    }
    // The running header (disclaimer and title) is on every page after the first.
    for (const stream of streams.slice(1)) expect(stream).toContain('/Attached [/Top]');
  });

  it('prints the title, disclaimer, sections and footer in reading order', async () => {
    const text = (await poppler('pdftotext', '-enc', 'UTF-8', file, '-')).replace(/\s+/g, ' ');
    const inOrder = [
      guide.title,
      expected.disclaimer,
      guide.sections[0]?.title ?? '',
      expected.firstLink,
      guide.sections[1]?.title ?? '',
      '• ',
      'Alabama',
      expected.firstParagraph,
      expected.lastParagraph,
      'Alaska',
    ];
    let from = 0;
    for (const phrase of inOrder) {
      const at = text.indexOf(phrase, from);
      expect(at, `"${phrase}" after position ${from}`).toBeGreaterThanOrEqual(from);
      from = at + phrase.length;
    }
    expect(text).toContain(expected.footer);
    expect(text).toContain(expected.page);
    expect(text).toContain(`${expected.disclaimer} · ${guide.title}`);
  });
});

/** The font sizes a PDF's text is set in (`/F1 18 Tf`), smallest first. */
function fontSizes(pdf: Buffer): number[] {
  const sizes = new Set<number>();
  for (const stream of contentStreams(pdf)) {
    for (const match of stream.matchAll(/ ([\d.]+) Tf\n/g)) sizes.add(Number(match[1]));
  }
  return [...sizes].sort((a, b) => a - b);
}

async function pageCount(pdf: Buffer, dir: string, name: string): Promise<number> {
  const file = path.join(dir, name);
  await writeFile(file, pdf);
  return Number(/^Pages:\s+(\d+)$/m.exec(await poppler('pdfinfo', file))?.[1]);
}

describe('renderGuidePdf in large print', () => {
  needsTools(POPPLER_TOOLS);
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'guide-large-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it.each([
    // body, then the running header and footer, the section headings and the title, in step
    { bodySize: 14 as const, sizes: [12, 14, 18, 24] },
    { bodySize: 18 as const, sizes: [15, 18, 23, 31] },
    { bodySize: 24 as const, sizes: [21, 24, 31, 41] },
  ])(
    'sets body text at $bodySize pt, everything else in proportion, reflowed onto more pages',
    async ({ bodySize, sizes }) => {
      const guide = sampleGuide('sp');
      const standard = await renderGuidePdf({
        ...guide,
        language: 'sp',
        generatedOn: GENERATED_ON,
      });
      const large = await renderGuidePdf({
        ...guide,
        language: 'sp',
        generatedOn: GENERATED_ON,
        bodySize,
      });
      expect(fontSizes(large)).toEqual(sizes);
      const pages = await pageCount(large, dir, `large-${bodySize}.pdf`);
      const standardPages = await pageCount(standard, dir, 'standard.pdf');
      if (bodySize === 14) expect(pages).toBe(standardPages);
      else expect(pages).toBeGreaterThan(standardPages);
      // Reflowed, not scaled: the same Letter pages, every font embedded, all of the text.
      const file = path.join(dir, `large-${bodySize}.pdf`);
      expect(await poppler('pdfinfo', file)).toMatch(/^Page size:\s+612 x 792 pts/m);
      for (const row of (await poppler('pdffonts', file)).trim().split('\n').slice(2)) {
        expect(row).toMatch(/\s+yes\s+yes\s+yes\s+\d+\s+\d+$/);
      }
      const text = (await poppler('pdftotext', '-enc', 'UTF-8', file, '-')).replace(/\s+/g, ' ');
      expect(text).toContain(`Párrafo ${LONG_SECTION_PARAGRAPHS}.`);
    },
  );
});

describe('renderGuidePdf with awkward content', () => {
  needsTools(POPPLER_TOOLS);
  it('prints unsafe or unparseable link addresses without making them clickable', async () => {
    const pdf = await renderGuidePdf({
      title: 'Links',
      language: 'en',
      sections: [
        {
          title: '',
          uitype: 'section',
          content: [
            { type: 'link', content: 'javascript:alert(1)', displayText: 'Script' },
            { type: 'link', content: 'not a url', displayText: 'Nowhere' },
            { type: 'para', content: 'Tab\there,\u0000 bell\u0007 and\r\nnew line.' },
          ],
        },
        { title: '   ', uitype: 'section-list', content: [] },
      ],
    });
    const raw = pdf.toString('latin1');
    expect(raw).not.toContain('/Subtype /Link');
    expect(raw).not.toContain('/S /Link');
    // No heading for an untitled section, no element at all for an empty one.
    expect(raw).not.toContain('/S /H2');
    expect(raw.match(/\/S \/Sect\n/g)).toHaveLength(1);
    const dir = await mkdtemp(path.join(tmpdir(), 'guide-pdf-'));
    try {
      const file = path.join(dir, 'links.pdf');
      await writeFile(file, pdf);
      const text = await poppler('pdftotext', '-enc', 'UTF-8', file, '-');
      expect(text).toContain('Script (javascript:alert(1))');
      expect(text).toContain('Nowhere (not a url)');
      expect(text).toContain('Tab here, bell and');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('files every link annotation under the page that shows it, however links fall', async () => {
    const longLink = (n: number) => ({
      type: 'link' as const,
      content: `https://example.org/resources/${n}/${'a-long-path-segment/'.repeat(4)}`,
      displayText: `Resource ${n}, with a description long enough to wrap over more than one line`,
    });
    const content = Array.from({ length: 30 }, (_, n) => [
      { type: 'para' as const, content: `Paragraph ${n} `.repeat(8 + (n % 5) * 3) },
      longLink(n),
    ]).flat();
    const pdf = await renderGuidePdf({
      title: 'Many links',
      language: 'en',
      sections: [
        { title: 'Paragraphs', uitype: 'section', content },
        { title: 'List', uitype: 'section-list', content },
      ],
    });
    const raw = pdf.toString('latin1');
    const annotationPage = new Map<string, string>();
    for (const [, page, annots] of raw.matchAll(
      /(\d+) 0 obj\n<<\n\/Type \/Page\n[^>]*?\/Annots \[([^\]]*)\]/g,
    )) {
      for (const [, annot] of (annots ?? '').matchAll(/(\d+) 0 R/g)) {
        annotationPage.set(annot ?? '', page ?? '');
      }
    }
    const filed = [...raw.matchAll(/\/Type \/OBJR\n\/Obj (\d+) 0 R\n\/Pg (\d+) 0 R/g)];
    expect(filed.length).toBeGreaterThanOrEqual(120);
    expect(filed.length).toBe(annotationPage.size);
    for (const [, annot, page] of filed) expect(annotationPage.get(annot ?? '')).toBe(page);
  });

  it('rejects content that does not match the schema, and a blank title', async () => {
    await expect(
      renderGuidePdf({
        title: 'Bad',
        language: 'en',
        sections: [{ title: 'x', uitype: 'table', content: [] }] as unknown as GuideContent,
      }),
    ).rejects.toThrow();
    await expect(renderGuidePdf({ title: ' \n ', language: 'en', sections: [] })).rejects.toThrow(
      /title/,
    );
  });

  it('renders a normal guide quickly', async () => {
    const guide = sampleGuide('en');
    const normal = {
      ...guide,
      language: 'en' as const,
      sections: guide.sections.map((section) => ({
        ...section,
        content: section.content.slice(0, 8),
      })),
    };
    await renderGuidePdf(normal); // warm up: first use reads and parses the fonts
    const started = performance.now();
    await renderGuidePdf(normal);
    const elapsedMs = performance.now() - started;
    // ~40-60 ms on the development machine; generous for slow CI runners.
    expect(elapsedMs).toBeLessThan(1000);
  });
});

describe('linkTarget', () => {
  it.each([
    ['https://nfb.org', 'https://nfb.org/'],
    ['http://example.org/a?b=c', 'http://example.org/a?b=c'],
    ['www.afb.org', 'https://www.afb.org/'],
    ['afb.org/resources', 'https://afb.org/resources'],
    ['mailto:help@example.org', 'mailto:help@example.org'],
    ['tel:+18005551234', 'tel:+18005551234'],
    ['  https://nfb.org  ', 'https://nfb.org/'],
  ])('links %s to %s', (raw, expected) => {
    expect(linkTarget(raw)).toBe(expected);
  });

  it.each(['javascript:alert(1)', 'file:///etc/passwd', 'data:text/html,hi', 'not a url', ''])(
    'does not link %s',
    (raw) => {
      expect(linkTarget(raw)).toBeNull();
    },
  );
});
