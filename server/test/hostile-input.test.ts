import { count, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema.ts';
import { seedCatalog } from '../src/db/seed/seed-catalog.ts';
import { seedPlans } from '../src/db/seed/seed-plans.ts';
import { createTestTokens, createTestUser, TEST_AUTH_ENV } from './auth.ts';
import { buildTestApp, expectApiError } from './test-app.ts';
import { databaseKinds, useTestDatabase } from './test-databases.ts';
import { printedRoutes } from './printed-routes.ts';

/** Generated requests per route and caller; the whole file stays well under a minute. */
const RUNS_PER_ROUTE = 12;

// ---------------------------------------------------------------------------------------
// Generators. Raw values are sent as they are (already URL-safe or deliberately broken
// percent-encoding); generated text is percent-encoded.

const RAW_PATH_VALUES = [
  '..',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fpackage.json',
  '..%5C..%5Cwindows',
  'a%00b',
  '%00',
  '%',
  '%zz',
  '%F0%9F%98%80',
  '%C0%AF',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999999',
  '1e309',
  'NaN',
  'Infinity',
  '0x10',
  '1.5',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'prototype',
  'x'.repeat(4000),
  '%20',
];

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('😀👩‍👩‍👧', 'Ω≈ç√∫', '\u202e', '\u0000', "' OR 1=1 --", '<script>', '../'),
  fc.integer({ min: 2000, max: 20000 }).map((n) => 'A'.repeat(n)),
);

const pathValue = fc.oneof(
  fc.constantFrom(...RAW_PATH_VALUES),
  text.map((value) => encodeURIComponent(value) || 'x'),
);

/** Names the routes read, so some of the garbage reaches their validators' inner rules. */
const FIELD_NAMES = [
  'email',
  'first_name',
  'last_name',
  'role_id',
  'provider_id',
  'zipcode',
  'zip',
  'miles',
  'age',
  'is_veteran',
  'search_term',
  'q',
  'page',
  'limit',
  'cat_id',
  'sub_cat_id',
  'state_id',
  'city_id',
  'state',
  'user_id',
  'plan_id',
  'payment_plan_id',
  'order_id',
  'coupon',
  'redirect_status',
  'status',
  'language',
  'survey_id',
  'answers',
  'send_email',
  'dob',
  'contact_number',
  '__proto__',
  'constructor',
  'prototype',
];

const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53 + 1, 1e308, -0, true, false, null),
  fc.bigInt().map((value) => value.toString()),
);

const looseValue = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...FIELD_NAMES), scalar, { maxKeys: 3 }) },
);

