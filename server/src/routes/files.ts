import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guideFileParamsSchema } from '../../../src/contracts/catalog.ts';
import { guideContents, subCategories } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { canSeeCategory } from '../services/catalog/category-access.ts';
import { guideContentSchema } from '../services/guide-pdf/guide-content.ts';
import { guideFileName, parseGuideFileName } from '../../../src/contracts/guide-files.ts';
import { GuidePdfCache, guidePdfEtag } from '../services/guide-pdf/guide-pdf-cache.ts';
import type { GuideTextSize } from '../services/guide-pdf/render-guide-pdf.ts';
import { renderGuideText } from '../services/guide-pdf/render-guide-text.ts';

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
        summary: 'A guide as an accessible (tagged, PDF/UA) PDF, large print or plain text',
        description:
          'File names are the pdf_en and pdf_sp values of GET /content; the same name ending ' +
          '-large-18.pdf or -large-24.pdf is the large-print PDF (body text at that size, ' +
          'reflowed), ending .txt the plain text (UTF-8).',
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
      const fileName = guideFileName(ref.contentId, ref.language, ref.format);
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
