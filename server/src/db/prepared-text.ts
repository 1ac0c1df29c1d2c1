import { fillPlaceholders, getTableColumns, type SQL, type Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client.ts';
import { PGliteThread } from './pglite-thread.ts';

/** What a parameter may be: sent as text, typed by the statement's casts. */
export type ParamValue = string | number | boolean | null;

export type PreparedText = (db: Db, values: Record<string, ParamValue>) => Promise<string | null>;

/**
 * A read statement that answers one text value (the first column of its first row, e.g. a
 * JSON document PostgreSQL built), parsed and planned once per connection under `name` and
 * afterwards only bound and executed. The hot searches use it: planning their statement
 * cost as much as running it, and one text value saves the driver from decoding every
 * column of every row. Values come from `sql.placeholder(key)` in the query.
 * The first column must be text (cast json with ::text: node-postgres would parse json).
 */
export function preparedText(name: string, query: SQL): PreparedText {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  return async (db, values) => {
    const filled = fillPlaceholders(params, values) as ParamValue[];
    for (const value of filled) {
      if (typeof value === 'number' && !Number.isFinite(value)) {
        throw new TypeError(`${name}: ${value} is not a finite number`);
      }
    }
    const client = (db as { $client?: unknown }).$client;
    if (client instanceof pg.Pool || client instanceof pg.Client) {
      const result = await client.query<[string | null]>({
        name,
        text,
        values: filled,
        rowMode: 'array',
      });
      return result.rows[0]?.[0] ?? null;
    }
    if (client instanceof PGliteThread) return runOnPglite(client, name, text, filled);
    throw new Error(`preparedText: unsupported database client for ${name}`);
  };
}

/**
 * A row of `table` from its JSON form (`row_to_json`, keys are column names) with drizzle's
 * own conversions, so it equals what a drizzle select returns.
 */
export function rowFromJson<T extends Table>(
  table: T,
  json: Record<string, unknown>,
): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/** Statement names each embedded database has parsed (one session per PGlite). */
const parsedOn = new WeakMap<PGliteThread, Set<string>>();

/**
 * PGlite's query() always uses the unnamed statement, so this speaks the extended protocol
 * itself: Parse once (under the same two locks as query(), so never inside another caller's
 * open transaction), then Bind, Execute, Sync as one exchange sent in its turn, without
 * holding the locks while the database thread answers it.
 */
async function runOnPglite(
  client: PGliteThread,
  name: string,
  text: string,
  values: ParamValue[],
): Promise<string | null> {
  if (!parsedOn.get(client)?.has(name)) {
    await client._runExclusiveTransaction(() =>
      client.runExclusive(async () => {
        let parsed = parsedOn.get(client);
        if (!parsed) parsedOn.set(client, (parsed = new Set()));
        if (parsed.has(name)) return;
        // Alone, so a failed Bind below can never leave a parsed name unrecorded.
        await client.execProtocol(concat([parseMessage(name, text), SYNC]));
        parsed.add(name);
      }),
    );
  }
  const output = await client.execProtocolRawPipelined(
    concat([GENERIC_PLAN, bindMessage(name, values), EXECUTE, SYNC, DEFAULT_PLAN]),
  );
  return firstField(output);
}

/**
 * The first column of the first row in the backend's messages, read straight from the bytes:
 * PGlite's own parser builds an object for every message and was a tenth of a radius
 * request's time. An ErrorResponse is thrown with its message, SQLSTATE code and detail.
 */
function firstField(output: Uint8Array): string | null {
  const view = new DataView(output.buffer, output.byteOffset, output.byteLength);
  let field: string | null = null;
  let found = false;
  for (let offset = 0; offset + 5 <= output.length;) {
    const type = output[offset];
    const end = offset + 1 + view.getInt32(offset + 1);
    if (type === ERROR_RESPONSE) throw databaseError(output.subarray(offset + 5, end));
    if (type === DATA_ROW && !found && view.getInt16(offset + 5) > 0) {
      const length = view.getInt32(offset + 7);
      field =
        length < 0 ? null : decoder.decode(output.subarray(offset + 11, offset + 11 + length));
      found = true;
    }
    offset = end;
  }
  return field;
}

const ERROR_RESPONSE = 'E'.charCodeAt(0);
const DATA_ROW = 'D'.charCodeAt(0);
const decoder = new TextDecoder();

/** An ErrorResponse's fields (a type byte, then a C string; a zero byte ends them). */
function databaseError(body: Uint8Array): Error & { code?: string; detail?: string } {
  const fields = new Map<string, string>();
  for (let offset = 0; offset < body.length && body[offset] !== 0;) {
    const end = body.indexOf(0, offset + 1);
    fields.set(
      String.fromCharCode(body[offset] ?? 0),
      decoder.decode(body.subarray(offset + 1, end)),
    );
    offset = end + 1;
  }
  return Object.assign(new Error(fields.get('M') ?? 'database error'), {
    code: fields.get('C'),
    detail: fields.get('D'),
  });
}

// Frontend messages of the PostgreSQL protocol (version 3): a type byte, a 32-bit length
// that counts itself, then the body.
const encoder = new TextEncoder();

function message(type: string, parts: Uint8Array[]): Uint8Array {
  const bodyLength = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(5 + bodyLength);
  const view = new DataView(out.buffer);
  out[0] = type.charCodeAt(0);
  view.setInt32(1, 4 + bodyLength);
  let offset = 5;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const cString = (value: string) => encoder.encode(`${value}\0`);

function int16(value: number): Uint8Array {
  const out = new Uint8Array(2);
  new DataView(out.buffer).setInt16(0, value);
  return out;
}

function int32(value: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setInt32(0, value);
  return out;
}

/** Parse: statement name, query, no declared parameter types (the casts in it decide). */
const parseMessage = (name: string, text: string) =>
  message('P', [cString(name), cString(text), int16(0)]);

/**
 * Bind to the unnamed portal, every parameter and result column in text format. Written
 * straight into one buffer: building it from a small array per field was 3% of the main
 * thread's time in the radius benchmark.
 */
function bindMessage(name: string, values: ParamValue[]): Uint8Array {
  const texts = values.map((value) => (value === null ? null : String(value)));
  // Type, length, '' (the portal), the statement's name, two format counts, the value count
  // and the result format count; then a length and the bytes of every value.
  let size = 1 + 4 + 1 + Buffer.byteLength(name) + 1 + 2 + 2 + 2;
  for (const text of texts) size += 4 + (text === null ? 0 : Buffer.byteLength(text));
  const out = Buffer.alloc(size);
  out.write('B', 0);
  out.writeInt32BE(size - 1, 1);
  let offset = 6 + out.write(name, 6) + 1; // the zero bytes are Buffer.alloc's
  offset = out.writeInt16BE(0, offset);
  offset = out.writeInt16BE(texts.length, offset);
  for (const text of texts) {
    if (text === null) {
      offset = out.writeInt32BE(-1, offset);
      continue;
    }
    const length = out.write(text, offset + 4);
    out.writeInt32BE(length, offset);
    offset += 4 + length;
  }
  out.writeInt16BE(0, offset);
  return out;
}

const EXECUTE = message('E', [cString(''), int32(0)]);
const SYNC = message('S', []);

/**
 * Bind chooses the plan. PGlite's planner (PostgreSQL 17) keeps choosing custom plans for
 * the radius search, because the generic plan's estimate for a range of unknown bounds is
 * pessimistic, so every execution was planned again: about half of its time. The generic
 * plan is as fast (measured), so Bind runs under force_generic_plan, and the session's
 * setting is reset after the Sync, which runs even when Bind fails. PostgreSQL 15 settles on
 * generic plans for these statements by itself.
 */
const GENERIC_PLAN = message('Q', [cString('SET plan_cache_mode = force_generic_plan')]);
const DEFAULT_PLAN = message('Q', [cString('RESET plan_cache_mode')]);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
