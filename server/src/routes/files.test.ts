import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTokens, createTestUser, TEST_AUTH_ENV } from '../../test/auth.ts';
import { buildTestApp, expectApiError } from '../../test/test-app.ts';
import { needsTools, POPPLER_TOOLS } from '../../test/system-tools.ts';
import { databaseKinds, useTestDatabase } from '../../test/test-databases.ts';
import { subCategories } from '../db/schema.ts';
import { SPECIAL_IDS } from '../../../src/contracts/catalog.ts';
import { CATEGORY_ROWS, SUB_CATEGORY_ROWS } from '../db/seed/catalog/categories.ts';
import { GUIDE_TEXTS } from '../db/seed/catalog/guide-texts.ts';
import { seedCatalog } from '../db/seed/seed-catalog.ts';
import { seedGuides } from '../db/seed/seed-guides.ts';
import { upsertGuideContent } from '../services/catalog/guide-document.ts';

const run = promisify(execFile);
const VETERANS_GUIDE = 960;

describe.each(databaseKinds)('GET /api/v1/dfiles/:fileName on $kind', (kind) => {
  needsTools(POPPLER_TOOLS);
  const database = useTestDatabase(kind);
  let app: FastifyInstance | undefined;
  let dir = '';
  const as = {} as Record<'subscriber' | 'veteran' | 'unsubscribed', { authorization: string }>;
  const guide = GUIDE_TEXTS[0];
  const sub = SUB_CATEGORY_ROWS.find((row) => row.id === guide?.subCategoryId);
  if (!guide || !sub) throw new Error('no guide to test with');
  const id = sub.id;

  beforeAll(async () => {
    const { db } = database();
    await seedCatalog(db);
    await seedGuides(db);
    const veterans = CATEGORY_ROWS.find((row) => row.id === SPECIAL_IDS.veteransCategory);
    if (!veterans) throw new Error('no veterans category');
    await db.insert(subCategories).values({
      id: VETERANS_GUIDE,
      categoryId: veterans.id,
      kind: 'guide',
      title: 'A veterans guide',
      titleSp: 'Una guía para veteranos',
      sortOrder: 99,
    });
    await upsertGuideContent(db, {
      id: VETERANS_GUIDE,
      subCategoryId: VETERANS_GUIDE,
      reviewedAt: null,
      categoryTitle: veterans.title,
      categoryTitleSp: veterans.titleSp,
      subCategoryTitle: 'A veterans guide',
      subCategoryTitleSp: 'Una guía para veteranos',
      contentEn: [{ title: 'Help', uitype: 'section', content: [{ type: 'para', content: 'Hi' }] }],
      contentSp: [
        { title: 'Ayuda', uitype: 'section', content: [{ type: 'para', content: 'Hola' }] },
      ],
    });
    const tokens = await createTestTokens();
    app = await buildTestApp(database(), { env: TEST_AUTH_ENV, auth: tokens.auth });
    const user = async (options: Parameters<typeof createTestUser>[1]) =>
      tokens.headers((await createTestUser(db, options)).claims);
    as.subscriber = await user({ subscriptionStatus: 'active' });
    as.veteran = await user({ subscriptionStatus: 'trial_active', isVeteran: true });
    as.unsubscribed = await user({});
    dir = await mkdtemp(path.join(tmpdir(), 'vh-dfiles-'));
  });
  // Nothing to close when the suite stopped before starting (a missing Poppler, say).
  afterAll(async () => {
    await app?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const started = () => {
    if (!app) throw new Error('The app starts in beforeAll.');
    return app;
  };
  const get = (name: string, headers: Record<string, string> | null = as.subscriber) =>
    started().inject({
      method: 'GET',
      url: `/api/v1/dfiles/${name}`,
      ...(headers ? { headers } : {}),
    });

  it.each([
    { language: 'en', lang: 'en-US', title: sub.title },
    { language: 'sp', lang: 'es-US', title: sub.titleSp },
  ])('serves the $language guide as a tagged PDF in $lang', async ({ language, lang, title }) => {
    const name = `guide-${id}-${language}.pdf`;
    const response = await get(name);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{16,}"$/);
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const file = path.join(dir, name);
    await writeFile(file, bytes);
    const { stdout } = await run('pdfinfo', ['-enc', 'UTF-8', file], { encoding: 'utf8' });
    expect(stdout).toMatch(/^Tagged:\s+yes$/m);
    expect(stdout).toMatch(new RegExp(`^Title:\\s+${title.replace(/[()]/g, '\\$&')}$`, 'm'));
    // pdfinfo prints no language; pdfkit writes the catalog's /Lang uncompressed.
    const raw = bytes.toString('latin1');
    expect(raw).toContain(`/Lang (${lang})`);
    expect(raw).not.toMatch(new RegExp(`/Lang \\((?!${lang})`));
  });

  it('serves every seeded guide in both languages as a tagged PDF in that language', async () => {
    const names = GUIDE_TEXTS.flatMap((text) =>
      (['en', 'sp'] as const).map((language) => ({
        name: `guide-${text.subCategoryId}-${language}.pdf`,
        lang: language === 'en' ? 'en-US' : 'es-US',
      })),
    );
    expect(names.length).toBeGreaterThanOrEqual(72);
    for (const { name, lang } of names) {
      // A veteran sees every category, including the veterans' guides.
      const response = await get(name, as.veteran);
      expect(response.statusCode, name).toBe(200);
      const file = path.join(dir, name);
      await writeFile(file, response.rawPayload);
      const { stdout } = await run('pdfinfo', [file], { encoding: 'utf8' });
      expect(stdout, name).toMatch(/^Tagged:\s+yes$/m);
      expect(response.rawPayload.toString('latin1'), name).toContain(`/Lang (${lang})`);
    }
  }, 120_000);

  it('gives each language its own ETag and answers 304 to a current copy', async () => {
    const en = await get(`guide-${id}-en.pdf`);
    const sp = await get(`guide-${id}-sp.pdf`);
    expect(en.headers.etag).not.toBe(sp.headers.etag);
    const again = await get(`guide-${id}-en.pdf`);
    expect(again.headers.etag).toBe(en.headers.etag);
    const notModified = await get(`guide-${id}-en.pdf`, {
      ...as.subscriber,
      'if-none-match': String(en.headers.etag),
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload).toHaveLength(0);
    const stale = await get(`guide-${id}-en.pdf`, { ...as.subscriber, 'if-none-match': '"old"' });
    expect(stale.statusCode).toBe(200);
  });

  it.each([
    { language: 'en' as const, title: sub.title, disclaimer: 'Informational only' },
    { language: 'sp' as const, title: sub.titleSp, disclaimer: 'Solo informativo' },
  ])(
    'serves the $language guide as plain text (UTF-8, CRLF)',
    async ({ language, title, disclaimer }) => {
      const name = `guide-${id}-${language}.txt`;
      const response = await get(name);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
      const lines = response.body.split('\r\n');
      expect(lines[0]).toBe(title);
      expect(lines[2]).toMatch(new RegExp(`^${disclaimer}`));
      // Every section heading of the guide is a line of its own.
      const sections = language === 'en' ? guide.contentEn : guide.contentSp;
      for (const section of sections) expect(lines, section.title).toContain(section.title);
      expect(response.body).not.toMatch(/<[a-z]/i);
      // Its own ETag, and a 304 for a current copy.
      const pdf = await get(`guide-${id}-${language}.pdf`);
      expect(response.headers.etag).not.toBe(pdf.headers.etag);
      const again = await get(name, {
        ...as.subscriber,
        'if-none-match': String(response.headers.etag),
      });
      expect(again.statusCode).toBe(304);
    },
  );

  it.each([18, 24])('serves the large-print PDF at %i pt, with its own ETag', async (size) => {
    const name = `guide-${id}-sp-large-${size}.pdf`;
    const response = await get(name);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    const standard = await get(`guide-${id}-sp.pdf`);
    expect(response.headers.etag).not.toBe(standard.headers.etag);
    const file = path.join(dir, name);
    await writeFile(file, response.rawPayload);
    const { stdout } = await run('pdfinfo', [file], { encoding: 'utf8' });
    expect(stdout).toMatch(/^Tagged:\s+yes$/m);
    const pages = (pdf: string) => Number(/^Pages:\s+(\d+)$/m.exec(pdf)?.[1]);
    const standardFile = path.join(dir, `standard-${size}.pdf`);
    await writeFile(standardFile, standard.rawPayload);
    const standardInfo = await run('pdfinfo', [standardFile], { encoding: 'utf8' });
    // The renderer's tests prove the sizes; here, the route asks for them: more or as many
    // pages (this guide is short), never fewer.
    expect(pages(stdout)).toBeGreaterThanOrEqual(pages(standardInfo.stdout));
    expect(response.rawPayload.length).not.toBe(standard.rawPayload.length);
  });

  it.each([
    { language: 'en' as const, lang: 'en-US', title: sub.title },
    { language: 'sp' as const, lang: 'es-US', title: sub.titleSp },
  ])('serves the $language guide as an EPUB 3 book in $lang', async ({ language, lang, title }) => {
    const name = `guide-${id}-${language}.epub`;
    const response = await get(name);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/epub+zip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    const book = unzipSync(response.rawPayload);
    const opf = strFromU8(book['EPUB/package.opf'] ?? new Uint8Array());
    expect(opf).toContain(`<dc:language>${lang}</dc:language>`);
    expect(opf).toContain(`<dc:identifier id="book-id">urn:x-vision-hub:guide-${id}-${language}<`);
    const chapter = strFromU8(book[`EPUB/guide-${id}.xhtml`] ?? new Uint8Array());
    expect(chapter).toContain(`<h1>${title.replace(/&/g, '&amp;')}</h1>`);
    const again = await get(name, {
      ...as.subscriber,
      'if-none-match': String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    const other = await get(`guide-${id}-${language === 'en' ? 'sp' : 'en'}.epub`);
    expect(other.headers.etag).not.toBe(response.headers.etag);
  });

  it("serves a whole category as one book, its guides in the category's order", async () => {
    const categoryId = sub.categoryId;
    const expected = SUB_CATEGORY_ROWS.filter(
      (row) =>
        row.categoryId === categoryId && GUIDE_TEXTS.some((text) => text.subCategoryId === row.id),
    ).sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
    expect(expected.length).toBeGreaterThan(1);
    const response = await get(`category-${categoryId}-sp.epub`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/epub+zip');
    const book = unzipSync(response.rawPayload);
    const opf = strFromU8(book['EPUB/package.opf'] ?? new Uint8Array());
    const category = CATEGORY_ROWS.find((row) => row.id === categoryId);
    expect(opf).toContain(`<dc:title>${category?.titleSp ?? '?'}</dc:title>`);
    const nav = strFromU8(book['EPUB/nav.xhtml'] ?? new Uint8Array());
    const chapters = [...nav.matchAll(/<a href="(guide-\d+)\.xhtml">([^<]+)</g)].map((m) => m[2]);
    expect(chapters).toEqual(expected.map((row) => row.titleSp.replace(/&/g, '&amp;')));
  });

  it("keeps the veterans' category book to veterans", async () => {
    const veterans = SPECIAL_IDS.veteransCategory;
    expectApiError(await get(`category-${veterans}-en.epub`), 403);
    expect((await get(`category-${veterans}-en.epub`, as.veteran)).statusCode).toBe(200);
    expectApiError(await get(`guide-${VETERANS_GUIDE}-en.epub`), 403);
  });

  it.each([
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    `..%2Fguide-${id}-en.pdf`,
    `guide-${id}-en.pdf%00`,
    `guide-${id}-en.pdf%2F`,
    `guide-${id}-en.pdf%0A`,
    `guide-${id}-en.pdf%20`,
    `%2Fguide-${id}-en.pdf`,
    `%5Cguide-${id}-en.pdf`,
    `GUIDE-${id}-EN.PDF`,
    `guide-0${id}-en.pdf`,
    `guide-${id}-fr.pdf`,
    `guide-${id}-en.TXT`,
    `guide-${id}-en-large-18.txt`,
    `guide-${id}-en-large-20.pdf`,
    `guide-${id}-en.EPUB`,
    `guide-${id}-en-large-18.epub`,
    'category-999-en.epub',
    'category-1-en.pdf',
    `guide-${id}-en`,
    'guide-999999-en.pdf',
    'guide-99999999999-en.pdf',
    'passwd',
    'x'.repeat(90),
  ])('%s → 404 with the error object', async (name) => {
    const error = expectApiError(await get(name), 404);
    expect(error.code).toBe('not_found');
  });

  it('never lets a path climb out of the route', async () => {
    for (const url of [
      '/api/v1/dfiles/../../../etc/passwd',
      `/api/v1/dfiles/guide-${id}-en.pdf/../../health`,
      `/api/v1/dfiles/x/guide-${id}-en.pdf`,
    ]) {
      const response = await started().inject({ method: 'GET', url, headers: as.subscriber });
      expect(response.headers['content-type'], url).not.toBe('application/pdf');
      expect(response.body).not.toMatch(/root:|%PDF/);
    }
  });

  it('hides veterans’ guides from others', async () => {
    expectApiError(await get(`guide-${VETERANS_GUIDE}-en.pdf`), 403);
    expect((await get(`guide-${VETERANS_GUIDE}-sp.pdf`, as.veteran)).statusCode).toBe(200);
  });

  it('needs a token and a subscription', async () => {
    expectApiError(await get(`guide-${id}-en.pdf`, null), 401);
    expect(expectApiError(await get(`guide-${id}-en.pdf`, as.unsubscribed), 403).code).toBe(
      'subscription_required',
    );
  });
});
