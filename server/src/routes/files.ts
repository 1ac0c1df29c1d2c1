import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guideFileParamsSchema } from '../../../src/contracts/catalog.ts';
import { guideContents, subCategories } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { canSeeCategory } from '../services/catalog/category-access.ts';
import { guideContentSchema } from '../services/guide-pdf/guide-content.ts';
import { guideFileName, parseGuideFileName } from '../services/guide-pdf/guide-file-name.ts';
import { GuidePdfCache, guidePdfEtag } from '../services/guide-pdf/guide-pdf-cache.ts';

export interface FileRoutesOptions {
  /** Rendered guide PDFs; default: a small cache of this app's own. */
  pdfCache?: GuidePdfCache;
}

const NOT_FOUND_MESSAGE = 'There is no such file.';

// Guide PDFs are rendered from the database, never read from disk: the file name is parsed
// into a content id and a language, so no name can reach the file system.
export const fileRoutes: FastifyPluginAsyncZod<FileRoutesOptions> = async (app, options) => {
  const cache = options.pdfCache ?? new GuidePdfCache();

  app.get(
    '/dfiles/:fileName',
    {
      schema: {
        summary: 'A guide as an accessible (tagged, PDF/UA) PDF',
        description: 'File names are the pdf_en and pdf_sp values of GET /content.',
        params: guideFileParamsSchema,
      },
    },
    async (request, reply) => {
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
      const etag = guidePdfEtag(source);
      reply.header('Cache-Control', 'private, max-age=3600').header('ETag', etag);
      // The browser's copy is current: no need to render or send it again.
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const pdf = await cache.get(source);
      return reply
        .type('application/pdf')
        .header(
          'Content-Disposition',
          `attachment; filename="${guideFileName(ref.contentId, ref.language)}"`,
        )
        .send(pdf.bytes);
    },
  );
};
