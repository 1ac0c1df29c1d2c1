import { and, desc, eq, sql } from 'drizzle-orm';
import {
  type AdminOrganization,
  type DueOrganization,
  type OrganizationChange,
  type VerifyMethod,
  DUE_PAGE_SIZE,
  VERIFY_EVERY_MONTHS,
  VIEWS_WINDOW_DAYS,
} from '../../../../src/contracts/operator-console.ts';
import {
  EDITABLE_ORGANIZATION_FIELDS,
  type OrganizationEditValues,
} from '../../../../src/contracts/organization-values.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  organizationChanges,
  organizations,
  organizationViews,
  states,
  users,
} from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import {
  EDITABLE_COLUMNS,
  editableColumnValues,
  organizationNameSearch,
} from '../organizations/editable-columns.ts';
import { UNITED_STATES_ID } from '../geography/constants.ts';

// What the operator console does to an organisation (issue 37, ADR 047): read it, save an
// edit, mark it verified, read its history, list what is due for checking, and count how often
// people look at it. Every change checks the version the operator loaded and writes one audit
// row per changed field in the same transaction.

type OrganizationRow = typeof organizations.$inferSelect;

export interface Operator {
  id: number;
  email: string;
}

/** The stored column of each audited field, by its contract name. */
const COLUMNS = {
  ...EDITABLE_COLUMNS,
  verified_at: 'verifiedAt',
  verified_how: 'verifiedHow',
} as const satisfies Record<string, keyof OrganizationRow>;
type AuditedField = keyof typeof COLUMNS;

function toAdmin(row: OrganizationRow, verifiedBy: string | null): AdminOrganization {
  return {
    id: row.id,
    version: row.version,
    organization: row.organization,
    address_1: row.address1,
    address_2: row.address2,
    city: row.city,
    state: row.state,
    zip_code: row.zipCode,
    phone: row.phone,
    tollfree: row.tollfree,
    tty: row.tty,
    website: row.website,
    description: row.description,
    description_sp: row.descriptionSp,
    service_area: row.serviceArea as AdminOrganization['service_area'],
    verified_at: row.verifiedAt,
    verified_how: row.verifiedHow as VerifyMethod | null,
    verified_by: verifiedBy,
  };
}

export async function getAdminOrganization(
  db: Db | Tx,
  id: number,
): Promise<AdminOrganization | null> {
  const [found] = await db
    .select({ row: organizations, verifiedBy: users.email })
    .from(organizations)
    .leftJoin(users, eq(users.id, organizations.verifiedBy))
    .where(eq(organizations.id, id));
  return found ? toAdmin(found.row, found.verifiedBy) : null;
}

/**
 * The row, locked until the transaction ends, if it is still at the version the operator
 * loaded. A second operator's save waits here for the first to commit, then finds the version
 * moved on: 409, and nothing of theirs is written.
 */
async function lockAtVersion(tx: Tx, id: number, version: number): Promise<OrganizationRow> {
  const [row] = await tx.select().from(organizations).where(eq(organizations.id, id)).for('update');
  if (!row) throw new AppError('not_found', 'There is no such organization.');
  if (row.version !== version) {
    throw new AppError(
      'conflict',
      `This organization was changed after you loaded it (you loaded version ${version}; it is at version ${row.version}).`,
    );
  }
  return row;
}

/** One audit row per field whose stored value changed, stamped with the version the save made. */
async function writeChanges(
  tx: Tx,
  operator: Operator,
  before: OrganizationRow,
  after: OrganizationRow,
  fields: readonly AuditedField[],
) {
  const rows = fields
    .map((field) => ({
      field,
      oldValue: before[COLUMNS[field]] as string | null,
      newValue: after[COLUMNS[field]] as string | null,
    }))
    .filter(({ oldValue, newValue }) => oldValue !== newValue)
    .map((change) => ({
      ...change,
      organizationId: after.id,
      version: after.version,
      userId: operator.id,
      operatorEmail: operator.email,
    }));
  if (rows.length > 0) await tx.insert(organizationChanges).values(rows);
}

function validationFailed(field: string, message: string): AppError {
  return new AppError('validation_failed', undefined, [{ path: `body.values.${field}`, message }]);
}

/**
 * Saves an operator's edit of the editable fields, if the record is still at `version`. The
 * rules the contract cannot check without the database are checked here: the state is one we
 * know, and a state-wide organisation keeps one.
 */
