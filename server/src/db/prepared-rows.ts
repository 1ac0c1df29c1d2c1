import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client.ts';

/** What a parameter may be; the statement's casts give it its type. */
export type ParamValue = string | number | boolean | null;

export type PreparedRows<Row> = (db: Db, values: Record<string, ParamValue>) => Promise<Row[]>;

/**
 * A read statement whose rows the caller uses as they come, one object per row keyed by the
 * columns' names (the drivers' own decoding), with values from `sql.placeholder(key)`.
 * The hot organisation searches use it (ADR 028): drizzle's select maps every field of every
 * row through its entity checks, which cost the radius search more than PostgreSQL did.
 * Through the drivers' public APIs: node-postgres plans a named statement once per
 * connection; PGlite's query() parses and plans it on each call.
 */
export function preparedRows<Row>(name: string, query: SQL): PreparedRows<Row> {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  return async (db, values) => {
    const filled = fillPlaceholders(params, values) as ParamValue[];
    const client = (db as { $client?: unknown }).$client;
    if (client instanceof pg.Pool || client instanceof pg.Client) {
      return (await client.query<Row & pg.QueryResultRow>({ name, text, values: filled })).rows;
    }
    if (client instanceof PGlite) return (await client.query<Row>(text, filled)).rows;
    throw new Error(`preparedRows: unsupported database client for ${name}`);
  };
}
