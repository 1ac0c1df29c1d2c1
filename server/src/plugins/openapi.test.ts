import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTokens, TEST_AUTH_ENV } from '../../test/auth.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { databaseKinds, useTestDatabase } from '../../test/test-databases.ts';
import { printedRoutes } from '../../test/printed-routes.ts';
import { accessTableMarkdown } from './access-table.ts';

interface Operation {
  summary?: string;
  'x-access'?: 'public' | 'signed-in' | 'subscriber' | 'admin';
  requestBody?: { content: Record<string, { schema: unknown }> };
  parameters?: { in: string; name: string }[];
  responses?: Record<string, unknown>;
  security?: unknown[];
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  components: { securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
}

interface SeenRoute {
  schema: FastifySchema;
  access: string | undefined;
}

describe.each(databaseKinds)('OpenAPI document on $kind', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;
  let apiRoutes: { method: string; url: string }[];
  /** Each route's own schema and access, read from the route as a request reaches it. */
  const seen = new Map<string, SeenRoute>();
  let document: OpenApiDocument;

  beforeAll(async () => {
    const tokens = await createTestTokens();
    app = await buildTestApp(database(), { env: TEST_AUTH_ENV, auth: tokens.auth });
    // Added last, so it runs after the token check and answers before any handler.
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/v1/')) return;
      seen.set(`${request.method} ${request.routeOptions.url}`, {
        schema: request.routeOptions.schema ?? {},
        access: request.routeOptions.config.access,
      });
      return reply.code(204).send();
    });
    await app.ready();
    apiRoutes = printedRoutes(app).filter(
      (route) => route.url.startsWith('/api/v1/') && !['HEAD', 'OPTIONS'].includes(route.method),
    );
    const headers = await tokens.headers({ sub: 'test|openapi', email: 'openapi@example.org' });
    for (const route of apiRoutes) {
      const url = route.url.replace(/:\w+/g, '1').replace('*', 'x');
      await app.inject({ method: route.method as 'GET', url, headers });
    }
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.json();
  });
  afterAll(() => app.close());

  it('is OpenAPI 3.1 named and versioned after package.json, also at /api/docs/json', async () => {
    const manifest = JSON.parse(
      readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
    ) as { name: string; version: string };
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: manifest.name, version: manifest.version });
    expect(document.components.securitySchemes['bearerAuth']).toEqual(
      expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }),
    );
    for (const url of ['/api/docs/openapi.json', '/api/docs/json']) {
      const again = await app.inject({ method: 'GET', url });
      expect(again.statusCode, url).toBe(200);
      expect(again.json(), url).toEqual(document);
    }
  });

  it('needs no token and describes only /api/v1', () => {
    expect(Object.keys(document.paths).length).toBeGreaterThan(0);
    for (const path of Object.keys(document.paths)) expect(path).toMatch(/^\/api\/v1\//);
  });

  it('lists every /api/v1 route with its method, request and response schemas', () => {
    expect(apiRoutes.length).toBeGreaterThanOrEqual(3);
    for (const route of apiRoutes) {
      const name = `${route.method} ${route.url}`;
      const own = seen.get(name);
      expect(own, `${name} was reached`).toBeDefined();
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      expect(operation, name).toBeDefined();
      if (!operation || !own) continue;

      // A route that takes a body describes it, whether or not it has a schema of its own.
      if (own.schema.body || ['POST', 'PUT', 'PATCH'].includes(route.method)) {
        expect(operation.requestBody?.content['application/json']?.schema, name).toBeDefined();
      }
      const parameters = operation.parameters ?? [];
      if (own.schema.querystring) {
        expect(
          parameters.some((parameter) => parameter.in === 'query'),
          name,
        ).toBe(true);
      }
      for (const [, param] of route.url.matchAll(/:(\w+)/g)) {
        expect(
          parameters.some((p) => p.in === 'path' && p.name === param),
          name,
        ).toBe(true);
      }
      const responses = Object.keys((own.schema.response ?? {}) as object);
      for (const status of responses) {
        expect(operation.responses?.[status], `${name} ${status}`).toBeDefined();
      }
      // Every failure is the error object.
      expect(operation.responses?.['default'], name).toBeDefined();

      if (own.access === 'public') expect(operation.security, name).toBeUndefined();
      else expect(operation.security, name).toEqual([{ bearerAuth: [] }]);
    }
  });

  it('keeps docs/access-levels.md in step with every route’s access level', () => {
    const file = readFileSync(new URL('../../../docs/access-levels.md', import.meta.url), 'utf8');
    expect(file, 'out of date: run npm run docs:access').toBe(accessTableMarkdown(document));
    for (const route of apiRoutes) {
      const operation =
        document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      expect(operation?.['x-access'], `${route.method} ${route.url}`).toBe(
        seen.get(`${route.method} ${route.url}`)?.access ?? 'subscriber',
      );
    }
  });

  it('describes the trial search request and answer from their contracts', () => {
    const operation = document.paths['/api/v1/clinical-trails-search']?.['post'];
    const body = operation?.requestBody?.content['application/json']?.schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(body.properties).sort()).toEqual(['miles', 'search_term', 'zipcode']);
    expect(body.required).toEqual(['zipcode']);
    expect(JSON.stringify(operation?.responses?.['200'])).toContain('NCT_number');
  });
});
