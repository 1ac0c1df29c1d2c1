// Exports every organisation as Open Referral HSDS 3.0 JSON (an array of organizations with
// phones, locations and services; see docs/importing-organizations.md) from the database
// the server uses (DATABASE_URL, else the PGlite in DATA_DIR, default ./data).
// Usage: npm run export:hsds -- [--out <file.json>]   (default: standard output)
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { seedDatabase } from '../server/src/db/seed/index.ts';
import { runDataCommand } from '../server/src/services/data-command.ts';
import {
  EXIT,
  EXPORT_USAGE,
  parseExportArgs,
} from '../server/src/services/organization-import/cli.ts';
import { exportHsds } from '../server/src/services/organization-import/hsds-export.ts';

process.exitCode = await runDataCommand({
  usage: EXPORT_USAGE,
  parse: parseExportArgs,
  async run(args, database) {
    await seedDatabase(database.db);
    const organizations = await exportHsds(database.db);
    const json = `${JSON.stringify(organizations, null, 2)}\n`;
    if (args.out) {
      await writeFile(path.resolve(process.cwd(), args.out), json);
      process.stderr.write(`${organizations.length} organizations written to ${args.out}\n`);
    } else {
      process.stdout.write(json);
    }
    return EXIT.ok;
  },
});
