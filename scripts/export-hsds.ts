// Exports every organisation as Open Referral HSDS 3.0 JSON (an array of organizations with
// phones, locations and services; see docs/importing-organizations.md) from the database
// the server uses (DATABASE_URL, else the PGlite in DATA_DIR, default ./data).
// Usage: npm run export:hsds -- [--out <file.json>]   (default: standard output)
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openConfiguredDatabase } from '../server/src/db/client.ts';
import { seedDatabase } from '../server/src/db/seed/index.ts';
import { ConfigError, loadEnv } from '../server/src/env.ts';
import {
  EXIT,
  EXPORT_USAGE,
  parseExportArgs,
  UsageError,
} from '../server/src/services/organization-import/cli.ts';
import { exportHsds } from '../server/src/services/organization-import/hsds-export.ts';

const err = (text: string) => process.stderr.write(`${text}\n`);

async function main(): Promise<number> {
  let args;
  let env;
  try {
    args = parseExportArgs(process.argv.slice(2));
    env = loadEnv();
  } catch (error) {
    if (error instanceof UsageError) {
      err(`${error.message}\n${EXPORT_USAGE}`);
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
    await seedDatabase(database.db);
    const organizations = await exportHsds(database.db);
    const json = `${JSON.stringify(organizations, null, 2)}\n`;
    if (args.out) {
      await writeFile(path.resolve(process.cwd(), args.out), json);
      err(`${organizations.length} organizations written to ${args.out}`);
    } else {
      process.stdout.write(json);
    }
    return EXIT.ok;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
