import { defineConfig } from 'drizzle-kit';

// Used only to generate SQL migrations from the schema (`npm run db:generate`);
// migrations are applied from code at start-up (see server/src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/src/db/migrations',
});
