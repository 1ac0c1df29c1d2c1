// Builds the low-vision provider list (sub-categories 47, 45, 39) from the NPPES NPI
// Registry, or from recorded responses with --fixtures. Writes to DATABASE_URL or the
// PGlite in DATA_DIR (default ./data), as the server does. See docs/nppes-and-synthetic-data.md.
// Exit codes: 0 done, 1 the registry or the database failed (nothing written), 2 bad usage.
import path from 'node:path';
import { openConfiguredDatabase } from '../server/src/db/client.ts';
import { seedCatalog } from '../server/src/db/seed/seed-catalog.ts';
import { seedGeography } from '../server/src/db/seed/seed-geography.ts';
import { ConfigError, loadEnv } from '../server/src/env.ts';
import { createNppesHttpClient } from '../server/src/services/nppes/nppes-client.ts';
import {
  NPPES_USAGE,
  parseNppesArgs,
  runNppesProviders,
  UsageError,
  type NppesCommandOptions,
} from '../server/src/services/nppes/nppes-command.ts';
import { createFixtureSource } from '../server/src/services/nppes/nppes-fixtures.ts';

let options: NppesCommandOptions;
let env: ReturnType<typeof loadEnv>;
try {
  options = parseNppesArgs(process.argv.slice(2));
  env = loadEnv();
} catch (error) {
  if (error instanceof UsageError || error instanceof ConfigError) {
    console.error(`${error.message}\n\n${NPPES_USAGE}`);
    process.exit(2);
  }
  throw error;
}

const source = options.fixtures
  ? createFixtureSource(path.resolve(options.fixtures))
  : createNppesHttpClient({ log: (line) => console.log(line) });
const database = await openConfiguredDatabase(env);
let exitCode = 0;
try {
  // ZIP centroids place the providers and the listings need the sub-categories; both are
  // no-ops when the server has seeded this database already.
  await seedGeography(database.db);
  await seedCatalog(database.db);
  console.log(
    `NPPES providers: ${options.states.length} state(s), ${options.taxonomies
      .map((taxonomy) => taxonomy.code)
      .join(
        ', ',
      )}, ${options.fixtures ? `recorded responses in ${options.fixtures}` : 'registry'}` +
      `${options.dryRun ? ', dry run' : ''} (database: ${database.kind})`,
  );
  const result = await runNppesProviders(database.db, source, {
    ...options,
    log: (line) => console.log(`  ${line}`),
  });
  console.log(
    `${result.dryRun ? 'Would have' : 'Done'}: ${result.added} added, ${result.updated} updated, ` +
      `${result.unchanged} unchanged, ${result.skipped.length} skipped, ` +
      `${result.listingsAdded} listings added (${result.fetched} search matches with the codes, ` +
      `${result.filteredOut} without left out, ${result.requests} requests)`,
  );
  for (const skipped of result.skipped) {
    console.log(`  skipped ${skipped.npi} ${skipped.name}: ${skipped.reason}`);
  }
  for (const search of result.truncated) {
    console.warn(`  ${search}: more than one search can reach (1,200); some may be missing`);
  }
} catch (error) {
  console.error(`NPPES import failed, nothing written: ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
