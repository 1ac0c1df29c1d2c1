import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/test-app.ts';
import { databaseKinds, useTestDatabase } from '../../test/test-databases.ts';
import { PROXY_WARNING } from './proxy-warning.ts';

// The warning does not touch the database; the embedded one is enough.
const [embedded] = databaseKinds;

describe('the warning about an untrusted proxy', () => {
  const database = useTestDatabase(embedded!);
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  async function appWithWarnings(env: Record<string, string> = {}) {
    const app = await buildTestApp(database(), { env });
    apps.push(app);
    await app.ready();
    return { app, warn: vi.spyOn(app.log, 'warn') };
  }

  const health = (app: FastifyInstance, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/v1/health', headers });

  it('is logged once, at the first request that came through a proxy', async () => {
    const { app, warn } = await appWithWarnings();
    await health(app);
    expect(warn).not.toHaveBeenCalled();
    await health(app, { 'x-forwarded-for': '203.0.113.7' });
    await health(app, { 'x-forwarded-for': '203.0.113.8' });
    await health(app, { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(PROXY_WARNING);
  });

  it('is not logged when TRUST_PROXY is on', async () => {
    const { app, warn } = await appWithWarnings({ TRUST_PROXY: 'true' });
    await health(app, { 'x-forwarded-for': '203.0.113.7' });
    expect(warn).not.toHaveBeenCalled();
  });
});
