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
  /**
   * Hears `channel`'s notifications (NOTIFY) for as long as the returned function has not been
   * called. This process's own writes are heard before the write's promise resolves; other
   * writers' as they arrive. `onListening(false)` says notifications may have been missed (the
   * listening connection was lost; it is opened again), `onListening(true)` that they are heard
   * (again).
   */
  listen(
    channel: Channel,
    onNotice: (payload: string) => void,
    onListening: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
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
    const notices = new Notices();
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // Every pooled connection listens before it is first handed out (ADR 056): PostgreSQL
      // tells a listening session of its own notifications before it answers the COMMIT, so
      // this process hears its own writes before their promises resolve. It passes on only
      // its own session's: the listening connection hears everyone else's, once.
      onConnect: async (client) => {
        const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
        const own = rows[0]?.pid;
        client.on('notification', ({ channel, payload, processId }) => {
          if (processId === own) notices.hear(channel, payload ?? '');
        });
        for (const channel of CHANNELS) await client.query(`LISTEN ${channel}`);
      },
    });
    // Without a listener, an idle client's error (server restart, connection terminated by
    // an administrator) is an unhandled 'error' event and crashes the process; the pool
    // replaces the client and the next query reports any lasting problem.
    const onConnectionError =
      options.onConnectionError ??
      ((error: Error) => console.error('database connection error:', error.message));
    pool.on('error', onConnectionError);
    const listeners = new PoolListeners(notices, options.databaseUrl, onConnectionError);
    const close = closeOnce(async () => {
      await listeners.close();
      await pool.end();
    });
    try {
      const db = drizzlePostgres({ client: pool, schema });
      await migratePostgres(db, { migrationsFolder });
      return {
        db: db as unknown as Db,
        kind: 'postgres',
        close,
        listen: (channel, onNotice, onListening) => listeners.add(channel, onNotice, onListening),
      };
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
      // One connection in this process: every write is heard as its statement completes.
      async listen(channel, onNotice, onListening) {
        const stop = await client.listen(channel, onNotice);
        onListening(true);
        return async () => {
          onListening(false);
          // A closed PGlite hears nothing more, and refuses UNLISTEN.
          if (!client.closed) await stop();
        };
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

/**
 * The channels the database's triggers notify on: vh_user_changed, a user's id on every write
 * of the user or of their subscriptions (migration 0021, ADR 056).
 */
const CHANNELS = ['vh_user_changed'] as const;
export type Channel = (typeof CHANNELS)[number];

/** The listeners of one PostgreSQL pool's channels, told of what any of its connections hears. */
class Notices {
  readonly listeners = new Set<PoolListener>();

  hear(channel: string, payload: string) {
    for (const listener of this.listeners) {
      if (listener.channel === channel) listener.onNotice(payload);
    }
  }
}

interface PoolListener {
  channel: Channel;
  onNotice: (payload: string) => void;
  onListening: (listening: boolean) => void;
}

/** The listening connection's application_name. */
export const LISTENER_NAME = 'vision-hub notifications';

/** How long to wait before opening a lost listening connection again (doubling to 30 s). */
const RELISTEN_FIRST_MS = 250;
const RELISTEN_MAX_MS = 30_000;

/**
 * Other processes' notifications on PostgreSQL (ADR 056), heard on a connection of its own that
 * listens on every channel and is opened again when lost; the listeners are told of the loss,
 * since notifications sent meanwhile are gone. (This process's own writes are heard on the
 * pooled connection that made them: see the pool's onConnect.)
 */
class PoolListeners {
  #connection: pg.Client | null = null;
  #opening: Promise<void> | null = null;
  #retry: ReturnType<typeof setTimeout> | null = null;
  #delay = RELISTEN_FIRST_MS;
  #closed = false;

  constructor(
    private readonly notices: Notices,
    private readonly url: string,
    private readonly onError: (error: Error) => void,
  ) {}

  async add(
    channel: Channel,
    onNotice: (payload: string) => void,
    onListening: (listening: boolean) => void,
  ): Promise<() => Promise<void>> {
    const listener = { channel, onNotice, onListening };
    this.notices.listeners.add(listener);
    if (this.#connection) onListening(true);
    else {
      onListening(false);
      await this.#open();
    }
    return async () => {
      if (!this.notices.listeners.delete(listener)) return;
      onListening(false);
    };
  }

  /** Opens the listening connection (once at a time); the listeners hear when it listens. */
  #open(): Promise<void> {
    this.#opening ??= (async () => {
      const connection = new pg.Client({
        connectionString: this.url,
        // Named for operators (pg_stat_activity), and for the test that cuts it.
        application_name: LISTENER_NAME,
      });
      connection.on('notification', ({ channel, payload }) =>
        this.notices.hear(channel, payload ?? ''),
      );
      connection.on('error', (error) => {
        this.onError(error);
        this.#lost(connection);
      });
      connection.on('end', () => this.#lost(connection));
      try {
        await connection.connect();
        for (const channel of CHANNELS) await connection.query(`LISTEN ${channel}`);
      } catch (error) {
        this.onError(error as Error);
        connection.end().catch(() => {});
        this.#later();
        return;
      }
      if (this.#closed) {
        await connection.end();
        return;
      }
      this.#connection = connection;
      this.#delay = RELISTEN_FIRST_MS;
      for (const listener of this.notices.listeners) listener.onListening(true);
    })().finally(() => {
      this.#opening = null;
    });
    return this.#opening;
  }

  #lost(connection: pg.Client) {
    if (this.#connection !== connection) return;
    this.#connection = null;
    for (const listener of this.notices.listeners) listener.onListening(false);
    this.#later();
  }

  #later() {
    if (this.#closed || this.#retry) return;
    this.#retry = setTimeout(() => {
      this.#retry = null;
      void this.#open();
    }, this.#delay);
    this.#retry.unref();
    this.#delay = Math.min(this.#delay * 2, RELISTEN_MAX_MS);
  }

  async close() {
    this.#closed = true;
    if (this.#retry) clearTimeout(this.#retry);
    await this.#opening;
    const connection = this.#connection;
    this.#connection = null;
    for (const listener of this.notices.listeners) listener.onListening(false);
    this.notices.listeners.clear();
    await connection?.end();
  }
}
