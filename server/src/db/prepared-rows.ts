import { parse as pgliteParse, PGlite, protocol } from '@electric-sql/pglite';
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
 * Through the drivers' public APIs, a named statement parsed once per connection on both:
 * node-postgres prepares it on each pooled connection; on PGlite (one connection) it is
 * parsed once and then only bound and executed (ADR 050), where PGlite's query() would parse
 * and analyse it again on every call.
 */
export function preparedRows<Row>(name: string, query: SQL): PreparedRows<Row> {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  return async (db, values) => {
    const filled = fillPlaceholders(params, values) as ParamValue[];
    const client = (db as { $client?: unknown }).$client;
    if (client instanceof pg.Pool || client instanceof pg.Client) {
      return (await client.query<Row & pg.QueryResultRow>({ name, text, values: filled })).rows;
    }
    if (client instanceof PGlite) return pgliteNamedRows<Row>(client, name, text, filled);
    throw new Error(`preparedRows: unsupported database client for ${name}`);
  };
}

/** The statements parsed on each PGlite instance (its one session), by name. */
const parsedOn = new WeakMap<PGlite, Map<string, string>>();

/**
 * Runs the named statement on PGlite through its public protocol API: Parse on first use,
 * then Bind, Describe, Execute and Sync in one exchange, under PGlite's own query lock
 * (`runExclusive`) so no other query's messages come between them. Parameters go as text
 * (the statement casts each one); rows are decoded by PGlite's own parser and types.
 */
async function pgliteNamedRows<Row>(
  client: PGlite,
  name: string,
  text: string,
  values: ParamValue[],
): Promise<Row[]> {
  let parsed = parsedOn.get(client);
  if (!parsed) parsedOn.set(client, (parsed = new Map()));
  const known = parsed;
  const { serialize } = protocol;
  return client.runExclusive(async () => {
    const messages: Uint8Array[] = [];
    const first = known.get(name) === undefined;
    if (!first && known.get(name) !== text) {
      throw new Error(`preparedRows: two statements named ${name}`);
    }
    if (first) messages.push(serialize.parse({ name, text }));
    messages.push(
      serialize.bind({
        statement: name,
        values: values.map((value) => (value === null ? null : String(value))),
      }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    );
    const { messages: answer } = await client.execProtocol(concat(messages), {
      syncToFs: false,
      throwOnError: false,
    });
    if (first && answer.some((message) => message.name === 'parseComplete')) {
      known.set(name, text);
    }
    const error = answer.find((message) => message.name === 'error');
    if (error) throw error;
    return (pgliteParse.parseResults(answer, client.parsers)[0]?.rows ?? []) as Row[];
  });
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
