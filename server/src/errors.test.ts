import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, expectApiError } from '../test/test-app.ts';
import { databaseKinds, useTestDatabase } from '../test/test-databases.ts';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { AppError, loggableError } from './errors.ts';

describe.each(databaseKinds)('error responses on $kind', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('unknown API route → 404 error object', async () => {
    app = await buildTestApp(database());
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/v1/nope' });
      expect(expectApiError(response, 404).code).toBe('not_found');
    }
    // Outside /api/v1 too, when there is no SPA to fall back to.
    expectApiError(await app.inject({ method: 'GET', url: '/api/v2/health' }), 404);
    expectApiError(await app.inject({ method: 'GET', url: '/somewhere' }), 404);
  });

  it('malformed JSON → 400 error object that does not echo the parser', async () => {
    app = await buildTestApp(database());
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "reader@example.com",,,<script>',
    });
    const error = expectApiError(response, 400);
    expect(error.code).toBe('validation_failed');
    expect(error.details).toEqual([]);
    expect(response.body).not.toMatch(/JSON|Unexpected token|position|<script>|FST_/);
  });

  it('an empty JSON body → 400 error object', async () => {
    app = await buildTestApp(database());
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expectApiError(response, 400);
    expect(response.body).not.toContain('FST_');
  });

  it('a body over 64 KiB → 413 error object', async () => {
    app = await buildTestApp(database());
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'reader@example.com', padding: 'x'.repeat(65 * 1024) }),
    });
    expect(expectApiError(response, 413).code).toBe('payload_too_large');
  });

  it('an unsupported content type → 415, and the body says 415 too', async () => {
    app = await buildTestApp(database());
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/subscribe',
      headers: { 'content-type': 'application/xml' },
      payload: '<email>reader@example.com</email>',
    });
    expectApiError(response, 415);
  });

  describe('internal failures', () => {
    const secret = 'connection to db-internal.corp:5432 failed for user admin';

    it('an exception → 500 with the generic message, no stack, no message', async () => {
      app = await buildTestApp(database());
      app.get('/api/v1/test-throw', async () => {
        throw new Error(secret);
      });
      const response = await app.inject({ method: 'GET', url: '/api/v1/test-throw' });
      const error = expectApiError(response, 500);
      expect(error).toMatchObject({
        code: 'internal',
        message: 'Something went wrong on our side.',
        details: [],
      });
      expect(response.body).not.toContain('db-internal');
      expect(response.body).not.toMatch(/stack|Error:/);
    });

    it('a thrown non-Error and a 5xx status error → 500 generic', async () => {
      app = await buildTestApp(database());
      app.get('/api/v1/test-throw-string', async () => {
        throw secret;
      });
      app.get('/api/v1/test-throw-502', async () => {
        throw Object.assign(new Error(secret), { statusCode: 502 });
      });
      for (const url of ['/api/v1/test-throw-string', '/api/v1/test-throw-502']) {
        const response = await app.inject({ method: 'GET', url });
        expect(expectApiError(response, 500).code).toBe('internal');
        expect(response.body).not.toContain('db-internal');
      }
    });

    it('a response that breaks its own contract → 500 generic, not the data', async () => {
      app = await buildTestApp(database());
      app.get(
        '/api/v1/test-bad-response',
        { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } },
        async () => ({ ok: false, secret }) as never,
      );
      const response = await app.inject({ method: 'GET', url: '/api/v1/test-bad-response' });
      expectApiError(response, 500);
      expect(response.body).not.toContain('db-internal');
    });

    it('an AppError keeps its code, status and details', async () => {
      app = await buildTestApp(database());
      app.get('/api/v1/test-app-error', async () => {
        throw new AppError('forbidden', undefined, [{ path: 'x', message: 'no' }]);
      });
      const response = await app.inject({ method: 'GET', url: '/api/v1/test-app-error' });
      expect(expectApiError(response, 403)).toMatchObject({
        code: 'forbidden',
        message: 'You do not have access to this.',
        details: [{ path: 'x', message: 'no' }],
      });
    });
  });
});

describe('loggableError', () => {
  it('keeps the statement and the cause of a failed query but not its parameters', () => {
    const cause = Object.assign(new Error('duplicate key value'), { code: '23505' });
    const error = new DrizzleQueryError(
      'insert into "users" ("email") values ($1)',
      ['someone@example.org'],
      cause,
    );
    const logged = loggableError(error) as Error & { query: string; code: string };
    const text = JSON.stringify({ ...logged, message: logged.message, stack: logged.stack });
    expect(text).not.toContain('someone@example.org');
    expect(logged.message).toBe('Failed query: duplicate key value');
    expect(logged.query).toBe('insert into "users" ("email") values ($1)');
    expect(logged.code).toBe('23505');
  });

  it('passes other errors through', () => {
    const error = new Error('boom');
    expect(loggableError(error)).toBe(error);
  });
});
