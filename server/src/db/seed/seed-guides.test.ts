import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, useTestDatabase } from '../../../test/test-databases.ts';
import { guideContentSchema } from '../../services/guide-pdf/guide-content.ts';
import { guideContents, guideIntros, seedRuns, subCategories } from '../schema.ts';
import { sqlRows } from '../sql-rows.ts';
import { CATEGORY_ROWS, SUB_CATEGORY_ROWS } from './catalog/categories.ts';
import { GUIDE_INTROS, GUIDE_TEXTS } from './catalog/guide-texts.ts';
import { seedCatalog } from './seed-catalog.ts';
import {
  GUIDES_SEED_NAME,
  guidesSeedVersion,
  prepareGuideRows,
  seedGuides,
} from './seed-guides.ts';

const guideSubCategoryIds = SUB_CATEGORY_ROWS.filter((row) => row.kind === 'guide').map(
  (row) => row.id,
);

describe('guide texts', () => {
  it('pass the guide schema and refer to guide sub-categories and categories', () => {
    const { intros, guides } = prepareGuideRows();
    expect(guides).toHaveLength(GUIDE_TEXTS.length);
    expect(intros).toHaveLength(GUIDE_INTROS.length);
    for (const guide of guides) {
      expect(guideSubCategoryIds).toContain(guide.subCategoryId);
      expect(guide.contentEn.length, `guide ${guide.id} en`).toBeGreaterThan(0);
      expect(guide.contentSp.length, `guide ${guide.id} sp`).toBeGreaterThan(0);
    }
    const categoryIds = CATEGORY_ROWS.map((row) => row.id);
    for (const intro of intros) expect(categoryIds).toContain(intro.categoryId);
  });

  it('give a version that names the revision and the texts', () => {
    expect(guidesSeedVersion()).toMatch(/^r\d+-[0-9a-f]{16}$/);
    expect(guidesSeedVersion()).toBe(guidesSeedVersion());
  });
});

describe.each(databaseKinds)('seedGuides on $kind', (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(async () => {
    await seedCatalog(database().db);
  });

  it('writes every intro and guide once, records its version, and skips a second run', async () => {
    const { db } = database();
    const first = await seedGuides(db);
    expect(first.skipped).toBe(false);
    expect(first.counts).toEqual({
      guideIntros: GUIDE_INTROS.length,
      guideContents: GUIDE_TEXTS.length,
    });
    const [run] = await db.select().from(seedRuns).where(eq(seedRuns.name, GUIDES_SEED_NAME));
    expect(run?.version).toBe(guidesSeedVersion());
    expect((await seedGuides(db)).skipped).toBe(true);

    const forced = await seedGuides(db, { force: true });
    expect(forced.skipped).toBe(false);
    expect(await db.select().from(guideContents)).toHaveLength(GUIDE_TEXTS.length);
    expect(await db.select().from(guideIntros)).toHaveLength(GUIDE_INTROS.length);
  });

  it('stores each guide under its sub-category id with matching PDF names and content', async () => {
    const rows = await database().db.select().from(guideContents).orderBy(asc(guideContents.id));
    for (const text of GUIDE_TEXTS) {
      const row = rows.find((candidate) => candidate.subCategoryId === text.subCategoryId);
      expect(row, `guide ${text.subCategoryId}`).toMatchObject({
        id: text.subCategoryId,
        pdfEn: `guide-${text.subCategoryId}-en.pdf`,
        pdfSp: `guide-${text.subCategoryId}-sp.pdf`,
        contentEn: text.contentEn,
        contentSp: text.contentSp,
        reviewedAt: text.reviewedAt,
      });
      expect(guideContentSchema.safeParse(row?.contentSp).success).toBe(true);
    }
  });

  it('indexes titles in both languages above the text, accents folded', async () => {
    const { db } = database();
    for (const text of GUIDE_TEXTS) {
      const [sub] = await db
        .select()
        .from(subCategories)
        .where(eq(subCategories.id, text.subCategoryId));
      const [row] = await db
        .select({ vector: sql<string>`${guideContents.searchVector}::text` })
        .from(guideContents)
        .where(eq(guideContents.id, text.subCategoryId));
      // The first word of each title, lower-cased and without accents, weighted A.
      for (const title of [sub?.title ?? '', sub?.titleSp ?? '']) {
        const word = title
          .normalize('NFD')
          .replace(/\p{M}/gu, '')
          .toLowerCase()
          .split(/[^a-z0-9]+/)
          .find((part) => part.length > 2);
        // Stemmed in either language, so ask the database whether it matches as a title word.
        const [match] = await sqlRows<{ hit: boolean }>(
          db,
          sql`select search_vector @@ (to_tsquery('vh_en', ${`${word}:A`}) || to_tsquery('vh_es', ${`${word}:A`})) as hit
            from guide_contents where id = ${text.subCategoryId}`,
        );
        expect(match?.hit, `${text.subCategoryId}: ${title}`).toBe(true);
      }
      // Weight D, the default, is the one tsvector's text form leaves unmarked.
      expect(row?.vector).toMatch(/[:,]\d+(?=[, ]|$)/);
      expect(row?.vector).not.toMatch(/[áéíóúñü]/);
    }
  });

  it('leaves the id sequence past the chosen ids', async () => {
    const { db } = database();
    const [inserted] = await db
      .insert(guideContents)
      .values({
        subCategoryId: 54,
        pdfEn: 'x-en',
        pdfSp: 'x-sp',
        contentEn: [],
        contentSp: [],
        searchVector: sql`''::tsvector`,
      })
      .returning({ id: guideContents.id });
    const maxSeeded = Math.max(0, ...GUIDE_TEXTS.map((text) => text.subCategoryId));
    expect(inserted?.id).toBeGreaterThan(maxSeeded);
    await db.delete(guideContents).where(eq(guideContents.id, inserted?.id ?? 0));
  });

  it('has content for every guide sub-category', async () => {
    const rows = await database()
      .db.select({ id: guideContents.subCategoryId })
      .from(guideContents);
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      [...guideSubCategoryIds].sort((a, b) => a - b),
    );
  });

  it('has an intro for every category', async () => {
    const rows = await database().db.select({ id: guideIntros.categoryId }).from(guideIntros);
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      CATEGORY_ROWS.map((row) => row.id).sort((a, b) => a - b),
    );
  });
});