export async function saveOrganization(
  db: Db,
  operator: Operator,
  id: number,
  version: number,
  values: OrganizationEditValues,
): Promise<AdminOrganization> {
  return db.transaction(async (tx) => {
    const before = await lockAtVersion(tx, id, version);
    if (values.state !== null) {
      const [known] = await tx
        .select({ code: states.stateCode })
        .from(states)
        .where(and(eq(states.countryId, UNITED_STATES_ID), eq(states.stateCode, values.state)));
      if (!known) throw validationFailed('state', 'stateUnknown');
    } else if (before.serviceArea === 'state') {
      throw validationFailed('state', 'stateRequired');
    }
    const [after] = await tx
      .update(organizations)
      .set({
        ...editableColumnValues(values),
        nameSearch: organizationNameSearch(values.organization, values.city),
      })
      .where(eq(organizations.id, id))
      .returning();
    // A trigger (migration 0017) raised the version if anything changed.
    await writeChanges(tx, operator, before, after!, EDITABLE_ORGANIZATION_FIELDS);
    return (await getAdminOrganization(tx, id))!;
  });
}

/** Today's date (YYYY-MM-DD) on the calendar of a time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  // en-CA writes dates as ISO does.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * "Mark verified": today in the operator's time zone, by this operator, this way, if the
 * record is still at `version`.
 */
export async function verifyOrganization(
  db: Db,
  operator: Operator,
  id: number,
  version: number,
  how: VerifyMethod,
  timeZone: string,
): Promise<AdminOrganization> {
  return db.transaction(async (tx) => {
    const before = await lockAtVersion(tx, id, version);
    const [after] = await tx
      .update(organizations)
      .set({ verifiedAt: todayIn(timeZone), verifiedBy: operator.id, verifiedHow: how })
      .where(eq(organizations.id, id))
      .returning();
    await writeChanges(tx, operator, before, after!, ['verified_at', 'verified_how']);
    return (await getAdminOrganization(tx, id))!;
  });
}

/** A record's audit log, newest first. */
export async function organizationHistory(db: Db, id: number): Promise<OrganizationChange[]> {
  const rows = await db
    .select()
    .from(organizationChanges)
    .where(eq(organizationChanges.organizationId, id))
    .orderBy(desc(organizationChanges.changedAt), desc(organizationChanges.id));
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    field: row.field,
    old_value: row.oldValue,
    new_value: row.newValue,
    operator: row.operatorEmail,
    changed_at: row.changedAt.toISOString(),
  }));
}

/**
 * Records never verified or verified more than VERIFY_EVERY_MONTHS ago: those without a
 * phone or a street address first (a person cannot use them), then the most viewed in the
 * last VIEWS_WINDOW_DAYS, then the longest unchecked.
 */
export async function dueOrganizations(
  db: Db,
): Promise<{ data: DueOrganization[]; total: number }> {
  const seen = db.$with('seen').as(
    db
      .select({
        organizationId: organizationViews.organizationId,
        views: sql<number>`sum(${organizationViews.views})::int`.as('views'),
      })
      .from(organizationViews)
      .where(sql`${organizationViews.day} > current_date - ${VIEWS_WINDOW_DAYS}::int`)
      .groupBy(organizationViews.organizationId),
  );
  const views = sql<number>`coalesce(${seen.views}, 0)::int`;
  const missingPhone = sql<boolean>`${organizations.phone} is null`;
  const missingAddress = sql<boolean>`${organizations.address1} is null`;
  const rows = await db
    .with(seen)
    .select({
      id: organizations.id,
      organization: organizations.organization,
      city: organizations.city,
      state: organizations.state,
      verified_at: organizations.verifiedAt,
      missing_phone: missingPhone,
      missing_address: missingAddress,
      views,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(organizations)
    .leftJoin(seen, eq(seen.organizationId, organizations.id))
    .where(
      sql`(${organizations.verifiedAt} is null or ${organizations.verifiedAt} <
        (current_date - ${sql.raw(`interval '${VERIFY_EVERY_MONTHS} months'`)})::date)`,
    )
    .orderBy(
      sql`(${missingPhone} or ${missingAddress}) desc`,
      sql`${views} desc`,
      sql`${organizations.verifiedAt} asc nulls first`,
      sql`lower(${organizations.organization})`,
      organizations.id,
    )
    .limit(DUE_PAGE_SIZE);
  return {
    data: rows.map(({ total: _total, ...row }) => row),
    total: rows[0]?.total ?? 0,
  };
}

/**
 * Counts one view of an organisation today: one row per organisation per day, nothing about
 * who. Called by the selected-organisation answer, not by the radius search (ADR 047).
 */
export async function recordView(db: Db, organizationId: number): Promise<void> {
  await db
    .insert(organizationViews)
    .values({ organizationId, day: sql`current_date`, views: 1 })
    .onConflictDoUpdate({
      target: [organizationViews.organizationId, organizationViews.day],
      set: { views: sql`${organizationViews.views} + 1` },
    });
}
