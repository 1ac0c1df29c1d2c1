import { eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/auth.ts';
import { sqlRows } from './sql-rows.ts';
import { databaseKinds, useTestDatabase } from '../../test/test-databases.ts';
import { preparedText, rowFromJson } from './prepared-text.ts';
import { users } from './schema.ts';

const echo = preparedText(
  'test_echo',
  sql`select json_build_object('text', ${sql.placeholder('text')}::text,
        'number', ${sql.placeholder('number')}::float8,
        'flag', ${sql.placeholder('flag')}::boolean,
        'nothing', ${sql.placeholder('nothing')}::int)::text`,
);
const count = preparedText(
  'test_count',
  sql`select count(*)::text from users where email like ${sql.placeholder('pattern')}::text`,
);
const none = preparedText('test_none', sql`select 'x' where false`);
const toInteger = preparedText('test_integer', sql`select ${sql.placeholder('value')}::int::text`);

describe.each(databaseKinds)('prepared text statements on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('binds text, numbers, booleans and null, and answers the first column', async () => {
    const { db } = database();
    for (const [text, number, flag] of [
      ['Clínica «ñ» 東京 \' " \\', 0.1, true],
      ['', -12345.678, false],
    ] as const) {
      const answer = await echo(db, { text, number, flag, nothing: null });
      expect(JSON.parse(answer ?? '')).toEqual({ text, number, flag, nothing: null });
    }
  });

  it('answers null when the statement finds no row', async () => {
    expect(await none(database().db, {})).toBeNull();
  });

  it('reports a statement error and keeps working afterwards', async () => {
    const { db } = database();
    await expect(toInteger(db, { value: 'not a number' })).rejects.toThrow(/invalid input/);
    // SQLSTATE invalid_text_representation, as node-postgres reports it too.
    await expect(toInteger(db, { value: 'x' })).rejects.toMatchObject({ code: '22P02' });
    expect(await toInteger(db, { value: '42' })).toBe('42');
    await expect(toInteger(db, { value: Number.NaN })).rejects.toThrow(/finite/);
    expect(await toInteger(db, { value: 7 })).toBe('7');
  });

  it('never reads inside another caller’s open transaction', async () => {
    const { db } = database();
    const pattern = `prepared-${kind.kind}-%`;
    let inserted!: () => void;
    const insertedInside = new Promise<void>((resolve) => (inserted = resolve));
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.insert(users).values({ email: `prepared-${kind.kind}-1@example.org` });
      inserted();
      await finished;
      tx.rollback();
    });
    await insertedInside;
    const counting = count(db, { pattern });
    finish();
    await expect(transaction).rejects.toThrow();
    // Run inside the transaction it would have counted the uncommitted row.
    expect(await counting).toBe('0');
  });

  it('turns a JSON row back into exactly what a drizzle select returns', async () => {
    const { db } = database();
    const { user } = await createTestUser(db, {
      dob: '1950-02-28',
      zipcode: '19104',
      latitude: 39.9597,
      longitude: -75.2024,
      isVeteran: true,
    });
    const json = await preparedText(
      'test_user_json',
      sql`select row_to_json(u)::text from users u where u.id = ${sql.placeholder('id')}::int`,
    )(db, { id: user.id });
    const [selected] = await db.select().from(users).where(eq(users.id, user.id));
    expect(rowFromJson(users, JSON.parse(json ?? '{}') as Record<string, unknown>)).toEqual(
      selected,
    );
  });
});

// PGlite's planner kept planning the radius search again for every execution (custom
// plans); its prepared statements are bound under force_generic_plan instead.
describe.each(databaseKinds.filter((kind) => kind.kind === 'pglite'))(
  'prepared text statement plans on %s',
  (kind) => {
    const database = useTestDatabase(kind);
    const rows = <T>(query: SQL) => sqlRows<T>(database().db, query);
    const planMode = async () =>
      (await rows<{ mode: string }>(sql`select current_setting('plan_cache_mode') as mode`))[0]
        ?.mode;

    it('plans once, generically, and leaves the session’s plan mode as it was', async () => {
      const { db } = database();
      for (const pattern of ['a%', 'b%', 'c%']) await count(db, { pattern });
      const plans = await rows<{ generic: number; custom: number }>(
        sql`select generic_plans::int as generic, custom_plans::int as custom
            from pg_prepared_statements where name = 'test_count'`,
      );
      // Left to itself, PostgreSQL plans the first five executions with their values.
      expect(plans).toEqual([{ generic: 3, custom: 0 }]);
      expect(await planMode()).toBe('auto');
    });

    it('resets the plan mode when binding fails', async () => {
      await expect(toInteger(database().db, { value: 'not a number' })).rejects.toThrow();
      expect(await planMode()).toBe('auto');
    });
  },
);
