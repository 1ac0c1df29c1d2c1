import path from 'node:path';
import type { Database } from '../db/client.ts';
import { openConfiguredDatabase, PROJECT_ROOT } from '../db/client.ts';
import { embeddedServerRunning } from '../db/embedded-admin.ts';
import { ConfigError, loadEnv } from '../env.ts';

/** The exit code of a command given bad arguments or settings. */
export const USAGE_EXIT_CODE = 2;

/** Bad command-line arguments: the command prints the message and its usage, exits 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export interface DataCommand<Args> {
  usage: string;
  /** Reads the arguments; throws UsageError. */
  parse(argv: string[]): Args;
  /** Does the work on the database the server uses; returns the exit code. */
  run(args: Args, database: Database): Promise<number>;
}

/**
 * The frame every data command shares: arguments and settings checked first (exit 2 with
 * the reason, exit 2), then the database the server would open (DATABASE_URL, else the PGlite in
 * DATA_DIR), always closed again.
 */
export async function runDataCommand<Args>(
  command: DataCommand<Args>,
  argv: string[] = process.argv.slice(2),
): Promise<number> {
  let args: Args;
  let env;
  try {
    args = command.parse(argv);
    env = loadEnv();
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${command.usage}\n`);
      return USAGE_EXIT_CODE;
    }
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return USAGE_EXIT_CODE;
    }
    throw error;
  }
  const dataDir = path.resolve(PROJECT_ROOT, env.DATA_DIR);
  if (!env.DATABASE_URL && (await embeddedServerRunning(dataDir))) {
    // PGlite has no locking between processes: a second one on its files corrupts them.
    process.stderr.write(
      `A server is running on ${dataDir}; the embedded database belongs to it. Stop the server, run this command, then start the server again.\n`,
    );
    return USAGE_EXIT_CODE;
  }
  const database = await openConfiguredDatabase(env);
  try {
    return await command.run(args, database);
  } finally {
    await database.close();
  }
}
