import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, expectApiError } from '../test/test-app.ts';
import { databaseKinds, useTestDatabase } from '../test/test-databases.ts';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { apiErrorSchema } from '../../src/contracts/error.ts';
import { AppError, clientErrorResponse, loggableError } from './errors.ts';

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
    expect(expectApiError(response, 415).code).toBe('unsupported_media_type');
  });

  it('a body shorter than its Content-Length says → 400 malformed_request', async () => {
    app = await buildTestApp(database());
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/subscribe',
      headers: { 'content-type': 'application/json', 'content-length': '400' },
      payload: JSON.stringify({ email: 'reader@example.com' }),
    });
    expect(expectApiError(response, 400).code).toBe('malformed_request');
  });

  describe('requests refused before any route runs, on a real socket (issue 42)', () => {
    // fetch cannot send these (it refuses bad headers itself): they are written by hand.
    let port = 0;
    afterEach(() => {
      port = 0;
    });
    async function raw(request: string) {
      if (!app || port === 0) {
        app ??= await buildTestApp(database());
        port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
      }
      const answer = await new Promise<string>((resolve, reject) => {
        const chunks: Buffer[] = [];
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('error', reject);
        socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
      });
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      return { statusCode: Number(statusLine.split(' ')[1]), headers, body };
    }

    function expectRawError(
      response: Awaited<ReturnType<typeof raw>>,
      statusCode: number,
      code: string,
    ) {
      expect(response.statusCode).toBe(statusCode);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.body));
      const error = apiErrorSchema.strict().parse(JSON.parse(response.body));
      expect(error).toMatchObject({ code, statusCode, details: [] });
      expect(Math.abs(Date.now() - Date.parse(error.timestamp))).toBeLessThan(60_000);
      // Not Fastify's own body.
      expect(response.body).not.toMatch(/"error":|Client Error|Exceeded maximum/);
    }

    it('a malformed header line → 400 malformed_request', async () => {
      expectRawError(
        await raw('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nNo colon here\r\n\r\n'),
        400,
        'malformed_request',
      );
      expectRawError(
        await raw('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nBad Name: x\r\n\r\n'),
        400,
        'malformed_request',
      );
    });

    it('a bad Content-Length → 400 malformed_request', async () => {
      const post = (headers: string) =>
        raw(
          `POST /api/v1/subscribe HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${headers}\r\n{}`,
        );
      expectRawError(await post('Content-Length: abc\r\n'), 400, 'malformed_request');
      expectRawError(await post('Content-Length: -2\r\n'), 400, 'malformed_request');
      expectRawError(
        await post('Content-Length: 2\r\nContent-Length: 3\r\n'),
        400,
        'malformed_request',
      );
    });

    it('headers over the size limit → 431 header_too_large', async () => {
      expectRawError(
        await raw(
          `GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'x'.repeat(20_000)}\r\n\r\n`,
        ),
        431,
        'header_too_large',
      );
    });

    it('a wrong content type on a real socket → 415 unsupported_media_type', async () => {
      const body = '<email>reader@example.com</email>';
      const response = await raw(
        `POST /api/v1/subscribe HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/xml\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      );
      expectRawError(response, 415, 'unsupported_media_type');
    });

    it('a well-formed request on the same server still works', async () => {
      const response = await raw(
        'GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      );
      expect(response.statusCode).toBe(200);
    });
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

describe('clientErrorResponse (what the HTTP parser refused)', () => {
  it.each([
    ['HPE_INVALID_HEADER_TOKEN', 400, 'Bad Request', 'malformed_request'],
    ['HPE_INVALID_CONTENT_LENGTH', 400, 'Bad Request', 'malformed_request'],
    ['HPE_HEADER_OVERFLOW', 431, 'Request Header Fields Too Large', 'header_too_large'],
    // A request that never finished arriving: hard to provoke on a socket within a test.
    ['ERR_HTTP_REQUEST_TIMEOUT', 408, 'Request Timeout', 'request_timeout'],
  ])('%s → %i %s with code %s', (parserCode, statusCode, reason, code) => {
    const text = clientErrorResponse({ code: parserCode }).toString('utf8');
    const [head = '', body = ''] = text.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe(`HTTP/1.1 ${statusCode} ${reason}`);
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
    expect(head).toContain('Connection: close');
    expect(apiErrorSchema.strict().parse(JSON.parse(body))).toMatchObject({
      code,
      statusCode,
      details: [],
    });
  });
});
