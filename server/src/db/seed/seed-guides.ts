import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { guideIntros } from '../schema.ts';
import { guideContentSchema } from '../../services/guide-pdf/guide-content.ts';
import {
  refreshGuideVocabulary,
  upsertGuideContent,
} from '../../services/catalog/guide-document.ts';
import { CATEGORY_ROWS, SUB_CATEGORY_ROWS } from './catalog/categories.ts';
import { GUIDE_INTROS, GUIDE_TEXTS } from './catalog/guide-texts.ts';
import { runVersionedSeed, type VersionedSeedOptions } from './versioned-seed.ts';

export const GUIDES_SEED_NAME = 'guides';
/** Bump when this file changes what it writes (edited texts change the version by themselves). */
export const GUIDES_SEED_REVISION = 3;

/**
 * The version recorded in seed_runs: the revision plus a hash of everything written, so an
 * edited text or title (titles are part of the search document) is seeded on the next start.
 */
export function guidesSeedVersion(): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([GUIDE_INTROS, GUIDE_TEXTS, CATEGORY_ROWS, SUB_CATEGORY_ROWS]))
    .digest('hex')
    .slice(0, 16);
  return `r${GUIDES_SEED_REVISION}-${hash}`;
}

/**
 * Checks the texts against the catalogue and the guide schema before anything is written:
 * a mistake in them fails the seed (and its test) rather than reaching a reader.
 */
export function prepareGuideRows() {
  const categoriesById = new Map(CATEGORY_ROWS.map((row) => [row.id, row]));
  const subCategoriesById = new Map(SUB_CATEGORY_ROWS.map((row) => [row.id, row]));
  const seenIntros = new Set<number>();
  const intros = GUIDE_INTROS.map((intro) => {
    if (!categoriesById.has(intro.categoryId)) {
      throw new Error(`Guide intro for unknown category ${intro.categoryId}`);
    }
    if (seenIntros.has(intro.categoryId)) {
      throw new Error(`Two guide intros for category ${intro.categoryId}`);
    }
    seenIntros.add(intro.categoryId);
    return intro;
  });
  const seenGuides = new Set<number>();
  const guides = GUIDE_TEXTS.map((text) => {
    const subCategory = subCategoriesById.get(text.subCategoryId);
    if (subCategory?.kind !== 'guide') {
      throw new Error(`Guide text for ${text.subCategoryId}, which is not a guide sub-category`);
    }
    if (seenGuides.has(text.subCategoryId)) {
      throw new Error(`Two guide texts for sub-category ${text.subCategoryId}`);
    }
    seenGuides.add(text.subCategoryId);
    const category = categoriesById.get(subCategory.categoryId);
    if (!category) throw new Error(`Sub-category ${subCategory.id} has no category`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text.reviewedAt)) {
      throw new Error(`Guide ${text.subCategoryId}: reviewedAt must be YYYY-MM-DD`);
    }
    return {
      // One guide per sub-category: its content id is the sub-category id, so the PDF names
      // (guide-<id>-en.pdf) stay the same on every machine and across re-seeds.
      id: subCategory.id,
      subCategoryId: subCategory.id,
      reviewedAt: text.reviewedAt,
      categoryTitle: category.title,
      categoryTitleSp: category.titleSp,
      subCategoryTitle: subCategory.title,
      subCategoryTitleSp: subCategory.titleSp,
      contentEn: guideContentSchema.parse(text.contentEn),
      contentSp: guideContentSchema.parse(text.contentSp),
      saysEn: text.saysEn,
      saysSp: text.saysSp,
    };
  });
  return { intros, guides };
}

/** Seeds guide intros and guide content, with their search documents. */
export function seedGuides(db: Db, options: VersionedSeedOptions = {}) {
  return runVersionedSeed(db, GUIDES_SEED_NAME, guidesSeedVersion(), options, async (tx) => {
    const { intros, guides } = prepareGuideRows();
    if (intros.length > 0) {
      await tx
        .insert(guideIntros)
        .values(intros)
        .onConflictDoUpdate({
          target: guideIntros.categoryId,
          set: {
            introContentEn: sql`excluded.intro_content_en`,
            introContentSp: sql`excluded.intro_content_sp`,
          },
        });
    }
    for (const guide of guides) await upsertGuideContent(tx, guide);
    await refreshGuideVocabulary(tx);
    // The ids were chosen here, not drawn from the serial: move it past them so a row added
    // without an id later cannot collide.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('guide_contents', 'id'), greatest((select max(id) from guide_contents), 1))`,
    );
    return { guideIntros: intros.length, guideContents: guides.length };
  });
}
