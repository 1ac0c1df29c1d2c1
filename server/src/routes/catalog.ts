import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoriesResponseSchema,
  categoryParamsSchema,
  contentParamsSchema,
  contentResponseSchema,
  GUIDE_SEARCH_MAX_RESULTS,
  guideSearchQuerySchema,
  guideSearchResponseSchema,
  guideSubCategoriesResponseSchema,
  organizationSubCategoriesResponseSchema,
  SPECIAL_IDS,
  type GuideSection,
  type SubCategory,
} from '../../../src/contracts/catalog.ts';
import { categories, guideContents, guideIntros, subCategories } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { UserRow } from '../db/schema.ts';
import { canSeeCategory, hiddenCategoryIds } from '../services/catalog/category-access.ts';
import { searchGuides } from '../services/catalog/guide-search.ts';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- nothing to configure yet
export interface CatalogRoutesOptions {}

type Category = typeof categories.$inferSelect;

/** The category, if the caller may see it: 404 when unknown, 403 when hidden from them. */
async function visibleCategory(app: FastifyInstance, user: UserRow, id: number) {
  const [category] = await app.database.db.select().from(categories).where(eq(categories.id, id));
  if (!category) throw new AppError('not_found', 'There is no such category.');
  if (!canSeeCategory(user, id)) throw new AppError('forbidden');
  return category;
}

async function subCategoriesOf(
  app: FastifyInstance,
  category: Category,
  kind: 'guide' | 'organization',
): Promise<SubCategory[]> {
  const rows = await app.database.db
    .select({ id: subCategories.id, title: subCategories.title, titleSp: subCategories.titleSp })
    .from(subCategories)
    .where(and(eq(subCategories.categoryId, category.id), eq(subCategories.kind, kind)))
    .orderBy(asc(subCategories.sortOrder), asc(subCategories.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    title_sp: row.titleSp,
    category_title: category.title,
    category_title_sp: category.titleSp,
    category_image: category.imageUrl,
  }));
}

export const catalogRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app) => {
  const categoryList = {
    schema: {
      summary: 'Categories for the dashboard',
      response: { 200: categoriesResponseSchema },
    },
    config: { access: 'signed-in' as const },
  };
  const listCategories = async (request: { currentUser(): Promise<UserRow> }) => {
    const user = await request.currentUser();
    const rows = await app.database.db
      .select()
      .from(categories)
      // Veterans see their category first (spec section 5).
      .orderBy(
        ...(user.isVeteran ? [sql`${categories.id} = ${SPECIAL_IDS.veteransCategory} desc`] : []),
        asc(categories.sortOrder),
        asc(categories.id),
      );
    return {
      data: rows
        .filter((row) => canSeeCategory(user, row.id))
        .map((row) => ({
          id: row.id,
          title: row.title,
          title_sp: row.titleSp,
          description: row.description,
          description_sp: row.descriptionSp,
          urls: row.imageUrl,
        })),
    };
  };
  app.get('/category', categoryList, listCategories);
  app.get('/categories', categoryList, listCategories);

  const guideList = {
    schema: {
      summary: 'A category’s Overview text and guide sub-categories',
      params: categoryParamsSchema,
      response: { 200: guideSubCategoriesResponseSchema },
    },
  };
  app.get('/subcategory/guides/:cat_id', guideList, async (request) => {
    const category = await visibleCategory(app, await request.currentUser(), request.params.cat_id);
    const [intro] = await app.database.db
      .select()
      .from(guideIntros)
      .where(eq(guideIntros.categoryId, category.id));
    return {
      intro: intro
        ? {
            category_title: category.title,
            category_title_sp: category.titleSp,
            intro_content_en: intro.introContentEn,
            intro_content_sp: intro.introContentSp,
          }
        : null,
      data: await subCategoriesOf(app, category, 'guide'),
    };
  });

  const organizationList = {
    schema: {
      summary: 'A category’s organisation sub-categories',
      params: categoryParamsSchema,
      response: { 200: organizationSubCategoriesResponseSchema },
    },
  };
  const listOrganizationSubCategories = async (request: {
    params: { cat_id: number };
    currentUser(): Promise<UserRow>;
  }) => {
    const category = await visibleCategory(app, await request.currentUser(), request.params.cat_id);
    return { data: await subCategoriesOf(app, category, 'organization') };
  };
  app.get('/subcategory/org/:cat_id', organizationList, listOrganizationSubCategories);
  app.get('/subcategory/organizations/:cat_id', organizationList, listOrganizationSubCategories);

  app.get(
    '/content/:cat_id/:sub_cat_id',
    {
      schema: {
        summary: 'A guide’s content in English and Spanish',
        params: contentParamsSchema,
        response: { 200: contentResponseSchema },
      },
    },
    async (request) => {
      const { cat_id: categoryId, sub_cat_id: subCategoryId } = request.params;
      await visibleCategory(app, await request.currentUser(), categoryId);
      const [row] = await app.database.db
        .select({
          id: guideContents.id,
          pdfEn: guideContents.pdfEn,
          pdfSp: guideContents.pdfSp,
          contentEn: guideContents.contentEn,
          contentSp: guideContents.contentSp,
          reviewedAt: guideContents.reviewedAt,
        })
        .from(guideContents)
        .innerJoin(subCategories, eq(subCategories.id, guideContents.subCategoryId))
        .where(
          and(
            eq(subCategories.id, subCategoryId),
            eq(subCategories.categoryId, categoryId),
            eq(subCategories.kind, 'guide'),
          ),
        );
      if (!row) throw new AppError('not_found', 'There is no such guide in this category.');
      return {
        data: {
          id: row.id,
          pdf_en: row.pdfEn,
          pdf_sp: row.pdfSp,
          // Validated against the guide schema when written (seed-guides.ts).
          content_en: row.contentEn as GuideSection[],
          content_sp: row.contentSp as GuideSection[],
          reviewed_at: row.reviewedAt,
        },
      };
    },
  );

  const search = {
    schema: {
      summary: 'Guide search (HELPFUL INFORMATION)',
      querystring: guideSearchQuerySchema,
      response: { 200: guideSearchResponseSchema },
    },
  };
  const searchHandler = async (request: {
    query: { q: string };
    currentUser(): Promise<UserRow>;
  }) => ({
    data: await searchGuides(app.database.db, request.query.q, {
      limit: GUIDE_SEARCH_MAX_RESULTS,
      hiddenCategoryIds: hiddenCategoryIds(await request.currentUser()),
    }),
  });
  app.get('/search', search, searchHandler);
  app.get('/search/guides', search, searchHandler);
};
