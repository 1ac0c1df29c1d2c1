import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, useTestDatabase } from '../../../test/test-databases.ts';
import { seedCatalog } from '../../db/seed/seed-catalog.ts';
import { seedGuides } from '../../db/seed/seed-guides.ts';
import { searchGuides } from './guide-search.ts';
import { SEARCH_SYNONYMS } from './search-synonyms.ts';

// Every phrase of every synonym entry, searched against the seeded guides as a user would
// type it, brings the entry's guide to the top.
describe.each(databaseKinds)('search synonyms on $kind', (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(async () => {
    await seedCatalog(database().db);
    await seedGuides(database().db);
  });
  const top = async (q: string) =>
    (await searchGuides(database().db, q, { limit: 5, hiddenCategoryIds: [] }))[0]?.sub_category_id;

  for (const entry of SEARCH_SYNONYMS) {
    it.each(entry.phrases)(`"%s" finds guide ${entry.finds}`, async (phrase) => {
      expect(await top(phrase)).toBe(entry.finds);
    });
  }
});
