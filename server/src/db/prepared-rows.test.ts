import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds, useTestDatabase } from '../../test/test-databases.ts';
import { preparedRows } from './prepared-rows.ts';

// The organisation searches' statements (ADR 028), named and parsed once per connection on
// both databases (ADR 050): the answers must be those of a fresh statement on every call.
describe.each(databaseKinds)('prepared rows on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('answers each call with its own values, typed by the casts, nulls included', async () => {
    const statement = preparedRows<{ n: number; label: string | null; ok: boolean; x: number }>(
      'vh_test_prepared_values',
      sql`select ${sql.placeholder('n')}::int + 1 as n, ${sql.placeholder('label')}::text as label,
          ${sql.placeholder('ok')}::boolean as ok, ${sql.placeholder('x')}::float8 as x`,
    );
    for (const [n, label, ok, x] of [
      [1, 'one', true, 0.1],
      [41, null, false, -73.98765432109876],
      [7, "it's", true, 1e-7],
    ] as const) {
      expect(await statement(database().db, { n, label, ok, x })).toEqual([
        { n: n + 1, label, ok, x },
      ]);
    }
  });

  it('sees writes made after it was first run', async () => {
    const { db } = database();
    await db.execute(sql`create table if not exists prepared_rows_probe (v int)`);
    const statement = preparedRows<{ total: number }>(
      'vh_test_prepared_fresh',
      sql`select count(*)::int as total from prepared_rows_probe where v > ${sql.placeholder('v')}::int`,
    );
    expect(await statement(db, { v: 0 })).toEqual([{ total: 0 }]);
    await db.execute(sql`insert into prepared_rows_probe values (1), (2), (3)`);
    expect(await statement(db, { v: 1 })).toEqual([{ total: 2 }]);
  });

  it('reports an error and answers the next call', async () => {
    const statement = preparedRows<{ q: number }>(
      'vh_test_prepared_error',
      sql`select 10 / ${sql.placeholder('d')}::int as q`,
    );
    await expect(statement(database().db, { d: 0 })).rejects.toThrow(/division by zero/);
    expect(await statement(database().db, { d: 5 })).toEqual([{ q: 2 }]);
    // A statement that fails to parse is not taken for parsed: it fails again, and so do not
    // the others.
    const broken = preparedRows('vh_test_prepared_broken', sql`select from where`);
    await expect(broken(database().db, {})).rejects.toThrow(/syntax error/);
    await expect(broken(database().db, {})).rejects.toThrow(/syntax error/);
    expect(await statement(database().db, { d: 2 })).toEqual([{ q: 5 }]);
  });
});
