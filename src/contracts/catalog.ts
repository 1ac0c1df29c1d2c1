import { z } from 'zod';

// Categories, sub-categories, guide content and guide search (spec sections 3 and 7).
// Shared with the browser.

/** PostgreSQL `integer` ids. */
const MAX_ID = 2_147_483_647;

/** Guide search starts when more than 2 characters are typed (spec section 5). */
export const GUIDE_SEARCH_MIN_LENGTH = 3;
export const GUIDE_SEARCH_MAX_LENGTH = 100;
export const GUIDE_SEARCH_MAX_RESULTS = 20;

/**
 * Ids with rules attached to them (spec sections 5 and 9): the one definition, for the
 * server's rules, the seed and the browser alike.
 */
export const SPECIAL_IDS = {
  /** Category shown only to veterans, and first for them. */
  veteransCategory: 11,
  /** National organisations: no distance, never filtered out. */
  nationalSubCategory: 35,
  /** Shows the Blind Low Vision survey (survey 2) until completed, then optometrists. */
  blvSurveySubCategory: 44,
  /** No age bounds for these (services for every age): age counts as 0. */
  ageFreeSubCategories: [45, 47, 50] as readonly number[],
  lowVisionOptometristsSubCategory: 47,
  clinicalTrialsSubCategory: 48,
  /** The category the clinical trials sub-category belongs to. */
  clinicalTrialsCategory: 13,
  /** Always shown, whatever the distance or filters. */
  alwaysShownOrganization: 5188,
} as const;

const idParam = (description: string) =>
  z.coerce.number().int().min(1).max(MAX_ID).describe(description);

export const categorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_sp: z.string(),
  description: z.string(),
  description_sp: z.string(),
  urls: z.string().describe('Path of the category image'),
});

export const categoriesResponseSchema = z.object({
  data: z
    .array(categorySchema)
    .describe('Categories in display order; veterans (11) only for veterans, and first'),
});

export const categoryParamsSchema = z.object({
  cat_id: idParam('Category id'),
});

export const subCategorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_sp: z.string(),
  category_title: z.string(),
  category_title_sp: z.string(),
  category_image: z.string().describe('Path of the category image'),
});

export const guideIntroSchema = z.object({
  category_title: z.string(),
  category_title_sp: z.string(),
  intro_content_en: z.string(),
  intro_content_sp: z.string(),
});

export const guideSubCategoriesResponseSchema = z.object({
  intro: guideIntroSchema.nullable().describe('The category’s Overview text, when written'),
  data: z.array(subCategorySchema).describe('Guide sub-categories (HELPFUL INFORMATION)'),
});

export const organizationSubCategoriesResponseSchema = z.object({
  data: z.array(subCategorySchema).describe('Organisation sub-categories (GET HELP)'),
});

export const guideItemSchema = z.object({
  type: z.enum(['para', 'link']),
  content: z.string().describe('Paragraph text, or the link’s address'),
  displayText: z.string().optional().describe('A link’s text'),
});

export const guideSectionSchema = z.object({
  title: z.string(),
  uitype: z.enum(['section', 'section-list', 'paragraph']),
  content: z.array(guideItemSchema),
  enableDropdown: z
    .boolean()
    .optional()
    .describe('A state-law section: the screen shows only the state chosen in a dropdown'),
  dropdownOptions: z.array(z.string()).optional(),
});

export const contentParamsSchema = z.object({
  cat_id: idParam('Category id'),
  sub_cat_id: idParam('Guide sub-category id'),
});

export const guideContentSchema = z.object({
  id: z.number().int().describe('Guide content id (also in the PDF file names)'),
  pdf_en: z.string().describe('File name for GET /dfiles/{fileName}, English'),
  pdf_sp: z.string().describe('File name for GET /dfiles/{fileName}, Spanish'),
  content_en: z.array(guideSectionSchema),
  content_sp: z.array(guideSectionSchema),
  reviewed_at: z.string().nullable().describe('When a person last checked the facts (YYYY-MM-DD)'),
});

export const contentResponseSchema = z.object({ data: guideContentSchema });

export const guideSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(GUIDE_SEARCH_MIN_LENGTH, `Type at least ${GUIDE_SEARCH_MIN_LENGTH} characters.`)
    .max(GUIDE_SEARCH_MAX_LENGTH, `Type at most ${GUIDE_SEARCH_MAX_LENGTH} characters.`)
    .describe(
      'Words to find in guide titles and text, English or Spanish; accents and case are ' +
        'ignored and every word matches as a prefix',
    ),
});

export const guideSearchResultSchema = z.object({
  id: z.number().int().describe('Guide content id'),
  sub_category_title: z.string(),
  sub_category_title_sp: z.string(),
  sub_category_id: z.number().int(),
  cat_id: z.number().int(),
  cat_image: z.string(),
  cat_title: z.string(),
  cat_title_sp: z.string(),
});

export const guideSearchResponseSchema = z.object({
  data: z.array(guideSearchResultSchema).describe('At most 20 guides, best match first'),
});

export const guideFileParamsSchema = z.object({
  fileName: z.string().max(200).describe('A pdf_en or pdf_sp name, e.g. "guide-1-en.pdf"'),
});

export type Category = z.infer<typeof categorySchema>;
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;
export type SubCategory = z.infer<typeof subCategorySchema>;
export type GuideIntro = z.infer<typeof guideIntroSchema>;
export type GuideSubCategoriesResponse = z.infer<typeof guideSubCategoriesResponseSchema>;
export type OrganizationSubCategoriesResponse = z.infer<
  typeof organizationSubCategoriesResponseSchema
>;
export type GuideItem = z.infer<typeof guideItemSchema>;
export type GuideSection = z.infer<typeof guideSectionSchema>;
export type GuideContent = z.infer<typeof guideContentSchema>;
export type ContentResponse = z.infer<typeof contentResponseSchema>;
export type GuideSearchQuery = z.input<typeof guideSearchQuerySchema>;
export type GuideSearchResult = z.infer<typeof guideSearchResultSchema>;
export type GuideSearchResponse = z.infer<typeof guideSearchResponseSchema>;
