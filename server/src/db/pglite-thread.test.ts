import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  messages,
  PGlite,
  protocol,
  TransactionAbortedError,
  types,
  type QueryOptions,
} from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteTemplate } from '../../test/test-databases.ts';
import { PGliteThread } from './pglite-thread.ts';

// The thread's client answers every call as an in-process PGlite does: the same rows, types,
// counts and errors, whatever the protocol path (one call per statement instead of six).
describe('PGliteThread', () => {
  let thread: PGliteThread;
  let local: PGlite;

  beforeAll(async () => {
    const template = await pgliteTemplate();
    thread = await PGliteThread.open({ template });
    local = new PGlite({ loadDataDir: template });
    const schema = `create table things (
      id serial primary key, name text not null unique, tags text[], size int,
      doc jsonb, born timestamptz, flag boolean)`;
    await thread.exec(schema);
    await local.exec(schema);
  });

  afterAll(async () => {
    await thread?.close();
    await local?.close();
  });

  const statements: [string, unknown[], QueryOptions?][] = [
    [
      `insert into things (name, tags, size, doc, born, flag) values ($1, $2, $3, $4, $5, $6)
       returning *`,
      [
        'Clínica «ñ» \' "',
        ['a', 'b,c', null],
        42,
        { nested: [1, 'two'] },
        new Date('2026-11-23T10:00:00Z'),
        true,
      ],
    ],
    ['insert into things (name) values ($1), ($2)', ['second', 'third']],
    ['update things set size = coalesce(size, 0) + $1 where name <> $2', [1, 'nobody']],
    ['select * from things order by id', []],
    ['select name, size from things where size > $1 order by id', [0], { rowMode: 'array' }],
    // drizzle's own parsers: date and time values stay as the database wrote them.
    [
      'select born from things where born is not null',
      [],
      { parsers: { [types.TIMESTAMPTZ]: (v) => v } },
    ],
    ['select $1::int[] as numbers, $2::text is null as missing', [[1, 2, 3], null]],
    ['delete from things where name = $1', ['third']],
  ];

  it('answers every statement with the rows, types and counts PGlite gives', async () => {
    for (const [text, params, options] of statements) {
      expect(await thread.query(text, params, options), text).toEqual(
        await local.query(text, params, options),
      );
    }
  });

  it('runs several statements in one exec, with one result each', async () => {
    const text = `select 1 as one; update things set flag = false where name = 'second';
      select count(*)::int as n from things`;
    expect(await thread.exec(text)).toEqual(await local.exec(text));
  });

  it('reports a database error with its SQLSTATE and statement, then keeps working', async () => {
    const failing = thread.query('insert into things (name) values ($1)', ['second']);
    await expect(failing).rejects.toMatchObject({
      code: '23505',
      query: 'insert into things (name) values ($1)',
      params: ['second'],
    });
    await expect(thread.query('select nonsense from things')).rejects.toMatchObject({
      code: '42703',
    });
    await expect(thread.exec('select 1; select 1/0; select 2')).rejects.toMatchObject({
      code: '22012',
    });
    expect((await thread.query<{ n: number }>('select 2 as n')).rows).toEqual([{ n: 2 }]);
  });

  it('commits a transaction, and rolls it back when its callback throws', async () => {
    await thread.transaction(async (tx) => {
      await tx.query('insert into things (name) values ($1)', ['committed']);
      await tx.exec(`insert into things (name) values ('committed too')`);
    });
    await expect(
      thread.transaction(async (tx) => {
        await tx.sql`insert into things (name) values (${'rolled back'})`;
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await thread.transaction(async (tx) => {
      await tx.query('insert into things (name) values ($1)', ['rolled back too']);
      await tx.rollback();
      expect(tx.closed).toBe(true);
      await expect(tx.query('select 1')).rejects.toThrow('Transaction is closed');
    });
    const names = await thread.query<{ name: string }>(
      `select name from things where name like '%committed%' or name like 'rolled%' order by name`,
    );
    expect(names.rows.map((row) => row.name)).toEqual(['committed', 'committed too']);
  });

  it('refuses to commit a transaction whose statement failed', async () => {
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('insert into things (name) values ($1)', ['aborted']);
        await tx.query('select 1/0').catch(() => {});
      }),
    ).rejects.toBeInstanceOf(TransactionAbortedError);
    expect((await thread.query(`select 1 from things where name = 'aborted'`)).rows).toEqual([]);
  });

  it('keeps other callers out of an open transaction', async () => {
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    let leave!: () => void;
    const left = new Promise<void>((resolve) => (leave = resolve));
    const transaction = thread.transaction(async (tx) => {
      await tx.query('insert into things (name) values ($1)', ['uncommitted']);
      inside();
      await left;
      await tx.rollback();
    });
    await entered;
    const outside = thread.query(
      `select count(*)::int as n from things where name = 'uncommitted'`,
    );
    leave();
    await transaction;
    expect((await outside).rows).toEqual([{ n: 0 }]);
  });

  it('answers exchanges sent without waiting in the order they were sent', async () => {
    // A simple query message: 'Q', its length, the statement as a C string.
    const simpleQuery = (text: string) => {
      const body = new TextEncoder().encode(`${text}\0`);
      const message = new Uint8Array(5 + body.length);
      message[0] = 'Q'.charCodeAt(0);
      new DataView(message.buffer).setInt32(1, 4 + body.length);
      message.set(body, 5);
      return message;
    };
    const firstValue = (answer: Uint8Array) => {
      const values: unknown[] = [];
      new protocol.Parser().parse(answer, (message) => {
        if (message instanceof messages.DataRowMessage) values.push(...message.fields);
      });
      return values[0];
    };
    // Pipelined exchanges and whole statements, interleaved, all in flight at once.
    const answers = await Promise.all(
      Array.from({ length: 40 }, async (_, n) =>
        n % 2
          ? firstValue(await thread.execProtocolRawPipelined(simpleQuery(`select '${n}'`)))
          : (await thread.query<{ n: string }>(`select $1::text as n`, [n])).rows[0]?.n,
      ),
    );
    expect(answers).toEqual(Array.from({ length: 40 }, (_, n) => String(n)));
  });

  it('dumps its data, which another thread opens', async () => {
    const dump = await thread.dumpDataDir('none');
    const copy = await PGliteThread.open({ template: dump });
    try {
      expect((await copy.query(`select name from things where name = 'committed'`)).rows).toEqual([
        { name: 'committed' },
      ]);
    } finally {
      await copy.close();
    }
  });
});

describe('PGliteThread on disk', () => {
  it('keeps its data across a close and a new start, and refuses calls once closed', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'vh-pglite-thread-'));
    try {
      const first = await PGliteThread.open({ dataDir: folder });
      await first.exec(`create table kept (note text); insert into kept values ('still here')`);
      await first.close();
      await expect(first.query('select 1')).rejects.toThrow('PGlite is closed');

      const second = await PGliteThread.open({ dataDir: folder });
      try {
        expect((await second.query('select note from kept')).rows).toEqual([
          { note: 'still here' },
        ]);
      } finally {
        await second.close();
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('reports why a database cannot be opened', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'vh-pglite-thread-'));
    try {
      const notAFolder = path.join(folder, 'file');
      await writeFile(notAFolder, 'not a database');
      await expect(PGliteThread.open({ dataDir: notAFolder })).rejects.toThrow();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
