// Imports organisations from the legacy spreadsheet layout or Open Referral HSDS (JSON file
// or CSV folder) into the database the server uses (DATABASE_URL, else the PGlite in
// DATA_DIR, default ./data), all or nothing: see docs/importing-organizations.md.
// Usage: npm run import:orgs -- --format legacy|hsds-json|hsds-csv --file <path>
//          [--dry-run] [--skip-invalid]
// Exit codes: 0 applied (or nothing to refuse), 1 rows rejected / unreadable file (nothing
// applied unless --skip-invalid), 2 bad arguments or configuration.
import path from 'node:path';
import { openConfiguredDatabase } from '../server/src/db/client.ts';
import { seedDatabase } from '../server/src/db/seed/index.ts';
import { ConfigError, loadEnv } from '../server/src/env.ts';
import {
  EXIT,
  IMPORT_USAGE,
  parseImportArgs,
  runImport,
  UsageError,
} from '../server/src/services/organization-import/cli.ts';

const out = (text: string) => process.stdout.write(`${text}\n`);
const err = (text: string) => process.stderr.write(`${text}\n`);

async function main(): Promise<number> {
  let args;
  let env;
  try {
    args = parseImportArgs(process.argv.slice(2));
    env = loadEnv();
  } catch (error) {
    if (error instanceof UsageError) {
      err(`${error.message}\n${IMPORT_USAGE}`);
      return EXIT.usage;
    }
    if (error instanceof ConfigError) {
      err(error.message);
      return EXIT.usage;
    }
    throw error;
  }
  const database = await openConfiguredDatabase(env);
  try {
    // As the server does at start-up: the rows refer to states, ZIPs and sub-categories.
    await seedDatabase(database.db);
    return await runImport(
      database.db,
      { ...args, file: path.resolve(process.cwd(), args.file) },
      { out, err },
    );
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
