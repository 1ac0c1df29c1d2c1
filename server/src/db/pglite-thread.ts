import { Worker } from 'node:worker_threads';
import {
  messages,
  Mutex,
  parse,
  PGlite,
  protocol,
  TransactionAbortedError,
  type DebugLevel,
  type ExecProtocolOptions,
  type ExecProtocolOptionsStream,
  type ExecProtocolResult,
  type ParserOptions,
  type PGliteInterface,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { query as templateQuery } from '@electric-sql/pglite/template';

/**
 * PGlite's queries, transactions and result parsing live in its base class, which the
 * package does not export by name; PGlite extends it directly. The base class drives the
 * database only through the execProtocol* methods, query() and the two locks below.
 */
const BasePGlite = Object.getPrototypeOf(PGlite) as abstract new () => Pick<
  PGliteInterface,
  'sql' | 'describeQuery' | 'runExclusive' | 'refreshArrayTypes'
> & { parsers: ParserOptions; _initArrayTypes(): Promise<void> };

type DumpCompression = 'auto' | 'gzip' | 'none';

type Call =
  | { method: 'open'; args: [{ dataDir?: string | undefined; template?: Uint8Array | undefined }] }
  | { method: 'raw'; args: [Uint8Array] }
  | { method: 'query'; args: [string, unknown[], number[]] }
  | { method: 'exec'; args: [string] }
  | { method: 'dump'; args: [DumpCompression] }
  | { method: 'close'; args: [] };

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/**
 * The embedded database, run on a worker thread of its own (ADR 016): the same PGlite behind
 * the same API, but its WebAssembly no longer shares a thread with HTTP and JSON work, so the
 * server answers requests while the database runs a query. The worker (pglite-worker.js)
 * runs protocol exchanges and whole statements; the locks and the parsing of answers stay
 * here, and PGlite's own base class provides the rest (sql, describeQuery, array types), so
 * drizzle sees an ordinary PGlite.
 *
 * This is the database's only client, so the locks live here and the worker never sees two
 * callers' exchanges interleaved. Its thread does not keep the process alive while nothing
 * is asked of it, as an in-process PGlite would not.
 */
export class PGliteThread extends BasePGlite implements PGliteInterface {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #queryLock = new Mutex();
  readonly #transactionLock = new Mutex();
  #nextId = 0;
  #opened: Promise<void> = Promise.resolve();
  #ready = false;
  #closed = false;
  #stopped: Error | undefined;

  readonly debug: DebugLevel = 0;

  /** Starts the thread and opens the database: in `dataDir`, else in memory (from `template`). */
  static async open(options: { dataDir?: string | undefined; template?: Blob | undefined }) {
    const database = new PGliteThread();
    const template = options.template
      ? new Uint8Array(await options.template.arrayBuffer())
      : undefined;
    database.#opened = database.#call(
      { method: 'open', args: [{ dataDir: options.dataDir, template }] },
      template ? [template.buffer as ArrayBuffer] : [],
    ) as Promise<void>;
    try {
      await database.#opened;
      await database._initArrayTypes();
    } catch (error) {
      // The reason it did not open is the error to report, not whatever closing says.
      await database.close().catch(() => {});
      throw error;
    }
    database.#ready = true;
    return database;
  }

  private constructor() {
    super();
    this.#worker = new Worker(new URL('./pglite-worker.js', import.meta.url));
    this.#worker.unref();
    this.#worker.on('message', (answer: { id: number; result?: unknown; error?: object }) => {
      const pending = this.#pending.get(answer.id);
      if (!pending) return;
      this.#settled(answer.id);
      if (answer.error) pending.reject(Object.assign(new Error(), answer.error));
      else pending.resolve(answer.result);
    });
    // The thread died (a WebAssembly abort, say): every waiting call fails, and so does every
    // later one, rather than waiting for an answer that will never come.
    const stop = (error: Error) => {
      this.#stopped ??= error;
      for (const [id, pending] of this.#pending) {
        this.#settled(id);
        pending.reject(this.#stopped);
      }
    };
    this.#worker.on('error', stop);
    this.#worker.on('exit', () => stop(new Error('the database thread has stopped')));
  }

  #call(call: Call, transfer: ArrayBuffer[] = []): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, ...call }, transfer);
    });
  }

  #settled(id: number) {
    this.#pending.delete(id);
    if (this.#pending.size === 0) this.#worker.unref();
  }

  get waitReady() {
    return this.#opened;
  }

  get ready() {
    return this.#ready && !this.#closed;
  }

  get closed() {
    return this.#closed;
  }

  async close() {
    if (this.#closed) return;
    this.#closed = true;
    // As PGlite does: the callers already waiting for the locks finish first.
    await this._runExclusiveTransaction(() => this._runExclusiveQuery(async () => {}));
    try {
      await this.#call({ method: 'close', args: [] });
    } finally {
      await this.#worker.terminate();
    }
  }

  async execProtocolRaw(message: Uint8Array, _options?: ExecProtocolOptions) {
    // The worker's PGlite syncs its files after every exchange, as execProtocolRaw does.
    return (await this.#call({ method: 'raw', args: [message] })) as Uint8Array;
  }

  /**
   * Sends one self-contained exchange (ending in Sync, so it leaves no portal or transaction
   * behind) in its turn with every other caller, but releases the locks once it is sent
   * rather than once it is answered. The worker runs calls in the order they arrive, so no
   * later query can come between its messages, and while the database thread answers, this
   * thread can send the next request's exchange and serve HTTP: the two overlap.
   */
  async execProtocolRawPipelined(message: Uint8Array): Promise<Uint8Array> {
    const sent = await this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => ({ answer: this.execProtocolRaw(message) })),
    );
    return sent.answer;
  }

  // PGlite's own query(), exec() and transaction() send each protocol message as a separate
  // exchange (six for a query with parameters), and every exchange is now a message to the
  // other thread and back. These run each statement in one call; the answer is parsed here
  // exactly as PGlite parses it, with this instance's parsers.

  async query<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    await this._checkReady();
    return this._runExclusiveTransaction(() => this.#query<T>(text, params, options));
  }

  async exec(text: string, options?: QueryOptions): Promise<Results[]> {
    await this._checkReady();
    return this._runExclusiveTransaction(() => this.#exec(text, options));
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await this._checkReady();
    return this._runExclusiveTransaction(async () => {
      await this.#exec('BEGIN');
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx: Transaction = {
        query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
          open();
          return this.#query<R>(text, params, options);
        },
        sql: async <R>(strings: TemplateStringsArray, ...values: unknown[]) => {
          open();
          const templated = templateQuery(strings, ...values);
          return this.#query<R>(templated.query, templated.params);
        },
        exec: async (text: string, options?: QueryOptions) => {
          open();
          return this.#exec(text, options);
        },
        rollback: async () => {
          open();
          await this.#exec('ROLLBACK');
          closed = true;
        },
        listen: () => {
          throw new Error('PGliteThread does not support LISTEN');
        },
        get closed() {
          return closed;
        },
      };
      try {
        const result = await callback(tx);
        if (!closed) {
          closed = true;
          const [commit] = await this.#exec('COMMIT');
          // COMMIT of a transaction that had failed answers ROLLBACK.
          if (commit?.command === 'ROLLBACK') throw new TransactionAbortedError();
        }
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          await this.#exec('ROLLBACK');
        }
        throw error;
      }
    });
  }

  #query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this._runExclusiveQuery(async () => {
      supported(options);
      const data = (await this.#call({
        method: 'query',
        args: [text, params, options?.paramTypes ?? []],
      })) as Uint8Array;
      return this.#results(data, options, text, params)[0] as Results<T>;
    });
  }

  #exec(text: string, options?: QueryOptions): Promise<Results[]> {
    return this._runExclusiveQuery(async () => {
      supported(options);
      const data = (await this.#call({ method: 'exec', args: [text] })) as Uint8Array;
      return this.#results(data, options, text, undefined);
    });
  }

  #results(data: Uint8Array, options: QueryOptions | undefined, text: string, params: unknown) {
    let messages: BackendMessage[];
    try {
      messages = backendMessages(data, { onNotice: options?.onNotice });
    } catch (error) {
      // What PGlite adds to a database error, for callers that report the statement.
      throw Object.assign(error as Error, { query: text, params, queryOptions: options });
    }
    return parse.parseResults(
      messages,
      this.parsers as Parameters<typeof parse.parseResults>[1],
      options,
    );
  }

  async execProtocol(
    message: Uint8Array,
    options: ExecProtocolOptions = {},
  ): Promise<ExecProtocolResult> {
    const data = await this.execProtocolRaw(message);
    return { messages: backendMessages(data, options), data };
  }

  async execProtocolStream(message: Uint8Array, options: ExecProtocolOptions = {}) {
    return backendMessages(await this.execProtocolRaw(message), options);
  }

  async execProtocolRawStream(message: Uint8Array, options: ExecProtocolOptionsStream) {
    options.onRawData(await this.execProtocolRaw(message));
  }

  async dumpDataDir(compression: DumpCompression = 'auto') {
    const bytes = (await this.#call({ method: 'dump', args: [compression] })) as Uint8Array;
    const gzip = compression !== 'none';
    return new File([bytes as Uint8Array<ArrayBuffer>], gzip ? 'pgdata.tar.gz' : 'pgdata.tar', {
      type: gzip ? 'application/x-gzip' : 'application/x-tar',
    });
  }

  async _checkReady() {
    if (this.#closed) throw new Error('PGlite is closed');
    await this.#opened;
  }

  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    return this.#queryLock.runExclusive(fn);
  }

  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return this.#transactionLock.runExclusive(fn);
  }

  // LISTEN/NOTIFY: nothing here uses them.
  listen(): never {
    throw new Error('PGliteThread does not support LISTEN');
  }

  unlisten(): never {
    throw new Error('PGliteThread does not support UNLISTEN');
  }

  onNotification(): never {
    throw new Error('PGliteThread does not support notifications');
  }

  offNotification(): never {
    throw new Error('PGliteThread does not support notifications');
  }
}

type BackendMessage = messages.BackendMessage;

/** COPY blobs and per-query serialisers cannot cross to the database thread; nothing uses them. */
function supported(options: QueryOptions | undefined) {
  if (options?.blob) throw new Error('PGliteThread does not support COPY with a blob');
  if (options?.serializers) throw new Error('PGliteThread does not support per-query serializers');
}

/**
 * The backend's messages, as PGlite itself collects them: with throwOnError (the default),
 * the first error is thrown once everything before it is read, and nothing after it is kept.
 */
function backendMessages(data: Uint8Array, options: ExecProtocolOptions) {
  const { throwOnError = true, onNotice } = options;
  const results: BackendMessage[] = [];
  let error: messages.DatabaseError | undefined;
  new protocol.Parser().parse(data, (message) => {
    if (error) return;
    if (message instanceof messages.DatabaseError) {
      if (throwOnError) error = message;
    } else if (message instanceof messages.NoticeMessage) {
      onNotice?.(message);
    }
    results.push(message);
  });
  if (error) throw error;
  return results;
}
