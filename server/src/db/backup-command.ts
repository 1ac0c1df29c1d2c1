import path from 'node:path';
import { ConfigError, loadEnv } from '../env.ts';
import { PROJECT_ROOT } from './client.ts';
import { BackupError } from './embedded-backup.ts';

const USAGE_EXIT = 2;

/**
 * The frame of db:backup and db:restore: one file option, the settings the server uses
 * (DATA_DIR relative to the project folder), PostgreSQL sent to its own tools, and problems
 * said in one line (exit 1) instead of a stack.
 */
export async function runBackupCommand(command: {
  usage: string;
  option: '--out' | '--from';
  /** Does the work; returns the line to print. */
  run(file: string, dataDir: string): Promise<string>;
}): Promise<number> {
  const argv = process.argv.slice(2);
  const at = argv.indexOf(command.option);
  const file = at >= 0 ? argv[at + 1] : undefined;
  if (!file || file.startsWith('--') || argv.length !== 2) {
    process.stderr.write(`${command.usage}\n`);
    return USAGE_EXIT;
  }
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return USAGE_EXIT;
  }
  if (env.DATABASE_URL) {
    process.stderr.write(
      'DATABASE_URL is set: this command is for the embedded database. Back up PostgreSQL with ' +
        'pg_dump --format=custom --file=<file> "$DATABASE_URL" and restore with ' +
        'pg_restore --clean --if-exists --dbname="$DATABASE_URL" <file>.\n',
    );
    return USAGE_EXIT;
  }
  try {
    const said = await command.run(
      path.resolve(process.cwd(), file),
      path.resolve(PROJECT_ROOT, env.DATA_DIR),
    );
    process.stdout.write(`${said}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
}
