import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database, type DbKind } from '../src/db/client.ts';

/**
 * The databases the API tests run against: PGlite (in memory) always, PostgreSQL too when
 * TEST_DATABASE_URL names a server, e.g. postgres://postgres@127.0.0.1:5432/postgres.
 * Every open() gives a fresh, migrated database; its close() throws it away.
 */
export interface TestDatabaseKind {
  kind: DbKind;
  open(): Promise<Database>;
}

const pgliteKind: TestDatabaseKind = {
  kind: 'pglite',
  async open() {
    const template = await pgliteTemplate().catch(() => undefined);
    try {
      return await openDatabase({ dataDir: null, pgliteTemplate: template });
    } catch (error) {
      if (!template) throw error;
      // A damaged template: forget it and start from scratch.
      templateInProcess = undefined;
      await rm(templateFile(), { force: true });
      return openDatabase({ dataDir: null });
    }
  },
};

/**
 * initdb is most of the cost of a new PGlite (2-4 s, far more on a busy machine), and every
 * test file runs in a fresh process. So the first one dumps an empty, just-initialised
 * cluster to the temp folder and the others start from that dump (~0.5 s). It holds no
 * schema (openDatabase migrates every database) and is keyed by the PGlite version.
 */
function templateFile(): string {
  const require = createRequire(import.meta.url);
  const packageJson = path.join(
    path.dirname(require.resolve('@electric-sql/pglite')),
    '..',
    'package.json',
  );
  const { version } = require(packageJson) as { version: string };
  return path.join(tmpdir(), `vision-hub-pglite-${version}-template.tar`);
}

let templateInProcess: Promise<File> | undefined;
export function pgliteTemplate(): Promise<File> {
  templateInProcess ??= loadOrCreateTemplate();
  return templateInProcess;
}

async function loadOrCreateTemplate(): Promise<File> {
  const file = templateFile();
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    const fresh = new PGlite();
    try {
      // dumpDataDir before the cluster is ready never settles.
      await fresh.waitReady;
      const dump = await fresh.dumpDataDir('none');
      bytes = Buffer.from(await dump.arrayBuffer());
    } finally {
      await fresh.close();
    }
    // Written aside and renamed: a parallel test process never reads half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, bytes);
    await rename(partial, file);
  }
  // PGlite needs the name and type to read it as an uncompressed tarball.
  return new File([new Uint8Array(bytes)], 'pgdata.tar', { type: 'application/x-tar' });
}

/** An empty database of its own on the PostgreSQL server `adminUrl` names, and its removal. */
export async function scratchPostgresDatabase(adminUrl: string) {
  // Lower case letters and digits only: the name is interpolated as an identifier.
  const name = `vh_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(adminUrl, name) };
}

function postgresKind(adminUrl: string): TestDatabaseKind {
  return {
    kind: 'postgres',
    async open() {
      const scratch = await scratchPostgresDatabase(adminUrl);
      let database: Database;
      try {
        database = await openDatabase({ databaseUrl: scratch.url });
      } catch (error) {
        await scratch.drop();
        throw error;
      }
      let closing: Promise<void> | undefined;
      return {
        ...database,
        close: () =>
          (closing ??= (async () => {
            await database.close();
            await scratch.drop();
          })()),
      };
    },
  };
}

async function withAdmin<T>(adminUrl: string, run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

async function dropDatabase(adminUrl: string, name: string) {
  await withAdmin(adminUrl, async (admin) => {
    // Works on every PostgreSQL version (DROP ... WITH (FORCE) needs 13+).
    await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  });
}

export const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim();

export const databaseKinds: TestDatabaseKind[] = testDatabaseUrl
  ? [pgliteKind, postgresKind(testDatabaseUrl)]
  : [pgliteKind];

/**
 * Opens a fresh database of this kind before the suite's tests and throws it away after
 * them. Even from the template a PGlite costs ~0.5 s, so a suite shares one; its tests use
 * their own rows (unique e-mail addresses and so on) rather than emptying tables.
 */
export function useTestDatabase(kind: TestDatabaseKind): () => Database {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database?.close();
    database = undefined;
  });
  return () => {
    if (!database) throw new Error('The test database is open only inside tests.');
    return database;
  };
}
