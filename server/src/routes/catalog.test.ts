import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoriesResponseSchema,
  contentResponseSchema,
  GUIDE_SEARCH_MAX_RESULTS,
  guideSearchResponseSchema,
  guideSubCategoriesResponseSchema,
  organizationSubCategoriesResponseSchema,
} from '../../../src/contracts/catalog.ts';
import {
  createTestTokens,
  createTestUser,
  TEST_AUTH_ENV,
  type TestTokens,
} from '../../test/auth.ts';
import { buildTestApp, expectApiError } from '../../test/test-app.ts';
import { databaseKinds, useTestDatabase } from '../../test/test-databases.ts';
import type { Db } from '../db/client.ts';
import { categories, subCategories } from '../db/schema.ts';
import { SPECIAL_IDS } from '../../../src/contracts/catalog.ts';
import { CATEGORY_ROWS, SUB_CATEGORY_ROWS } from '../db/seed/catalog/categories.ts';
import { GUIDE_INTROS, GUIDE_TEXTS } from '../db/seed/catalog/guide-texts.ts';
import { STATE_NAMES } from '../../../src/contracts/us-states.ts';
import { seedCatalog } from '../db/seed/seed-catalog.ts';
import { seedGuides } from '../db/seed/seed-guides.ts';
import { STATE_NAMES_SP } from '../../../src/contracts/state-names-sp.ts';
import { upsertGuideContent } from '../services/catalog/guide-document.ts';
import type { GuideContent } from '../services/guide-pdf/guide-content.ts';

const VETERANS = SPECIAL_IDS.veteransCategory;
/** A category of the tests' own: no intro, and titles without any of the search words. */
const TEST_CATEGORY = 99;
const TEST_CATEGORY_TITLES = { title: 'Test shelf', titleSp: 'Estante de prueba' };

function paragraphs(title: string, ...texts: string[]): GuideContent {
  return [
    { title, uitype: 'section', content: texts.map((text) => ({ type: 'para', content: text })) },
  ];
}

/** A guide of the tests' own, written the way the seed writes guides. */
async function addGuide(
  db: Db,
  guide: {
    id: number;
    categoryId?: number;
    title: string;
    titleSp: string;
    en: GuideContent;
    sp: GuideContent;
  },
) {
  const categoryId = guide.categoryId ?? TEST_CATEGORY;
  const category =
    categoryId === TEST_CATEGORY
      ? TEST_CATEGORY_TITLES
      : CATEGORY_ROWS.find((row) => row.id === categoryId);
  if (!category) throw new Error(`no category ${categoryId}`);
  await db.insert(subCategories).values({
    id: guide.id,
    categoryId,
    kind: 'guide',
    title: guide.title,
    titleSp: guide.titleSp,
    sortOrder: guide.id,
  });
  await upsertGuideContent(db, {
    id: guide.id,
    subCategoryId: guide.id,
    reviewedAt: null,
    categoryTitle: category.title,
    categoryTitleSp: category.titleSp,
    subCategoryTitle: guide.title,
    subCategoryTitleSp: guide.titleSp,
    contentEn: guide.en,
    contentSp: guide.sp,
  });
}

