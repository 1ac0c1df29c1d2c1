// Writes a deterministic synthetic organisation set (source 'synthetic', import keys
// 'synthetic:<n>') for load tests, into a database named for it and nothing else:
//   npm run data:synthetic -- --data-dir ./data-synthetic [--count 50000] [--seed 1]
//   npm run data:synthetic -- --database-url postgres://host/vh_synthetic_<name> [...]
// Refuses (exit 2) unless the PostgreSQL database's name starts with vh_synthetic or
// vh_bench, or the PGlite folder's name contains "synthetic". DATABASE_URL and DATA_DIR
// from the environment are never used. A re-run replaces the previous synthetic rows.
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/src/db/client.ts';
import {
  checkSyntheticTarget,
  SYNTHETIC_DEFAULT_COUNT,
  writeSyntheticDataset,
} from '../server/src/db/seed/organizations/synthetic.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const refuse = (message: string): never => {
  console.error(`generate-synthetic: ${message}`);
  process.exit(2);
};

/** The folder's real path, following links, even when the folder is still to be created. */
function realFolder(folder: string): string {
  const absolute = path.resolve(root, folder);
  if (existsSync(absolute)) return realpathSync(absolute);
  const parent = path.dirname(absolute);
  return path.join(existsSync(parent) ? realpathSync(parent) : parent, path.basename(absolute));
}

let flags;
try {
  ({ values: flags } = parseArgs({
    options: {
      count: { type: 'string', default: String(SYNTHETIC_DEFAULT_COUNT) },
      seed: { type: 'string', default: '1' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  }));
} catch (error) {
  refuse((error as Error).message);
}
const count = Number(flags?.count);
const seed = Number(flags?.seed);
if (!Number.isInteger(count) || count < 1 || count > 2_000_000) {
  refuse('--count takes a whole number from 1 to 2,000,000');
}
if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
  refuse('--seed takes a whole number from 0 to 4,294,967,295');
}
const dataDirFlag = flags?.['data-dir'];
const check = checkSyntheticTarget({
  databaseUrl: flags?.['database-url'],
  dataDir: dataDirFlag === undefined ? undefined : realFolder(dataDirFlag),
  defaultDataDir: realFolder('./data'),
});
if (!check.ok) refuse(check.reason);
const target = check.ok ? check.target : refuse('unreachable');

const database = await openDatabase(
  target.kind === 'postgres' ? { databaseUrl: target.databaseUrl } : { dataDir: target.dataDir },
);
let exitCode = 0;
try {
  const started = performance.now();
  const where = target.kind === 'postgres' ? `database ${target.databaseName}` : target.dataDir;
  console.log(`Synthetic data: ${count} organisations, seed ${seed}, into ${where}`);
  const result = await writeSyntheticDataset(database.db, {
    count,
    seed,
    log: (line) => console.log(`  ${line}`),
  });
  console.log(
    `Done: ${result.organizations} organisations in ${result.states} states and DC, ` +
      `${result.listings} listings (${result.replaced} earlier synthetic rows replaced) in ` +
      `${Math.round((performance.now() - started) / 1000)} s`,
  );
} catch (error) {
  console.error(`generate-synthetic failed: ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
