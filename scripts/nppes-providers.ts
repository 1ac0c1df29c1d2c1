// Builds the low-vision provider list (sub-categories 47, 45, 39) from the NPPES NPI
// Registry, or from recorded responses with --fixtures. Writes to DATABASE_URL or the
// PGlite in DATA_DIR (default ./data), as the server does. See docs/nppes-and-synthetic-data.md.
// Exit codes: 0 done, 1 the registry or the database failed (nothing written), 2 bad usage.
import path from 'node:path';
import { seedCatalog } from '../server/src/db/seed/seed-catalog.ts';
import { seedGeography } from '../server/src/db/seed/seed-geography.ts';
import { runDataCommand } from '../server/src/services/data-command.ts';
import { createNppesHttpClient } from '../server/src/services/nppes/nppes-client.ts';
import {
  NPPES_USAGE,
  parseNppesArgs,
  runNppesProviders,
} from '../server/src/services/nppes/nppes-command.ts';
import { createFixtureSource } from '../server/src/services/nppes/nppes-fixtures.ts';

const exitCode = await runDataCommand({
  usage: NPPES_USAGE,
  parse: (argv) => parseNppesArgs(argv),
  async run(options, database) {
    const source = options.fixtures
      ? createFixtureSource(path.resolve(options.fixtures))
      : createNppesHttpClient({ log: (line) => console.log(line) });
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
      return 0;
    } catch (error) {
      console.error(`NPPES import failed, nothing written: ${(error as Error).message}`);
      return 1;
    }
  },
});
process.exit(exitCode);
