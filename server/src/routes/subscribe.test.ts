import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { subscribeResponseSchema } from '../../../src/contracts/subscribe.ts';
import { emailSubscribers } from '../db/schema.ts';
import { buildTestApp, expectApiError } from '../../test/test-app.ts';
import { databaseKinds, useTestDatabase } from '../../test/test-databases.ts';

const url = '/api/v1/subscribe';
let serial = 0;
/** A fresh address per test: the suite shares one database. */
const newAddress = () => `reader${++serial}.${Date.now()}@example.com`;

describe.each(databaseKinds)('POST /api/v1/subscribe on $kind', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await buildTestApp(database());
  });
  afterEach(async () => {
    await app.close();
  });

  const rowsFor = (email: string) =>
    database().db.select().from(emailSubscribers).where(eq(emailSubscribers.email, email));
  const rowCount = async () => {
    const [row] = await database().db.select({ n: count() }).from(emailSubscribers);
    return row?.n ?? 0;
  };

  it('subscribes a new address: 201 and one row', async () => {
    const email = newAddress();
    const response = await app.inject({ method: 'POST', url, payload: { email } });
    expect(response.statusCode).toBe(201);
    const body = subscribeResponseSchema.parse(response.json());
    expect(body.code).toBe('subscribed');

    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email, language: 'en' });
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
  });

  it('stores the language when given', async () => {
    const email = newAddress();
    const response = await app.inject({ method: 'POST', url, payload: { email, language: 'sp' } });
    expect(response.statusCode).toBe(201);
    expect((await rowsFor(email))[0]?.language).toBe('sp');
  });

  it('answers already_subscribed for the same address however it is typed, keeping one row', async () => {
    const email = newAddress();
    expect((await app.inject({ method: 'POST', url, payload: { email } })).statusCode).toBe(201);

    for (const variant of [
      email,
      email.toUpperCase(),
      `  ${email}  `,
      `\t${email.toUpperCase()} `,
    ]) {
      const response = await app.inject({ method: 'POST', url, payload: { email: variant } });
      expect(response.statusCode, JSON.stringify(variant)).toBe(200);
      expect(subscribeResponseSchema.parse(response.json()).code).toBe('already_subscribed');
    }
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it('stores the address trimmed and lower-cased', async () => {
    const email = newAddress();
    const response = await app.inject({
      method: 'POST',
      url,
      payload: { email: `  ${email.toUpperCase()} ` },
    });
    expect(response.statusCode).toBe(201);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it('keeps one row when the same address arrives twice at once', async () => {
    const email = newAddress();
    const responses = await Promise.all([
      app.inject({ method: 'POST', url, payload: { email } }),
      app.inject({ method: 'POST', url, payload: { email: email.toUpperCase() } }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  describe('invalid addresses', () => {
    const cases: [string, unknown][] = [
      ['missing', {}],
      ['empty', { email: '' }],
      ['only spaces', { email: '   ' }],
      ['no top-level domain', { email: 'a@b' }],
      ['no @', { email: 'no at' }],
      ['a space inside', { email: 'some one@example.com' }],
      ['angle brackets (markup)', { email: '<script>alert(1)</script>@x.com' }],
      ['double quotes', { email: '"maria"@example.com' }],
      ['a line break and a header', { email: 'a@example.com\r\nBcc: spy@y.com' }],
      ['a control character', { email: 'a\u0007b@example.com' }],
      ['300 characters', { email: `${'a'.repeat(288)}@example.com` }],
      ['a number', { email: 12345 }],
      ['null', { email: null }],
      ['an array', { email: ['a@example.com'] }],
    ];

    it.each(cases)(
      '%s → 400 "Please enter valid email", nothing written',
      async (_name, payload) => {
        const before = await rowCount();
        const response = await app.inject({ method: 'POST', url, payload: payload as object });
        const error = expectApiError(response, 400);
        expect(error.code).toBe('validation_failed');
        expect(error.details).toEqual([
          { path: 'body.email', message: 'Please enter valid email' },
        ]);
        expect(await rowCount()).toBe(before);
      },
    );

    it('a 300-character address is one problem, not two', async () => {
      const response = await app.inject({
        method: 'POST',
        url,
        payload: { email: `${'a'.repeat(288)}@example.com` },
      });
      expect(expectApiError(response, 400).details).toHaveLength(1);
    });

    it('an unknown language → 400 naming body.language', async () => {
      const before = await rowCount();
      const response = await app.inject({
        method: 'POST',
        url,
        payload: { email: newAddress(), language: 'fr' },
      });
      const error = expectApiError(response, 400);
      expect(error.details.map((detail) => detail.path)).toEqual(['body.language']);
      expect(await rowCount()).toBe(before);
    });

    it('no body at all → 400 error object', async () => {
      const before = await rowCount();
      const response = await app.inject({ method: 'POST', url });
      const error = expectApiError(response, 400);
      expect(error.code).toBe('validation_failed');
      expect(error.details[0]?.path).toBe('body');
      expect(await rowCount()).toBe(before);
    });

    it('a JSON body that is not an object → 400 error object', async () => {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '"reader@example.com"',
      });
      expectApiError(response, 400);
    });
  });

  it('rate-limits subscriptions per client: the third in a minute gets 429', async () => {
    const limited = await buildTestApp(database(), {
      env: { SUBSCRIBE_RATE_LIMIT_PER_MINUTE: '2' },
    });
    try {
      for (let i = 0; i < 2; i++) {
        const response = await limited.inject({
          method: 'POST',
          url,
          payload: { email: newAddress() },
        });
        expect(response.statusCode).toBe(201);
      }
      const email = newAddress();
      const response = await limited.inject({ method: 'POST', url, payload: { email } });
      const error = expectApiError(response, 429);
      expect(error.code).toBe('rate_limited');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(await rowsFor(email)).toHaveLength(0);

      // The subscribe limit is its own: other routes still answer.
      const health = await limited.inject({ method: 'GET', url: '/api/v1/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
