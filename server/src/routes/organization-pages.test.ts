import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  organizationPageResponseSchema,
  organizationSearchResponseSchema,
} from '../../../src/contracts/organizations.ts';
import { normalizeSearchText } from '../../../src/contracts/search-text.ts';
import { ageOn } from '../../../src/contracts/users.ts';
import { organizations, organizationSubCategories, zipCentroids } from '../db/schema.ts';
import { seedCatalog } from '../db/seed/seed-catalog.ts';
import {
  listOrganizations,
  type OrganizationFilters,
} from '../services/organizations/find-organizations.ts';
import {
  createTestTokens,
  createTestUser,
  TEST_AUTH_ENV,
  type TestTokens,
} from '../../test/auth.ts';
import { buildTestApp, expectApiError } from '../../test/test-app.ts';
import { databaseKinds, useTestDatabase } from '../../test/test-databases.ts';

// Issue 40: the organisation lists a page at a time. Pages joined end to end are the whole
// answer, in its order, however the pages are cut and whatever is added or removed between
// them; a cursor serves only the question and the person it was made for.

const ZIPS = [
  { zip: '19104', latitude: 39.9597, longitude: -75.2024, stateCode: 'PA', city: 'Philadelphia' },
  { zip: '08002', latitude: 39.9308, longitude: -75.0175, stateCode: 'NJ', city: 'Cherry Hill' },
  { zip: '10001', latitude: 40.7506, longitude: -73.9972, stateCode: 'NY', city: 'New York' },
];
const SUB = 42;
const FIRST_ID = 920000;

/** A deterministic crowd around Philadelphia, with ties on distance and on name. */
function crowd(count: number, firstId: number, seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return Array.from({ length: count }, (_, index) => {
    const kind = next();
    const area = kind < 0.08 ? 'state' : kind < 0.14 ? 'national' : 'local';
    // Every fifth shares its place with the one before: equal distances.
    const lat = 39.5 + Math.floor(next() * 40) / 40;
    const lng = -75.8 + Math.floor(next() * 50) / 40;
    return {
      id: firstId + index,
      organization: `Quokkapaged ${Math.floor(next() * (count / 3))}`, // repeated names
      city: 'Philadelphia',
      serviceArea: area as 'state' | 'national' | 'local',
      state: area === 'national' ? null : next() < 0.7 ? 'PA' : 'NJ',
      latitude: area === 'local' ? lat : null,
      longitude: area === 'local' ? lng : null,
      profitOrganizationType: next() < 0.15 ? 'Government' : 'Non-Profit',
      veteransOnly: next() < 0.1,
      minAge: next() < 0.1 ? 18 : null,
      maxAge: next() < 0.1 ? 40 : null,
      source: 'Test fixture',
    };
  });
}

type Row = ReturnType<typeof crowd>[number];
const insertable = (row: Row) => ({
  ...row,
  nameSearch: normalizeSearchText(`${row.organization} ${row.city}`),
});

const bornYearsAgo = (years: number) => `${new Date().getFullYear() - years}-01-01`;
const USERS = {
  pa: { stateCode: 'PA', subscriptionStatus: 'active' as const },
  nj: { stateCode: 'NJ', subscriptionStatus: 'active' as const },
  veteran: { stateCode: 'PA', subscriptionStatus: 'active' as const, isVeteran: true },
  age30: { stateCode: 'PA', subscriptionStatus: 'active' as const, dob: bornYearsAgo(30) },
  age50: { stateCode: 'NJ', subscriptionStatus: 'active' as const, dob: bornYearsAgo(50) },
};
type UserName = keyof typeof USERS;

