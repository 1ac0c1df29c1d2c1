import { describe, expect, it } from 'vitest';
import { healthResponseSchema } from '../../../src/contracts/health.ts';
import { buildTestApp, expectApiError } from '../../test/test-app.ts';
import { databaseKinds, useTestDatabase } from '../../test/test-databases.ts';

describe.each(databaseKinds)('GET /api/v1/health on $kind', (kind) => {
  const database = useTestDatabase(kind);

  it('reports ok and the database kind', async () => {
    const app = await buildTestApp(database());
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: kind.kind });
    healthResponseSchema.parse(response.json());
    await app.close();
  });

  it('answers 503 with the error object when the database is closed', async () => {
    // Its own database: this one is closed on purpose.
    const closed = await kind.open();
    const app = await buildTestApp(closed);
    try {
      await closed.close();
      const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
      const error = expectApiError(response, 503);
      expect(error.code).toBe('unavailable');
      expect(error.details).toEqual([]);
    } finally {
      await app.close();
      await closed.close();
    }
  });
});
