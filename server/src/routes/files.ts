import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guideFileParamsSchema } from '../../../src/contracts/catalog.ts';
import { categories, guideContents, subCategories } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { canSeeCategory } from '../services/catalog/category-access.ts';
import { guideContentSchema } from '../services/guide-pdf/guide-content.ts';
import {
  categoryBookFileName,
  guideFileName,
  parseCategoryBookFileName,
  parseGuideFileName,
} from '../../../src/contracts/guide-files.ts';
import type { GuideLanguage } from '../services/guide-pdf/guide-content.ts';
import { GuidePdfCache, guidePdfEtag } from '../services/guide-pdf/guide-pdf-cache.ts';
import { renderGuideEpub, type EpubGuide } from '../services/guide-pdf/render-guide-epub.ts';
import type { GuideTextSize } from '../services/guide-pdf/render-guide-pdf.ts';
import { renderGuideText } from '../services/guide-pdf/render-guide-text.ts';

export interface FileRoutesOptions {
  /** Rendered guide PDFs; default: a small cache of this app's own. */
  pdfCache?: GuidePdfCache;
}

const NOT_FOUND_MESSAGE = 'There is no such file.';
const EPUB_TYPE = 'application/epub+zip';

/** A tag naming what an e-book says, known before it is built (it takes a few milliseconds). */
function bookEtag(language: GuideLanguage, title: string, guides: EpubGuide[]): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([language, title, guides]))
    .digest('base64url')
    .slice(0, 32);
  return `"e-${hash}"`;
}

// Guide PDFs are rendered from the database, never read from disk: the file name is parsed
// into a content id and a language, so no name can reach the file system.
export const fileRoutes: FastifyPluginAsyncZod<FileRoutesOptions> = async (app, options) => {
  const cache = options.pdfCache ?? new GuidePdfCache();

  app.get(
    '/dfiles/:fileName',
    {
      schema: {
        summary:
          'A guide as an accessible (tagged, PDF/UA) PDF, large print, plain text or EPUB 3; ' +
          "a category's guides as one EPUB 3 book",
        description:
          'File names are the pdf_en and pdf_sp values of GET /content; the same name ending ' +
          '-large-18.pdf or -large-24.pdf is the large-print PDF (body text at that size, ' +
          'reflowed), ending .txt the plain text (UTF-8), ending .epub an EPUB 3 e-book. ' +
          'category-<id>-<en|sp>.epub is one e-book of every guide in that category.',
        params: guideFileParamsSchema,
      },
    },
    async (request, reply) => {
      const book = parseCategoryBookFileName(request.params.fileName);
      if (book) {
        const english = book.language === 'en';
        const [category] = await app.database.db
          .select({ title: categories.title, titleSp: categories.titleSp })
          .from(categories)
          .where(eq(categories.id, book.categoryId));
        if (!category) throw new AppError('not_found', NOT_FOUND_MESSAGE);
        if (!canSeeCategory(await request.currentUser(), book.categoryId)) {
          throw new AppError('forbidden');
        }
        const rows = await app.database.db
          .select({
            id: guideContents.id,
            title: english ? subCategories.title : subCategories.titleSp,
            content: english ? guideContents.contentEn : guideContents.contentSp,
          })
          .from(guideContents)
          .innerJoin(subCategories, eq(subCategories.id, guideContents.subCategoryId))
          .where(eq(subCategories.categoryId, book.categoryId))
          .orderBy(asc(subCategories.sortOrder), asc(subCategories.id));
        // A category without guides has no book to give.
        if (rows.length === 0) throw new AppError('not_found', NOT_FOUND_MESSAGE);
        const title = english ? category.title : category.titleSp;
        const guides = rows.map((row) => ({
          id: row.id,
          title: row.title,
          sections: guideContentSchema.parse(row.content),
        }));
        const fileName = categoryBookFileName(book.categoryId, book.language);
        return sendBook(reply, request.headers['if-none-match'], fileName, {
          title,
          language: book.language,
          guides,
        });
      }

      const ref = parseGuideFileName(request.params.fileName);
      if (!ref) throw new AppError('not_found', NOT_FOUND_MESSAGE);
      const [row] = await app.database.db
        .select({
          contentEn: guideContents.contentEn,
          contentSp: guideContents.contentSp,
          title: subCategories.title,
          titleSp: subCategories.titleSp,
          categoryId: subCategories.categoryId,
        })
        .from(guideContents)
        .innerJoin(subCategories, eq(subCategories.id, guideContents.subCategoryId))
        .where(eq(guideContents.id, ref.contentId));
      if (!row) throw new AppError('not_found', NOT_FOUND_MESSAGE);
      if (!canSeeCategory(await request.currentUser(), row.categoryId)) {
        throw new AppError('forbidden');
      }
      const english = ref.language === 'en';
      const source = {
        contentId: ref.contentId,
        language: ref.language,
        title: english ? row.title : row.titleSp,
        sections: guideContentSchema.parse(english ? row.contentEn : row.contentSp),
      };
      const fileName = guideFileName(ref.contentId, ref.language, ref.format);
      if (ref.format === 'epub') {
        return sendBook(reply, request.headers['if-none-match'], fileName, {
          title: source.title,
          language: ref.language,
          guides: [{ id: ref.contentId, title: source.title, sections: source.sections }],
        });
      }
      const bodySize: GuideTextSize =
        ref.format === 'large-18' ? 18 : ref.format === 'large-24' ? 24 : 14;
      // The text has its own tag, made from the same hash of what the guide says.
      const etag =
        ref.format === 'text'
          ? `"t-${guidePdfEtag(source).slice(1)}`
          : guidePdfEtag({ ...source, bodySize });
      reply.header('Cache-Control', 'private, max-age=3600').header('ETag', etag);
      // The browser's copy is current: no need to render or send it again.
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      reply.header('Content-Disposition', `attachment; filename="${fileName}"`);
      if (ref.format === 'text') {
        return reply.type('text/plain; charset=utf-8').send(renderGuideText(source));
      }
      const pdf = await cache.get({ ...source, bodySize });
      return reply.type('application/pdf').send(pdf.bytes);
    },
  );
};

/** Sends an e-book, or 304 when the browser's copy says the same. */
function sendBook(
  reply: FastifyReply,
  ifNoneMatch: string | undefined,
  fileName: string,
  book: { title: string; language: GuideLanguage; guides: EpubGuide[] },
) {
  const etag = bookEtag(book.language, book.title, book.guides);
  reply.header('Cache-Control', 'private, max-age=3600').header('ETag', etag);
  if (ifNoneMatch === etag) return reply.status(304).send();
  reply.header('Content-Disposition', `attachment; filename="${fileName}"`);
  // The file's name says which book it is, so it is the book's identifier too.
  const identifier = `urn:x-vision-hub:${fileName.replace(/\.epub$/, '')}`;
  return reply.type(EPUB_TYPE).send(Buffer.from(renderGuideEpub({ ...book, identifier })));
}
