// The end-to-end run's servers each start from a fresh embedded database. Making one (PGlite's
// initdb, the migrations and the seed) takes most of a server's first start, and six of them
// at once on a two-core machine took over a minute before the first test could run. So the
// run makes one, exactly as a server's first start does, and each server starts on a copy of
// its files (playwright.config.ts, e2e/support/own-server.ts).
import { openDatabase } from '../server/src/db/client.ts';
import { seedDatabase } from '../server/src/db/seed/index.ts';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: tsx scripts/e2e-template.ts <data folder>');
  process.exit(2);
}
const started = performance.now();
const database = await openDatabase({ dataDir });
try {
  await seedDatabase(database.db, { log: () => {} });
} finally {
  await database.close();
}
console.log(
  `e2e: the seeded embedded database made in ${Math.round(performance.now() - started)} ms`,
);
