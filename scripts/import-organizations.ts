// Imports organisations from the legacy spreadsheet layout or Open Referral HSDS (JSON file
// or CSV folder) into the database the server uses (DATABASE_URL, else the PGlite in
// DATA_DIR, default ./data), all or nothing: see docs/importing-organizations.md.
// Usage: npm run import:orgs -- --format legacy|hsds-json|hsds-csv --file <path>
//          [--dry-run] [--skip-invalid]
// Exit codes: 0 applied (or nothing to refuse), 1 rows rejected / unreadable file (nothing
// applied unless --skip-invalid), 2 bad arguments or configuration.
import path from 'node:path';
import { seedDatabase } from '../server/src/db/seed/index.ts';
import { runDataCommand } from '../server/src/services/data-command.ts';
import {
  IMPORT_USAGE,
  parseImportArgs,
  runImport,
} from '../server/src/services/organization-import/cli.ts';

process.exitCode = await runDataCommand({
  usage: IMPORT_USAGE,
  parse: parseImportArgs,
  async run(args, database) {
    // As the server does at start-up: the rows refer to states, ZIPs and sub-categories.
    await seedDatabase(database.db);
    return runImport(
      database.db,
      { ...args, file: path.resolve(process.cwd(), args.file) },
      {
        out: (text) => process.stdout.write(`${text}\n`),
        err: (text) => process.stderr.write(`${text}\n`),
      },
    );
  },
});
