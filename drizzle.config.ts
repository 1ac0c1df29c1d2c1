import { defineConfig } from 'drizzle-kit';

// Used only to generate SQL migrations from the schema (`npm run db:generate -- --name x`);
// migrations are applied from code at start-up (see server/src/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/src/db/migrations',
});