function nested(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

/** A JSON (or not quite JSON) body as text. */
const bodyText = fc.oneof(
  fc
    .dictionary(fc.constantFrom(...FIELD_NAMES), looseValue, { maxKeys: 8 })
    .map((body) => JSON.stringify(body)),
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  fc.integer({ min: 100, max: 5000 }).map(nested),
  fc
    .integer({ min: 100, max: 2000 })
    .map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc.constantFrom(
    '{"__proto__":{"isAdmin":true,"is_admin":1}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '{"email":{"__proto__":{"toString":1}}}',
    '{"zipcode":"19104","__proto__":{"miles":1}}',
    '{',
    '{"a":1,}',
    "{'a':1}",
    'null',
    '[]',
    '""',
    '1e999',
    '\uFEFF{}',
    '',
  ),
  fc.integer({ min: 50_000, max: 70_000 }).map((n) => JSON.stringify({ email: 'e'.repeat(n) })),
);

const queryString = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...FIELD_NAMES), text), text), { maxLength: 6 })
  .map((pairs) =>
    pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`),
  )
  .chain((parts) =>
    fc
      .constantFrom('', '&q=%00', '&q[]=1&q[]=2', '&miles=1e309', '&__proto__[isAdmin]=1', '&%zz')
      .map((extra) => parts.join('&') + extra),
  );

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
);

// ---------------------------------------------------------------------------------------

describe.each(databaseKinds)('hostile input to every route on $kind', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;
  let subscriber: { authorization: string };
  let routes: { method: string; url: string }[];
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
    is(value, PgTable),
  );

  const rowCounts = async () => {
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const [row] = await database().db.select({ n: count() }).from(table);
      counts[getTableName(table)] = row?.n ?? 0;
    }
    return counts;
  };
  let before: Record<string, number>;

  beforeAll(async () => {
    const { db } = database();
    await seedCatalog(db);
    await seedPlans(db);
    const tokens = await createTestTokens();
    const { claims } = await createTestUser(db, { subscriptionStatus: 'active' });
    subscriber = await tokens.headers(claims, { expiresIn: 3600 });
    app = await buildTestApp(database(), {
      auth: tokens.auth,
      env: {
        ...TEST_AUTH_ENV,
        // Thousands of requests from one address and one user: the limits are tested apart.
        RATE_LIMIT_PER_MINUTE: '10000000',
        USER_RATE_LIMIT_PER_MINUTE: '10000000',
        SUBSCRIBE_RATE_LIMIT_PER_MINUTE: '10000000',
      },
    });
    await app.ready();
    routes = printedRoutes(app).filter(
      (route) => route.url.startsWith('/api/v1/') && ['GET', 'POST', 'PUT'].includes(route.method),
    );
    before = await rowCounts();
  });

  afterAll(async () => {
    await app?.close();
  });

  const request = fc.record({
    values: fc.array(pathValue, { minLength: 4, maxLength: 4 }),
    query: queryString,
    body: bodyText,
    contentType,
  });

  function check(response: LightMyRequestResponse, input: unknown) {
    const label = JSON.stringify(input).slice(0, 300);
    expect(response.statusCode, label).toBeLessThan(500);
    if (response.statusCode < 400) return;
    try {
      expectApiError(response, response.statusCode);
    } catch (error) {
      throw new Error(
        `${label}: ${response.statusCode} without the error object: ${response.body.slice(0, 300)}`,
        { cause: error },
      );
    }
  }

  it('finds the routes', () => {
    expect(tables.length).toBeGreaterThan(10);
    expect(routes.length).toBeGreaterThanOrEqual(3);
  });

  it('never answers 5xx, always the error object, without and with a subscriber token', async () => {
    for (const route of routes) {
      for (const caller of ['anonymous', 'subscriber'] as const) {
        await fc.assert(
          fc.asyncProperty(request, async (input) => {
            let index = 0;
            const path = route.url.replace(/:\w+|\*/g, () => input.values[index++] ?? 'x');
            const options: InjectOptions = {
              method: route.method as 'GET' | 'POST' | 'PUT',
              url: `${path}${input.query ? `?${input.query}` : ''}`,
              headers: caller === 'subscriber' ? { ...subscriber } : {},
            };
            if (route.method !== 'GET') {
              options.payload = input.body;
              options.headers = { ...options.headers, 'content-type': input.contentType };
            }
            const response = await app.inject(options);
            check(response, {
              route: `${route.method} ${route.url}`,
              caller,
              ...input,
              body: input.body.slice(0, 200),
            });
          }),
          { numRuns: RUNS_PER_ROUTE },
        );
      }
    }
  });

  // Fastify answers these before routing, outside the error handler, unless the app sets
  // the `frameworkErrors` option: named here so the cause is plain when they fail.
  it('answers an over-long or badly encoded path value with the error object', async () => {
    const route = routes.find(
      (candidate) => /:\w+/.test(candidate.url) && candidate.method === 'GET',
    );
    expect(route, 'a GET route with a path parameter').toBeDefined();
    for (const value of ['x'.repeat(200), '%zz', '%E0%A4%A']) {
      const url = route!.url.replace(/:\w+/g, value);
      const response = await app.inject({ method: 'GET', url, headers: subscriber });
      check(response, { route: `GET ${route!.url}`, value: value.slice(0, 20) });
    }
  });

  it('wrote nothing to any table', async () => {
    expect(await rowCounts()).toEqual(before);
  });
});
