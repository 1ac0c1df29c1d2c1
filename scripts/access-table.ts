// Writes docs/access-levels.md from the API's own description (every route's config.access).
// Usage: npm run docs:access   (the OpenAPI test fails when the file is out of date)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../server/src/app.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { loadEnv } from '../server/src/env.ts';
import { accessTableMarkdown, type DescribedApi } from '../server/src/plugins/access-table.ts';

const database = await openDatabase({ dataDir: null });
const app = await buildApp({
  env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
  database,
});
try {
  await app.ready();
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const file = path.resolve('docs/access-levels.md');
  writeFileSync(file, accessTableMarkdown(response.json() as DescribedApi));
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
} finally {
  await app.close();
  await database.close();
}
