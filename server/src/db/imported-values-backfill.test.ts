import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds, useTestDatabase } from '../../test/test-databases.ts';
import { organizationChanges, organizations } from './schema.ts';

// Migration 0019 (ADR 051) fills `imported_values` for the records stored before it: what the
// data last said of each editable field. That is the value as it stands, except a field an
// operator changed, whose value before their first change is what the data said. Its UPDATE is
// run here again on records made as they were before the migration (imported_values null).
const migration = readFileSync(
  path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    'migrations/0019_import_keeps_operator_edits.sql',
  ),
  'utf8',
);
const backfill = migration
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter((statement) => !statement.startsWith('ALTER TABLE'));

/** The fields an operator could edit when 0019 was written (a migration does not change after). */
const FIELDS_IN_0019 = [
  'address_1',
  'address_2',
  'city',
  'description',
  'description_sp',
  'organization',
  'phone',
  'state',
  'tollfree',
  'tty',
  'website',
  'zip_code',
];

describe.each(databaseKinds)('migration 0019 backfill on $kind', (kind) => {
  const database = useTestDatabase(kind);
  const db = () => database().db;

  const add = (id: number, phone: string, description: string | null) =>
    db()
      .insert(organizations)
      .values({
        id,
        organization: `Fixture ${id}`,
        serviceArea: 'national',
        source: 'test',
        nameSearch: `fixture ${id}`,
        phone,
        description,
      });
  const change = (
    organizationId: number,
    field: string,
    oldValue: string | null,
    newValue: string | null,
    changedAt: string,
  ) =>
    db()
      .insert(organizationChanges)
      .values({
        organizationId,
        version: 2,
        operatorEmail: 'operator@example.com',
        field,
        oldValue,
        newValue,
        changedAt: new Date(changedAt),
      });
  const importedValues = async (id: number) => {
    const [row] = await db()
      .select({ values: organizations.importedValues })
      .from(organizations)
      .where(eq(organizations.id, id));
    return row?.values;
  };

  it('takes the value before an operator’s first change, and the current value elsewhere', async () => {
    // Never edited.
    await add(1, '2155550100', 'Peer support.');
    // The phone corrected twice, then a verification (not an editable field).
    await add(2, '2155550199', null);
    await change(2, 'phone', '2155550100', '2155550150', '2026-10-01T10:00:00Z');
    await change(2, 'phone', '2155550150', '2155550199', '2026-10-02T10:00:00Z');
    await change(2, 'verified_at', null, '2026-10-02', '2026-10-02T10:00:01Z');
    // A description an operator added where the data had none.
    await change(2, 'description', null, 'Added by an operator.', '2026-10-03T10:00:00Z');
    await db()
      .update(organizations)
      .set({ description: 'Added by an operator.' })
      .where(eq(organizations.id, 2));
    await db().update(organizations).set({ importedValues: null });

    for (const statement of backfill) await db().execute(sql.raw(statement));

    const untouched = await importedValues(1);
    expect(Object.keys(untouched ?? {}).sort()).toEqual(FIELDS_IN_0019);
    expect(untouched).toMatchObject({
      organization: 'Fixture 1',
      phone: '2155550100',
      description: 'Peer support.',
      website: null,
    });
    const edited = await importedValues(2);
    expect(Object.keys(edited ?? {}).sort()).toEqual(FIELDS_IN_0019);
    expect(edited).toMatchObject({
      organization: 'Fixture 2',
      phone: '2155550100',
      description: null,
    });
  });
});
