import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of `Db` (what `db.transaction` passes its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
  /** The embedded database only: a consistent copy, taken while it keeps serving. */
  backup?(): Promise<Blob>;
  /**
   * The embedded database only: VACUUM, which PostgreSQL's autovacuum does by itself and
   * PGlite (one process, no background workers) never does.
   */
  vacuum?(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const migrationsFolder = path.join(here, 'migrations');

// Only these three: with cube + earthdistance loaded too, pg_trgm queries returned wrong
// results and hung PGlite 0.5; distance is plain SQL (services/geography/distance.ts).
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent, fuzzystrmatch };

/** Where the embedded database keeps its files inside DATA_DIR. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/** The project folder: a relative DATA_DIR is relative to it, whoever starts the process. */
export const PROJECT_ROOT = path.resolve(here, '../../..');

/**
 * Opens the database the settings name, as the server does: DATABASE_URL, else the PGlite in
 * DATA_DIR (relative to the project folder). The server, the import and export commands and
 * the NPPES command all use it, so they always open the same database.
 */
export function openConfiguredDatabase(env: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}) {
  return openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(PROJECT_ROOT, env.DATA_DIR),
  });
}

/**
 * Opens the database the configuration names and brings its schema up to date.
 * `postgres://...` uses a pooled PostgreSQL connection; otherwise the embedded PGlite lives
 * in `dataDir` (or in memory when dataDir is null, for tests).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | null;
  /** Errors of idle pooled connections (e.g. PostgreSQL restarted); default: console.error. */
  onConnectionError?: (error: Error) => void;
  /**
   * In-memory PGlite only: start from this dump (PGlite's dumpDataDir) instead of running
   * initdb, which takes seconds. Tests use it; migrations still run as usual.
   */
  pgliteTemplate?: Blob | undefined;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener, an idle client's error (server restart, connection terminated by
    // an administrator) is an unhandled 'error' event and crashes the process; the pool
    // replaces the client and the next query reports any lasting problem.
    const onConnectionError =
      options.onConnectionError ??
      ((error: Error) => console.error('database connection error:', error.message));
    pool.on('error', onConnectionError);
    const close = closeOnce(() => pool.end());
    try {
      const db = drizzlePostgres({ client: pool, schema });
      await migratePostgres(db, { migrationsFolder });
      return { db: db as unknown as Db, kind: 'postgres', close };
    } catch (error) {
      await close().catch(() => {});
      throw error;
    }
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    // PGlite cannot create missing parent folders itself.
    await mkdir(options.dataDir, { recursive: true });
    dataDir = pgliteDir(options.dataDir);
  }
  // PGlite needs the name and type to read the template as an uncompressed tarball.
  const loadDataDir = options.pgliteTemplate
    ? new File([options.pgliteTemplate], 'pgdata.tar', { type: 'application/x-tar' })
    : undefined;
  const client = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS, loadDataDir });
  const close = closeOnce(() => client.close());
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      close,
      backup: () => copyOfPglite(client),
      vacuum: async () => {
        await client.exec('VACUUM');
      },
    };
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
}

/** Closing twice (a shutdown signal during a failed start, tests) must not throw. */
function closeOnce(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/**
 * A gzipped tar of the embedded database's files, consistent while it keeps serving: taken
 * inside a transaction of its own (PGlite runs one at a time, so none other is half done) and
 * after a checkpoint (so the files hold every committed change, not only the write-ahead log).
 * Single statements wait meanwhile; the copy of the seeded database takes about a second.
 */
export function copyOfPglite(client: PGlite): Promise<Blob> {
  return client.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    return client.dumpDataDir('gzip');
  });
}
