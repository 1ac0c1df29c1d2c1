import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { apiErrorSchema, type ApiError } from '../../src/contracts/error.ts';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { loadEnv } from '../src/env.ts';

export interface TestAppOptions extends Omit<BuildAppOptions, 'env' | 'database'> {
  /** Environment variables on top of NODE_ENV=test, LOG_LEVEL=silent. */
  env?: Record<string, string>;
}

/**
 * Builds the app as server.ts does, without listening; use app.inject(). The app is not
 * ready yet, so a test may still add routes; close it in the test (or afterEach).
 */
export function buildTestApp(
  database: Database,
  { env = {}, ...options }: TestAppOptions = {},
): Promise<FastifyInstance> {
  return buildApp({
    ...options,
    // A search sees every write the test made before it (the copy of the listings is
    // checked before every search, ADR 021).
    env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }),
    database,
  });
}

/** Asserts the spec's error object: {code, details, message, statusCode, timestamp}. */
export function expectApiError(response: LightMyRequestResponse, statusCode: number): ApiError {
  expect(response.statusCode).toBe(statusCode);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body: unknown = response.json();
  const parsed = apiErrorSchema.strict().parse(body);
  expect(parsed.statusCode).toBe(statusCode);
  // ISO 8601 as toISOString writes it, and recent.
  expect(new Date(parsed.timestamp).toISOString()).toBe(parsed.timestamp);
  expect(Math.abs(Date.now() - Date.parse(parsed.timestamp))).toBeLessThan(60_000);
  // Nothing of the server's insides.
  expect(JSON.stringify(body)).not.toMatch(/stack|node_modules|\.ts:\d|at [\w.]+ \(/);
  return parsed;
}