describe.each(databaseKinds)('catalogue routes on $kind', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;
  let tokens: TestTokens;
  const as: Record<
    'subscriber' | 'veteran' | 'admin' | 'unsubscribed' | 'lapsed' | 'trial',
    {
      authorization: string;
    }
  > = {} as never;

  beforeAll(async () => {
    const { db } = database();
    await seedCatalog(db);
    await seedGuides(db);
    await db.insert(categories).values({
      id: TEST_CATEGORY,
      ...TEST_CATEGORY_TITLES,
      description: 'Only in tests',
      descriptionSp: 'Solo en pruebas',
      imageUrl: '/images/categories/test.svg',
      sortOrder: 99,
    });
    // Accent folding, both ways: the text has the accents the query lacks, and back.
    await addGuide(db, {
      id: 901,
      title: 'Zorblat clinics',
      titleSp: 'Clínicas zorblat',
      en: paragraphs('Where to go', 'Ask the zorblat desk.'),
      sp: paragraphs('Adónde ir', 'La Clínica de visión zorblat atiende los lunes.'),
    });
    await addGuide(db, {
      id: 902,
      title: 'Plain quorple vision',
      titleSp: 'Quorple simple',
      en: paragraphs('About', 'Nothing accented here.'),
      sp: paragraphs('Acerca', 'Nada acentuado aqui.'),
    });
    // Ranking: one guide named after the word, one that only repeats it in its text.
    await addGuide(db, {
      id: 903,
      title: 'Mentions',
      titleSp: 'Menciones',
      en: paragraphs('Text', 'wibbleton wibbleton wibbleton wibbleton, wibbleton again.'),
      sp: paragraphs('Texto', 'wibbleton wibbleton wibbleton.'),
    });
    await addGuide(db, {
      id: 904,
      title: 'Wibbleton',
      titleSp: 'Wibbleton',
      en: paragraphs('Text', 'A short guide.'),
      sp: paragraphs('Texto', 'Una guía corta.'),
    });
    // More matches than one page of results.
    for (let index = 0; index < GUIDE_SEARCH_MAX_RESULTS + 5; index += 1) {
      await addGuide(db, {
        id: 910 + index,
        title: `Plentiful ${index}`,
        titleSp: `Abundante ${index}`,
        en: paragraphs('Text', 'plentiful'),
        sp: paragraphs('Texto', 'abundante'),
      });
    }
    // A veterans' guide: hidden from people who are not veterans.
    await addGuide(db, {
      id: 950,
      categoryId: VETERANS,
      title: 'Zorblat for veterans',
      titleSp: 'Zorblat para veteranos',
      en: paragraphs('Text', 'For veterans.'),
      sp: paragraphs('Texto', 'Para veteranos.'),
    });

    tokens = await createTestTokens();
    app = await buildTestApp(database(), { env: TEST_AUTH_ENV, auth: tokens.auth });
    const user = async (options: Parameters<typeof createTestUser>[1]) =>
      tokens.headers((await createTestUser(db, options)).claims);
    as.subscriber = await user({ subscriptionStatus: 'active' });
    as.trial = await user({ subscriptionStatus: 'trial_active' });
    as.veteran = await user({ subscriptionStatus: 'active', isVeteran: true });
    as.admin = await user({ isAdmin: true });
    as.unsubscribed = await user({});
    as.lapsed = await user({ subscriptionStatus: 'canceled' });
  });
  afterAll(() => app.close());

  const get = (url: string, headers?: { authorization: string }) =>
    app.inject({ method: 'GET', url: `/api/v1${url}`, ...(headers ? { headers } : {}) });

  const seededIds = CATEGORY_ROWS.map((row) => row.id);

  describe('GET /category', () => {
    const ids = async (headers: { authorization: string }, url = '/category') => {
      const response = await get(url, headers);
      expect(response.statusCode).toBe(200);
      return categoriesResponseSchema
        .strict()
        .parse(response.json())
        .data.map((category) => category.id)
        .filter((id) => seededIds.includes(id));
    };

    it('lists categories in sort order without the veterans’ one for others', async () => {
      const expected = CATEGORY_ROWS.filter((row) => row.id !== VETERANS)
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map((row) => row.id);
      expect(await ids(as.subscriber)).toEqual(expected);
    });

    it('puts the veterans’ category first for veterans', async () => {
      const list = await ids(as.veteran);
      expect(list[0]).toBe(VETERANS);
      expect(list.slice(1)).toEqual(seededIds.filter((id) => id !== VETERANS));
    });

    it('shows every category to an admin', async () => {
      expect(await ids(as.admin)).toEqual(seededIds);
    });

    it('answers with the spec’s fields, under both spellings of the path', async () => {
      const response = await get('/category', as.subscriber);
      const first = categoriesResponseSchema.strict().parse(response.json()).data[0];
      const row = CATEGORY_ROWS[0];
      expect(first).toEqual({
        id: row?.id,
        title: row?.title,
        title_sp: row?.titleSp,
        description: row?.description,
        description_sp: row?.descriptionSp,
        urls: row?.imageUrl,
      });
      expect((await get('/categories', as.subscriber)).json()).toEqual(response.json());
    });

    it('needs only a sign-in, not a subscription', async () => {
      expect(await ids(as.unsubscribed)).toHaveLength(seededIds.length - 1);
    });

    it('needs a token, and a user who has signed in here', async () => {
      expectApiError(await get('/category'), 401);
      expectApiError(await get('/category', await tokens.headers({ sub: 'auth0|nobody' })), 403);
    });
  });

  describe('GET /subcategory/guides/:cat_id', () => {
    it('gives the intro and the guide sub-categories in order', async () => {
      const intro = GUIDE_INTROS[0];
      if (!intro) throw new Error('no intro to test with');
      const category = CATEGORY_ROWS.find((row) => row.id === intro.categoryId);
      const response = await get(`/subcategory/guides/${intro.categoryId}`, as.subscriber);
      expect(response.statusCode).toBe(200);
      const body = guideSubCategoriesResponseSchema.strict().parse(response.json());
      expect(body.intro).toEqual({
        category_title: category?.title,
        category_title_sp: category?.titleSp,
        intro_content_en: intro.introContentEn,
        intro_content_sp: intro.introContentSp,
      });
      const expected = SUB_CATEGORY_ROWS.filter(
        (row) => row.categoryId === intro.categoryId && row.kind === 'guide',
      ).sort((a, b) => a.sortOrder - b.sortOrder);
      expect(body.data).toEqual(
        expected.map((row) => ({
          id: row.id,
          title: row.title,
          title_sp: row.titleSp,
          category_title: category?.title,
          category_title_sp: category?.titleSp,
          category_image: category?.imageUrl,
        })),
      );
    });

    it('gives a null intro when the category has none', async () => {
      const body = guideSubCategoriesResponseSchema.parse(
        (await get(`/subcategory/guides/${TEST_CATEGORY}`, as.subscriber)).json(),
      );
      expect(body.intro).toBeNull();
      expect(body.data.map((row) => row.id)).toContain(901);
    });

    it('hides the veterans’ category from others (403) but not from veterans or admins', async () => {
      expectApiError(await get(`/subcategory/guides/${VETERANS}`, as.subscriber), 403);
      for (const headers of [as.veteran, as.admin]) {
        const body = guideSubCategoriesResponseSchema.parse(
          (await get(`/subcategory/guides/${VETERANS}`, headers)).json(),
        );
        expect(body.data.map((row) => row.id)).toContain(950);
      }
    });

    it('answers 404 for an unknown category and 400 for a bad id', async () => {
      expectApiError(await get('/subcategory/guides/12345', as.subscriber), 404);
      for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
        const error = expectApiError(await get(`/subcategory/guides/${bad}`, as.subscriber), 400);
        expect(error.details[0]?.path).toBe('params.cat_id');
      }
    });

    it('needs a token and a subscription', async () => {
      expectApiError(await get('/subcategory/guides/1'), 401);
      expect(expectApiError(await get('/subcategory/guides/1', as.unsubscribed), 403).code).toBe(
        'subscription_required',
      );
      expectApiError(await get('/subcategory/guides/1', as.lapsed), 403);
      expect((await get('/subcategory/guides/1', as.trial)).statusCode).toBe(200);
    });
  });

  describe('GET /subcategory/org/:cat_id', () => {
    it('lists the organisation sub-categories in order, under both spellings', async () => {
      const response = await get('/subcategory/org/3', as.subscriber);
      expect(response.statusCode).toBe(200);
      const body = organizationSubCategoriesResponseSchema.strict().parse(response.json());
      const expected = SUB_CATEGORY_ROWS.filter(
        (row) => row.categoryId === 3 && row.kind === 'organization',
      )
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map((row) => row.id);
      expect(body.data.map((row) => row.id)).toEqual(expected);
      expect(body.data[0]?.category_title).toBe('Low vision');
      expect((await get('/subcategory/organizations/3', as.subscriber)).json()).toEqual(
        response.json(),
      );
    });

    it('applies the veterans rule, 404 and 400 too', async () => {
      expectApiError(await get(`/subcategory/org/${VETERANS}`, as.subscriber), 403);
      expect((await get(`/subcategory/org/${VETERANS}`, as.veteran)).statusCode).toBe(200);
      expectApiError(await get('/subcategory/org/12345', as.subscriber), 404);
      expectApiError(await get('/subcategory/org/x', as.subscriber), 400);
    });

    it('needs a token and a subscription', async () => {
      expectApiError(await get('/subcategory/org/3'), 401);
      expectApiError(await get('/subcategory/org/3', as.unsubscribed), 403);
    });
  });

  describe('GET /content/:cat_id/:sub_cat_id', () => {
    const guide = GUIDE_TEXTS[0];
    const sub = SUB_CATEGORY_ROWS.find((row) => row.id === guide?.subCategoryId);

    it('gives a seeded guide’s content in both languages with its PDF names', async () => {
      if (!guide || !sub) throw new Error('no guide to test with');
      const response = await get(`/content/${sub.categoryId}/${sub.id}`, as.subscriber);
      expect(response.statusCode).toBe(200);
      const { data } = contentResponseSchema.strict().parse(response.json());
      expect(data).toEqual({
        id: sub.id,
        pdf_en: `guide-${sub.id}-en.pdf`,
        pdf_sp: `guide-${sub.id}-sp.pdf`,
        content_en: guide.contentEn,
        content_sp: guide.contentSp,
        reviewed_at: guide.reviewedAt,
      });
    });

    it('gives the white cane laws with one section per state and DC in both languages', async () => {
      const response = await get('/content/5/16', as.subscriber);
      expect(response.statusCode).toBe(200);
      const { data } = contentResponseSchema.parse(response.json());
      const codes = Object.keys(STATE_NAMES);
      expect(codes).toHaveLength(51);
      const expected = {
        en: codes.map((code) => STATE_NAMES[code]),
        sp: codes.map((code) => STATE_NAMES_SP[code]),
      };
      for (const [language, sections] of [
        ['en', data.content_en],
        ['sp', data.content_sp],
      ] as const) {
        const states = sections.filter((section) => section.enableDropdown);
        expect(states.map((section) => section.title).sort()).toEqual(
          [...expected[language]].sort(),
        );
        // The dropdown offers every state, Alabama first (the spec's default).
        for (const section of states) {
          expect(section.dropdownOptions?.[0]).toBe('Alabama');
          expect(section.dropdownOptions).toHaveLength(51);
          // Every section says when it was last verified.
          expect(JSON.stringify(section.content)).toMatch(/20\d\d/);
        }
      }
    });

    it('answers 404 when the sub-category is not a guide of that category', async () => {
      if (!sub) throw new Error('no guide to test with');
      const otherCategory = sub.categoryId === 2 ? 3 : 2;
      expectApiError(await get(`/content/${otherCategory}/${sub.id}`, as.subscriber), 404);
      // An organisation sub-category of the right category.
      expectApiError(await get('/content/1/35', as.subscriber), 404);
      expectApiError(await get(`/content/${sub.categoryId}/77777`, as.subscriber), 404);
      expectApiError(await get(`/content/12345/${sub.id}`, as.subscriber), 404);
    });

    it('hides veterans’ guides from others', async () => {
      expectApiError(await get(`/content/${VETERANS}/950`, as.subscriber), 403);
      expect((await get(`/content/${VETERANS}/950`, as.veteran)).statusCode).toBe(200);
      expect((await get(`/content/${VETERANS}/950`, as.admin)).statusCode).toBe(200);
    });

    it.each(['x/1', '1/x', '0/1', '1/0', '1/1.5', '1/99999999999'])(
      '/content/%s → 400',
      async (path) => {
        expectApiError(await get(`/content/${path}`, as.subscriber), 400);
      },
    );

    it('needs a token and a subscription', async () => {
      expectApiError(await get('/content/1/1'), 401);
      expectApiError(await get('/content/1/1', as.unsubscribed), 403);
    });
  });

  describe('GET /search', () => {
    const search = async (q: string, headers = as.subscriber, path = '/search') => {
      const response = await get(`${path}?q=${encodeURIComponent(q)}`, headers);
      expect(response.statusCode, response.body).toBe(200);
      return guideSearchResponseSchema.strict().parse(response.json()).data;
    };
    const ids = async (q: string, headers = as.subscriber) =>
      (await search(q, headers)).map((hit) => hit.id);

    const first = async (q: string) => (await ids(q))[0];

    it('ignores accents: "clinica" finds "Clínica", "vision" finds "visión"', async () => {
      expect(await first('zorblat clinica')).toBe(901);
      expect(await first('zorblat vision')).toBe(901);
      // And the other way: accents typed, none in the text.
      expect(await first('quorple visión')).toBe(902);
    });

    it('matches a word no guide has whole as a prefix, in either language, ignoring case', async () => {
      expect(await first('ZORB CLÍN')).toBe(901);
      expect(await ids('lunes zorbl')).toEqual([901]);
    });

    it('finds guides with any of the words, those with more of them first', async () => {
      expect(await ids('zorblat nowhere')).toEqual([901]);
      expect((await ids('quorple zorblat clinica'))[0]).toBe(901);
      expect(await ids('quorple zorblat clinica')).toContain(902);
    });

    // What people type, against the seeded guides (sub-category ids: 4 Glaucoma, 10 In the
    // kitchen, 21 Vocational rehabilitation, 67 Reading with low vision, 7 Cataract, 16 White
    // cane laws, 19 Screen readers, 14 Guide dogs, 18 Talking books, 30 Your VIST coordinator).
    // Guide search's own tests, with the situations of issue 36: guide-search-set.test.ts.
    it.each([
      ['eye drops for glaucoma', 4],
      ['learning to cook', 10],
      ['jobs for blind people', 21],
      ['reading the newspaper', 67],
    ])('several words: "%s" finds guide %i first', async (q, id) => {
      expect((await search(q))[0]?.sub_category_id).toBe(id);
    });

    it.each([
      ['glaukoma', 4],
      ['cataracs', 7],
      ['braile', 17],
    ])('one typo: "%s" finds guide %i first', async (q, id) => {
      expect((await search(q))[0]?.sub_category_id).toBe(id);
    });

    it('corrects a typo to the words of a guide added after the seed', async () => {
      // Guide 904 was added by upsertGuideContent(), which adds its words to guide_vocabulary.
      expect((await ids('wibbelton'))[0]).toBe(904);
    });

    it('no accents, and Spanish stems: plural or singular, any ending', async () => {
      expect((await search('baston blanco leyes'))[0]?.sub_category_id).toBe(16);
      expect((await search('lector de pantalla'))[0]?.sub_category_id).toBe(19);
      expect((await search('perros guías'))[0]?.sub_category_id).toBe(14);
      expect((await search('perro guia'))[0]?.sub_category_id).toBe(14);
    });

    it('words our users say, from the guides\' "what people say": "audio books" finds Talking books', async () => {
      expect((await search('audio books'))[0]?.sub_category_id).toBe(18);
    });

    it('stop words alone find nothing, rather than every guide', async () => {
      expect(await search('the and for')).toEqual([]);
      expect(await search('para los que')).toEqual([]);
    });

    it('keeps the veterans’ guides from non-veterans in every kind of match', async () => {
      expect(await ids('VIST coordinator')).not.toContain(30);
      expect(await ids('VIST coordinatr')).not.toContain(30);
      expect(await ids('VIST coordinator', as.veteran)).toContain(30);
    });

    it('ranks a guide named after the words above one that only mentions them', async () => {
      expect(await ids('wibbleton')).toEqual([904, 903]);
    });

    it('returns the spec’s fields', async () => {
      const [hit] = await search('zorblat clinica');
      expect(hit).toEqual({
        id: 901,
        sub_category_title: 'Zorblat clinics',
        sub_category_title_sp: 'Clínicas zorblat',
        sub_category_id: 901,
        cat_id: TEST_CATEGORY,
        cat_image: '/images/categories/test.svg',
        cat_title: TEST_CATEGORY_TITLES.title,
        cat_title_sp: TEST_CATEGORY_TITLES.titleSp,
      });
    });

    it('finds seeded guides by their title', async () => {
      const guide = GUIDE_TEXTS[0];
      const sub = SUB_CATEGORY_ROWS.find((row) => row.id === guide?.subCategoryId);
      if (!sub) throw new Error('no guide to test with');
      expect(await ids(sub.title)).toContain(sub.id);
      expect(await ids(sub.titleSp)).toContain(sub.id);
    });

    it(`returns at most ${GUIDE_SEARCH_MAX_RESULTS}`, async () => {
      expect(await search('plentiful')).toHaveLength(GUIDE_SEARCH_MAX_RESULTS);
    });

    it('hides veterans’ guides from others', async () => {
      expect(await ids('zorblat')).not.toContain(950);
      expect(await ids('zorblat', as.veteran)).toContain(950);
      expect(await ids('zorblat', as.admin)).toContain(950);
    });

    it('treats tsquery operators as separators, never as syntax', async () => {
      for (const q of ['zorblat & !clinica', 'zorblat:* | (clinica)', "'zorblat' <-> \\clinica"]) {
        expect(await first(q), q).toBe(901);
      }
      expect(await search('!!! &&& |||')).toEqual([]);
      // Only words to look for: the guides are still there afterwards.
      await search("'; drop table guide_contents; --");
      expect(await first('zorblat')).toBe(901);
    });

    it('answers the same at /search/guides', async () => {
      expect(await search('zorblat', as.subscriber, '/search/guides')).toEqual(
        await search('zorblat'),
      );
    });

    it.each([
      ['missing', ''],
      ['two characters', 'q=ab'],
      ['two characters among spaces', 'q=%20ab%20%20'],
      ['101 characters', `q=${'a'.repeat(101)}`],
    ])('%s → 400', async (_name, query) => {
      const error = expectApiError(await get(`/search?${query}`, as.subscriber), 400);
      expect(error.details.map((detail) => detail.path)).toEqual(['querystring.q']);
    });

    it('needs a token and a subscription', async () => {
      expectApiError(await get('/search?q=zorblat'), 401);
      expectApiError(await get('/search?q=zorblat', as.unsubscribed), 403);
      expectApiError(await get('/search/guides?q=zorblat', as.lapsed), 403);
    });
  });
});
