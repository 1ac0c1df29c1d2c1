import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { categories, subCategories } from '../schema.ts';
import { CATEGORY_ROWS, SUB_CATEGORY_ROWS } from './catalog/categories.ts';
import { runVersionedSeed, type VersionedSeedOptions } from './versioned-seed.ts';

export const CATALOG_SEED_NAME = 'catalog';
/** Bump when anything under ./catalog changes what is written. */
export const CATALOG_SEED_REVISION = 3;

/** Categories and sub-categories (guide intros and content are added by the content seed). */
export function seedCatalog(db: Db, options: VersionedSeedOptions = {}) {
  return runVersionedSeed(
    db,
    CATALOG_SEED_NAME,
    `r${CATALOG_SEED_REVISION}`,
    options,
    async (tx) => {
      await tx
        .insert(categories)
        .values(CATEGORY_ROWS)
        .onConflictDoUpdate({
          target: categories.id,
          set: {
            title: sql`excluded.title`,
            titleSp: sql`excluded.title_sp`,
            description: sql`excluded.description`,
            descriptionSp: sql`excluded.description_sp`,
            imageUrl: sql`excluded.image_url`,
            sortOrder: sql`excluded.sort_order`,
          },
        });
      await tx
        .insert(subCategories)
        .values(SUB_CATEGORY_ROWS)
        .onConflictDoUpdate({
          target: subCategories.id,
          set: {
            categoryId: sql`excluded.category_id`,
            kind: sql`excluded.kind`,
            title: sql`excluded.title`,
            titleSp: sql`excluded.title_sp`,
            sortOrder: sql`excluded.sort_order`,
          },
        });
      return { categories: CATEGORY_ROWS.length, subCategories: SUB_CATEGORY_ROWS.length };
    },
  );
}
