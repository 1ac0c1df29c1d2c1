import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  forget,
  freePort,
  killRunningServers,
  start,
  stop,
  subscribeOnce,
  waitForHealth,
} from '../../test/server-process.ts';
import { openDatabase } from './client.ts';
import { serveEmbeddedAdmin } from './embedded-admin.ts';
import { sqlRows } from './sql-rows.ts';

// `npm run db:backup` and `npm run db:restore` as an operator runs them, against a real server
// process on the embedded database.

const root = path.resolve(import.meta.dirname, '../../..');

async function command(script: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { cwd: root, env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'test', ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const backup = (dataDir: string, file: string) =>
  command('scripts/db-backup.ts', ['--out', file], { DATA_DIR: dataDir });
const restore = (dataDir: string, file: string) =>
  command('scripts/db-restore.ts', ['--from', file], { DATA_DIR: dataDir });

/** Every table of the database in `dataDir`: its rows, as one digest per table. */
async function tableDigests(dataDir: string): Promise<Record<string, string>> {
  const database = await openDatabase({ dataDir });
  try {
    const tables = await sqlRows<{ name: string }>(
      database.db,
      sql`
      select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1`,
    );
    const digests: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = await sqlRows<{ rows: string; digest: string | null }>(
        database.db,
        sql.raw(
          `select count(*)::text as rows, md5(string_agg(t::text, '|' order by t::text)) as digest from ${name} t`,
        ),
      );
      digests[name] = `${row?.rows} rows ${row?.digest ?? ''}`;
    }
    return digests;
  } finally {
    await database.close();
  }
}

async function subscribedEmails(dataDir: string): Promise<Set<string>> {
  const database = await openDatabase({ dataDir });
  try {
    const rows = await sqlRows<{ email: string }>(
      database.db,
      sql`select email from email_subscribers`,
    );
    return new Set(rows.map((row) => row.email));
  } finally {
    await database.close();
  }
}

describe('db:backup and db:restore of the embedded database', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'vh-backup-'));
  });
  afterEach(() => killRunningServers());
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('copies a running server under writes, restores it elsewhere, and a stopped one round-trips every table', async () => {
    const live = path.join(folder, 'live');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = start(
      {
        PORT: String(port),
        DATA_DIR: live,
        RATE_LIMIT_PER_MINUTE: '100000',
        SUBSCRIBE_RATE_LIMIT_PER_MINUTE: '100000',
      },
      { direct: true },
    );
    await waitForHealth(server, base);

    // Two clients keep subscribing while the backup is taken.
    const acknowledged: { email: string; at: number }[] = [];
    let writing = true;
    const clients = [0, 1].map(async (client) => {
      for (let n = 0; writing; n++) {
        const email = `backup.${client}.${n}@example.com`;
        const outcome = await subscribeOnce(base, email);
        if ('status' in outcome && outcome.status === 201)
          acknowledged.push({ email, at: Date.now() });
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const backupStartedAt = Date.now();
    const file = path.join(folder, 'live.tar.gz');
    const taken = await backup(live, file);
    writing = false;
    await Promise.all(clients);
    expect(taken.stderr).toBe('');
    expect(taken.code).toBe(0);
    expect(taken.stdout).toMatch(/taken by the running server/);

    // While the server runs, nothing else may open its database.
    const refused = await restore(live, file);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/A server is running on .*live\. Stop it first/);
    const export_ = await command('scripts/export-hsds.ts', [], { DATA_DIR: live });
    expect(export_.code).toBe(2);
    expect(export_.stderr).toMatch(/A server is running on .*live/);
    const second = start({ PORT: String(await freePort()), DATA_DIR: live }, { direct: true });
    expect(await second.exited).toBe(1);
    forget(second.child);
    expect(second.output()).toMatch(/another server is using .*live/);
    // The server kept serving through all of it.
    expect((await fetch(`${base}/api/v1/health`)).ok).toBe(true);
    await stop(server);

    // The copy holds every subscription acknowledged before the backup began.
    const copy = path.join(folder, 'copy');
    const restored = await restore(copy, file);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/Restored .*copy from/);
    const inCopy = await subscribedEmails(copy);
    const before = acknowledged.filter(({ at }) => at < backupStartedAt).map(({ email }) => email);
    expect(before.length).toBeGreaterThan(5);
    expect(before.filter((email) => !inCopy.has(email))).toEqual([]);

    // A stopped database: backed up by the command itself, restored over another database
    // (kept aside, not deleted), every table the same.
    const offline = path.join(folder, 'offline.tar.gz');
    const takenOffline = await backup(live, offline);
    expect(takenOffline.code).toBe(0);
    expect(takenOffline.stdout).toMatch(/taken by this command/);
    const over = await restore(copy, offline);
    expect(over.code).toBe(0);
    expect(over.stdout).toMatch(/The database it replaced is kept in .*pglite\.before-restore-/);
    expect(
      (await readdir(copy)).filter((name) => name.startsWith('pglite.before-restore-')),
    ).toHaveLength(1);
    const original = await tableDigests(live);
    expect(Object.keys(original).length).toBeGreaterThan(20);
    expect(original['public.email_subscribers']).not.toMatch(/^0 rows/);
    expect(original['public.organizations']).not.toMatch(/^0 rows/);
    expect(await tableDigests(copy)).toEqual(original);
  }, 180_000);

  it('a data folder too deep for a socket path: the server still runs, the backup commands refuse', async () => {
    const deep = path.join(folder, 'd'.repeat(60), 'e'.repeat(60));
    await mkdir(deep, { recursive: true });
    const warnings: string[] = [];
    const stopAdmin = await serveEmbeddedAdmin(deep, () => Promise.resolve(new Blob([])), {
      warn: (_details, message) => warnings.push(message),
      error: () => {},
    });
    await stopAdmin();
    expect(warnings).toEqual(['no admin socket: stop the server to back up its database']);
    expect(await readdir(deep)).toEqual([]);
    // The commands cannot tell whether a server has that folder open: they refuse.
    const refused = await backup(deep, path.join(folder, 'deep.tar.gz'));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/too long for the server's admin socket/);
  });

  it('refuses a file that is not a backup and changes nothing; PostgreSQL is sent to pg_dump', async () => {
    const dataDir = path.join(folder, 'untouched');
    const junk = path.join(folder, 'junk.tar.gz');
    await writeFile(junk, 'not a database');
    const refused = await restore(dataDir, junk);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/not a backup of the embedded database.*Nothing was changed/);
    await expect(readdir(dataDir)).rejects.toThrow();

    const postgres = await command('scripts/db-backup.ts', ['--out', junk], {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
    });
    expect(postgres.code).toBe(2);
    expect(postgres.stderr).toMatch(/pg_dump --format=custom/);
    const usage = await command('scripts/db-backup.ts', [], {});
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run db:backup -- --out <file>');
  }, 180_000);
});
