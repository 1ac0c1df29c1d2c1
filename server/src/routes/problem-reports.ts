import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemReportDetailSchema } from '../../../src/contracts/operator-console.ts';
import {
  problemReportCloseSchema,
  problemReportCreatedSchema,
  problemReportIdParamsSchema,
  problemReportListQuerySchema,
  problemReportListSchema,
  problemReportRequestSchema,
  problemReportSchema,
  type ProblemReport,
} from '../../../src/contracts/problem-reports.ts';
import {
  guideContents,
  organizations,
  problemReports,
  subCategories,
  users,
} from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { getAdminOrganization } from '../services/operator-console/organization-records.ts';

/** How many reports one person may send in a day: enough for a careful reader, not a script. */
export const REPORTS_PER_USER_PER_DAY = 20;

type ReportRow = typeof problemReports.$inferSelect;

function toResponse(row: ReportRow, name: string): ProblemReport {
  return {
    id: row.id,
    target: {
      type: row.organizationId === null ? 'guide' : 'organization',
      id: (row.organizationId ?? row.guideId)!,
      name,
    },
    kind: row.kind as ProblemReport['kind'],
    details: row.details,
    reply_email: row.replyEmail,
    language: row.language as ProblemReport['language'],
    snapshot: row.snapshot as Record<string, unknown>,
    state: row.state as ProblemReport['state'],
    outcome: row.outcome,
    created_at: row.createdAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
  };
}

/**
 * Report a problem (issue 37): any signed-in person may say what is wrong with an organisation
 * or a guide; operators list the reports and close them under /admin.
 */
export const problemReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/problem-reports',
    {
      schema: {
        summary: 'Report a problem with an organisation or a guide',
        body: problemReportRequestSchema,
        response: { 201: problemReportCreatedSchema },
      },
      config: {
        access: 'signed-in',
        // Per address, on top of the per-person daily count below: people who share one
        // address (a school, a library) each report freely, a script from one address cannot.
        rateLimit: {
          max: app.env.REPORT_RATE_LIMIT_PER_HOUR,
          timeWindow: '1 hour',
          keyGenerator: (request) => `report:${request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      const { target, kind, details, reply_email: replyEmail, language } = request.body;
      const created = await db.transaction(async (tx) => {
        // One report at a time per person, so the day's count cannot be raced past.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
        const [today] = await tx
          .select({ n: count() })
          .from(problemReports)
          .where(
            and(
              eq(problemReports.userId, user.id),
              gt(problemReports.createdAt, sql`now() - interval '1 day'`),
            ),
          );
        if ((today?.n ?? 0) >= REPORTS_PER_USER_PER_DAY) throw new AppError('rate_limited');

        let snapshot: Record<string, unknown>;
        if (target.type === 'organization') {
          const [organization] = await tx
            .select({
              name: organizations.organization,
              address1: organizations.address1,
              address2: organizations.address2,
              city: organizations.city,
              state: organizations.state,
              zip_code: organizations.zipCode,
              phone: organizations.phone,
              tollfree: organizations.tollfree,
              tty: organizations.tty,
              website: organizations.website,
              verified_at: organizations.verifiedAt,
            })
            .from(organizations)
            .where(eq(organizations.id, target.id));
          if (!organization) throw new AppError('not_found', 'There is no such organization.');
          snapshot = organization;
        } else {
          const [guide] = await tx
            .select({
              title: subCategories.title,
              title_sp: subCategories.titleSp,
              reviewed_at: guideContents.reviewedAt,
            })
            .from(guideContents)
            .innerJoin(subCategories, eq(subCategories.id, guideContents.subCategoryId))
            .where(eq(guideContents.id, target.id));
          if (!guide) throw new AppError('not_found', 'There is no such guide.');
          snapshot = guide;
        }
        const [row] = await tx
          .insert(problemReports)
          .values({
            organizationId: target.type === 'organization' ? target.id : null,
            guideId: target.type === 'guide' ? target.id : null,
            kind,
            details,
            replyEmail: replyEmail === '' ? null : replyEmail.toLowerCase(),
            userId: user.id,
            snapshot,
            language,
          })
          .returning({ id: problemReports.id, createdAt: problemReports.createdAt });
        return row!;
      });
      return reply
        .status(201)
        .send({ id: created.id, created_at: created.createdAt.toISOString() });
    },
  );

  const withName = () =>
    db
      .select({
        report: problemReports,
        name: sql<string>`coalesce(${organizations.organization}, ${subCategories.title})`,
      })
      .from(problemReports)
      .leftJoin(organizations, eq(organizations.id, problemReports.organizationId))
      .leftJoin(guideContents, eq(guideContents.id, problemReports.guideId))
      .leftJoin(subCategories, eq(subCategories.id, guideContents.subCategoryId));

  app.get(
    '/admin/problem-reports',
    {
      schema: {
        summary: 'Reported problems, by state and kind (operators)',
        querystring: problemReportListQuerySchema,
        response: { 200: problemReportListSchema },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const { state, kind } = request.query;
      const rows = await withName()
        .where(
          and(eq(problemReports.state, state), kind ? eq(problemReports.kind, kind) : undefined),
        )
        .orderBy(asc(problemReports.createdAt), asc(problemReports.id))
        .limit(500);
      return { data: rows.map((row) => toResponse(row.report, row.name)) };
    },
  );

  app.get(
    '/admin/problem-reports/:id',
    {
      schema: {
        summary: 'A reported problem, with its record as it is now (operators)',
        params: problemReportIdParamsSchema,
        response: { 200: problemReportDetailSchema },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const [found] = await withName().where(eq(problemReports.id, request.params.id));
      if (!found) throw new AppError('not_found', 'There is no such report.');
      const report = toResponse(found.report, found.name);
      if (report.target.type === 'organization') {
        return {
          report,
          organization: await getAdminOrganization(db, report.target.id),
          guide: null,
        };
      }
      const [guide] = await db
        .select({
          title: subCategories.title,
          title_sp: subCategories.titleSp,
          reviewed_at: guideContents.reviewedAt,
        })
        .from(guideContents)
        .innerJoin(subCategories, eq(subCategories.id, guideContents.subCategoryId))
        .where(eq(guideContents.id, report.target.id));
      return { report, organization: null, guide: guide ?? null };
    },
  );

  app.post(
    '/admin/problem-reports/:id/close',
    {
      schema: {
        summary: 'Resolve a report with a note, or dismiss it with a reason (operators)',
        params: problemReportIdParamsSchema,
        body: problemReportCloseSchema,
        response: { 200: problemReportSchema },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const operator = await request.currentUser();
      const [closed] = await db
        .update(problemReports)
        .set({
          state: request.body.state,
          outcome: request.body.outcome,
          closedBy: operator.id,
          closedAt: sql`now()`,
        })
        // Only an open report closes: a second operator's click does not overwrite the first.
        .where(and(eq(problemReports.id, request.params.id), eq(problemReports.state, 'open')))
        .returning({ id: problemReports.id });
      if (!closed) {
        const [exists] = await db
          .select({ id: problemReports.id })
          .from(problemReports)
          .where(eq(problemReports.id, request.params.id));
        throw exists
          ? new AppError('conflict', 'This report is already closed.')
          : new AppError('not_found');
      }
      const [row] = await withName().where(eq(problemReports.id, closed.id));
      return toResponse(row!.report, row!.name);
    },
  );
};