describe.each(databaseKinds)('organisation pages on $kind', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;
  let otherApp: FastifyInstance;
  let tokens: TestTokens;
  const headers = {} as Record<UserName, { authorization: string }>;

  beforeAll(async () => {
    const { db } = database();
    await seedCatalog(db);
    await db.insert(zipCentroids).values(ZIPS);
    const rows = crowd(140, FIRST_ID, 7);
    await db.insert(organizations).values(rows.map(insertable));
    await db
      .insert(organizationSubCategories)
      .values(
        rows.flatMap((row) => [
          { organizationId: row.id, subCategoryId: SUB },
          ...(row.serviceArea === 'national'
            ? [{ organizationId: row.id, subCategoryId: 35 }]
            : []),
        ]),
      );
    tokens = await createTestTokens();
    for (const [name, options] of Object.entries(USERS)) {
      const { claims } = await createTestUser(db, options);
      headers[name as UserName] = await tokens.headers(claims);
    }
    const env = {
      ...TEST_AUTH_ENV,
      CURSOR_SECRET: 'a'.repeat(40),
      USER_RATE_LIMIT_PER_MINUTE: '100000',
    };
    app = await buildTestApp(database(), { auth: tokens.auth, env });
    // Another server with another secret: its cursors are not this one's.
    otherApp = await buildTestApp(database(), {
      auth: tokens.auth,
      env: { ...env, CURSOR_SECRET: 'b'.repeat(40) },
    });
  });
  afterAll(async () => {
    await app?.close();
    await otherApp?.close();
  });

  const post = (
    url: string,
    payload: Record<string, unknown>,
    user: UserName = 'pa',
    server = app,
  ) => server.inject({ method: 'POST', url, headers: headers[user], payload });

  const listPage = async (body: Record<string, unknown>, user: UserName = 'pa') => {
    const response = await post('/api/v1/organizations', { sub_cat_id: SUB, ...body }, user);
    expect(response.statusCode, response.body).toBe(200);
    return organizationPageResponseSchema.parse(response.json());
  };

  /** Every page of a list, following `next`, with `between` run before each later page. */
  const allPages = async (
    body: Record<string, unknown>,
    user: UserName,
    sizes: () => number,
    between: () => Promise<void> = async () => {},
  ) => {
    const pages = [await listPage({ ...body, page_size: sizes() }, user)];
    for (let last = pages[0]; last?.next; last = pages.at(-1)) {
      await between();
      pages.push(await listPage({ ...body, page_size: sizes(), cursor: last.next }, user));
      expect(pages.length).toBeLessThan(1000);
    }
    return pages;
  };

  /** The whole answer, as the unpaged statement (the selected organisation's) gives it. */
  const complete = async (zip: (typeof ZIPS)[number], miles: number, user: UserName) => {
    const facts = USERS[user] as { stateCode: string; isVeteran?: boolean; dob?: string };
    const filters: OrganizationFilters = {
      centre: { latitude: zip.latitude, longitude: zip.longitude, stateCode: zip.stateCode },
      miles,
      age: ageOn(facts.dob ?? null, new Date()),
      isVeteran: facts.isVeteran ?? false,
      userStateCode: facts.stateCode,
    };
    return (await listOrganizations(database().db, SUB, filters)).map((row) => row.id);
  };

  it('joins its pages into the whole answer, in order, for any user, ZIP, radius and size', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...(Object.keys(USERS) as UserName[])),
        fc.constantFrom(...ZIPS),
        fc.integer({ min: 1, max: 200 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 8 }),
        async (user, zip, miles, sizes) => {
          let turn = 0;
          const pages = await allPages({ zip_code: zip.zip, miles }, user, () => {
            const size = sizes[turn % sizes.length] ?? 1;
            turn += 1;
            return size;
          });
          const joined = pages.flatMap((page) => page.data.map((row) => row.id));
          const whole = await complete(zip, miles, user);
          expect(joined).toEqual(whole);
          for (const page of pages) expect(page.total).toBe(whole.length);
          expect(pages.at(-1)?.next).toBeNull();
        },
      ),
      { numRuns: 30 },
    );
  });

  it('sees an organisation present throughout exactly once while others come and go', async () => {
    const { db } = database();
    let nextId = FIRST_ID + 5000;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...(Object.keys(USERS) as UserName[])),
        fc.integer({ min: 20, max: 150 }),
        fc.integer({ min: 4, max: 15 }),
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 1_000_000 })), {
          minLength: 1,
          maxLength: 30,
        }),
        async (user, miles, size, changes) => {
          const zip = ZIPS[0]!;
          const before = await complete(zip, miles, user);
          const added: number[] = [];
          const removed = new Set<number>();
          let step = 0;
          const between = async () => {
            const [insert, seed] = changes[step % changes.length] ?? [true, 1];
            step += 1;
            if (insert) {
              const rows = crowd(3, nextId, seed + 1);
              nextId += 3;
              await db.insert(organizations).values(rows.map(insertable));
              await db
                .insert(organizationSubCategories)
                .values(rows.map((row) => ({ organizationId: row.id, subCategoryId: SUB })));
              added.push(...rows.map((row) => row.id));
            } else {
              // Remove one of those already added (the fixture crowd stays for other tests).
              const victim = added.splice(seed % Math.max(added.length, 1), 1)[0];
              if (victim === undefined) return;
              removed.add(victim);
              await db
                .delete(organizationSubCategories)
                .where(eq(organizationSubCategories.organizationId, victim));
              await db.delete(organizations).where(eq(organizations.id, victim));
            }
          };
          const pages = await allPages({ zip_code: zip.zip, miles }, user, () => size, between);
          const seen = pages.flatMap((page) => page.data.map((row) => row.id));
          expect(new Set(seen).size).toBe(seen.length);
          const after = new Set(await complete(zip, miles, user));
          const throughout = before.filter((id) => after.has(id) && !removed.has(id));
          const counts = new Map<number, number>();
          for (const id of seen) counts.set(id, (counts.get(id) ?? 0) + 1);
          for (const id of throughout) expect(counts.get(id)).toBe(1);
          // The ones added stay for no other run.
          if (added.length) {
            await db
              .delete(organizationSubCategories)
              .where(inArray(organizationSubCategories.organizationId, added));
            await db.delete(organizations).where(inArray(organizations.id, added));
          }
        },
      ),
      { numRuns: 12 },
    );
  });

  it('pages the name search the same way, with its total', async () => {
    const search = async (payload: Record<string, unknown>) => {
      const response = await post('/api/v1/search/orgnaization', {
        zipcode: '19104',
        q: 'quokkapaged',
        miles: 200,
        ...payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      return organizationSearchResponseSchema.parse(response.json());
    };
    const first100 = await search({ page_size: 100 });
    const rest = first100.next ? await search({ page_size: 100, cursor: first100.next }) : null;
    expect(rest?.next ?? null).toBeNull();
    const whole = { data: [...first100.data, ...(rest?.data ?? [])], total: first100.total };
    expect(whole.total).toBeGreaterThan(25);
    expect(whole.data).toHaveLength(whole.total);
    for (const size of [3, 7, 25]) {
      const joined: number[] = [];
      let page = await search({ page_size: size });
      joined.push(...page.data.map((row) => row.id));
      while (page.next) {
        expect(page.data).toHaveLength(size);
        page = await search({ page_size: size, cursor: page.next });
        joined.push(...page.data.map((row) => row.id));
        expect(page.total).toBe(whole.total);
      }
      expect(joined).toEqual(whole.data.map((row) => row.id));
    }
    // The GET reading is the same question: its cursor serves the POST and back.
    const first = await search({ page_size: 5 });
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/search/orgnaization?${new URLSearchParams({
        zipcode: '19104',
        q: 'quokkapaged',
        miles: '200',
        page_size: '5',
        cursor: first.next ?? '',
      }).toString()}`,
      headers: headers.pa,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(organizationSearchResponseSchema.parse(response.json()).data.map((r) => r.id)).toEqual(
      whole.data.slice(5, 10).map((row) => row.id),
    );
  });

  it('answers 25 by default, and refuses a page size outside 1 to 100', async () => {
    const first = await listPage({ zip_code: '19104', miles: 200 });
    expect(first.data).toHaveLength(25);
    expect(first.total).toBeGreaterThan(25);
    expect(first.next).toEqual(expect.any(String));
    for (const page_size of [0, 101, 2.5]) {
      const error = expectApiError(
        await post('/api/v1/organizations', { sub_cat_id: SUB, zip_code: '19104', page_size }),
        400,
      );
      expect(error.code).toBe('validation_failed');
    }
  });

  describe('a cursor that is not this question’s', () => {
    const body = { sub_cat_id: SUB, zip_code: '19104', miles: 200, page_size: 10 };
    let cursor = '';
    beforeAll(async () => {
      cursor = (await listPage(body)).next ?? '';
      expect(cursor).not.toBe('');
    });
    const refused = async (
      payload: Record<string, unknown>,
      code: string,
      { user = 'pa' as UserName, url = '/api/v1/organizations', server = app } = {},
    ) => {
      const error = expectApiError(await post(url, payload, user, server), 400);
      expect(error.code).toBe(code);
      expect(error.details).toEqual([{ path: 'body.cursor', message: code }]);
    };

    it('is malformed: not two base64url parts, not JSON, the wrong shape, too long', async () => {
      const [payload, signature] = cursor.split('.') as [string, string];
      for (const bad of ['', 'x', 'a.b.c', `${payload}.`, `${payload}!.${signature}`]) {
        await refused({ ...body, cursor: bad }, 'cursor_malformed');
      }
      await refused({ ...body, cursor: 'A'.repeat(2000) }, 'cursor_malformed');
    });

    it('was altered, or signed by another server', async () => {
      const [payload, signature] = cursor.split('.') as [string, string];
      const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
        k: unknown[];
      };
      // Skipping ahead: the keys changed, the signature kept.
      decoded.k[5] = 999999999;
      const forged = Buffer.from(JSON.stringify(decoded)).toString('base64url');
      await refused({ ...body, cursor: `${forged}.${signature}` }, 'cursor_tampered');
      const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
      await refused({ ...body, cursor: `${payload}.${flipped}` }, 'cursor_tampered');
      await refused({ ...body, cursor }, 'cursor_tampered', { server: otherApp });
    });

    it('belongs to another question or another user', async () => {
      await refused({ ...body, cursor }, 'cursor_mismatch', { user: 'nj' });
      await refused({ ...body, miles: 100, cursor }, 'cursor_mismatch');
      await refused({ ...body, zip_code: '08002', cursor }, 'cursor_mismatch');
      await refused({ ...body, sub_cat_id: 35, cursor }, 'cursor_mismatch');
      // A list's cursor on the name search.
      await refused({ zipcode: '19104', q: 'quokkapaged', miles: 200, cursor }, 'cursor_mismatch', {
        url: '/api/v1/search/orgnaization',
      });
      // The page size may change from page to page.
      expect((await listPage({ ...body, page_size: 3, cursor })).data).toHaveLength(3);
    });
  });
});
