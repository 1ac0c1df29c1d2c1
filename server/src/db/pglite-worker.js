// The embedded database's own thread (see pglite-thread.ts, which starts it and is its only
// client). Plain JavaScript so that it starts the same under tsx, vitest and plain Node: a
// worker thread does not inherit a TypeScript loader everywhere.
import { parentPort } from 'node:worker_threads';
import { PGlite, protocol } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

if (!parentPort) throw new Error('pglite-worker.js runs only as a worker thread');
const port = parentPort;
const { serialize } = protocol;

/** @type {PGlite | undefined} */
let database;

function opened() {
  if (!database) throw new Error('the database is not open');
  return database;
}

/**
 * Where an answer is gathered before its one copy leaves the thread. Copying each chunk
 * into a new buffer and then joining them made two or three buffers per request: V8 counts
 * them as external memory, and at 800 searches a second that started a full collection on
 * this thread every 0.4 s, each pausing the database for 4-13 ms. It keeps the size of the
 * largest common answer; one much larger (an export) is not kept.
 */
const SCRATCH_SIZE = 64 * 1024;
const SCRATCH_KEPT = 1024 * 1024;
let scratch = new Uint8Array(SCRATCH_SIZE);

/**
 * The backend's answer to these protocol messages, as bytes. PGlite's execProtocolRaw would
 * also parse every message into objects (decoding each field) although only the client
 * reads them; streaming the raw bytes out skips that work on this busy thread.
 * @param {Uint8Array} message
 */
async function exchange(message) {
  let length = 0;
  await opened().execProtocolRawStream(message, {
    // A chunk is a view into the database's memory, which the next write reuses.
    onRawData: (chunk) => {
      if (length + chunk.length > scratch.length) {
        const larger = new Uint8Array(Math.max(scratch.length * 2, length + chunk.length));
        larger.set(scratch.subarray(0, length));
        scratch = larger;
      }
      scratch.set(chunk, length);
      length += chunk.length;
    },
  });
  // A copy of its own: the answer's buffer moves to the other thread.
  const answer = scratch.slice(0, length);
  if (scratch.length > SCRATCH_KEPT) scratch = new Uint8Array(SCRATCH_SIZE);
  return answer;
}

/** The parameter types of a ParameterDescription ('t') message in the answer, if any. */
function parameterTypes(answer) {
  const view = new DataView(answer.buffer, answer.byteOffset, answer.byteLength);
  for (let offset = 0; offset + 5 <= answer.length;) {
    const end = offset + 1 + view.getInt32(offset + 1);
    if (answer[offset] === 0x74) {
      const count = view.getInt16(offset + 5);
      return Array.from({ length: count }, (_, i) => view.getUint32(offset + 7 + 4 * i));
    }
    offset = end;
  }
  return [];
}

/** One new buffer holding these parts in order. @param {Uint8Array[]} parts */
function concat(parts) {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const methods = {
  /** @param {{ dataDir?: string, template?: Uint8Array }} options */
  async open({ dataDir, template }) {
    // Only these three: with cube + earthdistance loaded too, pg_trgm queries returned wrong
    // results and hung PGlite 0.5 (docs/decisions); distance is plain SQL haversine.
    const extensions = { pg_trgm, unaccent, fuzzystrmatch };
    // PGlite needs the name and type to read the template as an uncompressed tarball.
    const loadDataDir = template
      ? new File([template], 'pgdata.tar', { type: 'application/x-tar' })
      : undefined;
    database = new PGlite({ dataDir, extensions, loadDataDir });
    await database.waitReady;
    return null;
  },
  /** Protocol messages in, the backend's answer out: the client parses it on its thread. */
  raw: exchange,
  /**
   * One statement with parameters, the way PGlite's query() runs it (Parse and Describe to
   * learn the parameter types, then Bind, Describe, Execute, Sync), but in one call from the
   * client instead of six. Parameters are serialised here by those types with PGlite's own
   * serialisers, which this thread's PGlite has (array types included). After an error the
   * backend skips everything up to the Sync, so the sequence never needs to stop early.
   */
  async query(text, params, types) {
    const described = await exchange(
      concat([serialize.parse({ text, types }), serialize.describe({ type: 'S' })]),
    );
    const oids = parameterTypes(described);
    const { serializers } = opened();
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = serializers[oids[index]];
      return serializer ? serializer(value) : value.toString();
    });
    const executed = await exchange(
      concat([
        serialize.bind({ values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    return concat([described, executed]);
  },
  /** Simple query protocol: one or more statements without parameters. */
  exec: (text) => exchange(concat([serialize.query(text), serialize.sync()])),
  async dump(compression) {
    const file = await opened().dumpDataDir(compression);
    return new Uint8Array(await file.arrayBuffer());
  },
  async close() {
    await database?.close();
    return null;
  },
};

// One call at a time, in the order they were sent: the client relies on that order when it
// sends an exchange without waiting for the one before it to be answered.
let queue = Promise.resolve();
port.on('message', ({ id, method, args }) => {
  queue = queue.then(async () => {
    try {
      const result = await methods[method](...args);
      port.postMessage({ id, result }, result instanceof Uint8Array ? [result.buffer] : []);
    } catch (error) {
      const { message = String(error), code, detail } = error ?? {};
      port.postMessage({ id, error: { message, code, detail } });
    }
  });
});
