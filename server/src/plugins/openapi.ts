import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../src/contracts/error.ts';

const API_PREFIX = '/api/v1/';
/** /api/docs/json is where @fastify/swagger-ui and most tools look for the document. */
export const OPENAPI_PATHS = ['/api/docs', '/api/docs/json', '/api/docs/openapi.json'] as const;

function packageInfo(): { name: string; version: string; description?: string } {
  const manifest = new URL('../../../package.json', import.meta.url);
  return JSON.parse(readFileSync(manifest, 'utf8')) as {
    name: string;
    version: string;
    description?: string;
  };
}

/**
 * The OpenAPI 3.1 description of every /api/v1 route, built from the routes' own zod
 * schemas (so it cannot drift from what is validated) and served at GET /api/docs. Register
 * before the routes: @fastify/swagger collects them as they are added.
 */
export async function registerOpenApi(app: FastifyInstance) {
  const info = packageInfo();
  const errorJson = z.toJSONSchema(apiErrorSchema, { target: 'draft-2020-12' });
  // The $schema keyword is not allowed inside an OpenAPI schema object.
  delete (errorJson as { $schema?: string }).$schema;

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: info.name,
        version: info.version,
        ...(info.description ? { description: info.description } : {}),
      },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: "An access token from the site's identity provider",
          },
        },
      },
    },
    transform: (document) => {
      const { route, url } = document;
      // The document describes the API only: not the SPA's pages nor itself.
      if (!url.startsWith(API_PREFIX)) return { schema: { hide: true }, url };
      const transformed = jsonSchemaTransform(document);
      const schema: Record<string, unknown> = { ...(transformed.schema ?? {}) };
      const access = route.config?.access ?? 'subscriber';
      if (access !== 'public') schema['security'] = [{ bearerAuth: [] }];
      // Read by docs/access-levels.md's generator (access-table.ts).
      schema['x-access'] = access;
      const response = (schema['response'] ?? {}) as Record<string, unknown>;
      // Every failure, whatever the route, is the error object.
      schema['response'] = {
        ...response,
        default: { description: 'The error object', ...errorJson },
      };
      return { schema, url: transformed.url };
    },
  });

  for (const path of OPENAPI_PATHS) {
    app.get(path, { config: { access: 'public' }, schema: { hide: true } }, async () =>
      app.swagger(),
    );
  }
}
