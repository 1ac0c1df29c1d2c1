// The app as the in-process benchmarks run it: the test sign-in keys, one paying user, and no
// rate limits (they would stop a benchmark from one address in seconds).
import { buildApp, type BuildAppOptions } from '../server/src/app.ts';
import type { Database } from '../server/src/db/client.ts';
import { loadEnv } from '../server/src/env.ts';
import { createTestTokens, createTestUser, TEST_AUTH_ENV } from '../server/test/auth.ts';

export async function benchApp(
  database: Database,
  { trials, stateCode }: Pick<BuildAppOptions, 'trials'> & { stateCode?: string } = {},
) {
  const tokens = await createTestTokens();
  const { claims } = await createTestUser(database.db, { stateCode, subscriptionStatus: 'active' });
  const { authorization } = await tokens.headers(claims, { expiresIn: 24 * 3600 });
  const app = await buildApp({
    env: loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ...TEST_AUTH_ENV,
      RATE_LIMIT_PER_MINUTE: '100000000',
      USER_RATE_LIMIT_PER_MINUTE: '100000000',
    }),
    database,
    auth: tokens.auth,
    trials,
  });
  return { app, authorization };
}
